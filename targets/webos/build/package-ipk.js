// Packs the built webOS player into an .ipk with @webos-tools/cli's ares-package, which works
// offline and validates appinfo.json. Usage: node build/package-ipk.js [outDir]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

const stage = mkdtempSync(join(tmpdir(), 'marquee-webos-'));
try {
  for (const [name, source] of Object.entries(APP_FILES)) {
    mkdirSync(dirname(join(stage, name)), { recursive: true });
    copyFileSync(join(targetDir, source), join(stage, name));
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
