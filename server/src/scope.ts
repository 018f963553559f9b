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

/** A service admin acting as the scope's user ("Sign in as"): audited in both accounts. */
export interface ActingServiceAdmin {
  userId: string;
  email: string;
  accountId: string;
  /** The name of the account the admin acts in. */
  actingInAccountName: string;
}

export type ScopeActor =
  | {
      kind: 'user';
      userId: string;
      email: string;
      apiKeyName?: string;
      impersonatedBy?: ActingServiceAdmin;
    }
  | { kind: 'device'; deviceId: string };

export const hasPermission = (scope: Scope, permission: Permission): boolean =>
  scope.permissions.has(permission);
