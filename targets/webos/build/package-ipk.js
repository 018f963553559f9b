// Packs the built webOS player into an .ipk with @webos-tools/cli's ares-package, which works
// offline and validates appinfo.json. Usage: node build/package-ipk.js [outDir]
// LG's SCAP library is LG's to distribute: give the folder of its SCAP 1.7 release (holding
// cordova/2.7.0/cordova.webos.js and cordova-cd/) as MARQUEE_WEBOS_SCAP_DIR, or set
// MARQUEE_WEBOS_SCAP=none to package without it (no kept files, power, volume, screenshots).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const targetDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.argv[2] ?? join(targetDir, 'dist');

/** Files of the app, relative to the app root. */
export const APP_FILES = {
  'appinfo.json': 'appinfo.json',
  'index.html': 'index.html',
  'icon.png': 'icon.png',
  'largeIcon.png': 'largeIcon.png',
  'js/loader.js': 'dist/js/loader.js',
  'js/player.js': 'dist/js/player.js',
};

/** The SCAP files index.html loads, relative to the SCAP release folder and to `scap/`. */
export const SCAP_FILES = [
  'cordova/2.7.0/cordova.webos.js',
  'cordova-cd/storage.js',
  'cordova-cd/power.js',
  'cordova-cd/sound.js',
  'cordova-cd/signage.js',
  'cordova-cd/deviceInfo.js',
];

/** The SCAP files to stage (source path -> app path), or [] when packaging without SCAP. */
function scapFiles() {
  const dir = process.env.MARQUEE_WEBOS_SCAP_DIR;
  if (!dir) {
    if (process.env.MARQUEE_WEBOS_SCAP === 'none') return [];
    throw new Error(
      "Set MARQUEE_WEBOS_SCAP_DIR to the folder of LG's SCAP 1.7 library, or MARQUEE_WEBOS_SCAP=none",
    );
  }
  const missing = SCAP_FILES.filter((file) => !existsSync(join(dir, file)));
  if (missing.length) throw new Error(`${dir} lacks ${missing.join(', ')}`);
  return SCAP_FILES.map((file) => [join(dir, file), `scap/${file}`]);
}

const stage = mkdtempSync(join(tmpdir(), 'marquee-webos-'));
try {
  const staged = [
    ...Object.entries(APP_FILES).map(([name, source]) => [join(targetDir, source), name]),
    ...scapFiles(),
  ];
  for (const [source, name] of staged) {
    mkdirSync(dirname(join(stage, name)), { recursive: true });
    copyFileSync(source, join(stage, name));
  }
  // A set in the SI server's "Local" launch mode starts the app installed as com.lg.app.signage
  // (README, "Onto a set"); MARQUEE_WEBOS_APP_ID gives the package that id.
  const appId = process.env.MARQUEE_WEBOS_APP_ID;
  if (appId) {
    const appinfo = JSON.parse(readFileSync(join(stage, 'appinfo.json'), 'utf8'));
    writeFileSync(join(stage, 'appinfo.json'), JSON.stringify({ ...appinfo, id: appId }, null, 2));
  }
  mkdirSync(outDir, { recursive: true });
  const require = createRequire(import.meta.url);
  const cli = dirname(require.resolve('@webos-tools/cli/package.json'));
  execFileSync(process.execPath, [join(cli, 'bin/ares-package.js'), stage, '-o', outDir], {
    stdio: 'inherit',
  });
} finally {
  rmSync(stage, { recursive: true, force: true });
}
