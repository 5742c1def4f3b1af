#!/usr/bin/env bash
# The one test command (npm test): type check, unit and server integration tests on PGlite and on a real
# PostgreSQL (after the production build, which the PDF tests print), then end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium, and the fonts the screens are checked in (Latin, Arabic and Thai in Noto core, CJK), each when missing: a
# machine with Chromium but no CJK font would draw Japanese as boxes and every text-fit check there would be wrong.
MISSING=""
[ -x /usr/bin/chromium ] || MISSING="$MISSING chromium"
for pkg in fonts-liberation fonts-noto-core fonts-noto-cjk; do
  dpkg -s "$pkg" >/dev/null 2>&1 || MISSING="$MISSING $pkg"
done
if [ -n "$MISSING" ]; then
  echo "Installing$MISSING for the end-to-end tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086 -- one word per package
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $MISSING >/dev/null
fi
# PostgreSQL for the integration tests, PgBouncer in front of it for the part that runs through a pooler in
# transaction mode (the server-pgbouncer project), and nginx, each when missing.
DB_MISSING=""
command -v initdb >/dev/null || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || DB_MISSING="$DB_MISSING postgresql"
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null || DB_MISSING="$DB_MISSING pgbouncer"
# nginx: the load balancer in front of the copies of the local cluster in server/test/cluster.test.ts (deploy/nginx.conf).
[ -x /usr/sbin/nginx ] || DB_MISSING="$DB_MISSING nginx"
if [ -n "$DB_MISSING" ]; then
  echo "Installing$DB_MISSING for the integration tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086 -- one word per package
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $DB_MISSING >/dev/null
fi

echo "== typecheck"
npm run --silent typecheck
echo "== lint (unlocalized strings, GraphQL documents, catalogs)"
npm run --silent lint
# The build comes first: the report-mail tests print PDFs of the production app with the server's Chromium.
echo "== production build"
npm run --silent build >/dev/null
echo "== unit and server integration tests (PGlite, PostgreSQL, and PostgreSQL through PgBouncer)"
npx vitest run
echo "== end-to-end (Chromium, 390x844)"
npx playwright test
