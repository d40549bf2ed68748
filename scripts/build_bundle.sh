#!/usr/bin/env bash
# Build the Linux bundle: Krig Desktop for people who have no Python.
#
#   scripts/build_bundle.sh OUTDIR
#
# Leaves OUTDIR/krig-desktop/krig-desktop (the program, with everything it needs in
# OUTDIR/krig-desktop/_internal) and OUTDIR/krig-desktop-VERSION-linux-x86_64.tar.xz.
# A PyInstaller one-folder build from packaging/krig-desktop.spec (shared with Windows
# and macOS), in its own venv (OUTDIR/build/venv, kept for the next run) where the
# project is pip-installed like a player's copy, with PySide6-Essentials as pyproject.toml
# pins it. Then it checks what went in: no library the spec keeps out, and no library
# needed from the system that packaging/linux-system-libraries.txt does not list
# (scripts/check_bundle.sh installs exactly those on a bare Debian).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: build_bundle.sh OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
start=$(date +%s)
say() { echo "build_bundle: $*"; }
fail() { echo "build_bundle: FAILED: $*" >&2; exit 1; }
export PIP_DISABLE_PIP_VERSION_CHECK=1

[[ $(uname -s) == Linux && $(uname -m) == x86_64 ]] || fail "this builds the Linux x86_64 bundle"
python3 -c 'import sys; assert sys.version_info >= (3, 11), sys.version' \
  || fail "Python 3.11 or newer is needed, found $(python3 --version)"

# --- the font the bundle carries (for a system with none) --------------------------------
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
if [[ ! -f $font ]]; then
  [[ $(id -u) == 0 ]] || fail "$font is missing: apt-get install fonts-dejavu-core"
  say "installing fonts-dejavu-core for the bundled font"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends fonts-dejavu-core \
    >/dev/null || fail "apt-get install fonts-dejavu-core failed"
fi

# --- the build venv ----------------------------------------------------------------------
venv=$out/build/venv
if [[ ! -x $venv/bin/pyinstaller ]]; then
  say "making the build venv in $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "pyinstaller>=6.10,<7"
fi
# The project itself, not editable, with the dependencies pyproject.toml pins; again on
# every run, so the bundle is always the source tree's.
"$venv/bin/pip" install -q --force-reinstall --no-deps "$src"
"$venv/bin/pip" install -q "$src"
version=$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("krig-desktop"))')
qt=$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("PySide6-Essentials"))')
say "krig-desktop $version, PySide6-Essentials $qt, $("$venv/bin/pyinstaller" --version 2>/dev/null | sed 's/^/PyInstaller /')"

# --- PyInstaller --------------------------------------------------------------------------
rm -rf "$out/krig-desktop"
build_start=$(date +%s)
KRIG_BUNDLE_FONT=$font "$venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$out" --workpath "$out/build/work" "$src/packaging/krig-desktop.spec" \
  >"$out/build/pyinstaller.log" 2>&1 || { tail -n 30 "$out/build/pyinstaller.log" >&2; fail "pyinstaller"; }
bundle=$out/krig-desktop
[[ -x $bundle/krig-desktop ]] || fail "no $bundle/krig-desktop"
say "pyinstaller took $(( $(date +%s) - build_start )) s"
# PyInstaller keeps its top-level links to Qt libraries the spec dropped: dangling, so go.
find "$bundle" -xtype l -delete

# --- what went in, and what it needs from the system ---------------------------------------
mapfile -t never < <(find "$bundle" -name '*.so*' | grep -E '/lib(gtk-3|gdk-3|gdk_pixbuf|atk-|atspi|pango|cairo|epoxy|wayland|gst|Qt6Wayland)' || true)
((${#never[@]} == 0)) || fail "libraries the spec keeps out went in: ${never[*]}"
[[ -f $bundle/_internal/fonts/DejaVuSans.ttf ]] || fail "the bundled font is missing"
[[ -f $bundle/_internal/krig_desktop/resources/LICENSE ]] || fail "the licence text is missing"
ls "$bundle"/_internal/krig_desktop/resources/translations/*.qm >/dev/null 2>&1 || fail "no translations"
ls -d "$bundle"/_internal/krig_desktop-*.dist-info >/dev/null 2>&1 || fail "no package metadata"
# Our modules ship as bytecode compiled at build time, inside the PYZ archive (the spec's
# noarchive=False), never as sources a start would compile first.
sources=$(find "$bundle" -name '*.py' -path '*krig_desktop*' | head -n 3)
[[ -z $sources ]] || fail "sources of the package went in, not compiled into the PYZ: $sources"
[[ -n $(find "$out/build/work" -name 'PYZ-*.pyz' -size +100k) ]] || fail "no PYZ archive was built"

listed=$(grep -vE '^\s*(#|$)' "$src/packaging/linux-system-libraries.txt" | cut -d' ' -f2- | tr ' ' '\n' | grep . | sort -u)
needed=$(
  find "$bundle" -type f \( -name '*.so*' -o -name krig-desktop \) -print0 \
    | LD_LIBRARY_PATH=$bundle/_internal xargs -0 -n 50 ldd 2>/dev/null \
    | awk '$2 == "=>" && $3 !~ "'"$bundle"'" {print $1} $2 == "=>" && $3 == "not" {print $1}' \
    | sort -u
)
unlisted=$(comm -23 <(echo "$needed") <(echo "$listed") | grep . || true)
[[ -z $unlisted ]] || fail "the bundle needs libraries from the system that \
packaging/linux-system-libraries.txt does not list (add them, or keep them out): $(echo $unlisted)"
say "needs from the system: $(echo $needed)"

# --- the tarball --------------------------------------------------------------------------
tarball=$out/krig-desktop-$version-linux-x86_64.tar.xz
rm -f "$tarball"
tar -C "$out" --owner=0 --group=0 --numeric-owner -cf - krig-desktop | xz -T2 -6 >"$tarball"
"$bundle/krig-desktop" --version >/dev/null || fail "the bundle does not start (--version)"
size=$(du -sb "$bundle" | cut -f1)
packed=$(stat -c %s "$tarball")
files=$(find "$bundle" -type f | wc -l)
elapsed=$(( $(date +%s) - start ))
{
  echo "version=$version"
  echo "pyside6=$qt"
  echo "bundle_bytes=$size"
  echo "bundle_files=$files"
  echo "tarball_bytes=$packed"
  echo "build_seconds=$elapsed"
} >"$out/build-report.txt"
say "bundle $((size / 1048576)) MiB in $files files, $(basename "$tarball") $((packed / 1048576)) MiB, built in $elapsed s"
