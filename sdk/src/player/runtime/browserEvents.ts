import { audienceReportSchema, type AudienceReport } from '../../model/index.js';
import type { ItemEndedEvent, ItemStartedEvent } from '../machines/stageMachine.js';

/**
 * Browser events the player dispatches (playback and item start/end, for the page hosting it) and
 * listens to (audience reports from a sensor).
 */
export const PLAYER_BROWSER_EVENTS = {
  /** A zone started playing a playlist (its render path). */
  playbackStarted: 'playback_started',
  /** A zone stopped playing a playlist (its render path). */
  playbackEnded: 'playback_ended',
  itemStarted: 'item-started-playing',
  itemEnded: 'item-ended-playing',
  /** Sent to the player by an audience sensor integration; detail is an AudienceReport. */
  audienceReport: 'audience_report',
  /**
   * The player counted a minute of audience; detail is its counts (people, gender, age bands,
   * objects, dwell), never an image.
   */
  analyticsUpdate: 'analytics-update',
} as const;

export interface PlaybackPathDetail {
  zoneId: number;
  renderPath: string[];
  t: string;
}

export interface ItemPlayingDetail extends PlaybackPathDetail {
  itemId: string;
  sceneId: string;
  triggered: boolean;
  /** Only for item-ended-playing. */
  interrupted?: boolean;
}

/** The page's window where there is one (hosts listen there), else a private target (Node, tests). */
export function defaultPlayerEventTarget(): EventTarget {
  return typeof window !== 'undefined' ? window : new EventTarget();
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Turns stage events into browser events. playback_started / playback_ended bracket the time a
 * zone plays from one render path, so a host sees a nested playlist or a schedule switch once,
 * not once per item.
 */
export class BrowserEventDispatcher {
  private readonly paths = new Map<number, string[]>();

  constructor(private readonly target: EventTarget) {}

  itemStarted(event: ItemStartedEvent): void {
    const renderPath = [...event.occurrence.entry.renderPath];
    const active = this.paths.get(event.zoneId);
    if (!active || active.join('/') !== renderPath.join('/')) {
      if (active) this.pathEnded(event.zoneId, active, event.t);
      this.paths.set(event.zoneId, renderPath);
      this.send(PLAYER_BROWSER_EVENTS.playbackStarted, {
        zoneId: event.zoneId,
        renderPath,
        t: iso(event.t),
      });
    }
    this.send(PLAYER_BROWSER_EVENTS.itemStarted, this.itemDetail(event));
  }

  itemEnded(event: ItemEndedEvent): void {
    this.send(PLAYER_BROWSER_EVENTS.itemEnded, {
      ...this.itemDetail(event),
      interrupted: event.interrupted,
    });
  }

  /** After a tick: zones that play nothing now have ended their playback. */
  settle(playingZones: ReadonlySet<number>, t: number): void {
    for (const [zoneId, path] of this.paths) {
      if (!playingZones.has(zoneId)) this.pathEnded(zoneId, path, t);
    }
  }

  /** The stage stopped (new content, unmount): every zone's playback ends. */
  stopAll(t: number): void {
    this.settle(new Set(), t);
  }

  private pathEnded(zoneId: number, renderPath: string[], t: number) {
    this.paths.delete(zoneId);
    this.send(PLAYER_BROWSER_EVENTS.playbackEnded, { zoneId, renderPath, t: iso(t) });
  }

  private itemDetail(event: ItemStartedEvent | ItemEndedEvent): ItemPlayingDetail {
    const { entry } = event.occurrence;
    return {
      zoneId: event.zoneId,
      renderPath: [...entry.renderPath],
      t: iso(event.t),
      itemId: entry.itemId,
      sceneId: entry.scene._id,
      triggered: event.occurrence.triggered,
    };
  }

  private send(type: string, detail: PlaybackPathDetail | ItemPlayingDetail) {
    this.target.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

/**
 * Listens for audience reports sent to the player as browser events. A malformed report is
 * dropped with a warning: a sensor's bad reading must never stop playback.
 */
export function listenForAudienceReports(
  target: EventTarget,
  onReport: (report: AudienceReport) => void,
  onInvalid: (message: string) => void = () => undefined,
): () => void {
  const listener = (event: Event) => {
    const parsed = audienceReportSchema.safeParse((event as CustomEvent<unknown>).detail);
    if (parsed.success) onReport(parsed.data);
    else onInvalid(`Ignored an invalid audience report: ${parsed.error.issues[0]?.message ?? ''}`);
  };
  target.addEventListener(PLAYER_BROWSER_EVENTS.audienceReport, listener);
  return () => target.removeEventListener(PLAYER_BROWSER_EVENTS.audienceReport, listener);
}
