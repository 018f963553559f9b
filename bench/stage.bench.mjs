// Stage benchmark: the cost of one player tick through the stage, beside the
// planner alone (engine.bench.mjs): planner.plan, the stage machine's diff, the item machines,
// the browser events. Run from the repository root:
//   flock /tmp/marquee-build.lock npm run build -w @marquee/sdk && node bench/stage.bench.mjs
// Runs the built sdk (sdk/dist), as a device would. Never part of the timed test suite.
import { performance } from 'node:perf_hooks';
import { Subject } from 'rxjs';
import { parsePlayableContent, runStage } from '../sdk/dist/player.js';

const T0 = Date.parse('2026-11-16T09:00:00Z'); // a Monday
const TICKS = 40_000;
const WARMUP = 2_000;

function content(zones, perZone) {
  const playlistItems = [];
  for (let z = 0; z < zones; z++)
    for (let i = 0; i < perZone; i++)
      playlistItems.push({
        _id: `z${z}i${i}`,
        type: 'scene-inline',
        zoneId: z,
        scene: {
          _id: `s${z}.${i}`,
          name: 'x',
          type: 'image',
          duration: 10 + ((i * 7) % 51),
          sceneItems: [],
        },
      });
  const parsed = parsePlayableContent(
    {
      collectionName: 'playlist',
      entityId: 'p',
      content: {
        playlists: [{ _id: 'p', name: 'p', playlistItems }],
        scenes: [],
        schedules: [],
        files: [],
      },
    },
    'https://marquee.test/graphql',
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

function stageBench(zones, perZone) {
  const clock = new Subject();
  let starts = 0;
  const run = runStage({
    content: content(zones, perZone),
    timeZone: 'Europe/Berlin',
    clock,
    events: new EventTarget(),
    startedAt: T0,
    onView: () => starts++,
    warn: () => {},
  });
  const times = new Float64Array(TICKS);
  for (let i = -WARMUP; i < TICKS; i++) {
    const t = T0 + (i + WARMUP) * 250;
    const start = performance.now();
    clock.next(t);
    if (i >= 0) times[i] = (performance.now() - start) * 1000;
  }
  run.stop();
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / TICKS;
  return {
    median: sorted[Math.floor(TICKS / 2)],
    p99: sorted[Math.floor(TICKS * 0.99)],
    mean,
    views: starts,
  };
}

console.log(`node ${process.version}, ${new Date().toISOString()}, ${TICKS} ticks of 250 ms`);
console.log('| content | stage tick median µs | p99 µs | mean µs | view changes |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [zones, perZone] of [
  [1, 50],
  [4, 1000],
]) {
  const r = stageBench(zones, perZone);
  console.log(
    `| ${zones}×${perZone} | ${r.median.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.mean.toFixed(2)} | ${r.views} |`,
  );
}
