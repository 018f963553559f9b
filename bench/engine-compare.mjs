// Runs the engine benchmark of two builds side by side, alternating, and prints the median of
// each figure and new ÷ old. Both checkouts must have their sdk built.
// Run: git worktree add /tmp/marquee-old <ref> && (cd /tmp/marquee-old && npm ci && npm run build -w @marquee/sdk)
//      npm run build -w @marquee/sdk && node bench/engine-compare.mjs /tmp/marquee-old [rounds=3]
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const [oldDir, roundsArg = '3'] = process.argv.slice(2);
if (!oldDir) {
  console.error('Usage: node bench/engine-compare.mjs <old checkout> [rounds]');
  process.exit(2);
}
const dirs = { old: resolve(oldDir), new: resolve(import.meta.dirname, '..') };
const FIGURES = ['tick median µs', 'tick p99 µs', 'tick mean µs', 'week ms'];

/** The benchmark's table rows as {content: {figure: value}}. */
function runOnce(dir) {
  const out = execFileSync(process.execPath, ['bench/engine.bench.mjs'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const lines = out.split('\n').filter((l) => l.startsWith('| '));
  const header = lines[0].split('|').map((c) => c.trim());
  const rows = {};
  for (const line of lines.slice(2)) {
    const cells = line.split('|').map((c) => c.trim());
    if (!/^\d+×/.test(cells[1])) continue;
    rows[cells[1]] = Object.fromEntries(FIGURES.map((f) => [f, Number(cells[header.indexOf(f)])]));
  }
  return rows;
}

const samples = { old: [], new: [] };
for (let round = 0; round < Number(roundsArg); round++) {
  // Alternate the order, so neither build always runs on a warmer machine.
  const order = round % 2 ? ['new', 'old'] : ['old', 'new'];
  for (const which of order) samples[which].push(runOnce(dirs[which]));
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.log(
  `node ${process.version}, ${new Date().toISOString()}, ${roundsArg} alternating rounds, medians`,
);
console.log(`| content | ${FIGURES.map((f) => `${f} old | new | new ÷ old`).join(' | ')} |`);
console.log(`| --- | ${FIGURES.map(() => '---: | ---: | ---:').join(' | ')} |`);
for (const content of Object.keys(samples.old[0])) {
  const cells = FIGURES.map((f) => {
    const o = median(samples.old.map((s) => s[content][f]));
    const n = median(samples.new.map((s) => s[content][f]));
    return `${o} | ${n} | ${(n / o).toFixed(2)}`;
  });
  console.log(`| ${content} | ${cells.join(' | ')} |`);
}
