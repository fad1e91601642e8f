#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine and runs every test:
# typecheck, unit and API tests on PGlite and on PostgreSQL, the production build with its
# JavaScript budgets, and the Playwright journeys with JavaScript off and on.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

step "system packages (Debian): chromium, postgresql"
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

step "npm packages"
# npm install, not npm ci: see README ("Why npm install").
npm install --no-audit --no-fund

step "typecheck"
npx tsc --noEmit

step "unit and API tests (PGlite)"
npx vitest run

step "API tests (PostgreSQL)"
eval "$(bash scripts/pg-test-server.sh)"
DATABASE_URL="$DATABASE_URL_TEST" npx vitest run api

step "production build and JavaScript budgets"
npx remix vite:build
npx tsx scripts/budgets.ts

step "journeys in Chromium, JavaScript off and on"
npx playwright test
