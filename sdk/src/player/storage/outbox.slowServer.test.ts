import { describe, expect, it } from 'vitest';
import { FakeHost } from '../../host/index.js';
import type { PlaybackEvent } from '../../model/index.js';
import { VirtualClock } from '../../testing/virtualClock.js';
import { PlaybackOutbox, type NewPlaybackEvent } from './outbox.js';
import { storedOutboxEvents } from './outboxStore.js';

function played(n: number): NewPlaybackEvent {
  const at = new Date(Date.UTC(2026, 0, 5, 9, 0, n)).toISOString();
  return {
    fileIds: [`file-${n}`],
    sceneIds: [`scene-${n}`],
    timestamp: at,
    renderPath: ['playlist-1', `item-${n}`],
    currentItemId: `item-${n}`,
    previousItemId: null,
    triggered: false,
    rule: null,
    startTime: at,
    playlistId: 'playlist-1',
    durationSeconds: 6,
    interrupted: false,
  };
}

/** A server that takes each batch and answers only when the test lets it; it counts every id it records. */
function slowServer() {
  const answers: (() => void)[] = [];
  const server = {
    batches: [] as string[][],
    recordedCount: new Map<string, number>(),
    /** Answers the oldest batch still waiting. */
    answer: () => answers.shift()?.(),
    get waiting() {
      return answers.length;
    },
    deliver: (events: PlaybackEvent[]) =>
      new Promise<{ acknowledgedIds: string[] }>((resolve) => {
        server.batches.push(events.map((e) => e.id));
        answers.push(() => {
          for (const { id } of events)
            server.recordedCount.set(id, (server.recordedCount.get(id) ?? 0) + 1);
          resolve({ acknowledgedIds: events.map((e) => e.id) });
        });
      }),
  };
  return server;
}

describe('playback outbox under a slow server', () => {
  it('stays within maxEvents while a batch hangs, then delivers every kept event exactly once', async () => {
    const clock = new VirtualClock();
    const host = new FakeHost();
    const server = slowServer();
    let n = 0;
    const outbox = await PlaybackOutbox.open({
      state: host.localState,
      deliver: server.deliver,
      scheduler: clock.scheduler,
      maxBatchSize: 3,
      maxEvents: 5,
      newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    });
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) ids.push((await outbox.add(played(i))).id);
    await clock.advance(1_000);
    expect(server.batches).toEqual([ids.slice(0, 3)]);

    // The server holds that batch for ten minutes while the player records 12 more plays.
    for (let i = 4; i <= 15; i++) {
      ids.push((await outbox.add(played(i))).id);
      await clock.advance(50_000);
      expect(outbox.pending.length).toBeLessThanOrEqual(5);
      expect((await storedOutboxEvents(host.localState))?.length).toBeLessThanOrEqual(5);
    }
    // Nothing else was sent while the first batch waited for its answer.
    expect(server.batches).toHaveLength(1);
    expect(outbox.pending.map((e) => e.id)).toEqual(ids.slice(10));

    // It answers at last: the newest five follow in batches, and each id is recorded once.
    while (server.waiting > 0) {
      server.answer();
      await clock.advance(1_000);
    }
    expect(server.batches).toEqual([ids.slice(0, 3), ids.slice(10, 13), ids.slice(13, 15)]);
    const kept = [...ids.slice(0, 3), ...ids.slice(10)];
    expect([...server.recordedCount.keys()].sort()).toEqual(kept.sort());
    expect([...server.recordedCount.values()].every((count) => count === 1)).toBe(true);
    expect(outbox.pending).toEqual([]);
    expect(await storedOutboxEvents(host.localState)).toEqual([]);
  });
});
