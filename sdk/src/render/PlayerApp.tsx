import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { HostAPI } from '../host/index.js';
import { createGraphQLClient, type GraphQLClient } from '../player/graphqlClient.js';
import { createPlayerActors, type ImagePreloader } from '../player/playerActors.js';
import { playerMachine, type PlayerLogger } from '../player/playerMachine.js';
import type { DeliverPlaybackEvents, NewPlaybackEvent } from '../player/outbox.js';
import { serverPlaybackDelivery } from '../player/playbackDelivery.js';
import { createPlaybackRecorder, type PlaybackRecorder } from '../player/playbackRecorder.js';
import { createImagePreloader } from '../player/preloadImages.js';
import { createKeptMedia, type KeepProgress } from '../player/keptMedia.js';
import { measureServerOffset, nextServerOffset } from '../player/serverTime.js';
import { defaultPlayerEventTarget, PLAYER_BROWSER_EVENTS } from '../player/browserEvents.js';
import { deviceItemData } from '../player/itemData.js';
import { ItemDataContext } from './itemDataContext.js';
import { resolveTimeZone } from '../player/stageRunner.js';
import { PairingScreen } from './PairingScreen.js';
import { VideoHostContext } from '../widgets/video/hostVideo.js';
import { StagePlayer } from './StagePlayer.js';
import { widgetCatalog, type WidgetList } from './widgetDefinition.js';

/** How often the player measures its clock against the server's again. */
const SERVER_TIME_EVERY_MS = 10 * 60_000;

export interface PlayerAppProps {
  host: HostAPI;
  /** The item types this player draws (`defaultWidgets`, or a custom build's list). */
  widgets: WidgetList;
  /** GraphQL endpoint, e.g. `${location.origin}/graphql`. */
  apiUrl: string;
  /** Where operators pair screens; defaults to the API's origin (the server serves the console at /). */
  consoleUrl?: string;
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
  /** For QA: XState's inspector for the stage machines (see createStageInspector). */
  inspect?: (event: InspectionEvent) => void;
  /**
   * Keep every media file of the content through `host.files` and play it from there, so the
   * screen plays on, reboots included, with no network. Default: where the host keeps files.
   * The web target turns it off where its service worker keeps media by the same policy.
   */
  keepMedia?: boolean;
}

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/**
 * The whole player: pairing, then playback, full screen on black (transparent over a platform
 * video plane, which is black where no video plays).
 */
export function PlayerApp({
  host,
  widgets,
  apiUrl,
  consoleUrl,
  client,
  preloadImages,
  logger,
  deliverPlaybackEvents,
  events,
  inspect,
  keepMedia = host.supports('local-files'),
}: PlayerAppProps) {
  // Pass a stable list (a module constant such as defaultWidgets): a new list restarts the player.
  const catalog = useMemo(() => widgetCatalog(widgets), [widgets]);
  const [snapshot, setSnapshot] = useState<PlayerSnapshot | null>(null);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [keepProgress, setKeepProgress] = useState<KeepProgress | null>(null);
  const recorder = useRef<PlaybackRecorder | null>(null);
  const record = useCallback((event: NewPlaybackEvent) => recorder.current?.record(event), []);
  const uncountedPlays = useCallback(() => recorder.current?.uncountedPlays() ?? [], []);

  useEffect(() => {
    let current = true;
    void resolveTimeZone(() => host.getDeviceInfo()).then((zone) => current && setTimeZone(zone));
    return () => {
      current = false;
    };
  }, [host]);

  useEffect(() => {
    // Proof of play goes to the server's recordPlaybackEvents unless a test passes its own.
    const deliver =
      deliverPlaybackEvents ??
      serverPlaybackDelivery({ apiUrl, fetch: host.fetch, state: host.localState });
    const opened = createPlaybackRecorder(host.localState, deliver, (error) =>
      (logger ?? console).warn('A playback event could not be recorded', { error }),
    );
    recorder.current = opened;
    return () => {
      opened.close();
      if (recorder.current === opened) recorder.current = null;
    };
  }, [host, apiUrl, deliverPlaybackEvents, logger]);

  // The device clock's offset from the server's, measured at start and then every
  // SERVER_TIME_EVERY_MS; the stage reads it at every tick and so plays on server time.
  const serverOffset = useRef<number | null>(null);
  const readServerOffset = useCallback(() => serverOffset.current ?? 0, []);

  useEffect(() => {
    const graphql = client ?? createGraphQLClient({ apiUrl, fetch: host.fetch });
    let measuring = true;
    const measure = () =>
      void measureServerOffset(graphql, () => Date.now()).then((measured) => {
        if (!measuring) return;
        const next = nextServerOffset(serverOffset.current, measured);
        if (next.refused)
          (logger ?? console).warn('Server time ignored: it would move the clock back', {
            offsetMs: serverOffset.current,
            measuredMs: measured,
          });
        serverOffset.current = next.offset;
      });
    measure();
    const remeasure = setInterval(measure, SERVER_TIME_EVERY_MS);
    const warn = (logger ?? console).warn.bind(logger ?? console);
    const actors = createPlayerActors({
      host,
      client: graphql,
      preloadImages: preloadImages ?? createImagePreloader(),
      keptMedia: keepMedia ? createKeptMedia({ host, warn }) : null,
      apiUrl,
      itemSeconds: catalog.itemSeconds,
      onKeepProgress: (progress) => measuring && setKeepProgress(progress),
    });
    const actor = createActor(playerMachine.provide({ actors }), {
      input: { apiUrl, logger, itemSeconds: catalog.itemSeconds },
    });
    const subscription = actor.subscribe(setSnapshot);
    actor.start();
    return () => {
      measuring = false;
      clearInterval(remeasure);
      subscription.unsubscribe();
      actor.stop();
      if (!client) graphql.dispose();
    };
  }, [host, apiUrl, client, preloadImages, logger, keepMedia, catalog]);

  // Back in touch with the server (first sync or a reconnect after being offline): what the
  // outbox kept goes now, not at its next backoff step, which can be minutes away.
  const synced = snapshot?.matches({ session: 'playing' }) ?? false;
  useEffect(() => {
    if (synced) recorder.current?.flush();
  }, [synced]);

  const devicesUrl = useMemo(
    () => `${consoleUrl ?? new URL(apiUrl).origin}/devices`,
    [consoleUrl, apiUrl],
  );
  const context = snapshot?.context;
  const videoHost = useMemo(
    () => ({
      supports: host.supports.bind(host),
      video: host.video,
      logger: logger ?? console,
    }),
    [host, logger],
  );
  // Data widgets ask the server as this screen and keep their data in its local state. A
  // camera's detections go where sensors send audience reports, so the engine hears both alike.
  const itemData = useMemo(() => {
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
  }, [apiUrl, host, events]);
  // A platform video plane (Tizen AVPlay) lies under the page: the page must let it through.
  const platformVideo = host.supports('video-preparation');

  let view;
  if (context?.content && timeZone) {
    view = (
      // Video widgets use the platform's own player where the host has one (Tizen avplay).
      <VideoHostContext.Provider value={videoHost}>
        <ItemDataContext.Provider value={itemData}>
          <StagePlayer
            widgets={widgets}
            content={context.content}
            timeZone={timeZone}
            events={events}
            onPlaybackEvent={record}
            uncountedPlays={uncountedPlays}
            serverOffsetMs={readServerOffset}
            inspect={inspect}
          />
        </ItemDataContext.Provider>
      </VideoHostContext.Provider>
    );
  } else if (snapshot?.matches('pairing') && context?.pairing) {
    const code = context.pairing.code;
    view = (
      <PairingScreen
        code={code}
        qrTarget={`${devicesUrl}?pairingCode=${encodeURIComponent(code)}`}
      />
    );
  } else {
    view = (
      <div data-testid="player-status" style={statusStyle}>
        {snapshot?.matches('session') ? loadingText(keepProgress) : 'Connecting…'}
      </div>
    );
  }

  return (
    <div
      data-testid="player"
      data-state={snapshot ? stateName(snapshot) : 'starting'}
      style={platformVideo ? { ...rootStyle, background: 'transparent' } : rootStyle}
    >
      {view}
    </div>
  );
}

/** The first content's media is downloading: say how far, since it can take minutes. */
function loadingText(progress: KeepProgress | null): string {
  if (!progress || progress.total === 0 || progress.done >= progress.total)
    return 'Loading content…';
  return `Loading content… ${progress.done} of ${progress.total} files`;
}

function stateName(snapshot: PlayerSnapshot): string {
  const flatten = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, child]) => `${key}.${flatten(child)}`)
          .join(',');
  return flatten(snapshot.value);
}

const rootStyle = {
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  background: '#000',
  cursor: 'none',
  userSelect: 'none',
} as const;

const statusStyle = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#6b7686',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '2.5vmin',
} as const;
