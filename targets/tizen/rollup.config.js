import { fileURLToPath } from 'node:url';
import { tvBundle } from '../web/build/tvBundle.js';

const targetDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// Tizen 4.0 and later run Chromium 56: ES2017.
export default tvBundle({
  targetDir,
  engine: 'ES2017',
  serverUrl: process.env.MARQUEE_SERVER_URL ?? 'http://localhost:8080',
  outFile: `${targetDir}/dist/js/player.js`,
});
