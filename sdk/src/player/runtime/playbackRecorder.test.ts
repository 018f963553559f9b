import { describe, expect, it } from 'vitest';
import { FakeHost } from '../../host/index.js';
import { settle } from '../../testing/virtualClock.js';
import type { NewPlaybackEvent } from '../storage/outbox.js';
import { storedOutboxEvents } from '../storage/outboxStore.js';
import { createPlaybackRecorder } from './playbackRecorder.js';

const event: NewPlaybackEvent = {
  fileIds: ['f1'],
  sceneIds: ['s1'],
  timestamp: '2026-11-16T09:00:10.000Z',
  renderPath: ['p'],
  currentItemId: 'a',
  previousItemId: null,
  triggered: false,
  rule: null,
  startTime: '2026-11-16T09:00:00.000Z',
  playlistId: 'p',
  durationSeconds: 10,
  interrupted: false,
};

describe('playback recorder', () => {
  it('keeps events in the persisted outbox while the server cannot take them yet', async () => {
    const host = new FakeHost();
    const recorder = createPlaybackRecorder(host.localState);
    recorder.record(event); // before the outbox has opened
    await settle();
    recorder.record({ ...event, currentItemId: 'b', previousItemId: 'a' });
    await settle();
    const stored = (await storedOutboxEvents(host.localState)) ?? [];
    expect(stored.map((e) => e.currentItemId)).toEqual(['a', 'b']);
    expect(new Set(stored.map((e) => e.id)).size).toBe(2);
    recorder.close();
  });

  it('sends what it kept as soon as it is flushed, without waiting for the backoff', async () => {
    const host = new FakeHost();
    const delivered: string[][] = [];
    let serverUp = false;
    const recorder = createPlaybackRecorder(host.localState, async (batch) => {
      if (!serverUp) throw new Error('server down');
      delivered.push(batch.map((e) => e.currentItemId));
      return { acknowledgedIds: batch.map((e) => e.id) };
    });
    await settle();
    recorder.record(event);
    await settle();
    serverUp = true; // the server is back; the outbox's own retry is still seconds away
    recorder.flush();
    await settle();
    expect(delivered).toEqual([['a']]);
    expect(await storedOutboxEvents(host.localState)).toEqual([]);
    recorder.close();
  });

  it('lists the plays the server has not acknowledged, for the play quotas', async () => {
    const host = new FakeHost();
    let serverUp = false;
    const recorder = createPlaybackRecorder(host.localState, async (batch) => {
      if (!serverUp) throw new Error('server down');
      return { acknowledgedIds: batch.map((e) => e.id) };
    });
    recorder.record(event); // before the outbox has opened
    const play = { fileIds: ['f1'], startedAt: Date.parse(event.startTime) };
    expect(recorder.uncountedPlays()).toEqual([play]);
    await settle();
    recorder.record({ ...event, fileIds: ['f2'] });
    expect(recorder.uncountedPlays()).toEqual([play, { ...play, fileIds: ['f2'] }]);
    serverUp = true;
    recorder.flush();
    await settle();
    expect(recorder.uncountedPlays()).toEqual([]);
    recorder.close();
  });
});
