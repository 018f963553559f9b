import { parentPort } from 'node:worker_threads';
import { runFeedJob, type FeedJob } from './feed-job.js';

// The worker thread that reads feeds (see feed-reader.ts): one answer per job. An unexpected
// error ends the thread, which the pool reports as a failed job.

const port = parentPort!;
port.on('message', (job: FeedJob) => port.postMessage(runFeedJob(job)));
