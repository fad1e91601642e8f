#!/usr/bin/env bash
# The API tests on a throwaway PostgreSQL (free port, fresh directory), stopped on exit whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_DIR=""
stop_pg() {
  local status=$?
  trap - EXIT INT TERM
  [ -n "$PG_DIR" ] && bash scripts/pg-test-server.sh stop "$PG_DIR"
  exit "$status"
}
trap stop_pg EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
eval "$(bash scripts/pg-test-server.sh)"
PG_DIR=$PG_TEST_DIR
echo "PostgreSQL at $DATABASE_URL_TEST (data in $PG_DIR)"
# npm test runs the API's tests here only (decision 0028), but the fuzz test: its 1,000 inputs per
# operation run on PGlite in process; here a quarter of them, from their own random seed, check
# that nothing only a server does breaks. The API's files share one import of its modules per
# worker (--no-isolate): it builds all it holds per instance (createApi(deps)), and each file
# importing it afresh was 35 s of this stage's 70. The app's tests (app/) stay isolated, elsewhere.
DATABASE_URL="$DATABASE_URL_TEST" FUZZ_RUNS="${FUZZ_RUNS:-250}" npx vitest run api/ --no-isolate "$@"
