import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Vitest project per package. The server suite runs twice: on SQLite (embedded default)
// and on PostgreSQL (DATABASE_URL); scripts/test.mjs decides whether the PostgreSQL run is possible.
const source = { conditions: ['source'] };
const pgUrl = process.env.MARQUEE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Targets run Node-environment tests that import the sdk (host contract, testing helpers);
// externalised imports must see the "source" condition too, or they would load a stale sdk/dist.
const sourceSsr = { resolve: { conditions: ['source'], externalConditions: ['source'] } };

// Tests run on virtual time, so a time limit only catches a hang; on a busy 2-core machine the
// first Fluent render in jsdom or a PostgreSQL round of migrations can pass Vitest's 5 s default.
const HANG_TIMEOUT_MS = 30_000;
const targetProject = (name: string, root: string) => ({
  resolve: source,
  ssr: sourceSsr,
  test: {
    name,
    root,
    include: ['src/**/*.test.ts'],
    environment: 'node' as const,
    testTimeout: HANG_TIMEOUT_MS,
  },
});

// Vitest runs cores − 1 files at once: one at a time on CI's 2 cores, where most files wait on
// I/O (real HTTP, PostgreSQL, ffmpeg, old-V8 boot checks) and the cores idled two thirds of the
// time. Three at once kept both busy and took the unit run from 23 to 14 minutes. The e2e project
// still runs its files one by one (fileParallelism: false): Chromium timings need the machine.
const MAX_WORKERS = Math.max(availableParallelism() - 1, 3);
/** Testing Library's waits get room for CI's busy cores (see the file). */
const asyncUtilTimeout = fileURLToPath(
  new URL('./scripts/vitest/asyncUtilTimeout.mjs', import.meta.url),
);

export default defineConfig({
  resolve: source,
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        resolve: source,
        test: {
          name: 'sdk',
          root: 'sdk',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: [asyncUtilTimeout],
          testTimeout: HANG_TIMEOUT_MS,
        },
      },
      {
        resolve: source,
        ssr: sourceSsr,
        test: {
          name: 'web',
          root: 'targets/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: HANG_TIMEOUT_MS,
        },
      },
      targetProject('tizen', 'targets/tizen'),
      targetProject('webos', 'targets/webos'),
      targetProject('android-webview', 'targets/android-webview'),
      {
        resolve: source,
        test: {
          name: 'console',
          root: 'console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [asyncUtilTimeout],
          testTimeout: HANG_TIMEOUT_MS,
        },
      },
      {
        // The font catalogue's generator and its committed output (fonts/catalogue.json).
        test: {
          name: 'fonts',
          root: 'fonts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: HANG_TIMEOUT_MS,
        },
      },
      {
        resolve: source,
        test: {
          name: 'server-sqlite',
          root: 'server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { MARQUEE_TEST_DB: 'sqlite' },
          testTimeout: HANG_TIMEOUT_MS,
          hookTimeout: HANG_TIMEOUT_MS,
        },
      },
      {
        resolve: source,
        test: {
          name: 'server-postgres',
          root: 'server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { MARQUEE_TEST_DB: 'postgres', MARQUEE_TEST_PG_URL: pgUrl },
          testTimeout: HANG_TIMEOUT_MS,
          hookTimeout: HANG_TIMEOUT_MS,
        },
      },
      {
        resolve: source,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
