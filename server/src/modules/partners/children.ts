import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { invitationMessage } from '../../mail/messages.js';
import type { Scope } from '../../scope.js';
import { createAccountAwaitingAdmin } from '../auth/create-account.js';
import { BUILT_IN_ROLES } from '../user-roles/built-in-roles.js';
import { listRoles } from '../user-roles/repo.js';
import { assertEmail } from '../users/email-address.js';
import { issueToken } from '../users/one-time-tokens.js';
import { emailTaken } from '../users/repo.js';
import { recordInChild } from './child-audit.js';
import { assertPartner, childOf, withUsage } from './service.js';
import * as repo from './repo.js';
import { validAccountName } from './rules.js';

// What a partner changes: new child accounts, and invitations into them. People join a child by
// the same mailed invitation as any account's users, so a partner never sets anyone's password.

export type PartnerChildRole = 'administrator' | 'viewer';

/** The built-in role each choice grants (roles every account is created with). */
const BUILT_IN_ROLE_NAMES: Record<PartnerChildRole, string> = {
  administrator: BUILT_IN_ROLES[0]!.name,
  viewer: BUILT_IN_ROLES[1]!.name,
};

const EMAIL_TAKEN = 'A user with this e-mail already exists';

/** Mails a join link for `accountId` with the role; the pending invitation as the console lists it. */
async function invite(
  app: AppServices,
  child: { id: string; name: string },
  email: string,
  role: { id: string; name: string },
  accountRole?: 'ROLE_ADMIN',
) {
  const { token, row } = await issueToken(app.db, app.clock.now(), {
    kind: 'invitation',
    accountId: child.id,
    userId: null,
    email,
    userRoleId: role.id,
    ...(accountRole ? { accountRole } : {}),
  });
  await app.mailer.send(invitationMessage(email, app.config.linkBaseUrl, token, child.name));
  return { _id: row.id, email, roleName: role.name, status: 'invited' as const };
}

export async function createChildAccount(
  app: AppServices,
  scope: Scope,
  input: { name: string; adminEmail: string },
) {
  const name = validAccountName(input.name);
  const email = assertEmail(input.adminEmail, 'adminEmail');
  await assertPartner(app, scope);
  if (await emailTaken(app.db, email))
    throw badUserInput(EMAIL_TAKEN, [{ path: 'adminEmail', message: EMAIL_TAKEN }]);
  const created = await createAccountAwaitingAdmin(app.db, app.clock.now(), {
    name,
    partnerAccountId: scope.accountId,
  });
  const child = (await repo.findChild(app.db, scope.accountId, created.accountId))!;
  await invite(
    app,
    child,
    email,
    { id: created.administratorRoleId, name: BUILT_IN_ROLE_NAMES.administrator },
    'ROLE_ADMIN',
  );
  await recordInChild(app, scope, child.id, {
    action: 'partnerCreateAccount',
    changes: { name, adminEmail: email },
  });
  app.logger.info(
    { partnerAccountId: scope.accountId, accountId: child.id },
    'partner created a child account',
  );
  return (await withUsage(app, [child]))[0]!;
}

export async function inviteChildUser(
  app: AppServices,
  scope: Scope,
  args: { accountId: string; email: string; role: PartnerChildRole },
) {
  const email = assertEmail(args.email);
  await assertPartner(app, scope);
  const child = await childOf(app, scope, args.accountId);
  const wanted = BUILT_IN_ROLE_NAMES[args.role];
  const role = (await listRoles(app.db, child.id)).find((r) => r.isBuiltIn && r.name === wanted);
  if (!role) {
    const message = `This account has no ${wanted} role`;
    throw badUserInput(message, [{ path: 'role', message }]);
  }
  if (await emailTaken(app.db, email))
    throw badUserInput(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  const invited = await invite(app, child, email, role);
  await recordInChild(app, scope, child.id, {
    action: 'partnerInviteUser',
    changes: { email, role: role.name },
  });
  return invited;
}
