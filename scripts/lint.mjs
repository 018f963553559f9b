// `npm run lint`: the import boundaries (dependency-cruiser), ESLint with type information and
// Prettier. They run side by side, each one's output held and printed whole when it ends so
// logs do not interleave. All run even when one fails, so one run lists every problem; the
// exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What dependency-cruiser checks: every package's sources and the build and test scripts. */
const CRUISED = ['sdk', 'targets', 'server', 'console', 'e2e', 'scripts', 'bench', 'fixtures'];

/**
 * ESLint is single-threaded and takes most of the time: it runs as two processes, the React
 * packages (sdk, console) and everything else, so each core takes one. Together they cover the
 * whole tree, as `eslint .` would.
 */
const REACT_PACKAGES = ['sdk', 'console'];

const checks = [
  ['eslint (sdk, console)', 'eslint', [...REACT_PACKAGES, '--max-warnings=0']],
  [
    'eslint (the rest)',
    'eslint',
    [
      '.',
      ...REACT_PACKAGES.flatMap((dir) => ['--ignore-pattern', `${dir}/**`]),
      '--max-warnings=0',
    ],
  ],
  ['import boundaries', 'depcruise', [...CRUISED, '--output-type', 'err']],
  ['prettier', 'prettier', ['--check', '.']],
];

/** Runs one check; resolves to its label when it failed, else to null. */
function run([label, bin, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(`${repoRoot}node_modules/.bin/${bin}`, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n=== ${label}: ${bin} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${secs} s`);
      resolve(ok ? null : label);
    });
  });
}

const failed = (await Promise.all(checks.map(run))).filter((label) => label !== null);
if (failed.length > 0) {
  console.log(`\nlint FAILED: ${failed.join(', ')}`);
  process.exit(1);
}
