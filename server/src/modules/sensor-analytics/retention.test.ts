import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_WITHIN_MS, TestServer } from '../../test/harness.js';
import { zeroCounts } from './merge.js';
import { ACCEPT_PAST_DAYS } from './ingest.js';
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

// Raw minutes older than the window are trimmed on a schedule; the rollups the page reads stay,
// and a minute that may have been trimmed is never counted again.
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

    // A replay of the trimmed page (an outbox resending after a month offline) cannot be told
    // from a first delivery: it is acknowledged and dropped, never counted again.
    const replay = await record(old);
    expect(replay.data).toEqual({
      recordAudienceMinutes: { acknowledgedIds: old.map((m) => m.id) },
    });
    expect(await people(...january)).toBe(10);
    expect(await rawMinutes()).toEqual([]);

    // A recent minute, and the oldest one still accepted (ACCEPT_PAST_DAYS old): both count once,
    // however often they are resent.
    const nowMs = t.clock.now().getTime();
    const recentAt = new Date(nowMs - 60 * 60_000).toISOString();
    const edgeMs = Math.ceil((nowMs - ACCEPT_PAST_DAYS * DAY_MS) / 60_000) * 60_000;
    const edgeAt = new Date(edgeMs).toISOString();
    const page = [minute('recent', recentAt, 3), minute('edge', edgeAt, 4)];
    for (let i = 0; i < 3; i++) expect((await record(page)).errors).toBeUndefined();
    const since = ['2030-01-01T00:00:00.000Z', new Date(nowMs + DAY_MS).toISOString()] as const;
    expect(await people(...since)).toBe(17);
    expect(await rawMinutes()).toEqual([edgeAt, recentAt]);

    // A day on, the sweep trims the edge minute; its replay is dropped, the recent one merges.
    t.clock.advance(DAY_MS + RETENTION_SWEEP_MS);
    await vi.waitFor(async () => expect(await rawMinutes()).toEqual([recentAt]), {
      timeout: EVENT_WITHIN_MS,
    });
    expect((await record(page)).errors).toBeUndefined();
    expect(await people(...since)).toBe(17);
    expect(await rawMinutes()).toEqual([recentAt]);

    // Nothing left past the window: another run deletes nothing and changes nothing.
    expect(await trimAudienceMinutes(t.server.services)).toBe(0);
    expect(await rawMinutes()).toEqual([recentAt]);
    expect(await people(...since)).toBe(17);
  });

  it('trims the minutes of an account that no longer exists, all of them', async () => {
    const gone = { id: 'gone-account', device: 'gone-screen' };
    const nowMinute = Math.floor(t.clock.now().getTime() / 60_000);
    await t.server.services.db
      .insertInto('audience_minutes')
      .values(
        [nowMinute - 5, nowMinute - 40 * 24 * 60].map((m) => ({
          device_id: gone.device,
          minute: m,
          account_id: gone.id,
          readings: 1,
          objects: '[]',
          ...zeroCounts(),
        })),
      )
      .execute();
    const kept = await rawMinutes();
    expect(await trimAudienceMinutes(t.server.services)).toBe(2);
    const left = await t.server.services.db
      .selectFrom('audience_minutes')
      .select('minute')
      .where('account_id', '=', gone.id)
      .execute();
    expect(left).toEqual([]);
    expect(await rawMinutes()).toEqual(kept);
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
