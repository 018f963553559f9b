import { useCallback, useEffect, useRef, useState } from 'react';
import type { JsonValue, LocalState } from '../host/index.js';
import { useItemData } from './itemDataContext.js';

/** Local state key prefix of the data widgets keep (the value is a KeptEntry). */
export const KEPT_DATA_PREFIX = 'marquee.kept-data.';

interface KeptEntry {
  data: JsonValue;
  /** Epoch ms of the fetch that brought it. */
  fetchedAt: number;
}

export interface KeptDataOptions<T extends JsonValue> {
  /** What the data is (e.g. `weather:Prague`); null when there is nothing to load (no URL yet). */
  key: string | null;
  /** Fetches fresh data; a rejection keeps what was kept and tries again at the next check. */
  load: () => Promise<T>;
  /** Data younger than this is not fetched again. */
  ttlMs: number;
  /** How often the hook looks whether the data has aged past `ttlMs`. */
  checkEveryMs: number;
  /** While there is no data at all, try this often instead (e.g. a data table's 30 s). */
  retryWithoutDataMs?: number;
  /** Reads a kept value back; undefined drops it (a value kept by an older player). */
  parse?: (kept: JsonValue) => T | undefined;
}

export interface KeptData<T> {
  /** The last good data: fresh, or kept from an earlier fetch (even one before a reboot). */
  data: T | undefined;
  fetchedAt: number | null;
  /** The last fetch's failure, cleared by the next success. */
  error: Error | null;
  /** A fetch is under way. */
  loading: boolean;
  /** Fetches now, whatever the data's age (e.g. an Instagram image URL expired). */
  refetch: () => void;
}

// Layers of the same scene (the one showing and the one preloading) share one fetch per key.
const inFlight = new WeakMap<LocalState, Map<string, Promise<KeptEntry>>>();

function fetchShared(
  store: LocalState,
  key: string,
  load: () => Promise<JsonValue>,
  now: () => number,
): Promise<KeptEntry> {
  let byKey = inFlight.get(store);
  if (!byKey) inFlight.set(store, (byKey = new Map<string, Promise<KeptEntry>>()));
  const running = byKey.get(key);
  if (running) return running;
  const started = (async () => {
    try {
      const entry: KeptEntry = { data: await load(), fetchedAt: now() };
      // A full store must not lose the fresh data on screen; it is kept in memory meanwhile.
      await store.set(KEPT_DATA_PREFIX + key, entry as unknown as JsonValue).catch(() => undefined);
      return entry;
    } finally {
      byKey.delete(key);
    }
  })();
  byKey.set(key, started);
  return started;
}

function readEntry(kept: JsonValue | undefined): KeptEntry | undefined {
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return undefined;
  const { data, fetchedAt } = kept;
  if (typeof fetchedAt !== 'number' || data === undefined) return undefined;
  return { data, fetchedAt };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A data widget's data with the player's offline guarantee: what was fetched last is kept in the
 * item data store (the host's local state on a screen) and shown at once, also after a reboot
 * and with no network; it is fetched again when older than `ttlMs`, looked at every
 * `checkEveryMs`. A failed fetch never clears what is shown.
 */
export function useKeptData<T extends JsonValue>(options: KeptDataOptions<T>): KeptData<T> {
  const { store } = useItemData();
  const { key, ttlMs, checkEveryMs } = options;
  const retryMs = options.retryWithoutDataMs ?? checkEveryMs;
  // The effects below read the latest options; a render never writes a ref, so it is kept
  // current by the first effect, which runs before them in each commit.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<Omit<KeptData<T>, 'refetch'>>({
    data: undefined,
    fetchedAt: null,
    error: null,
    loading: false,
  });
  const [forced, setForced] = useState(0);
  const refetch = useCallback(() => setForced((n) => n + 1), []);
  const shownKey = useRef<string | null>(null);
  const handledRefetches = useRef(0);

  useEffect(() => {
    // Another key's data must not show under this one; a refetch of the same key keeps it up.
    if (shownKey.current !== key)
      setState({ data: undefined, fetchedAt: null, error: null, loading: false });
    shownKey.current = key;
    const forcedNow = forced !== handledRefetches.current;
    handledRefetches.current = forced;
    if (key === null) return;
    let live = true;
    let entry: { data: T; fetchedAt: number } | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const parse = (data: JsonValue) => (latest.current.parse ?? ((d) => d as T))(data);

    const schedule = () => {
      if (live) timer = setTimeout(check, entry ? checkEveryMs : retryMs);
    };
    const fetchNow = async () => {
      setState((s) => ({ ...s, loading: true }));
      try {
        const fresh = await fetchShared(store, key, () => latest.current.load(), Date.now);
        const data = parse(fresh.data);
        if (!live) return;
        if (data === undefined) throw new Error('The data fetched has an unexpected shape');
        entry = { data, fetchedAt: fresh.fetchedAt };
        setState({ ...entry, error: null, loading: false });
      } catch (error) {
        if (live) setState((s) => ({ ...s, error: asError(error), loading: false }));
      }
    };
    async function check() {
      if (!entry || Date.now() - entry.fetchedAt >= ttlMs) await fetchNow();
      schedule();
    }

    void (async () => {
      const kept = readEntry(await store.get(KEPT_DATA_PREFIX + key).catch(() => undefined));
      const data = kept && parse(kept.data);
      if (!live) return;
      if (kept && data !== undefined) {
        entry = { data, fetchedAt: kept.fetchedAt };
        setState({ ...entry, error: null, loading: false });
      }
      if (forcedNow && entry) entry = { ...entry, fetchedAt: -Infinity };
      await check();
    })();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [store, key, ttlMs, checkEveryMs, retryMs, forced]);

  return { ...state, refetch };
}
