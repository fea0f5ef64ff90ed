#!/usr/bin/env bash
# Starts a single-node KRaft Kafka (combined broker + controller) on 127.0.0.1 in the background.
#   KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (port + 1), KAFKA_DATA_DIR (<repo>/.run/kafka),
#   KAFKA_HEAP_OPTS. Then run wait.sh; stop with stop.sh.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

command -v java >/dev/null || { echo "start.sh: java (17+) is required" >&2; exit 1; }
"$kafka_home/fetch.sh"

if pid="$(running_pid)"; then
  echo "start.sh: Kafka already running (pid $pid) on 127.0.0.1:$KAFKA_PORT"
  exit 0
fi
for port in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "start.sh: port $port is already in use; set KAFKA_PORT / KAFKA_CONTROLLER_PORT" >&2
    exit 1
  fi
done

mkdir -p "$KAFKA_DATA_DIR/data"
config="$KAFKA_DATA_DIR/server.properties"
cat >"$config" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$KAFKA_DATA_DIR/data
num.partitions=3
auto.create.topics.enable=true
delete.topic.enable=true
# One node: internal topics cannot have more than one replica.
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=5
# Tests create and join many groups; waiting for more members only slows them down.
group.initial.rebalance.delay.ms=0
log.retention.hours=24
PROPS

classpath="$kafka_home/libs/*"
java_opts=(-Djava.awt.headless=true "-Dlog4j.configuration=file:$kafka_home/log4j.properties")

if [[ ! -f "$KAFKA_DATA_DIR/data/meta.properties" ]]; then
  cluster_id="$(java -cp "$classpath" "${java_opts[@]}" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1)"
  java -cp "$classpath" "${java_opts[@]}" kafka.tools.StorageTool format -t "$cluster_id" -c "$config" >/dev/null
fi

# Keep the previous run's log: wait.sh reads this one, so it must only hold this run.
[[ -f "$log_file" ]] && mv -f "$log_file" "$log_file.prev"
# shellcheck disable=SC2086 # heap options are a word list on purpose
nohup java -cp "$classpath" $KAFKA_HEAP_OPTS "${java_opts[@]}" kafka.Kafka "$config" \
  >"$log_file" 2>&1 </dev/null &
echo $! >"$pid_file"
echo "start.sh: Kafka starting (pid $!) on 127.0.0.1:$KAFKA_PORT, log $log_file"
