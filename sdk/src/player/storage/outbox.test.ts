import { describe, expect, it } from 'vitest';
import { FakeHost } from '../../host/index.js';
import { playbackEventSchema, type PlaybackEvent } from '../../model/index.js';
import { VirtualClock } from '../../testing/virtualClock.js';
import { PlaybackOutbox, type DeliverPlaybackEvents, type NewPlaybackEvent } from './outbox.js';
import { OUTBOX_KEY, OUTBOX_PAGE_SIZE, storedOutboxEvents } from './outboxStore.js';

function played(itemId: string, second = 0): NewPlaybackEvent {
  const at = new Date(Date.UTC(2026, 0, 5, 9, 0, second)).toISOString();
  return {
    fileIds: [`file-${itemId}`],
    sceneIds: [`scene-${itemId}`],
    timestamp: at,
    renderPath: ['playlist-1', itemId],
    currentItemId: itemId,
    previousItemId: null,
    triggered: false,
    rule: null,
    startTime: at,
    playlistId: 'playlist-1',
    durationSeconds: 6,
    interrupted: false,
  };
}

/** A server that records each id once and can be made unreachable. */
function fakeServer() {
  const server = {
    online: true,
    batches: [] as string[][],
    recorded: new Map<string, PlaybackEvent>(),
    deliver: (async (events) => {
      server.batches.push(events.map((e) => e.id));
      if (!server.online) throw new Error('Failed to fetch');
      for (const event of events) server.recorded.set(event.id, event);
      return { acknowledgedIds: events.map((e) => e.id) };
    }) as DeliverPlaybackEvents,
  };
  return server;
}

function setup(overrides: Partial<Parameters<typeof PlaybackOutbox.open>[0]> = {}) {
  const clock = new VirtualClock();
  const host = new FakeHost();
  const server = fakeServer();
  let n = 0;
  const open = (state = host.localState) =>
    PlaybackOutbox.open({
      state,
      deliver: server.deliver,
      scheduler: clock.scheduler,
      newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      ...overrides,
    });
  return { clock, host, server, open };
}

describe('playback outbox', () => {
  it('stores each event with an id at once and sends it after the batching wait', async () => {
    const { clock, host, server, open } = setup();
    const outbox = await open();
    const event = await outbox.add(played('item-1'));
    expect(playbackEventSchema.parse(event)).toEqual(event);
    expect(await storedOutboxEvents(host.localState)).toEqual([event]);
    await clock.advance(999);
    expect(server.batches).toEqual([]);
    await clock.advance(1);
    expect(server.batches).toEqual([[event.id]]);
    expect(outbox.pending).toEqual([]);
    expect(await storedOutboxEvents(host.localState)).toEqual([]);
  });

  it('gives real UUIDs by default', async () => {
    const clock = new VirtualClock();
    const outbox = await PlaybackOutbox.open({
      state: new FakeHost().localState,
      deliver: fakeServer().deliver,
      scheduler: clock.scheduler,
    });
    const { id } = await outbox.add(played('a'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sends in batches of at most the batch size, oldest first', async () => {
    const { clock, server, open } = setup({ maxBatchSize: 50 });
    const outbox = await open();
    for (let i = 0; i < 120; i++) await outbox.add(played(`item-${i}`, i % 60));
    await clock.advance(1000);
    expect(server.batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(server.recorded.size).toBe(120);
    expect(server.batches[0]?.[0]).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('keeps events while the server is unreachable, retrying with growing waits', async () => {
    const { clock, server, open } = setup({ retry: { firstDelayMs: 5000, maxDelayMs: 20_000 } });
    server.online = false;
    const outbox = await open();
    const event = await outbox.add(played('item-1'));
    await clock.advance(1000); // first attempt
    await clock.advance(5000); // second, after 5 s
    await clock.advance(10_000); // third, after 10 s
    await clock.advance(20_000); // fourth, after 20 s
    await clock.advance(20_000); // fifth: the wait stops growing at 20 s
    expect(server.batches).toHaveLength(5);
    expect(outbox.pending).toEqual([event]);
    // New events do not cut the wait short...
    const second = await outbox.add(played('item-2'));
    await clock.advance(19_999);
    expect(server.batches).toHaveLength(5);
    server.online = true;
    await clock.advance(1);
    // ...and everything leaves with the ids it had from the start.
    expect(server.batches.at(-1)).toEqual([event.id, second.id]);
    expect(outbox.pending).toEqual([]);
    expect([...server.recorded.keys()][0]).toBe(event.id);
  });

  it('survives a restart: a new outbox over the same state sends what was kept, same ids', async () => {
    const { clock, host, server, open } = setup();
    server.online = false;
    const before = await open();
    const kept = [await before.add(played('a')), await before.add(played('b'))];
    await clock.advance(1000);
    before.close();
    const restartedHost = new FakeHost({ stateStore: host.localState.values });
    server.online = true;
    const after = await open(restartedHost.localState);
    expect(after.pending).toEqual(kept);
    await clock.advance(0);
    expect(server.batches.at(-1)).toEqual(kept.map((e) => e.id));
    expect(await storedOutboxEvents(restartedHost.localState)).toEqual([]);
  });

  it('waits openDelayMs before sending what was kept, and sends at once on flush', async () => {
    const { clock, host, server, open } = setup({ openDelayMs: 5_000 });
    const before = await open();
    server.online = false;
    const kept = await before.add(played('a'));
    await clock.advance(1000);
    before.close();
    server.online = true;
    const sentBefore = server.batches.length;
    const after = await open(new FakeHost({ stateStore: host.localState.values }).localState);
    await clock.advance(4_999);
    expect(server.batches).toHaveLength(sentBefore);
    await clock.advance(1);
    expect(server.batches.at(-1)).toEqual([kept.id]);

    await after.add(played('b'));
    after.close();
    const again = await open(new FakeHost({ stateStore: host.localState.values }).localState);
    await again.flush();
    expect(again.pending).toEqual([]);
  });

  it('resends only what the server did not acknowledge, with the same ids', async () => {
    const { clock, server, open } = setup();
    let first = true;
    server.deliver = async (events) => {
      server.batches.push(events.map((e) => e.id));
      // The first answer acknowledges only the first event (e.g. the rest timed out server-side).
      const ids = first ? [events[0]!.id] : events.map((e) => e.id);
      first = false;
      return { acknowledgedIds: ids };
    };
    const outbox = await open();
    const [a, b, c] = [
      await outbox.add(played('a')),
      await outbox.add(played('b')),
      await outbox.add(played('c')),
    ];
    await clock.advance(1000);
    expect(server.batches).toEqual([
      [a.id, b.id, c.id],
      [b.id, c.id],
    ]);
    expect(outbox.pending).toEqual([]);
  });

  it('sends at once on flush, skipping the retry wait', async () => {
    const { clock, server, open } = setup();
    server.online = false;
    const outbox = await open();
    await outbox.add(played('a'));
    await clock.advance(1000);
    server.online = true;
    await outbox.flush();
    expect(server.batches).toHaveLength(2);
    expect(outbox.pending).toEqual([]);
  });

  it('does not lose events recorded while a batch is on its way', async () => {
    const { clock, server, open } = setup();
    let release: () => void = () => {};
    const deliver = server.deliver;
    server.deliver = async (events) => {
      if (server.batches.length === 0) await new Promise<void>((resolve) => (release = resolve));
      return deliver(events);
    };
    const outbox = await open();
    await outbox.add(played('a'));
    await clock.advance(1000);
    const late = await outbox.add(played('late'));
    release();
    await clock.advance(0);
    expect(server.batches.at(-1)).toEqual([late.id]);
    expect(server.recorded.size).toBe(2);
    expect(outbox.pending).toEqual([]);
  });

  it('keeps at most maxEvents while offline, dropping the oldest', async () => {
    const { clock, server, open } = setup({ maxEvents: 3 });
    server.online = false;
    const outbox = await open();
    const events = [];
    for (const id of ['a', 'b', 'c', 'd', 'e']) events.push(await outbox.add(played(id)));
    expect(outbox.pending.map((e) => e.currentItemId)).toEqual(['c', 'd', 'e']);
    server.online = true;
    await outbox.flush();
    expect([...server.recorded.keys()]).toEqual(events.slice(2).map((e) => e.id));
    await clock.advance(0);
  });

  it('refuses a malformed event when it is recorded', async () => {
    const { host, open } = setup();
    const outbox = await open();
    await expect(outbox.add({ ...played('a'), durationSeconds: -1 })).rejects.toThrow();
    await expect(outbox.add({ ...played('a'), timestamp: 'yesterday' })).rejects.toThrow();
    expect(outbox.pending).toEqual([]);
    expect(await host.localState.get(OUTBOX_KEY)).toBeUndefined();
  });

  it('reads the one-list form of earlier players and writes pages from then on', async () => {
    const { host, open } = setup();
    const old = { ...played('a'), id: 'old-id' };
    await host.localState.set(OUTBOX_KEY, [old]);
    const outbox = await open();
    const added = await outbox.add(played('b'));
    expect(await host.localState.get(OUTBOX_KEY)).toEqual({ version: 2, pages: [0] });
    expect(await storedOutboxEvents(host.localState)).toEqual([old, added]);
  });

  it('writes one page per play, not the whole outbox, while the server is away', async () => {
    const { host, server, open } = setup();
    server.online = false;
    const outbox = await open();
    for (let i = 0; i < OUTBOX_PAGE_SIZE * 2 + 5; i++) await outbox.add(played(`item-${i}`));
    const writes: string[] = [];
    const set = host.localState.set.bind(host.localState);
    host.localState.set = async (key, value) => {
      writes.push(key);
      return set(key, value);
    };
    await outbox.add(played('one-more'));
    expect(writes).toEqual([`${OUTBOX_KEY}.2`]);
    const stored = await storedOutboxEvents(host.localState);
    expect(stored?.map((e) => e.currentItemId)).toEqual(outbox.pending.map((e) => e.currentItemId));
    expect(stored).toHaveLength(OUTBOX_PAGE_SIZE * 2 + 6);
  });

  it('drops stored entries that no longer parse, keeping the rest', async () => {
    const { host, open } = setup();
    const good = { ...played('a'), id: 'kept-id' };
    await host.localState.set(OUTBOX_KEY, [good, { id: 'broken' }, 'junk']);
    const outbox = await open();
    expect(outbox.pending).toEqual([good]);
  });
});
