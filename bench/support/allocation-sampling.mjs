// Preload for the server (node --import): the first SIGUSR2 starts V8's sampling heap profiler
// (objects collected since included, one sample per 4 kB), the second writes what was allocated
// meanwhile to ALLOCATION_PROFILE (default /tmp/allocation.heapprofile; DevTools opens it).
// Usage: BENCH_SERVER_NODE_ARGS="--import=$PWD/bench/support/allocation-sampling.mjs", then
// `kill -USR2 <server pid>` before and after the round to look at (the bench logs the pid).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
let sampling = false;
process.on('SIGUSR2', () => {
  if (!sampling) {
    sampling = true;
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  sampling = false;
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) return console.error('allocation sampling failed', error);
    const out = process.env.ALLOCATION_PROFILE ?? '/tmp/allocation.heapprofile';
    writeFileSync(out, JSON.stringify(result.profile));
  });
});
