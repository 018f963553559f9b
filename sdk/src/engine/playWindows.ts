import { parseLocalDateTime } from '../model/index.js';
import type { CompiledEntry, Program } from './compile.js';
import { localToInstant } from './localTime.js';

// Play windows ("Show from", "Show until" of a file) as instants on one screen. The texts are
// wall-clock times read in the screen's time zone by the one rule of localTime.ts: the first
// instant the clock shows that time or later, so a time inside a DST gap starts at the jump and
// a time in the repeated hour at its first pass. A window includes its start, not its end.

/** The files of a scene occurrence that have a play window, as the content states them. */
export interface FileWindow {
  validFrom: string | null;
  validUntil: string | null;
}

/** A window as instants (ms): plays from `from` (inclusive) until `until` (exclusive). */
export interface WindowInstants {
  from: number;
  until: number;
}

/** The instant a wall-clock text starts in the time zone; `open` when there is none. */
function instantOf(timeZone: string, text: string | null, open: number): number {
  const parts = text === null ? null : parseLocalDateTime(text);
  if (!parts) return open;
  const second = parts.hour * 3600 + parts.minute * 60;
  return localToInstant(timeZone, parts.year, parts.month, parts.day, second);
}

export function windowInstants(timeZone: string, window: FileWindow): WindowInstants {
  return {
    from: instantOf(timeZone, window.validFrom, -Infinity),
    until: instantOf(timeZone, window.validUntil, Infinity),
  };
}

/** The windows of the files a scene shows that have one (a scene plays only inside all of them). */
export function fileWindowsOf(
  fileIds: readonly string[],
  facts: (id: string) => Partial<FileWindow> | undefined,
): FileWindow[] {
  const windows: FileWindow[] = [];
  for (const id of new Set(fileIds)) {
    const file = facts(id);
    const validFrom = file?.validFrom ?? null;
    const validUntil = file?.validUntil ?? null;
    if (validFrom !== null || validUntil !== null) windows.push({ validFrom, validUntil });
  }
  return windows;
}

/**
 * Which scene occurrences are outside their files' play windows at a moment, on one screen. An
 * occurrence plays only while every file it shows is inside its window: a scene built around a
 * promotion leaves the rotation with it, as it does when the file's play quota is spent.
 */
export class PlayWindows {
  private readonly byEntry = new Map<CompiledEntry, WindowInstants>();
  /** Every window start and end, sorted: the planner re-decides its zones at each. */
  readonly instants: readonly number[];

  constructor(program: Program, timeZone: string) {
    const instants = new Set<number>();
    for (const playlist of program.playlists.values())
      for (const zone of playlist.zones)
        for (const entry of zone.entries) {
          if (!entry.playWindows?.length) continue;
          let from = -Infinity;
          let until = Infinity;
          for (const window of entry.playWindows) {
            const w = windowInstants(timeZone, window);
            from = Math.max(from, w.from);
            until = Math.min(until, w.until);
            instants.add(w.from).add(w.until);
          }
          this.byEntry.set(entry, { from, until });
        }
    this.instants = [...instants].filter(Number.isFinite).sort((a, b) => a - b);
  }

  /** True when the occurrence may not play at t (before a start or at or after an end). */
  isOut(entry: CompiledEntry, t: number): boolean {
    const w = this.byEntry.get(entry);
    return w !== undefined && (t < w.from || t >= w.until);
  }
}
