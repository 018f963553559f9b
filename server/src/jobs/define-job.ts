import type { z } from 'zod';
import type { RunningJob } from './job-provider.js';

/**
 * What a job's handlers are given: the server's services. The queue sits below the application,
 * so it names no application type; app-services.ts merges AppServices into this interface.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app-services.ts
export interface JobApp {}

/** Any zod schema whose parsed value is a JSON object (a job payload is stored as JSON text). */
export type JobPayloadSchema = z.ZodType<Record<string, unknown>>;
export type PayloadOf<S extends JobPayloadSchema> = z.input<S>;
export type ParsedPayloadOf<S extends JobPayloadSchema> = z.output<S>;

/**
 * One kind of background job, defined once: its name in the jobs table, the schema its payload
 * must fit (checked when it is enqueued and again when a worker claims it), and what runs it.
 */
export interface JobDefinition<S extends JobPayloadSchema = JobPayloadSchema> {
  kind: string;
  payload: S;
  run(payload: ParsedPayloadOf<S>, job: RunningJob, app: JobApp): Promise<void>;
  /** Called once when every attempt failed (or the job was abandoned too often). */
  giveUp?(payload: ParsedPayloadOf<S>, lastError: string, app: JobApp): Promise<void>;
}

export const defineJob = <S extends JobPayloadSchema>(
  definition: JobDefinition<S>,
): JobDefinition<S> => definition;

/** Why a payload does not fit its schema, in one line for logs and the job's last_error. */
export function describePayloadProblem(kind: string, error: z.ZodError): string {
  const issues = error.issues
    .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
    .join('; ');
  return `The payload of a ${kind} job does not fit its schema (${issues})`;
}
