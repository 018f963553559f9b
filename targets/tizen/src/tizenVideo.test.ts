import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import type { AVPlayManager } from 'tizen-tv-webapis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTizenHost } from './tizenHost.js';
import { avplayRect, avplayRefusal, HANDOFF_MAX_MS } from './tizenVideo.js';
import { FakeAVPlay } from './testing/fakeAVPlay.js';
import { createReferenceTizen } from './testing/referenceTizen.js';

const A = 'https://media.marquee.test/blobs/a.mp4';
const B = 'https://media.marquee.test/blobs/b.mp4';
const FULL = { x: 0, y: 0, w: 100, h: 100 };

function signageDisplay() {
  const device = createReferenceTizen({ served: new Map() });
  const warn = vi.fn();
  const host = createTizenHost({
    platform: device.platform,
    storage: memoryStorage(),
    fetch: servingFetch(new Map()),
    logger: { warn },
  });
  return { device, host, warn };
}

/** Lets the platform's callbacks and the host's steps run, one virtual millisecond at a time. */
const settle = async (ms = 5) => {
  for (let i = 0; i < ms; i++) await vi.advanceTimersByTimeAsync(1);
};

/** Waits for a host call on virtual time (the platform answers on later ticks), at most 50 ms. */
async function done<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let ms = 0; ms < 50 && !settled; ms++) await vi.advanceTimersByTimeAsync(1);
  return promise;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the AVPlay fake', () => {
  it("refuses what Samsung's reference refuses, with the vendor's error names", async () => {
    const player = new FakeAVPlay();
    expect(() => player.play()).toThrow(expect.objectContaining({ name: 'InvalidStateError' }));
    expect(() => player.setDisplayRect(0, 0, 1920, 1080)).toThrow(
      expect.objectContaining({ name: 'InvalidStateError' }),
    );
    player.open(A);
    expect(() => player.pause()).toThrow(expect.objectContaining({ name: 'InvalidStateError' }));
    player.prepareAsync();
    // Nothing but stop, close and the getters while prepareAsync is under way.
    expect(() => player.play()).toThrow(expect.objectContaining({ name: 'InvalidAccessError' }));
    await settle(1);
    expect(player.state).toBe('READY');
    expect(() => player.jumpForward(1000)).toThrow(
      expect.objectContaining({ name: 'InvalidStateError' }),
    );
    player.play();
    player.pause();
    player.stop();
    expect(player.state).toBe('IDLE');
    // After stop AVPlay is IDLE: play needs a new prepare.
    expect(() => player.play()).toThrow(expect.objectContaining({ name: 'InvalidStateError' }));
    player.close();
    expect(player.state).toBe('NONE');
    expect(player.refused).toEqual([
      'play@NONE: InvalidStateError',
      'setDisplayRect@NONE: InvalidStateError',
      'pause@IDLE: InvalidStateError',
      'play@IDLE: InvalidAccessError',
      'jumpForward@READY: InvalidStateError',
      'play@IDLE: InvalidStateError',
    ]);
  });

  it('hands out at most 4 players from avplaystore at once', () => {
    const { device } = signageDisplay();
    const store = device.platform.webapis.avplaystore!;
    const players = [1, 2, 3, 4].map(() => store.getPlayer());
    expect(() => store.getPlayer()).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    players[0]!.close();
    expect(() => store.getPlayer()).not.toThrow();
  });
});

describe('Tizen video through AVPlay', () => {
  it('prepares ahead, plays, ends and goes to the next video without a gap or an invalid call', async () => {
    const { device, host, warn } = signageDisplay();
    const a = await done(host.video.prepare(A, FULL));
    const b = await done(host.video.prepare(B, FULL));
    const [first, second] = device.players as [FakeAVPlay, FakeAVPlay];
    expect([first.state, second.state]).toEqual(['READY', 'READY']);

    await done(host.video.play(a));
    await settle();
    expect(first.state).toBe('PLAYING');
    first.completeStream();

    // The stage shows the next layer: the old one is released in the same render.
    const released = host.video.release(a);
    const played = host.video.play(b);
    await played;
    // The outgoing video stays up until the incoming one has a frame on the plane.
    expect([first.state, second.state]).toEqual(['PLAYING', 'PLAYING']);
    await settle();
    await done(released);
    expect([first.state, second.state]).toEqual(['NONE', 'PLAYING']);

    expect(device.players.flatMap((p) => p.refused)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(first.calls).toEqual([
      'open@NONE',
      'setListener@IDLE',
      'setDisplayRect@IDLE',
      'prepareAsync@IDLE',
      'getState@READY',
      'getState@READY',
      'getState@READY',
      'play@READY',
      'getState@PLAYING',
      'close@PLAYING',
    ]);
  });

  it('stops a shown video and plays it again from the start, preparing it again in between', async () => {
    const { device, host } = signageDisplay();
    const a = await done(host.video.prepare(A, FULL));
    const [player] = device.players as [FakeAVPlay];
    await done(host.video.play(a));
    await settle();
    await done(host.video.stop(a));
    // Stopped is IDLE; the host buffers it again at once, so the repeat has no gap.
    expect(player.state).toBe('READY');
    await done(host.video.play(a));
    expect(player.state).toBe('PLAYING');
    expect(player.refused).toEqual([]);
  });

  it('starts a video that played to its end over when it is played again', async () => {
    const { device, host } = signageDisplay();
    const a = await done(host.video.prepare(A, FULL));
    const [player] = device.players as [FakeAVPlay];
    await done(host.video.play(a));
    await settle();
    player.completeStream();
    await done(host.video.play(a));
    expect(player.state).toBe('PLAYING');
    expect(player.calls.filter((c) => /^(stop|prepareAsync|play)@/.test(c))).toEqual([
      'prepareAsync@IDLE',
      'play@READY',
      'stop@PLAYING',
      'prepareAsync@IDLE',
      'play@READY',
    ]);
    expect(player.refused).toEqual([]);
  });

  it('lets an outgoing video go after a bounded wait when the next one never shows a frame', async () => {
    const { device, host } = signageDisplay();
    const a = await done(host.video.prepare(A, FULL));
    const b = await done(host.video.prepare(B, FULL));
    const [first, second] = device.players as [FakeAVPlay, FakeAVPlay];
    await done(host.video.play(a));
    await settle();
    // The incoming player is asked to play but its first frame never comes.
    second.play = () => void (second.state = 'PLAYING');
    const released = host.video.release(a);
    await done(host.video.play(b));
    await settle();
    expect(first.state).toBe('PLAYING');
    await vi.advanceTimersByTimeAsync(HANDOFF_MAX_MS);
    await done(released);
    expect(first.state).toBe('NONE');
  });

  it('reports a video AVPlay cannot open and closes its player; logs playback errors', async () => {
    const { device, host, warn } = signageDisplay();
    await expect(done(host.video.prepare('ftp://nowhere/a.mp4', FULL))).rejects.toMatchObject({
      code: 'PLATFORM_ERROR',
      message: expect.stringContaining('InvalidValuesError'),
    });
    expect(device.players[0]!.state).toBe('NONE');
    await done(host.video.prepare(A, FULL));
    device.players[1]!.failPlayback('PLAYER_ERROR_CONNECTION_FAILED');
    expect(warn).toHaveBeenCalledWith('AVPlay reported a playback error', {
      url: A,
      error: 'PLAYER_ERROR_CONNECTION_FAILED',
    });
  });

  it('places the video on the 1920 x 1080 grid by its box on the screen', () => {
    expect(avplayRect({ x: 55, y: 10, w: 25, h: 25 })).toEqual([1056, 108, 480, 270]);
    // Neighbouring boxes share their edge on the grid, with no pixel lost to rounding.
    expect(avplayRect({ x: 0, y: 0, w: 100 / 3, h: 100 })[2]).toBe(640);
    expect(avplayRect({ x: 100 / 3, y: 0, w: 100 / 3, h: 100 })).toEqual([640, 0, 640, 1080]);
  });
});

/**
 * What AVPlay's typing (@types/tizen-tv-webapis 2.0.9) offers an instance for turning or muting.
 * The typing is not the whole reference: it also lacks getVideoSeamlessInfo(), which Samsung's
 * AVPlay page lists, and setVideoStillMode(), which Samsung's signage guide calls on avplaystore
 * players. Mute is settled by the references (tvaudiocontrol's mute is the set's); rotation on
 * AVPlay is only undocumented: public signage players call setDisplayRotation on it, which is
 * documented for AVPlayExtension (6.5, B2B).
 */
type Offered<K extends string> = K extends keyof AVPlayManager ? K : never;
const NOT_OFFERED: [
  Offered<'setDisplayRotation' | 'getDisplayRotation' | 'setMute' | 'setVolume'>,
] extends [never]
  ? true
  : false = true;

describe('Tizen video with sound off or a turned stage', () => {
  it('has no typed AVPlay call to turn or mute one video', () => {
    // Compile-time: none of these is a member of AVPlayManager; setSilentSubtitle hides
    // subtitles only.
    expect(NOT_OFFERED).toBe(true);
    expect(avplayRefusal(undefined)).toBeNull();
    expect(avplayRefusal({ muted: false, rotation: 0 })).toBeNull();
    expect(avplayRefusal({ muted: true, rotation: 0 })).toMatch(/no mute/);
    expect(avplayRefusal({ muted: false, rotation: 270 })).toMatch(/270 degrees/);
  });

  it('refuses a muted or turned video with METHOD_NOT_AVAILABLE before taking a player', async () => {
    const { device, host, warn } = signageDisplay();
    for (const options of [
      { muted: true, rotation: 0 as const },
      { muted: false, rotation: 90 as const },
      { muted: false, rotation: 180 as const },
      { muted: true, rotation: 270 as const },
    ])
      await expect(done(host.video.prepare(A, FULL, options))).rejects.toMatchObject({
        code: 'METHOD_NOT_AVAILABLE',
      });
    expect(device.players).toHaveLength(0);
    // A video with sound on a stage that is not turned still gets its player.
    await done(host.video.prepare(A, FULL, { muted: false, rotation: 0 }));
    expect(device.players.map((p) => p.state)).toEqual(['READY']);
    expect(device.players.flatMap((p) => p.refused)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
