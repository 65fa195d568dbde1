#!/bin/sh
# Runs Ludoteca under Xvfb in a private D-Bus session with the AT-SPI accessibility bus, and
# reads its board through AT-SPI (read_board.py) as a screen reader would; optionally Orca
# itself with its debug log. Usage (from the repository root):
#   bench/accessibility/run.sh GAME SEATS SECONDS [PLAYER] [--orca]
# e.g. bench/accessibility/run.sh crazy-eights human:Anna,ai:easy 40 Anna
# Needs (Debian): xvfb at-spi2-core python3-pyatspi dbus-x11, and orca for --orca; openbox
# (optional) activates the window as a desktop would.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
game=$1 seats=$2 seconds=$3 player=${4:-}
orca=${5:-}
app=${LUDOTECA:-build/dev/bin/ludoteca}
out=${OUT:-/tmp/ludoteca-atspi}
mkdir -p "$out"
exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- sh -c '
  set -u
  /usr/libexec/at-spi-bus-launcher --launch-immediately &
  sleep 1
  export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 GTK_MODULES=gail:atk-bridge
  export HOME=$(mktemp -d)
  # A window manager, so that the window is activated and Orca follows its focus.
  if command -v openbox >/dev/null; then openbox >/dev/null 2>&1 & sleep 1; fi
  if [ "$5" = --orca ]; then
    orca --debug-file="$6/orca-debug.txt" --replace >"$6/orca-out.txt" 2>&1 &
    sleep 3
  fi
  "$1" --no-resume --lang en --pace 1 --game "$2" --seats "$3" --seed 7 >"$6/app.txt" 2>&1 &
  app=$!
  /usr/bin/python3 "$7/read_board.py" --seconds "$4" ${8:+--play-keys "$8"}
  kill $app 2>/dev/null || true
' sh "$app" "$game" "$seats" "$seconds" "$orca" "$out" "$here" "$player"
