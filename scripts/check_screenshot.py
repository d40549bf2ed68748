"""Check that a screenshot from the real X server (`xwd -id WINDOW`) shows a drawn window.

    python scripts/check_screenshot.py SHOT.xwd OUT.png

Reads the XWD file (the X server's own dump format, so no ImageMagick is needed), saves
it as OUT.png to look at, and exits 1 if it is blank: a card table has hundreds of
colours, an unpainted or black window has one or two.
"""

from __future__ import annotations

import array
import os
import struct
import sys
from collections import Counter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MIN_COLOURS = 64
MAX_SHARE_OF_ONE_COLOUR = 0.9
XWD_HEADER_FIELDS = 25


def read_xwd(data: bytes) -> tuple[int, int, int, int, bytes, bool]:
    """(width, height, bytes per line, bytes per pixel, pixels, little-endian) of an XWD.

    Only true-colour ZPixmap dumps (24 or 32 bits per pixel), which is what Xvfb gives.
    """
    header = struct.unpack(f">{XWD_HEADER_FIELDS}I", data[: 4 * XWD_HEADER_FIELDS])
    header_size, version, pixmap_format, depth, width, height = header[:6]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = (
        header[7], header[11], header[12], header[19],
    )
    if version != 7 or pixmap_format != 2 or bits_per_pixel not in (24, 32) or depth < 24:
        raise ValueError(
            f"unsupported XWD: version {version}, format {pixmap_format}, "
            f"depth {depth}, {bits_per_pixel} bits per pixel"
        )
    start = header_size + 12 * ncolors
    pixels = data[start : start + bytes_per_line * height]
    if len(pixels) < bytes_per_line * height:
        raise ValueError("the XWD file is truncated")
    return width, height, bytes_per_line, bits_per_pixel // 8, pixels, byte_order == 0


def main(shot: str, out: str) -> int:
    with open(shot, "rb") as file:
        width, height, stride, size, pixels, little = read_xwd(file.read())
    counts: Counter[bytes] = Counter()
    for row in range(0, height, 2):
        line = pixels[row * stride : row * stride + size * width]
        counts.update(line[x : x + 3] if little else line[x + size - 3 : x + size]
                      for x in range(0, size * width, 2 * size))
    total = sum(counts.values())
    share = counts.most_common(1)[0][1] / total
    print(f"screenshot: {width}x{height}, {len(counts)} colours, "
          f"the commonest covers {share:.0%} of it")

    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication([sys.argv[0]])
    if size == 4:
        # 32-bit pixels are 0x00RRGGBB words, which Qt's RGB32 reads in host byte order.
        if little != (sys.byteorder == "little"):
            words = array.array("I", pixels)
            words.byteswap()
            pixels = words.tobytes()
        image_format = QImage.Format.Format_RGB32
    else:
        image_format = QImage.Format.Format_BGR888 if little else QImage.Format.Format_RGB888
    image = QImage(pixels, width, height, stride, image_format).copy()
    if not image.save(out):
        print(f"screenshot: could not write {out}", file=sys.stderr)
        return 1
    print(f"screenshot: saved {out}")
    if len(counts) < MIN_COLOURS or share > MAX_SHARE_OF_ONE_COLOUR:
        print("screenshot: FAILED: the screen looks blank", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
