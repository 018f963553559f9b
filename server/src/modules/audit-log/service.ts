import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { assertFeature, FEATURES } from '../accounts/features.js';
import { insertAuditEntry, queryAuditLog, type AuditFilter } from './repo.js';

const MAX_PAGE = 200;

/** One page of the account's audit log, newest first (at most 200 entries, 50 by default). */
export async function auditLog(
  app: AppServices,
  scope: Scope,
  page: { filter?: AuditFilter | null; offset?: number | null; limit?: number | null },
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  await assertFeature(app, scope, FEATURES.auditLog);
  return queryAuditLog(
    app.db,
    scope.accountId,
    page.filter ?? {},
    Math.max(0, page.offset ?? 0),
    Math.min(MAX_PAGE, Math.max(1, page.limit ?? 50)),
  );
}

/** What one successful mutation field did, as the audit log records it. */
export interface AuditedMutation {
  action: string;
  entityType: string | null;
  entityId: string | null;
  /** The field's arguments with secrets already left out. */
  changes: unknown;
}

/** Records a mutation the scope's user (or API key) ran; `actor` names who, for people to read. */
export async function recordMutation(app: AppServices, scope: Scope, mutation: AuditedMutation) {
  if (scope.actor.kind !== 'user') return;
  const at = app.clock.now();
  const { actor } = scope;
  await insertAuditEntry(app.db, {
    id: uuidv7(at.getTime()),
    accountId: scope.accountId,
    userId: actor.userId,
    actor: actor.apiKeyName !== undefined ? `API key ${actor.apiKeyName}` : actor.email,
    ...mutation,
    createdAt: at.toISOString(),
  });
}
