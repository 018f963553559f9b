import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { SessionContext, SIGNED_OUT_SESSION, type Session } from '../shared/session/session';
import { renderWithTheme } from './render';

// Test support for console pages: a fake GraphQL server answering by operation name, so a test
// states what the server holds and checks what the page sent and shows.

/** Typing without per-key delays: jsdom with Fluent is slow enough as it is. */
export const user = userEvent.setup({ delay: null });

export type Handler = (variables: Record<string, unknown>) => unknown;

/** Thrown by a handler: becomes a GraphQL error with this code (and extra extensions). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = { ...operation.variables };
        calls.push({ operation: operation.operationName ?? '', variables });
        const handler = handlers[operation.operationName ?? ''];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`no fake for ${operation.operationName}`);
            return handler(variables);
          })
          .then(
            (data) => observer.next({ data: data as Record<string, unknown> }),
            (error: unknown) =>
              observer.next({
                errors: [
                  {
                    message: error instanceof Error ? error.message : String(error),
                    extensions: error instanceof ApiError ? error.extensions : {},
                  },
                ],
              }),
          )
          .finally(() => observer.complete());
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const sent = (operation: string) =>
    calls.filter((c) => c.operation === operation).map((c) => c.variables);
  return { client, calls, sent };
}

export const ADMIN_SESSION: Session = {
  ...SIGNED_OUT_SESSION,
  userId: 'u-admin',
  email: 'admin@example.com',
  role: 'ROLE_ADMIN',
  permissions: new Set([PERMISSIONS.account.manage, PERMISSIONS.media.read]),
  features: new Set(['api-keys', 'audit-log', 'schedules', 'data-integrations']),
  accountName: 'Ops Ltd',
};

/** Renders a page as the console does: theme, router at `path`, session and the fake API. */
export function renderPage(
  ui: ReactElement,
  {
    api,
    session = ADMIN_SESSION,
    path = '/',
  }: { api: ReturnType<typeof fakeApi>; session?: Session; path?: string },
): RenderResult {
  return renderWithTheme(
    <ApolloProvider client={api.client}>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SessionContext>
    </ApolloProvider>,
  );
}
