import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as monthsMigration from '../../db/migrations/0034-audience-months.js';
import { codeOf, TestServer } from '../../test/harness.js';

const RECORD = `mutation($m: [AudienceMinuteInput!]!) {
  recordAudienceMinutes(minutes: $m) { acknowledgedIds }
}`;
const REPORT = `query($from: DateTime!, $to: DateTime!, $scope: AudienceScopeKind!, $id: ID) {
  audienceReport(from: $from, to: $to, scope: $scope, scopeId: $id) {
    bucket screenCount totalPeople male female dwellSeconds
    series { at people minutes } ages { label people } objects { label count } hours { hour people }
  }
}`;

interface Report {
  bucket: string;
  screenCount: number;
  totalPeople: number;
  male: number;
  female: number;
  dwellSeconds: number | null;
  series: { at: string; people: number; minutes: number }[];
  ages: { label: string; people: number }[];
  objects: { label: string; count: number }[];
  hours: { hour: number; people: number }[];
}

const minute = (id: string, at: string, people: number, extra: Record<string, unknown> = {}) => ({
  id,
  minute: at,
  readings: 10,
  people,
  male: 0,
  female: 0,
  ages: [0, 0, 0, 0, 0, 0, 0],
  objects: [{ label: 'person', count: people }],
  dwellSeconds: 0,
  dwellReadings: 0,
  ...extra,
});

describe('sensor analytics', () => {
  let t: TestServer;
  let operator: string;
  let lobby: { deviceId: string; deviceToken: string };
  let cafe: { deviceId: string; deviceToken: string };
  const report = async (vars: Record<string, unknown>, token = operator) =>
    t.gql<{ audienceReport: Report }>(REPORT, vars, { token });
  const day = { from: '2030-01-01T00:00:00.000Z', to: '2030-01-02T00:00:00.000Z' };

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    lobby = await t.pairDevice(operator, 'Lobby');
    cafe = await t.pairDevice(operator, 'Cafe');
  });
  afterAll(() => t.close());

  it('stores a page once, however often it is resent and however many copies race', async () => {
    const page = Array.from({ length: 30 }, (_, i) =>
      minute(`m${i}`, `2030-01-01T08:${String(i).padStart(2, '0')}:00.000Z`, 2),
    );
    const first = await t.gql<{ recordAudienceMinutes: { acknowledgedIds: string[] } }>(
      RECORD,
      { m: page },
      { token: lobby.deviceToken },
    );
    expect(first.data?.recordAudienceMinutes.acknowledgedIds).toHaveLength(30);
    const copies = await Promise.all(
      Array.from({ length: 200 }, () => t.gql(RECORD, { m: page }, { token: lobby.deviceToken })),
    );
    expect(copies.filter((c) => c.errors)).toEqual([]);
    const res = await report({ ...day, scope: 'screen', id: lobby.deviceId });
    expect(res.data?.audienceReport).toMatchObject({ bucket: 'hour', totalPeople: 60 });
    expect(res.data?.audienceReport.series).toEqual([
      { at: '2030-01-01T08:00:00.000Z', people: 60, minutes: 30 },
    ]);
  });

  it('keeps the larger count of a minute split by a restart, in the account total too', async () => {
    const at = '2030-01-01T10:00:00.000Z';
    await t.gql(RECORD, { m: [minute('a', at, 3)] }, { token: cafe.deviceToken });
    await t.gql(RECORD, { m: [minute('b', at, 5)] }, { token: cafe.deviceToken });
    await t.gql(RECORD, { m: [minute('c', at, 1)] }, { token: cafe.deviceToken });
    const screen = await report({ ...day, scope: 'screen', id: cafe.deviceId });
    expect(screen.data?.audienceReport.totalPeople).toBe(5);
    const account = await report({ ...day, scope: 'account' });
    expect(account.data?.audienceReport).toMatchObject({ totalPeople: 65, screenCount: 2 });
    expect(account.data?.audienceReport.hours.find((h) => h.hour === 10)?.people).toBe(5);
  });

  it('splits by gender, age band and object, with dwell, by day over long ranges', async () => {
    await t.gql(
      RECORD,
      {
        m: [
          minute('g1', '2029-12-31T12:00:00.000Z', 3, {
            male: 1,
            female: 2,
            ages: [0, 0, 2, 0, 0, 1, 0],
            objects: [
              { label: 'person', count: 3 },
              { label: 'dog', count: 1 },
            ],
            dwellSeconds: 40,
            dwellReadings: 4,
          }),
        ],
      },
      { token: cafe.deviceToken },
    );
    const res = await report({
      from: '2029-12-01T00:00:00.000Z',
      to: '2030-02-01T00:00:00.000Z',
      scope: 'account',
    });
    const r = res.data!.audienceReport;
    expect(r.bucket).toBe('day');
    expect(r.series.map((p) => [p.at.slice(0, 10), p.people])).toEqual([
      ['2029-12-31', 3],
      ['2030-01-01', 65],
    ]);
    expect(r).toMatchObject({ male: 1, female: 2, dwellSeconds: 10 });
    expect(r.ages.find((a) => a.label === '25-34')?.people).toBe(2);
    expect(r.objects).toEqual([
      { label: 'person', count: 68 },
      { label: 'dog', count: 1 },
    ]);
    expect(r.hours.find((h) => h.hour === 12)?.people).toBe(3);
  });

  it("comes by hour up to the page's week, by day for its 30 days", async () => {
    const week = await report({
      from: '2029-12-25T09:00:00.000Z',
      to: '2030-01-02T09:00:00.000Z',
      scope: 'account',
    });
    expect(week.data?.audienceReport.bucket).toBe('hour');
    const month = await report({
      from: '2029-12-02T09:00:00.000Z',
      to: '2030-01-02T09:00:00.000Z',
      scope: 'account',
    });
    expect(month.data?.audienceReport.bucket).toBe('day');
    expect(month.data?.audienceReport.series.map((p) => [p.at.slice(0, 10), p.people])).toEqual([
      ['2029-12-31', 3],
      ['2030-01-01', 65],
    ]);
  });

  it('counts a year by calendar month, the same totals as its days', async () => {
    const byMonth = await report({
      from: '2029-02-01T00:00:00.000Z',
      to: '2030-02-01T00:00:00.000Z',
      scope: 'account',
    });
    const byDay = await report({
      from: '2029-12-01T00:00:00.000Z',
      to: '2030-02-01T00:00:00.000Z',
      scope: 'account',
    });
    const year = byMonth.data!.audienceReport;
    expect(year.bucket).toBe('month');
    expect(year.series).toEqual([
      { at: '2029-12-01T00:00:00.000Z', people: 3, minutes: 1 },
      { at: '2030-01-01T00:00:00.000Z', people: 65, minutes: 31 },
    ]);
    const { bucket: _y, series: _ys, ...yearTotals } = year;
    const { bucket: _d, series: _ds, ...dayTotals } = byDay.data!.audienceReport;
    expect(yearTotals).toEqual(dayTotals);
    // A month that only overlaps the range counts whole, as hours and days do.
    const cafeYear = await report({
      from: '2029-01-15T00:00:00.000Z',
      to: '2029-12-31T13:00:00.000Z',
      scope: 'screen',
      id: cafe.deviceId,
    });
    expect(cafeYear.data?.audienceReport.series.map((p) => [p.at, p.people])).toEqual([
      ['2029-12-01T00:00:00.000Z', 3],
    ]);
  });

  it('fills the months from the days when its migration runs on kept data', async () => {
    const db = t.server.services.db;
    const read = async () => ({
      months: await db
        .selectFrom('audience_months')
        .selectAll()
        .orderBy('scope_id')
        .orderBy('month')
        .execute(),
      objects: await db
        .selectFrom('audience_month_objects')
        .selectAll()
        .orderBy('scope_id')
        .orderBy('month')
        .orderBy('label')
        .execute(),
    });
    const kept = await read();
    expect(kept.months.length).toBeGreaterThan(0);
    await monthsMigration.down(db as never);
    await monthsMigration.up(db as never);
    expect(await read()).toEqual(kept);
  });

  it('reports a group and a location by their screens', async () => {
    const group = await t.gql<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Cafes") { _id } }',
      {},
      { token: operator },
    );
    const groupId = group.data!.createScreenGroup._id;
    await t.gql(
      'mutation($g: ID!, $d: ID!) { addScreensToGroup(groupId: $g, deviceIds: [$d]) { _id } }',
      { g: groupId, d: cafe.deviceId },
      { token: operator },
    );
    const byGroup = await report({ ...day, scope: 'group', id: groupId });
    expect(byGroup.data?.audienceReport).toMatchObject({ screenCount: 1, totalPeople: 5 });
    const session = await t.gql<{ currentUserSession: { currentSpaceId: string } }>(
      '{ currentUserSession { currentSpaceId } }',
      {},
      { token: operator },
    );
    const space = session.data!.currentUserSession.currentSpaceId;
    const byLocation = await report({ ...day, scope: 'location', id: space });
    expect(byLocation.data?.audienceReport.totalPeople).toBe(65);
  });

  it('refuses what it must: long ranges, bad pages, foreign ids, screens and no permission', async () => {
    const long = await report({
      from: '2029-01-01T00:00:00Z',
      to: '2030-02-01T00:00:00Z',
      scope: 'account',
    });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    const foreign = await report({ ...day, scope: 'screen', id: 'no-such-screen' });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const asScreen = await report({ ...day, scope: 'account' }, lobby.deviceToken);
    expect(codeOf(asScreen)).toBe('FORBIDDEN');
    const tooMany = await t.gql(
      RECORD,
      { m: Array.from({ length: 201 }, (_, i) => minute(`x${i}`, '2030-01-01T11:00:00Z', 1)) },
      { token: lobby.deviceToken },
    );
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    const negative = await t.gql(
      RECORD,
      { m: [minute('neg', '2030-01-01T11:00:00Z', -1)] },
      { token: lobby.deviceToken },
    );
    expect(codeOf(negative)).toBe('BAD_USER_INPUT');
    const asUser = await t.gql(
      RECORD,
      { m: [minute('u', '2030-01-01T11:00:00Z', 1)] },
      { token: operator },
    );
    expect(codeOf(asUser)).toBe('FORBIDDEN');
  });
});
