// Fails when `npm run codegen` changes or adds a file: the generated GraphQL types and documents
// that are committed must be exactly what the schema and the .graphql documents produce, or the
// server, console and player compile against a contract that is not the real one.
// Compares the working tree before and after codegen (status and content of every changed file),
// so on a clean checkout (CI) it checks the commit, and locally it checks the files as they are.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function git(args) {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** Every changed or untracked file (untracked folders listed file by file) and its content hash. */
function workingTreeState() {
  const state = new Map();
  const entries = git(['status', '--porcelain', '--untracked-files=all', '-z']).split('\0');
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i];
    if (entry === '') continue;
    // A rename or copy is followed by its source path, which is not an entry of its own.
    if (entry[0] === 'R' || entry[0] === 'C') i += 1;
    const path = entry.slice(3);
    const file = join(repoRoot, path);
    const content =
      existsSync(file) && statSync(file).isFile()
        ? createHash('sha256').update(readFileSync(file)).digest('hex')
        : 'absent';
    state.set(path, `${entry.slice(0, 2)} ${content}`);
  }
  return state;
}

const before = workingTreeState();
const codegen = spawnSync('npm', ['run', '--silent', 'codegen', '--', '--silent'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (codegen.status !== 0) {
  console.error('npm run codegen failed.');
  process.exit(1);
}
const after = workingTreeState();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (path) => before.get(path) !== after.get(path),
);
if (changed.length > 0) {
  console.error(
    `npm run codegen changed ${changed.length} file(s) that should be committed as generated:\n` +
      changed.map((path) => `  ${path}`).join('\n') +
      '\nRun `npm run codegen` and commit the result.',
  );
  process.exit(1);
}
console.log('Generated code matches npm run codegen.');
