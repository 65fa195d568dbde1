#!/usr/bin/env bash
# Installs a build into a temporary prefix, as `cmake --install BUILD --prefix P` does for a
# user, and checks the installed tree: the programs, the desktop entry, the AppStream
# metainfo and the icons; validates the desktop entry and the metainfo; and starts the
# installed app for a screenshot with the source and build trees hidden (a private mount
# namespace lays an empty folder over them), so it cannot read anything from them.
# Usage: install_test.sh BUILD_DIR SOURCE_DIR APP_ID
set -euo pipefail
build=$(realpath "$1")
source=$(realpath "$2")
app_id=$3

fail() { echo "FAIL: $*" >&2; exit 1; }
# Width and height of a PNG file, from its IHDR chunk ("256 256").
png_size() {
  [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$1: not a PNG"
  local w h
  w=$(od -An -tu1 -j16 -N4 "$1" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')
  h=$(od -An -tu1 -j20 -N4 "$1" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')
  echo "$w $h"
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "$work/" in "$source/"* | "$build/"*) fail "the temporary folder $work is inside the trees" ;; esac
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" > "$work/install.log" || {
  cat "$work/install.log"
  fail "cmake --install failed"
}

# The programs.
for program in ludoteca ludoteca-cli; do
  [ -x "$prefix/bin/$program" ] || fail "bin/$program is not installed"
done

# Nothing installed refers to the build or the source tree: every run path is relative to
# the file ($ORIGIN), and every library the programs load from outside the system is in P.
while IFS= read -r -d '' file; do
  if ! head -c 4 "$file" | grep -q ELF; then continue; fi
  runpath=$(readelf -d "$file" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p; s/.*(RPATH).*\[\(.*\)\]/\1/p')
  IFS=: read -ra entries <<< "$runpath"
  for entry in "${entries[@]}"; do
    case "$entry" in '$ORIGIN'*) ;; *) fail "$file: run path '$entry' is not relative to \$ORIGIN" ;; esac
  done
done < <(find "$prefix" -type f -print0)
for program in ludoteca ludoteca-cli; do
  env -u LD_LIBRARY_PATH ldd "$prefix/bin/$program" > "$work/ldd.txt"
  if grep -q "not found" "$work/ldd.txt"; then cat "$work/ldd.txt"; fail "$program: a library is not found"; fi
  if grep -F -e "$build" -e "$source" "$work/ldd.txt"; then fail "$program loads a library from the build or source tree"; fi
done

# The desktop entry, the metainfo and the icons, validated as a software centre would.
desktop=$prefix/share/applications/$app_id.desktop
metainfo=$prefix/share/metainfo/$app_id.metainfo.xml
[ -f "$desktop" ] || fail "share/applications/$app_id.desktop is not installed"
[ -f "$metainfo" ] || fail "share/metainfo/$app_id.metainfo.xml is not installed"
desktop-file-validate "$desktop" > "$work/desktop.txt" 2>&1 || true
if [ -s "$work/desktop.txt" ]; then cat "$work/desktop.txt"; fail "desktop-file-validate reports problems"; fi
appstreamcli validate --no-net "$metainfo" > "$work/appstream.txt" 2>&1 || true
if ! grep -q "Validation was successful" "$work/appstream.txt" || grep -q "^[EW]:" "$work/appstream.txt"; then
  cat "$work/appstream.txt"
  fail "appstreamcli validate reports errors or warnings"
fi
grep -qx "Icon=$app_id" "$desktop" || fail "the desktop entry does not name the icon $app_id"
grep -qx "Exec=ludoteca" "$desktop" || fail "the desktop entry does not start ludoteca"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" ||
  fail "the metainfo does not launch $app_id.desktop"
icons=$prefix/share/icons/hicolor
[ -s "$icons/scalable/apps/$app_id.svg" ] || fail "the scalable icon is not installed"
for size in 16 22 24 32 48 64 128 256; do
  png=$icons/${size}x${size}/apps/$app_id.png
  [ -s "$png" ] || fail "the ${size} px icon is not installed"
  [ "$(png_size "$png")" = "$size $size" ] || fail "$png is $(png_size "$png") pixels, not $size"
done

# The installed programs run from elsewhere, with their own version in the metainfo.
cd "$work"
home=$work/home
mkdir -p "$home"
export HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share
export XDG_CACHE_HOME=$home/.cache QT_QPA_PLATFORM=offscreen
"$prefix/bin/ludoteca-cli" list > "$work/list.txt" || fail "the installed ludoteca-cli list failed"
grep -q "^chess	" "$work/list.txt" || fail "the installed ludoteca-cli does not list chess"
version=$("$prefix/bin/ludoteca" --version | awk '{print $2}')
newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
[ "$version" = "$newest" ] || fail "ludoteca --version says '$version', the metainfo's newest release '$newest'"

# A screenshot of a game board (its SVG art, the tiles and the translations are resources
# inside the program) with the source and build trees out of reach.
shot=$work/goose.png
run_app=("$prefix/bin/ludoteca" --lang it --game goose --seats ai:easy,ai:easy --seed 3
  --no-resume --screenshot "$shot")
if unshare -rm true 2> /dev/null; then
  unshare -rm bash -c '
    set -e
    mount -t tmpfs ludoteca-hidden "$1"
    if [ -d "$2" ]; then mount -t tmpfs ludoteca-hidden "$2"; fi
    [ -z "$(ls -A "$1")" ] || exit 3
    shift 2
    exec "$@"' hide "$source" "$build" "${run_app[@]}" || fail "the installed app failed with the trees hidden"
else
  echo "note: unshare is not permitted here: the app runs with the trees in place (run paths checked above)"
  "${run_app[@]}" || fail "the installed app failed"
fi
[ -s "$shot" ] || fail "the installed app wrote no screenshot"
read -r width height < <(png_size "$shot")
[ "$width" -ge 400 ] && [ "$height" -ge 300 ] || fail "the screenshot is only $width x $height pixels"
echo "installed tree, desktop entry, metainfo and icons are complete; screenshot $width x $height"
