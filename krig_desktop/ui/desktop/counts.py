"""Translated counts past a C int: Qt's `%n` and `%Ln` take an `int`, so a count of
2^31 battles or more stopped Finish Game with an OverflowError box (issue 41).

A call keeps its literal `self.tr("... %n battle(s)", "", plural_n(n))` (so the
translation tools still find it) and wraps the result in `with_count(text, n)`. Past
the C int, `plural_n` gives Qt a stand-in in the same plural form in every language we
know (the same last two digits, and more than a hundred: plural rules look at n % 10,
n % 100 and small values of n only), and `with_count` puts the real number where the
stand-in was written, in the same form (`%Ln` grouped for the locale, `%n` plain).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

C_INT_MAX = 2**31 - 1
_STAND_IN = 2_000_000_000  # + n % 100: a C int with n's last two digits
_LONG_MAX = 2**63 - 1  # what QLocale.toString takes


def plural_n(n: int) -> int:
    """The n to give Qt's `tr` for a count of `n`: n itself while it is a C int."""
    return n if n <= C_INT_MAX else _STAND_IN + n % 100


def with_count(text: str, n: int) -> str:
    """`text`, translated with `plural_n(n)`, showing `n` itself."""
    if n <= C_INT_MAX:
        return text
    stand_in = plural_n(n)
    locale = QLocale()
    grouped = locale.toString(n) if n <= _LONG_MAX else str(n)
    return text.replace(locale.toString(stand_in), grouped).replace(str(stand_in), str(n))
