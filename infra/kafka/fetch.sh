#!/usr/bin/env bash
# Copies the Kafka broker jars from Maven Central into infra/kafka/libs (once).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

stamp="libs/.fetched-$(sha256sum pom.xml | cut -c1-16)"
if [[ -f "$stamp" ]]; then
  exit 0
fi

command -v mvn >/dev/null || { echo "fetch.sh: Maven (mvn) is required to fetch the Kafka jars" >&2; exit 1; }

# A changed pom.xml must not leave jars of two Kafka versions on one class path.
rm -rf libs
mvn -q -B -Dstyle.color=never dependency:copy-dependencies -DoutputDirectory=libs -DincludeScope=runtime
touch "$stamp"
echo "fetch.sh: $(ls libs/*.jar | wc -l) jars in $here/libs"
