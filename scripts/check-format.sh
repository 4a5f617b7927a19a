#!/bin/sh
# The sources against .clang-format, changing nothing: exits 1 and lists the files clang-format
# would change (with its diagnostics) when any is off. Run by CTest as the test "format" (label
# format), so scripts/setup.sh test checks it. Fix with:  scripts/check-format.sh --fix
#   HELMDECK_CLANG_FORMAT=/path/to/clang-format picks another binary (the default is version 14,
#   the one Debian 12 ships: other versions format some constructs differently).
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CLANG_FORMAT=${HELMDECK_CLANG_FORMAT:-clang-format-14}
if ! command -v "$CLANG_FORMAT" >/dev/null 2>&1; then
  echo "check-format: $CLANG_FORMAT not found (apt install clang-format-14, or scripts/setup.sh deps)" >&2
  exit 1
fi
cd "$ROOT"
files=$(find core widgets app tests bench -path tests/schema/node_modules -prune -o \
  -type f \( -name '*.cpp' -o -name '*.h' \) -print | LC_ALL=C sort)
if [ "${1:-}" = "--fix" ]; then
  # shellcheck disable=SC2086 # one word per file: no file name here has a space
  "$CLANG_FORMAT" -i $files
  exit 0
fi
# One clang-format run over every file (one process per file is slow on a busy machine).
# shellcheck disable=SC2086
if report=$("$CLANG_FORMAT" --dry-run --Werror $files 2>&1); then
  echo "check-format: $(echo $files | wc -w) files match .clang-format"
  exit 0
fi
bad=$(printf '%s\n' "$report" | sed -n 's/^\([^: ]*\):[0-9]*:[0-9]*: error: .*/\1/p' | uniq)
echo "check-format: $(printf '%s\n' "$bad" | sort -u | wc -l) of $(echo $files | wc -w) files differ from .clang-format:"
printf '%s\n' "$bad" | sort -u | sed 's/^/  /'
echo "check-format: the first differences, as clang-format reports them:"
printf '%s\n' "$report" | head -20
echo "check-format: fix with scripts/check-format.sh --fix"
exit 1
