import { z } from 'zod';
import { ConfigError } from '../config.js';
import type { MediaToolsConfig } from './tools.js';

// Media and storage settings from the environment; like config.ts, a bad value stops start-up
// with a message naming the variable.
const empty = (value: unknown) => (value === '' ? undefined : value);

const schema = z.object({
  FFMPEG_PATH: z.preprocess(empty, z.string().optional()),
  MEDIA_TOOL_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(1000).default(1_800_000)),
  MEDIA_TOOL_MEMORY_MB: z.preprocess(empty, z.coerce.number().int().min(64).default(4096)),
  S3_ENDPOINT: z.preprocess(empty, z.url().optional()),
  S3_BUCKET: z.preprocess(empty, z.string().optional()),
  S3_ACCESS_KEY: z.preprocess(empty, z.string().optional()),
  S3_SECRET_KEY: z.preprocess(empty, z.string().optional()),
  S3_REGION: z.preprocess(empty, z.string().default('us-east-1')),
});

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface MediaConfig {
  tools: MediaToolsConfig;
  /** Set when all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY are. */
  s3: S3Config | undefined;
}

export function parseMediaConfig(env: Record<string, string | undefined>): MediaConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.data;
  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together',
    );
  }
  return {
    tools: {
      ffmpegDir: e.FFMPEG_PATH,
      timeoutMs: e.MEDIA_TOOL_TIMEOUT_MS,
      memoryLimitBytes: e.MEDIA_TOOL_MEMORY_MB * 1024 * 1024,
    },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY,
            secretAccessKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
          }
        : undefined,
  };
}
