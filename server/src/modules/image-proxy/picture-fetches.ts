import type { Clock } from '../../clock.js';

// The proxy holds a picture in memory while it fetches and checks it (up to 10 MB). Without a
// bound, a burst of requests would hold a burst of pictures: so screens asking for the same
// picture share one fetch and its answer for a while, at most a few fetches run at once, a
// short queue waits, and what comes beyond it is told to come back later.

export const MAX_PICTURE_FETCHES = 8;
export const MAX_WAITING_PICTURES = 64;
/** A fetched picture is served again without fetching for this long. */
const PICTURE_KEPT_MS = 10 * 60_000;
const MAX_KEPT_PICTURE_BYTES = 32 * 1024 * 1024;

/** Too many pictures are being fetched; the caller answers 503 with Retry-After. */
export class ProxyBusy extends Error {
  override readonly name = 'ProxyBusy';
}

interface Kept<T> {
  value: T;
  bytes: number;
  at: number;
}

export interface PictureFetchesOptions {
  clock: Pick<Clock, 'now'>;
  maxFetches?: number;
  maxWaiting?: number;
  maxKeptBytes?: number;
}

export class PictureFetches<T extends { bytes: number }> {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly shared = new Map<string, Promise<T>>();
  private readonly kept = new Map<string, Kept<T>>();
  private keptBytes = 0;

  constructor(private readonly options: PictureFetchesOptions) {}

  /** The picture at `url`: kept, shared with a fetch under way, or fetched within the bounds. */
  get(url: string, fetch: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const kept = this.kept.get(url);
    if (kept && this.options.clock.now().getTime() - kept.at < PICTURE_KEPT_MS)
      return Promise.resolve(kept.value);
    const running = this.shared.get(url);
    if (running) return running;
    const started = this.limited(fetch).then((value) => {
      if (keep(value)) this.keep(url, value);
      return value;
    });
    this.shared.set(url, started);
    const forget = () => this.shared.delete(url);
    started.then(forget, forget);
    return started;
  }

  private async limited(fetch: () => Promise<T>): Promise<T> {
    if (this.running < (this.options.maxFetches ?? MAX_PICTURE_FETCHES)) this.running++;
    else if (this.waiting.length >= (this.options.maxWaiting ?? MAX_WAITING_PICTURES))
      throw new ProxyBusy('Too many pictures are being fetched. Try again in a few seconds.');
    // A finished fetch hands its slot straight to the first in the queue, so no newcomer can
    // slip in between and make one fetch too many.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fetch();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private keep(url: string, value: T) {
    const max = this.options.maxKeptBytes ?? MAX_KEPT_PICTURE_BYTES;
    if (value.bytes > max / 4) return; // one big picture must not push out all the others
    const old = this.kept.get(url);
    if (old) {
      this.kept.delete(url);
      this.keptBytes -= old.bytes;
    }
    this.kept.set(url, { value, bytes: value.bytes, at: this.options.clock.now().getTime() });
    this.keptBytes += value.bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const [key, entry] of this.kept) {
      if (this.keptBytes <= max) break;
      this.kept.delete(key);
      this.keptBytes -= entry.bytes;
    }
  }
}
