import { runWorkerProcess } from './worker-process.js';

// CLI entry: node server/dist/worker.js (`npm run worker`). Same environment as main.js; set
// RUN_JOBS=false on the API processes so only workers run jobs.
await runWorkerProcess();
