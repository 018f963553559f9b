import { fileURLToPath } from 'node:url';
import { tvBundle } from '../../scripts/build/tvBundle.js';

const targetDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const serverUrl = process.env.MARQUEE_SERVER_URL ?? 'http://localhost:8080';

// Tizen 4.0 and later run Chromium 56: ES2017.
// Two classic scripts: the loader (updates the player code from the server, then starts it) and
// the packaged player it falls back to.
export default [
  tvBundle({ targetDir, engine: 'ES2017', serverUrl, outFile: `${targetDir}/dist/js/player.js` }),
  tvBundle({
    targetDir,
    engine: 'ES2017',
    serverUrl,
    input: 'src/loader.ts',
    outFile: `${targetDir}/dist/js/loader.js`,
  }),
];
