import { fromCallback, fromPromise } from 'xstate';
import { noItemSeconds, type ItemSeconds } from '../../engine/index.js';
import type { Observable, Subscription } from 'rxjs';
import { PAIRING_CODE_TTL_MS } from '../../model/index.js';
import type { HostAPI } from '../../host/index.js';
import {
  ClaimDeviceDocument,
  type PlayerDeviceFragment,
  type PlayerDeviceSettingsFragment,
  ContentVersionChangedDocument,
  CurrentDeviceChangedDocument,
  PendingCommandsChangedDocument,
  CurrentDeviceDocument,
  PairingStateDocument,
  RequestPairingCodeDocument,
} from '../graphql/generated.js';
import { fetchContentVersion, spreadWait } from '../server-link/contentFetch.js';
import type { PlayerContent } from '../content.js';
import type { KeepProgress, KeptMedia } from '../storage/keptMedia.js';
import type { ImagePreloader } from '../storage/preloadImages.js';
import {
  forgetCredentials,
  loadCredentials,
  saveCredentials,
  type DeviceCredentials,
} from '../credentials.js';
import { runDeviceCommands } from '../deviceCommands.js';
import { redeemProvisionToken } from '../provisioning.js';
import { createDeviceInfoReporter, type DeviceInfoReporter } from '../deviceInfoReport.js';
import { backoffMs, errorCodeOf, type GraphQLClient } from '../server-link/graphqlClient.js';
import type {
  FetchContentInput,
  FetchedContent,
  PairingInfo,
  PlayerEvent,
} from './playerMachine.js';
import { createBroadcastAck, type BroadcastAck } from './broadcastAck.js';

export interface PlayerActorDeps {
  host: HostAPI;
  client: GraphQLClient;
  preloadImages: ImagePreloader;
  /** Wall clock, only to turn the code's expiresAt into a delay. */
  now?: () => number;
  /** Restarts the player app for a remote reload command. */
  reloadApp?: () => void;
  /** Media kept on the device (null where the page's service worker keeps it instead). */
  keptMedia?: KeptMedia | null;
  /** The GraphQL endpoint, to resolve the URLs of kept content at boot. */
  apiUrl?: string;
  /** The widget list's duration rules, to compile kept content at boot as fetched content. */
  itemSeconds?: ItemSeconds;
  onKeepProgress?: (progress: KeepProgress) => void;
  /** Sends the device info; the caller's, to stop it with the player (one of its own otherwise). */
  deviceInfo?: DeviceInfoReporter;
  /** The screen's settings each time the device is read, with the token to act on them. */
  onDeviceSettings?: (settings: PlayerDeviceSettingsFragment, token: string) => void;
  /** A zero-touch provisioning token the page was opened with (?provision=), if any. */
  provisionToken?: string | null;
}

/**
 * How long media of the previous content stays after new content goes on screen: the stage
 * swaps on its next tick, and an old video may still be fading out.
 */
export const SETTLE_DELAY_MS = 5_000;

const reloadPage = () => globalThis.location?.reload();

/** The player machine's side effects, on a host and a GraphQL client. */
export function createPlayerActors(deps: PlayerActorDeps) {
  const { host, client, reloadApp = reloadPage } = deps;
  const broadcastAck = createBroadcastAck(client);
  // Remote commands and the device's settings ride on the device document (query and
  // subscription); command errors are reported to the server by runDeviceCommands and never
  // disturb playback.
  // runDeviceCommands runs each command once, whichever of them brought it.
  const seeCommands: SeeCommands = (commands, token) => {
    if (commands?.length)
      void runDeviceCommands(commands, { host, client, token, reloadApp }).catch(() => undefined);
  };
  const seeDevice: SeeDevice = (device, token) => {
    seeCommands(device?.pendingCommands, token);
    if (device?.settings) deps.onDeviceSettings?.(device.settings, token);
  };
  return {
    ...pairingActors(deps),
    ...contentActors(deps, seeDevice, broadcastAck),
    watchDevice: watchDeviceActor(client, { seeDevice, seeCommands }, broadcastAck),
  };
}

type SeeDevice = (device: PlayerDeviceFragment | null | undefined, token: string) => void;
type SeeCommands = (
  commands: PlayerDeviceFragment['pendingCommands'] | undefined,
  token: string,
) => void;

/** Credentials, the pairing code and its claim. */
function pairingActors(deps: PlayerActorDeps) {
  const { host, client, now = Date.now, keptMedia = null } = deps;
  return {
    // Credentials kept on the device win; without them, a provisioning token is traded once.
    loadCredentials: fromPromise<DeviceCredentials | null>(async () => {
      const stored = await loadCredentials(host.localState);
      if (stored || !deps.provisionToken || !deps.apiUrl) return stored;
      const redeemed = await redeemProvisionToken(host.fetch, deps.apiUrl, deps.provisionToken);
      if (redeemed) await saveCredentials(host.localState, redeemed);
      return redeemed;
    }),

    requestPairingCode: fromPromise<PairingInfo>(async () => {
      const { requestPairingCode } = await client.request(RequestPairingCodeDocument, {
        platform: host.platform,
      });
      const left = Date.parse(requestPairingCode.expiresAt) - now();
      return {
        code: requestPairingCode.pairingCode,
        secret: requestPairingCode.pairingSecret,
        // A device clock that is off must not make the code look expired or eternal.
        expiresInMs:
          Number.isFinite(left) && left > 0 && left <= PAIRING_CODE_TTL_MS
            ? left
            : PAIRING_CODE_TTL_MS,
      };
    }),

    watchPairing: fromCallback<PlayerEvent, { secret: string }>(({ input, sendBack }) => {
      const subscription = client
        .subscribe(PairingStateDocument, { pairingSecret: input.secret })
        .subscribe({
          next: ({ pairingState }) =>
            sendBack({ type: 'PAIRING.STATUS', status: pairingState.status }),
          error: () => sendBack({ type: 'PAIRING.LOST' }),
        });
      return () => subscription.unsubscribe();
    }),

    claimDevice: fromPromise<DeviceCredentials, { secret: string }>(async ({ input }) => {
      const { claimDevice } = await client.request(ClaimDeviceDocument, {
        pairingSecret: input.secret,
      });
      await saveCredentials(host.localState, claimDevice);
      return claimDevice;
    }),

    forgetCredentials: fromPromise<void>(async () => {
      await forgetCredentials(host.localState);
      await keptMedia?.forget();
    }),
  };
}

/** Fetching the published content, keeping its media, and the content kept from the last boot. */
function contentActors(
  {
    host,
    client,
    preloadImages,
    keptMedia = null,
    apiUrl = '',
    itemSeconds = noItemSeconds,
    onKeepProgress,
    deviceInfo = createDeviceInfoReporter({ host, client }),
  }: PlayerActorDeps,
  seeDevice: SeeDevice,
  broadcastAck: BroadcastAck,
) {
  let infoReported = false;
  // Kept-content progress also reaches the server, so the console shows what each screen kept.
  const keepProgress = (progress: KeepProgress) => {
    onKeepProgress?.(progress);
    deviceInfo.keepProgress(progress);
  };
  return {
    fetchContent: fromPromise<FetchedContent, FetchContentInput>(async ({ input }) => {
      let { version, deviceName } = input;
      // Without an announced version (boot, reconnection, a change to the device) the server is
      // asked first: the device (name, commands) and the version it plays.
      if (!version || deviceName === null) {
        const { currentDevice, currentContentVersion } = await client.request(
          CurrentDeviceDocument,
          {},
          { token: input.token },
        );
        seeDevice(currentDevice, input.token);
        broadcastAck.announced(currentContentVersion, input.token);
        if (!infoReported) {
          infoReported = true;
          void deviceInfo.report(input.token).catch(() => (infoReported = false));
        }
        deviceName = currentDevice?.name ?? null;
        version = currentDevice ? currentContentVersion : null;
      }
      if (!version?.url || !version.hash) return { deviceName, playable: null, hash: null };
      await spreadWait(version.spreadMs);
      // A player that keeps its content itself (TVs, Android, the fake host with keep=1) asks
      // over its socket. The browser player GETs: its service worker keeps each version it
      // GETs, and that version's media, for a boot with the network gone.
      const socket = keptMedia ? { client, token: input.token } : undefined;
      const playable = await fetchContentVersion(host.fetch, apiUrl, version.url, socket);
      broadcastAck.fetched(version.hash);
      return { deviceName, playable, hash: version.hash };
    }),

    preloadContent: fromPromise<
      PlayerContent,
      { content: PlayerContent; playing: PlayerContent | null }
    >(async ({ input }) => {
      const shown = keptMedia
        ? (await keptMedia.keep(input.content, input.playing, keepProgress)).content
        : input.content;
      await preloadImages(shown.imageUrls);
      return shown;
    }),

    restoreContent: fromPromise<PlayerContent | null>(async () =>
      keptMedia ? keptMedia.restore(apiUrl, itemSeconds) : null,
    ),

    settleContent: fromCallback<PlayerEvent, { content: PlayerContent | null }>(({ input }) => {
      const { content } = input;
      if (content) broadcastAck.shown();
      if (!keptMedia || !content) return undefined;
      // Remembered at once (the network may go any moment); evicted after the stage swapped.
      const remembered = keptMedia.remember(content).catch(() => undefined);
      const timer = setTimeout(
        () => void remembered.then(() => keptMedia.evictUnneeded(content)).catch(() => undefined),
        SETTLE_DELAY_MS,
      );
      return () => clearTimeout(timer);
    }),
  };
}

/**
 * The device's three subscriptions: changes to the device, its commands, and the version it
 * should play.
 */
function watchDeviceActor(
  client: GraphQLClient,
  { seeDevice, seeCommands }: { seeDevice: SeeDevice; seeCommands: SeeCommands },
  broadcastAck: BroadcastAck,
) {
  return fromCallback<PlayerEvent, { token: string }>(({ input, sendBack }) => {
    const changed = () => sendBack({ type: 'DEVICE.CHANGED' });
    const rejected = () => sendBack({ type: 'DEVICE.REJECTED' });
    // Both subscriptions ride one socket: the device one reports its drops and returns.
    const deviceSocket = {
      token: input.token,
      onReconnected: changed,
      onDisconnected: () => sendBack({ type: 'CONNECTION.LOST' }),
    };
    const stops = [
      // The device itself: its commands, settings and broadcast. What it plays arrives on the
      // content-version subscription below, so a change to the device asks the server nothing
      // more (a group publish to 10,000 screens would otherwise bring 10,000 queries with it);
      // only a device that is gone is asked about again.
      resubscribing(
        () => client.subscribe(CurrentDeviceChangedDocument, {}, deviceSocket),
        ({ currentDeviceChanged }) => {
          seeDevice(currentDeviceChanged, input.token);
          if (!currentDeviceChanged) changed();
        },
        { onRejected: rejected, onResubscribed: changed },
      ),
      // Its commands, on their own: the server then leaves the device subscription alone for a
      // new command, and a bulk reload of thousands of screens costs it a list each. A server
      // without this subscription refuses it; commands then keep coming on the device one, and
      // a retry has nothing to refetch (it reads the pending commands when it starts).
      resubscribing(
        () => client.subscribe(PendingCommandsChangedDocument, {}, { token: input.token }),
        ({ pendingCommandsChanged }) => seeCommands(pendingCommandsChanged, input.token),
        { onRejected: rejected, onResubscribed: () => undefined },
      ),
      // What it plays: one notice for all screens showing the same content.
      resubscribing(
        () => client.subscribe(ContentVersionChangedDocument, {}, { token: input.token }),
        ({ contentVersionChanged }) => {
          // An emergency broadcast is named here, and acknowledged once its content is shown.
          broadcastAck.announced(contentVersionChanged, input.token);
          sendBack({ type: 'CONTENT.VERSION', version: contentVersionChanged });
        },
        { onRejected: rejected, onResubscribed: changed },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  });
}

/**
 * Subscribes, and after a server-side failure subscribes again later and calls
 * `onResubscribed` (a change may have been missed in between); a refused token ends it.
 */
function resubscribing<R>(
  open: () => Observable<R>,
  next: (value: R) => void,
  { onRejected, onResubscribed }: { onRejected: () => void; onResubscribed: () => void },
): () => void {
  let subscription: Subscription | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const start = () => {
    subscription = open().subscribe({
      next: (value) => {
        failures = 0;
        next(value);
      },
      error: (error: unknown) => {
        if (errorCodeOf(error) === 'UNAUTHENTICATED') return onRejected();
        // graphql-ws retries drops itself; this is a server-side failure: try again later
        // and refetch then, since a change may have been missed in between.
        retryTimer = setTimeout(() => {
          start();
          onResubscribed();
        }, backoffMs(failures++));
      },
    });
  };
  start();
  return () => {
    clearTimeout(retryTimer);
    subscription?.unsubscribe();
  };
}
