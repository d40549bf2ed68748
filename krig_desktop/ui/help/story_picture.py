"""The help's drawn example of the odds: the meter as the status bar shows it, and a
small chance chart with a war ticked, painted by the program (as the quick example's
cards are), so the picture is in the language and the theme of the moment and no image
file can go stale."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen

WIDTH, HEIGHT = 360, 150
_YOU = QColor("#2f7bd8")
_THEM = QColor("#d8662f")
# Your chance after each battle of a made-up game: it dips, then rises after a lost war.
_CHANCES = (0.26, 0.24, 0.31, 0.29, 0.22, 0.35, 0.41, 0.38, 0.52, 0.49, 0.61, 0.74)
_WAR_AT = 4


def _percent(chance: float) -> str:
    text = QCoreApplication.translate("OddsTexts", "%1%").replace(
        "%1", QLocale().toString(round(chance * 100)))
    return text.replace(" %", "\u00a0%")


def story_picture(ratio: float = 1.0, text: QColor | None = None) -> QImage:
    """The meter (26 % 74 % ±1.3) above a chance chart, `ratio` times the logical size."""
    image = QImage(round(WIDTH * ratio), round(HEIGHT * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    ink = text or QColor("#202020")
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(p.font())
    font.setPointSizeF(9.5)
    p.setFont(font)
    # The meter: your share and theirs, then the ± of the estimate.
    bar = QRectF(0, 6, 250, 22)
    yours = bar.width() * _CHANCES[0]
    p.fillRect(QRectF(bar.left(), bar.top(), yours, bar.height()), _YOU)
    p.fillRect(QRectF(bar.left() + yours, bar.top(), bar.width() - yours, bar.height()), _THEM)
    p.setPen(QColor("white"))
    p.drawText(QRectF(bar.left(), bar.top(), yours, bar.height()),
               Qt.AlignmentFlag.AlignCenter, _percent(_CHANCES[0]))
    p.drawText(QRectF(bar.left() + yours, bar.top(), bar.width() - yours, bar.height()),
               Qt.AlignmentFlag.AlignCenter, _percent(1 - _CHANCES[0]))
    p.setPen(ink)
    spread = QCoreApplication.translate("OddsTexts", "±%1").replace(
        "%1", QLocale().toString(1.3, "f", 1))
    p.drawText(QRectF(bar.right() + 8, bar.top(), 100, bar.height()),
               Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, spread)
    # The chance chart: your chance after every battle; the war ticked along the bottom.
    chart = QRectF(0, 44, WIDTH - 10, HEIGHT - 54)
    p.setPen(QPen(ink, 1))
    p.drawLine(chart.bottomLeft(), chart.bottomRight())
    half = chart.bottom() - chart.height() / 2
    p.setPen(QPen(ink, 1, Qt.PenStyle.DotLine))
    p.drawLine(QPointF(chart.left(), half), QPointF(chart.right(), half))
    step = chart.width() / (len(_CHANCES) - 1)
    path = QPainterPath()
    for i, chance in enumerate(_CHANCES):
        point = QPointF(chart.left() + i * step, chart.bottom() - chance * chart.height())
        path.moveTo(point) if i == 0 else path.lineTo(point)
    p.setPen(QPen(_YOU, 2))
    p.drawPath(path)
    war_x = chart.left() + _WAR_AT * step
    p.setPen(QPen(QColor("#c0392b"), 2))
    p.drawLine(QPointF(war_x, chart.bottom() - 7), QPointF(war_x, chart.bottom()))
    p.end()
    return image
