import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';

const SETTINGS = 'settings { volume rotation displaySchedule { day start end } }';
const UPDATE = `mutation($d: ID!, $input: DeviceSettingsInput!) {
  updateDeviceSettings(deviceId: $d, input: $input) { _id ${SETTINGS} }
}`;

type FieldErrors = { path: string; message: string }[];
const fieldErrorsOf = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.fieldErrors as FieldErrors | undefined;

const SHOP = [
  { day: 'sat', start: '09:00', end: '18:00' },
  { day: 'mon', start: '07:00', end: '22:00' },
  { day: 'fri', start: '22:00', end: '02:00' },
];

describe('device settings', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const update = (token: string, d: string, input: Record<string, unknown>) =>
    t.gql<{ updateDeviceSettings: { settings: unknown } }>(UPDATE, { d, input }, { token });

  it('starts with the defaults and reaches the screen over its subscription', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Lobby');
    type Changed = { currentDeviceChanged: { settings: unknown } };
    const changes = subscribe<Changed>(
      t.ws({ token: deviceToken }),
      `subscription { currentDeviceChanged { ${SETTINGS} } }`,
    );
    expect((await changes.next()).data?.currentDeviceChanged.settings).toEqual({
      volume: null,
      rotation: 0,
      displaySchedule: [],
    });

    const saved = await update(operator, deviceId, {
      volume: 40,
      rotation: 90,
      displaySchedule: SHOP,
    });
    expect(saved.errors).toBeUndefined();
    // Stored in week order, Monday first.
    const expected = {
      volume: 40,
      rotation: 90,
      displaySchedule: [SHOP[1], SHOP[2], SHOP[0]],
    };
    expect(saved.data?.updateDeviceSettings.settings).toEqual(expected);
    expect((await changes.next()).data?.currentDeviceChanged.settings).toEqual(expected);
    await changes.stop();

    const own = await t.gql<{ currentDevice: { settings: unknown } }>(
      `{ currentDevice { ${SETTINGS} } }`,
      {},
      { token: deviceToken },
    );
    expect(own.data?.currentDevice.settings).toEqual(expected);

    // An empty week turns the schedule off; no volume leaves the screen's own alone.
    const cleared = await update(operator, deviceId, { rotation: 0, displaySchedule: [] });
    expect(cleared.data?.updateDeviceSettings.settings).toEqual({
      volume: null,
      rotation: 0,
      displaySchedule: [],
    });
  });

  it('puts every problem beside its field', async () => {
    const { deviceId } = await t.pairDevice(operator, 'Canteen');
    const refused = await update(operator, deviceId, {
      volume: 120,
      rotation: 45,
      displaySchedule: [
        { day: 'mon', start: '07:00', end: '22:00' },
        { day: 'mon', start: '21:00', end: '23:00' },
        { day: 'tue', start: '08:00', end: '08:00' },
        { day: 'wed', start: '7:3', end: '09:00' },
      ],
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual([
      { path: 'volume', message: 'Volume is a whole number from 0 to 100' },
      { path: 'rotation', message: 'Choose 0, 90, 180 or 270 degrees' },
      {
        path: 'displaySchedule.1.start',
        message: 'Overlaps Monday 07:00–22:00; join them into one period',
      },
      {
        path: 'displaySchedule.2.end',
        message: expect.stringContaining('The period ends when it starts') as string,
      },
      { path: 'displaySchedule.3.start', message: 'Enter a time like 07:30' },
    ]);
    // Nothing was stored.
    const read = await t.gql<{ device: { settings: { rotation: number } } }>(
      `query($id: ID!) { device(id: $id) { ${SETTINGS} } }`,
      { id: deviceId },
      { token: operator },
    );
    expect(read.data?.device.settings.rotation).toBe(0);
  });

  it('bounds the week before any resolver runs', async () => {
    const { deviceId } = await t.pairDevice(operator, 'Hall');
    const many = Array.from({ length: 29 }, (_, i) => ({
      day: 'mon',
      start: `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      end: `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '59' : '29'}`,
    }));
    const refused = await update(operator, deviceId, { rotation: 0, displaySchedule: many });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('At most 28 periods a week');
  });

  it('needs device configure permission; a screen cannot change its own', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Window');
    const watcher = await invitedUser(t, operator, 'watcher@example.com', ['device:read']);
    const byWatcher = await update(watcher, deviceId, { rotation: 90, displaySchedule: [] });
    expect(codeOf(byWatcher)).toBe('FORBIDDEN');
    // Reading needs device:read, which the watcher holds.
    const read = await t.gql<{ device: { settings: { rotation: number } } }>(
      `query($id: ID!) { device(id: $id) { ${SETTINGS} } }`,
      { id: deviceId },
      { token: watcher },
    );
    expect(read.data?.device.settings.rotation).toBe(0);
    const byScreen = await update(deviceToken, deviceId, { rotation: 90, displaySchedule: [] });
    expect(codeOf(byScreen)).toBe('FORBIDDEN');
    const configurer = await invitedUser(t, operator, 'fitter@example.com', [
      'device:read',
      'device:configure',
    ]);
    const byConfigurer = await update(configurer, deviceId, { rotation: 90, displaySchedule: [] });
    expect(byConfigurer.errors).toBeUndefined();
  });

  it("never reaches another account's screen", async () => {
    const { deviceId } = await t.pairDevice(operator, 'Ours');
    await update(operator, deviceId, { volume: 10, rotation: 180, displaySchedule: [] });
    const stranger = await signUpAccount(t, 'stranger@example.com');
    const write = await update(stranger, deviceId, { rotation: 0, displaySchedule: [] });
    expect(codeOf(write)).toBe('NOT_FOUND');
    const read = await t.gql(
      `query($id: ID!) { device(id: $id) { ${SETTINGS} } }`,
      { id: deviceId },
      { token: stranger },
    );
    expect(read.data?.device).toBeNull();
    const ours = await t.gql<{ device: { settings: { rotation: number } } }>(
      `query($id: ID!) { device(id: $id) { ${SETTINGS} } }`,
      { id: deviceId },
      { token: operator },
    );
    expect(ours.data?.device.settings.rotation).toBe(180);
  });

  it('names the screen in the audit log', async () => {
    const { deviceId } = await t.pairDevice(operator, 'Foyer');
    // Newest first: this entry is later than the ones the tests above wrote.
    t.clock.advance(60_000);
    await update(operator, deviceId, { volume: 30, rotation: 0, displaySchedule: [] });
    const log = await t.gql<{
      auditLog: { items: { action: string; subjects: { kind: string; name: string }[] }[] };
    }>(
      '{ auditLog(filter: { action: "updateDeviceSettings" }) { items { action subjects { kind name } } } }',
      {},
      { token: operator },
    );
    expect(log.errors).toBeUndefined();
    expect(log.data?.auditLog.items[0]?.subjects).toEqual([{ kind: 'device', name: 'Foyer' }]);
  });
});
