import type { Db } from '../../db/connect.js';

export type BulkActionKind =
  'reboot' | 'reload' | 'displayOn' | 'displayOff' | 'moveToSpace' | 'delete';
export type BulkActionState = 'running' | 'finished';

export interface BulkActionsTable {
  id: string;
  account_id: string;
  space_id: string | null;
  requested_by: string;
  kind: string;
  target_space_id: string | null;
  /** JSON: [{ id, name }] of the screens, fixed when the action starts. */
  device_ids: string;
  total: number;
  done: number;
  failed: number;
  /** JSON: [{ deviceId, name, error }], the first MAX_LISTED_FAILURES. */
  failures: string;
  state: string;
  created_at: string;
  finished_at: string | null;
}

// The table belongs to this module alone, so it joins the database's type here.
declare module '../../db/schema.js' {
  interface Database {
    bulk_actions: BulkActionsTable;
  }
}

export interface BulkTarget {
  id: string;
  name: string;
}
export interface BulkFailure {
  deviceId: string;
  name: string;
  error: string;
}

/** Shaped as the GraphQL BulkAction: what an operator follows. */
export interface BulkActionProgress {
  _id: string;
  accountId: string;
  spaceId: string | null;
  requestedBy: string;
  kind: BulkActionKind;
  targetSpaceId: string | null;
  total: number;
  done: number;
  failed: number;
  failures: BulkFailure[];
  state: BulkActionState;
  createdAt: string;
  finishedAt: string | null;
}

/** The action with its screens, which only the job reads. */
export interface BulkActionRow extends BulkActionProgress {
  targets: BulkTarget[];
}

type ProgressColumns = Omit<BulkActionsTable, 'device_ids'>;

const toProgress = (r: ProgressColumns): BulkActionProgress => ({
  _id: r.id,
  accountId: r.account_id,
  spaceId: r.space_id,
  requestedBy: r.requested_by,
  kind: r.kind as BulkActionKind,
  targetSpaceId: r.target_space_id,
  total: Number(r.total),
  done: Number(r.done),
  failed: Number(r.failed),
  failures: JSON.parse(r.failures) as BulkFailure[],
  state: r.state as BulkActionState,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
});

export async function insertAction(db: Db, row: BulkActionsTable): Promise<void> {
  await db.insertInto('bulk_actions').values(row).execute();
}

const PROGRESS_COLUMNS = [
  'id',
  'account_id',
  'space_id',
  'requested_by',
  'kind',
  'target_space_id',
  'total',
  'done',
  'failed',
  'failures',
  'state',
  'created_at',
  'finished_at',
] as const satisfies readonly (keyof ProgressColumns)[];

/** The action's row, of the account, started in the space (or without one); null space: any. */
function actionQuery(db: Db, accountId: string, id: string, spaceId: string | null) {
  let query = db
    .selectFrom('bulk_actions')
    .where('account_id', '=', accountId)
    .where('id', '=', id);
  if (spaceId)
    query = query.where((eb) => eb.or([eb('space_id', '=', spaceId), eb('space_id', 'is', null)]));
  return query;
}

/**
 * An action as an operator follows it, without its screens: a console (or a script) polling an
 * action on 10,000 screens read and parsed their 700 kB list on every poll, several times a
 * second, beside the job itself.
 */
export async function findProgress(db: Db, accountId: string, id: string, spaceId: string | null) {
  const row = await actionQuery(db, accountId, id, spaceId)
    .select(PROGRESS_COLUMNS)
    .executeTakeFirst();
  return row ? toProgress(row) : undefined;
}

/** An action with its screens, for the job that acts on them. */
export async function findAction(db: Db, accountId: string, id: string, spaceId: string | null) {
  const row = await actionQuery(db, accountId, id, spaceId).selectAll().executeTakeFirst();
  return row
    ? { ...toProgress(row), targets: JSON.parse(row.device_ids) as BulkTarget[] }
    : undefined;
}

/** The account's actions not finished yet, in every space. */
export async function countRunning(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('bulk_actions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('state', '=', 'running')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores one batch's progress; `finishedAt` ends the action. */
export async function saveProgress(
  db: Db,
  id: string,
  p: { done: number; failed: number; failures: BulkFailure[]; finishedAt: string | null },
) {
  await db
    .updateTable('bulk_actions')
    .set({
      done: p.done,
      failed: p.failed,
      failures: JSON.stringify(p.failures),
      ...(p.finishedAt ? { state: 'finished', finished_at: p.finishedAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}
