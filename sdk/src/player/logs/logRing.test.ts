import { describe, expect, it } from 'vitest';
import { MemoryLocalState } from '../../host/index.js';
import { VirtualClock } from '../../testing/virtualClock.js';
import { LOG_KEY, LogRing, type LogLine } from './logRing.js';
import { startLogSender, type DeliverLogLines } from './logSender.js';

/** A server that stores each (stream, seq) once and can be made unreachable. */
function fakeServer() {
  const server = {
    online: true,
    pages: [] as number[][],
    stored: new Map<string, LogLine>(),
    deliver: (async (stream, lines) => {
      server.pages.push(lines.map((l) => l.seq));
      if (!server.online) throw new Error('Failed to fetch');
      for (const line of lines) server.stored.set(`${stream}:${line.seq}`, line);
      return { acknowledgedSeq: lines.at(-1)!.seq };
    }) as DeliverLogLines,
  };
  return server;
}

function setup() {
  const clock = new VirtualClock();
  const values = new Map<string, string>();
  let streams = 0;
  const open = (options: Partial<ConstructorParameters<typeof LogRing>[0]> = {}) =>
    new LogRing({
      state: new MemoryLocalState(values),
      scheduler: clock.scheduler,
      newStream: () => `stream-${++streams}`,
      now: () => Date.UTC(2026, 10, 28, 12, 0, 0) + clock.now(),
      ...options,
    });
  return { clock, values, open };
}

const stored = (values: Map<string, string>) =>
  JSON.parse(values.get(LOG_KEY) ?? 'null') as { stream: string; lines: LogLine[] } | null;

describe('the player log ring', () => {
  it('numbers lines at once and writes them together after the batching wait', async () => {
    const { clock, values, open } = setup();
    const ring = open();
    await ring.ready;
    ring.append('info', 'started');
    ring.append('warn', 'slow download');
    expect(ring.pending.map((l) => [l.seq, l.level, l.message])).toEqual([
      [0, 'info', 'started'],
      [1, 'warn', 'slow download'],
    ]);
    expect(ring.pending[0]!.loggedAt).toBe('2026-11-28T12:00:00.000Z');
    await clock.advance(1_999);
    expect(stored(values)?.lines ?? []).toHaveLength(0);
    await clock.advance(1);
    expect(stored(values)?.lines.map((l) => l.message)).toEqual(['started', 'slow download']);
  });

  it('keeps its lines, stream and numbering across a restart', async () => {
    const { clock, open } = setup();
    const first = open();
    first.append('error', 'before the store was read');
    await first.ready;
    first.append('crash', 'boom');
    await clock.advance(2_000);
    const again = open();
    again.append('info', 'after restart');
    await again.ready;
    expect(again.streamId).toBe('stream-1');
    expect(again.pending.map((l) => [l.seq, l.message])).toEqual([
      [0, 'before the store was read'],
      [1, 'boom'],
      [2, 'after restart'],
    ]);
  });

  it('stays within its bounds under a flood of 10,000 lines, dropping the oldest', async () => {
    const { clock, values, open } = setup();
    const ring = open({ maxLines: 500, maxLineChars: 1_000, maxTotalChars: 200_000 });
    await ring.ready;
    const long = 'x'.repeat(5_000);
    for (let i = 0; i < 10_000; i++) ring.append('error', `${i} ${i % 2 ? long : 'short'}`);
    expect(ring.pending.length).toBeLessThanOrEqual(500);
    expect(ring.pending.every((l) => l.message.length <= 1_000)).toBe(true);
    expect(ring.pending.reduce((n, l) => n + l.message.length, 0)).toBeLessThanOrEqual(200_000);
    expect(ring.pending.at(-1)!.seq).toBe(9_999);
    expect(ring.pending.at(-1)!.message.startsWith('9999 ')).toBe(true);
    // Ten thousand lines in one moment are one write, not ten thousand.
    let writes = 0;
    const state = new MemoryLocalState(values);
    const counting = open({
      state: {
        ...state,
        set: async (k, v) => (writes++, state.set(k, v)),
        get: (k) => state.get(k),
        remove: (k) => state.remove(k),
        keys: () => state.keys(),
      },
    });
    await counting.ready;
    await clock.advance(2_000);
    writes = 0;
    for (let i = 0; i < 10_000; i++) counting.append('info', `line ${i}`);
    await clock.advance(2_000);
    expect(writes).toBe(1);
    expect(JSON.stringify(stored(values)).length).toBeLessThan(300_000);
  });

  it('cleans characters the server refuses', async () => {
    const { open } = setup();
    const ring = open();
    await ring.ready;
    ring.append('info', 'a\u0000b\u202Ec\td\ne');
    expect(ring.pending[0]!.message).toBe('a b c\td\ne');
  });
});

describe('sending the log', () => {
  it('sends pages of at most 100 lines and forgets what the server acknowledged', async () => {
    const { clock, values, open } = setup();
    const server = fakeServer();
    const ring = open();
    await ring.ready;
    for (let i = 0; i < 250; i++) ring.append('info', `line ${i}`);
    const sender = startLogSender({ ring, deliver: server.deliver, scheduler: clock.scheduler });
    await clock.advance(0);
    expect(server.pages.map((p) => p.length)).toEqual([100, 100, 50]);
    expect(ring.pending).toEqual([]);
    await clock.advance(2_000);
    expect(stored(values)?.lines).toEqual([]);
    sender.stop();
  });

  it('keeps lines while offline, retries with growing waits and sends them once back', async () => {
    const { clock, open } = setup();
    const server = fakeServer();
    server.online = false;
    const ring = open();
    await ring.ready;
    ring.append('error', 'no network');
    const sender = startLogSender({
      ring,
      deliver: server.deliver,
      scheduler: clock.scheduler,
      retry: { firstDelayMs: 10_000, maxDelayMs: 40_000 },
    });
    await clock.advance(0); // first attempt
    await clock.advance(10_000);
    await clock.advance(20_000);
    await clock.advance(40_000);
    await clock.advance(40_000); // the wait stops growing
    expect(server.pages).toHaveLength(5);
    expect(ring.pending.map((l) => l.message)).toEqual(['no network']);
    server.online = true;
    sender.flush();
    await clock.advance(0);
    expect([...server.stored.values()].map((l) => l.message)).toEqual(['no network']);
    expect(ring.pending).toEqual([]);
    sender.stop();
  });

  it('sends a page again after a lost answer with the same numbers, so it is stored once', async () => {
    const { clock, open } = setup();
    const server = fakeServer();
    let loseAnswer = true;
    const deliver: DeliverLogLines = async (stream, lines) => {
      const answer = await server.deliver(stream, lines);
      if (loseAnswer) {
        loseAnswer = false;
        throw new Error('connection reset');
      }
      return answer;
    };
    const ring = open();
    await ring.ready;
    ring.append('warn', 'once');
    const sender = startLogSender({ ring, deliver, scheduler: clock.scheduler });
    await clock.advance(0);
    await clock.advance(10_000);
    expect(server.pages).toEqual([[0], [0]]);
    expect(server.stored.size).toBe(1);
    expect(ring.pending).toEqual([]);
    sender.stop();
  });

  it('sends what was kept after startDelayMs, or at once on flush', async () => {
    const { clock, open } = setup();
    const server = fakeServer();
    const ring = open();
    await ring.ready;
    ring.append('info', 'kept');
    const sender = startLogSender({
      ring,
      deliver: server.deliver,
      scheduler: clock.scheduler,
      startDelayMs: 5_000,
    });
    await clock.advance(4_999);
    expect(server.pages).toEqual([]);
    await clock.advance(1);
    expect(server.pages).toEqual([[0]]);
    sender.stop();

    ring.append('info', 'again');
    const next = startLogSender({
      ring,
      deliver: server.deliver,
      scheduler: clock.scheduler,
      startDelayMs: 5_000,
    });
    next.flush();
    await clock.advance(0);
    expect(server.pages).toEqual([[0], [1]]);
    next.stop();
  });

  it('waits after a new line so that lines travel together', async () => {
    const { clock, open } = setup();
    const server = fakeServer();
    const ring = open();
    await ring.ready;
    const sender = startLogSender({ ring, deliver: server.deliver, scheduler: clock.scheduler });
    await clock.advance(0);
    ring.append('info', 'a');
    await clock.advance(5_000);
    ring.append('info', 'b');
    await clock.advance(4_999);
    expect(server.pages).toEqual([]);
    await clock.advance(1);
    expect(server.pages).toEqual([[0, 1]]);
    sender.stop();
  });
});
