import { fileURLToPath } from 'node:url';
import { tvBundle } from '../../scripts/build/tvBundle.js';

const targetDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const serverUrl = process.env.MARQUEE_SERVER_URL ?? 'http://localhost:8080';

// Tizen 4.0 and later run Chromium 56 (scripts/build/tvBundle.js ENGINES.tizen).
// Two classic scripts: the loader (updates the player code from the server, then starts it) and
// the packaged player it falls back to. The loader is built against @marquee/sdk/shell only.
export default [
  tvBundle({ targetDir, engine: 'tizen', serverUrl, outFile: `${targetDir}/dist/js/player.js` }),
  tvBundle({
    targetDir,
    engine: 'tizen',
    serverUrl,
    input: 'src/loader.ts',
    shellOnly: true,
    polyfills: [],
    outFile: `${targetDir}/dist/js/loader.js`,
  }),
];
