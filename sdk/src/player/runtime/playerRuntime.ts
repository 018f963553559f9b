import { createActor, type SnapshotFrom } from 'xstate';
import type { ItemSeconds, UncountedPlay } from '../../engine/index.js';
import type { HostAPI, Rotation } from '../../host/index.js';
import { defaultPlayerEventTarget, PLAYER_BROWSER_EVENTS } from './browserEvents.js';
import { createGraphQLClient, type GraphQLClient } from '../server-link/graphqlClient.js';
import { bootLink, heldClient, type BootLink } from '../server-link/heldClient.js';
import { deviceItemData, type ItemDataSource } from '../itemData.js';
import { createKeptMedia, type KeepProgress } from '../storage/keptMedia.js';
import type { DeliverPlaybackEvents, NewPlaybackEvent } from '../storage/outbox.js';
import { serverPlaybackDelivery } from '../server-link/playbackDelivery.js';
import { createPlaybackRecorder, type PlaybackRecorder } from './playbackRecorder.js';
import { createPlayerActors } from '../machines/playerActors.js';
import { createDeviceInfoReporter } from '../deviceInfoReport.js';
import type { PlayerDeviceSettingsFragment } from '../graphql/generated.js';
import { playerMachine, type PlayerLogger } from '../machines/playerMachine.js';
import { createImagePreloader, type ImagePreloader } from '../storage/preloadImages.js';
import { resolveTimeZone } from './stageRunner.js';
import { createServerClock, type ServerClock } from './serverClock.js';
import {
  captureCrashes,
  loggerIntoRing,
  LogRing,
  serverLogDelivery,
  startLogSender,
  type DeliverLogLines,
} from '../logs/index.js';
import { PLAYER_VERSION } from '../playerVersion.js';
import { startDeviceSettings } from '../deviceSettings/runDeviceSettings.js';
import { createScheduledScreenshots } from '../deviceSettings/scheduledScreenshots.js';
import { startAudienceRun } from './audienceRun.js';
import type { DeviceAiConfig } from '../server-link/audienceDelivery.js';
import type { AudienceMinute } from '../../model/index.js';
import type { DeliverEntries } from '../storage/outbox.js';

export interface PlayerRuntimeOptions {
  host: HostAPI;
  /** GraphQL endpoint, e.g. `${location.origin}/graphql`. */
  apiUrl: string;
  /** The widget list's duration rules (`widgetCatalog(list).itemSeconds`). */
  itemSeconds: ItemSeconds;
  /** For tests and QA: replaces the network client or the image preloader. */
  client?: GraphQLClient;
  preloadImages?: ImagePreloader;
  logger?: PlayerLogger;
  /**
   * Sends proof-of-play batches; default: the server's recordPlaybackEvents with the device
   * token (serverPlaybackDelivery).
   */
  deliverPlaybackEvents?: DeliverPlaybackEvents;
  /** Browser events go here and audience reports come from here; default the window. */
  events?: EventTarget;
  /** Keep every media file of the content through `host.files`; default: where the host can. */
  keepMedia?: boolean;
  /** A zero-touch provisioning token the page was opened with (?provision=); traded once. */
  provisionToken?: string | null;
  /** Sends pages of the player's log; default: the server's recordDeviceLogs as this device. */
  deliverLogLines?: DeliverLogLines;
  /** Where uncaught errors and unhandled rejections are heard; default the window, if any. */
  errorEvents?: EventTarget | null;
  /** Sends pages of audience minutes; default: the server's recordAudienceMinutes. */
  deliverAudienceMinutes?: DeliverEntries<AudienceMinute>;
}

export type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/** What the player shows: the machine's state, the device's time zone, the first download. */
export interface PlayerRuntimeState {
  /** Null until the player machine has started. */
  snapshot: PlayerSnapshot | null;
  /** Null until the host has told it (the stage waits for it). */
  timeZone: string | null;
  /** How far the first content's media has downloaded, where media is kept. */
  keepProgress: KeepProgress | null;
  /** How far the player turns its stage clockwise: the screen's rotation where the host cannot. */
  stageRotation: Rotation;
  /** The device app's aiConfig from the account's AI model settings; null until known. */
  aiConfig: DeviceAiConfig | null;
}

export interface PlayerRuntime {
  /** Opens the outbox, measures server time and starts the player machine. Again after stop. */
  start(): void;
  /** Stops everything start began; what the state says stays. */
  stop(): void;
  getState: () => PlayerRuntimeState;
  /** Calls the listener with the new state at every change; returns the unsubscribe. */
  subscribe(listener: (state: PlayerRuntimeState) => void): () => void;
  /** The stage's playback event sink (proof of play). */
  record: (event: NewPlaybackEvent) => void;
  /** The plays recorded but not acknowledged by the server yet. */
  uncountedPlays: () => UncountedPlay[];
  /** The device clock's offset from the server's; the stage reads it at every tick. */
  serverOffsetMs: () => number;
  /** The screen's item data: the server as this device, its local state, its audience input. */
  itemData: ItemDataSource;
  /** The stage shows content: a boot that restored kept content may now reach the server. */
  stageShown: () => void;
}

/**
 * The running player without its view: the proof-of-play recorder, the server clock and the
 * player machine with its actors, wired to one host and server.
 */
export function createPlayerRuntime(runtimeOptions: PlayerRuntimeOptions): PlayerRuntime {
  // The player's log, kept on the device and sent to the server: what the player warns about,
  // and every crash, for the operator's Logs panel.
  const logRing = new LogRing({ state: runtimeOptions.host.localState });
  const logger = loggerIntoRing(runtimeOptions.logger ?? console, logRing);
  const options = { ...runtimeOptions, logger };
  const clock = createServerClock(logger);
  const listeners = new Set<(state: PlayerRuntimeState) => void>();
  let state: PlayerRuntimeState = {
    snapshot: null,
    timeZone: null,
    keepProgress: null,
    stageRotation: 0,
    aiConfig: null,
  };
  let recorder: PlaybackRecorder | null = null;
  let stopRun: (() => void) | null = null;
  let link: BootLink | null = null;

  const update = (patch: Partial<PlayerRuntimeState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };

  return {
    start() {
      if (stopRun) return;
      let running = true;
      const settings = startDeviceSettings(options.host, clock.offsetMs, logger, (patch) => {
        if (running) update(patch);
      });
      // The settings publish the zone the stage reads schedules in (theirs, else this one).
      void resolveTimeZone(() => options.host.getDeviceInfo()).then((timeZone) => {
        if (running) settings.setTimeZone(timeZone);
      });
      const opened = openRecorder(options, logger);
      recorder = opened;
      const logs = startLogs(options, logRing);
      const audience = startAudience(options, clock.offsetMs, (aiConfig) => {
        if (running) update({ aiConfig });
      });
      // Back in touch with the server, the log and the audience minutes go at once too.
      const flushed = {
        ...opened,
        flush: () => (opened.flush(), logs.flush(), audience.flush()),
      };
      // The server is first asked once the boot's first content is on screen (see bootLink).
      const opening = bootLink();
      link = opening;
      const stopMachine = startMachine(
        options,
        clock,
        () => running,
        update,
        flushed,
        settings,
        opening,
      );
      stopRun = () => {
        running = false;
        logs.stop();
        audience.stop();
        settings.stop();
        stopMachine();
        opening.stop();
        if (link === opening) link = null;
        opened.close();
        if (recorder === opened) recorder = null;
      };
    },
    stop() {
      stopRun?.();
      stopRun = null;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    record: (event) => recorder?.record(event),
    uncountedPlays: () => recorder?.uncountedPlays() ?? [],
    serverOffsetMs: clock.offsetMs,
    stageShown: () => link?.stageShown(),
    itemData: screenItemData(options),
  };
}

/**
 * How long after start what was kept from before waits to be sent, the proof of play and the
 * log alike. Neither is urgent: at boot the first frame comes first, and offline each would be
 * one more failed request beside it. Reaching the server (the first sync) sends both at once,
 * without this wait; a play recorded meanwhile goes after its usual batching wait.
 */
export const SEND_KEPT_AFTER_START_MS = 5_000;

/** Proof of play goes to the server's recordPlaybackEvents unless a test passes its own. */
function openRecorder(options: PlayerRuntimeOptions, logger: PlayerLogger): PlaybackRecorder {
  const { host, apiUrl } = options;
  const deliver =
    options.deliverPlaybackEvents ??
    serverPlaybackDelivery({ apiUrl, fetch: host.fetch, state: host.localState });
  return createPlaybackRecorder(
    host.localState,
    deliver,
    (error) => logger.warn('A playback event could not be recorded', { error }),
    { openDelayMs: SEND_KEPT_AFTER_START_MS },
  );
}

/** Audience minutes from the reports the page hears, counted on the server's clock. */
function startAudience(
  options: PlayerRuntimeOptions,
  offsetMs: () => number,
  onAiConfig: (config: DeviceAiConfig) => void,
) {
  const { logger } = options;
  return startAudienceRun({
    host: options.host,
    apiUrl: options.apiUrl,
    events: options.events ?? defaultPlayerEventTarget(),
    now: () => Date.now() + offsetMs(),
    deliver: options.deliverAudienceMinutes,
    onAiConfig,
    onError: (error) => logger?.warn('Audience analytics could not be kept or sent', { error }),
    openDelayMs: SEND_KEPT_AFTER_START_MS,
  });
}

/**
 * Hears crashes and sends the log while the player runs; `flush` sends it now (back online).
 * Appending is synchronous and the ring batches its writes, so nothing here waits on playback.
 */
function startLogs(options: PlayerRuntimeOptions, ring: LogRing) {
  const { host, apiUrl } = options;
  const window = globalThis as Partial<EventTarget>;
  const target =
    options.errorEvents === undefined
      ? typeof window.addEventListener === 'function'
        ? (window as EventTarget)
        : null
      : options.errorEvents;
  const stopCrashes = target ? captureCrashes(target, ring) : () => undefined;
  const sender = startLogSender({
    ring,
    deliver:
      options.deliverLogLines ??
      serverLogDelivery({ apiUrl, fetch: host.fetch, state: host.localState }),
    startDelayMs: SEND_KEPT_AFTER_START_MS,
  });
  ring.append('info', `Player ${PLAYER_VERSION} started on ${host.platform}`);
  return {
    flush: () => sender.flush(),
    stop() {
      stopCrashes();
      sender.stop();
      void ring.flush();
    },
  };
}

/** Starts the server clock and the player machine; returns what stops them. */
function startMachine(
  options: PlayerRuntimeOptions,
  clock: ServerClock,
  running: () => boolean,
  update: (patch: Partial<PlayerRuntimeState>) => void,
  recorder: PlaybackRecorder,
  settings: { apply: (settings: PlayerDeviceSettingsFragment) => void },
  link: BootLink,
): () => void {
  const { host, apiUrl, logger, itemSeconds } = options;
  const graphql =
    options.client ?? heldClient(createGraphQLClient({ apiUrl, fetch: host.fetch }), link.ready);
  const stopClock = clock.run(graphql);
  const warnTo = logger ?? console;
  const keepMedia = options.keepMedia ?? host.supports('local-files');
  const screenshots = createScheduledScreenshots({
    host,
    client: graphql,
    warn: warnTo.warn.bind(warnTo),
  });
  const deviceInfo = createDeviceInfoReporter({ host, client: graphql });
  const actors = createPlayerActors({
    host,
    client: graphql,
    deviceInfo,
    preloadImages: options.preloadImages ?? createImagePreloader(),
    keptMedia: keepMedia ? createKeptMedia({ host, warn: warnTo.warn.bind(warnTo) }) : null,
    apiUrl,
    provisionToken: options.provisionToken ?? null,
    itemSeconds,
    onKeepProgress: (keepProgress) => running() && update({ keepProgress }),
    onDeviceSettings: (deviceSettings, token) => {
      settings.apply(deviceSettings);
      screenshots.set(deviceSettings.screenshotIntervalMinutes, token);
    },
  });
  const actor = createActor(playerMachine.provide({ actors }), {
    input: { apiUrl, logger, itemSeconds },
  });
  // Back in touch with the server (first sync or a reconnect after being offline): what the
  // outbox kept goes now, not at its next backoff step, which can be minutes away.
  let synced = false;
  const subscription = actor.subscribe((snapshot) => {
    if (!snapshot.matches('booting') && !snapshot.matches({ session: 'restoring' }))
      link.bootDone(Boolean(snapshot.context.content && !snapshot.context.content.empty));
    update({ snapshot });
    const now = snapshot.matches({ session: 'playing' });
    if (now && !synced) recorder.flush();
    synced = now;
  });
  actor.start();
  return () => {
    stopClock();
    screenshots.stop();
    deviceInfo.stop();
    subscription.unsubscribe();
    actor.stop();
    if (!options.client) graphql.dispose();
  };
}

/**
 * Data widgets ask the server as this screen and keep their data in its local state. A camera's
 * detections go where sensors send audience reports, so the engine hears both alike.
 */
function screenItemData({ apiUrl, host, events }: PlayerRuntimeOptions): ItemDataSource {
  const target = events ?? defaultPlayerEventTarget();
  return deviceItemData({
    apiUrl,
    fetch: host.fetch,
    state: host.localState,
    events: target,
    onAudienceReport: (report) =>
      target.dispatchEvent(
        new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, { detail: report }),
      ),
  });
}
