# Shared settings for start.sh, wait.sh and stop.sh (sourced, not run).
kafka_home="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$kafka_home/../.." && pwd)"
KAFKA_PORT="${KAFKA_PORT:-9092}"
# The controller needs its own listener in combined mode; next to the broker port by default.
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((KAFKA_PORT + 1))}"
KAFKA_DATA_DIR="${KAFKA_DATA_DIR:-$repo_root/.run/kafka}"
KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx768m}"
pid_file="$KAFKA_DATA_DIR/kafka.pid"
log_file="$KAFKA_DATA_DIR/kafka.log"

# Prints the pid when the pid file names a live Kafka broker; a recycled pid does not count.
running_pid() {
  [[ -f "$pid_file" ]] || return 1
  local pid
  pid="$(cat "$pid_file")"
  [[ -n "$pid" && -r "/proc/$pid/cmdline" ]] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q 'kafka\.Kafka' || return 1
  echo "$pid"
}
