import type { AppServices } from '../../app-services.js';
import { conflict, notFound } from '../../errors.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';
import type { Scope } from '../../scope.js';
import { accountSettingsChange, type AccountSettingsInput } from '../accounts/service.js';
import { updateAccountSettings } from '../accounts/repo.js';
import { BUILT_IN_ROLES } from '../user-roles/built-in-roles.js';
import { cancelInvitation, listPendingInvitations } from '../users/one-time-tokens.js';
import { deleteUser, findUserById } from '../users/repo.js';
import { recordInChild } from './child-audit.js';
import * as repo from './repo.js';
import { validAccountName } from './rules.js';
import { assertPartner, childOf, withUsage } from './service.js';

// What a partner changes in a child account it looks after: the account's settings (name,
// language, temperature unit), and who belongs to it. Every change first proves the account is
// the caller's child (else NOT_FOUND), and is audited in the child's log too.

export async function updateChildAccount(
  app: AppServices,
  scope: Scope,
  id: string,
  input: AccountSettingsInput,
) {
  const change = accountSettingsChange({
    ...input,
    ...(input.name !== undefined && input.name !== null
      ? { name: validAccountName(input.name) }
      : {}),
  });
  await assertPartner(app, scope);
  const before = await childOf(app, scope, id);
  await updateAccountSettings(app.db, before.id, change);
  app.pubsub.publish('account:changed', before.id, { accountId: before.id });
  await recordInChild(app, scope, before.id, { action: 'partnerUpdateAccount', changes: change });
  const after = (await repo.findChild(app.db, scope.accountId, before.id))!;
  return (await withUsage(app, [after]))[0]!;
}

const ADMINISTRATOR = BUILT_IN_ROLES[0]!.name;

/**
 * Removes a user from a child account, or cancels a pending invitation to it (the list shows
 * both). The child's last administrator stays: without one nobody could manage the account.
 */
export async function removeChildUser(
  app: AppServices,
  scope: Scope,
  args: { accountId: string; id: string },
) {
  await assertPartner(app, scope);
  const child = await childOf(app, scope, args.accountId);
  const now = app.clock.now();
  const user = await findUserById(app.db, child.id, args.id);
  if (user) {
    await refuseLastAdministrator(app, child.id, args.id);
    await deleteUser(app.db, child.id, args.id);
    announceAccessChange(app, { userId: args.id });
    await recordInChild(app, scope, child.id, {
      action: 'partnerRemoveUser',
      changes: { email: user.email },
    });
    return true;
  }
  const invitation = (await listPendingInvitations(app.db, child.id, now)).find(
    (i) => i.id === args.id,
  );
  if (!invitation || !(await cancelInvitation(app.db, child.id, args.id, now)))
    throw notFound('User');
  await recordInChild(app, scope, child.id, {
    action: 'partnerRemoveUser',
    changes: { email: invitation.email, invitation: true },
  });
  return true;
}

async function refuseLastAdministrator(app: AppServices, accountId: string, userId: string) {
  const admins = await repo.usersWithRole(app.db, accountId, ADMINISTRATOR, 2);
  if (admins.length === 1 && admins[0]!.id === userId)
    throw conflict('This is the account’s only administrator. Invite another one first.');
}
