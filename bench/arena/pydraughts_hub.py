"""py-draughts 1.10.1 (PyPI, import `draughts`) speaking the Hub protocol.

Usage: python pydraughts_hub.py <rule-set>, the rule set one of
international (its TurboEngine), brazilian or russian (its SimpleEngine).
A move-time becomes the engine's time limit; `level depth=N` its depth
limit instead. py-draughts numbers these boards as our engine does (checked
by the arena's referee on every move).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hubio  # noqa: E402


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("international", "brazilian", "russian"):
        sys.exit("usage: pydraughts_hub.py international|brazilian|russian")
    rule_set = sys.argv[1]
    out = hubio.protocol_output()
    import draughts
    from draughts.engines.simple import SimpleEngine
    from draughts.engines.turbo import TurboEngine

    boards = {
        "international": draughts.StandardBoard,
        "brazilian": draughts.BrazilianBoard,
        "russian": draughts.RussianBoard,
    }
    board_class = boards[rule_set]
    squares = 50 if rule_set == "international" else 32

    def think(board, limits):
        if board.squares != squares:
            raise ValueError(f"a {board.squares}-square position for {rule_set}")
        depth = limits.get("depth")
        seconds = None if depth else limits.get("move-time", limits.get("time", 30.0) / 30)
        if rule_set == "international":
            engine = TurboEngine(depth_limit=depth, time_limit=seconds)
        else:
            engine = SimpleEngine(depth_limit=depth or 64, time_limit=seconds)
        position = board_class.from_fen(board.to_fen())
        move = engine.get_best_move(position)
        origin = move.square_list[0] + 1
        position.push(move)
        after = hubio.Board.from_fen(position.fen, squares)
        return hubio.move_between(board, after, origin=origin)

    hubio.serve(f"py-draughts {rule_set}", think, version=draughts.__version__, author="Michal Skibinski", out=out)


if __name__ == "__main__":
    main()
