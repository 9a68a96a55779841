"""Tests of hubio (standard library only: runs without the opponents).

Run: python3 -m unittest discover -s bench/arena -p 'test_*.py'
"""

import unittest

from hubio import Board, format_line, move_between, parse_line

START_10 = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww"


class LineTest(unittest.TestCase):
    def test_quoted_values_flags_and_empty_values_are_read(self):
        command, args = parse_line('pos pos=Wbe moves="32-28 19-23" ponder empty=""')
        self.assertEqual(command, "pos")
        self.assertEqual(args, {"pos": "Wbe", "moves": "32-28 19-23", "ponder": None, "empty": ""})
        self.assertEqual(parse_line("  "), ("", {}))

    def test_values_with_spaces_are_quoted_and_read_back(self):
        text = format_line("id", name="py draughts", version="1.0", empty="", flag=None)
        self.assertEqual(text, 'id name="py draughts" version=1.0 empty="" flag')
        self.assertEqual(parse_line(text)[1]["name"], "py draughts")


class BoardTest(unittest.TestCase):
    def test_hub_and_fen_forms_agree(self):
        board = Board.from_hub(START_10)
        self.assertEqual(board.to_fen(), "W:W" + ",".join(map(str, range(31, 51))) + ":B" + ",".join(map(str, range(1, 21))))
        again = Board.from_fen("W:W31-50:B1-20", 50)
        self.assertEqual(again.to_hub(), START_10)
        self.assertEqual(Board.from_fen('[FEN "B:WK4,21:B1."]', 32).to_hub()[:5], "BbeeW")

    def test_bad_positions_are_refused(self):
        for text in ("X" + START_10[1:], START_10[:-1], START_10[:-1] + "q"):
            with self.assertRaises(ValueError):
                Board.from_hub(text)

    def test_quiet_king_moves_are_replayed(self):
        board = Board.from_fen("W:WK46:BK5", 50)
        board.play_quiet("46-41")
        self.assertEqual(board.to_fen(), "B:WK41:BK5")
        with self.assertRaises(ValueError):
            board.play_quiet("5x10x14")


class MoveTest(unittest.TestCase):
    def test_a_capture_is_read_from_two_boards_with_every_captured_square(self):
        before = Board.from_fen("W:W28:B23,13", 50)
        after = Board.from_fen("B:W8:B", 50)
        self.assertEqual(move_between(before, after), "28x8x13x23")

    def test_a_quiet_move_and_a_crowning(self):
        self.assertEqual(move_between(Board.from_fen("W:W32:B1", 50), Board.from_fen("B:W28:B1", 50)), "32-28")
        self.assertEqual(move_between(Board.from_fen("B:W32:B27", 32), Board.from_fen("W:W32:BK31", 32)), "27-31")

    def test_a_circular_capture_needs_the_origin(self):
        before = Board.from_fen("W:WK28:B22,23,32,33", 50)
        after = Board.from_fen("B:WK28:B", 50)
        with self.assertRaises(ValueError):
            move_between(before, after)
        self.assertEqual(move_between(before, after, origin=28), "28x28x22x23x32x33")


class ServeTest(unittest.TestCase):
    def run_session(self, text):
        import subprocess
        import sys

        script = (
            "import hubio; hubio.serve('Test', lambda board, limits: board.to_hub()[:1] + '-' + str(limits))"
        )
        done = subprocess.run(
            [sys.executable, "-c", script], input=text, capture_output=True, text=True, cwd=__file__.rsplit("/", 1)[0] or "."
        )
        return done.stdout.splitlines()

    def test_a_session_is_answered_and_a_bad_position_gets_no_stale_move(self):
        lines = self.run_session(
            f"hub\ninit\npos pos={START_10}\nlevel move-time=0.5\ngo think\npos pos=Wxx\ngo think\nping\nquit\nping\n"
        )
        self.assertEqual(lines[:3], ["id name=Test version=\"\" author=\"\"", "wait", "ready"])
        self.assertEqual(lines[3], "done move=\"W-{'move-time': 0.5}\"")
        self.assertTrue(lines[4].startswith("error message="), lines)
        self.assertTrue(lines[5].startswith("error message=") and "no position" in lines[5], lines)
        self.assertEqual(lines[6:], ["done", "pong"], "nothing after quit")


if __name__ == "__main__":
    unittest.main()
