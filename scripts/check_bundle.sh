#!/usr/bin/env bash
# Run the Linux bundle the way a player without Python meets it: on a bare Debian.
#
#   scripts/check_bundle.sh OUTDIR [VENV]
#
# OUTDIR is what scripts/build_bundle.sh left (the tarball is what is tested). A minimal
# Debian 12 (debootstrap --variant=minbase: no Python, no X, no fonts) is made once in a
# cache folder (KRIG_BARE_CACHE, default ~/.cache/krig-desktop/bare-bookworm, reused by
# the next run) and gets only the packages in packaging/linux-system-libraries.txt and a
# fontconfig configuration with no font. The tarball is unpacked there and run with
# chroot: --version, --simulate 200 --jobs 2 --json, --stats --json, --smoke 20 -platform
# offscreen, then --smoke 20 --lang uk in a real X window (the host's Xvfb, its socket
# bind-mounted), and the bundle's probe (KRIG_BUNDLE_PROBE=1, packaging/bundle_probe.py)
# on both platforms: Ukrainian menus, the window icon, the About box's licence, a font.
# With VENV (a pip-installed krig-desktop, as check_packaged_install.sh leaves it), it
# also times the start of both (--smoke 1, offscreen, best of 5). KRIG_BUNDLE_SHOTS=DIR
# saves screenshots of the bundle in Ukrainian and Norwegian there.
# Needs root (debootstrap, chroot, mount), Xvfb and xdotool; installs debootstrap if missing.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
out=$(cd "${1:?usage: check_bundle.sh OUTDIR [VENV]}" && pwd)
venv=${2:-}
cache=${KRIG_BARE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/krig-desktop/bare-bookworm}
shots=${KRIG_BUNDLE_SHOTS:-}
mirror=${KRIG_DEBIAN_MIRROR:-http://deb.debian.org/debian}
start=$(date +%s)
say() { echo "check_bundle: $*"; }
fail() { echo "check_bundle: FAILED after $(( $(date +%s) - start )) s: $*" >&2; exit 1; }
export DEBIAN_FRONTEND=noninteractive

[[ $(id -u) == 0 ]] || fail "needs root (debootstrap, chroot, mount)"
tarball=$(ls "$out"/krig-desktop-*-linux-x86_64.tar.xz 2>/dev/null | head -n 1)
[[ -n $tarball ]] || fail "no krig-desktop-*-linux-x86_64.tar.xz in $out: run build_bundle.sh"
version=$(basename "$tarball" | sed -E 's/^krig-desktop-(.*)-linux-x86_64\.tar\.xz$/\1/')
for tool in Xvfb xdotool; do command -v $tool >/dev/null || fail "$tool is missing"; done

# --- the bare system, made once ---------------------------------------------------------------
rootfs=$cache/rootfs
if [[ ! -f $rootfs/.krig-debootstrap-done ]]; then
  if ! command -v debootstrap >/dev/null; then
    say "installing debootstrap"
    apt-get install -y -qq --no-install-recommends debootstrap >/dev/null 2>&1 \
      || { apt-get update -qq && apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; } \
      || fail "apt-get install debootstrap"
  fi
  say "debootstrap --variant=minbase bookworm into $rootfs (once; a few minutes)"
  rm -rf "$rootfs" "$rootfs.partial"
  mkdir -p "$cache"
  debootstrap --variant=minbase bookworm "$rootfs.partial" "$mirror" >"$cache/debootstrap.log" 2>&1 \
    || { tail -n 20 "$cache/debootstrap.log" >&2; fail "debootstrap"; }
  touch "$rootfs.partial/.krig-debootstrap-done"
  mv "$rootfs.partial" "$rootfs"
fi

mounts=()
xvfb=""
cleanup() {
  local i
  [[ -n $xvfb ]] && kill "$xvfb" 2>/dev/null || true
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  rm -rf "$rootfs/opt/krig-desktop" "$rootfs/tmp/krig-check"
}
trap cleanup EXIT
bind() {  # bind HOST_PATH PATH_IN_ROOTFS
  mkdir -p "$rootfs$2"
  mount --bind "$1" "$rootfs$2"
  mounts+=("$rootfs$2")
}
bind /proc /proc
bind /dev /dev   # /dev/shm: the --jobs workers' semaphores

# Only the listed libraries, again whenever the list changes.
packages=$(grep -vE '^\s*(#|$)' "$src/packaging/linux-system-libraries.txt" | awk '{print $1}' | sort -u | tr '\n' ' ')
if [[ $(cat "$rootfs/.krig-packages" 2>/dev/null) != "$packages" ]]; then
  say "installing in the bare system: $packages"
  cp /etc/resolv.conf "$rootfs/etc/resolv.conf"
  chroot "$rootfs" apt-get update -qq >"$cache/apt.log" 2>&1 || { tail "$cache/apt.log" >&2; fail "apt-get update (bare system)"; }
  # shellcheck disable=SC2086
  chroot "$rootfs" apt-get install -y -qq --no-install-recommends $packages >>"$cache/apt.log" 2>&1 \
    || { tail -n 20 "$cache/apt.log" >&2; fail "apt-get install (bare system)"; }
  chroot "$rootfs" apt-get clean
  echo "$packages" >"$rootfs/.krig-packages"
fi
# A fontconfig configuration and no font at all: the bundle must bring its own.
mkdir -p "$rootfs/etc/fonts"
cat >"$rootfs/etc/fonts/fonts.conf" <<'EOF'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts</dir>
  <cachedir>/var/cache/fontconfig</cachedir>
</fontconfig>
EOF
for python in python3 python; do
  chroot "$rootfs" sh -c "command -v $python" >/dev/null && fail "the bare system has $python"
done
fonts=$( (find "$rootfs/usr/share/fonts" -type f 2>/dev/null || true) | wc -l)
say "bare system: Debian $(cat "$rootfs/etc/debian_version"), no Python, $fonts font files, $(du -sm --exclude=proc --exclude=dev "$rootfs" | cut -f1) MiB"

# --- the bundle, unpacked there -------------------------------------------------------------
rm -rf "$rootfs/opt/krig-desktop" "$rootfs/tmp/krig-check"
tar -C "$rootfs/opt" -xJf "$tarball"
mkdir -p "$rootfs/tmp/krig-check/config" "$rootfs/tmp/.X11-unix"
inside() {  # inside [VAR=VALUE...] ARGS...: the bundle in the bare system, clean environment
  local env=(HOME=/root XDG_CONFIG_HOME=/tmp/krig-check/config LANG=C.UTF-8 PATH=/usr/bin:/bin)
  while [[ ${1:-} == *=* ]]; do env+=("$1"); shift; done
  chroot "$rootfs" /usr/bin/env -i "${env[@]}" /opt/krig-desktop/krig-desktop "$@"
}
log=$rootfs/tmp/krig-check

got=$(inside --version) || fail "--version"
[[ $got == *"$version"* ]] || fail "--version said '$got', not $version"
say "--version: $got"

inside --simulate 200 --jobs 2 --json >"$log/simulate.json" 2>"$log/simulate.err" \
  || { cat "$log/simulate.err" >&2; fail "--simulate 200 --jobs 2 --json"; }
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print("check_bundle: --simulate 200 --jobs 2:", {k: d[k] for k in list(d)[:4]})' "$log/simulate.json" \
  || fail "--simulate gave no JSON"

inside --stats --json >"$log/stats.json" 2>"$log/stats.err" || { cat "$log/stats.err" >&2; fail "--stats --json"; }
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$log/stats.json" || fail "--stats gave no JSON"
say "--stats --json: $(head -c 120 "$log/stats.json")"

inside --smoke 20 -platform offscreen >"$log/smoke-offscreen.log" 2>&1 \
  || { cat "$log/smoke-offscreen.log" >&2; fail "--smoke 20 -platform offscreen"; }
grep -q Traceback "$log/smoke-offscreen.log" && fail "a traceback with --smoke offscreen"
say "--smoke 20 -platform offscreen: $(tail -n 1 "$log/smoke-offscreen.log")"

probe() {  # probe PLATFORM: the bundle's own report (JSON on stdout), checked
  inside KRIG_BUNDLE_PROBE=1 "${@:2}" -platform "$1" >"$log/probe-$1.json" 2>"$log/probe-$1.err" \
    || { cat "$log/probe-$1.json" "$log/probe-$1.err" >&2; fail "the probe ($1) found problems"; }
  say "probe ($1): $(cat "$log/probe-$1.json")"
  # The bare system has no font: the letters must be the bundle's own DejaVu Sans.
  grep -q '"system_fonts": 0, "fonts_with_window": \["DejaVu Sans"\]' "$log/probe-$1.json" \
    || fail "the bundle did not fall back to its own font on a system without fonts ($1)"
}
probe offscreen

# --- a real X window -------------------------------------------------------------------------
exec 3>"$log/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >"$log/xvfb.log" 2>&1 &
xvfb=$!
exec 3>&-
for _ in $(seq 100); do [[ -s $log/display ]] && break; sleep 0.1; done
[[ -s $log/display ]] || { cat "$log/xvfb.log" >&2; fail "Xvfb did not start"; }
display=":$(head -n 1 "$log/display")"
bind /tmp/.X11-unix /tmp/.X11-unix
probe xcb "DISPLAY=$display"

window_run() {  # window_run LANG STEPS [SHOT.png]: --smoke in the X window, waited for
  local lang=$1 steps=$2 shot=${3:-} app window status=0
  inside "DISPLAY=$display" QT_QPA_PLATFORM=xcb --smoke "$steps" --lang "$lang" \
    >"$log/smoke-$lang.log" 2>&1 &
  app=$!
  window=""
  for _ in $(seq 300); do
    window=$(DISPLAY=$display xdotool search --onlyvisible --class krig-desktop 2>/dev/null | head -n 1 || true)
    [[ -n $window ]] && break
    kill -0 "$app" 2>/dev/null || break
    sleep 0.1
  done
  [[ -n $window ]] || { cat "$log/smoke-$lang.log" >&2; fail "no window appeared (--lang $lang)"; }
  if [[ -n $shot ]] && command -v xwd >/dev/null; then
    sleep 2
    DISPLAY=$display xwd -id "$window" -silent >"$log/shot-$lang.xwd" || true
  fi
  timeout 300 tail --pid="$app" -f /dev/null || fail "--smoke $steps --lang $lang did not end"
  wait "$app" || status=$?
  ((status == 0)) || { cat "$log/smoke-$lang.log" >&2; fail "--smoke $steps --lang $lang exited $status"; }
  grep -q Traceback "$log/smoke-$lang.log" && fail "a traceback with --lang $lang"
  say "--smoke $steps --lang $lang in X ($display), window $(DISPLAY=$display xdotool getwindowname "$window" 2>/dev/null || echo "$window"): $(tail -n 1 "$log/smoke-$lang.log")"
  if [[ -n $shot && -s $log/shot-$lang.xwd ]]; then
    # Converted and checked (not blank) on the host, by a Python with PySide6 (VENV's).
    "${venv:+$venv/bin/}python3" "$src/scripts/check_screenshot.py" "$log/shot-$lang.xwd" "$shot" \
      || fail "the screenshot with --lang $lang is blank or unreadable"
    say "screenshot: $shot"
  fi
}
if [[ -n $shots ]]; then
  mkdir -p "$shots"
  window_run uk 60 "$shots/bundle-bare-debian-uk.png"
  window_run nb 60 "$shots/bundle-bare-debian-nb.png"
else
  window_run uk 20
fi

# --- start time: the bundle in the bare system against the venv install -----------------------
best_of() {  # best_of N CMD...: the shortest wall time of N runs, in ms
  local best="" t0 t1 ms
  for _ in $(seq "$1"); do
    t0=$(date +%s%N)
    "${@:2}" >/dev/null 2>&1 || return 1
    t1=$(date +%s%N)
    ms=$(( (t1 - t0) / 1000000 ))
    [[ -z $best || $ms -lt $best ]] && best=$ms
  done
  echo "$best"
}
bundle_ms=$(best_of 5 inside --smoke 1 -platform offscreen) || fail "--smoke 1 (timing)"
bundle_version_ms=$(best_of 5 inside --version) || fail "--version (timing)"
timing="bundle --smoke 1: $bundle_ms ms, --version: $bundle_version_ms ms"
if [[ -n $venv ]]; then
  venv_ms=$(XDG_CONFIG_HOME=$log/config best_of 5 "$venv/bin/krig-desktop" --smoke 1 -platform offscreen) \
    || fail "venv --smoke 1 (timing)"
  venv_version_ms=$(best_of 5 "$venv/bin/krig-desktop" --version) || fail "venv --version (timing)"
  timing+="; venv --smoke 1: $venv_ms ms, --version: $venv_version_ms ms"
fi
say "start (best of 5, offscreen): $timing"
say "ok in $(( $(date +%s) - start )) s"
