#!/usr/bin/env bash
# The one test command (npm test): type check, unit and server integration tests on PGlite and on a real
# PostgreSQL (after the production build, which the PDF tests print), then end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation fonts-noto-core fonts-noto-cjk >/dev/null
fi
if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing PostgreSQL for the integration tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi

echo "== typecheck"
npm run --silent typecheck
echo "== lint (unlocalized strings, GraphQL documents, catalogs)"
npm run --silent lint
# The build comes first: the report-mail tests print PDFs of the production app with the server's Chromium.
echo "== production build"
npm run --silent build >/dev/null
echo "== unit and server integration tests (PGlite and PostgreSQL)"
npx vitest run
echo "== end-to-end (Chromium, 390x844)"
npx playwright test
