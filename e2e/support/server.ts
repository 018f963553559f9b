import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: string[];
  stop(): Promise<void>;
  /**
   * Kills the process with SIGKILL, as a crash or a pulled plug would: no graceful shutdown.
   * The data (the DATA_DIR passed in, or the fresh one) stays for a restart on it.
   */
  kill(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * Starts the built server as `npm start` does (`node --no-memory-reducer server/dist/main.js`) on
 * a free port with a fresh data dir, and resolves once it prints its MARQUEE_LISTENING line.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-e2e-'));
  const entry = join(repoRoot, 'server/dist/main.js');
  const child: ChildProcess = spawn(process.execPath, ['--no-memory-reducer', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo logins' published password, the service admin's included (unset, it is random).
      DEMO_PASSWORD: 'marquee-demo',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const url = await new Promise<string>((resolveUrl, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      const match = /^MARQUEE_LISTENING (\S+)/.exec(line);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`)),
    );
  });

  return {
    url,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
