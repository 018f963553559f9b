import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// One Vitest project per package. The server suite runs twice: on SQLite (embedded default)
// and on PostgreSQL (DATABASE_URL); scripts/test.mjs decides whether the PostgreSQL run is possible.
const source = { conditions: ['source'] };
const pgUrl = process.env.MARQUEE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Targets run Node-environment tests that import the sdk (host contract, testing helpers);
// externalised imports must see the "source" condition too, or they would load a stale sdk/dist.
const sourceSsr = { resolve: { conditions: ['source'], externalConditions: ['source'] } };

// Tests run on virtual time, so a time limit only catches a hang: it decides how long a hung test
// takes to fail, never how long a passing one runs. On a 2-core machine under load (a load average
// of 20 and more was seen) a console test's Fluent renders in jsdom took over 30 s, so the limit
// is two minutes.
const HANG_TIMEOUT_MS = 120_000;
const targetProject = (name: string, root: string): TestProjectInlineConfiguration => ({
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
// time. Three at once kept both busy and took the unit run from 23 to 14 minutes. The e2e files
// run two at a time (`--maxWorkers=2` in scripts/test.mjs and `npm run test:e2e`): each one
// waits for what a user would wait for, never for a time, so a busy core slows it without
// failing it, and two at once keep both cores busy while each waits on its server and Chromium.
// Three at once were slower on 2 cores (867 s against 738 s for the 47 files, 95% CPU busy).
const MAX_WORKERS = Math.max(availableParallelism() - 1, 3);
/** Every wait in a test gets room for CI's busy cores (see the files). */
const waitLimits = fileURLToPath(new URL('./scripts/vitest/waitLimits.mjs', import.meta.url));
const testingLibraryWaits = fileURLToPath(
  new URL('./scripts/vitest/testingLibraryWaits.mjs', import.meta.url),
);
const leaveWorkerClean = fileURLToPath(
  new URL('./scripts/vitest/leaveWorkerClean.mjs', import.meta.url),
);
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** Console tests keep only the style rules that hide things (see the file). */
const visibilityStylesOnly = fileURLToPath(
  new URL('./console/src/test/visibilityStylesOnly.ts', import.meta.url),
);

const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;
/**
 * What a file does that would leak into the next file of a shared worker: it replaces a module
 * or a global, or it imports the Slate typing kit, which patches jsdom's prototypes so that
 * slate-dom, reading them once when it loads, sees a browser with `beforeinput`; in a shared
 * worker slate-dom may already have loaded without them. A file that says at the start of a
 * line `// runs isolated: <why>` is isolated for the reason it gives.
 */
const REPLACES_MODULE_OR_GLOBAL =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|\/test\/textEditing['"]|^\/\/ runs isolated: /m;

/** Test files under `root`/`folder` (paths relative to `root`) that replace a module or a global. */
function filesNeedingIsolation(root: string, folder: string): string[] {
  return readdirSync(join(repoRoot, root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => TEST_FILE.test(file))
    .filter((file) =>
      REPLACES_MODULE_OR_GLOBAL.test(readFileSync(join(repoRoot, root, file), 'utf8')),
    )
    .sort();
}

/**
 * A package's unit project, run without isolation: a worker keeps what it imported from one file
 * to the next, where a fresh module graph per file (React, Fluent, jsdom, the server) cost half
 * the project's CPU (sdk: 113 s of CPU isolated, 52 s not). A file that replaces a module
 * (vi.mock) or a global (vi.stubGlobal, vi.stubEnv) would leak it into the next file of its
 * worker: those run in an isolated twin, "<name>:isolated"; `--project '<name>*'` runs both.
 */
function unitProjects(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const test = project.test!;
  const name = typeof test.name === 'string' ? test.name : test.name!.label;
  const root = test.root!;
  // Every include starts with the folder its tests live in (src/, scripts/).
  const isolated = filesNeedingIsolation(root, test.include![0]!.split('/')[0]!);
  const shared: TestProjectInlineConfiguration = {
    ...project,
    test: {
      ...test,
      isolate: false,
      exclude: [...configDefaults.exclude, ...isolated],
      setupFiles: [waitLimits, ...(test.setupFiles ?? []), leaveWorkerClean],
    },
  };
  if (isolated.length === 0) return [shared];
  const isolatedTwin = {
    ...test,
    name: `${name}:isolated`,
    include: isolated,
    setupFiles: [waitLimits, ...(test.setupFiles ?? [])],
  };
  return [shared, { ...project, test: isolatedTwin }];
}

/**
 * The files that take a minute or more, started first: Vitest orders by project name, which put
 * the TV packaging checks (tizen, webos) last, and the run waited for them alone at its end.
 */
const SLOW_FIRST = [
  /\/package\.test\.ts$/,
  /android-webview\/src\/(bundle|kotlinCore)\.test\.ts$/,
  /tenancy-walk\.test\.ts$/,
  /scope-walk\.[^/]+\.test\.ts$/,
  /schema-fuzz\.[^/]+\.test\.ts$/,
  // The e2e route walk: two halves of about three minutes each, one per e2e worker.
  /\/accessibility-[^/]+\.e2e\.ts$/,
];
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => SLOW_FIRST.some((p) => p.test(file.moduleId));
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}

export default defineConfig({
  resolve: source,
  test: {
    maxWorkers: MAX_WORKERS,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      ...[
        {
          resolve: source,
          test: {
            name: 'sdk',
            root: 'sdk',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'node',
            setupFiles: [testingLibraryWaits],
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
            setupFiles: [testingLibraryWaits, visibilityStylesOnly],
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
      ].flatMap(unitProjects),
      {
        resolve: source,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
