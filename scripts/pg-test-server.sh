#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1:54329 for the API tests and prints its URL.
# Usage: eval "$(bash scripts/pg-test-server.sh)"  ->  exports DATABASE_URL_TEST
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
DIR=${PG_TEST_DIR:-/tmp/saaj-pg-test}
PORT=${PG_TEST_PORT:-54329}
RUNAS=()
if [ "$(id -u)" = "0" ]; then RUNAS=(runuser -u postgres --); fi
if ! "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  rm -rf "$DIR"; mkdir -p "$DIR"
  [ "$(id -u)" = "0" ] && chown postgres "$DIR"
  "${RUNAS[@]}" "$PGBIN/initdb" -D "$DIR" -U saaj --auth=trust >/dev/null
  "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR" -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
fi
echo "export DATABASE_URL_TEST=postgres://saaj@127.0.0.1:$PORT/postgres"
