#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster for the integration tests and stops it on exit.
#
#   scripts/start-test-postgres.sh npx vitest run     # runs the command with TEST_POSTGRES_URL set
#   scripts/start-test-postgres.sh                    # prints the URL, keeps running until Ctrl-C
#
# The cluster lives in a temp directory (fsync off, trust auth, 127.0.0.1 on a free port, unix socket
# in /tmp) and is deleted on exit. TEST_POSTGRES_URL points at its maintenance database `postgres`:
# the tests migrate one template database there per run and copy it for each test file.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found in $PG_BIN (apt-get install -y postgresql, or set PG_BIN)" >&2
  exit 1
fi

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_db_user() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cluster_dir="$(mktemp -d /tmp/promptario-pg.XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$cluster_dir"; fi

stop_cluster() {
  if [ -n "${sleeper:-}" ]; then kill "$sleeper" 2>/dev/null || true; fi
  as_db_user "$PG_BIN/pg_ctl" -D "$cluster_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster_dir"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

port="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"

as_db_user "$PG_BIN/initdb" -D "$cluster_dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_db_user "$PG_BIN/pg_ctl" -D "$cluster_dir/data" -l "$cluster_dir/postgres.log" -w \
  -o "-c port=$port -c listen_addresses=127.0.0.1 -c unix_socket_directories=/tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

export TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$port/postgres"
echo "TEST_POSTGRES_URL=$TEST_POSTGRES_URL" >&2

if [ "$#" -gt 0 ]; then
  "$@"
else
  echo "PostgreSQL is running; press Ctrl-C to stop it and delete its data." >&2
  sleep infinity &
  sleeper=$!
  wait "$sleeper"
fi
