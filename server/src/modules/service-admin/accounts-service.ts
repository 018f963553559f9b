import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import { invitationMessage } from '../../mail/messages.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';
import { ALL_FEATURES } from '../accounts/features.js';
import { recordServiceAdminAction } from '../audit-log/service.js';
import { assertEmail } from '../users/email-address.js';
import { issueToken } from '../users/one-time-tokens.js';
import { emailTaken } from '../users/repo.js';
import { assertServiceAdmin, type ServiceAdmin } from './access.js';
import * as repo from './accounts-repo.js';
import { insertAccountAwaitingAdmin } from './new-account.js';
import { BILLING_TYPES, checkSubscription, type SubscriptionInput } from './subscription-rules.js';

// Every account, for the service's administrators: the list with its counts, one account, its
// subscription facts, disabling it, and making a new one whose administrator is invited.

export const MAX_PAGE = 200;

export async function serviceAccounts(
  app: AppServices,
  admin: ServiceAdmin,
  q: Omit<repo.ServiceAccountQuery, 'now'>,
) {
  assertServiceAdmin(admin);
  if (q.first < 1 || q.first > MAX_PAGE) {
    const message = `Ask for 1 to ${MAX_PAGE} accounts at a time`;
    throw badUserInput(message, [{ path: 'first', message }]);
  }
  if (q.offset < 0) {
    const message = 'The offset cannot be negative';
    throw badUserInput(message, [{ path: 'offset', message }]);
  }
  return repo.listServiceAccounts(app.db, { ...q, now: app.clock.now() });
}

export async function serviceAccount(app: AppServices, admin: ServiceAdmin, id: string) {
  assertServiceAdmin(admin);
  return (await repo.findServiceAccount(app.db, id, app.clock.now())) ?? null;
}

async function existing(app: AppServices, id: string) {
  const account = await repo.findServiceAccount(app.db, id, app.clock.now());
  if (!account) throw notFound('Account');
  return account;
}

export async function updateServiceAccount(
  app: AppServices,
  admin: ServiceAdmin,
  id: string,
  input: SubscriptionInput,
) {
  assertServiceAdmin(admin);
  const before = await existing(app, id);
  const change = checkSubscription(input, before);
  await repo.updateSubscription(app.db, id, change);
  await recordServiceAdminAction(app, id, {
    adminEmail: admin.email,
    action: 'serviceUpdateAccount',
    changes: change,
    subjects: [],
  });
  app.pubsub.publish('account:changed', id, { accountId: id });
  return existing(app, id);
}

export async function setServiceAccountDisabled(
  app: AppServices,
  admin: ServiceAdmin,
  id: string,
  disabled: boolean,
) {
  assertServiceAdmin(admin);
  await existing(app, id);
  if (disabled && id === admin.accountId) throw conflict('You cannot disable your own account');
  await repo.setDisabledAt(app.db, id, disabled ? app.clock.now().toISOString() : null);
  // Open sockets of its users resolve their session again and close; its screens' stay.
  if (disabled) announceAccessChange(app, { accountId: id });
  await recordServiceAdminAction(app, id, {
    adminEmail: admin.email,
    action: disabled ? 'serviceDisableAccount' : 'serviceEnableAccount',
    changes: {},
    subjects: [],
  });
  app.pubsub.publish('account:changed', id, { accountId: id });
  return existing(app, id);
}

export interface NewServiceAccount {
  name: string;
  tariff: string;
  billingType: string;
  adminEmail: string;
}

function checkNewAccount(input: NewServiceAccount) {
  const name = input.name.trim();
  const tariff = input.tariff.trim();
  const errors = [
    ...(name ? [] : [{ path: 'name', message: 'Required' }]),
    ...(tariff ? [] : [{ path: 'tariff', message: 'Required' }]),
    ...((BILLING_TYPES as readonly string[]).includes(input.billingType)
      ? []
      : [{ path: 'billingType', message: `Billing type is one of ${BILLING_TYPES.join(', ')}` }]),
  ];
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
  return { name, tariff, adminEmail: assertEmail(input.adminEmail, 'adminEmail') };
}

/** A new account (first space, built-in roles) and an invitation mailed to its first admin. */
export async function createServiceAccount(
  app: AppServices,
  admin: ServiceAdmin,
  input: NewServiceAccount,
) {
  assertServiceAdmin(admin);
  const { name, tariff, adminEmail } = checkNewAccount(input);
  if (await emailTaken(app.db, adminEmail)) {
    const message = 'A user with this e-mail already exists';
    throw badUserInput(message, [{ path: 'adminEmail', message }]);
  }
  const now = app.clock.now();
  const created = await insertAccountAwaitingAdmin(app.db, now, {
    name,
    tariff,
    billingType: input.billingType,
  });
  const { token } = await issueToken(app.db, now, {
    kind: 'invitation',
    accountId: created.accountId,
    userId: null,
    email: adminEmail,
    userRoleId: created.administratorRoleId,
    accountRole: 'ROLE_ADMIN',
  });
  await app.mailer.send(invitationMessage(adminEmail, app.config.linkBaseUrl, token, name));
  await recordServiceAdminAction(app, created.accountId, {
    adminEmail: admin.email,
    action: 'serviceCreateAccount',
    changes: { name, tariff, billingType: input.billingType, adminEmail },
    subjects: [],
  });
  return existing(app, created.accountId);
}

export const serviceAdminCatalog = (admin: ServiceAdmin) => {
  assertServiceAdmin(admin);
  return { features: [...ALL_FEATURES] };
};
