import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// ffmpeg and ffprobe run as separate processes with no shell, a minimal environment, a time
// limit (SIGKILL) and an address-space limit (prlimit), so a hostile file costs at most one
// bounded process. Protocol and format allow-lists are added by the callers' input arguments.

export interface MediaToolsConfig {
  /** Folder holding ffmpeg and ffprobe (FFMPEG_PATH); undefined means the system's PATH. */
  ffmpegDir: string | undefined;
  timeoutMs: number;
  memoryLimitBytes: number;
}

export const DEFAULT_TOOLS_CONFIG: MediaToolsConfig = {
  ffmpegDir: undefined,
  timeoutMs: 30 * 60_000,
  memoryLimitBytes: 4 * 1024 ** 3,
};

export class ToolError extends Error {
  override name = 'ToolError';
  constructor(
    message: string,
    readonly stderr: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p));
const MAX_CAPTURE = 256 * 1024;

/** Longer than any line the tools print; the rest of a longer line is dropped. */
export const MAX_LINE_LENGTH = 64 * 1024;

/**
 * Calls onLine with each complete line (trimmed) of text arriving in chunks. Only the chunk is
 * searched for line ends, and an unfinished line is kept to MAX_LINE_LENGTH, so output that never
 * ends its line costs linear time and bounded memory (splitting all that was kept on every chunk
 * was quadratic).
 */
export function lineReader(onLine: (line: string) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    const end = chunk.lastIndexOf('\n');
    if (end === -1) {
      if (pending.length < MAX_LINE_LENGTH) pending += chunk.slice(0, MAX_LINE_LENGTH);
      return;
    }
    const lines = (pending + chunk.slice(0, end)).split('\n');
    pending = chunk.slice(end + 1, end + 1 + MAX_LINE_LENGTH);
    for (const line of lines) onLine(line.trim());
  };
}

/** FFMPEG_PATH may name the binary itself or the folder holding both tools. */
function toolPath(config: MediaToolsConfig, tool: 'ffmpeg' | 'ffprobe'): string {
  const dir = config.ffmpegDir;
  if (!dir) return tool;
  if (/ff(mpeg|probe)(\.exe)?$/.test(dir)) return join(dir, '..', tool);
  return join(dir, tool);
}

export interface RunOptions {
  signal?: AbortSignal | undefined;
  /** Called with each complete stdout line (ffmpeg -progress pipe:1). */
  onLine?: (line: string) => void;
  /** Overrides the configured time limit (e.g. a short one for probing). */
  timeoutMs?: number;
}

export function runTool(
  config: MediaToolsConfig,
  tool: 'ffmpeg' | 'ffprobe',
  args: readonly string[],
  options: RunOptions = {},
): Promise<string> {
  const binary = toolPath(config, tool);
  const [command, commandArgs] = PRLIMIT
    ? [PRLIMIT, [`--as=${config.memoryLimitBytes}`, '--', binary, ...args]]
    : [binary, [...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      shell: false,
      stdio: ['ignore', 'pipe', 'pipe'],
      // No proxies, no inherited secrets: the tools get a PATH and nothing else.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    let stdout = '';
    let stderr = '';
    const readLine = options.onLine ? lineReader(options.onLine) : undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? config.timeoutMs);
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_CAPTURE) stdout += chunk;
      readLine?.(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_CAPTURE) stderr += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolError(`${tool} could not start: ${error.message}`, ''));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (code === 0) return resolve(stdout);
      const reason = timedOut
        ? `${tool} took too long`
        : signal
          ? `${tool} was stopped (${signal})`
          : `${tool} failed`;
      reject(new ToolError(reason, stderr.trim(), timedOut));
    });
  });
}

/**
 * Input arguments that open exactly one local file with exactly one demuxer: no other protocol
 * (so an HLS or concat playlist cannot fetch URLs or other local files) and no format guessing.
 */
export function hardenedInput(path: string, demuxer: string): string[] {
  return [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    demuxer,
    '-f',
    demuxer,
    '-i',
    `file:${path}`,
  ];
}

/** The last meaningful stderr line, for an error message a person can act on. */
export function lastErrorLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // Users see this line: the server's own file paths (work folders, tools) are left out.
  return (lines.at(-1) ?? '')
    .replace(/(?:[A-Za-z]:)?(?:[\\/][^\s\\/:'"]+){2,}/g, 'the file')
    .slice(0, 300);
}
