import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, forbidden, notFound, unauthenticated } from '../../errors.js';
import type { RequestFacts, SignedInSession } from '../../graphql/guards.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';
import { findAccount } from '../accounts/repo.js';
import { recordServiceAdminAction } from '../audit-log/service.js';
import { revokeSession } from '../auth/sessions-repo.js';
import { resumeSession, startSession } from '../auth/sessions.js';
import { firstSpaceId } from '../spaces/repo.js';
import { findUserById } from '../users/repo.js';
import { assertServiceAdmin, type ServiceAdmin } from './access.js';

// "Sign in as": a service admin acts as a user of an account in a session of that user marked
// with the admin (and the admin's own session). Everything done under it is audited in both
// accounts (audit-log's recordMutation); the account's users read "Service admin <e-mail>
// signed in as <user>". Stop ends that session and returns the admin to their own, if still live.

const OWN_SESSION_ENDED = 'Your own session has ended: sign in again.';

type Request = Pick<RequestFacts, 'clientIp' | 'responseCookies' | 'baseUrl'>;

/** The user with this id in any account (ids are unique across the installation). */
async function userAnywhere(app: AppServices, userId: string) {
  const row = await app.db
    .selectFrom('users')
    .select('account_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? findUserById(app.db, row.account_id, userId) : undefined;
}

export async function startImpersonation(
  app: AppServices,
  admin: ServiceAdmin,
  request: Request,
  input: { userId: string; reason: string },
) {
  assertServiceAdmin(admin);
  const reason = input.reason.trim();
  if (!reason) {
    throw badUserInput('Say why you sign in as this user', [
      { path: 'reason', message: 'Say why you sign in as this user' },
    ]);
  }
  const user = await userAnywhere(app, input.userId);
  if (!user) throw notFound('User');
  if (user.role === 'ROLE_GOD') throw conflict('A service admin cannot sign in as another');
  const account = (await findAccount(app.db, user.accountId))!;
  const spaceId = (await firstSpaceId(app.db, user.accountId)) ?? null;
  const token = await startSession(app, request, user, spaceId, {
    userId: admin.userId,
    email: admin.email,
    accountId: admin.accountId,
    sessionId: admin.sessionId,
    actingInAccountName: account.name,
  });
  await recordServiceAdminAction(app, user.accountId, {
    adminEmail: admin.email,
    action: 'serviceSignInAs',
    entityType: 'User',
    entityId: user.id,
    changes: { serviceAdmin: admin.email, user: user.email, reason },
    subjects: [{ kind: 'user', id: user.id, name: user.email }],
  });
  app.logger.info(
    { adminId: admin.userId, userId: user.id, accountId: user.accountId },
    'service admin signed in as a user',
  );
  return { user, token };
}

/**
 * Ends the "Sign in as" session of the request and returns the admin to the session it started
 * from, under a new token: no session is made, so Stop cannot outlive the admin's own sign-in.
 */
export async function stopImpersonation(
  app: AppServices,
  request: Request,
  session: SignedInSession | null,
) {
  const impersonator = session?.impersonator;
  if (!session || !impersonator) throw forbidden('You are not acting as another user');
  await revokeSession(app.db, session.accountId, session.id, app.clock.now().toISOString());
  announceAccessChange(app, { userId: session.userId });
  const admin = await findUserById(app.db, impersonator.accountId, impersonator.userId);
  const token =
    admin?.role === 'ROLE_GOD' && impersonator.sessionId
      ? await resumeSession(app, request, {
          accountId: admin.accountId,
          userId: admin.id,
          id: impersonator.sessionId,
        })
      : null;
  if (!admin || !token) throw unauthenticated(OWN_SESSION_ENDED);
  return { user: admin, token };
}
