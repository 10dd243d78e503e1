#!/usr/bin/env bash
# Runs sqlmap (Debian's package) against the admin endpoints that take input: GET
# /api/admin/auth/getAdmin/<id> with a live session, POST /api/admin/auth/adminlogin, and the
# account endpoints (forgot-password, reset-password, the sign-in code step, totp/enable,
# DELETE sessions/<id>, and the password change, run after them because a payload may become the
# new password), and the public POST /api/quote. Not part of `npm test`: it takes minutes.
#
#   scripts/sqlmap-check.sh              # a fresh SQLite database in a temporary directory
#   scripts/sqlmap-check.sh --postgres   # a fresh database on the server of DATABASE_URL
#
# Environment: SQLMAP_LEVEL (default 3), SQLMAP_RISK (default 2), SQLMAP (default sqlmap).
# The server runs with LOGIN_MAX_FAILURES and PASSWORD_RESET_MAX raised: otherwise throttling
# would answer sqlmap's payloads with 429 after a few requests and hide what the query layer does.
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
  ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" LOGIN_MAX_FAILURES=1000000 PASSWORD_RESET_MAX=1000000
  FORM_RATE_LIMIT=1000000)
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

json_field() { # json_field <path like data.secret>: reads stdin's JSON
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{let v=JSON.parse(s);for(const k of process.argv[1].split("."))v=v?.[k];console.log(v??"")})' "$1"
}
post_json() { # post_json <path> <json> [cookie]
  curl -s -H 'content-type: application/json' ${3:+-H "cookie: $3"} -d "$2" "$BASE/api/admin/auth$1"
}

# A second admin with two-factor sign-in on: its password step gives the challenge of the code step.
TOTP_EMAIL="sqlmap.totp@gmail.com"
TOTP_PASSWORD="Sqlmap-Totp-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')A1"
post_json /adminRegister "{\"FullName\":\"Sqlmap Totp\",\"email\":\"$TOTP_EMAIL\",\"userName\":\"sqlmaptotp\",\"password\":\"$TOTP_PASSWORD\"}" "$COOKIE" >/dev/null
TOTP_COOKIE="$(curl -fs -D - -o /dev/null -H 'content-type: application/json' \
  -d "{\"email\":\"$TOTP_EMAIL\",\"password\":\"$TOTP_PASSWORD\"}" "$BASE/api/admin/auth/adminlogin" \
  | tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \([^;]*\).*/\1/p')"
SECRET="$(post_json /totp/setup "{\"password\":\"$TOTP_PASSWORD\"}" "$TOTP_COOKIE" | json_field data.secret)"
CODE="$(cd "$ROOT" && node --input-type=module -e 'import { generate } from "otplib"; console.log(await generate({ secret: process.argv[1] }))' "$SECRET")"
[[ "$(post_json /totp/enable "{\"code\":\"$CODE\"}" "$TOTP_COOKIE" | json_field success)" == "true" ]] \
  || { echo "Could not turn on two-factor sign-in for the second admin" >&2; exit 1; }
CHALLENGE="$(post_json /adminlogin "{\"email\":\"$TOTP_EMAIL\",\"password\":\"$TOTP_PASSWORD\"}" | json_field data.challenge)"
[[ -n "$CHALLENGE" ]] || { echo "No sign-in challenge for the second admin" >&2; exit 1; }
# The first admin's set-up waits for its code: the target of totp/enable.
post_json /totp/setup "{\"password\":\"$ADMIN_PASSWORD\"}" "$COOKIE" >/dev/null

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

# The account endpoints: every JSON field is tested; the session cookie is sent where needed.
JSON=(--method=POST --headers="Content-Type: application/json")
run_sqlmap forgot-password -u "$BASE/api/admin/auth/forgot-password" "${JSON[@]}" --data="{\"email\":\"$ADMIN_EMAIL\"}"
# A made-up reset link and session id answer 404, which sqlmap would otherwise take for a
# missing page and stop at: 404 is the baseline these two are compared against.
run_sqlmap reset-password -u "$BASE/api/admin/auth/reset-password" "${JSON[@]}" --ignore-code=401,404 \
  --data="{\"token\":\"$(head -c 32 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')\",\"password\":\"Another-Pass1\"}"
run_sqlmap login-code -u "$BASE/api/admin/auth/adminlogin/code" "${JSON[@]}" --data="{\"challenge\":\"$CHALLENGE\",\"code\":\"123456\"}"
run_sqlmap totp-enable -u "$BASE/api/admin/auth/totp/enable" "${JSON[@]}" --cookie="$COOKIE" --data="{\"code\":\"123456\"}"
run_sqlmap sessions-delete -u "$BASE/api/admin/auth/sessions/$(printf '0%.0s' $(seq 1 64))*" --method=DELETE --cookie="$COOKIE" \
  --ignore-code=401,404
run_sqlmap password -u "$BASE/api/admin/auth/password" "${JSON[@]}" --cookie="$COOKIE" \
  --data="{\"currentPassword\":\"$ADMIN_PASSWORD\",\"password\":\"Changed-Pass1\"}"

# The public request for quotation (every JSON field; the line's product, quantity and note too).
SLUG="$(curl -fs "$BASE/sitemap.xml" | grep -o '/product/[^<"]*' | head -1 | sed 's|/product/||')"
[[ -n "$SLUG" ]] || { echo "No product in the sitemap" >&2; exit 1; }
# The baseline must be a valid request, or sqlmap only ever compares refusals.
[[ "$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' --data "{\"name\":\"Baseline\",\"company\":\"Sqlmap Ltd\",\"email\":\"buyer@example.com\",\"phone\":\"+254 712 345678\",\"country\":\"Kenya\",\"destination\":\"Mombasa\",\"incoterm\":\"CIF\",\"wantedBy\":\"\",\"documents\":[],\"privateLabel\":\"no\",\"message\":\"x\",\"lines\":[{\"product\":\"$SLUG\",\"quantity\":1000,\"unit\":\"boxes\",\"note\":\"n\"}]}" "$BASE/api/quote")" == "201" ]] \
  || { echo "The baseline request for quotation was refused" >&2; exit 1; }
run_sqlmap quote -u "$BASE/api/quote" "${JSON[@]}" \
  --data="{\"name\":\"Sqlmap Buyer\",\"company\":\"Sqlmap Ltd\",\"email\":\"buyer@example.com\",\"phone\":\"+254 712 345678\",\"country\":\"Kenya\",\"destination\":\"Mombasa\",\"incoterm\":\"CIF\",\"wantedBy\":\"\",\"documents\":[],\"privateLabel\":\"no\",\"message\":\"x\",\"lines\":[{\"product\":\"$SLUG\",\"quantity\":1000,\"unit\":\"boxes\",\"note\":\"n\"}]}"

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
  printf '  %-16s %6s requests  %s  (answers: %s)\n' "$1" "$requests" "$verdict" "$statuses"
  grep -E "^\[[0-9:]+\] \[(CRITICAL|ERROR)\]" "$out" | sed 's/^/      /' | head -5 || true
}

echo
echo "sqlmap $("$SQLMAP" --version 2>/dev/null | head -1) on $ENGINE, level $LEVEL, risk $RISK, techniques BEUSTQ:"
for name in getAdmin adminlogin forgot-password reset-password login-code totp-enable sessions-delete password quote; do
  summary "$name"
done
if grep -q '"level":50' "$WORK/server.log"; then
  echo "  The server logged errors:"; grep '"level":50' "$WORK/server.log" | head -5 | sed 's/^/      /'
else
  echo "  The server logged no error (no 500 answer, no stack trace)."
fi
if grep -qE "identified the following injection point|is vulnerable" "$WORK"/*.out; then exit 1; fi
