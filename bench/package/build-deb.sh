#!/usr/bin/env bash
# Builds the Debian package (cpack -G DEB) from the release build and prints lintian's
# findings on it. Needs lintian (apt-get install lintian), a bench tool not in packages.txt.
# Usage: bench/package/build-deb.sh [BUILD_DIR]
#   BUILD_DIR defaults to build/release (configured with the release preset if it is not yet).
# Exit status: lintian's (non-zero when it reports an error).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build/release}
command -v lintian > /dev/null || { echo "lintian is missing: apt-get install lintian" >&2; exit 2; }
[ -f "$build/CMakeCache.txt" ] || cmake --preset release
cmake --build "$build" -j2
rm -f "$build"/ludoteca_*.deb
(cd "$build" && cpack -G DEB)
deb=$(ls "$build"/ludoteca_*.deb)
echo "== $deb"
dpkg-deb --field "$deb" Package Version Architecture Depends Recommends Installed-Size
echo "== contents"
dpkg-deb --contents "$deb" | awk '{print $6}'
echo "== lintian (errors E, warnings W, information I, pedantic P)"
status=0
lintian --info --display-info --pedantic "$deb" || status=$?
echo "== lintian exit status $status"
exit "$status"
