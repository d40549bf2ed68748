"""Each seat's card count after every battle, and which battles had a war: what the
card-count chart draws, in a few bytes per battle and bounded memory for any game.

`CountSeries` is fed one battle at a time (`add(record)` live, or `extend(
game.history.scan())` after a load), after the starting counts (battle 0). Pure Python,
no Qt.

Storage. While *exact* (up to `cap` battles, 2**20 by default) a battle costs one byte
per seat (its count; two bytes if the deal holds more than 255 cards) and one byte for
its war depth. Past the cap the series *coarsens*: neighbouring battles merge into
buckets of 4, then 8, 16, ... battles, each keeping per seat the lowest, the highest and
the last count, and the deepest war, so a chart of the buckets is never smoother than
the game was. The buckets stay between cap/4 and cap/2, so memory is bounded for a game
of hundreds of millions of battles (benchmarks/count_series.py measures it).

Queries. Over the buckets sits a pyramid of lows, highs and deepest wars per block of
16, 256, 4096, ... buckets (about an eighth more memory), so `envelope(first, last,
columns)` costs about one short slice per seat per column: proportional to the chart's
width, not to the battles.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Sequence
from itertools import compress, pairwise
from typing import Final

from krig_desktop.engine import BattleRecord
from krig_desktop.engine.frozen import Frozen

EXACT_CAP: Final = 1 << 20  # battles kept one by one before the series coarsens
FAN: Final = 16  # buckets per pyramid block, blocks per block of the level above
MAX_DEPTH: Final = 255  # war depths are stored in a byte

Reduce = Callable[[Iterable[int]], int]


class Envelope(Frozen):
    """Battles `first` .. `last` in `columns` columns: column c stands for battles
    `bounds[c]` .. `bounds[c + 1] - 1` (one battle each when there are few), and holds
    per seat the lowest (`low[seat][c]`), highest and last count of those battles, and
    the deepest war among them (`war[c]`, 0: no war)."""

    first: int
    last: int
    bounds: tuple[int, ...]
    low: tuple[tuple[int, ...], ...]
    high: tuple[tuple[int, ...], ...]
    end: tuple[tuple[int, ...], ...]
    war: tuple[int, ...]

    @property
    def columns(self) -> int:
        return len(self.war)


def chunked(values: array[int], size: int, reduce: Reduce) -> array[int]:
    """`reduce` of each whole run of `size` values (a last, shorter run is left out)."""
    runs = zip(*[iter(values)] * size, strict=False)
    return array(values.typecode, map(reduce, runs))


class _Pyramid:
    """Reductions (min, max) of whole blocks of FAN, FAN**2, ... base buckets."""

    __slots__ = ("base", "levels", "reduce")

    def __init__(self, base: array[int], reduce: Reduce) -> None:
        self.base = base
        self.reduce = reduce
        self.levels: list[array[int]] = []
        self.rebuild()

    def rebuild(self) -> None:
        """Recompute every level from the base, counting only its complete buckets."""
        self.levels = []
        below: array[int] = self.base
        complete = len(below)
        while complete >= FAN:
            level = chunked(below, FAN, self.reduce)
            self.levels.append(level)
            below, complete = level, len(level)

    def completed(self, buckets: int) -> None:
        """The base's first `buckets` buckets are final: lay every block they complete."""
        size, below = FAN, self.base
        for depth in range(64):
            if buckets % size:
                return
            if depth == len(self.levels):
                self.levels.append(array(self.base.typecode))
            block = buckets // size - 1
            start = block * FAN
            self.levels[depth].append(self.reduce(below[start:start + FAN]))
            below = self.levels[depth]
            size *= FAN

    def over(self, start: int, stop: int) -> int:
        """The reduction of base buckets `start` .. `stop` - 1 (not empty), exactly."""
        reduce, parts = self.reduce, []
        arr, levels = self.base, self.levels
        depth = 0
        while depth < len(levels):
            up_start = -(-start // FAN)
            up_stop = min(stop // FAN, len(levels[depth]))
            if up_start >= up_stop:
                break
            if start < up_start * FAN:
                parts.append(reduce(arr[start:up_start * FAN]))
            if up_stop * FAN < stop:
                parts.append(reduce(arr[up_stop * FAN:stop]))
            start, stop, arr = up_start, up_stop, levels[depth]
            depth += 1
        parts.append(reduce(arr[start:stop]))
        return reduce(parts)

    def over_edges(self, edges: Sequence[int], unit: int) -> list[int]:
        """`over` each run of base buckets `edges[c]` .. `edges[c + 1]` - 1, where every
        inner edge is a multiple of `unit` (a power of FAN): the inner runs are whole
        blocks of one level, so each costs one slice of it, not a walk up the levels."""
        depth, size = 0, 1
        while size < unit:
            size, depth = size * FAN, depth + 1
        level = self.base if depth == 0 else (
            self.levels[depth - 1] if depth <= len(self.levels) else None)
        inner = [edge // unit for edge in edges[1:-1]]
        if len(inner) < 2 or level is None or inner[-1] > len(level):
            return [self.over(a, b) for a, b in pairwise(edges)]
        reduce = self.reduce
        return [self.over(edges[0], edges[1]),
                *(reduce(level[a:b]) for a, b in pairwise(inner)),
                self.over(edges[-2], edges[-1])]


class CountSeries:
    """Card counts per seat after battles 0 (the deal), 1, 2, ... and their war depths."""

    __slots__ = ("_battles", "_cap", "_fill", "_high", "_last", "_latest", "_low", "_size",
                 "_start", "_total", "_war")

    def __init__(self, start: Sequence[int], cap: int = EXACT_CAP) -> None:
        if len(start) < 2 or min(start) < 0:
            raise ValueError(f"expected the starting counts of 2 or more seats, not {start}")
        if cap < 2 * FAN or cap % 4:
            raise ValueError(f"cap must be a multiple of 4 from {2 * FAN}, not {cap}")
        self._start = tuple(start)
        self._total = sum(start)
        self._cap = cap
        code = "B" if self._total <= 0xFF else "H"
        self._last = [array(code, [count]) for count in start]  # per bucket, per seat
        self._low = [_Pyramid(counts, min) for counts in self._last]  # exact: same arrays
        self._high = [_Pyramid(counts, max) for counts in self._last]
        self._war = _Pyramid(array("B", [0]), max)
        self._size = 1  # battles per bucket
        self._fill = 1  # battles in the last bucket
        self._battles = 0
        self._latest = self._start

    @classmethod
    def of(cls, start: Sequence[int], records: Iterable[BattleRecord],
           cap: int = EXACT_CAP) -> CountSeries:
        """A series of the deal `start` and the battles `records` (battle 1 first)."""
        series = cls(start, cap)
        series.extend(records)
        return series

    # ----- feeding

    def add(self, record: BattleRecord) -> None:
        """Take in the next battle's record; its number must follow the last one's."""
        if record.number != self._battles + 1:
            raise ValueError(f"expected battle {self._battles + 1}, not {record.number}")
        self.add_counts(record.counts, record.war_steps)

    def extend(self, records: Iterable[BattleRecord]) -> None:
        for record in records:
            self.add(record)

    def add_counts(self, counts: Sequence[int], war_steps: int = 0) -> None:
        """Take in the next battle: each seat's count after it, and its war steps."""
        if len(counts) != len(self._start):
            raise ValueError(f"expected {len(self._start)} counts, not {len(counts)}")
        if min(counts) < 0 or sum(counts) > self._total:
            raise ValueError(f"counts {tuple(counts)} do not fit a deal of {self._total}")
        depth = min(war_steps, MAX_DEPTH)
        self._battles += 1
        self._latest = tuple(counts)
        war = self._war.base
        if self._size == 1 and len(war) < self._cap:  # exact: one byte per seat, one war
            for last, count in zip(self._last, counts, strict=True):
                last.append(count)
            war.append(depth)
            if not len(war) % FAN:
                self._completed(len(war))
            return
        if self._size == 1:
            self._coarsen(4)
        elif self._fill == self._size and len(war) == self._cap // 2:
            self._coarsen(2)
        war = self._war.base  # (coarsening made new arrays)
        if self._fill < self._size:  # into the open bucket
            self._fill += 1
            for seat, count in enumerate(counts):
                low, high = self._low[seat].base, self._high[seat].base
                self._last[seat][-1] = count
                if count < low[-1]:
                    low[-1] = count
                if count > high[-1]:
                    high[-1] = count
            if depth > war[-1]:
                war[-1] = depth
        else:  # a new bucket
            self._fill = 1
            for seat, count in enumerate(counts):
                self._last[seat].append(count)
                self._low[seat].base.append(count)
                self._high[seat].base.append(count)
            war.append(depth)
        if self._fill == self._size:
            self._completed(len(self._war.base))

    def _completed(self, buckets: int) -> None:
        for pyramid in (*self._low, *self._high, self._war):
            pyramid.completed(buckets)

    def _coarsen(self, factor: int) -> None:
        """Merge every `factor` neighbouring (complete) buckets into one."""
        for seat, last in enumerate(self._last):
            low, high = self._low[seat], self._high[seat]
            low.base = chunked(low.base, factor, min)
            high.base = chunked(high.base, factor, max)
            self._last[seat] = last[factor - 1::factor]
            low.rebuild()
            high.rebuild()
        self._war.base = chunked(self._war.base, factor, max)
        self._war.rebuild()
        self._size *= factor
        self._fill = self._size  # every bucket is whole: the next battle opens one

    # ----- reading

    @property
    def players(self) -> int:
        return len(self._start)

    @property
    def total(self) -> int:
        """Cards in the seats' hands at the deal: the most a count can be."""
        return self._total

    @property
    def battles(self) -> int:
        """Battles taken in (the last one is `battles`; battle 0 is the deal)."""
        return self._battles

    @property
    def start(self) -> tuple[int, ...]:
        return self._start

    @property
    def latest(self) -> tuple[int, ...]:
        """The counts after the last battle (always exact)."""
        return self._latest

    @property
    def bucket_size(self) -> int:
        """Battles per stored bucket: 1 while exact, then 4, 8, 16, ..."""
        return self._size

    @property
    def exact(self) -> bool:
        return self._size == 1

    def nbytes(self) -> int:
        """Bytes held by the arrays (their used part), for the benchmark and tests."""
        arrays = [*self._last, self._war.base, *self._war.levels]
        for pyramid in (*self._low, *self._high):
            arrays.extend(pyramid.levels)
            if self._size > 1:
                arrays.append(pyramid.base)
        return sum(len(a) * a.itemsize for a in arrays)

    def _check(self, battle: int) -> int:
        if type(battle) is not int or not 0 <= battle <= self._battles:
            raise IndexError(f"battle {battle!r} is not from 0 to {self._battles}")
        return battle

    def known(self, battle: int) -> int:
        """The battle whose counts `counts_at(battle)` gives: `battle` itself while the
        series is exact (and for the deal and the last battle), else the last battle of
        the bucket holding it."""
        self._check(battle)
        if self._size == 1 or battle == 0:
            return battle
        return min(self._battles, (battle // self._size + 1) * self._size - 1)

    def counts_at(self, battle: int) -> tuple[int, ...]:
        """Each seat's cards after `battle` (0: the deal). Exact while `exact`; once
        coarsened, the counts after battle `known(battle)`, the last of its bucket."""
        battle = self.known(battle)
        if battle == 0:
            return self._start
        if battle == self._battles:
            return self._latest
        bucket = battle // self._size
        return tuple(last[bucket] for last in self._last)

    def wars(self, first: int, last: int) -> list[int]:
        """The battles from `first` to `last` that had a war, in order. Once coarsened,
        the first battle (from `first`) of each bucket that held a war."""
        self._check(first)
        self._check(last)
        if last < first:
            return []
        size = self._size
        buckets = range(first // size, last // size + 1)
        flags = self._war.base[buckets.start:buckets.stop]
        return [max(first, bucket * size) for bucket in compress(buckets, flags)]

    def envelope(self, first: int, last: int, columns: int) -> Envelope:
        """Battles `first` .. `last` summed up in at most `columns` columns (see
        `Envelope`). Column edges fall on whole buckets, or pyramid blocks, so each column
        is a few slices: the cost follows `columns`, not the battles. Once coarsened, a
        column holds whole buckets: the first and last may reach a few battles beyond
        the range (a count shown is always one the game had)."""
        self._check(first)
        self._check(last)
        if last < first or columns < 1:
            raise ValueError(f"no battles from {first} to {last} in {columns} columns")
        size = self._size
        b_first, b_stop = first // size, last // size + 1
        unit = 1  # buckets per block of the level the column edges fall on
        while unit * FAN <= b_stop - b_first and (
                (b_stop - 1) // (unit * FAN) - b_first // (unit * FAN) + 1 >= columns):
            unit *= FAN
        j_first = b_first // unit
        blocks = (b_stop - 1) // unit - j_first + 1
        count = min(columns, blocks)
        edges = [max(b_first, min(b_stop, (j_first + c * blocks // count) * unit))
                 for c in range(count + 1)]
        edges[0], edges[-1] = b_first, b_stop
        spans = list(pairwise(edges))
        low = tuple(tuple(p.over_edges(edges, unit)) for p in self._low)
        high = tuple(tuple(p.over_edges(edges, unit)) for p in self._high)
        war = tuple(self._war.over_edges(edges, unit))
        ends = [min(last, b * size - 1) for _, b in spans]
        if size == 1:  # exact: battle n's counts are the n-th of each seat's array
            end = tuple(tuple(map(counts.__getitem__, ends)) for counts in self._last)
        else:
            end = tuple(zip(*map(self.counts_at, ends), strict=True))
        bounds = (first, *(a * size for a, _ in spans[1:]), last + 1)
        return Envelope(first, last, bounds, low, high, end, war)
