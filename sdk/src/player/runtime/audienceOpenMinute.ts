import type { JsonValue, LocalState } from '../../host/index.js';
import {
  audienceMinuteSchema,
  audienceReportSchema,
  type AudienceReport,
} from '../../model/index.js';
import type { MinuteTally } from './audienceTally.js';

/** Local state key of the minute being counted and of the last minute kept. */
export const AUDIENCE_OPEN_KEY = 'marquee.audience-open';

/** The minute being counted: its tally so far, its start and the reading that still holds. */
export interface OpenMinute {
  tally: MinuteTally;
  at: number;
  last: AudienceReport;
}

/**
 * What outlives a reload: the open minute, the start of the newest minute kept, and the minutes
 * kept but not yet stored in the outbox (a reload before their outbox write lands would lose
 * them: the memory, written first, already counts them as kept).
 */
export interface RecorderMemory {
  open: OpenMinute | null;
  lastKept: number | null;
  unstored: MinuteTally[];
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function parseTally(value: unknown): MinuteTally | null {
  if (!value || typeof value !== 'object') return null;
  const minute = audienceMinuteSchema.safeParse({ ...value, id: 'kept' });
  if (!minute.success) return null;
  const { id: _id, ...counted } = minute.data;
  return counted;
}

function parseOpen(value: unknown): OpenMinute | null {
  if (!value || typeof value !== 'object') return null;
  const { tally, at, last } = value as Record<string, unknown>;
  const counted = parseTally(tally);
  const report = audienceReportSchema.safeParse(last);
  const start = finite(at);
  if (!counted || !report.success || start === null) return null;
  return { tally: counted, at: start, last: report.data };
}

/** What the store holds, read back; anything unreadable counts as nothing open. */
export function parseMemory(value: unknown): RecorderMemory {
  if (!value || typeof value !== 'object') return { open: null, lastKept: null, unstored: [] };
  const { open, lastKept, unstored } = value as Record<string, unknown>;
  const tallies = Array.isArray(unstored) ? unstored.map(parseTally) : [];
  return {
    open: parseOpen(open),
    lastKept: finite(lastKept),
    unstored: tallies.filter((t): t is MinuteTally => t !== null),
  };
}

/**
 * Writes the recorder's memory to local state, one write at a time and always the newest: a
 * reading a second rewrites one small entry, and a slow store never gets an older one last.
 */
export function memoryWriter(state: LocalState, onError: (error: unknown) => void) {
  let newest: RecorderMemory | null = null;
  let writing = false;
  const drain = async () => {
    writing = true;
    while (newest) {
      const value = newest;
      newest = null;
      try {
        await state.set(AUDIENCE_OPEN_KEY, value as unknown as JsonValue);
      } catch (error) {
        onError(error);
      }
    }
    writing = false;
  };
  return (memory: RecorderMemory) => {
    newest = memory;
    if (!writing) void drain();
  };
}
