import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { act } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';
import type { Call, Handler } from './fakeApi';

// The Instagram editors' server: queries and mutations answered by operation name like the
// console's fakeApi, and subscriptions kept open so a test can push the feed's changes.

interface OpenSubscription {
  operation: string;
  variables: Record<string, unknown>;
  observer: Subscriber<ApolloLink.Result>;
}

export function instagramServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const open = new Set<OpenSubscription>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        const variables = { ...operation.variables };
        calls.push({ operation: name, variables });
        if (isSubscriptionOperation(operation.query)) {
          const subscription = { operation: name, variables, observer };
          open.add(subscription);
          return () => void open.delete(subscription);
        }
        Promise.resolve()
          .then(() => {
            const handler = handlers[name];
            if (!handler) throw new Error(`no fake for ${name}`);
            return handler(variables);
          })
          .then(
            (data) => observer.next({ data: data as Record<string, unknown> }),
            (error: unknown) =>
              observer.next({
                errors: [{ message: error instanceof Error ? error.message : String(error) }],
              }),
          )
          .finally(() => observer.complete());
        return undefined;
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const sent = (operation: string) =>
    calls.filter((c) => c.operation === operation).map((c) => c.variables);
  /** The variables of the subscriptions of an operation that are open now. */
  const subscribed = (operation: string) =>
    [...open].filter((s) => s.operation === operation).map((s) => s.variables);
  /** The server publishes an event to the open subscriptions of an operation. */
  const push = (operation: string, data: Record<string, unknown>) =>
    act(() => {
      for (const s of open) if (s.operation === operation) s.observer.next({ data });
    });
  return { client, calls, sent, subscribed, push };
}

const post = (id: string, caption: string | null, username: string) => ({
  __typename: 'InstagramMedia',
  id,
  caption,
  mediaType: 'IMAGE',
  mediaUrl: `https://scontent-prg1-1.cdninstagram.com/v/t51.29350-15/${id}_n.jpg?oe=674A1B2C`,
  proxyUrl: `/image-proxy/${id}?s=signature`,
  permalink: `https://www.instagram.com/p/${id}/`,
  timestamp: '2024-11-24T07:02:11.000Z',
  username,
});

/** A connected account's feed as the editor's queries return it. */
export function editorFeed(
  _id: string,
  status: 'CREATED' | 'AUTHORIZED' | 'EXPIRED',
  username: string | null = null,
  postCount = 0,
) {
  return {
    __typename: 'InstagramFeed',
    _id,
    instagramUserId: username ? '17841400000000001' : null,
    instagramUsername: username,
    feedAuthorizationUrl: `https://api.instagram.com/oauth/authorize?client_id=990001&redirect_uri=https%3A%2F%2Fmarquee.test%2Finstagram%2Fcallback&scope=instagram_business_basic&response_type=code&state=${_id}`,
    status,
    updatedAt: '2024-11-25T09:12:44.000Z',
    createdAt: '2024-11-25T09:10:00.000Z',
    media: Array.from({ length: postCount }, (_, i) =>
      post(`1804621345191234${i}`, `Post ${i + 1}`, username ?? ''),
    ),
  };
}

/** A public profile as loadInstagramProfile returns it. */
export const publicProfile = (username: string, postCount: number) => ({
  __typename: 'InstagramPublicApiFeed',
  _id: '01JDQ5B2C4D6E8F0G2H4J6K8M0',
  username,
  updatedAt: '2024-11-25T09:30:00.000Z',
  media: Array.from({ length: postCount }, (_, i) =>
    post(`350774412938475610${i}`, `Photo ${i + 1}`, username),
  ),
});

/** A popup window as window.open gives it: its address is what the test reads. */
export function fakePopup() {
  return { location: { href: 'about:blank' }, closed: false, close() {} };
}
