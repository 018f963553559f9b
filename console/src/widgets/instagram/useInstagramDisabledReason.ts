import { useQuery } from '@apollo/client/react';
import { INSTAGRAM_DISABLED_REASON } from '@marquee/sdk';
import { InstagramAppConfiguredDocument } from '../../graphql/generated';

/**
 * The Instagram feed item cannot be added while the server has no Instagram app
 * configured. Until the server has answered (or when it could not), nothing is held against it.
 */
export function useInstagramDisabledReason(): string | null {
  const { data } = useQuery(InstagramAppConfiguredDocument, { fetchPolicy: 'cache-first' });
  return data?.instagramAppConfigured === false ? INSTAGRAM_DISABLED_REASON : null;
}
