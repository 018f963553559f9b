import type { LocalState } from '../host/index.js';
import { playbackEventSchema, type PlaybackEvent } from '../model/index.js';

/** Local state key of the playback events not yet acknowledged by the server. */
export const OUTBOX_KEY = 'marquee.outbox';

/**
 * The outbox as one JSON list in local state. Reads drop entries that no longer parse (a
 * hand-edited or older store) instead of losing the whole list; writes run one after another
 * so that a slow store never gets an older list after a newer one.
 */
export class OutboxStore {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly state: LocalState,
    private readonly key = OUTBOX_KEY,
  ) {}

  async load(): Promise<PlaybackEvent[]> {
    const stored = await this.state.get(this.key);
    if (!Array.isArray(stored)) return [];
    const events: PlaybackEvent[] = [];
    for (const entry of stored) {
      const parsed = playbackEventSchema.safeParse(entry);
      if (parsed.success) events.push(parsed.data);
    }
    return events;
  }

  save(events: readonly PlaybackEvent[]): Promise<void> {
    const snapshot = [...events];
    this.writing = this.writing
      .catch(() => undefined)
      .then(() => this.state.set(this.key, snapshot));
    return this.writing;
  }
}
