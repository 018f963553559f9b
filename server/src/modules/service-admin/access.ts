import { forbidden } from '../../errors.js';
import { guard, type UserPrincipal } from '../../graphql/guards.js';
import type { GraphQLContext } from '../../request/context.js';

// Who may cross accounts: the service's own administrators, users whose role is ROLE_GOD, signed
// in with their own session. An account admin (ROLE_ADMIN) crosses nothing, an API key never
// does (whoever made it), and neither does a "Sign in as" session, which acts as its user.

export const NOT_A_SERVICE_ADMIN = 'Only a service admin can do this';

/** The service admin behind a request; only `serviceAdminOf` makes one. */
export interface ServiceAdmin {
  readonly kind: 'service-admin';
  userId: string;
  email: string;
  accountId: string;
  sessionId: string;
}

/** The service admin making the request; FORBIDDEN for anyone else, before anything is read. */
export function serviceAdminOf(ctx: Pick<GraphQLContext, 'principal'>): ServiceAdmin {
  guard(ctx, { sessionOnly: true });
  const { user, session } = ctx.principal as UserPrincipal;
  if (user.role !== 'ROLE_GOD' || session.impersonator) throw forbidden(NOT_A_SERVICE_ADMIN);
  return {
    kind: 'service-admin',
    userId: user.id,
    email: user.email,
    accountId: user.accountId,
    sessionId: session.id,
  };
}

/** Services check again what they are handed: a value not made by serviceAdminOf is refused. */
export function assertServiceAdmin(admin: ServiceAdmin): void {
  if (admin?.kind !== 'service-admin') throw forbidden(NOT_A_SERVICE_ADMIN);
}
