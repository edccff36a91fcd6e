#!/usr/bin/env bash
# `npm test`: lint, typecheck, every Vitest project (server and contract on PGlite, then on PostgreSQL), the build and
# the e2e suite against it.
set -uo pipefail
cd "$(dirname "$0")/.."

export STORYBOOK_DISABLE_TELEMETRY=1
reports=$(mktemp -d)
postgres_url=${HEADWAY_TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
failed=0
step() {
  echo
  echo "=== $1"
  shift
  "$@" || { echo "!!! failed: $*"; failed=1; }
}

step "lint" npm run --silent lint
step "typecheck" npm run --silent typecheck
# The migration lock (an advisory lock), the statement and lock time limits, the several-process layout and a person's
# change during an analysis pass are PostgreSQL's, and the embedded database
# cannot be stopped under a running server: their tests run in the PostgreSQL pass only, where they are not skipped
# (a skipped test fails the summary).
# Every story's play function and axe run in the visual project, in light and dark: the stories project would only run
# them a third time (it stays as `npm run test:stories`).
step "vitest: unit, visual (stories), server and contract on PGlite" \
  npx vitest run --project unit --project visual --project server --project contract \
  --exclude 'server/db/migrate-lock.test.ts' --exclude 'server/db/statement-limits.test.ts' \
  --exclude 'server/database-outage.test.ts' --exclude 'server/jobs/several-processes.test.ts' \
  --exclude 'server/domain/features/analysis-postgres.test.ts' \
  --reporter=default --reporter=json --outputFile.json="$reports/vitest-pglite.json"
if npx tsx scripts/postgres-ready.ts "$postgres_url"; then
  # The linear-time checks of the text functions touch no database: the PGlite pass has run them.
  step "vitest: server and contract on PostgreSQL" env HEADWAY_TEST_DATABASE_URL="$postgres_url" \
    npx vitest run --project server --project contract --exclude 'server/testing/text-handlers.test.ts' \
    --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
else
  echo "!!! PostgreSQL is not reachable at $postgres_url: the server tests must also run on it."
  echo "    Start it (pg_ctlcluster 15 main start) or set HEADWAY_TEST_DATABASE_URL."
  failed=1
fi
# The e2e suite runs `npm start`, which serves dist/ and runs the server bundle (build/server/): both built here from
# this tree, so neither is a stale build and the e2e start-up time is the server's alone (a build inside it ran past
# its 5 minutes on a loaded machine).
step "build (the app npm start serves and the server bundle it runs)" npm run --silent build
step "e2e (Playwright, Chromium, against npm start)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" \
  npm run --silent e2e -- --reporter=list,json

npx tsx scripts/test-summary.ts "$reports" || failed=1
rm -rf "$reports"
exit $failed
