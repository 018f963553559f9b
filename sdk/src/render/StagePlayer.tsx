import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import type { InspectionEvent } from 'xstate';
import type { PreloadSetting, UncountedPlay } from '../engine/index.js';
import { ContentFonts } from '../fonts/ContentFonts.js';
import { mediaFitOf, type PlayerContent } from '../player/content.js';
import type { PlaybackEventSink } from '../player/runtime/playbackEvents.js';
import { runStage, type StageZoneShow } from '../player/runtime/stageRunner.js';
import { PlayableContentContext, type PlayableContentValue } from './playableContentContext.js';
import {
  widgetCatalog,
  WidgetsContext,
  type WidgetCatalog,
  type WidgetList,
} from './widgetDefinition.js';
import { ZoneStage, type StageLayer } from './ZoneStage.js';
import { ZoneBoxContext } from './zoneBox.js';

export interface StagePlayerProps {
  content: PlayerContent;
  /** The item types to draw scenes with (a stable list, e.g. defaultWidgets). */
  widgets: WidgetList;
  /** The device's IANA time zone; timing rules are evaluated in it. Default: the runtime's. */
  timeZone?: string;
  /**
   * Device time in epoch ms, ticking; a fresh subscription per content. Defaults to the player
   * clock (every refresh interval), or the simple file clock when the content is one file.
   */
  clock?: () => Observable<number>;
  preload?: PreloadSetting;
  /** Browser events go here and audience reports come from here; default the window. */
  events?: EventTarget;
  /** Proof-of-play records, one per finished play. */
  onPlaybackEvent?: PlaybackEventSink;
  /**
   * This device's plays the server has not counted yet (the proof-of-play outbox), read when
   * content starts: with the content's quota counters, that is where play quotas stand.
   */
  uncountedPlays?: () => readonly UncountedPlay[];
  /** The device clock's measured offset from the server's (a stable function, read per tick). */
  serverOffsetMs?: () => number;
  /** XState's inspector for the stage machines (the QA panel's zone list); read per content. */
  inspect?: (event: InspectionEvent) => void;
}

const runtimeTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Plays content full screen: the stage machine plans each tick with the engine, and each zone
 * shows its current scene, switching only when the next one is ready. Old content stays on
 * screen until the new content's first scenes are ready, because layers are keyed by content
 * id and a zone keeps its visible layer until then.
 */
export function StagePlayer(props: StagePlayerProps) {
  const { content, widgets } = props;
  const shown = useStageRun(props);
  const nothingYet = useNothingShownYet(shown);
  const catalog = useMemo(() => widgetCatalog(widgets), [widgets]);
  const onStage = shown?.content ?? content;
  const playable = useMemo<PlayableContentValue>(
    () => ({ ...onStage.documents, files: onStage.files }),
    [onStage],
  );

  if (content.empty) {
    return (
      <div data-testid="stage-idle" style={idleStyle}>
        Nothing is published to this screen yet.
      </div>
    );
  }

  return (
    <StageContext catalog={catalog} playable={playable}>
      <div data-testid="stage" data-content-id={shown?.content.id} style={fill}>
        {/* Text draws with the content's kept font files (local URLs once kept). */}
        <ContentFonts files={(shown?.content ?? content).files} nextFiles={content.files} />
        {shown?.view.map((zone) => (
          <StageZone key={zone.zoneId} content={shown.content} zone={zone} />
        ))}
        {nothingYet && (
          <div data-testid="stage-nothing-now" style={idleStyle}>
            Nothing to show right now.
          </div>
        )}
      </div>
    </StageContext>
  );
}

interface Shown {
  content: PlayerContent;
  view: readonly StageZoneShow[];
}

/**
 * Never a black screen: when the stage's zones have items but none may play (every one outside
 * its dates or its timing rules) and nothing has been shown since the player started, a quiet
 * line says so. Once something has played, a zone with nothing to play keeps its last frame.
 */
function useNothingShownYet(shown: Shown | null): boolean {
  const [played, setPlayed] = useState(false);
  const playing = shown?.view.some((zone) => zone.current) ?? false;
  if (playing && !played) setPlayed(true);
  return !!shown && shown.view.length > 0 && !played && !playing;
}

/** Runs the stage for each new content and returns what it shows (null before the first view). */
function useStageRun({
  content,
  timeZone,
  clock,
  preload,
  events,
  onPlaybackEvent,
  uncountedPlays,
  serverOffsetMs,
  inspect,
}: StagePlayerProps): Shown | null {
  const [shown, setShown] = useState<Shown | null>(null);
  // The sink may change identity on every render; the stage must not restart for that.
  const sink = useRef(onPlaybackEvent);
  const uncounted = useRef(uncountedPlays);
  const inspector = useRef(inspect);
  useEffect(() => {
    sink.current = onPlaybackEvent;
    uncounted.current = uncountedPlays;
    inspector.current = inspect;
  }, [onPlaybackEvent, uncountedPlays, inspect]);
  // Trigger history outlives a content change: items that remain keep their playback share.
  const triggerHistory = useRef<ReadonlyMap<string, number>>(new Map());

  useEffect(() => {
    if (content.empty) return;
    const stage = runStage({
      content,
      timeZone: timeZone ?? runtimeTimeZone(),
      clock: clock?.(),
      preload,
      events,
      onPlaybackEvent: (event) => sink.current?.(event),
      onView: (view) => setShown({ content, view }),
      uncountedPlays: uncounted.current?.(),
      triggerHistory: triggerHistory.current,
      // Playlist time counts from the content's version, so screens are in step; a version
      // newer than this device's clock (a clock behind) starts at its first item.
      startedAt: content.publishedAt ?? undefined,
      serverOffsetMs,
      inspect: inspector.current,
    });
    return () => {
      triggerHistory.current = stage.triggerHistory();
      stage.stop();
    };
  }, [content, timeZone, clock, preload, events, serverOffsetMs]);
  return shown;
}

/** One zone of the stage in its box: the layer on screen and the ones preloaded under it. */
function StageZone({ content, zone }: { content: PlayerContent; zone: StageZoneShow }) {
  // Every layer has its item machine: the stage mounts one per entry shown or preloaded.
  const layer = (entry: StageLayer['entry'], offsetMs = 0): StageLayer | null => {
    const item = zone.actors[entry.key];
    if (!item) return null;
    return {
      key: `${content.id}/${zone.zoneId}/${entry.key}`,
      entry,
      offsetMs,
      files: content.files,
      mediaFit: mediaFitOf(content, entry.renderPath[0] ?? ''),
      item,
    };
  };
  return (
    <div
      data-testid="stage-zone"
      style={{
        position: 'absolute',
        left: `${zone.box.x}%`,
        top: `${zone.box.y}%`,
        width: `${zone.box.w}%`,
        height: `${zone.box.h}%`,
        overflow: 'hidden',
      }}
    >
      {/* Platform video is placed on the screen, not in the page: it needs the zone's box. */}
      <ZoneBoxContext.Provider value={zone.box}>
        <ZoneStage
          current={zone.current && layer(zone.current.entry, zone.offsetMs)}
          preload={zone.preload.flatMap((entry) => layer(entry) ?? [])}
        />
      </ZoneBoxContext.Provider>
    </div>
  );
}

/**
 * What every widget on the stage may read: the renderers, and the documents of the content on
 * screen (a playlist item plays a playlist in its box from them).
 */
function StageContext({
  catalog,
  playable,
  children,
}: {
  catalog: WidgetCatalog;
  playable: PlayableContentValue;
  children: ReactNode;
}) {
  return (
    <WidgetsContext.Provider value={catalog}>
      <PlayableContentContext.Provider value={playable}>{children}</PlayableContentContext.Provider>
    </WidgetsContext.Provider>
  );
}

const fill = { position: 'absolute', inset: 0 } as const;

const idleStyle = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#9aa4b2',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '3vmin',
} as const;
