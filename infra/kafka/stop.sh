#!/usr/bin/env bash
# Stops the broker started by start.sh: a clean shutdown first, a kill after 30 s.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

if ! pid="$(running_pid)"; then
  echo "stop.sh: Kafka is not running"
  rm -f "$pid_file"
  exit 0
fi
kill -TERM "$pid"
for _ in $(seq 1 60); do
  running_pid >/dev/null || { rm -f "$pid_file"; echo "stop.sh: Kafka stopped"; exit 0; }
  sleep 0.5
done
echo "stop.sh: Kafka (pid $pid) ignored SIGTERM for 30 s; killing it" >&2
kill -KILL "$pid" || true
rm -f "$pid_file"
