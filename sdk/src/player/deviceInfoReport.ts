import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { HostAPI } from '../host/index.js';
import { reportDeviceInfo } from './deviceCommands.js';
import type { GraphQLClient } from './server-link/graphqlClient.js';
import type { KeepProgress } from './storage/keptMedia.js';

/** Device info goes again at most this often while kept content changes. */
export const DEVICE_INFO_MIN_INTERVAL_MS = 60_000;

/** What the server reads as `info.keptContent` (device-diagnostics). */
export interface KeptContentInfo {
  kept: number;
  total: number;
  storageFull: boolean;
}

interface DeviceInfoReporterDeps {
  host: HostAPI;
  client: GraphQLClient;
  /** Virtual in tests (RxJS TestScheduler). */
  scheduler?: SchedulerLike;
  minIntervalMs?: number;
}

const sameKept = (a: KeptContentInfo | null, b: KeptContentInfo | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.kept === b.kept &&
    a.total === b.total &&
    a.storageFull === b.storageFull);

/**
 * Reports the device's info to the server: once a token is known, then again when the kept
 * content changes, at most once per `minIntervalMs` so a long download batch does not send a
 * report per file, the last state always following. A disk that just filled up is reported at
 * once, since that screen now plays from the network. Each report carries the free space
 * through `host.files` where the host keeps files.
 */
export function createDeviceInfoReporter({
  host,
  client,
  scheduler = asyncScheduler,
  minIntervalMs = DEVICE_INFO_MIN_INTERVAL_MS,
}: DeviceInfoReporterDeps) {
  let token: string | null = null;
  let kept: KeptContentInfo | null = null;
  let reportedKept: KeptContentInfo | null = null;
  let lastSentAt = -Infinity;
  let timer: Subscription | null = null;
  let stopped = false;

  const storage = async () => {
    if (!host.supports('local-files')) return {};
    try {
      return { storage: { freeBytes: Math.max(0, await host.files.freeSpace()) } };
    } catch {
      // Storage that cannot say its free space is reported without it, not as a failure.
      return {};
    }
  };

  const send = async (): Promise<void> => {
    if (!token || stopped) return;
    timer?.unsubscribe();
    timer = null;
    lastSentAt = scheduler.now();
    const sending = kept;
    const previous = reportedKept;
    reportedKept = sending;
    try {
      await reportDeviceInfo(host, client, token, {
        ...(await storage()),
        ...(sending ? { keptContent: sending } : {}),
      });
    } catch (error) {
      // Not delivered: the next change sends it again.
      if (reportedKept === sending) reportedKept = previous;
      throw error;
    }
  };

  const changed = (urgent: boolean) => {
    if (!token || stopped || sameKept(kept, reportedKept)) return;
    const wait = lastSentAt + minIntervalMs - scheduler.now();
    if (urgent || wait <= 0) return void send().catch(() => undefined);
    timer ??= scheduler.schedule(() => {
      timer = null;
      changed(false);
    }, wait);
  };

  return {
    /** Reports now with `sessionToken`; rejects when the report did not go. */
    report: (sessionToken: string): Promise<void> => {
      token = sessionToken;
      return send();
    },

    /** The kept-media state moved (see KeepProgress). */
    keepProgress: ({ kept: count, total, storageFull }: KeepProgress): void => {
      kept = { kept: count, total, storageFull };
      changed(storageFull && !(reportedKept?.storageFull ?? false));
    },

    stop: (): void => {
      stopped = true;
      timer?.unsubscribe();
      timer = null;
    },
  };
}

export type DeviceInfoReporter = ReturnType<typeof createDeviceInfoReporter>;
