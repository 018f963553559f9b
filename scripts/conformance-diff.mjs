#!/usr/bin/env node
// Prints, for a person to review, how the simulator's trace differs from the hand-written
// expected output of each conformance case (fixtures/conformance/<case>/). It never writes the
// expected files: they state what the spec says, and only a person changes them.
// Usage: npm run build -w @marquee/sdk && node scripts/conformance-diff.mjs [case ...]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../fixtures/conformance');
const cli = resolve(import.meta.dirname, '../sdk/dist/marquee-simulate.js');
if (!existsSync(cli)) {
  console.error('Build the sdk first: npm run build -w @marquee/sdk');
  process.exit(2);
}
const wanted = process.argv.slice(2);
const cases = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && (wanted.length === 0 || wanted.includes(d.name)))
  .map((d) => d.name)
  .sort();

let differing = 0;
for (const name of cases) {
  const dir = join(root, name);
  const window = JSON.parse(readFileSync(join(dir, 'window.json'), 'utf8'));
  const args = [cli, join(dir, 'content.json'), '--from', window.from, '--to', window.to];
  if (window.tz) args.push('--tz', window.tz);
  if (window.audience) args.push('--audience', join(dir, window.audience));
  if (window.quota) args.push('--quota', join(dir, window.quota));
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const actual = run.stdout.split('\n').filter(Boolean);
  const expectedPath = join(dir, 'expected.jsonl');
  const expected = existsSync(expectedPath)
    ? readFileSync(expectedPath, 'utf8').split('\n').filter(Boolean)
    : [];
  const same = (a, b) =>
    a !== undefined &&
    b !== undefined &&
    JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  const lines = [];
  for (let i = 0; i < Math.max(actual.length, expected.length); i++) {
    if (same(actual[i], expected[i])) continue;
    if (expected[i] !== undefined) lines.push(`  - ${expected[i]}`);
    if (actual[i] !== undefined) lines.push(`  + ${actual[i]}`);
  }
  if (run.status !== 0) lines.push(`  exit ${run.status}: ${run.stderr.trim()}`);
  if (lines.length) {
    differing++;
    console.log(`${name}: ${window.rule ?? ''}\n${lines.join('\n')}`);
  }
}
console.log(
  `${cases.length - differing} of ${cases.length} cases match (- expected, + simulator).`,
);
process.exitCode = differing ? 1 : 0;
