import type { Clock } from '../../clock.js';

// What the server fetched for feeds (forecasts, places, news feeds), kept so that a wall of
// screens showing the same feed costs one upstream fetch per interval, not one per screen.

/** A failure is kept this long at most, so a dead feed is not asked again by every screen. */
export const FAILURE_KEPT_MS = 60_000;
const MAX_CACHE_ENTRIES = 500;
/** Roughly, in bytes of the values' JSON; a full RSS feed is at most ~100 KB. */
const MAX_CACHE_BYTES = 16 * 1024 * 1024;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Entry {
  outcome: Outcome<unknown>;
  storedAt: number;
  size: number;
}

export interface FeedCacheOptions {
  clock: Pick<Clock, 'now'>;
  maxEntries?: number;
  maxBytes?: number;
}

export interface CacheLoad<T> {
  /** Normalised: two requests for the same upstream data give the same key. */
  key: string;
  /** How old a kept value may be for this caller. */
  maxAgeMs: number;
  load: () => Promise<T>;
  /** Failures worth keeping (upstream errors), as opposed to refusals of this caller. */
  keepsFailure?: (error: unknown) => boolean;
}

/**
 * An in-memory cache with a time to live per caller, one load at a time per key (parallel
 * callers of a missing key share one upstream fetch), and a bound on entries (least recently
 * used go first) and on their total size.
 */
export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private readonly clock: Pick<Clock, 'now'>;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: FeedCacheOptions) {
    this.clock = options.clock;
    this.maxEntries = options.maxEntries ?? MAX_CACHE_ENTRIES;
    this.maxBytes = options.maxBytes ?? MAX_CACHE_BYTES;
  }

  /** The kept value when it is fresh enough, else the (shared) load's. */
  async get<T>(request: CacheLoad<T>): Promise<T> {
    const kept = this.fresh(request.key, request.maxAgeMs);
    if (kept) {
      if (kept.ok) return kept.value as T;
      throw kept.error;
    }
    // Registered before the first await: a parallel caller finds this load and waits for it.
    let loading = this.loading.get(request.key) as Promise<T> | undefined;
    if (!loading) {
      loading = this.loadAndKeep(request).finally(() => this.loading.delete(request.key));
      this.loading.set(request.key, loading);
    }
    return loading;
  }

  /** Entries kept now (tests). */
  get size(): number {
    return this.entries.size;
  }

  private fresh(key: string, maxAgeMs: number): Outcome<unknown> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.clock.now().getTime() - entry.storedAt;
    const keptFor = entry.outcome.ok ? maxAgeMs : Math.min(maxAgeMs, FAILURE_KEPT_MS);
    if (age < 0 || age >= keptFor) return undefined;
    // Used again: last to be dropped.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.outcome;
  }

  private async loadAndKeep<T>(request: CacheLoad<T>): Promise<T> {
    try {
      const value = await request.load();
      this.keep(request.key, { ok: true, value });
      return value;
    } catch (error) {
      if (request.keepsFailure?.(error)) this.keep(request.key, { ok: false, error });
      throw error;
    }
  }

  private keep(key: string, outcome: Outcome<unknown>): void {
    this.drop(key);
    const size = outcome.ok ? sizeOf(outcome.value) : 1024;
    if (size > this.maxBytes) return;
    this.entries.set(key, { outcome, storedAt: this.clock.now().getTime(), size });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** Two bytes per character of the value's JSON: what its strings take in V8, roughly. */
function sizeOf(value: unknown): number {
  return 2 * (JSON.stringify(value) ?? '').length + 64;
}
