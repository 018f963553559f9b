import { useEffect, useMemo, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { HostAPI } from '../host/index.js';
import type { GraphQLClient } from '../player/server-link/graphqlClient.js';
import type { ImagePreloader } from '../player/storage/preloadImages.js';
import type { PlayerContent } from '../player/content.js';
import type { PlayerLogger } from '../player/machines/playerMachine.js';
import type { DeliverPlaybackEvents } from '../player/storage/outbox.js';
import type { KeepProgress } from '../player/storage/keptMedia.js';
import {
  createPlayerRuntime,
  type PlayerRuntime,
  type PlayerRuntimeState,
  type PlayerSnapshot,
} from '../player/runtime/playerRuntime.js';
import { ItemDataContext } from './itemDataContext.js';
import { PairingScreen } from './PairingScreen.js';
import { RotatedStage } from './RotatedStage.js';
import { VideoHostContext } from './videoHostContext.js';
import { StagePlayer } from './StagePlayer.js';
import { StageShownContext } from './stageShown.js';
import { widgetCatalog, type WidgetList } from './widgetDefinition.js';

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
  /**
   * A zero-touch provisioning token (the page's ?provision=): without kept credentials the player
   * trades it once for its device token and starts paired, with no pairing code.
   */
  provisionToken?: string | null;
}

/**
 * The whole player: pairing, then playback, full screen on black (transparent over a platform
 * video plane, which is black where no video plays).
 */
export function PlayerApp(props: PlayerAppProps) {
  const { host, widgets, apiUrl, consoleUrl, logger, events, inspect } = props;
  const runtime = usePlayerRuntime(props);
  const { snapshot, timeZone, keepProgress, stageRotation } = useRuntimeState(runtime);
  const videoHost = useMemo(
    () => ({ supports: host.supports.bind(host), video: host.video, logger: logger ?? console }),
    [host, logger],
  );
  const context = snapshot?.context;
  usePreloadedRenderers(widgets, context?.content);
  let view;
  if (context?.content && timeZone) {
    view = (
      // Video widgets use the platform's own player where the host has one (Tizen avplay).
      <VideoHostContext.Provider value={videoHost}>
        <ItemDataContext.Provider value={runtime.itemData}>
          <StageShownContext.Provider value={runtime.stageShown}>
            <StagePlayer
              widgets={widgets}
              content={context.content}
              timeZone={timeZone}
              events={events}
              onPlaybackEvent={runtime.record}
              uncountedPlays={runtime.uncountedPlays}
              serverOffsetMs={runtime.serverOffsetMs}
              inspect={inspect}
            />
          </StageShownContext.Provider>
        </ItemDataContext.Provider>
      </VideoHostContext.Provider>
    );
  } else if (snapshot?.matches('pairing') && context?.pairing) {
    const code = context.pairing.code;
    const devicesUrl = `${consoleUrl ?? new URL(apiUrl).origin}/devices`;
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
  // A platform video plane (Tizen AVPlay) lies under the page: the page must let it through.
  const platformVideo = host.supports('video-preparation');
  return (
    <div
      data-testid="player"
      data-state={snapshot ? stateName(snapshot) : 'starting'}
      style={platformVideo ? { ...rootStyle, background: 'transparent' } : rootStyle}
    >
      {/* The pairing code and status turn too: a person reads them on the mounted screen. */}
      <RotatedStage rotation={stageRotation}>{view}</RotatedStage>
    </div>
  );
}

/** One player runtime per set of props; a prop that changes starts a new one. */
function usePlayerRuntime({
  host,
  widgets,
  apiUrl,
  client,
  preloadImages,
  logger,
  deliverPlaybackEvents,
  events,
  keepMedia = host.supports('local-files'),
  provisionToken = null,
}: PlayerAppProps): PlayerRuntime {
  // Pass a stable list (a module constant such as defaultWidgets): a new list restarts the player.
  const itemSeconds = useMemo(() => widgetCatalog(widgets).itemSeconds, [widgets]);
  return useMemo(
    () =>
      createPlayerRuntime({
        host,
        apiUrl,
        itemSeconds,
        client,
        preloadImages,
        logger,
        deliverPlaybackEvents,
        events,
        keepMedia,
        provisionToken,
      }),
    [
      host,
      apiUrl,
      itemSeconds,
      client,
      preloadImages,
      logger,
      deliverPlaybackEvents,
      events,
      keepMedia,
      provisionToken,
    ],
  );
}

/** After the first content, how long before the renderers it does not use load too. */
const PRELOAD_OTHERS_AFTER_MS = 5_000;

/**
 * Renderers that load apart start loading as soon as the content is known, while the stage
 * still waits for its clock and time zone: the first scene is not held up by a file request.
 * The others follow a while later, once the first frame is long drawn, so that a scene needing
 * one later (offline included, where the file may not be reachable) finds it in memory.
 */
function usePreloadedRenderers(widgets: WidgetList, content: PlayerContent | null | undefined) {
  const catalog = useMemo(() => widgetCatalog(widgets), [widgets]);
  useEffect(() => {
    if (!content) return;
    const scenes = [...content.documents.scenes.values()];
    catalog.preload(scenes.flatMap((scene) => scene.sceneItems.map(({ item }) => item.type)));
    const later = setTimeout(
      () => catalog.preload(catalog.list.map(({ type }) => type)),
      PRELOAD_OTHERS_AFTER_MS,
    );
    return () => clearTimeout(later);
  }, [catalog, content]);
}

/** Runs the player while the view is mounted and follows its state. */
function useRuntimeState(runtime: PlayerRuntime): PlayerRuntimeState {
  const [state, setState] = useState(runtime.getState);
  useEffect(() => {
    const unsubscribe = runtime.subscribe(setState);
    runtime.start();
    return () => {
      unsubscribe();
      runtime.stop();
    };
  }, [runtime]);
  return state;
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
