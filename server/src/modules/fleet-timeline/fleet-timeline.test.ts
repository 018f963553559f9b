import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';
import { cloneAccount } from '../../test/tenancy-fixture.js';
import { findUserForSignIn } from '../users/repo.js';
import { PlayableContentDocument } from '../content-delivery/graphql/generated.js';
import { foldTrace, type TracedPlay } from './plan.js';

// The fleet timeline against the simulator: for a group whose screens are in Berlin, New York
// and no zone at all, a schedule with a morning row (08:00-11:59 "Breakfast") over an all-day
// row ("All day") must give, for each screen, the stretches the marquee-simulate CLI traces for
// that screen's content in that screen's zone, across each zone's spring change. The test
// clock starts on 2030-01-01; in 2030 New York springs forward on 10 March (07:00 UTC) and
// Berlin on 31 March (01:00 UTC).

const TIMELINE = `query($kind: FleetTimelineTargetKind!, $id: ID!, $from: DateTime!, $hours: Int!, $first: Int, $after: String) {
  fleetTimeline(targetKind: $kind, targetId: $id, from: $from, hours: $hours, first: $first, after: $after) {
    from to totalCount nextCursor
    screens {
      screen { _id name }
      timeZone timeZoneSource source sourceGroupName problem segmentsTruncated
      content { collectionName entityId name }
      segments { start end kind label }
      offsetChanges { at offsetBefore offsetAfter }
    }
  }
}`;

interface Segment {
  start: string;
  end: string;
  kind: string;
  label: string;
}
interface ScreenTimeline {
  screen: { _id: string; name: string };
  timeZone: string;
  timeZoneSource: string;
  source: string;
  sourceGroupName: string | null;
  problem: string | null;
  segmentsTruncated: boolean;
  content: { collectionName: string; entityId: string; name: string | null } | null;
  segments: Segment[];
  offsetChanges: { at: string; offsetBefore: number; offsetAfter: number }[];
}
interface Timeline {
  fleetTimeline: null | {
    from: string;
    to: string;
    totalCount: number;
    nextCursor: string | null;
    screens: ScreenTimeline[];
  };
}

const HOUR_MS = 3_600_000;

/**
 * The simulator's own CLI entry, called in-process. It is imported by a name TypeScript does not
 * follow: the simulator times scenes by the shipped widgets (React renderers), which the
 * server's project does not compile; at run time Vitest loads it like any module.
 */
type SimulateMain = (
  argv: readonly string[],
  io: { out(line: string): void; err(line: string): void; readText(path: string): Promise<string> },
) => Promise<number>;
const SIMULATOR = '@marquee/sdk/simulate';
const loadSimulator = async () =>
  ((await import(SIMULATOR)) as { simulateMain: SimulateMain }).simulateMain;

describe('fleet timeline', () => {
  let t: TestServer;
  let admin: string;
  let groupId: string;
  let scheduleId: string;
  const screens: Record<string, { deviceId: string; deviceToken: string }> = {};

  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
    const seeded = await t.gql<{ playlists: { playlistItems: unknown[] }[] }>(
      '{ playlists { playlistItems } }',
      {},
      { token: admin },
    );
    const items = seeded.data!.playlists[0]!.playlistItems;
    const playlistIds: string[] = [];
    for (const name of ['Breakfast', 'All day']) {
      const made = await t.gql<{ createPlaylist: { _id: string } }>(
        'mutation($input: PlaylistInput!) { createPlaylist(input: $input) { _id } }',
        { input: { name, playlistItems: items } },
        { token: admin },
      );
      expect(made.errors).toBeUndefined();
      playlistIds.push(made.data!.createPlaylist._id);
    }
    const [breakfast, allDay] = playlistIds as [string, string];
    const schedule = await t.gql<{ createSchedule: { _id: string } }>(
      'mutation($input: ScheduleInput!) { createSchedule(input: $input) { _id } }',
      {
        input: {
          name: 'Cafe day',
          playlistTimings: [
            { timeFrom: '08:00', timeTo: '11:59', playlistId: breakfast },
            { timeFrom: '00:00', timeTo: '23:59', playlistId: allDay },
          ],
        },
      },
      { token: admin },
    );
    expect(schedule.errors).toBeUndefined();
    scheduleId = schedule.data!.createSchedule._id;

    const group = await t.gql<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Cafes") { _id } }',
      {},
      { token: admin },
    );
    groupId = group.data!.createScreenGroup._id;
    for (const [name, zone] of [
      ['Berlin cafe', 'Europe/Berlin'],
      ['New York cafe', 'America/New_York'],
      ['Unzoned cafe', null],
      ['Own content cafe', 'Europe/Berlin'],
    ] as const) {
      const screen = await t.pairDevice(admin, name);
      screens[name] = screen;
      if (zone) {
        const told = await t.gql(
          'mutation($z: String) { reportDeviceInfo(timeZone: $z, info: {}) { _id } }',
          { z: zone },
          { token: screen.deviceToken },
        );
        expect(told.errors).toBeUndefined();
      }
    }
    const published = await t.gql(
      `mutation($g: ID!, $d: [ID!]!, $s: ID!, $p: ID!, $o: ID!) {
        addScreensToGroup(groupId: $g, deviceIds: $d) { _id }
        group: publishToScreens(content: { collectionName: schedule, entityId: $s }, targets: { groupIds: [$g] }) { screenCount }
        own: publishToScreens(content: { collectionName: playlist, entityId: $p }, targets: { deviceIds: [$o] }) { screenCount }
      }`,
      {
        g: groupId,
        d: Object.values(screens).map((s) => s.deviceId),
        s: scheduleId,
        p: breakfast,
        o: screens['Own content cafe']!.deviceId,
      },
      { token: admin },
    );
    expect(published.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  const timeline = async (from: string, hours: number, extra: Record<string, unknown> = {}) => {
    const res = await t.gql<Timeline>(
      TIMELINE,
      { kind: 'screenGroup', id: groupId, from, hours, ...extra },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.fleetTimeline!;
  };

  /** What the marquee-simulate CLI traces for the screen's content in `tz`, as stretches. */
  async function simulated(screen: string, tz: string, from: string, hours: number) {
    const { deviceToken } = screens[screen]!;
    const playable = await t.gql<{ playableContent: { content: { playlists: unknown[] } } }>(
      PlayableContentDocument.toString(),
      { entityId: scheduleId, collectionName: 'schedule' },
      { token: deviceToken },
    );
    expect(playable.errors).toBeUndefined();
    const names = new Map(
      (playable.data!.playableContent.content.playlists as { _id: string; name: string }[]).map(
        (p) => [p._id, p.name],
      ),
    );
    const lines: string[] = [];
    const errors: string[] = [];
    const to = new Date(Date.parse(from) + hours * HOUR_MS).toISOString();
    const simulateMain = await loadSimulator();
    const code = await simulateMain(['content.json', '--from', from, '--to', to, '--tz', tz], {
      out: (line) => lines.push(line),
      err: (line) => errors.push(line),
      readText: () => Promise.resolve(JSON.stringify(playable.data!.playableContent)),
    });
    expect({ code, errors }).toEqual({ code: 0, errors: [] });
    const window = { from: Date.parse(from), to: Date.parse(to) };
    const { stretches } = foldTrace((emit) => {
      for (const line of lines) {
        const e = JSON.parse(line) as TracedPlay & { t: string; renderPath: string[] };
        emit({ ...e, t: Date.parse(e.t), playlistId: e.renderPath[0]! });
      }
    }, window);
    return stretches.map((s) => ({
      start: new Date(s.start).toISOString(),
      end: new Date(s.end).toISOString(),
      label: s.playlistIds.map((id) => names.get(id)).join(' + '),
    }));
  }

  const byName = (list: ScreenTimeline[], name: string) =>
    list.find((s) => s.screen.name === name)!;
  const stretches = (s: ScreenTimeline) =>
    s.segments.map(({ start, end, label }) => ({ start, end, label }));
  const breakfasts = (s: ScreenTimeline) =>
    s.segments.filter((seg) => seg.label === 'Breakfast').map((seg) => [seg.start, seg.end]);

  it('matches the simulator for each screen across New York springing forward', async () => {
    const from = '2030-03-09T00:00:00.000Z';
    const answer = await timeline(from, 72);
    expect(answer.totalCount).toBe(4);
    const newYork = byName(answer.screens, 'New York cafe');
    expect(newYork).toMatchObject({
      timeZone: 'America/New_York',
      timeZoneSource: 'reported',
      source: 'group',
      sourceGroupName: 'Cafes',
      content: { collectionName: 'schedule', name: 'Cafe day' },
      offsetChanges: [{ at: '2030-03-10T07:00:00.000Z', offsetBefore: -300, offsetAfter: -240 }],
    });
    // 08:00-12:00 local: 13:00-17:00 UTC on standard time, an hour earlier from 10 March.
    expect(breakfasts(newYork)).toEqual([
      ['2030-03-09T13:00:00.000Z', '2030-03-09T17:00:00.000Z'],
      ['2030-03-10T12:00:00.000Z', '2030-03-10T16:00:00.000Z'],
      ['2030-03-11T12:00:00.000Z', '2030-03-11T16:00:00.000Z'],
    ]);
    expect(stretches(newYork)).toEqual(
      await simulated('New York cafe', 'America/New_York', from, 72),
    );
    const berlin = byName(answer.screens, 'Berlin cafe');
    expect(berlin.offsetChanges).toEqual([]);
    expect(stretches(berlin)).toEqual(await simulated('Berlin cafe', 'Europe/Berlin', from, 72));
  });

  it('matches the simulator for each screen across Berlin springing forward', async () => {
    const from = '2030-03-30T00:00:00.000Z';
    const answer = await timeline(from, 48);
    const berlin = byName(answer.screens, 'Berlin cafe');
    expect(berlin.offsetChanges).toEqual([
      { at: '2030-03-31T01:00:00.000Z', offsetBefore: 60, offsetAfter: 120 },
    ]);
    // 08:00-12:00 local: 07:00-11:00 UTC on winter time, 06:00-10:00 from 31 March.
    expect(breakfasts(berlin)).toEqual([
      ['2030-03-30T07:00:00.000Z', '2030-03-30T11:00:00.000Z'],
      ['2030-03-31T06:00:00.000Z', '2030-03-31T10:00:00.000Z'],
    ]);
    expect(berlin.segments[0]).toMatchObject({ start: from, kind: 'playlist', label: 'All day' });
    expect(stretches(berlin)).toEqual(await simulated('Berlin cafe', 'Europe/Berlin', from, 48));
    const newYork = byName(answer.screens, 'New York cafe');
    expect(stretches(newYork)).toEqual(
      await simulated('New York cafe', 'America/New_York', from, 48),
    );
  });

  it('reads a screen without a zone in UTC and says so', async () => {
    const from = '2030-03-30T00:00:00.000Z';
    const answer = await timeline(from, 24);
    const unzoned = byName(answer.screens, 'Unzoned cafe');
    expect(unzoned).toMatchObject({ timeZone: 'UTC', timeZoneSource: 'none', offsetChanges: [] });
    expect(breakfasts(unzoned)).toEqual([['2030-03-30T08:00:00.000Z', '2030-03-30T12:00:00.000Z']]);
    expect(stretches(unzoned)).toEqual(await simulated('Unzoned cafe', 'UTC', from, 24));
  });

  it("plays a screen's own publish over its group's, in its settings' zone", async () => {
    // The player reads schedules in its settings' zone over the one it reports (Berlin).
    const set = await t.gql(
      'mutation($d: ID!) { updateDeviceSettings(deviceId: $d, input: { timeZone: "Asia/Tokyo" }) { _id } }',
      { d: screens['Own content cafe']!.deviceId },
      { token: admin },
    );
    expect(set.errors).toBeUndefined();
    const answer = await timeline('2030-03-30T00:00:00.000Z', 24);
    const own = byName(answer.screens, 'Own content cafe');
    expect(own).toMatchObject({
      timeZone: 'Asia/Tokyo',
      timeZoneSource: 'settings',
      source: 'own',
      sourceGroupName: null,
      content: { collectionName: 'playlist', name: 'Breakfast' },
      segments: [
        {
          start: '2030-03-30T00:00:00.000Z',
          end: '2030-03-31T00:00:00.000Z',
          kind: 'playlist',
          label: 'Breakfast',
        },
      ],
    });
  });

  it('pages a group by name with a cursor', async () => {
    const first = await timeline('2030-03-30T00:00:00.000Z', 24, { first: 3 });
    expect(first.screens.map((s) => s.screen.name)).toEqual([
      'Berlin cafe',
      'New York cafe',
      'Own content cafe',
    ]);
    expect(first.nextCursor).toBe('3');
    const second = await timeline('2030-03-30T00:00:00.000Z', 24, { first: 3, after: '3' });
    expect(second.screens.map((s) => s.screen.name)).toEqual(['Unzoned cafe']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses windows past seven days and pages past 200 screens in words', async () => {
    const res = await t.gql(
      TIMELINE,
      {
        kind: 'screenGroup',
        id: groupId,
        from: '2030-03-30T00:00:00.000Z',
        hours: 169,
        first: 201,
      },
      { token: admin },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect((res.errors![0]!.extensions as { fieldErrors?: unknown }).fieldErrors).toEqual([
      { path: 'hours', message: 'Pick 1 to 168 hours (seven days)' },
      { path: 'first', message: 'Ask for 1 to 200 screens a page' },
    ]);
  });

  it("reads no other account's screen or group", async () => {
    const { db, dialect } = t.server.services;
    const me = (await findUserForSignIn(db, 'admin@marquee.local'))!.user;
    const foreign = await cloneAccount(db, dialect, me.accountId);
    const ids = (table: string) => foreign.idsByTable.get(table) ?? [];
    expect(ids('devices').length).toBeGreaterThan(0);
    expect(ids('screen_groups').length).toBeGreaterThan(0);
    for (const [kind, id] of [
      ...ids('devices').map((id) => ['device', id] as const),
      ...ids('screen_groups').map((id) => ['screenGroup', id] as const),
    ]) {
      const res = await t.gql(
        TIMELINE,
        { kind, id, from: '2030-03-30T00:00:00.000Z', hours: 24 },
        { token: admin },
      );
      expect({ kind, errors: res.errors, data: res.data }).toEqual({
        kind,
        errors: undefined,
        data: { fleetTimeline: null },
      });
    }
  });

  it('is refused to a screen token', async () => {
    const res = await t.gql(
      TIMELINE,
      {
        kind: 'device',
        id: screens['Berlin cafe']!.deviceId,
        from: '2030-03-30T00:00:00.000Z',
        hours: 24,
      },
      { token: screens['Berlin cafe']!.deviceToken },
    );
    expect(codeOf(res)).toBe('FORBIDDEN');
  });
});
