import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { assertFeature, FEATURES } from '../accounts/features.js';
import { currentNames, type CurrentName } from './names-repo.js';
import { insertAuditEntry, queryAuditLog, type AuditEntry, type AuditFilter } from './repo.js';
import { subjectKey, type NamedSubject, type StoredSubject, type SubjectRef } from './subjects.js';

const MAX_PAGE = 200;

/** An entry as the log shows it: what it refers to by the names they have now. */
export type ShownAuditEntry = Omit<AuditEntry, 'subjects'> & { subjects: NamedSubject[] };

/**
 * One page of the account's audit log, newest first (at most 200 entries, 50 by default). Each
 * thing an entry refers to is named as it is called now; one deleted since keeps the name it had
 * when the entry was written, marked deleted.
 */
export async function auditLog(
  app: AppServices,
  scope: Scope,
  page: { filter?: AuditFilter | null; offset?: number | null; limit?: number | null },
): Promise<{ total: number; items: ShownAuditEntry[] }> {
  assertPermission(scope, PERMISSIONS.account.manage);
  await assertFeature(app, scope, FEATURES.auditLog);
  const { total, items } = await queryAuditLog(
    app.db,
    scope.accountId,
    page.filter ?? {},
    Math.max(0, page.offset ?? 0),
    Math.min(MAX_PAGE, Math.max(1, page.limit ?? 50)),
  );
  const now = await currentNames(
    app.db,
    scope.accountId,
    items.flatMap((e) => e.subjects),
  );
  return {
    total,
    items: items.map((e) => ({ ...e, subjects: e.subjects.map((s) => shownSubject(s, now)) })),
  };
}

function shownSubject(stored: StoredSubject, now: Map<string, CurrentName>): NamedSubject {
  const current = now.get(subjectKey(stored));
  if (!current) return { kind: stored.kind, name: stored.name, deleted: true };
  return { kind: stored.kind, name: current.name ?? stored.name, deleted: current.deleted };
}

/**
 * The names the account's things have now, for an entry about to be written. Asked before a
 * mutation runs, so what it deletes is still named.
 */
export async function namesNow(
  app: AppServices,
  scope: Scope,
  refs: readonly SubjectRef[],
): Promise<Map<string, CurrentName>> {
  return refs.length === 0 ? new Map() : currentNames(app.db, scope.accountId, refs);
}

/** What one successful mutation field did, as the audit log records it. */
export interface AuditedMutation {
  action: string;
  entityType: string | null;
  entityId: string | null;
  /** The field's arguments with secrets already left out. */
  changes: unknown;
  /** What it refers to, named as they were when it ran. */
  subjects: StoredSubject[];
}

/**
 * Records a mutation the scope's user (or API key) ran; `actor` names who, for people to read.
 * Under a service admin's "Sign in as" the entry names that admin, and the admin's own account
 * gets a copy naming the user and account acted in (without the things it names, which live in
 * the other account).
 */
export async function recordMutation(app: AppServices, scope: Scope, mutation: AuditedMutation) {
  if (scope.actor.kind !== 'user') return;
  const at = app.clock.now();
  const { actor } = scope;
  const admin = actor.impersonatedBy;
  await insertAuditEntry(app.db, {
    id: uuidv7(at.getTime()),
    accountId: scope.accountId,
    userId: actor.userId,
    actor: admin
      ? `Service admin ${admin.email} as ${actor.email}`
      : actor.apiKeyName !== undefined
        ? `API key ${actor.apiKeyName}`
        : actor.email,
    ...mutation,
    createdAt: at.toISOString(),
  });
  if (!admin) return;
  await insertAuditEntry(app.db, {
    id: uuidv7(at.getTime()),
    accountId: admin.accountId,
    userId: admin.userId,
    actor: `${admin.email} as ${actor.email} in ${admin.actingInAccountName}`,
    ...mutation,
    subjects: [],
    createdAt: at.toISOString(),
  });
}

/**
 * An entry written into an account by someone acting on it from outside (a service admin, or
 * a partner on its child account): the account's users see who did it. The actor's own account
 * gets its entry from the mutation itself (recordMutation).
 */
export async function recordOutsideAction(
  app: AppServices,
  accountId: string,
  entry: { actor: string } & Omit<AuditedMutation, 'entityType' | 'entityId'> &
    Partial<Pick<AuditedMutation, 'entityType' | 'entityId'>>,
) {
  const at = app.clock.now();
  await insertAuditEntry(app.db, {
    id: uuidv7(at.getTime()),
    accountId,
    userId: null,
    entityType: null,
    entityId: null,
    ...entry,
    createdAt: at.toISOString(),
  });
}

/**
 * An entry a service admin's action writes into the account it acted on (from its own session,
 * so the plugin records it only in the admin's account): the account's users see who did it.
 */
export async function recordServiceAdminAction(
  app: AppServices,
  accountId: string,
  entry: { adminEmail: string } & Omit<AuditedMutation, 'entityType' | 'entityId'> &
    Partial<Pick<AuditedMutation, 'entityType' | 'entityId'>>,
) {
  const { adminEmail, ...rest } = entry;
  await recordOutsideAction(app, accountId, { actor: `Service admin ${adminEmail}`, ...rest });
}
