#!/usr/bin/env bash
# Checks that the build is reproducible: two clean builds of one commit, in two different
# directories, give byte-identical jars (main, sources, javadoc, test and shaded jars alike).
#
#   scripts/check-reproducible.sh [COMMIT] [-- extra Maven arguments, e.g. -o]
#
# COMMIT defaults to HEAD (uncommitted changes are not part of it). Prints one line per jar that
# differs, then a verdict; exits 0 when every jar matches, 1 otherwise. Nothing is installed into
# ~/.m2: the builds stop at 'package'. What makes the jars reproducible is
# project.build.outputTimestamp in the root pom.
set -euo pipefail
cd "$(dirname "$0")/.."

commit=HEAD
if [ $# -gt 0 ] && [ "$1" != "--" ]; then
  commit=$1
  shift
fi
[ "${1-}" = "--" ] && shift
rev=$(git rev-parse --verify "$commit^{commit}")

work=$(mktemp -d "${TMPDIR:-/tmp}/kemkit-repro.XXXXXX")
trap 'rm -rf "$work"' EXIT

for side in first second; do
  mkdir -p "$work/$side"
  git archive "$rev" | tar -x -C "$work/$side"
  echo "Building $rev in $work/$side ..." >&2
  (cd "$work/$side" && ./mvnw -B -q -DskipTests "$@" package > "$work/$side.log" 2>&1) || {
    echo "The $side build failed; its log:" >&2
    tail -50 "$work/$side.log" >&2
    exit 2
  }
done

jars() {
  (cd "$1" && find . -path '*/target/*' -name '*.jar' -not -path '*/target/*/*/*' | LC_ALL=C sort)
}

if [ "$(jars "$work/first")" != "$(jars "$work/second")" ]; then
  echo "NOT REPRODUCIBLE: the two builds made different sets of jars" >&2
  diff <(jars "$work/first") <(jars "$work/second") >&2 || true
  exit 1
fi

count=0
differ=0
while read -r jar; do
  count=$((count + 1))
  a=$(sha256sum "$work/first/$jar" | cut -d' ' -f1)
  b=$(sha256sum "$work/second/$jar" | cut -d' ' -f1)
  if [ "$a" = "$b" ]; then
    echo "same    $a  ${jar#./}"
  else
    differ=$((differ + 1))
    echo "DIFFERS ${jar#./}"
    # Which entries differ, by CRC and size (unzip -v lists both; dates are left out here).
    diff <(unzip -v "$work/first/$jar" | awk 'NR>3 {print $1, $7, $8}') \
         <(unzip -v "$work/second/$jar" | awk 'NR>3 {print $1, $7, $8}') | sed 's/^/        /' || true
  fi
done < <(jars "$work/first")

if [ "$count" -eq 0 ]; then
  echo "NOT CHECKED: the build made no jar" >&2
  exit 1
elif [ "$differ" -eq 0 ]; then
  echo "REPRODUCIBLE: $count jars, byte-identical in both builds of $rev"
else
  echo "NOT REPRODUCIBLE: $differ of $count jars differ between two builds of $rev"
  exit 1
fi
