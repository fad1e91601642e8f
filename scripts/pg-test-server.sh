#!/usr/bin/env bash
# A throwaway PostgreSQL for the API tests, on a free port and in a fresh directory, so two test
# runs can share a machine.
#   eval "$(bash scripts/pg-test-server.sh)"     starts one; exports DATABASE_URL_TEST and PG_TEST_DIR
#   bash scripts/pg-test-server.sh stop "$DIR"   stops it and removes its directory
# PG_TEST_PORT and PG_TEST_DIR choose the port and the directory instead (the directory must not exist or be empty).
set -euo pipefail
cd "$(dirname "$0")/.."
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
RUNAS=()
if [ "$(id -u)" = "0" ]; then RUNAS=(runuser -u postgres --); fi
TRIES=3

if [ "${1:-}" = "stop" ]; then
  DIR=${2:?usage: pg-test-server.sh stop DIR}
  [ -f "$DIR/PG_VERSION" ] && "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit 0
fi

DIR=${PG_TEST_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/saaj-pg-test.XXXXXX")}
mkdir -p "$DIR"
chmod 700 "$DIR"
[ "$(id -u)" = "0" ] && chown postgres "$DIR"
"${RUNAS[@]}" "$PGBIN/initdb" -D "$DIR" -U saaj --auth=trust >/dev/null
for try in $(seq "$TRIES"); do
  PORT=${PG_TEST_PORT:-$(node scripts/free-port.mjs)}
  # The socket lives in the data directory: nothing shared in /tmp.
  if "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null; then
    echo "export PG_TEST_DIR=$DIR"
    echo "export DATABASE_URL_TEST=postgres://saaj@127.0.0.1:$PORT/postgres"
    exit 0
  fi
  echo "pg-test-server: PostgreSQL did not start on port $PORT (try $try of $TRIES)" >&2
  [ -n "${PG_TEST_PORT:-}" ] && break
done
tail -5 "$DIR/log" >&2 || true
rm -rf "$DIR"
exit 1
