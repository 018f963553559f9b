import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_WITHIN_MS, TestServer } from '../../test/harness.js';
import { zeroCounts } from './merge.js';
import {
  RAW_MINUTES_RETENTION_DAYS,
  RETENTION_BATCH,
  RETENTION_SWEEP_MS,
  trimAudienceMinutes,
} from './retention.js';

const RECORD = `mutation($m: [AudienceMinuteInput!]!) {
  recordAudienceMinutes(minutes: $m) { acknowledgedIds }
}`;
const REPORT = `query($from: DateTime!, $to: DateTime!, $scope: AudienceScopeKind!, $id: ID) {
  audienceReport(from: $from, to: $to, scope: $scope, scopeId: $id) { totalPeople }
}`;
const DAY_MS = 24 * 60 * 60_000;

const minute = (id: string, at: string, people: number) => ({
  id,
  minute: at,
  readings: 10,
  people,
  male: 0,
  female: 0,
  ages: [0, 0, 0, 0, 0, 0, 0],
  objects: [],
  dwellSeconds: 0,
  dwellReadings: 0,
});

// Raw minutes older than the window are trimmed on a schedule; the rollups the page reads stay.
describe('audience minute retention', () => {
  let t: TestServer;
  let operator: string;
  let lobby: { deviceId: string; deviceToken: string };
  const record = (minutes: unknown[]) =>
    t.gql(RECORD, { m: minutes }, { token: lobby.deviceToken });
  const people = async (from: string, to: string) =>
    (
      await t.gql<{ audienceReport: { totalPeople: number } }>(
        REPORT,
        { from, to, scope: 'account' },
        { token: operator },
      )
    ).data?.audienceReport.totalPeople;
  const rawMinutes = async () =>
    (
      await t.server.services.db
        .selectFrom('audience_minutes')
        .select('minute')
        .where('device_id', '=', lobby.deviceId)
        .orderBy('minute')
        .execute()
    ).map((r) => new Date(Number(r.minute) * 60_000).toISOString());
  const january = ['2030-01-01T00:00:00.000Z', '2030-01-02T00:00:00.000Z'] as const;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    lobby = await t.pairDevice(operator, 'Lobby');
  });
  afterAll(() => t.close());

  it('trims old raw minutes, keeps recent ones and every rollup, and reruns as a no-op', async () => {
    const old = Array.from({ length: 5 }, (_, i) =>
      minute(`old${i}`, `2030-01-01T08:0${i}:00.000Z`, 2),
    );
    expect((await record(old)).errors).toBeUndefined();
    expect(await people(...january)).toBe(10);

    // The clock passes the window: the scheduled sweep trims January's minutes.
    t.clock.advance(RAW_MINUTES_RETENTION_DAYS * DAY_MS + RETENTION_SWEEP_MS);
    await vi.waitFor(async () => expect(await rawMinutes()).toEqual([]), {
      timeout: EVENT_WITHIN_MS,
    });
    expect(await people(...january)).toBe(10);

    // A recent minute, and a late one from a screen long offline: both reach the rollups.
    const recentAt = new Date(t.clock.now().getTime() - 60 * 60_000).toISOString();
    const lateAt = '2030-01-01T07:00:00.000Z';
    expect((await record([minute('recent', recentAt, 3), minute('late', lateAt, 4)])).errors).toBe(
      undefined,
    );
    expect(await people(...january)).toBe(14);
    expect(await rawMinutes()).toEqual([lateAt, recentAt]);

    // The next run trims the late raw minute; the recent one and the rollups stay.
    t.clock.advance(RETENTION_SWEEP_MS);
    await vi.waitFor(async () => expect(await rawMinutes()).toEqual([recentAt]), {
      timeout: EVENT_WITHIN_MS,
    });
    expect(await people(...january)).toBe(14);
    const now = t.clock.now().toISOString();
    expect(await people('2030-02-01T00:00:00.000Z', now)).toBe(3);

    // Nothing left past the window: another run deletes nothing and changes nothing.
    expect(await trimAudienceMinutes(t.server.services)).toBe(0);
    expect(await rawMinutes()).toEqual([recentAt]);
    expect(await people(...january)).toBe(14);
  });

  it('trims more than one batch in one run', async () => {
    const account = await t.server.services.db
      .selectFrom('devices')
      .select('account_id')
      .where('id', '=', lobby.deviceId)
      .executeTakeFirstOrThrow();
    const first = Math.floor(Date.parse('2029-12-01T00:00:00.000Z') / 60_000);
    const rows = Array.from({ length: RETENTION_BATCH + 5 }, (_, i) => ({
      device_id: lobby.deviceId,
      minute: first + i,
      account_id: account.account_id,
      readings: 1,
      objects: '[]',
      ...zeroCounts(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.server.services.db
        .insertInto('audience_minutes')
        .values(rows.slice(i, i + 500))
        .execute();
    expect(await trimAudienceMinutes(t.server.services)).toBe(RETENTION_BATCH + 5);
    expect(await trimAudienceMinutes(t.server.services)).toBe(0);
  });
});
