#!/bin/sh
# Renders deploy/nginx/ from the environment into NGINX_RUN_DIR and runs nginx in the foreground. The Docker
# image's entrypoint; e2e/deploy.spec.ts runs the same script against dist/. docs/deploy.md lists the variables.
#
#   BACKEND_UPSTREAM   origin the /api and /server bases are forwarded to, path kept (required),
#                      e.g. https://backend.example.com → /api/x goes to https://backend.example.com/api/x
#   APP_ROOT           the built app (default /usr/share/nginx/html)
#   LISTEN_PORT        plain HTTP port (default 8080)
#   TLS_PORT, TLS_CERT, TLS_KEY   optional HTTPS listener (all three, or none)
#   POLICY_HEADERS     the build's header file (default $APP_ROOT/.vite/policy-headers.conf)
#   NGINX_RUN_DIR      writable folder for the rendered config, pid and scratch files (default /tmp/nginx)
#   EXTRA_CONF_DIR     *.conf files included in the server block (default $NGINX_RUN_DIR/conf.d, empty)
#   RESOLVER           DNS server for BACKEND_UPSTREAM's name (default: the first nameserver of /etc/resolv.conf)
#   ACCESS_LOG         where requests are logged (default /dev/stdout; `off` for none)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
fail() {
  echo "deploy/nginx: $*" >&2
  exit 1
}

: "${BACKEND_UPSTREAM:?set BACKEND_UPSTREAM to the backend origin, e.g. https://backend.example.com}"
# An origin only: with a path, nginx would replace /api/ by that path instead of forwarding it.
echo "$BACKEND_UPSTREAM" | grep -Eq '^https?://[^/[:space:]]+$' ||
  fail "BACKEND_UPSTREAM must be an http(s) origin without a path (https://backend.example.com), not '$BACKEND_UPSTREAM'"

export BACKEND_UPSTREAM
export APP_ROOT="${APP_ROOT:-/usr/share/nginx/html}"
export LISTEN_PORT="${LISTEN_PORT:-8080}"
export NGINX_RUN_DIR="${NGINX_RUN_DIR:-/tmp/nginx}"
export EXTRA_CONF_DIR="${EXTRA_CONF_DIR:-$NGINX_RUN_DIR/conf.d}"
export ACCESS_LOG="${ACCESS_LOG:-/dev/stdout}"
RESOLVER="${RESOLVER:-$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)}"
[ -n "$RESOLVER" ] || fail "no RESOLVER given and no nameserver in /etc/resolv.conf"
# nginx wants an IPv6 address in brackets.
case "$RESOLVER" in *:*:*) case "$RESOLVER" in \[*) ;; *) RESOLVER="[$RESOLVER]" ;; esac ;; esac
export RESOLVER
export TLS_PORT="${TLS_PORT:-}" TLS_CERT="${TLS_CERT:-}" TLS_KEY="${TLS_KEY:-}"
POLICY_HEADERS="${POLICY_HEADERS:-$APP_ROOT/.vite/policy-headers.conf}"

[ -f "$APP_ROOT/index.html" ] || fail "no index.html in APP_ROOT=$APP_ROOT (run npm run build)"
[ -f "$APP_ROOT/__spa-fallback.html" ] || fail "no __spa-fallback.html in APP_ROOT=$APP_ROOT (run npm run build)"
[ -f "$POLICY_HEADERS" ] || fail "no policy headers at $POLICY_HEADERS (the build writes them: npm run build)"

mkdir -p "$NGINX_RUN_DIR" "$EXTRA_CONF_DIR"
vars='${BACKEND_UPSTREAM} ${RESOLVER} ${ACCESS_LOG} ${APP_ROOT} ${LISTEN_PORT} ${NGINX_RUN_DIR} ${EXTRA_CONF_DIR} ${TLS_PORT} ${TLS_CERT} ${TLS_KEY}'
envsubst "$vars" <"$here/nginx.conf.template" >"$NGINX_RUN_DIR/nginx.conf"
cp "$here/security-headers.conf" "$here/proxy.conf" "$NGINX_RUN_DIR/"
cp "$POLICY_HEADERS" "$NGINX_RUN_DIR/policy-headers.conf"
if [ -n "$TLS_PORT$TLS_CERT$TLS_KEY" ]; then
  [ -n "$TLS_PORT" ] && [ -f "$TLS_CERT" ] && [ -f "$TLS_KEY" ] ||
    fail "TLS needs TLS_PORT, and TLS_CERT and TLS_KEY naming readable files"
  envsubst "$vars" <"$here/tls.conf.template" >"$NGINX_RUN_DIR/tls.conf"
else
  : >"$NGINX_RUN_DIR/tls.conf"
fi

exec nginx -p "$NGINX_RUN_DIR" -c "$NGINX_RUN_DIR/nginx.conf" -e stderr -g 'daemon off;'
