// The two builds compared: the working tree, and `--compare <ref>` checked out in a git worktree
// under /tmp. Each is a built server (which serves its built console) started on a free port.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

function run(cmd, args, cwd) {
  log(`$ (cd ${cwd} && ${cmd} ${args.join(' ')})`);
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

const git = (args, cwd = root) => spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout.trim();

/** Builds the working tree's console and server (the sdk is built already, as for `npm start`). */
export function buildWorkingTree(dir = root) {
  run('npm', ['run', 'build', '-w', '@marquee/console'], dir);
  run('npm', ['run', 'build', '-w', '@marquee/server'], dir);
  return { label: 'working tree', dir };
}

/**
 * The worktree's node_modules: the working tree's packages, linked one by one, with the
 * workspace packages (@marquee/*) pointing into the worktree. A full `npm ci` would fetch the
 * same packages again; that is only needed when the lockfile differs, and then it runs.
 */
function linkNodeModules(dir) {
  const target = join(dir, 'node_modules');
  if (existsSync(target)) return;
  mkdirSync(join(target, '@marquee'), { recursive: true });
  const source = join(root, 'node_modules');
  for (const name of readdirSync(source)) {
    if (name === '@marquee') continue;
    symlinkSync(join(source, name), join(target, name));
  }
  // Workspace links are relative (../../sdk); the same relative links resolve into the worktree.
  const workspaces = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).workspaces ?? [];
  for (const folder of workspaces) {
    const pkg = join(dir, folder, 'package.json');
    if (!existsSync(pkg)) continue;
    const { name } = JSON.parse(readFileSync(pkg, 'utf8'));
    symlinkSync(join('..', '..', folder), join(target, name));
  }
  // Packages' own node_modules (versions that differ from the root's) come from the working tree.
  for (const folder of workspaces) {
    const own = join(root, folder, 'node_modules');
    if (
      existsSync(own) &&
      existsSync(join(dir, folder)) &&
      !existsSync(join(dir, folder, 'node_modules'))
    )
      symlinkSync(own, join(dir, folder, 'node_modules'));
  }
}

/**
 * The `--compare` build: a git worktree of `ref` with its sdk, console and server built, made
 * once (`.bench-built` holds the commit it was built from).
 */
export function buildRef(ref) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  if (!commit) throw new Error(`--compare ${ref}: not a commit`);
  const dir = join('/tmp/marquee-bench-console', commit.slice(0, 12));
  const marker = join(dir, '.bench-built');
  const label = `${ref} (${commit.slice(0, 7)})`;
  if (existsSync(marker) && readFileSync(marker, 'utf8') === commit) {
    log(`old build ${label}: ${dir} (built before)`);
    return { label, dir };
  }
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(dirname(dir), { recursive: true });
    run('git', ['worktree', 'add', '--detach', dir, commit], root);
  }
  const sameLockfile =
    spawnSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json'], { cwd: root })
      .status === 0;
  if (sameLockfile) linkNodeModules(dir);
  else run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  run('npm', ['run', 'build', '-w', '@marquee/sdk'], dir);
  run('npm', ['run', 'build', '-w', '@marquee/console'], dir);
  run('npm', ['run', 'build', '-w', '@marquee/server'], dir);
  writeFileSync(marker, commit);
  return { label, dir };
}

/** Starts `dir`'s built server on a free port with a fresh data dir (the demo account seeded). */
export function startServer(dir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-console-'));
  const child = spawn(process.execPath, [join(dir, 'server/dist/main.js')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      CONSOLE_DIST: join(dir, 'console/dist'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /MARQUEE_LISTENING (\S+)/.exec(out);
      if (m) resolve({ url: m[1], stop });
    });
    child.once('exit', (code) => reject(new Error(`server in ${dir} exited ${code}:\n${out}`)));
  });
}
