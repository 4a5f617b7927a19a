#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts Debian's docker-registry (distribution 2.8) on a loopback port for a test and prints its PID.
#
# usage: start-registry.sh <workdir> <port> [user [password]]
#   <workdir>       gets config.yml, data/, htpasswd and registry.log
#   <port>          a free port on 127.0.0.1 (the registry never binds another interface)
#   user, password  optional htpasswd (bcrypt) user; the password is better given as
#                   $REGISTRY_PASSWORD, which reaches htpasswd on stdin instead of argv
# environment:
#   REGISTRY_WATCH_PID  when set, the registry is killed once that process is gone, so a crashed
#                       test leaves no registry behind
#   DOCKER_REGISTRY     the binary (default /usr/bin/docker-registry)
# Stop it with: kill <PID>. Exit 1 (log on stderr) when it cannot start, e.g. the port is taken.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 <workdir> <port> [user [password]]" >&2; exit 2; }
dir=$1
port=$2
user=${3:-}
password=${4:-${REGISTRY_PASSWORD:-}}
registry=${DOCKER_REGISTRY:-/usr/bin/docker-registry}
[ -x "$registry" ] || { echo "$registry not found: install Debian's docker-registry package" >&2; exit 1; }
mkdir -p "$dir/data"

auth=""
if [ -n "$user" ]; then
  command -v htpasswd >/dev/null || { echo "htpasswd not found: install apache2-utils" >&2; exit 1; }
  # Only bcrypt entries count for distribution's htpasswd backend.
  printf '%s' "$password" | htpasswd -iBc "$dir/htpasswd" "$user" >/dev/null 2>&1
  auth="auth:
  htpasswd:
    realm: test
    path: $dir/htpasswd"
fi

# Never the stock /etc/docker/registry/config.yml: it binds :5000 on every interface and its
# htpasswd path is a directory.
cat > "$dir/config.yml" <<YML
version: 0.1
log:
  level: info
  accesslog:
    disabled: true
storage:
  filesystem:
    rootdirectory: $dir/data
  delete:
    enabled: true
http:
  addr: 127.0.0.1:$port
  secret: test-not-secret
$auth
YML

"$registry" serve "$dir/config.yml" </dev/null >"$dir/registry.log" 2>&1 &
pid=$!
# Ready = our own process logged 'listening on' (it does so only after a successful bind). Polling
# /v2/ is not enough: with the port taken, ours dies while another process answers.
i=0
until grep -q 'msg="listening on' "$dir/registry.log" 2>/dev/null; do
  i=$((i + 1))
  if [ $i -gt 200 ] || ! kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    cat "$dir/registry.log" >&2
    exit 1
  fi
  sleep 0.05
done

if [ -n "${REGISTRY_WATCH_PID:-}" ]; then
  watch=$REGISTRY_WATCH_PID
  ( while kill -0 "$watch" 2>/dev/null && kill -0 "$pid" 2>/dev/null; do sleep 1; done
    kill "$pid" 2>/dev/null || true ) </dev/null >/dev/null 2>&1 &
fi
echo "$pid"
