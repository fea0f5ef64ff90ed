#!/usr/bin/env bash
# Waits until the broker started by start.sh serves clients, or fails with the log's tail.
#   KAFKA_WAIT_SECONDS (60)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
deadline=$((SECONDS + ${KAFKA_WAIT_SECONDS:-60}))

fail() {
  echo "wait.sh: $1" >&2
  [[ -f "$log_file" ]] && { echo "--- last lines of $log_file" >&2; tail -n 30 "$log_file" >&2; }
  exit 1
}

while true; do
  running_pid >/dev/null || fail "Kafka is not running (no live process in $pid_file); run start.sh"
  # The port opens before the broker has joined the quorum; the log line comes after both.
  if grep -q 'Kafka Server started' "$log_file" 2>/dev/null \
    && (exec 3<>"/dev/tcp/127.0.0.1/$KAFKA_PORT") 2>/dev/null; then
    echo "wait.sh: Kafka ready on 127.0.0.1:$KAFKA_PORT"
    exit 0
  fi
  ((SECONDS < deadline)) || fail "Kafka did not become ready on 127.0.0.1:$KAFKA_PORT within ${KAFKA_WAIT_SECONDS:-60}s"
  sleep 0.5
done
