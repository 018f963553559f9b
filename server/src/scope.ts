import type { Permission } from '@marquee/sdk/model';

/**
 * Who a service call acts for, reduced to what services need: the account and space every query is
 * narrowed to, and the permissions checked before anything is read or written. Resolvers and HTTP
 * routes build it from the authenticated principal; services never see the GraphQL context.
 */
export interface Scope {
  accountId: string;
  /** The space content reads and writes are narrowed to; null means not narrowed. */
  spaceId: string | null;
  permissions: ReadonlySet<string>;
  actor: ScopeActor;
}

export type ScopeActor =
  | { kind: 'user'; userId: string; email: string; apiKeyName?: string }
  | { kind: 'device'; deviceId: string };

export const hasPermission = (scope: Scope, permission: Permission): boolean =>
  scope.permissions.has(permission);
