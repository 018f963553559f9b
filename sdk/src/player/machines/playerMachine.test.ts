import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { PAIRING_CODE_TTL_MS } from '../../model/index.js';
import { noItemSeconds } from '../../engine/index.js';
import { imagePlaylistContent } from '../../testing/playableFixtures.js';
import { parsePlayableContent, type PlayerContent } from '../content.js';
import type { DeviceCredentials } from '../credentials.js';
import { GraphQLRequestError } from '../server-link/graphqlClient.js';
import {
  playerMachine,
  type FetchContentInput,
  type FetchedContent,
  type PairingInfo,
  type PlayerEvent,
} from './playerMachine.js';

const API = 'https://marquee.test/graphql';
const CREDENTIALS: DeviceCredentials = { deviceId: 'd1', deviceToken: 'mqd_token' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A player whose side effects are scripted by the test; returns handles to drive them. */
function startPlayer(options: {
  stored?: DeviceCredentials | null;
  fetches?: Array<FetchedContent | Error>;
  /** Content kept from the last boot. */
  kept?: FetchedContent;
}) {
  const clock = new SimulatedClock();
  const warn = vi.fn();
  const codes: PairingInfo[] = [];
  const fetches = [...(options.fetches ?? [])];
  const fetchInputs: FetchContentInput[] = [];
  const forgotten = vi.fn();
  const claimed = vi.fn();
  let pairingListener: ((event: PlayerEvent) => void) | undefined;
  let deviceListener: ((event: PlayerEvent) => void) | undefined;
  let preload = deferred<void>();
  const preloaded: string[][] = [];
  const settled: Array<PlayerContent | null> = [];

  const machine = playerMachine.provide({
    actors: {
      loadCredentials: fromPromise(async () => options.stored ?? null),
      requestPairingCode: fromPromise(async () => {
        const info = {
          code: `CODE${codes.length}`,
          secret: `secret-${codes.length}`,
          expiresInMs: PAIRING_CODE_TTL_MS,
        };
        codes.push(info);
        return info;
      }),
      watchPairing: fromCallback(({ sendBack }) => {
        pairingListener = sendBack;
        return () => (pairingListener = undefined);
      }),
      claimDevice: fromPromise(async ({ input }: { input: { secret: string } }) => {
        claimed(input.secret);
        return CREDENTIALS;
      }),
      forgetCredentials: fromPromise(async () => forgotten()),
      fetchContent: fromPromise(async ({ input }: { input: FetchContentInput }) => {
        fetchInputs.push(input);
        const next = fetches.shift();
        if (!next) throw new Error('no scripted fetch left');
        if (next instanceof Error) throw next;
        return next;
      }),
      preloadContent: fromPromise(
        async ({ input }: { input: { content: PlayerContent; playing: PlayerContent | null } }) => {
          preloaded.push(input.content.imageUrls);
          await preload.promise;
          return input.content;
        },
      ),
      restoreContent: fromPromise(async () => {
        if (!options.kept) return null;
        const parsed = parsePlayableContent(options.kept.playable, API);
        return parsed.ok ? parsed.value : null;
      }),
      settleContent: fromCallback(({ input }: { input: { content: PlayerContent | null } }) => {
        settled.push(input.content);
      }),
      watchDevice: fromCallback(({ sendBack }) => {
        deviceListener = sendBack;
        return () => (deviceListener = undefined);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { apiUrl: API, logger: { warn }, itemSeconds: noItemSeconds },
    clock,
  });
  actor.start();
  return {
    actor,
    clock,
    warn,
    codes,
    forgotten,
    claimed,
    preloaded,
    settled,
    fetches,
    fetchInputs,
    pairing: (event: PlayerEvent) => pairingListener?.(event),
    device: (event: PlayerEvent) => deviceListener?.(event),
    finishPreload: () => {
      preload.resolve();
      preload = deferred<void>();
    },
  };
}

const playing = (ids: string[], hash = `hash-${ids.join('-')}`): FetchedContent => ({
  deviceName: 'Lobby',
  playable: imagePlaylistContent(ids.map((id) => ({ id }))),
  hash,
});
const shownImages = (content: PlayerContent | null) =>
  [...(content?.program.playlists.values() ?? [])][0]?.zones[0]?.entries.map(
    (e) => e.scene.sceneItems[0]?.item.fileId,
  );

type PlayerActor = ReturnType<typeof startPlayer>['actor'];
type PlayerSnapshot = ReturnType<PlayerActor['getSnapshot']>;

// Every step here is a settled promise or virtual time, so a state the player has not reached
// within a second never comes; xstate's waitFor alone would wait until the test's hang timeout.
const REACH_WITHIN_MS = 1000;

interface Expected {
  outcome: string;
  reached: (snapshot: PlayerSnapshot) => boolean;
}

const SHOWS_A_PAIRING_CODE: Expected = {
  outcome: 'shows a pairing code',
  reached: (s) => s.matches({ pairing: 'waitingForPairing' }),
};
const PRELOADS_CONTENT: Expected = {
  outcome: 'preloads the content',
  reached: (s) => s.matches({ session: { syncing: 'preparingContent' } }),
};
const PLAYS: Expected = { outcome: 'plays', reached: (s) => s.matches({ session: 'playing' }) };
const shows = (code: string): Expected => ({
  outcome: `shows the pairing code ${code}`,
  reached: (s) => s.context.pairing?.code === code,
});

/** Waits until the player is as expected, then asserts it, naming the outcome when it is not. */
async function reach(actor: PlayerActor, { outcome, reached }: Expected): Promise<PlayerSnapshot> {
  const snapshot = await waitFor(actor, reached, { timeout: REACH_WITHIN_MS }).catch(() =>
    actor.getSnapshot(),
  );
  expect(reached(snapshot), `${outcome}; the player is in ${JSON.stringify(snapshot.value)}`).toBe(
    true,
  );
  return snapshot;
}

describe('player machine', () => {
  it('without a stored token shows a pairing code, claims a token once paired and plays', async () => {
    const player = startPlayer({ fetches: [playing(['a', 'b'])] });
    await reach(player.actor, SHOWS_A_PAIRING_CODE);
    expect(player.actor.getSnapshot().context.pairing?.code).toBe('CODE0');

    player.pairing({ type: 'PAIRING.STATUS', status: 'WAITING' });
    expect(player.actor.getSnapshot().matches({ pairing: 'waitingForPairing' })).toBe(true);

    player.pairing({ type: 'PAIRING.STATUS', status: 'PAIRED' });
    await reach(player.actor, PRELOADS_CONTENT);
    expect(player.claimed).toHaveBeenCalledWith('secret-0');
    expect(player.actor.getSnapshot().context.credentials).toEqual(CREDENTIALS);
    expect(player.preloaded).toEqual([
      ['https://marquee.test/blobs/a.png', 'https://marquee.test/blobs/b.png'],
    ]);

    player.finishPreload();
    const snapshot = await reach(player.actor, PLAYS);
    expect(shownImages(snapshot.context.content)).toEqual(['a', 'b']);
    expect(snapshot.context.deviceName).toBe('Lobby');
  });

  it('with a stored token goes straight to loading content', async () => {
    const player = startPlayer({ stored: CREDENTIALS, fetches: [playing(['a'])] });
    await reach(player.actor, PRELOADS_CONTENT);
    expect(player.codes).toHaveLength(0);
  });

  it('asks for a new code when the code expires or the server says it expired', async () => {
    const player = startPlayer({});
    await reach(player.actor, SHOWS_A_PAIRING_CODE);
    player.clock.increment(PAIRING_CODE_TTL_MS);
    await reach(player.actor, shows('CODE1'));
    player.pairing({ type: 'PAIRING.STATUS', status: 'EXPIRED' });
    await reach(player.actor, shows('CODE2'));
  });

  it('forgets a rejected token and shows a new pairing code', async () => {
    const player = startPlayer({
      stored: CREDENTIALS,
      fetches: [new GraphQLRequestError('UNAUTHENTICATED', 'Invalid device token')],
    });
    await reach(player.actor, SHOWS_A_PAIRING_CODE);
    expect(player.forgotten).toHaveBeenCalledOnce();
    expect(player.actor.getSnapshot().context.credentials).toBeNull();
  });

  it('forgets the token when the device subscription is refused while playing', async () => {
    const player = startPlayer({ stored: CREDENTIALS, fetches: [playing(['a'])] });
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    await reach(player.actor, PLAYS);
    player.device({ type: 'DEVICE.REJECTED' });
    const snapshot = await reach(player.actor, SHOWS_A_PAIRING_CODE);
    expect(snapshot.context.content).toBeNull();
  });

  it('retries loading after a network error, with backoff in virtual time', async () => {
    const player = startPlayer({
      stored: CREDENTIALS,
      fetches: [new GraphQLRequestError('NETWORK_ERROR', 'offline'), playing(['a'])],
    });
    await reach(player.actor, {
      outcome: 'waits to retry loading',
      reached: (s) => s.matches({ session: { syncing: 'retryingLoad' } }),
    });
    player.clock.increment(2000);
    await reach(player.actor, PRELOADS_CONTENT);
  });

  it('plays the content kept from the last boot at once, while the server is out of reach', async () => {
    const player = startPlayer({
      stored: CREDENTIALS,
      kept: playing(['k']),
      fetches: [new GraphQLRequestError('NETWORK_ERROR', 'offline'), playing(['n'])],
    });
    const waiting = await reach(player.actor, {
      outcome: 'waits to retry loading',
      reached: (s) => s.matches({ session: { syncing: 'retryingLoad' } }),
    });
    expect(shownImages(waiting.context.content)).toEqual(['k']);
    // Back online: the server's content replaces the kept one once preloaded, and is settled.
    player.clock.increment(2000);
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    const snapshot = await reach(player.actor, PLAYS);
    expect(shownImages(snapshot.context.content)).toEqual(['n']);
    expect(player.settled.map(shownImages)).toEqual([['n']]);
  });

  it('prepares content kept from the last boot again when the server answers with the same', async () => {
    // The power may have gone while media were being kept: the restored content plays at once,
    // and the same content from the server still goes through keeping and preloading.
    const player = startPlayer({
      stored: CREDENTIALS,
      kept: playing(['k']),
      fetches: [playing(['k'])],
    });
    const preparing = await reach(player.actor, PRELOADS_CONTENT);
    expect(shownImages(preparing.context.content)).toEqual(['k']);
    player.finishPreload();
    const snapshot = await reach(player.actor, PLAYS);
    expect(shownImages(snapshot.context.content)).toEqual(['k']);
    expect(player.preloaded).toHaveLength(1);
    expect(player.settled.map(shownImages)).toEqual([['k']]);
  });

  it('keeps playing the old content while new content preloads, then switches', async () => {
    const player = startPlayer({
      stored: CREDENTIALS,
      fetches: [playing(['a']), playing(['b', 'c'])],
    });
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    await reach(player.actor, PLAYS);

    player.device({ type: 'DEVICE.CHANGED' });
    await reach(player.actor, PRELOADS_CONTENT);
    expect(shownImages(player.actor.getSnapshot().context.content)).toEqual(['a']);

    player.finishPreload();
    const snapshot = await reach(player.actor, PLAYS);
    expect(shownImages(snapshot.context.content)).toEqual(['b', 'c']);
  });

  it('goes offline when the socket drops, keeps its content, and syncs again once back', async () => {
    const player = startPlayer({ stored: CREDENTIALS, fetches: [playing(['a']), playing(['a'])] });
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    const online = await reach(player.actor, PLAYS);

    player.device({ type: 'CONNECTION.LOST' });
    const offline = player.actor.getSnapshot();
    expect(offline.matches({ session: 'offline' })).toBe(true);
    expect(offline.context.content).toBe(online.context.content);

    // Reconnecting reports a change (one may have been missed): the player syncs, then plays.
    player.device({ type: 'DEVICE.CHANGED' });
    expect(player.actor.getSnapshot().matches({ session: 'syncing' })).toBe(true);
    const back = await reach(player.actor, PLAYS);
    expect(back.context.content).toBe(online.context.content);
  });

  it('fetches an announced content version, once, without asking the server first', async () => {
    const player = startPlayer({
      stored: CREDENTIALS,
      fetches: [playing(['a'], 'h1'), playing(['b'], 'h2')],
    });
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    await reach(player.actor, PLAYS);
    expect(player.fetchInputs[0]?.version).toBeNull();

    // The version it plays, announced again (as on subscribing): nothing to fetch.
    player.device({ type: 'CONTENT.VERSION', version: { hash: 'h1', url: '/c/h1', spreadMs: 0 } });
    expect(player.actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    expect(player.fetchInputs).toHaveLength(1);

    const next = { hash: 'h2', url: '/c/h2', spreadMs: 5000 };
    player.device({ type: 'CONTENT.VERSION', version: next });
    await reach(player.actor, PRELOADS_CONTENT);
    expect(player.fetchInputs[1]).toMatchObject({ version: next, deviceName: 'Lobby' });
    player.finishPreload();
    const snapshot = await reach(player.actor, PLAYS);
    expect(shownImages(snapshot.context.content)).toEqual(['b']);
    expect(snapshot.context.nextVersion).toBeNull();
  });

  it('fetches a version announced while it was busy once it is done', async () => {
    const player = startPlayer({
      stored: CREDENTIALS,
      fetches: [playing(['a'], 'h1'), playing(['c'], 'h3')],
    });
    await reach(player.actor, PRELOADS_CONTENT);
    player.device({ type: 'CONTENT.VERSION', version: { hash: 'h3', url: '/c/h3', spreadMs: 0 } });
    player.finishPreload();
    await reach(player.actor, PRELOADS_CONTENT);
    expect(player.fetchInputs[1]?.version?.hash).toBe('h3');
    player.finishPreload();
    expect(shownImages((await reach(player.actor, PLAYS)).context.content)).toEqual(['c']);
  });

  it('does not restart the content when a change leaves it the same', async () => {
    const player = startPlayer({ stored: CREDENTIALS, fetches: [playing(['a']), playing(['a'])] });
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    const before = (await reach(player.actor, PLAYS)).context.content;
    player.device({ type: 'DEVICE.CHANGED' });
    const after = await reach(player.actor, {
      outcome: 'plays after fetching the changed content',
      reached: (s) => s.matches({ session: 'playing' }) && player.fetches.length === 0,
    });
    expect(after.context.content).toBe(before);
    expect(player.preloaded).toHaveLength(1);
  });

  it('keeps playing and warns with the field path when new content is invalid', async () => {
    const content = imagePlaylistContent([{ id: 'b' }]);
    const invalid = { ...playing(['b']), playable: content };
    const playlist = content.content.playlists[0] as {
      playlistItems: Array<{ scene: { duration: unknown } }>;
    };
    playlist.playlistItems[0]!.scene.duration = 'six';
    const player = startPlayer({ stored: CREDENTIALS, fetches: [playing(['a']), invalid] });
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    await reach(player.actor, PLAYS);

    player.device({ type: 'DEVICE.CHANGED' });
    await reach(player.actor, {
      outcome: 'warns',
      reached: () => player.warn.mock.calls.length > 0,
    });
    expect(player.actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    expect(shownImages(player.actor.getSnapshot().context.content)).toEqual(['a']);
    expect(JSON.stringify(player.warn.mock.calls[0])).toContain(
      '$.content.playlists[0].playlistItems[0].scene.duration',
    );
  });

  it('plays nothing, but keeps listening, when nothing is published', async () => {
    const player = startPlayer({
      stored: CREDENTIALS,
      fetches: [{ deviceName: 'Lobby', playable: null, hash: null }, playing(['a'])],
    });
    await reach(player.actor, PRELOADS_CONTENT);
    player.finishPreload();
    const snapshot = await reach(player.actor, PLAYS);
    expect(snapshot.context.content?.empty).toBe(true);
    player.device({ type: 'DEVICE.CHANGED' });
    await reach(player.actor, PRELOADS_CONTENT);
  });
});
