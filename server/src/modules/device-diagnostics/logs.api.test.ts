import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import { DeviceLogsDocument, RecordDeviceLogsDocument } from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { MAX_LOG_LINES_PER_DEVICE } from './limits.js';
import { LOG_PAGES_RATE_MESSAGE } from './logs.js';

// A screen sends its player's log in pages; each line is stored once, the newest 2,000 are
// kept, and users of its account with device:read read them newest first, a page at a time.

type Level = 'info' | 'warn' | 'error' | 'crash';
const line = (seq: number, level: Level = 'info', at = Date.UTC(2030, 0, 1, 8, 0, 0) + seq) => ({
  seq,
  level,
  message: `line ${seq}`,
  loggedAt: new Date(at).toISOString(),
});

describe('player logs', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const send = (token: string, lines: ReturnType<typeof line>[], stream = 'stream-1') =>
    t.attempt(RecordDeviceLogsDocument, { stream, lines }, { token });
  const read = async (
    deviceId: string,
    args: { levels?: Level[]; before?: string; limit?: number } = {},
    token = operator,
  ) => (await t.request(DeviceLogsDocument, { id: deviceId, ...args }, { token })).device!.logs;

  it('stores a page once, however often it is sent, and reads it newest first', async () => {
    const screen = await t.pairDevice(operator, 'Logging');
    const page = [line(0), line(1, 'warn'), line(2, 'crash')];
    const first = await send(screen.deviceToken, page);
    expect(first.data?.recordDeviceLogs.acknowledgedSeq).toBe(2);
    // A page sent again after a lost answer changes nothing.
    expect((await send(screen.deviceToken, page)).data?.recordDeviceLogs.acknowledgedSeq).toBe(2);
    const logs = await read(screen.deviceId);
    expect(logs.entries.map((e) => [e.level, e.message])).toEqual([
      ['crash', 'line 2'],
      ['warn', 'line 1'],
      ['info', 'line 0'],
    ]);
    expect(logs.hasOlder).toBe(false);
    // A new stream (the player's storage was wiped) starts its numbers again.
    await send(screen.deviceToken, [line(0, 'error', Date.UTC(2030, 0, 1, 9))], 'stream-2');
    expect((await read(screen.deviceId)).entries[0]).toMatchObject({ level: 'error' });
  });

  it('pages with before, filters by level, and keeps only the newest 2,000 lines', async () => {
    const screen = await t.pairDevice(operator, 'Chatty');
    for (let start = 0; start < MAX_LOG_LINES_PER_DEVICE + 200; start += 100)
      await send(
        screen.deviceToken,
        Array.from({ length: 100 }, (_, i) =>
          line(start + i, (start + i) % 100 === 0 ? 'crash' : 'info'),
        ),
      );
    const newest = await read(screen.deviceId, { limit: 200 });
    expect(newest.entries).toHaveLength(200);
    expect(newest.entries[0]!.message).toBe('line 2199');
    expect(newest.hasOlder).toBe(true);
    let before = newest.entries.at(-1)!._id;
    let total = newest.entries.length;
    for (;;) {
      const page = await read(screen.deviceId, { limit: 200, before });
      total += page.entries.length;
      if (!page.hasOlder) {
        expect(page.entries.at(-1)!.message).toBe('line 200');
        break;
      }
      before = page.entries.at(-1)!._id;
    }
    expect(total).toBe(MAX_LOG_LINES_PER_DEVICE);
    const crashes = await read(screen.deviceId, { levels: ['crash'] });
    expect(crashes.entries.map((e) => e.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `line ${2100 - 100 * i}`),
    );
  }, 120_000);

  it('bounds what a screen may send', async () => {
    const screen = await t.pairDevice(operator, 'Bounded');
    const tooMany = Array.from({ length: 101 }, (_, i) => line(i));
    expect(codeOf(await send(screen.deviceToken, tooMany))).toBe('BAD_USER_INPUT');
    const long = { ...line(0), message: 'x'.repeat(1_001) };
    expect(codeOf(await send(screen.deviceToken, [long]))).toBe('BAD_USER_INPUT');
    const control = { ...line(0), message: 'bell \u0007' };
    expect(codeOf(await send(screen.deviceToken, [control]))).toBe('BAD_USER_INPUT');
    expect(codeOf(await send(screen.deviceToken, [line(-1)]))).toBe('BAD_USER_INPUT');
    expect((await read(screen.deviceId)).entries).toEqual([]);
    // A clock far ahead is not believed: the line is dated when it arrived.
    const ahead = line(0, 'info', Date.UTC(2099, 0, 1));
    await send(screen.deviceToken, [ahead]);
    expect((await read(screen.deviceId)).entries[0]!.loggedAt).toBe(t.clock.now().toISOString());
  });

  it('takes at most 30 pages a minute from one screen; the rest wait', async () => {
    const screen = await t.pairDevice(operator, 'Looping');
    for (let i = 0; i < 30; i++)
      expect((await send(screen.deviceToken, [line(i, 'error')])).errors).toBeUndefined();
    const refused = await send(screen.deviceToken, [line(30, 'error')]);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(messageOf(refused)).toBe(LOG_PAGES_RATE_MESSAGE);
    // Another screen is not held back by this one.
    const other = await t.pairDevice(operator, 'Quiet');
    expect((await send(other.deviceToken, [line(0)])).errors).toBeUndefined();
    t.clock.advance(60_000);
    expect((await send(screen.deviceToken, [line(30, 'error')])).errors).toBeUndefined();
  });

  it('is read only by users of the account who may read screens; a user cannot send', async () => {
    const screen = await t.pairDevice(operator, 'Private log');
    await send(screen.deviceToken, [line(0, 'error')]);
    expect(codeOf(await send(operator, [line(1)]))).toBe('FORBIDDEN');
    const other = await signUpAccount(t, 'other-logs@example.com');
    const foreign = await t.attempt(DeviceLogsDocument, { id: screen.deviceId }, { token: other });
    expect(foreign.data?.device ?? null).toBeNull();
    const mediaOnly = await invitedUser(t, operator, 'logs-media@example.com', ['media:read']);
    const refused = await t.attempt(
      DeviceLogsDocument,
      { id: screen.deviceId },
      { token: mediaOnly },
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    const reader = await invitedUser(t, operator, 'logs-reader@example.com', ['device:read']);
    expect((await read(screen.deviceId, {}, reader)).entries).toHaveLength(1);
    const own = await t.gql<{ currentDevice: { logs: { entries: unknown[] } } }>(
      '{ currentDevice { logs { entries { _id } } } }',
      {},
      { token: screen.deviceToken },
    );
    expect(own.data?.currentDevice.logs.entries).toEqual([]);
  });
});
