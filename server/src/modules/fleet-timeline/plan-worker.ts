import { parentPort } from 'node:worker_threads';
import { planScreens, type PlanJob } from './plan.js';

// The worker thread that plans fleet timelines (see planner-pool.ts): one answer per job.

const port = parentPort!;
port.on('message', (job: PlanJob) => port.postMessage(planScreens(job)));
