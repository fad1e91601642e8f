#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine and runs every test: no deprecated
# direct dependency (scripts/deprecated-deps.ts), typecheck, unit and API tests on PGlite and on
# PostgreSQL, the production build with its JavaScript budgets, the container image's files
# started, the production shape on PostgreSQL, and the Playwright journeys with JavaScript off and on.
# Two runs can share a machine: PostgreSQL and the Playwright servers get free ports, PostgreSQL
# a fresh directory (scripts/test-pg.sh), the build and Playwright's output a directory of this run's
# own (BUILD_DIR, PW_OUTPUT_DIR), and every server started is stopped on exit, success or failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's duration is printed when it ends, and all of them with the total when the run ends,
# on failure too (the stage running then is marked), so a slow stage is seen at a glance.
STAGE_NAMES=() STAGE_SECONDS=()
STAGE_NAME="" STAGE_START=0 RUN_START=$SECONDS
end_stage() {
  [ -n "$STAGE_NAME" ] || return 0
  local took=$((SECONDS - STAGE_START))
  STAGE_NAMES+=("$STAGE_NAME") STAGE_SECONDS+=("$took")
  printf '=== %s: %dm%02ds\n' "$STAGE_NAME" $((took / 60)) $((took % 60))
  STAGE_NAME=""
}
step() {
  end_stage
  STAGE_NAME="$*" STAGE_START=$SECONDS
  printf '\n=== %s\n' "$*"
}
summary() {
  local status=$1 i last=$((${#STAGE_NAMES[@]} - 1)) total=$((SECONDS - RUN_START))
  [ "$status" = 0 ] || STAGE_NAMES[last]="${STAGE_NAMES[last]} (FAILED)"
  printf '\n=== stages\n'
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%4dm%02ds  %s\n' $((STAGE_SECONDS[i] / 60)) $((STAGE_SECONDS[i] % 60)) "${STAGE_NAMES[i]:0:90}"
  done
  printf '%4dm%02ds  total\n' $((total / 60)) $((total % 60))
}

# This run's own build and Playwright output, so a second run on the machine never reads ours.
# Inside the checkout (.tmp/ is ignored by git): the server build resolves its packages from there.
mkdir -p .tmp
RUN_DIR=$(mktemp -d "$PWD/.tmp/run.XXXXXX")
export BUILD_DIR="$RUN_DIR/build" PW_OUTPUT_DIR="$RUN_DIR/test-results"
PLAYWRIGHT_PID=""
BUILD_PID=""
FORMAT_PID=""
TSC_PID=""
E2E_SWEEP=""
E2E_SERVERS=8 # tests/e2e/servers/definitions.ts: servers on E2E_PORT to E2E_PORT + 7
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  end_stage
  # A stage's job in the background, stopped with the run.
  for pid in "$BUILD_PID" "$FORMAT_PID" "$TSC_PID"; do
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
    fi
  done
  if [ -n "$PLAYWRIGHT_PID" ] && kill -0 "$PLAYWRIGHT_PID" 2>/dev/null; then
    kill -TERM "$PLAYWRIGHT_PID" 2>/dev/null || true
    wait "$PLAYWRIGHT_PID" 2>/dev/null || true
  fi
  # Playwright stops its servers; should one outlive it, what still listens on our ports is ours.
  if [ -n "$E2E_SWEEP" ]; then
    for port in $(seq "$E2E_PORT" $((E2E_PORT + E2E_SERVERS - 1))); do
      for pid in $(ss -Htlnp "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u); do
        echo "test-all: stopping pid $pid left on port $port" >&2
        kill -TERM "$pid" 2>/dev/null || true
      done
    done
  fi
  rm -rf "$RUN_DIR"
  [ ${#STAGE_NAMES[@]} -eq 0 ] || summary "$status"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "system packages (Debian): chromium's headless shell, the Noto fonts, postgresql, Java"
need=()
# The headless-only build of Debian's chromium: what Playwright runs headless tests in (decision 0034).
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
# The fonts Android phones draw Hindi and Malayalam with: the layout checks measure the real words, not empty boxes.
fc-list 2>/dev/null | grep -q "Noto Sans Malayalam" || need+=(fonts-noto-core)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless) # the Nu HTML checker (vnu-jar)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

step "npm packages"
# npm install, not npm ci: see README ("Why npm install").
npm install --no-audit --no-fund

step "no deprecated direct dependency (the npm registry; a warning, not a failure, when it cannot be reached)"
npx tsx scripts/deprecated-deps.ts

step "typecheck, lint, format and unused files (knip; unused exports are warnings)"
# Side by side: tsc, eslint and prettier each run on one core; one after another they took 40 s.
npx tsc --noEmit >"$RUN_DIR/typecheck.log" 2>&1 &
TSC_PID=$!
npx prettier --check "**/*.{ts,tsx,js,mjs}" >"$RUN_DIR/format.log" 2>&1 &
FORMAT_PID=$!
lint_status=0
npx eslint . || lint_status=$?
knip_status=0
npx knip || knip_status=$?
tsc_status=0
wait "$TSC_PID" || tsc_status=$?
TSC_PID=""
format_status=0
wait "$FORMAT_PID" || format_status=$?
FORMAT_PID=""
cat "$RUN_DIR/typecheck.log" "$RUN_DIR/format.log"
checks_failed=0
for s in "typecheck:$tsc_status" "lint:$lint_status" "format:$format_status" "knip:$knip_status"; do
  [ "${s#*:}" = 0 ] || { echo "test-all: ${s%%:*} failed" >&2; checks_failed=1; }
done
[ "$checks_failed" = 0 ] || exit 1

step "unit, app and database-layer tests (PGlite)"
# The JSON reports feed the spec conformance count at the end. The rest of api/ runs once, on
# PostgreSQL below, but the fuzz test, whose 1,000 inputs per operation are 4 minutes there and 1 here
# (decision 0028); `npx vitest run` alone still runs everything on PGlite.
npx vitest run --exclude "api/{lib,routes,demo}/**" --exclude "api/{app,config}.test.ts" --reporter=default --reporter=json --outputFile.json="$RUN_DIR/vitest.json"

step "API tests (PostgreSQL), beside the production build, its JavaScript budgets and the container image's files"
# Side by side: the PostgreSQL tests leave a third of the cores idle in their first half (measured
# with vmstat), and the image's check mostly waits (an install, a start, a drain). Its outputs follow
# the tests', whole; any part failing fails the stage. The image's check runs here, not beside the
# production shape below, whose database restart must be measured on a machine that is otherwise quiet.
# The journeys' demo database is made here too (migrated and seeded once, loaded by each e2e server).
export E2E_DB_COPY="$RUN_DIR/e2e-db.tar"
# After the build, the image's check (mostly waiting) beside the budgets and the database copy.
(
  npm run build >"$RUN_DIR/build.log" 2>&1 || exit 10
  npx tsx scripts/image-fileset.ts >"$RUN_DIR/image.log" 2>&1 &
  image=$!
  npx tsx scripts/budgets.ts >>"$RUN_DIR/build.log" 2>&1 || { wait "$image"; exit 10; }
  npx tsx api/db/copy-cli.ts "$E2E_DB_COPY" >>"$RUN_DIR/build.log" 2>&1 || { wait "$image"; exit 30; }
  wait "$image" || exit 20
) &
BUILD_PID=$!
pg_status=0
bash scripts/test-pg.sh --reporter=default --reporter=json --outputFile.json="$RUN_DIR/vitest-pg.json" || pg_status=$?
build_status=0
wait "$BUILD_PID" || build_status=$?
BUILD_PID=""
printf '\n--- the production build and its JavaScript budgets\n'
cat "$RUN_DIR/build.log"
[ "$build_status" = 10 ] && echo "test-all: the production build or its budgets failed" >&2
[ "$build_status" = 30 ] && echo "test-all: the journeys' demo database copy (api/db/copy-cli.ts) failed" >&2
if [ -f "$RUN_DIR/image.log" ]; then
  printf '\n--- the container image'"'"'s files (scripts/image-fileset.ts)\n'
  cat "$RUN_DIR/image.log"
fi
[ "$build_status" = 20 ] && echo "test-all: the container image's files failed" >&2
if [ "$pg_status" != 0 ] || [ "$build_status" != 0 ]; then exit 1; fi

# The production shape: a database restart, a deploy's SIGTERM, a first start, a copy per core.
step "the production shape on PostgreSQL"
npx vitest run -c vitest.ops.config.ts

step "journeys in Chromium, JavaScript off and on"
# A given E2E_PORT is used only if it and the next ones are free (nobody else's server is ever stopped below).
E2E_PORT=$(node scripts/free-port.mjs "$E2E_SERVERS" ${E2E_PORT:-})
export E2E_PORT
E2E_SWEEP=1
echo "servers on ports $E2E_PORT to $((E2E_PORT + E2E_SERVERS - 1))"
# In the background, so a stop (Ctrl-C, CI's TERM) reaches Playwright, which stops its servers.
PW_JSON_OUTPUT="$RUN_DIR/playwright.json" ./node_modules/.bin/playwright test &
PLAYWRIGHT_PID=$!
wait "$PLAYWRIGHT_PID"
PLAYWRIGHT_PID=""

step "spec conformance: every listed spec item proven by a passing test"
npx tsx scripts/conformance.ts "$RUN_DIR/vitest.json" "$RUN_DIR/vitest-pg.json" "$RUN_DIR/playwright.json"
