import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tvBundle } from '../../scripts/build/tvBundle.js';

const targetDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const assets = `${targetDir}/dist/assets/player`;

// The bundle ships inside the APK (assets/player: app/build.gradle.kts adds dist/assets). Android
// System WebView is evergreen, but boxes with old, never-updated WebViews are common: built for
// WebView 69 (scripts/build/tvBundle.js ENGINES.android).
const config = tvBundle({
  targetDir,
  engine: 'android',
  serverUrl: process.env.MARQUEE_SERVER_URL ?? 'http://10.0.2.2:8080',
  outFile: `${assets}/js/player.js`,
});
config.plugins.push({
  name: 'copy-index-html',
  writeBundle() {
    mkdirSync(assets, { recursive: true });
    copyFileSync(`${targetDir}/index.html`, `${assets}/index.html`);
  },
});
export default config;
