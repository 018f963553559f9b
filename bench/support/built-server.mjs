// The built server (server/dist) on SQLite in a fresh data dir, as the benches run it: any free
// port on 127.0.0.1, its address read from the MARQUEE_LISTENING line it prints.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '../..');

/** Starts it; `name` marks the temp dir (marquee-bench-<name>-…); `env` adds settings. */
export async function startBuiltServer(name, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `marquee-bench-${name}-`));
  const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((ok) =>
    createInterface({ input: server.stdout }).on('line', (line) => {
      const m = /^MARQUEE_LISTENING (\S+)/.exec(line);
      if (m) ok(m[1]);
    }),
  );
  return { server, url, dataDir };
}
