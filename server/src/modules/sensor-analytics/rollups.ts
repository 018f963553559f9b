import { sql } from 'kysely';
import type { AppServices } from '../../app-services.js';
import type { Db } from '../../db/connect.js';
import {
  fromRow,
  mergeMinutes,
  minuteDelta,
  objectsJson,
  zeroCounts,
  type Counts,
  type MinuteCounts,
} from './merge.js';
import { accountScope, COUNT_COLUMNS, monthOfDay, type HourOfDayColumn } from './tables.js';

const CHUNK = 200;

/** A day's or a month's change: its counts, people by hour of day and objects by label. */
interface Bucket {
  counts: Counts;
  byHour: number[];
  objects: Map<string, number>;
}

interface Deltas {
  hours: Map<number, Counts>;
  days: Map<number, Bucket>;
  months: Map<number, Bucket>;
}

function addTo(target: Counts, delta: Counts) {
  for (const c of COUNT_COLUMNS) target[c] += delta[c];
}

function addToBucket(
  buckets: Map<number, Bucket>,
  key: number,
  hourOfDay: number,
  delta: ReturnType<typeof minuteDelta>,
) {
  const total = buckets.get(key) ?? {
    counts: zeroCounts(),
    byHour: Array.from({ length: 24 }, () => 0),
    objects: new Map<string, number>(),
  };
  addTo(total.counts, delta.counts);
  total.byHour[hourOfDay] = (total.byHour[hourOfDay] ?? 0) + delta.counts.people;
  for (const [label, n] of delta.objects)
    total.objects.set(label, (total.objects.get(label) ?? 0) + n);
  buckets.set(key, total);
}

function collect(deltas: Deltas, minute: number, delta: ReturnType<typeof minuteDelta>) {
  const hour = Math.floor(minute / 60);
  const day = Math.floor(hour / 24);
  const hourTotal = deltas.hours.get(hour) ?? zeroCounts();
  addTo(hourTotal, delta.counts);
  deltas.hours.set(hour, hourTotal);
  addToBucket(deltas.days, day, hour % 24, delta);
  addToBucket(deltas.months, monthOfDay(day), hour % 24, delta);
}

/** `column = table.column + excluded.column` for each column: a rollup adds what changed. */
const increments = (table: string, columns: readonly string[]) =>
  Object.fromEntries(
    columns.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
  );

const HOUR_COLUMNS = Array.from({ length: 24 }, (_, h) => `h${h}` as HourOfDayColumn);

/** Inserts the rows, or adds their `added` columns to the rows already under the same key. */
async function addRows(
  trx: Db,
  table: 'audience_hours' | 'audience_days' | 'audience_months',
  key: 'hour' | 'day' | 'month',
  rows: Record<string, unknown>[],
  added: readonly string[],
) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never[])
      .onConflict((oc) => oc.columns(['scope_id', key]).doUpdateSet(increments(table, added)))
      .execute();
}

async function addObjects(
  trx: Db,
  table: 'audience_day_objects' | 'audience_month_objects',
  key: 'day' | 'month',
  rows: Record<string, unknown>[],
) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never[])
      .onConflict((oc) =>
        oc.columns(['scope_id', key, 'label']).doUpdateSet(increments(table, ['count'])),
      )
      .execute();
}

async function applyBuckets(
  trx: Db,
  scope: { scope_id: string; account_id: string },
  key: 'day' | 'month',
  buckets: Map<number, Bucket>,
) {
  const rows = [...buckets].map(([at, d]) => ({
    ...scope,
    [key]: at,
    ...d.counts,
    ...Object.fromEntries(HOUR_COLUMNS.map((h, i) => [h, d.byHour[i] ?? 0])),
  }));
  const table = key === 'day' ? 'audience_days' : 'audience_months';
  await addRows(trx, table, key, rows, [...COUNT_COLUMNS, ...HOUR_COLUMNS]);
  const objectRows = [...buckets].flatMap(([at, d]) =>
    [...d.objects].map(([label, count]) => ({ scope_id: scope.scope_id, [key]: at, label, count })),
  );
  const objects = key === 'day' ? 'audience_day_objects' : 'audience_month_objects';
  await addObjects(trx, objects, key, objectRows);
}

async function applyDeltas(trx: Db, scopeId: string, accountId: string, deltas: Deltas) {
  const scope = { scope_id: scopeId, account_id: accountId };
  const hourRows = [...deltas.hours].map(([hour, c]) => ({ ...scope, hour, ...c }));
  await addRows(trx, 'audience_hours', 'hour', hourRows, COUNT_COLUMNS);
  await applyBuckets(trx, scope, 'day', deltas.days);
  await applyBuckets(trx, scope, 'month', deltas.months);
}

async function existingMinutes(trx: Db, deviceId: string, minutes: number[]) {
  const found = new Map<number, MinuteCounts>();
  for (let i = 0; i < minutes.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('audience_minutes')
      .selectAll()
      .where('device_id', '=', deviceId)
      .where('minute', 'in', minutes.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) found.set(Number(row.minute), fromRow(row));
  }
  return found;
}

/**
 * Merges the minutes into the screen's stored ones and adds what changed to the screen's and the
 * account's hours, days and months, in one transaction. The account row is locked first on PostgreSQL
 * (SQLite writes one transaction at a time), so two pages of one account never read the same
 * minute before either writes it: the rollups always equal the sum of the minutes.
 */
export async function storeMinutes(
  app: Pick<AppServices, 'db' | 'dialect'>,
  device: { id: string; accountId: string },
  incoming: Map<number, MinuteCounts>,
) {
  await app.db.transaction().execute(async (trx) => {
    if (app.dialect === 'postgres')
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', device.accountId)
        .forUpdate()
        .execute();
    const before = await existingMinutes(trx, device.id, [...incoming.keys()]);
    const deltas: Deltas = { hours: new Map(), days: new Map(), months: new Map() };
    const rows = [];
    for (const [minute, counts] of incoming) {
      const old = before.get(minute);
      const merged = old ? mergeMinutes(old, counts) : counts;
      const delta = minuteDelta(old, merged);
      if (!delta.changed) continue;
      collect(deltas, minute, delta);
      rows.push({
        device_id: device.id,
        minute,
        account_id: device.accountId,
        readings: merged.readings,
        objects: objectsJson(merged.objects),
        ...merged.counts,
      });
    }
    if (rows.length === 0) return;
    const replace = Object.fromEntries(
      ['readings', 'objects', ...COUNT_COLUMNS].map((c) => [c, sql.ref(`excluded.${c}`)]),
    );
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('audience_minutes')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(['device_id', 'minute']).doUpdateSet(replace))
        .execute();
    await applyDeltas(trx, device.id, device.accountId, deltas);
    await applyDeltas(trx, accountScope(device.accountId), device.accountId, deltas);
  });
}
