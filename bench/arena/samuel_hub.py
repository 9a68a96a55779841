"""Samuel 0.1.9 (english checkers, from PyPI) speaking the Hub protocol.

Samuel's C++ engine (with its opening book and 2-4 piece endgame
databases) is driven through its Python module `samuel.engine`; its own GUI
is not used. Samuel's time limit is a whole number of seconds: a move-time is
rounded to the nearest second, at least 1 s, and it counts CPU time (hence
`damas arena --cpu-time` for our side). `level depth=N` searches N plies
with an hour's time limit.

Samuel's `setposfromFEN` reads a FEN up to its closing '.': without one it
reads on into what is left of a longer FEN it was given before, and so can
add a piece that is not on the board. The adapter always closes the FEN
with '.', reads the board back, and refuses to search a board that is not
the one sent (an `error` line and a `done` without a move; the arena then
sends the position once more).

Usage: python samuel_hub.py
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hubio  # noqa: E402

RED, WHITE = 1, 2  # Samuel's colours: Red moves first (Black in PDN).


def set_position(engine, board):
    """Sets Samuel's board to `board`, or raises ValueError naming the board
    Samuel holds instead."""
    # The closing '.' ends Samuel's reading of the FEN (see above).
    engine.setposfromFEN(board.to_fen() + ".")
    now = hubio.Board.from_fen(engine.getFEN(), 32)
    if now.side != board.side or now.pieces != board.pieces:
        raise ValueError(f"Samuel does not take the position {board.to_fen()}: it holds {now.to_fen()}")


def main():
    out = hubio.protocol_output()  # Samuel prints as it loads
    from samuel import engine

    data = os.path.join(sys.prefix, "share", "samuel", "data")
    paths = [os.path.join(data, f) for f in ("opening.gbk", "2pc.cdb", "3pc.cdb", "4pc.cdb")]
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        sys.exit(f"samuel_hub: missing {missing}; run bench/arena/setup")
    engine.init(*paths)

    def think(board, limits):
        if board.squares != 32:
            raise ValueError("Samuel plays english checkers only (32 squares)")
        if "depth" in limits:
            engine.setlevel(3, max(1, min(52, limits["depth"])), 3600)
        else:
            seconds = limits.get("move-time", limits.get("time", 30.0) / 30)
            engine.setlevel(3, 52, max(1, round(seconds)))
        set_position(engine, board)
        colour = RED if board.side == "B" else WHITE
        engine.setcomputercolour(colour)
        engine.cmove(str(colour))
        after = hubio.Board.from_fen(engine.getFEN(), 32)
        return hubio.move_between(board, after)

    hubio.serve("Samuel", think, version="0.1.9", author="John Cheetham", out=out)


if __name__ == "__main__":
    main()
