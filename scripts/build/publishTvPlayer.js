// Publishes a TV target's built player bundle where the server serves player updates: the web
// player's folder (PLAYER_DIST, targets/web/dist by default), under the target's name, so that
// /api/current-version?target=<target> lists it and packaged shells install it on their next boot.
// Usage: node ../../scripts/build/publishTvPlayer.js <tizen|webos>   (run from the target's folder)
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const targetsDir = fileURLToPath(new URL('../../targets', import.meta.url));
const target = process.argv[2];
if (target !== 'tizen' && target !== 'webos') {
  console.error('Usage: publishTvPlayer.js <tizen|webos>');
  process.exit(2);
}
const built = join(targetsDir, target, 'dist/js/player.js');
if (!existsSync(built)) {
  console.error(`${built} is not built: run "npm run build -w @marquee/target-${target}" first.`);
  process.exit(1);
}
const playerDist = process.env.PLAYER_DIST
  ? resolve(process.cwd(), process.env.PLAYER_DIST)
  : join(targetsDir, 'web/dist');
const published = join(playerDist, target, 'js/player.js');
mkdirSync(dirname(published), { recursive: true });
copyFileSync(built, published);
console.log(`${target}: published the player for updates at ${published}`);
