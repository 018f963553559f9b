import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { AccountItemTypesDocument } from '../graphql/generated';
import { useSession } from '../shared/session/session';
import { availableItemTypes } from './availability';
import { unlockedItemTypes } from './itemTypeLocks';

const NONE: readonly string[] = [];

/**
 * The extra item types the current account enables. Until the answer comes (or when it fails)
 * the account adds nothing, so the editor offers the global types alone meanwhile.
 */
export function useAccountItemTypes(): readonly string[] {
  const { data } = useQuery(AccountItemTypesDocument, { fetchPolicy: 'cache-first' });
  return data?.currentAccount?.enabledItemTypes ?? NONE;
}

/** The types the scene editor offers: the global ones and the account's, less those its plan locks. */
export function useOfferedItemTypes(global: readonly string[]): string[] {
  const extra = useAccountItemTypes();
  const { features } = useSession();
  return useMemo(
    () => unlockedItemTypes(availableItemTypes(global, extra), features),
    [global, extra, features],
  );
}
