// Console weight and first paint: what /login and /devices (signed in) cost a cold
// browser on a slow link, for the working tree and, with --compare, another commit.
//
//   node bench/console-weight/run.mjs [--compare <git ref>] [--runs 3] [--skip-build] [--dir <path>]
//
// Builds the working tree's console and server (--skip-build: use the dist folders as they are;
// --dir: measure another checkout, e.g. a snapshot of the working tree, instead of this one)
// and the --compare ref's in a git worktree under /tmp (built once per commit), starts each
// built server with a fresh SQLite data dir and the demo account, and loads each page --runs
// times in Chromium with an empty cache under the slow profile (1.6 Mbit/s down, 750 kbit/s up,
// 150 ms, CPU 4x slower), alternating the builds. Prints the medians as a Markdown table.
import { buildRef, buildWorkingTree, log, root, startServer } from './builds.mjs';
import { PAGES, SLOW_PROFILE, demoSessionToken, launchChromium, measureLoad } from './measure.mjs';

const flag = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const COMPARE = flag('compare');
const RUNS = Number(flag('runs') ?? 3);
const SKIP_BUILD = process.argv.includes('--skip-build');
const DIR = flag('dir');

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const ROWS = [
  ['scriptBytes', 'JS over the wire (KB)', (v) => (v / 1024).toFixed(1)],
  ['scriptGzipBytes', 'the same JS as gzip -6 (KB)', (v) => (v / 1024).toFixed(1)],
  ['scripts', 'script requests', String],
  ['allBytes', 'all bytes over the wire (KB)', (v) => (v / 1024).toFixed(1)],
  ['requests', 'requests', String],
  ['fcpMs', 'first contentful paint (ms)', (v) => v.toFixed(0)],
  ['readyMs', 'page shown (ms)', (v) => v.toFixed(0)],
];

async function main() {
  const builds = [];
  if (COMPARE) builds.push(buildRef(COMPARE));
  const dir = DIR ?? root;
  builds.push(SKIP_BUILD ? { label: 'working tree', dir } : buildWorkingTree(dir));

  const servers = [];
  const chromium = await launchChromium();
  const browserVersion = await chromium.browser.version();
  try {
    for (const build of builds) {
      const server = await startServer(build.dir);
      servers.push(server);
      build.server = server;
      build.token = await demoSessionToken(server.url);
      build.samples = Object.fromEntries(Object.keys(PAGES).map((p) => [p, []]));
    }
    for (let run = 1; run <= RUNS; run++) {
      for (const build of builds) {
        for (const [name, page] of Object.entries(PAGES)) {
          const sample = await measureLoad(chromium.browser, build.server.url, page, build.token);
          build.samples[name].push(sample);
          log(`run ${run}/${RUNS} ${build.label} ${page.path}: ${JSON.stringify(sample)}`);
        }
      }
    }
  } finally {
    await chromium.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
  print(builds, browserVersion);
}

function print(builds, version) {
  const { downloadBitsPerSecond, uploadBitsPerSecond, latencyMs, cpuSlowdown } = SLOW_PROFILE;
  console.log(
    `node ${process.version}, ${version}, ${new Date().toISOString()}, ${RUNS} runs, medians; ` +
      `slow profile ${downloadBitsPerSecond / 1e6} Mbit/s down, ${uploadBitsPerSecond / 1e3} kbit/s up, ` +
      `${latencyMs} ms, CPU ${cpuSlowdown}x`,
  );
  console.log('');
  const [old, current] = builds.length === 2 ? builds : [undefined, builds[0]];
  const header = old
    ? `| page | measure | ${old.label} | ${current.label} | new ÷ old |\n| --- | --- | ---: | ---: | ---: |`
    : `| page | measure | ${current.label} |\n| --- | --- | ---: |`;
  console.log(header);
  for (const [name, page] of Object.entries(PAGES)) {
    for (const [key, label, format] of ROWS) {
      const now = median(current.samples[name].map((s) => s[key]));
      const cells = [page.path, label];
      if (old) {
        const before = median(old.samples[name].map((s) => s[key]));
        const ratio = before && now !== null ? (now / before).toFixed(2) : '–';
        cells.push(before === null ? '–' : format(before), now === null ? '–' : format(now), ratio);
      } else cells.push(now === null ? '–' : format(now));
      console.log(`| ${cells.join(' | ')} |`);
    }
  }
  console.log('');
  for (const build of builds) {
    const encodings = new Set(
      Object.values(build.samples).flatMap((s) => s.map((x) => x.encodings)),
    );
    console.log(`${build.label}: scripts sent as ${[...encodings].join(', ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
