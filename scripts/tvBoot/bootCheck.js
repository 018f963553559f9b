// The boot check: runs a packaged TV bundle (its js/loader.js, which starts js/player.js) in an
// old Node release whose V8 is no newer than the TV's engine, through a simulated day of content
// on a virtual clock (boot.cjs does the booting inside that old Node).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The stand-in engine of each packaged target's oldest set (Node release → V8):
 * - tizen: Tizen 4.0 runs Chromium 56 (V8 5.6); Node 7.10.1 has V8 5.5, the newest not past it.
 * - webos: webOS 4.0 runs Chromium 53 (V8 5.3); Node 7.0 already has V8 5.4, so Node 6.17.1
 *   (V8 5.1).
 */
export const TV_ENGINES = {
  tizen: {
    bin: join(here, 'engines/node_modules/node-v7/bin/node'),
    v8: '5.5',
    userAgent: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 4.0) AppleWebKit/537.36 Chrome/56.0.2924.0',
  },
  webos: {
    bin: join(here, 'engines/node_modules/node-v6/bin/node'),
    v8: '5.1',
    userAgent: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/53.0.2785.34',
  },
};

/**
 * Boots `dir` (a folder holding js/loader.js and js/player.js) as `platform` and returns what the
 * harness saw: { v8, state, shown: [{ at, image }], errors, warnings, requests }.
 */
export function bootTvBundle({ platform, dir, content, storage, start, hours, debug = false }) {
  const engine = TV_ENGINES[platform];
  if (!existsSync(engine.bin))
    throw new Error(`${engine.bin} is missing: run "npm ci --prefix scripts/tvBoot/engines"`);
  const scenario = join(mkdtempSync(join(tmpdir(), 'marquee-boot-')), 'scenario.json');
  writeFileSync(
    scenario,
    JSON.stringify({
      platform,
      dir,
      content,
      storage,
      start,
      hours,
      debug,
      userAgent: engine.userAgent,
    }),
  );
  const out = execFileSync(engine.bin, [join(here, 'boot.cjs'), scenario], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { PATH: process.env.PATH, TZ: 'UTC' },
  });
  const lines = out.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

/** Local-state entry of a paired device (storageLocalState's prefix + the credentials key). */
const PAIRED = {
  'marquee:marquee.device': JSON.stringify({ deviceId: 'boot-device', deviceToken: 'mqd_boot' }),
};

/**
 * Boots a package's own js/loader.js and js/player.js (as Buffers or strings) on a paired set
 * whose server publishes `content`, and runs a simulated day from midnight UTC.
 */
export function bootPackagedDay({ platform, loader, player, content }) {
  const dir = mkdtempSync(join(tmpdir(), `marquee-${platform}-app-`));
  mkdirSync(join(dir, 'js'));
  writeFileSync(join(dir, 'js/loader.js'), loader);
  writeFileSync(join(dir, 'js/player.js'), player);
  return bootTvBundle({
    platform,
    dir,
    content,
    storage: PAIRED,
    start: '2025-03-01T00:00:00.000Z',
    hours: 24,
  });
}

/**
 * What a viewer would notice is wrong in a booted day of `images` shown `seconds` each, in a loop
 * from the start: a picture out of order, late or early, or missing. Empty when the day is right.
 */
export function picturesOffSchedule(report, images, seconds) {
  const start = Date.parse(report.start);
  const end = start + report.hours * 3600 * 1000;
  // The picture due at the very end belongs to the next day.
  const pictures = report.shown.filter(
    (shown) => shown.image !== null && Date.parse(shown.at) < end,
  );
  const expected = Math.round((report.hours * 3600) / seconds);
  const problems = [];
  if (pictures.length !== expected)
    problems.push(`${pictures.length} pictures shown, ${expected} expected`);
  pictures.slice(0, expected).forEach((shown, i) => {
    const at = new Date(start + i * seconds * 1000).toISOString();
    const image = images[i % images.length];
    if (shown.image !== image || shown.at !== at)
      problems.push(`${shown.image} at ${shown.at}, expected ${image} at ${at}`);
  });
  return problems.slice(0, 10);
}
