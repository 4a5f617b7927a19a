#!/bin/sh
# The tests of tests/fuzz/CMakeLists.txt (docs/inputs.md, "Fuzzing"); TARGET is a libFuzzer binary
# or a replay driver (replaymain.cpp): both take input files as arguments.
#   fuzz.sh replay TARGET DIR [NAME...]     every file under DIR (only those named NAME, when names are
#                                           given) through TARGET once; a missing DIR or no input fails
#   fuzz.sh fuzz TARGET SECONDS WORK DIR... libFuzzer for SECONDS (ASan, UBSan, 1 GiB, 5 s an input),
#                                           seeded from the DIRs that exist; new inputs and any crash
#                                           go to WORK (emptied first)
set -eu
mode=$1
bin=$2
shift 2
case "$mode" in
  replay)
    dir=$1
    shift
    if [ ! -d "$dir" ]; then
      echo "fuzz: the corpus folder $dir is missing (the real-world corpus sits beside the clone:" \
        "../shared/realworld, or configure HELMDECK_REALWORLD_DIR)" >&2
      exit 1
    fi
    list=$(mktemp)
    trap 'rm -f "$list"' EXIT
    if [ $# -eq 0 ]; then
      find "$dir" -type f >"$list"
    else
      for name in "$@"; do find "$dir" -type f -name "$name"; done >"$list"
    fi
    count=$(wc -l <"$list")
    if [ "$count" -eq 0 ]; then
      echo "fuzz: no input under $dir" >&2
      exit 1
    fi
    sort "$list" | tr '\n' '\0' | xargs -0 "$bin"
    echo "fuzz: $count inputs from $dir replayed, 0 crashes"
    ;;
  fuzz)
    seconds=$1
    work=$2
    shift 2
    rm -rf "$work"
    mkdir -p "$work/corpus"
    seeds=""
    for dir in "$@"; do [ -d "$dir" ] && seeds="$seeds $dir"; done
    # shellcheck disable=SC2086 # the seed folders are separate arguments
    exec "$bin" -max_total_time="$seconds" -rss_limit_mb=1024 -malloc_limit_mb=1024 -timeout=5 \
      -print_final_stats=1 -artifact_prefix="$work/" "$work/corpus" $seeds
    ;;
  *)
    echo "usage: fuzz.sh replay TARGET DIR [NAME...] | fuzz TARGET SECONDS WORK DIR..." >&2
    exit 2
    ;;
esac
