import { assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ItemSeconds } from '../../engine/index.js';
import { PAIRING_CODE_TTL_MS, type FieldError, type ParseResult } from '../../model/index.js';
import type { PlayerContent } from '../content.js';
import { parsePlayableContent } from '../content.js';
import type { DeviceCredentials } from '../credentials.js';
import { errorCodeOf } from '../server-link/graphqlClient.js';

/** A pairing code as the player shows it. */
export interface PairingInfo {
  code: string;
  secret: string;
  /** Ms until the code expires, measured when it arrived. */
  expiresInMs: number;
}

/** What the player fetched for its device: the device and its playable content (null if nothing published). */
export interface FetchedContent {
  deviceName: string | null;
  /** The content as fetched, unchecked JSON: parsePlayableContent checks it before it plays. */
  playable: unknown;
  /** The content version's hash (null when nothing is published). */
  hash: string | null;
}

/** The server's notice of what the screen plays: the same for every screen showing it. */
export interface ContentVersion {
  hash: string | null;
  url: string | null;
  spreadMs: number;
}

/** What fetchContent is asked: a known version to fetch, or null to ask the server first. */
export interface FetchContentInput {
  token: string;
  version: ContentVersion | null;
  deviceName: string | null;
}

export interface PlayerLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

export type PairingStatus = 'WAITING' | 'PAIRED' | 'EXPIRED';

export type PlayerEvent =
  | { type: 'PAIRING.STATUS'; status: PairingStatus }
  | { type: 'PAIRING.LOST' }
  | { type: 'DEVICE.CHANGED' }
  /** A content version was announced (on subscribing, and after every change). */
  | { type: 'CONTENT.VERSION'; version: ContentVersion }
  | { type: 'DEVICE.REJECTED' }
  /** The device's socket to the server dropped (it reconnects by itself). */
  | { type: 'CONNECTION.LOST' };
export interface PlayerMachineInput {
  apiUrl: string;
  /** How long items last by themselves: the duration rules of the player's widget list. */
  itemSeconds: ItemSeconds;
  logger?: PlayerLogger;
}

interface PlayerContext {
  apiUrl: string;
  itemSeconds: ItemSeconds;
  logger: PlayerLogger;
  credentials: DeviceCredentials | null;
  pairing: PairingInfo | null;
  deviceName: string | null;
  /** What the stage plays now; null until the first content is ready. */
  content: PlayerContent | null;
  /**
   * Whether `content` went through preloading in this run. Content restored at boot did not:
   * some of its media may not have been kept before the power went, so the same content from
   * the server is prepared again rather than taken as already in place.
   */
  contentPrepared: boolean;
  /** Freshly fetched content, before it is checked and preloaded. */
  candidate: ParseResult<PlayerContent> | null;
  /** Consecutive failures, for the retry backoff. */
  failures: number;
  /** Hash of the content version last fetched. */
  contentHash: string | null;
  /** A version announced and not fetched yet; fetched without asking the server first. */
  nextVersion: ContentVersion | null;
}

const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 60_000;

/**
 * The player app: pairing, claiming a device token, loading content, and swapping to new content
 * only after it is preloaded. Every side effect is an actor named here, implemented by
 * createPlayerActors (or by a test), so the machine is data and its transitions are testable.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerMachineInput,
  },
  actors: {
    loadCredentials: fromPromise<DeviceCredentials | null>(async () => null),
    requestPairingCode: fromPromise<PairingInfo>(async () => {
      throw new Error('requestPairingCode is not provided');
    }),
    watchPairing: fromCallback<PlayerEvent, { secret: string }>(() => undefined),
    claimDevice: fromPromise<DeviceCredentials, { secret: string }>(async () => {
      throw new Error('claimDevice is not provided');
    }),
    forgetCredentials: fromPromise<void>(async () => undefined),
    fetchContent: fromPromise<FetchedContent, FetchContentInput>(async () => {
      throw new Error('fetchContent is not provided');
    }),
    /** Keeps and preloads the content's media; resolves to the content to show (local URLs). */
    preloadContent: fromPromise<
      PlayerContent,
      { content: PlayerContent; playing: PlayerContent | null }
    >(async ({ input }) => input.content),
    /** The content last on screen, kept on the device; null when there is none. */
    restoreContent: fromPromise<PlayerContent | null>(async () => null),
    /** The content is on screen: keep it for the next boot and let go of media it no longer needs. */
    settleContent: fromCallback<PlayerEvent, { content: PlayerContent | null }>(() => undefined),
    watchDevice: fromCallback<PlayerEvent, { token: string }>(() => undefined),
  },
  delays: {
    retryDelay: ({ context }) =>
      Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, context.failures - 1)),
    pairingExpiry: ({ context }) => context.pairing?.expiresInMs ?? PAIRING_CODE_TTL_MS,
  },
  guards: {
    hasCredentials: (_, credentials: DeviceCredentials | null) => credentials !== null,
    isPaired: ({ event }) => event.type === 'PAIRING.STATUS' && event.status === 'PAIRED',
    isExpired: ({ event }) => event.type === 'PAIRING.STATUS' && event.status === 'EXPIRED',
    isRejected: ({ event }) => 'error' in event && errorCodeOf(event.error) === 'UNAUTHENTICATED',
    candidateInvalid: ({ context }) => context.candidate?.ok === false,
    newerVersionAnnounced: ({ context }) =>
      context.nextVersion !== null && context.nextVersion.hash !== context.contentHash,
    candidateUnchanged: ({ context }) =>
      context.contentPrepared &&
      context.candidate?.ok === true &&
      context.candidate.value.signature === context.content?.signature,
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    warnInvalidContent: ({ context }) => {
      if (context.candidate?.ok !== false) return;
      const errors: FieldError[] = context.candidate.errors;
      context.logger.warn('Published content is invalid; keeping the current content', {
        fields: errors.map((e) => `${e.path}: ${e.message}`),
      });
    },
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    apiUrl: input.apiUrl,
    itemSeconds: input.itemSeconds,
    logger: input.logger ?? console,
    credentials: null,
    pairing: null,
    deviceName: null,
    content: null,
    contentPrepared: false,
    candidate: null,
    failures: 0,
    contentHash: null,
    nextVersion: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      invoke: {
        src: 'loadCredentials',
        onDone: [
          {
            guard: { type: 'hasCredentials', params: ({ event }) => event.output },
            target: 'session',
            actions: assign({ credentials: ({ event }) => event.output }),
          },
          { target: 'pairing' },
        ],
        onError: 'pairing',
      },
    },

    pairing: {
      initial: 'requestingCode',
      exit: assign({ pairing: null }),
      states: {
        requestingCode: {
          invoke: {
            src: 'requestPairingCode',
            onDone: {
              target: 'waitingForPairing',
              actions: assign({ pairing: ({ event }) => event.output, failures: 0 }),
            },
            onError: { target: 'retryingCode', actions: 'countFailure' },
          },
        },
        retryingCode: { after: { retryDelay: 'requestingCode' } },
        waitingForPairing: {
          invoke: {
            src: 'watchPairing',
            input: ({ context }) => ({ secret: context.pairing?.secret ?? '' }),
          },
          after: { pairingExpiry: 'requestingCode' },
          on: {
            'PAIRING.STATUS': [
              { guard: 'isPaired', target: 'claiming' },
              { guard: 'isExpired', target: 'requestingCode' },
            ],
            // The socket gave up (it retries transient drops itself): a fresh code is the safe restart.
            'PAIRING.LOST': { target: 'retryingCode', actions: 'countFailure' },
          },
        },
        claiming: {
          invoke: {
            src: 'claimDevice',
            input: ({ context }) => ({ secret: context.pairing?.secret ?? '' }),
            onDone: {
              target: '#player.session',
              actions: assign({ credentials: ({ event }) => event.output, failures: 0 }),
            },
            onError: { target: 'retryingCode', actions: 'countFailure' },
          },
        },
      },
    },

    session: {
      initial: 'restoring',
      invoke: {
        src: 'watchDevice',
        input: ({ context }) => ({ token: context.credentials?.deviceToken ?? '' }),
      },
      on: {
        // A reconnection or a change to the device: ask the server what to play.
        'DEVICE.CHANGED': { target: '.syncing', actions: assign({ nextVersion: null }) },
        'DEVICE.REJECTED': 'forgettingDevice',
        // Noted here and fetched once what is under way is done (see playing).
        'CONTENT.VERSION': { actions: assign({ nextVersion: ({ event }) => event.version }) },
      },
      states: {
        // What was on screen before a reboot plays at once, from kept media, while the server
        // is asked (or cannot be reached).
        restoring: {
          invoke: {
            src: 'restoreContent',
            onDone: {
              target: 'syncing',
              actions: assign({
                content: ({ context, event }) => context.content ?? event.output,
              }),
            },
            onError: 'syncing',
          },
        },
        // Fetching, checking and preloading content; what was playing keeps playing meanwhile.
        syncing: {
          initial: 'loadingContent',
          states: {
            loadingContent: {
              invoke: {
                src: 'fetchContent',
                input: ({ context }) => ({
                  token: context.credentials?.deviceToken ?? '',
                  version: context.nextVersion,
                  deviceName: context.deviceName,
                }),
                onDone: {
                  target: 'checkingContent',
                  actions: assign({
                    deviceName: ({ event }) => event.output.deviceName,
                    contentHash: ({ event }) => event.output.hash,
                    // A newer one announced meanwhile stays to be fetched next.
                    nextVersion: ({ context, event }) =>
                      context.nextVersion?.hash === event.output.hash ? null : context.nextVersion,
                    candidate: ({ context, event }) =>
                      parsePlayableContent(
                        event.output.playable,
                        context.apiUrl,
                        context.itemSeconds,
                      ),
                    failures: 0,
                  }),
                },
                onError: [
                  { guard: 'isRejected', target: '#player.forgettingDevice' },
                  // The retry asks the server afresh: the announced version may be gone.
                  {
                    target: 'retryingLoad',
                    actions: ['countFailure', assign({ nextVersion: null })],
                  },
                ],
              },
            },
            retryingLoad: { after: { retryDelay: 'loadingContent' } },
            checkingContent: {
              always: [
                {
                  guard: 'candidateInvalid',
                  target: '#player.session.playing',
                  actions: 'warnInvalidContent',
                },
                { guard: 'candidateUnchanged', target: '#player.session.playing' },
                { target: 'preparingContent' },
              ],
            },
            preparingContent: {
              invoke: {
                src: 'preloadContent',
                input: ({ context }) => ({
                  content: (context.candidate as { value: PlayerContent }).value,
                  playing: context.content,
                }),
                onDone: {
                  target: '#player.session.playing',
                  actions: assign({
                    content: ({ event }) => event.output,
                    contentPrepared: true,
                  }),
                },
                onError: { target: 'retryingLoad', actions: 'countFailure' },
              },
            },
          },
        },
        playing: {
          entry: assign({ candidate: null }),
          always: { guard: 'newerVersionAnnounced', target: 'syncing' },
          invoke: {
            src: 'settleContent',
            input: ({ context }) => ({ content: context.content }),
          },
          on: { 'CONNECTION.LOST': 'offline' },
        },
        // The server is out of reach: the stage keeps playing what is loaded. Reconnecting
        // refetches (DEVICE.CHANGED), since a change may have been missed meanwhile.
        offline: {
          invoke: {
            src: 'settleContent',
            input: ({ context }) => ({ content: context.content }),
          },
        },
      },
    },

    forgettingDevice: {
      entry: assign({
        credentials: null,
        content: null,
        contentPrepared: false,
        deviceName: null,
        candidate: null,
        contentHash: null,
        nextVersion: null,
      }),
      invoke: { src: 'forgetCredentials', onDone: 'pairing', onError: 'pairing' },
    },
  },
});

export type PlayerActor = ActorRefFrom<typeof playerMachine>;
