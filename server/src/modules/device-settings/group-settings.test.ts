import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser } from '../../test/accounts.js';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';

const FIELDS =
  'volume rotation displaySchedule { day start end } timeZone screenshotIntervalMinutes';
const EFFECTIVE = `settings { ${FIELDS} origins { field source groupName } }`;
const UPDATE_SCREEN = `mutation($d: ID!, $input: DeviceSettingsInput!) {
  updateDeviceSettings(deviceId: $d, input: $input) { _id }
}`;
const UPDATE_GROUP = `mutation($g: ID!, $input: DeviceSettingsInput!) {
  updateScreenGroupSettings(groupId: $g, input: $input) { _id settings { ${FIELDS} } }
}`;

type Origin = { field: string; source: string; groupName: string | null };
type Effective = Record<string, unknown> & { origins: Origin[] };
type FieldErrors = { path: string; message: string }[];
const fieldErrorsOf = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.fieldErrors as FieldErrors | undefined;
const originOf = (s: Effective, field: string) => s.origins.find((o) => o.field === field);

describe('group settings', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const createGroup = async (name: string) =>
    (
      await t.gql<{ createScreenGroup: { _id: string } }>(
        'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
        { n: name },
        { token: operator },
      )
    ).data!.createScreenGroup._id;
  const join = (g: string, d: string) =>
    t.gql(
      'mutation($g: ID!, $d: ID!) { addScreensToGroup(groupId: $g, deviceIds: [$d]) { _id } }',
      { g, d },
      { token: operator },
    );
  const leave = (g: string, d: string) =>
    t.gql(
      'mutation($g: ID!, $d: ID!) { removeScreensFromGroup(groupId: $g, deviceIds: [$d]) { _id } }',
      { g, d },
      { token: operator },
    );
  const setGroup = (g: string, input: Record<string, unknown>, token = operator) =>
    t.gql<{ updateScreenGroupSettings: { settings: Record<string, unknown> } }>(
      UPDATE_GROUP,
      { g, input },
      { token },
    );
  const setScreen = (d: string, input: Record<string, unknown>, token = operator) =>
    t.gql(UPDATE_SCREEN, { d, input }, { token });
  const effective = async (d: string) =>
    (
      await t.gql<{ device: { settings: Effective } }>(
        `query($id: ID!) { device(id: $id) { ${EFFECTIVE} } }`,
        { id: d },
        { token: operator },
      )
    ).data!.device.settings;

  it('takes each field from the screen, else its latest group that sets it, else the default', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Entrance');
    const lobby = await createGroup('Lobby');
    const floor = await createGroup('Ground floor');
    await join(lobby, deviceId);
    await join(floor, deviceId);
    const changes = subscribe<{ currentDeviceChanged: { settings: Effective } }>(
      t.ws({ token: deviceToken }),
      `subscription { currentDeviceChanged { ${EFFECTIVE} } }`,
    );
    await changes.next();

    const saved = await setGroup(lobby, { rotation: 90, timeZone: 'Europe/Paris', volume: 20 });
    expect(saved.errors).toBeUndefined();
    // What the group does not set stays null: not set by it.
    expect(saved.data?.updateScreenGroupSettings.settings).toEqual({
      volume: 20,
      rotation: 90,
      displaySchedule: null,
      timeZone: 'Europe/Paris',
      screenshotIntervalMinutes: null,
    });
    // A group's change reaches its screens over their subscription.
    const first = await changes.nextWhere(
      (e) => e.data?.currentDeviceChanged.settings.rotation === 90,
      'the group rotation reaches the screen',
    );
    expect(originOf(first.data!.currentDeviceChanged.settings, 'rotation')).toEqual({
      field: 'rotation',
      source: 'group',
      groupName: 'Lobby',
    });

    // The more recently updated group wins the fields it sets; the other keeps the rest.
    t.clock.advance(60_000);
    await setGroup(floor, { rotation: 180, screenshotIntervalMinutes: 30 });
    let now = await effective(deviceId);
    expect(now).toMatchObject({
      volume: 20,
      rotation: 180,
      timeZone: 'Europe/Paris',
      screenshotIntervalMinutes: 30,
      displaySchedule: [],
    });
    expect(originOf(now, 'rotation')?.groupName).toBe('Ground floor');
    expect(originOf(now, 'volume')?.groupName).toBe('Lobby');
    expect(originOf(now, 'displaySchedule')?.source).toBe('default');

    // The screen's own value beats every group.
    await setScreen(deviceId, { rotation: 270 });
    now = await effective(deviceId);
    expect(now.rotation).toBe(270);
    expect(originOf(now, 'rotation')?.source).toBe('screen');
    expect(now.volume).toBe(20);

    // Leaving a group reaches the screen too: its fields fall back to the next source.
    await setScreen(deviceId, {});
    await leave(floor, deviceId);
    const left = await changes.nextWhere(
      (e) => e.data?.currentDeviceChanged.settings.rotation === 90,
      'leaving the group gives the screen the other group rotation',
    );
    expect(left.data!.currentDeviceChanged.settings.screenshotIntervalMinutes).toBeNull();
    // Joining again brings it back.
    await join(floor, deviceId);
    await changes.nextWhere(
      (e) => e.data?.currentDeviceChanged.settings.rotation === 180,
      'joining the group again gives the screen its rotation',
    );
    await changes.stop();
  });

  it('puts every problem beside its field, in plain words', async () => {
    const group = await createGroup('Checked');
    const refused = await setGroup(group, {
      timeZone: 'Mars/Olympus',
      screenshotIntervalMinutes: 4,
      displaySchedule: [
        { day: 'mon', start: '07:00', end: '22:00' },
        { day: 'tue', start: '25:00', end: '08:00' },
      ],
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual([
      { path: 'displaySchedule.1.start', message: 'Enter a time like 07:30' },
      { path: 'timeZone', message: 'Choose a time zone by its name, such as Europe/Paris' },
      {
        path: 'screenshotIntervalMinutes',
        message: 'Take a screenshot every 5 to 1440 minutes (a day)',
      },
    ]);
    const { deviceId } = await t.pairDevice(operator, 'Checked screen');
    for (const [input, path] of [
      [{ screenshotIntervalMinutes: 1441 }, 'screenshotIntervalMinutes'],
      [{ timeZone: '+01:00' }, 'timeZone'],
      [{ timeZone: 'x'.repeat(65) }, 'timeZone'],
      [{ rotation: 45 }, 'rotation'],
    ] as const) {
      const r = await setScreen(deviceId, input);
      expect(fieldErrorsOf(r)?.map((e) => e.path)).toEqual([path]);
    }
    // The bounds themselves are accepted.
    expect(
      (await setScreen(deviceId, { screenshotIntervalMinutes: 5, timeZone: 'UTC' })).errors,
    ).toBeUndefined();
    expect((await setGroup(group, { screenshotIntervalMinutes: 1440 })).errors).toBeUndefined();
  });

  it('needs device configure permission; a screen cannot change its group', async () => {
    const group = await createGroup('Guarded');
    const { deviceToken } = await t.pairDevice(operator, 'Guarded screen');
    const watcher = await invitedUser(t, operator, 'group-watcher@example.com', ['device:read']);
    expect(codeOf(await setGroup(group, { rotation: 90 }, watcher))).toBe('FORBIDDEN');
    expect(codeOf(await setGroup(group, { rotation: 90 }, deviceToken))).toBe('FORBIDDEN');
    const read = await t.gql<{ screenGroup: { settings: { rotation: number | null } } }>(
      'query($g: ID!) { screenGroup(id: $g) { settings { rotation } } }',
      { g: group },
      { token: watcher },
    );
    expect(read.data?.screenGroup.settings.rotation).toBeNull();
    const fitter = await invitedUser(t, operator, 'group-fitter@example.com', [
      'device:read',
      'device:configure',
    ]);
    expect((await setGroup(group, { rotation: 90 }, fitter)).errors).toBeUndefined();
  });

  it('counts the screens of a group that cannot apply a setting', async () => {
    const group = await createGroup('Mixed');
    const screens = await Promise.all(
      ['Mixed A', 'Mixed B', 'Mixed C'].map((name) => t.pairDevice(operator, name)),
    );
    const report = (token: string, capabilities: string[] | null) =>
      t.gql(
        'mutation($info: JSON!) { reportDeviceInfo(timeZone: "UTC", info: $info) { _id } }',
        { info: capabilities ? { capabilities } : {} },
        { token },
      );
    await report(screens[0]!.deviceToken, ['volume', 'screenshot', 'display-power']);
    await report(screens[1]!.deviceToken, ['screenshot']);
    // An older player says nothing: it is not counted as unable.
    await report(screens[2]!.deviceToken, null);
    for (const s of screens) await join(group, s.deviceId);
    const r = await t.gql<{
      screenGroup: {
        settingsSupport: { field: string; screenCount: number; unableCount: number }[];
      };
    }>(
      'query($g: ID!) { screenGroup(id: $g) { settingsSupport { field screenCount unableCount unablePlatforms } } }',
      { g: group },
      { token: operator },
    );
    expect(r.data?.screenGroup.settingsSupport).toEqual([
      { field: 'volume', screenCount: 3, unableCount: 1, unablePlatforms: ['web'] },
      { field: 'rotation', screenCount: 3, unableCount: 2, unablePlatforms: ['web'] },
      { field: 'displaySchedule', screenCount: 3, unableCount: 1, unablePlatforms: ['web'] },
      { field: 'screenshotIntervalMinutes', screenCount: 3, unableCount: 0, unablePlatforms: [] },
    ]);
  });

  it('opens one timed screenshot per interval, however many requests arrive at once', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Timed');
    const ask = () =>
      t.gql<{ requestScheduledScreenshot: { _id: string; type: string } | null }>(
        'mutation { requestScheduledScreenshot { _id type } }',
        {},
        { token: deviceToken },
      );
    // Off by default: nothing opens.
    expect((await ask()).data?.requestScheduledScreenshot).toBeNull();
    const group = await createGroup('Timed group');
    await join(group, deviceId);
    await setGroup(group, { screenshotIntervalMinutes: 10 });
    const burst = async (size = 200) => {
      const answers = await Promise.all(Array.from({ length: size }, () => ask()));
      expect(answers.filter((a) => a.errors)).toEqual([]);
      return answers.flatMap((a) => a.data?.requestScheduledScreenshot ?? []);
    };
    const opened = await burst();
    expect(opened).toHaveLength(1);
    expect(opened[0]!.type).toBe('screenshot');
    // Nine minutes on: still within the interval.
    t.clock.advance(9 * 60_000);
    expect(await burst(20)).toHaveLength(0);
    // The interval has passed: one more, never more.
    t.clock.advance(60_000);
    expect(await burst()).toHaveLength(1);
    // The command takes the picture through the usual upload.
    const PNG_1x1 =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const uploaded = await t.gql(
      `mutation($c: ID!) { uploadDeviceScreenshot(commandId: $c, image: { mimeType: "image/png", base64: "${PNG_1x1}" }) { status } }`,
      { c: opened[0]!._id },
      { token: deviceToken },
    );
    expect(uploaded.data).toEqual({ uploadDeviceScreenshot: { status: 'done' } });
    // An operator cannot ask on a screen's behalf.
    const byOperator = await t.gql(
      'mutation { requestScheduledScreenshot { _id } }',
      {},
      { token: operator },
    );
    expect(codeOf(byOperator)).toBe('FORBIDDEN');
  }, 300_000);
});
