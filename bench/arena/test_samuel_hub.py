"""Tests of the Samuel adapter's position setting, against a stand-in for
Samuel's FEN reader (Samuel itself is not installed where the tests run).

Run: python3 -m unittest discover -s bench/arena -p 'test_*.py'
"""

import unittest

from hubio import Board
from samuel_hub import set_position


class FenBuffer:
    """Reads a FEN as Samuel 0.1.9 does: the text is copied over a buffer
    that keeps the rest of an earlier, longer FEN, and read up to a '.' or
    the buffer's end."""

    def __init__(self):
        self.buffer = ""
        self.board = None

    def setposfromFEN(self, text):
        self.buffer = text + self.buffer[len(text):]
        end = self.buffer.find(".")
        self.board = Board.from_fen(self.buffer if end < 0 else self.buffer[:end], 32)

    def getFEN(self):
        return self.board.to_fen() + "."


class SetPositionTest(unittest.TestCase):
    def test_a_short_fen_after_a_long_one_gets_no_stale_piece(self):
        engine = FenBuffer()
        # The board of a forfeit in a match against Samuel: Samuel read the
        # man on 8 from the FEN it had been given before.
        set_position(engine, Board.from_fen("B:WK15,20,K25:BK1,8", 32))
        short = Board.from_fen("B:WK15,20,K25:BK1", 32)
        set_position(engine, short)
        self.assertEqual(engine.board.pieces, short.pieces)

    def test_a_board_samuel_does_not_hold_is_refused_with_both_boards(self):
        class Stuck(FenBuffer):
            def getFEN(self):
                return "W:W32:B1."

        with self.assertRaises(ValueError) as raised:
            set_position(Stuck(), Board.from_fen("B:W20:BK1", 32))
        self.assertIn("B:W20:BK1", str(raised.exception))
        self.assertIn("it holds W:W32:B1", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
