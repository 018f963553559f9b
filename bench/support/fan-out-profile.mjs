// Reads a server's CPU profile (--cpu-prof) from a fleet benchmark and says what the server did
// while it told screens of a publish: each fan-out's window runs from the first to the last
// sample with the fan-out's loop on its stack (windows more than 1 s apart are separate
// publishes), and every sample inside a window is counted under the first category its stack
// matches.
//   node bench/support/fan-out-profile.mjs <file.cpuprofile> [frame marker]
import { readFileSync } from 'node:fs';

const [file, marker = 'from publishing/publishing.js'] = process.argv.slice(2);
if (!file) throw new Error('usage: fan-out-profile.mjs <file.cpuprofile> [frame marker]');
const profile = JSON.parse(readFileSync(file, 'utf8'));

const CATEGORIES = {
  'fan-out': /from publishing/,
  'content answers': /socket-content|takeContent/,
  'socket reads': /receiver\.js|socketOnData|onStreamRead/,
  heartbeats: /heartbeat/,
  'garbage collector': /garbage collector/,
};

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const frameName = (n) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
/** Frame names from the sampled one out to the root. */
function stackOf(sample) {
  const names = [];
  for (let n = nodes.get(sample); n; n = nodes.get(parentOf.get(n.id))) names.push(frameName(n));
  return names;
}

let clock = profile.startTime;
const times = profile.timeDeltas.map((delta) => (clock += delta));
const stacks = profile.samples.map(stackOf);
const windows = [];
for (let i = 0; i < stacks.length; i++) {
  if (!stacks[i].some((name) => name.includes(marker))) continue;
  const last = windows.at(-1);
  if (last && times[i] - last[1] < 1e6) last[1] = times[i];
  else windows.push([times[i], times[i]]);
}

const totals = {};
/** Own-frame time of the samples in the fan-out and in no category. */
const ownFrames = { 'fan-out': new Map(), other: new Map() };
let idle = 0;
for (let i = 0; i < stacks.length; i++) {
  if (!windows.some(([from, to]) => times[i] >= from && times[i] <= to)) continue;
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (stacks[i][0].startsWith('(idle)')) {
    idle += ms;
    continue;
  }
  const category =
    Object.entries(CATEGORIES).find(([, re]) => stacks[i].some((n) => re.test(n)))?.[0] ?? 'other';
  totals[category] = (totals[category] ?? 0) + ms;
  const own = ownFrames[category];
  if (own) own.set(stacks[i][0], (own.get(stacks[i][0]) ?? 0) + ms);
}

const busy = Object.values(totals).reduce((a, b) => a + b, 0);
console.log(
  `fan-out windows (ms): ${windows.map(([a, b]) => ((b - a) / 1000).toFixed(0)).join(' ')}`,
);
console.log(`busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`);
for (const [category, ms] of Object.entries(totals).sort((a, b) => b[1] - a[1]))
  console.log(`${ms.toFixed(0).padStart(7)} ms  ${category}`);
for (const [category, own] of Object.entries(ownFrames)) {
  console.log(`${category}, by own frame:`);
  for (const [name, ms] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`${ms.toFixed(1).padStart(7)} ms  ${name}`);
}
