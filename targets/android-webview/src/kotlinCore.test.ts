/**
 * Compiles ALL of the shell's Kotlin in one kotlinc run (kotlin-compiler npm package): the
 * plain-Kotlin core (app/src/main/java/com/marquee/player/core), its tests (app/src/test/...),
 * and the Android glue around it (MainActivity, MarqueeBridge, ...) against app/compile-stubs,
 * hand-written stubs of exactly the Android, AndroidX and OkHttp 4 API the glue calls, with the
 * platform's signatures and nullability. There is no Android SDK here, so this is what catches a
 * wrong call, a nullable misuse or a missing override before a Gradle build on a real machine.
 * Then it runs the core tests' own runner on the JVM and reports each Kotlin test by name.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANDROID_METHODS } from './protocol.js';

const run = promisify(execFile);
const app = resolve(dirname(fileURLToPath(import.meta.url)), '../app');
const mainSources = join(app, 'src/main/java');
const coreSources = join(mainSources, 'com/marquee/player/core');
const testSources = join(app, 'src/test/java/com/marquee/player/core');
const compileStubs = join(app, 'compile-stubs');
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

// kotlinc is a JVM program: one compile of stubs + glue + core + tests takes ~45 s of CPU on a
// 2-core machine and several times that in wall time when other suites share the cores. The
// limit only catches a hang.
const COMPILE_AND_RUN_TIMEOUT_MS = 600_000;

/** What the brief for the core asked the Kotlin tests to cover; each must be present and pass. */
const REQUIRED_KOTLIN_TESTS = [
  'json.roundTripEscapesAndUnicode',
  'json.rejectsMalformedText',
  'json.nestingLimit',
  'protocol.malformedMessagesGetErrorReplies',
  'protocol.unknownMethodIsNotAvailable',
  'origin.foreignOriginRefusedHandlerNotRun',
  'origin.subframeRefused',
  'origin.lookalikeOriginsRefused',
  'files.hostileNamesRefused',
  'files.nullChecksumDownloads',
  'files.checksumMismatchFailsAndKeepsTheOldFile',
  'router.exposesOnlyReadmeMethods',
  'router.fetchDropsForbiddenHeaders',
  'range.openEndedFromZero',
  'range.firstToLast',
  'range.suffix',
  'range.unsatisfiable',
  'range.multipleOrMalformedGiveWholeFile',
  'range.servesPartialContent',
  'range.servesWholeFileAnd416',
  'range.mimeTypeFromSourceUrlOrBytes',
  'device.volumeReadsBackAsSet',
  'device.badVolumeAndRotationAreInvalidArguments',
  'watchdog.heartbeatMethodReachesTheShell',
  'watchdog.beatingPlayerIsNeverRestarted',
  'watchdog.restartsAfterSixtySecondsOfSilence',
  'watchdog.armsAtTheFirstBeat',
  'watchdog.pausedActivityIsNotWatched',
  'watchdog.sleptBoxGetsAFreshAllowance',
];

function kotlinHome(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('kotlin-compiler/package.json'));
  } catch {
    return undefined;
  }
}

function missingToolchain(): string | undefined {
  if (spawnSync(java, ['-version']).status !== 0) return `no working ${java} (JDK 17 or later)`;
  if (!kotlinHome()) return 'no kotlin-compiler package in node_modules (npm ci)';
  return undefined;
}

interface KotlinRun {
  /** What kotlinc printed when it failed (errors, or warnings under -Werror); empty when it compiled. */
  compileErrors: string;
  exitCode: number;
  output: string;
  results: Map<string, { passed: boolean; message: string }>;
  methods: string[];
  compileSeconds: number;
  seconds: number;
}

async function compileAndRun(workDir: string, home: string): Promise<KotlinRun> {
  const started = Date.now();
  const classes = join(workDir, 'classes');
  const lib = join(home, 'lib');
  // What bin/kotlinc runs, without needing bash or the script's executable bit. One invocation
  // for everything: a second JVM start and compiler warm-up would cost as much as the compile.
  const compiled = await run(
    java,
    [
      '-Xmx512M',
      '-cp',
      join(lib, 'kotlin-preloader.jar'),
      'org.jetbrains.kotlin.preloading.Preloader',
      '-cp',
      join(lib, 'kotlin-compiler.jar'),
      'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
      '-kotlin-home',
      home,
      '-no-reflect',
      '-jvm-target',
      '17',
      '-Werror',
      '-d',
      classes,
      compileStubs,
      mainSources,
      testSources,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  ).then(
    () => '',
    (error: { stderr?: string; message: string }) => error.stderr || error.message,
  );
  const compileSeconds = (Date.now() - started) / 1000;
  if (compiled) {
    return {
      compileErrors: compiled,
      exitCode: -1,
      output: '',
      results: new Map(),
      methods: [],
      compileSeconds,
      seconds: compileSeconds,
    };
  }
  const runner = spawnSync(
    java,
    [
      // The tests' temp directories land in workDir, which afterAll deletes.
      `-Djava.io.tmpdir=${workDir}`,
      '-cp',
      [classes, join(lib, 'kotlin-stdlib.jar')].join(delimiter),
      'com.marquee.player.core.TestRunnerKt',
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const output = `${runner.stdout}${runner.stderr}`;
  const results = new Map<string, { passed: boolean; message: string }>();
  let methods: string[] = [];
  for (const line of runner.stdout.split('\n')) {
    const [, verdict, name, message = ''] = /^(PASS|FAIL) (\S+?)(?::? (.*))?$/.exec(line) ?? [];
    if (verdict && name) results.set(name, { passed: verdict === 'PASS', message });
    if (line.startsWith('METHODS ')) methods = line.slice('METHODS '.length).split(',');
  }
  return {
    compileErrors: '',
    exitCode: runner.status ?? -1,
    output,
    results,
    methods,
    compileSeconds,
    seconds: (Date.now() - started) / 1000,
  };
}

const missing = missingToolchain();

if (missing && process.env.CI) {
  // Under CI=1 a suite that cannot run is a failure (scripts/test.mjs), not a quiet skip.
  it('has a JDK and kotlinc to compile the Kotlin core', () => {
    throw new Error(`Kotlin core tests cannot run: ${missing}`);
  });
} else if (missing) {
  console.warn(`\n!!! Kotlin core tests SKIPPED: ${missing}\n`);
}

describe.skipIf(Boolean(missing))('Android shell core (Kotlin, on the JVM)', () => {
  let workDir = '';
  let kotlin: KotlinRun;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'marquee-kotlin-core-'));
    kotlin = await compileAndRun(workDir, kotlinHome()!);
    console.log(
      `Kotlin shell: compiled in ${kotlin.compileSeconds.toFixed(1)} s, tests done at ${kotlin.seconds.toFixed(1)} s`,
    );
  }, COMPILE_AND_RUN_TIMEOUT_MS);

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('compiles the Android glue against the stubs, and the core with its tests, without a warning', () => {
    // kotlinc's own messages ("MainActivity.kt:51:63: error: ...") are the diff a reader sees.
    expect(kotlin.compileErrors).toBe('');
  });

  it('runs every Kotlin test, and each passes', () => {
    const failures = [...kotlin.results]
      .filter(([, r]) => !r.passed)
      .map(([name, r]) => `${name}: ${r.message}`);
    // The names of failing Kotlin tests are the diff a reader sees.
    expect(failures).toEqual([]);
    expect(kotlin.results.size, kotlin.output).toBeGreaterThan(0);
    expect(kotlin.exitCode, kotlin.output).toBe(0);
  });

  it.each(REQUIRED_KOTLIN_TESTS)('Kotlin test %s ran and passed', (name) => {
    const result = kotlin.results.get(name);
    expect(result, `${name} is missing from the runner's output:\n${kotlin.output}`).toBeDefined();
    expect(result?.message ?? '', `${name} failed`).toBe('');
    expect(result?.passed).toBe(true);
  });

  it('answers exactly the methods the page knows (protocol.ts ANDROID_METHODS)', () => {
    expect(kotlin.methods).toEqual([...ANDROID_METHODS]);
  });
});

// The core is compiled beside the stubs now, so nothing but this check keeps Android, AndroidX
// and OkHttp out of it: the core must stay plain Kotlin that runs on any JVM.
it('keeps the core free of Android, AndroidX and OkHttp imports', async () => {
  const files = (await readdir(coreSources)).filter((name) => name.endsWith('.kt'));
  expect(files.length).toBeGreaterThan(0);
  const offending: string[] = [];
  for (const name of files) {
    const text = await readFile(join(coreSources, name), 'utf8');
    for (const line of text.split('\n'))
      if (/^import\s+(android|androidx|okhttp3)\./.test(line)) offending.push(`${name}: ${line}`);
  }
  expect(offending).toEqual([]);
});
