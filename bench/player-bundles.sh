#!/usr/bin/env bash
# Gzip sizes (gzip -9) of every target's player bundle, as a screen downloads them.
# Usage: bash bench/player-bundles.sh   (from the repository root; builds the sdk and the targets)
set -euo pipefail
npm run build -w @marquee/sdk >/dev/null
for target in web tizen webos android-webview; do
  npm run build -w "@marquee/target-$target" >/dev/null 2>&1
done
for f in targets/web/dist/player.js targets/web/dist/frame.js \
  targets/tizen/dist/js/loader.js targets/tizen/dist/js/player.js \
  targets/webos/dist/js/loader.js targets/webos/dist/js/player.js \
  targets/android-webview/dist/assets/player/js/player.js; do
  printf '%s %s\n' "$f" "$(gzip -9c "$f" | wc -c)"
done
