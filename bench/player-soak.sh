#!/usr/bin/env bash
# The player's heap over 20,000 item changes in Chromium on virtual time: the soak end-to-end
# test (e2e/soak.e2e.ts) at its full length, where it judges the heap's slope (under 1 % of the
# mean per 1,000 changes after a 2,000-change warm-up). CI runs the same file for 4,000 changes.
# Usage (from the repository root, after `npm run build`): bash bench/player-soak.sh [changes]
set -euo pipefail
cd "$(dirname "$0")/.."
SOAK_TRANSITIONS="${1:-20000}" npx vitest run --project e2e soak.e2e.ts
