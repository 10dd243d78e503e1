#!/usr/bin/env bash
# Runs sqlmap (Debian's package) against the two admin endpoints that take input into a
# database query: GET /api/admin/auth/getAdmin/<id> with a live session, and
# POST /api/admin/auth/adminlogin with a JSON body. Not part of `npm test`: it takes minutes.
#
#   scripts/sqlmap-check.sh              # a fresh SQLite database in a temporary directory
#   scripts/sqlmap-check.sh --postgres   # a fresh database on the server of DATABASE_URL
#
# Environment: SQLMAP_LEVEL (default 3), SQLMAP_RISK (default 2), SQLMAP (default sqlmap).
# The server runs with LOGIN_MAX_FAILURES raised: otherwise login throttling would answer
# sqlmap's payloads with 429 after a few failures and hide what the query layer does.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SQLMAP="${SQLMAP:-sqlmap}"
LEVEL="${SQLMAP_LEVEL:-3}"
RISK="${SQLMAP_RISK:-2}"
ENGINE="sqlite"
[[ "${1:-}" == "--postgres" ]] && ENGINE="postgres"

command -v "$SQLMAP" >/dev/null || { echo "sqlmap is not installed (apt-get install sqlmap)" >&2; exit 2; }
command -v curl >/dev/null || { echo "curl is required" >&2; exit 2; }

WORK="$(mktemp -d -t admin-sqlmap.XXXXXX)"
SERVER_PID=""
PG_DB=""

pg_admin() { # pg_admin "<SQL>": runs one statement on DATABASE_URL's server
  (cd "$ROOT" && node -e '
    const pg = require("pg");
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    c.connect().then(() => c.query(process.argv[1])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
  ' "$1")
}

cleanup() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  [[ -n "$PG_DB" ]] && pg_admin "DROP DATABASE IF EXISTS \"$PG_DB\" WITH (FORCE)" || true
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT="$(cd "$ROOT" && node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
BASE="http://127.0.0.1:$PORT"
ADMIN_EMAIL="sqlmap.admin@example.com"
ADMIN_PASSWORD="Sqlmap-Check-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')A1"

SERVER_ENV=(PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$WORK/data" NODE_ENV=production LOG_LEVEL=warn
  ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" LOGIN_MAX_FAILURES=1000000)
if [[ "$ENGINE" == "postgres" ]]; then
  [[ -n "${DATABASE_URL:-}" ]] || { echo "--postgres needs DATABASE_URL (a role allowed to CREATE DATABASE)" >&2; exit 2; }
  PG_DB="sqlmap_$(date +%s)_$$"
  pg_admin "CREATE DATABASE \"$PG_DB\""
  SERVER_ENV+=(DATABASE_URL="$(cd "$ROOT" && node -e 'const u=new URL(process.env.DATABASE_URL);u.pathname="/"+process.argv[1];console.log(u.toString())' "$PG_DB")")
else
  SERVER_ENV+=(DATABASE_URL=)
fi

echo "Starting the server on $BASE ($ENGINE, temporary database)..."
(cd "$ROOT" && exec env "${SERVER_ENV[@]}" node --import tsx scripts/start.ts >"$WORK/server.log" 2>&1) &
SERVER_PID=$!
for _ in $(seq 1 300); do
  curl -fs "$BASE/healthz" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { echo "The server exited:" >&2; cat "$WORK/server.log" >&2; exit 1; }
  sleep 0.5
done
curl -fs "$BASE/healthz" >/dev/null || { echo "The server did not start" >&2; exit 1; }

# Sign in, then find the admin's id: the target of getAdmin/<id>.
LOGIN_BODY="{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}"
COOKIE="$(curl -fs -D - -o /dev/null -H 'content-type: application/json' -d "$LOGIN_BODY" "$BASE/api/admin/auth/adminlogin" \
  | tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \([^;]*\).*/\1/p')"
[[ -n "$COOKIE" ]] || { echo "Login failed" >&2; exit 1; }
ADMIN_ID="$(curl -fs -H "cookie: $COOKIE" "$BASE/api/admin/auth/getAllAdmin" \
  | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data[0]._id))')"

COMMON=(--batch --flush-session --level="$LEVEL" --risk="$RISK" --technique=BEUSTQ --ignore-code=401
  --output-dir="$WORK/sqlmap" --disable-coloring)

run_sqlmap() { # run_sqlmap <name> <sqlmap arguments...>
  local name="$1"; shift
  echo "Running sqlmap against $name (level $LEVEL, risk $RISK)..."
  "$SQLMAP" "${COMMON[@]}" -t "$WORK/$name.traffic" "$@" >"$WORK/$name.out" 2>&1 || true
}

# getAdmin/<id>: the injection point is the path segment (marked *); the session cookie is sent
# and, from level 2, tested too.
run_sqlmap getAdmin -u "$BASE/api/admin/auth/getAdmin/${ADMIN_ID}*" --cookie="$COOKIE"
# adminlogin: both JSON fields (email, password) are tested.
run_sqlmap adminlogin -u "$BASE/api/admin/auth/adminlogin" --method=POST \
  --headers="Content-Type: application/json" \
  --data="{\"email\":\"$ADMIN_EMAIL\",\"password\":\"wrong-password\"}"

summary() { # summary <name>
  local out="$WORK/$1.out" requests verdict statuses
  requests="$(grep -c '^HTTP request \[#' "$WORK/$1.traffic" 2>/dev/null || echo 0)"
  if grep -qE "identified the following injection point|is vulnerable" "$out"; then
    verdict="INJECTABLE"
  elif grep -q "all tested parameters do not appear to be injectable" "$out"; then
    verdict="not injectable"
  else
    verdict="inconclusive (see below)"
  fi
  statuses="$(grep -aoE '^HTTP response \[#[0-9]+\] \([0-9]{3}' "$WORK/$1.traffic" 2>/dev/null \
    | grep -oE '[0-9]{3}$' | sort | uniq -c | awk '{printf "%s%s x%s", (NR>1 ? ", " : ""), $2, $1}')"
  printf '  %-12s %6s requests  %s  (answers: %s)\n' "$1" "$requests" "$verdict" "$statuses"
  grep -E "^\[[0-9:]+\] \[(CRITICAL|ERROR)\]" "$out" | sed 's/^/      /' | head -5 || true
}

echo
echo "sqlmap $("$SQLMAP" --version 2>/dev/null | head -1) on $ENGINE, level $LEVEL, risk $RISK, techniques BEUSTQ:"
summary getAdmin
summary adminlogin
if grep -q '"level":50' "$WORK/server.log"; then
  echo "  The server logged errors:"; grep '"level":50' "$WORK/server.log" | head -5 | sed 's/^/      /'
else
  echo "  The server logged no error (no 500 answer, no stack trace)."
fi
if grep -qE "identified the following injection point|is vulnerable" "$WORK"/*.out; then exit 1; fi
