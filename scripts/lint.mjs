// `npm run lint`: the import boundaries (dependency-cruiser), ESLint with type information and
// Prettier. All three run even when one fails, so one run lists every problem; the exit code is
// non-zero when any of them failed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What dependency-cruiser checks: every package's sources and the build and test scripts. */
const CRUISED = ['sdk', 'targets', 'server', 'console', 'e2e', 'scripts', 'bench', 'fixtures'];

const checks = [
  ['import boundaries', 'depcruise', [...CRUISED, '--output-type', 'err']],
  ['eslint', 'eslint', ['.', '--max-warnings=0']],
  ['prettier', 'prettier', ['--check', '.']],
];

const failed = [];
for (const [label, bin, args] of checks) {
  console.log(`\n=== ${label}: ${bin} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(`${repoRoot}node_modules/.bin/${bin}`, args, {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!ok) failed.push(label);
}
if (failed.length > 0) {
  console.log(`\nlint FAILED: ${failed.join(', ')}`);
  process.exit(1);
}
