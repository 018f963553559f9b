import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { JsonValue, LocalState } from '../../host/index.js';
import { randomUuid } from '../uuid.js';

export type LogLevel = 'info' | 'warn' | 'error' | 'crash';

/** One line of the player's log, numbered in its stream. */
export interface LogLine {
  seq: number;
  level: LogLevel;
  message: string;
  /** ISO time by the device's clock. */
  loggedAt: string;
}

/** Local state key of the log: its stream, the next number and the lines not yet acknowledged. */
export const LOG_KEY = 'marquee.log';

export const LOG_DEFAULTS = {
  /** Lines kept; the oldest go first. */
  maxLines: 500,
  /** The longest line; the rest of a longer one is cut. */
  maxLineChars: 1_000,
  /** All lines together, so a flood of long lines stays small in a TV's storage. */
  maxTotalChars: 200_000,
  /** Lines written together wait this long, so a burst of lines is one write. */
  writeDelayMs: 2_000,
} as const;

export interface LogRingOptions {
  state: LocalState;
  scheduler?: SchedulerLike;
  maxLines?: number;
  maxLineChars?: number;
  maxTotalChars?: number;
  writeDelayMs?: number;
  key?: string;
  /** Names a new stream (its first start, or after its storage was wiped). */
  newStream?: () => string;
  /** The device clock, for each line's time. */
  now?: () => number;
}

interface Stored {
  version: 1;
  stream: string;
  nextSeq: number;
  lines: LogLine[];
}

const LEVELS = new Set<string>(['info', 'warn', 'error', 'crash']);
// Control characters other than tab and line breaks, and direction overrides: the server refuses
// them in a log line, and a line with one would stop the whole page.
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const DIRECTION_OVERRIDES = '\\u202A-\\u202E\\u2066-\\u2069';
const REFUSED_CHARS = new RegExp(`[${CONTROLS}${DIRECTION_OVERRIDES}]`, 'g');

const isLine = (v: unknown): v is LogLine => {
  const l = v as LogLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    Number.isInteger(l.seq) &&
    LEVELS.has(l.level) &&
    typeof l.message === 'string' &&
    typeof l.loggedAt === 'string'
  );
};

function readStored(value: JsonValue | undefined): Stored | null {
  const s = value as unknown as Stored | undefined;
  if (!s || s.version !== 1 || typeof s.stream !== 'string' || !Number.isInteger(s.nextSeq))
    return null;
  return { ...s, lines: Array.isArray(s.lines) ? s.lines.filter(isLine) : [] };
}

/**
 * The player's log, kept across restarts in the host's local state and bounded by lines and by
 * characters (the oldest go first). `append` never waits: a line is numbered and kept in memory
 * at once, and writes to local state are batched, one at a time, so logging cannot slow or stop
 * playback. Lines leave once the server acknowledged their numbers (`acknowledge`).
 */
export class LogRing {
  private stream = '';
  private nextSeq = 0;
  private lines: LogLine[] = [];
  private chars = 0;
  /** Lines appended before the stored log was read: numbered once it is. */
  private early: Omit<LogLine, 'seq'>[] | null = [];
  private writeTimer: Subscription | null = null;
  private writing: Promise<void> | null = null;
  private dirty = false;
  private readonly settings: Required<Omit<LogRingOptions, 'state' | 'scheduler' | 'key'>>;
  private readonly scheduler: SchedulerLike;
  private readonly key: string;
  /** Resolves once the stored log is read. */
  readonly ready: Promise<void>;
  /** Called after every append; the sender listens here. */
  onAppend: (() => void) | null = null;

  constructor(private readonly options: LogRingOptions) {
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.key = options.key ?? LOG_KEY;
    this.settings = {
      maxLines: options.maxLines ?? LOG_DEFAULTS.maxLines,
      maxLineChars: options.maxLineChars ?? LOG_DEFAULTS.maxLineChars,
      maxTotalChars: options.maxTotalChars ?? LOG_DEFAULTS.maxTotalChars,
      writeDelayMs: options.writeDelayMs ?? LOG_DEFAULTS.writeDelayMs,
      newStream: options.newStream ?? randomUuid,
      now: options.now ?? (() => Date.now()),
    };
    this.ready = this.load();
  }

  /** The stream this log's numbers belong to ('' until the stored log is read). */
  get streamId(): string {
    return this.stream;
  }

  /** Lines not yet acknowledged, oldest first. */
  get pending(): readonly LogLine[] {
    return this.lines;
  }

  /** Keeps a line; returns at once. */
  append(level: LogLevel, message: string): void {
    const line = {
      level,
      message: message.replace(REFUSED_CHARS, ' ').slice(0, this.settings.maxLineChars),
      loggedAt: new Date(this.settings.now()).toISOString(),
    };
    if (this.early) {
      this.early.push(line);
      if (this.early.length > this.settings.maxLines) this.early.shift();
      return;
    }
    this.push(line);
    this.scheduleWrite();
    this.onAppend?.();
  }

  /** Forgets every line numbered up to `seq` of `stream`: the server has them. */
  acknowledge(stream: string, seq: number): void {
    if (stream !== this.stream) return;
    const before = this.lines.length;
    this.lines = this.lines.filter((l) => l.seq > seq);
    if (this.lines.length === before) return;
    this.chars = this.lines.reduce((n, l) => n + l.message.length, 0);
    this.scheduleWrite();
  }

  /** Writes what is not written yet now; resolves once it is stored. */
  async flush(): Promise<void> {
    this.writeTimer?.unsubscribe();
    this.writeTimer = null;
    this.dirty = true;
    await this.write();
  }

  /** Stops the batching timer; a final flush is the caller's choice. */
  close(): void {
    this.writeTimer?.unsubscribe();
    this.writeTimer = null;
  }

  /** Numbers a line and drops the oldest beyond the bounds. */
  private push(line: Omit<LogLine, 'seq'>) {
    this.lines.push({ ...line, seq: this.nextSeq++ });
    this.chars += line.message.length;
    const { maxLines, maxTotalChars } = this.settings;
    let drop = 0;
    let chars = this.chars;
    while (
      this.lines.length - drop > maxLines ||
      (chars > maxTotalChars && drop < this.lines.length - 1)
    ) {
      chars -= this.lines[drop]!.message.length;
      drop++;
    }
    if (drop > 0) {
      this.lines.splice(0, drop);
      this.chars = chars;
    }
  }

  private async load(): Promise<void> {
    let stored: Stored | null = null;
    try {
      stored = readStored(await this.options.state.get(this.key));
    } catch {
      stored = null;
    }
    this.stream = stored?.stream ?? this.settings.newStream();
    this.nextSeq = stored?.nextSeq ?? 0;
    // Stored lines keep their numbers: the server may have some of them already.
    this.lines = stored?.lines ?? [];
    this.chars = this.lines.reduce((n, l) => n + l.message.length, 0);
    for (const line of this.lines) if (line.seq >= this.nextSeq) this.nextSeq = line.seq + 1;
    const early = this.early ?? [];
    this.early = null;
    for (const line of early) this.push(line);
    if (!stored || early.length > 0) this.scheduleWrite();
    if (early.length > 0) this.onAppend?.();
  }

  private scheduleWrite(): void {
    this.dirty = true;
    if (this.writeTimer) return;
    this.writeTimer = this.scheduler.schedule(() => {
      this.writeTimer = null;
      void this.write();
    }, this.settings.writeDelayMs);
  }

  /** One write at a time; lines added meanwhile are written by the next. */
  private async write(): Promise<void> {
    if (this.writing) {
      await this.writing;
      if (this.dirty) return this.write();
      return;
    }
    if (!this.dirty) return;
    this.dirty = false;
    const value: Stored = {
      version: 1,
      stream: this.stream,
      nextSeq: this.nextSeq,
      lines: this.lines,
    };
    this.writing = this.options.state
      .set(this.key, value as unknown as JsonValue)
      .catch(() => {
        // A full or failing store: the lines stay in memory and the next write tries again.
        this.dirty = true;
      })
      .finally(() => (this.writing = null));
    await this.writing;
  }
}
