import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  assertTimeZone,
  compileProgram,
  traceWindow,
  type PreloadSetting,
  type TraceEvent,
} from '../engine/index.js';
import {
  parseContent,
  playableContentSchema,
  playQuotaStateSchema,
  timedAudienceReportsSchema,
} from '../model/index.js';
import type { z } from 'zod';
import { widgetCatalog } from '../render/widgetDefinition.js';
import { defaultWidgets } from '../widgets/index.js';

/** Scenes are timed as a player times them: by the shipped widgets' duration rules. */
const { itemSeconds } = widgetCatalog(defaultWidgets);

/** Where the CLI writes; injectable so tests call main in-process. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  readText: (path: string) => Promise<string>;
}

const nodeIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readText: (path) => readFile(path, 'utf8'),
};

export const USAGE = `Usage: marquee-simulate <playable-content.json> --from <ISO> --to <ISO> [--tz <IANA zone>]
       [--audience <reports.json>] [--quota <quota-state.json>] [--quota-out]
Prints the play trace as JSON lines: {"t","event","zoneId","itemId","renderPath","triggered","interrupted"}.
Bad input prints one line per error, <file>: <JSON path>: <reason> (e.g. $.content.playlists[0].name),
and exits 1.`;

class InputError extends Error {}

async function readJson<S extends z.ZodType>(
  io: CliIo,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (error) {
    throw new InputError(`${path}: cannot be read (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = parseContent(schema, json);
  if (!parsed.ok) {
    // One line per error: file, JSON path from the file's root, reason.
    const lines = parsed.errors.map((e) => `${path}: ${e.path}: ${e.message}`);
    throw new InputError(lines.join('\n'));
  }
  return parsed.value;
}

function instant(name: string, value: string | undefined): number {
  if (!value) throw new InputError(`--${name} is required (an ISO date-time)`);
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new InputError(`--${name}: "${value}" is not an ISO date-time`);
  return t;
}

/** A trace event as the JSON line the CLI prints. */
export function traceLine(event: TraceEvent): string {
  const { occurrence } = event;
  return JSON.stringify({
    t: new Date(event.t).toISOString(),
    event: event.event,
    zoneId: event.zoneId,
    itemId: occurrence.entry.itemId,
    renderPath: [...occurrence.entry.renderPath, occurrence.entry.scene._id],
    triggered: occurrence.triggered,
    interrupted: event.interrupted,
  });
}

/** The CLI: returns the exit code (0 ok, 1 bad input, 2 bad usage). */
export async function main(argv: readonly string[], io: CliIo = nodeIo): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        tz: { type: 'string', default: 'UTC' },
        audience: { type: 'string' },
        quota: { type: 'string' },
        'quota-out': { type: 'boolean', default: false },
        preload: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const contentPath = positionals[0];
  if (!contentPath || positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  try {
    const from = instant('from', values.from);
    const to = instant('to', values.to);
    if (to <= from) throw new InputError('--to must be after --from');
    try {
      assertTimeZone(values.tz);
    } catch {
      throw new InputError(`--tz: "${values.tz}" is not an IANA time zone`);
    }
    const content = await readJson(io, contentPath, playableContentSchema);
    const reports = values.audience
      ? await readJson(io, values.audience, timedAudienceReportsSchema)
      : [];
    const quotaState = values.quota ? await readJson(io, values.quota, playQuotaStateSchema) : {};
    const program = compileProgram(content, itemSeconds);
    for (const warning of program.warnings) io.err(`warning: ${warning.code}: ${warning.message}`);
    const planner = traceWindow(
      program,
      { from, to },
      {
        timeZone: values.tz,
        quotaState,
        audience: reports
          .map(({ t, ...report }) => ({ t: Date.parse(t), report }))
          .sort((a, b) => a.t - b.t),
        preload: preloadSetting(values.preload),
      },
      (event) => io.out(traceLine(event)),
    );
    if (values['quota-out']) io.err(`quota: ${JSON.stringify(planner.quotaSnapshot())}`);
    return 0;
  } catch (error) {
    if (error instanceof InputError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

function preloadSetting(value: string | undefined): PreloadSetting | undefined {
  if (!value) return undefined;
  if (value === 'disabled' || value === 'preload-all') return { strategy: value };
  const seconds = Number(value.replace(/^preload-before-start:?/, ''));
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new InputError(
      `--preload: "${value}" is not disabled, preload-all or preload-before-start:N`,
    );
  return { strategy: 'preload-before-start', seconds };
}
