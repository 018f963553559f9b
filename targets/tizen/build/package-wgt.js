// Packs the built Tizen player into a .wgt: a ZIP in the W3C widget layout (config.xml at the
// root, the start file, scripts and icon), signed per Tizen's widget signing when a
// certificate is configured (see README). Usage: node build/package-wgt.js [outDir]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signWidget, signingFromEnv } from './sign.js';
import { writeZip } from './zip.js';

const targetDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.argv[2] ?? `${targetDir}dist`;

/** Files of the widget, in package order; paths are relative to the widget root. */
export const WIDGET_FILES = {
  'config.xml': `${targetDir}config.xml`,
  'index.html': `${targetDir}index.html`,
  'icon.png': `${targetDir}icon.png`,
  'js/loader.js': `${targetDir}dist/js/loader.js`,
  'js/player.js': `${targetDir}dist/js/player.js`,
};

let entries = Object.entries(WIDGET_FILES).map(([name, path]) => ({
  name,
  data: readFileSync(path),
}));
const signing = signingFromEnv(process.env);
if (signing) entries = signWidget(entries, signing);
else console.warn('Tizen: no TIZEN_AUTHOR_KEY/TIZEN_AUTHOR_CERT set: the .wgt is unsigned.');

mkdirSync(outDir, { recursive: true });
const wgt = `${outDir}/Marquee.wgt`;
writeFileSync(wgt, writeZip(entries));
console.log(`Tizen: wrote ${wgt} (${entries.map((e) => e.name).join(', ')})`);
