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
import { accountScope, COUNT_COLUMNS, type HourOfDayColumn } from './tables.js';

const CHUNK = 200;

interface Deltas {
  hours: Map<number, Counts>;
  days: Map<number, { counts: Counts; byHour: number[]; objects: Map<string, number> }>;
}

function addTo(target: Counts, delta: Counts) {
  for (const c of COUNT_COLUMNS) target[c] += delta[c];
}

function collect(deltas: Deltas, minute: number, delta: ReturnType<typeof minuteDelta>) {
  const hour = Math.floor(minute / 60);
  const day = Math.floor(hour / 24);
  const hourTotal = deltas.hours.get(hour) ?? zeroCounts();
  addTo(hourTotal, delta.counts);
  deltas.hours.set(hour, hourTotal);
  const dayTotal = deltas.days.get(day) ?? {
    counts: zeroCounts(),
    byHour: Array.from({ length: 24 }, () => 0),
    objects: new Map<string, number>(),
  };
  addTo(dayTotal.counts, delta.counts);
  dayTotal.byHour[hour % 24] = (dayTotal.byHour[hour % 24] ?? 0) + delta.counts.people;
  for (const [label, n] of delta.objects)
    dayTotal.objects.set(label, (dayTotal.objects.get(label) ?? 0) + n);
  deltas.days.set(day, dayTotal);
}

/** `column = table.column + excluded.column` for each column: a rollup adds what changed. */
const increments = (table: string, columns: readonly string[]) =>
  Object.fromEntries(
    columns.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
  );

const HOUR_COLUMNS = Array.from({ length: 24 }, (_, h) => `h${h}` as HourOfDayColumn);

async function applyDeltas(trx: Db, scopeId: string, accountId: string, deltas: Deltas) {
  const hourRows = [...deltas.hours].map(([hour, c]) => ({
    scope_id: scopeId,
    hour,
    account_id: accountId,
    ...c,
  }));
  for (let i = 0; i < hourRows.length; i += CHUNK)
    await trx
      .insertInto('audience_hours')
      .values(hourRows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['scope_id', 'hour']).doUpdateSet(increments('audience_hours', COUNT_COLUMNS)),
      )
      .execute();
  const dayRows = [...deltas.days].map(([day, d]) => ({
    scope_id: scopeId,
    day,
    account_id: accountId,
    ...d.counts,
    ...Object.fromEntries(HOUR_COLUMNS.map((h, i) => [h, d.byHour[i] ?? 0])),
  })) as never[];
  for (let i = 0; i < dayRows.length; i += CHUNK)
    await trx
      .insertInto('audience_days')
      .values(dayRows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['scope_id', 'day'])
          .doUpdateSet(increments('audience_days', [...COUNT_COLUMNS, ...HOUR_COLUMNS])),
      )
      .execute();
  const objectRows = [...deltas.days].flatMap(([day, d]) =>
    [...d.objects].map(([label, count]) => ({ scope_id: scopeId, day, label, count })),
  );
  for (let i = 0; i < objectRows.length; i += CHUNK)
    await trx
      .insertInto('audience_day_objects')
      .values(objectRows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['scope_id', 'day', 'label'])
          .doUpdateSet(increments('audience_day_objects', ['count'])),
      )
      .execute();
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
 * account's hours and days, in one transaction. The account row is locked first on PostgreSQL
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
    const deltas: Deltas = { hours: new Map(), days: new Map() };
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
