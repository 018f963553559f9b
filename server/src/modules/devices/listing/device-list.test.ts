import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, EVENT_WITHIN_MS, subscribe, TestServer } from '../../../test/harness.js';
import { SERVER_PING_MS } from '../presence/rules.js';

/** A device's live connection: an open currentDeviceChanged subscription. */
const holdSubscription = (client: Client): void => {
  // Not awaited on purpose: the open subscription is what keeps the device online.
  void subscribe(client, 'subscription { currentDeviceChanged { _id } }')
    .next()
    .catch(() => undefined);
};

type Page = { devicePage: { totalCount: number; items: { name: string; onlineStatus: string }[] } };
const PAGE = `query($search: String, $status: DeviceStatusFilter, $sort: DeviceDashboardSortInput, $offset: Int, $limit: Int) {
  devicePage(search: $search, status: $status, sort: $sort, offset: $offset, limit: $limit) {
    totalCount items { name onlineStatus }
  }
}`;

describe('device list, presence and device management', () => {
  let t: TestServer;
  let operator: string;
  const tokens = new Map<string, { deviceId: string; deviceToken: string }>();
  const page = async (vars: Record<string, unknown>) => {
    const res = await t.gql<Page>(PAGE, vars, { token: operator });
    expect(res.errors).toBeUndefined();
    return res.data!.devicePage;
  };
  const names = async (vars: Record<string, unknown>) =>
    (await page(vars)).items.map((d) => d.name);

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    for (const name of ['lobby', 'Cafe 2', 'Atrium', 'cafe 1', 'Back office']) {
      tokens.set(name, await t.pairDevice(operator, name));
      t.clock.advance(1000);
    }
  });
  afterAll(() => t.close());

  it('sorts by name case-insensitively, by createdAt, both ways, and pages', async () => {
    const asc = ['Atrium', 'Back office', 'cafe 1', 'Cafe 2', 'lobby'];
    expect(await names({ sort: { field: 'name', direction: 'asc' } })).toEqual(asc);
    expect(await names({ sort: { field: 'name', direction: 'desc' } })).toEqual([...asc].reverse());
    expect(await names({ sort: { field: 'createdAt', direction: 'asc' } })).toEqual([
      'lobby',
      'Cafe 2',
      'Atrium',
      'cafe 1',
      'Back office',
    ]);
    const second = await page({ sort: { field: 'name', direction: 'asc' }, offset: 2, limit: 2 });
    expect(second.items.map((d) => d.name)).toEqual(['cafe 1', 'Cafe 2']);
    expect(second.totalCount).toBe(5);
  });

  it('filters by name (case-insensitive, literal) and by online status; sorts by status', async () => {
    expect(await names({ search: 'CAFE', sort: { field: 'name', direction: 'asc' } })).toEqual([
      'cafe 1',
      'Cafe 2',
    ]);
    expect(await names({ search: '%' })).toEqual([]);
    const atrium = t.ws({ token: tokens.get('Atrium')!.deviceToken });
    holdSubscription(atrium);
    await expect.poll(() => names({ status: 'online' })).toEqual(['Atrium']);
    expect((await page({ status: 'offline' })).totalCount).toBe(4);
    const byStatus = await names({ sort: { field: 'onlineStatus', direction: 'desc' } });
    expect(byStatus[0]).toBe('Atrium');
    await atrium.dispose();
    await expect.poll(() => names({ status: 'online' })).toEqual([]);
  });

  it('uses the stored device dashboard sort when none is given', async () => {
    const saved = await t.gql(
      'mutation { updateMyPreferences(input: { deviceDashboardSort: { field: name, direction: desc } }) { deviceDashboardSort { field direction } defaultPositionTab } }',
      {},
      { token: operator },
    );
    expect(saved.data).toEqual({
      updateMyPreferences: {
        deviceDashboardSort: { field: 'name', direction: 'desc' },
        defaultPositionTab: 'percents',
      },
    });
    expect((await names({}))[0]).toBe('lobby');
    const again = await t.gql(
      '{ myPreferences { deviceDashboardSort { field direction } } }',
      {},
      { token: operator },
    );
    expect(again.data).toEqual({
      myPreferences: { deviceDashboardSort: { field: 'name', direction: 'desc' } },
    });
  });

  it('keeps a quiet player online for as long as its socket answers the server', async () => {
    // The player subscribes and then sends nothing; only its WebSocket's own pongs speak for it.
    const { deviceId, deviceToken } = tokens.get('cafe 1')!;
    holdSubscription(t.ws({ token: deviceToken }));
    const lastSeen = async () => {
      await t.server.services.devices.heartbeats.flush();
      const row = await t.server.services.db
        .selectFrom('devices')
        .select('last_seen_at')
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow();
      return row.last_seen_at;
    };
    await expect
      .poll(async () => (await page({ search: 'cafe 1' })).items)
      .toEqual([{ name: 'cafe 1', onlineStatus: 'online' }]);
    // Ten minutes, one ping interval at a time: each step's pong is heard before the next.
    for (let step = 0; step < 30; step++) {
      t.clock.advance(SERVER_PING_MS);
      const now = t.clock.now().toISOString();
      await expect.poll(lastSeen, { timeout: EVENT_WITHIN_MS }).toBe(now);
    }
    expect((await page({ search: 'cafe 1' })).items).toEqual([
      { name: 'cafe 1', onlineStatus: 'online' },
    ]);
  });

  it('tells operators a device went offline when its heartbeats stop, within a minute', async () => {
    const { deviceId, deviceToken } = tokens.get('lobby')!;
    const watch = subscribe<{ deviceChanged: { _id: string; onlineStatus: string } }>(
      t.ws({ token: operator }),
      'subscription { deviceChanged { _id onlineStatus } }',
    );
    // Another screen, so the events of the probing renames never pass for this one's.
    await t.untilListening(watch, operator, { ...tokens.get('Atrium')!, name: 'Atrium' });
    holdSubscription(t.ws({ token: deviceToken, answersPings: false }));
    const ofScreen = (e: { data?: { deviceChanged: { _id: string } } | null }) =>
      e.data?.deviceChanged._id === deviceId;
    let event = await watch.nextWhere(ofScreen, 'operators hear the lobby screen come online');
    expect(event.data?.deviceChanged.onlineStatus).toBe('online');
    // The socket stays open but nothing more arrives, not even pongs (a cut cable).
    t.clock.advance(60_000);
    t.clock.advance(15_000);
    event = await watch.nextWhere(ofScreen, 'operators hear the lobby screen go offline');
    expect(event.data?.deviceChanged.onlineStatus).toBe('offline');
  });

  it('renames and deletes devices; a deleted device token stops working', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Capable');
    const blank = await t.gql(
      'mutation($id: ID!) { renameDevice(id: $id, name: "  ") { name } }',
      { id: deviceId },
      { token: operator },
    );
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    const renamed = await t.gql(
      'mutation($id: ID!) { renameDevice(id: $id, name: " Office ") { name } }',
      { id: deviceId },
      { token: operator },
    );
    expect(renamed.data).toEqual({ renameDevice: { name: 'Office' } });
    const deleted = await t.gql(
      'mutation($id: ID!) { deleteDevice(id: $id) }',
      { id: deviceId },
      { token: operator },
    );
    expect(deleted.data).toEqual({ deleteDevice: true });
    const after = await t.gql('{ currentDevice { _id } }', {}, { token: deviceToken });
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
  });

  it('stores the device info and time zone the player reports', async () => {
    const { deviceId, deviceToken } = tokens.get('cafe 1')!;
    const bad = await t.gql(
      'mutation { reportDeviceInfo(timeZone: "Mars/Olympus", info: {}) { _id } }',
      {},
      { token: deviceToken },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const ok = await t.gql(
      'mutation($info: JSON!) { reportDeviceInfo(timeZone: "Europe/Prague", info: $info) { timeZone } }',
      { info: { model: 'QM55B', apiVersion: 3 } },
      { token: deviceToken },
    );
    expect(ok.data).toEqual({ reportDeviceInfo: { timeZone: 'Europe/Prague' } });
    const seen = await t.gql(
      'query($id: ID!) { device(id: $id) { timeZone deviceInfo } }',
      { id: deviceId },
      { token: operator },
    );
    expect(seen.data).toEqual({
      device: { timeZone: 'Europe/Prague', deviceInfo: { model: 'QM55B', apiVersion: 3 } },
    });
    const byOperator = await t.gql(
      'mutation { reportDeviceInfo(info: {}) { _id } }',
      {},
      { token: operator },
    );
    expect(codeOf(byOperator)).toBe('FORBIDDEN');
  });

  it('answers what each screen said it can do, and null for one that said nothing', async () => {
    const { deviceId, deviceToken } = tokens.get('Back office')!;
    const capabilitiesOf = async () =>
      (
        await t.gql<{ device: { capabilities: string[] | null } }>(
          'query($id: ID!) { device(id: $id) { capabilities } }',
          { id: deviceId },
          { token: operator },
        )
      ).data?.device.capabilities;
    await t.gql(
      'mutation($info: JSON!) { reportDeviceInfo(info: $info) { _id } }',
      { info: { model: 'QM55B' } },
      { token: deviceToken },
    );
    expect(await capabilitiesOf()).toBeNull();
    await t.gql(
      'mutation($info: JSON!) { reportDeviceInfo(info: $info) { _id } }',
      // A stray non-string in a player's list is left out, not passed on.
      { info: { model: 'QM55B', capabilities: ['screenshot', 'reboot', 7] } },
      { token: deviceToken },
    );
    expect(await capabilitiesOf()).toEqual(['screenshot', 'reboot']);
  });
});
