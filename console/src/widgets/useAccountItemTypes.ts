import { useQuery } from '@apollo/client/react';
import { AccountItemTypesDocument } from '../graphql/generated';

const NONE: readonly string[] = [];

/**
 * The extra item types the current account enables. Until the answer comes (or when it fails)
 * the account adds nothing, so the editor offers the global types alone meanwhile.
 */
export function useAccountItemTypes(): readonly string[] {
  const { data } = useQuery(AccountItemTypesDocument, { fetchPolicy: 'cache-first' });
  return data?.currentAccount?.enabledItemTypes ?? NONE;
}
