#!/usr/bin/env bash
# Console weight and first paint: JS bytes over the wire and first contentful paint of
# /login and /devices in Chromium on a slow link, this working tree against a git ref.
# Usage: bash bench/console-weight.sh [ref, default HEAD] [flags of bench/console-weight/run.mjs]
set -euo pipefail
cd "$(dirname "$0")/.."
ref=HEAD
if [[ $# -gt 0 && $1 != --* ]]; then
  ref=$1
  shift
fi
exec node bench/console-weight/run.mjs --compare "$ref" --runs 3 "$@"
