import { useQuery } from '@apollo/client/react';
import { InstagramAppConfiguredDocument } from '../../graphql/generated';

/**
 * What the "Add item" menu says of the Instagram feed while the server has no Instagram app
 * (whoever runs the server gives it one): the plain fact, not a promise of its return.
 */
export const INSTAGRAM_NOT_SET_UP = 'Instagram is not set up on this server.';

/**
 * The Instagram feed item cannot be added while the server has no Instagram app
 * configured. Until the server has answered (or when it could not), nothing is held against it.
 */
export function useInstagramDisabledReason(): string | null {
  const { data } = useQuery(InstagramAppConfiguredDocument, { fetchPolicy: 'cache-first' });
  return data?.instagramAppConfigured === false ? INSTAGRAM_NOT_SET_UP : null;
}
