#!/bin/sh
# The .deb that CPack builds from this build tree (docs/packaging.md): built, unpacked into a
# temporary root with dpkg -x, and checked there: the binaries start, the desktop file, the icons,
# the metainfo and the translations are where the desktop and the window look for them, the
# desktop file and the metainfo validate, Depends names Debian 12's packages, and nothing else
# (tests, static libraries, headers) is shipped.
#   tests/package/check-package.sh BUILD_DIR APP_ID VERSION
set -eu
build=$1 id=$2 version=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# -B: the package and CPack's staging tree under the temporary folder, not in the build tree
if ! cpack --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAIL: cpack"
  exit 1
fi
deb=$(ls "$work"/out/helmdeck_"$version"_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || { ls -R "$work/out"; echo "FAIL: no helmdeck_${version}_*.deb"; exit 1; }
echo "built $(basename "$deb"): $(du -k "$deb" | cut -f1) KiB"

# Depends from dpkg-shlibdeps: Debian 12's runtime packages of what the binaries link
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for p in libqt5widgets5 libqt5network5 libyaml-cpp0.7 libarchive13 libkf5syntaxhighlighting5 libc6; do
  echo "$depends" | grep -q "$p" || fail "Depends does not name $p"
done
[ "$(dpkg-deb -f "$deb" Package)" = helmdeck ] || fail "the package is not named helmdeck"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the package's version is not $version"

root=$work/root
dpkg -x "$deb" "$root"
for f in usr/bin/helmdeck usr/bin/helmdeck-cli \
  "usr/share/applications/$id.desktop" "usr/share/metainfo/$id.metainfo.xml" \
  "usr/share/icons/hicolor/scalable/apps/$id.svg" \
  usr/share/helmdeck/translations/helmdeck_de.qm; do
  [ -f "$root/$f" ] || fail "missing /$f"
done
for size in 16 22 24 32 48 64 128 256; do
  png=$root/usr/share/icons/hicolor/${size}x${size}/apps/$id.png
  if [ ! -f "$png" ]; then
    fail "missing the ${size}x${size} icon"
  else
    # a PNG of that size: the IHDR width and height (bytes 17-24, big-endian)
    dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{ print $3 * 256 + $4 "x" $7 * 256 + $8 }')
    [ "$dims" = "${size}x${size}" ] || fail "the ${size}x${size} icon is $dims"
  fi
done
# the window reads its translations from ../share/helmdeck/translations beside its binary
[ -f "$root/usr/bin/../share/helmdeck/translations/helmdeck_de.qm" ] || fail "helmdeck_de.qm not where helmdeck looks"
unexpected=$(cd "$root" && find . -type f | grep -v -e '^./usr/bin/helmdeck$' -e '^./usr/bin/helmdeck-cli$' \
  -e '^./usr/share/applications/' -e '^./usr/share/metainfo/' -e '^./usr/share/icons/hicolor/' \
  -e '^./usr/share/helmdeck/translations/' || true)
[ -z "$unexpected" ] || fail "files that should not be shipped: $unexpected"

desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" >"$work/as.log" 2>&1 ||
  { cat "$work/as.log"; fail "appstreamcli validate"; }
grep -q "<release version=\"$version\"" "$root/usr/share/metainfo/$id.metainfo.xml" ||
  fail "the metainfo has no release $version"

# both binaries start from the unpacked root (static product libraries: no LD_LIBRARY_PATH needed)
# (stdout only: Qt may warn on stderr, e.g. that XDG_RUNTIME_DIR is not set)
out=$("$root/usr/bin/helmdeck-cli" --version 2>"$work/err") || fail "helmdeck-cli --version exited $?: $(cat "$work/err")"
[ "$out" = "helmdeck-cli $version" ] || fail "helmdeck-cli --version said: $out"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$root/usr/bin/helmdeck" --version 2>"$work/err") ||
  fail "helmdeck --version exited $?: $(cat "$work/err")"
[ "$out" = "helmdeck $version" ] || fail "helmdeck --version said: $out"
if ldd "$root/usr/bin/helmdeck" | grep -q "not found"; then
  fail "helmdeck links a library that is not installed: $(ldd "$root/usr/bin/helmdeck" | grep 'not found')"
fi

if [ "$fails" -gt 0 ]; then
  echo "$fails check(s) failed"
  exit 1
fi
echo "the .deb installs and starts: $(cd "$root" && find . -type f | wc -l) files"
