import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppServices } from '../app-services.js';
import { uuidv7 } from '../ids.js';
import { DEMO_EMAIL } from '../seed/demo-seed.js';
import { insertAccount } from '../modules/accounts/repo.js';
import { insertUserRole } from '../modules/user-roles/repo.js';
import { insertUser } from '../modules/users/repo.js';
import { savePreferences } from '../modules/preferences/repo.js';
import { parsePreferences, type NotificationPreferences } from '../modules/preferences/document.js';

// What the notification tests share: people with chosen roles and switches, and the outbox.

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail in DATA_DIR/outbox (the embedded mailer), oldest first. */
export function outbox(services: AppServices): Mail[] {
  const dir = join(services.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => {
      const raw = readFileSync(join(dir, f), 'utf8');
      const [head = '', ...body] = raw.split('\r\n\r\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      return { to: header('To'), subject: header('Subject'), text: body.join('\r\n\r\n') };
    });
}

export function clearOutbox(services: AppServices): void {
  rmSync(join(services.config.dataDir, 'outbox'), { recursive: true, force: true });
}

export async function demoAccountId(services: AppServices): Promise<string> {
  const row = await services.db
    .selectFrom('users')
    .select('account_id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  return row.account_id;
}

export async function addAccount(services: AppServices, name: string): Promise<string> {
  const id = uuidv7();
  await insertAccount(services.db, {
    id,
    name,
    billingType: 'free',
    tariff: 'free',
    maxStorageCapacityInMB: 1000,
    languageCode: 'en',
    temperatureUnit: 'C',
    createdAt: services.clock.now().toISOString(),
    trialEndsAt: null,
    partnerAccountId: null,
  });
  return id;
}

/** A user of the account whose role holds exactly `permissions`, with the given switches. */
export async function addPerson(
  services: AppServices,
  accountId: string,
  email: string,
  permissions: readonly string[],
  switches: Partial<NotificationPreferences> = {},
): Promise<void> {
  const { db, clock } = services;
  const at = clock.now().toISOString();
  const roleId = uuidv7();
  await insertUserRole(db, {
    id: roleId,
    accountId,
    name: `role of ${email}`,
    permissions: [...permissions],
    isBuiltIn: false,
    createdAt: at,
  });
  const userId = uuidv7();
  await insertUser(db, {
    id: userId,
    accountId,
    email,
    role: 'ROLE_USER',
    userRoleId: roleId,
    createdAt: at,
    passwordHash: 'not-used',
  });
  const preferences = parsePreferences({});
  preferences.notifications = { ...preferences.notifications, ...switches };
  await savePreferences(db, userId, preferences, at);
}

export const ALL_OFF: NotificationPreferences = {
  screenOffline: false,
  mediaProcessingFailed: false,
  storageAlmostFull: false,
};
