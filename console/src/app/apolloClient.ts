import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import type { LoginReason } from '../shared/loginRedirect';

// One client for the whole console. The screens_token cookie authenticates both transports:
// fetch sends it same-origin, and the browser sends it on the WebSocket upgrade request.

export const hasErrorCode = (error: unknown, code: string): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((graphQLError) => graphQLError.extensions?.code === code);

/** A refusal because a service admin disabled the account (the login page says so). */
export const isAccountDisabled = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((graphQLError) => graphQLError.extensions?.reason === 'ACCOUNT_DISABLED');

const graphqlWebSocketUrl = (location: Location): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;

const MAX_RETRY_WAIT_MS = 30_000;

/** Operations whose UNAUTHENTICATED answer is their own business (a wrong password), not a lost session. */
const OWN_UNAUTHENTICATED = new Set(['SignIn', 'SignOut']);

export const createApolloClient = (onUnauthenticated: (reason?: LoginReason) => void) => {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const wsLink = new GraphQLWsLink(
    createClient({
      url: graphqlWebSocketUrl(window.location),
      // A console tab stays open for days; keep reconnecting (backing off up to 30 s) through
      // server restarts instead of giving up after five tries.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) =>
        new Promise((resolve) =>
          setTimeout(
            resolve,
            Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000,
          ),
        ),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          // Changes made while the socket was down never arrived: reload what is on screen.
          if (wasRetry) void client.refetchQueries({ include: 'active' });
        },
      },
    }),
  );

  // Subscriptions go over the WebSocket, everything else over HTTP. Apollo's helper reads the
  // operation type from the document, so the console needs no runtime value from graphql
  // (codegen writes the documents as ready objects: no gql parsing either).
  const transport = ApolloLink.split(
    (operation) => isSubscriptionOperation(operation.query),
    wsLink,
    httpLink,
  );

  const sessionLost = new ErrorLink(({ error, operation }) => {
    if (
      !OWN_UNAUTHENTICATED.has(operation.operationName ?? '') &&
      hasErrorCode(error, 'UNAUTHENTICATED')
    ) {
      onUnauthenticated(isAccountDisabled(error) ? 'accountDisabled' : undefined);
    }
  });

  const client = new ApolloClient({
    link: ApolloLink.from([sessionLost, transport]),
    cache: new InMemoryCache({
      // One preferences object per user, read in parts (device sort, notifications): merge the
      // parts instead of one page's answer replacing another's.
      typePolicies: { UserPreferences: { merge: true } },
    }),
  });
  return client;
};
