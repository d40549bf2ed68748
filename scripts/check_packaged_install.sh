#!/usr/bin/env bash
# A packaged install, checked for real: build the wheel that `pip install .` builds, look
# at what it carries, install it (not editable) into a fresh virtual environment with its
# real dependencies, and run the installed copy from a folder outside the source tree.
#
#   scripts/check_packaged_install.sh VENV_DIR
#
# VENV_DIR is created (it must not exist) and left in place, so CI can start the installed
# `krig-desktop` from it in a real window afterwards. Takes about half a minute with a warm
# pip cache: it is a CI step, not a pytest test, so that the README's test command stays
# quick and needs no wheel build.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:?usage: check_packaged_install.sh VENV_DIR}
[[ ! -e $venv ]] || { echo "check_packaged_install: $venv already exists" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1

python3 -m venv "$venv"
"$venv/bin/pip" wheel -q --no-deps -w "$work/wheel" "$src"
wheel=$(ls "$work"/wheel/krig_desktop-*.whl)
echo "wheel: $(basename "$wheel")"

# What the wheel carries: the runtime resources, the licence, and no tests.
"$venv/bin/python" - "$wheel" "$src/LICENSE" <<'EOF'
import sys
import zipfile
from email.parser import Parser

wheel = zipfile.ZipFile(sys.argv[1])
names = wheel.namelist()
wanted = {
    "icon": "krig_desktop/resources/icons/io.github.krig_desktop.KrigDesktop.svg",
    "desktop file": "krig_desktop/resources/io.github.krig_desktop.KrigDesktop.desktop",
    "licence for the About box": "krig_desktop/resources/LICENSE",
    "metainfo": "krig_desktop/resources/io.github.krig_desktop.KrigDesktop.metainfo.xml",
}
problems = [f"{what} missing ({path})" for what, path in wanted.items() if path not in names]
info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
metadata = Parser().parsestr(wheel.read(f"{info}/METADATA").decode())
if metadata["License-Expression"] != "GPL-3.0-or-later":
    problems.append(f"License-Expression is {metadata['License-Expression']!r}")
licence = f"{info}/licenses/LICENSE"
with open(sys.argv[2], "rb") as source:
    if licence not in names or wheel.read(licence) != source.read():
        problems.append(f"the LICENSE text is not shipped as {licence}")
qm = [n for n in names if n.endswith(".qm")]
if not qm:
    problems.append("no translations (.qm)")
if any(n.startswith("tests/") for n in names):
    problems.append("tests/ shipped as a package")
print(f"wheel: {len(names)} files, {len(qm)} .qm: {', '.join(n.rsplit('/', 1)[1] for n in qm)}; "
      f"licence {metadata['License-Expression']} in {licence}")
for p in problems:
    print(f"wheel: FAILED: {p}", file=sys.stderr)
sys.exit(1 if problems else 0)
EOF

"$venv/bin/pip" install -q "$wheel"
mkdir "$work/elsewhere"
cd "$work/elsewhere"
echo "installed: $("$venv/bin/krig-desktop" --version)"
"$venv/bin/python" -I "$src/scripts/packaged_probe.py" "$src"
echo "packaged install: ok"
