import type { GraphQLSchema } from 'graphql';
import type { AppServices } from '../../app-services.js';
import { inSlices, NOTICE_SLICE, NOTICE_SLICE_MS, sharedInSlices } from '../../pubsub/turns.js';
import { keyString, type ContentKey } from './content-key.js';
import { KeptSnapshots } from './kept-snapshots.js';
import { makeSnapshot, type ContentSnapshot } from './snapshot.js';

/**
 * What a screen is told of a version: the same object for every screen with the same spread, or
 * of the same broadcast.
 */
export interface SnapshotNotice {
  hash: string;
  url: string;
  spreadMs: number;
  /** The emergency broadcast this is on the screen, or null. */
  broadcastId: string | null;
}

/** A change to content, published once for all screens (not once per screen). */
export interface ContentVersionEvent {
  accountId: string;
  /** The changed entities and everything that contains them. */
  entityIds: string[];
}

/**
 * Told when content of its account changed; the listener decides whether it shows any of it and
 * returns false when it does not (it woke no one).
 */
export type ContentListener = (event: ContentVersionEvent) => boolean;

/**
 * Spread of the screens' fetches: 0.4 ms per screen showing the content in this process, at most
 * 4 s. One screen fetches at once; 10,000 arrive over 4 s, 2,500 a second. The operator waits
 * for the last screen: it has its content about 4.3 s after the publish, within the 5 s a fleet
 * publish may take.
 */
const SPREAD_MS_PER_SCREEN = 0.4;
const MAX_SPREAD_MS = 4000;
/** Spreads are whole steps (rounded down), so a version has at most 41 distinct notices. */
const SPREAD_STEP_MS = 100;
/** A snapshot is made again at most this often for a request naming a hash it does not match. */
const RECHECK_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Snapshots kept per process, and their bytes (JSON, gzip and brotli together); past either the
 * longest-kept go (they are made again when asked). */
const MAX_KEPT = 2000;
const MAX_KEPT_BYTES = 256 * 1024 * 1024;

interface Latest {
  /** The snapshot for one more caller: once made, its waiters resume a slice per turn. */
  wait: () => Promise<ContentSnapshot>;
  day: number;
  startedAt: number;
  /** The snapshot once made: screens told of a change that names it get it in that turn. */
  made?: ContentSnapshot;
}

/**
 * This process's content versions: the snapshot of each content key in use, made once per change
 * and shared by every screen showing it, and the screens to tell. One pub/sub event per change
 * reaches every process (`content:version`, key `*`); each drops what it had of the changed
 * entities and then tells its own screens, so no screen can read the version from before.
 */
export class ContentVersions {
  private readonly latest = new KeptSnapshots<Latest>({
    maxCount: MAX_KEPT,
    maxBytes: MAX_KEPT_BYTES,
  });
  private readonly listeners = new Map<string, Set<ContentListener>>();
  /** Screens per content key in this process, for the spread. */
  private readonly watchers = new Map<string, number>();
  /** Each snapshot's key and notices by spread: one object each, serialised once for them all. */
  private readonly notices = new WeakMap<
    ContentSnapshot,
    { id: string; bySpread: Map<number | string, SnapshotNotice> }
  >();
  private stopped = false;
  private readonly events: AsyncIterableIterator<ContentVersionEvent>;

  constructor(
    private readonly app: AppServices,
    private readonly schema: GraphQLSchema,
  ) {
    this.events = app.pubsub.subscribe('content:version', '*');
    void this.follow();
  }

  private async follow(): Promise<void> {
    for await (const event of this.events) {
      if (this.stopped) break;
      this.forget(event.entityIds);
      void this.tell(event);
    }
  }

  /**
   * The account's screens, a slice of those showing the content per turn: each woken stream goes
   * on to wait for the snapshot, and 10,000 of them in one turn would hold the loop. Not awaited:
   * the next change is forgotten as soon as it arrives, and its screens are told beside these.
   */
  private async tell(event: ContentVersionEvent): Promise<void> {
    const listeners = [...(this.listeners.get(event.accountId) ?? [])];
    await inSlices(listeners, (listener) => !this.stopped && listener(event), NOTICE_SLICE, {
      budgetMs: NOTICE_SLICE_MS,
    });
  }

  private forget(entityIds: readonly string[]): void {
    const changed = new Set(entityIds);
    for (const key of this.latest.ids())
      if (changed.has(key.slice(key.lastIndexOf('/') + 1))) this.latest.delete(key);
  }

  /** The snapshot of what the key names now, made at most once per change (and per UTC day). */
  current(key: ContentKey): Promise<ContentSnapshot> {
    const id = keyString(key);
    const now = this.app.clock.now().getTime();
    const day = Math.floor(now / DAY_MS);
    const kept = this.latest.get(id);
    if (kept && kept.day === day) return kept.wait();
    return this.make(id, key, day, now);
  }

  /**
   * The snapshot of what the key names now if it is made and current, else undefined: a screen
   * told what it plays takes it in the same turn, where waiting for it would cost every screen
   * of a fan-out a chain of promise steps.
   */
  ready(key: ContentKey, id = keyString(key)): ContentSnapshot | undefined {
    const kept = this.latest.get(id);
    const day = Math.floor(this.app.clock.now().getTime() / DAY_MS);
    return kept && kept.day === day ? kept.made : undefined;
  }

  /**
   * Makes the snapshot of what the key names, if it is not made yet, before the screens showing
   * it are told: then each is told in one step. A failure is left to the screens' own reads,
   * which report it.
   */
  async prepare(key: ContentKey): Promise<void> {
    await this.current(key).catch(() => undefined);
  }

  /**
   * The snapshot's notice, with the spread for the screens showing its key when this one is told.
   * Counted now, not when the snapshot was made: a publish to a group of 10,000 screens makes the
   * snapshot for the first of them, before the others watch it, and a spread of 0 had all 10,000
   * fetch at once, beside (and ahead of) the notices still going out to the rest. `fanOut`: the
   * screens the change tells, which a group publish knows before the first of them watches; the
   * larger count wins. `broadcastId`: the emergency broadcast the screen shows it as, which
   * online screens show at once (no spread) and acknowledge by that id.
   */
  noticeOf(
    snapshot: ContentSnapshot,
    broadcastId: string | null = null,
    fanOut = 0,
  ): SnapshotNotice {
    let known = this.notices.get(snapshot);
    if (!known) {
      known = { id: keyString(snapshot.key), bySpread: new Map() };
      this.notices.set(snapshot, known);
    }
    const screens = broadcastId ? 0 : Math.max(fanOut, this.watchers.get(known.id) ?? 0);
    const spreadMs = Math.min(
      MAX_SPREAD_MS,
      Math.floor((screens * SPREAD_MS_PER_SCREEN) / SPREAD_STEP_MS) * SPREAD_STEP_MS,
    );
    const which = broadcastId ?? spreadMs;
    let notice = known.bySpread.get(which);
    if (!notice) {
      notice = { hash: snapshot.hash, url: snapshot.url, spreadMs, broadcastId };
      known.bySpread.set(which, notice);
    }
    return notice;
  }

  private make(id: string, key: ContentKey, day: number, now: number): Promise<ContentSnapshot> {
    const snapshot = makeSnapshot(this.app, this.schema, key);
    const entry: Latest = { wait: sharedInSlices(snapshot), day, startedAt: now };
    this.latest.set(id, entry);
    snapshot.then(
      (made) => {
        entry.made = made;
        this.latest.sized(id, entry, made.json.length + made.gzip.length + made.br.length);
      },
      // A failed read is not kept: the next screen to ask tries again.
      () => this.latest.delete(id, entry),
    );
    return entry.wait();
  }

  /**
   * The snapshot named by key and hash, for the HTTP route; undefined when the content has moved
   * on. A hash this process has not seen (made by another process, or before a restart) makes the
   * snapshot again, at most once a second per key, and matches when the content is the same.
   */
  async byHash(key: ContentKey, hash: string): Promise<ContentSnapshot | undefined> {
    const first = await this.current(key);
    if (first.hash === hash) return first;
    const id = keyString(key);
    const now = this.app.clock.now().getTime();
    const kept = this.latest.get(id);
    if (kept && now - kept.startedAt < RECHECK_MS) return undefined;
    const again = await this.make(id, key, Math.floor(now / DAY_MS), now);
    return again.hash === hash ? again : undefined;
  }

  /** Registers a screen of the account; returns the function that unregisters it. */
  listen(accountId: string, listener: ContentListener): () => void {
    let set = this.listeners.get(accountId);
    if (!set) this.listeners.set(accountId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(accountId) === set) this.listeners.delete(accountId);
    };
  }

  /** Counts a screen showing the key (for the spread); returns the function that uncounts it. */
  watch(key: ContentKey, id = keyString(key)): () => void {
    this.watchers.set(id, (this.watchers.get(id) ?? 0) + 1);
    return () => {
      const left = (this.watchers.get(id) ?? 1) - 1;
      if (left > 0) this.watchers.set(id, left);
      else this.watchers.delete(id);
    };
  }

  stop(): void {
    this.stopped = true;
    void this.events.return?.();
  }
}

/**
 * Made by the HTTP server once its GraphQL schema exists (http/server.ts), and kept in its
 * process's AppServices (contentVersions, declared in module.ts).
 */
export function startContentVersions(app: AppServices, schema: GraphQLSchema): ContentVersions {
  const versions = new ContentVersions(app, schema);
  app.contentVersions = versions;
  return versions;
}

export function contentVersionsOf(app: AppServices): ContentVersions {
  const versions = app.contentVersions;
  if (!versions) throw new Error('Content versions are served by API processes only');
  return versions;
}
