// Engine benchmarks: tick cost, one simulated week, and the per-predicted-entry cost
// beside @xiboplayer/schedule's calculateTimeline on equivalent content.
// Run: cd /work/main && flock /tmp/marquee-build.lock npm run build -w @marquee/sdk && node bench/engine.bench.mjs
// Runs the built sdk (sdk/dist), as a device would. Never part of the timed test suite.
import { performance } from 'node:perf_hooks';
import { calculateTimeline, ScheduleManager } from '@xiboplayer/schedule';
import { compileProgram, Planner, traceWindow } from '../sdk/dist/index.js';
import { playableContentSchema } from '../sdk/dist/model.js';

const T0 = Date.parse('2026-11-16T00:00:00Z'); // a Monday
const DAY = 86_400_000;
const TZ = 'Europe/Berlin';
const WEEKDAYS = { mon: true, tue: true, wed: true, thu: true, fri: true, sat: true, sun: false };

/** Item i's V2 rules and duration: a deterministic mix of day parts, exclusions and rare priorities. */
function itemSpec(i) {
  const seconds = 10 + ((i * 7) % 51);
  const part = i % 4;
  const range = [
    ['06:00', '21:59'],
    ['08:00', '11:59'],
    ['12:00', '17:59'],
    ['00:00', '23:59'],
  ][part];
  const rules = [
    {
      mode: 'weekly',
      weekDays: WEEKDAYS,
      dateRangesV2: [{ start: '2026-11-01', end: '2026-12-31' }],
      timeRangesV2: [{ start: range[0], end: range[1] }],
    },
  ];
  if (i % 10 === 3)
    rules.push({
      mode: 'always',
      timeRangesV2: [{ start: '13:00', end: '13:29' }],
      isPlaying: false,
    });
  if (i % 97 === 5)
    rules.push({
      mode: 'always',
      timeRangesV2: [{ start: '10:00', end: '10:04' }],
      isPriority: true,
    });
  return { seconds, range, rules };
}

function content(zones, perZone) {
  const playlistItems = [];
  for (let z = 0; z < zones; z++)
    for (let i = 0; i < perZone; i++) {
      const spec = itemSpec(i);
      playlistItems.push({
        _id: `z${z}i${i}`,
        type: 'scene-inline',
        zoneId: z,
        timingRulesV2: spec.rules,
        scene: {
          _id: `s${z}.${i}`,
          name: 'x',
          type: 'image',
          duration: spec.seconds,
          sceneItems: [],
        },
      });
    }
  return playableContentSchema.parse({
    collectionName: 'playlist',
    entityId: 'p',
    content: { playlists: [{ _id: 'p', name: 'p', playlistItems }] },
  });
}

/** The same items as standalone xibo layouts: weekly recurrence Mon-Sat, the same day part. */
function xiboEquivalent(perZone) {
  const layouts = [];
  const durations = new Map();
  for (let i = 0; i < perZone; i++) {
    const spec = itemSpec(i);
    const file = `${i}.xlf`;
    layouts.push({
      file,
      priority: spec.rules.some((r) => r.isPriority) ? 1 : 0,
      fromdt: `2026-11-01 ${spec.range[0]}:00`,
      todt: `2026-12-31 ${spec.range[1]}:59`,
      recurrenceType: 'Week',
      recurrenceRepeatsOn: '1,2,3,4,5,6',
    });
    durations.set(file, spec.seconds);
  }
  const manager = new ScheduleManager();
  manager.setSchedule({ layouts, campaigns: [], default: null });
  return { manager, durations };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)];

function tickBench(program, ticks) {
  const planner = new Planner(program, { timeZone: TZ, startedAt: T0 + 9 * 3_600_000 });
  const start = T0 + 9 * 3_600_000; // Monday 09:00 UTC: rules are active
  for (let k = 0; k < 2000; k++) planner.plan(start + k * 250); // warm-up
  const samples = new Float64Array(ticks);
  for (let k = 0; k < ticks; k++) {
    const t = start + (2000 + k) * 250;
    const a = performance.now();
    planner.plan(t);
    samples[k] = (performance.now() - a) * 1000;
  }
  const all = Array.from(samples);
  return {
    median: median(all),
    p99: pct(all, 0.99),
    mean: all.reduce((s, x) => s + x, 0) / all.length,
  };
}

function weekBench(program, runs) {
  const times = [];
  let entries = 0;
  for (let r = 0; r < runs; r++) {
    let started = 0;
    const a = performance.now();
    traceWindow(program, { from: T0, to: T0 + 7 * DAY }, { timeZone: TZ }, (e) => {
      if (e.event === 'item-started') started++;
    });
    times.push(performance.now() - a);
    entries = started;
  }
  return { ms: median(times), entries };
}

function xiboBench(perZone, runs) {
  const { manager, durations } = xiboEquivalent(perZone);
  const times = [];
  let entries = 0;
  for (let r = 0; r < runs; r++) {
    const a = performance.now();
    const timeline = calculateTimeline(manager, durations, {
      from: new Date(T0 + 9 * 3_600_000),
      hours: 24,
    });
    times.push(performance.now() - a);
    entries = timeline.length;
  }
  return { ms: median(times), entries };
}

const cases = [
  { name: '1×50', zones: 1, perZone: 50 },
  { name: '1×1,000', zones: 1, perZone: 1000 },
  { name: '1×10,000', zones: 1, perZone: 10_000 },
  { name: '4×1,000', zones: 4, perZone: 1000 },
  { name: '10×10,000', zones: 10, perZone: 10_000 },
];
const rows = [];
for (const c of cases) {
  const compileStart = performance.now();
  const program = compileProgram(content(c.zones, c.perZone));
  const compileMs = performance.now() - compileStart;
  const tick = tickBench(program, 100_000);
  const week = weekBench(program, c.zones * c.perZone >= 100_000 ? 1 : 5);
  const xibo = xiboBench(c.perZone, c.perZone >= 10_000 ? 1 : 3);
  const oursPerEntry = (week.ms * 1000) / week.entries;
  const xiboPerEntry = (xibo.ms * 1000) / xibo.entries;
  rows.push({ ...c, compileMs, tick, week, xibo, oursPerEntry, xiboPerEntry });
  console.error(`${c.name} done`);
}

const f = (x, d = 2) => x.toFixed(d);
console.log(
  `node ${process.version}, ${new Date().toISOString()}, time zone ${TZ}, 100,000 ticks of 250 ms from Monday 09:00 UTC\n`,
);
console.log(
  '| content | compile ms | tick median µs | tick p99 µs | tick mean µs | week ms | week entries | µs/entry (ours) | xibo µs/entry (24 h, 1 zone) | xibo entries | xibo ÷ ours |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.name} | ${f(r.compileMs, 1)} | ${f(r.tick.median)} | ${f(r.tick.p99)} | ${f(r.tick.mean)} | ${f(r.week.ms, 1)} | ${r.week.entries} | ${f(r.oursPerEntry)} | ${f(r.xiboPerEntry)} | ${r.xibo.entries} | ${f(r.xiboPerEntry / r.oursPerEntry, 1)}× |`,
  );
const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
const ratio = (a, b) => f(byName[b].tick.median / byName[a].tick.median);
console.log(`\ntick median ratio 1×10,000 ÷ 1×1,000 (10× items): ${ratio('1×1,000', '1×10,000')}`);
console.log(`tick median ratio 1×1,000 ÷ 1×50 (20× items): ${ratio('1×50', '1×1,000')}`);
console.log(`tick median ratio 10×10,000 ÷ 1×50: ${ratio('1×50', '10×10,000')}`);
