import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../test/accounts.js';
import { TestServer } from '../../test/harness.js';

const HOURS = 60 * 60_000;

interface Row {
  name: string;
  recentErrorCount: number;
  playerVersion: string | null;
  storage: { freeBytes: number; totalBytes: number | null } | null;
  keptContent: { state: string; kept: number; total: number } | null;
}

const PAGE = `query($problems: Boolean) {
  devicePage(problems: $problems, sort: { field: name, direction: asc }) {
    totalCount
    items { name recentErrorCount playerVersion storage { freeBytes totalBytes } keptContent { state kept total } }
  }
}`;

describe("the screens list's health columns", () => {
  let t: TestServer;
  let operator: string;
  const screens: Record<string, { deviceId: string; deviceToken: string }> = {};

  const page = async (problems: boolean | null = null, token = operator) => {
    const res = await t.gql<{ devicePage: { totalCount: number; items: Row[] } }>(
      PAGE,
      { problems },
      { token },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.devicePage;
  };
  const log = async (name: string, lines: { level: string; hoursAgo: number }[], from = 0) => {
    const now = t.clock.now().getTime();
    const res = await t.gql(
      'mutation($lines: [DeviceLogLineInput!]!) { recordDeviceLogs(stream: "s", lines: $lines) { acknowledgedSeq } }',
      {
        lines: lines.map((l, i) => ({
          seq: from + i,
          level: l.level,
          message: `line ${i}`,
          loggedAt: new Date(now - l.hoursAgo * HOURS).toISOString(),
        })),
      },
      { token: screens[name]!.deviceToken },
    );
    expect(res.errors).toBeUndefined();
  };
  const online = (name: string) => {
    // An open subscription is what keeps a screen online.
    const client = t.ws({ token: screens[name]!.deviceToken });
    void client
      .iterate({ query: 'subscription { currentDeviceChanged { _id } }' })
      .next()
      .catch(() => undefined);
  };

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    for (const name of ['Atrium', 'Bar', 'Cafe'])
      screens[name] = await t.pairDevice(operator, name);
  });
  afterAll(() => t.close());

  it('counts error and crash lines of the last 24 hours, per screen, in one page', async () => {
    await log('Atrium', [
      { level: 'error', hoursAgo: 1 },
      { level: 'crash', hoursAgo: 2 },
      { level: 'warn', hoursAgo: 1 },
      { level: 'error', hoursAgo: 25 },
    ]);
    await log('Bar', [{ level: 'info', hoursAgo: 0 }]);
    const rows = (await page()).items;
    expect(rows.map((r) => [r.name, r.recentErrorCount])).toEqual([
      ['Atrium', 2],
      ['Bar', 0],
      ['Cafe', 0],
    ]);
  });

  it('shows what the player reported about its version, storage and kept content', async () => {
    const report = (name: string, info: Record<string, unknown>) =>
      t.gql(
        'mutation($info: JSON!) { reportDeviceInfo(info: $info) { _id } }',
        { info },
        {
          token: screens[name]!.deviceToken,
        },
      );
    await report('Atrium', {
      playerVersion: '2.4.1',
      storage: { freeBytes: 2_000_000_000, totalBytes: 8_000_000_000 },
      keptContent: { kept: 3, total: 10 },
    });
    await report('Bar', {
      playerVersion: '2.4.0',
      keptContent: { kept: 4, total: 9, storageFull: true },
    });
    await report('Cafe', { playerVersion: '2.4.1', keptContent: { kept: 7, total: 7 } });
    const rows = (await page()).items;
    expect(
      rows.map(({ name, playerVersion, storage, keptContent }) => ({
        name,
        playerVersion,
        storage,
        keptContent,
      })),
    ).toEqual([
      {
        name: 'Atrium',
        playerVersion: '2.4.1',
        storage: { freeBytes: 2_000_000_000, totalBytes: 8_000_000_000 },
        keptContent: { state: 'downloading', kept: 3, total: 10 },
      },
      {
        name: 'Bar',
        playerVersion: '2.4.0',
        storage: null,
        keptContent: { state: 'storageFull', kept: 4, total: 9 },
      },
      {
        name: 'Cafe',
        playerVersion: '2.4.1',
        storage: null,
        keptContent: { state: 'allKept', kept: 7, total: 7 },
      },
    ]);
  });

  it('"Has problems" lists screens that are offline or logged errors in the last day', async () => {
    online('Atrium');
    online('Cafe');
    await expect
      .poll(async () => (await page(true)).items.map((r) => r.name))
      .toEqual(['Atrium', 'Bar']);
    // Atrium's errors age out of the day; Bar is still offline.
    t.clock.advance(23.5 * HOURS);
    online('Atrium');
    online('Cafe');
    await log('Cafe', [{ level: 'crash', hoursAgo: 0 }]);
    await expect
      .poll(async () => (await page(true)).items.map((r) => r.name))
      .toEqual(['Bar', 'Cafe']);
  });

  it('another account sees none of it', async () => {
    const stranger = await signUpAccount(t, 'health-stranger@example.com');
    expect(await page(true, stranger)).toEqual({ totalCount: 0, items: [] });
  });
});
