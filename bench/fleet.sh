#!/usr/bin/env bash
# Raises the open-file limit, then runs the fleet benchmark:
#   bench/fleet.sh <devices> [workers] [rounds] [--old-entry <main.js>] [--only publish,broadcast,bulk]
set -euo pipefail
ulimit -n "$(ulimit -Hn)"
cd "$(dirname "$0")/.."
positional=(1000 4 3)
for i in 0 1 2; do
  if [[ $# -gt 0 && $1 != --* ]]; then
    positional[i]=$1
    shift
  fi
done
exec node bench/fleet.mjs --devices "${positional[0]}" --workers "${positional[1]}" \
  --rounds "${positional[2]}" "$@"
