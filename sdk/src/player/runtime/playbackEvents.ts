import { sceneFileIds } from '../../engine/index.js';
import type { NewPlaybackEvent } from '../storage/outbox.js';
import type { ItemEndedEvent } from '../machines/stageMachine.js';

/** Where playback events go: the proof-of-play outbox in the app, a list in tests. */
export type PlaybackEventSink = (event: NewPlaybackEvent) => void;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The proof-of-play record of one finished play: what played,
 * where in the content, for how long, and whether it was cut short.
 */
export function playbackEventOf(ended: ItemEndedEvent): NewPlaybackEvent {
  const { occurrence } = ended;
  const { entry } = occurrence;
  return {
    fileIds: sceneFileIds(entry.scene),
    sceneIds: [entry.scene._id],
    timestamp: iso(ended.t),
    renderPath: [...entry.renderPath],
    currentItemId: entry.itemId,
    previousItemId: ended.previous?.entry.itemId ?? null,
    triggered: occurrence.triggered,
    // The trigger rule that started it; a play from the normal rotation follows no rule.
    rule: occurrence.triggered && entry.trigger ? entry.trigger.rules.type : null,
    startTime: iso(ended.startedAt),
    playlistId: occurrence.playlistId || null,
    durationSeconds: Math.max(0, Math.round((ended.t - ended.startedAt) / 10) / 100),
    interrupted: ended.interrupted,
  };
}
