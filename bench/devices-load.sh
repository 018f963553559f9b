#!/usr/bin/env bash
# Raises the open-file limit (10,000 sockets on each side need more than the default 1024), then
# runs the load benchmark: bench/devices-load.sh <devices> [workers] [rounds]
set -euo pipefail
ulimit -n "$(ulimit -Hn)"
cd "$(dirname "$0")/.."
exec node bench/devices-load.mjs --devices "${1:-1000}" --workers "${2:-4}" --rounds "${3:-5}"
