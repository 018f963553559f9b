#!/usr/bin/env bash
# Raises the open-file limit (10,000 sockets on each side need more than the default 1024), then
# runs the load benchmark: bench/devices-load.sh <devices> [workers] [rounds] [flags…]
# Flags go through to bench/devices-load.mjs, e.g. --db postgres, --processes 2, --compare <ref>.
set -euo pipefail
ulimit -n "$(ulimit -Hn)"
cd "$(dirname "$0")/.."
positional=(1000 4 5)
for i in 0 1 2; do
  if [[ $# -gt 0 && $1 != --* ]]; then
    positional[i]=$1
    shift
  fi
done
exec node bench/devices-load.mjs --devices "${positional[0]}" --workers "${positional[1]}" \
  --rounds "${positional[2]}" "$@"
