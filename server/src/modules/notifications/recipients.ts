import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { parsePreferences, type NotificationPreferences } from '../preferences/document.js';

export interface Recipient {
  email: string;
  permissions: ReadonlySet<string>;
}

/**
 * The users of an account who switched the given e-mail on and whose role holds one of the
 * permissions. Users are not limited to spaces (any of them may switch to any space of the
 * account), so the role alone decides what they may read. One query per notification.
 */
export async function recipients(
  db: Db,
  accountId: string,
  notification: keyof NotificationPreferences,
  anyOf: readonly string[],
): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.id', 'users.user_role_id')
    .leftJoin('user_preferences', 'user_preferences.user_id', 'users.id')
    .select(['users.email', 'user_roles.permissions', 'user_preferences.document'])
    .where('users.account_id', '=', accountId)
    .orderBy('users.email')
    .execute();
  return rows
    .map((row) => ({
      email: row.email,
      permissions: new Set(parseJson<string[]>(row.permissions, [])),
      switches: parsePreferences(parseJson<unknown>(row.document, {})).notifications,
    }))
    .filter((r) => r.switches[notification] && anyOf.some((p) => r.permissions.has(p)))
    .map(({ email, permissions }) => ({ email, permissions }));
}
