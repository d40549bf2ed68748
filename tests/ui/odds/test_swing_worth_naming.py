"""Issue 20, point 5: a swing worth naming. The luck line names the biggest swing only
when it is larger than the estimates' own uncertainty and both of its ends were worked
out; and it puts no article before a percentage ("a 18 %"): each sentence is whole.
"""

from __future__ import annotations

import pytest

from krig_desktop.model.luck import Luck, biggest_swing, luck_of
from krig_desktop.model.odds_model import ChancePoint
from krig_desktop.ui.odds.odds_texts import OddsTexts

ERROR = 0.0144  # 1,200 play-outs of a chance near one half: the meter's "±1.4"


def test_noise_is_not_named():
    """20 % to 16 % between two estimates of ±1.4: under three standard errors."""
    history = [ChancePoint(1, 0.20, False, ERROR), ChancePoint(2, 0.16, False, ERROR)]
    assert biggest_swing(history) is None
    assert "swing" not in OddsTexts(lambda s: "").luck_text(luck_of(history, None, None))


def test_a_real_swing_is_named():
    history = [ChancePoint(0, 0.5, False, ERROR), ChancePoint(1, 0.20, False, ERROR),
               ChancePoint(2, 0.16, False, ERROR), ChancePoint(3, 0.34, True, ERROR),
               ChancePoint(4, 0.30, False, ERROR)]
    swing = biggest_swing(history)
    assert swing is not None and (swing.battle, swing.before, swing.after) == (1, 0.5, 0.2)
    text = OddsTexts(lambda s: "").luck_text(luck_of(history, None, None))
    assert "Biggest swing: battle 1, your chance went from 50% to 20%." in text


def test_a_swing_from_an_end_not_worked_out_is_not_named():
    """A moment the table left early (a few dozen play-outs) is no end of a swing."""
    history = [ChancePoint(0, 0.5, False, ERROR), ChancePoint(1, 0.1, False, None),
               ChancePoint(2, 0.45, False, ERROR)]
    assert biggest_swing(history) is None
    exact = [ChancePoint(7, 0.6, False, ERROR), ChancePoint(8, 1.0, False, 0.0)]
    assert biggest_swing(exact) is not None  # to a won game: exact, worth naming


@pytest.mark.parametrize("result", ["won", "lost", "draw"])
@pytest.mark.parametrize("chance", [0.18, 0.08, 0.11, 0.8, 0.5])
def test_no_article_is_put_before_a_percentage(qapp, result, chance):
    text = OddsTexts(lambda s: "").luck_text(Luck(chance, result, None))
    shown = f"{round(chance * 100)}%"
    assert shown in text
    assert f"a {shown}" not in text and f"an {shown}" not in text
    assert text.endswith(f"your chance to win was {shown}.")
