// `npm run lint`: the import boundaries (dependency-cruiser), Oxlint with type information and
// Prettier. They run side by side, each one's output held and printed whole when it ends so
// logs do not interleave. All run even when one fails, so one run lists every problem; the
// exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What dependency-cruiser checks: every package's sources and the build and test scripts. */
const CRUISED = ['sdk', 'targets', 'server', 'console', 'e2e', 'scripts', 'bench', 'fixtures'];

/**
 * Oxlint runs the rules of .oxlintrc.json over the whole tree: ESLint's recommended set,
 * typescript-eslint's recommended and type-checked sets (the type-aware ones through tsgolint, on
 * the native TypeScript 7 checker, with each file's own tsconfig) and React's hooks and compiler
 * rules. It replaced ESLint with typescript-eslint, which took 8 of the CI's static-check minutes
 * for the same rules; a warning fails the run as an error does.
 */
const checks = [
  ['oxlint', 'oxlint', ['--type-aware', '--max-warnings=0']],
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
