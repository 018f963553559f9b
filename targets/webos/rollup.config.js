import { fileURLToPath } from 'node:url';
import { tvBundle } from '../web/build/tvBundle.js';

const targetDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// webOS 4.0 and later run Chromium 53: ES2016 (async functions become generators).
export default tvBundle({
  targetDir,
  engine: 'ES2016',
  serverUrl: process.env.MARQUEE_SERVER_URL ?? 'http://localhost:8080',
  outFile: `${targetDir}/dist/js/player.js`,
});
