import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceLogsDocument, RecordDeviceLogsDocument } from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import { MAX_LOG_LINES_PER_DEVICE, MAX_LOG_PAGE } from './limits.js';
import { LOG_PAGES_RATE_MESSAGE } from './logs.js';

// A screen stuck in a loop sends its log page after page at once: the pages a minute and the
// lines kept per screen hold exactly, over real HTTP, on both databases.

const BURST = 200;
const START = Date.UTC(2030, 0, 1, 8, 0, 0);

/** Page `p` of the burst: lines p*100 … p*100+99, logged in that order. */
const page = (p: number) =>
  Array.from({ length: MAX_LOG_PAGE }, (_, i) => {
    const seq = p * MAX_LOG_PAGE + i;
    return {
      seq,
      level: 'info' as const,
      message: `line ${seq}`,
      loggedAt: new Date(START + seq).toISOString(),
    };
  });

describe('player logs under a burst of 200 pages', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  it('takes exactly 30 pages from one screen and keeps exactly its newest 2,000 lines', async () => {
    const screen = await t.pairDevice(operator, 'Looping');
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, p) =>
        t.attempt(
          RecordDeviceLogsDocument,
          { stream: 'burst', lines: page(p) },
          { token: screen.deviceToken },
        ),
      ),
    );
    const taken = answers.flatMap((a, p) => (a.errors ? [] : [p]));
    const refused = answers.filter((a) => a.errors);
    const { limit } = RATE_LIMITS.deviceLogPagesPerDevice;
    expect(taken).toHaveLength(limit);
    expect(refused).toHaveLength(BURST - limit);
    for (const answer of refused) {
      expect(codeOf(answer)).toBe('TOO_MANY_REQUESTS');
      expect(messageOf(answer)).toBe(LOG_PAGES_RATE_MESSAGE);
    }
    for (const p of taken)
      expect(answers[p]!.data?.recordDeviceLogs.acknowledgedSeq).toBe(p * MAX_LOG_PAGE + 99);

    // 30 pages of 100 lines: the newest 2,000 of their 3,000 lines stay, whatever order they
    // were stored in.
    const expected = taken
      .flatMap((p) => page(p).map((l) => l.message))
      .reverse()
      .slice(0, MAX_LOG_LINES_PER_DEVICE);
    const kept: string[] = [];
    let before: string | undefined;
    for (;;) {
      const logs = (
        await t.request(
          DeviceLogsDocument,
          { id: screen.deviceId, limit: 200, ...(before ? { before } : {}) },
          { token: operator },
        )
      ).device!.logs;
      kept.push(...logs.entries.map((e) => e.message));
      if (!logs.hasOlder) break;
      before = logs.entries.at(-1)!._id;
    }
    expect(kept).toHaveLength(MAX_LOG_LINES_PER_DEVICE);
    expect(kept).toEqual(expected);
  });
});
