import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { StoredSubject } from './subjects.js';

export interface AuditEntry {
  id: string;
  accountId: string;
  userId: string | null;
  actor: string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  changes: unknown;
  /** What it refers to, with their names when it was written. */
  subjects: StoredSubject[];
  createdAt: string;
}

export interface AuditFilter {
  userId?: string | null;
  action?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  from?: string | null;
  to?: string | null;
}

export async function insertAuditEntry(db: Db, e: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      id: e.id,
      account_id: e.accountId,
      user_id: e.userId,
      actor: e.actor,
      action: e.action,
      entity_type: e.entityType,
      entity_id: e.entityId,
      changes: JSON.stringify(e.changes ?? {}),
      subjects: JSON.stringify(e.subjects),
      created_at: e.createdAt,
    })
    .execute();
}

export async function queryAuditLog(
  db: Db,
  accountId: string,
  filter: AuditFilter,
  offset: number,
  limit: number,
) {
  let q = db.selectFrom('audit_log').where('account_id', '=', accountId);
  if (filter.userId) q = q.where('user_id', '=', filter.userId);
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.entityType) q = q.where('entity_type', '=', filter.entityType);
  if (filter.entityId) q = q.where('entity_id', '=', filter.entityId);
  if (filter.from) q = q.where('created_at', '>=', filter.from);
  if (filter.to) q = q.where('created_at', '<=', filter.to);
  const total = await q
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((r): AuditEntry => ({
      id: r.id,
      accountId: r.account_id,
      userId: r.user_id,
      actor: r.actor,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      changes: parseJson<unknown>(r.changes, {}),
      subjects: parseJson<StoredSubject[]>(r.subjects, []),
      createdAt: r.created_at,
    })),
  };
}
