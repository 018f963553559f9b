import type { JobDefinition } from '../../jobs/define-job.js';
import { PROCESS_FILE_JOB } from './process-file-job.js';
import { PURGE_JOB } from './purge.js';

/** The background jobs of the media library, registered with the queue by app.ts. */
export const fileJobs: readonly JobDefinition[] = [PROCESS_FILE_JOB, PURGE_JOB];
