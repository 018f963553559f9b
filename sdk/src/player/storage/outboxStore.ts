import type { LocalState } from '../../host/index.js';
import { playbackEventSchema, type PlaybackEvent } from '../../model/index.js';

/** What an outbox keeps: entries with a stable id, read back through their schema. */
export interface OutboxEntry {
  id: string;
}

/** How a store reads its entries back: a zod schema's safeParse. */
export interface EntrySchema<T extends OutboxEntry> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
  parse(value: unknown): T;
}

/** Local state key of the playback events not yet acknowledged by the server. */
export const OUTBOX_KEY = 'marquee.outbox';
/** Events per stored page: one play rewrites one page, not the whole outbox. */
export const OUTBOX_PAGE_SIZE = 100;

/** What OUTBOX_KEY holds: the numbers of the pages, in order; each page is `${key}.<n>`. */
interface OutboxIndex {
  version: 2;
  pages: number[];
}

const isIndex = (value: unknown): value is OutboxIndex =>
  typeof value === 'object' &&
  value !== null &&
  (value as OutboxIndex).version === 2 &&
  Array.isArray((value as OutboxIndex).pages) &&
  (value as OutboxIndex).pages.every((n) => Number.isInteger(n));

/**
 * An outbox in local state (proof of play, audience minutes), in pages of OUTBOX_PAGE_SIZE events. A screen offline for a day
 * holds thousands of events; as one list, every play rewrote megabytes (and could outgrow a TV's
 * localStorage). New events go to the last page and acknowledgements empty the first ones, so a
 * save writes the one or two pages that changed. Reads drop entries that no longer parse (a
 * hand-edited or older store) instead of losing the whole list, and read the older one-list form;
 * writes run one after another so that a slow store never gets an older page after a newer one.
 */
export class OutboxStore<T extends OutboxEntry> {
  private writing: Promise<void> = Promise.resolve();
  /** Event ids per stored page, as last written. */
  private pages = new Map<number, string[]>();
  private pageOf = new Map<string, number>();
  private nextPage = 0;
  /** The index is not (yet) in local state: the next save writes it. */
  private indexMissing = true;

  constructor(
    private readonly state: LocalState,
    private readonly key: string,
    private readonly schema: EntrySchema<T>,
  ) {}

  async load(): Promise<T[]> {
    const stored = await this.state.get(this.key);
    const events: T[] = [];
    const keep = (entries: unknown) => {
      if (!Array.isArray(entries)) return;
      for (const entry of entries) {
        const parsed = this.schema.safeParse(entry);
        if (parsed.success) events.push(parsed.data);
      }
    };
    if (isIndex(stored)) {
      for (const page of stored.pages) {
        const before = events.length;
        keep(await this.state.get(this.pageKey(page)));
        this.remember(
          page,
          events.slice(before).map((e) => e.id),
        );
      }
      this.indexMissing = false;
    } else {
      // The one-list form of earlier players: written as pages at the next save.
      keep(stored);
    }
    return events;
  }

  save(events: readonly T[]): Promise<void> {
    const layout = this.layout(events);
    const writes: Array<() => Promise<void>> = [];
    for (const [page, pageEvents] of layout) {
      const ids = pageEvents.map((e) => e.id);
      const old = this.pages.get(page);
      if (!old || old.length !== ids.length || old.some((id, i) => id !== ids[i]))
        writes.push(() => this.state.set(this.pageKey(page), pageEvents as never));
    }
    const gone = [...this.pages.keys()].filter((page) => !layout.has(page));
    const pagesChanged = gone.length > 0 || [...layout.keys()].some((p) => !this.pages.has(p));
    const index: OutboxIndex = { version: 2, pages: [...layout.keys()] };
    // Pages first, then the index, then removals: the index never points at a page that is not
    // written yet or already gone.
    const steps = [
      ...writes,
      ...(pagesChanged || this.indexMissing
        ? [() => this.state.set(this.key, index as never)]
        : []),
      ...gone.map((page) => () => this.state.remove(this.pageKey(page))),
    ];
    this.indexMissing = false;
    this.pages = new Map([...layout].map(([page, list]) => [page, list.map((e) => e.id)]));
    this.pageOf = new Map();
    for (const [page, ids] of this.pages) for (const id of ids) this.pageOf.set(id, page);
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        for (const step of steps) await step();
      });
    return this.writing;
  }

  /** Which page each event belongs on: where it already is, else the last page with room. */
  private layout(events: readonly T[]): Map<number, T[]> {
    const layout = new Map<number, T[]>();
    let tail = -1;
    for (const event of events) {
      let page = this.pageOf.get(event.id);
      if (page === undefined || page < tail) {
        if (tail < 0 || (layout.get(tail)?.length ?? 0) >= OUTBOX_PAGE_SIZE) tail = this.nextPage++;
        page = tail;
      } else tail = page;
      const list = layout.get(page) ?? [];
      if (!layout.has(page)) layout.set(page, list);
      list.push(event);
    }
    return layout;
  }

  private remember(page: number, ids: string[]): void {
    this.pages.set(page, ids);
    for (const id of ids) this.pageOf.set(id, page);
    this.nextPage = Math.max(this.nextPage, page + 1);
  }

  private pageKey(page: number): string {
    return `${this.key}.${page}`;
  }
}

/** Every event a store holds, in order, whichever form it is in (for tests and tools). */
export async function storedOutboxEvents(
  state: LocalState,
  key = OUTBOX_KEY,
): Promise<PlaybackEvent[] | undefined> {
  if ((await state.get(key)) === undefined) return undefined;
  return new OutboxStore(state, key, playbackEventSchema).load();
}
