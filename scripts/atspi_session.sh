#!/usr/bin/env bash
# The AT-SPI harness: run as `dbus-run-session -- bash scripts/atspi_session.sh PROBE-OPTIONS`.
# On the private session bus dbus-run-session gives it, it starts Xvfb on a free display
# (asked of Xvfb with -displayfd, never a fixed one), the AT-SPI bus, switches
# accessibility on as Orca does, then runs scripts/atspi_probe.py under the system's
# Python (pyatspi is Debian's, not on PyPI); the probe starts the game itself. Whatever
# happens, everything started here is killed on exit, so no bus or X server outlives it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[[ -n ${DBUS_SESSION_BUS_ADDRESS:-} ]] || { echo "atspi_session: run me under dbus-run-session" >&2; exit 2; }
work=$(mktemp -d -t krig-atspi-XXXXXX)
pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
exec 3>&-
for _ in $(seq 100); do [[ -s $work/display ]] && break; sleep 0.1; done
[[ -s $work/display ]] || { cat "$work/xvfb.log" >&2; echo "atspi_session: Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(head -n 1 "$work/display")"

launcher=/usr/libexec/at-spi-bus-launcher
[[ -x $launcher ]] || launcher=/usr/lib/at-spi2-core/at-spi-bus-launcher
"$launcher" --launch-immediately >"$work/launcher.log" 2>&1 &
pids+=($!)
enabled=""
for _ in $(seq 100); do
  if dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
      org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled \
      variant:boolean:true >/dev/null 2>&1; then enabled=1; break; fi
  sleep 0.1
done
[[ -n $enabled ]] || { cat "$work/launcher.log" >&2; echo "atspi_session: the AT-SPI bus did not start" >&2; exit 1; }
echo "atspi_session: Xvfb on $DISPLAY, AT-SPI bus up"
# `--run FILE` first runs another client instead of the probe (scripts/orca_record.py).
script=$here/atspi_probe.py
if [[ ${1:-} == --run ]]; then script=$2; shift 2; fi
status=0
/usr/bin/python3 "$script" "$@" || status=$?
exit "$status"
