"""The Hub protocol for the arena's adapters: lines, positions, moves and the
command loop. Standard library only.

A Hub position is the side to move (W or B) and one letter per square, in
square order: w/b men, W/B kings, e empty. A move is 32-28, or a capture
with its origin, destination and every captured square: 28x19x23.
"""

import os
import re
import sys


def protocol_output():
    """The protocol's output stream. Whatever a library prints on standard
    output (C++ engines do) is sent to standard error instead, so that it
    never mixes with the protocol."""
    sys.stdout.flush()
    fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return os.fdopen(fd, "w", buffering=1)


def parse_line(text):
    """'pos pos=W... moves="a b"' -> ('pos', {'pos': 'W...', 'moves': 'a b'});
    a flag gets the value None."""
    words = []
    for m in re.finditer(r'([^\s=]+)(=("([^"]*)"|\S*))?', text.strip()):
        name, has_value, raw, quoted = m.group(1), m.group(2), m.group(3), m.group(4)
        if has_value is None:
            words.append((name, None))
        else:
            words.append((name, quoted if raw.startswith('"') else raw))
    if not words:
        return "", {}
    return words[0][0], dict(words[1:])


def format_line(command, **args):
    """format_line('done', move='32-28') -> 'done move=32-28'."""
    parts = [command]
    for name, value in args.items():
        name = name.replace("_", "-")
        if value is None:
            parts.append(name)
        else:
            value = str(value)
            if value == "" or re.search(r'[\s="]', value):
                value = '"' + value.replace('"', "") + '"'
            parts.append(f"{name}={value}")
    return " ".join(parts)


class Board:
    """A position: side to move ('W' or 'B'), the number of squares, and the
    piece letter ('w', 'b', 'W', 'B') on each occupied square."""

    def __init__(self, side, squares, pieces):
        self.side = side
        self.squares = squares
        self.pieces = dict(pieces)

    @staticmethod
    def from_hub(text):
        text = text.strip()
        if not text or text[0] not in "WB" or len(text) not in (33, 51):
            raise ValueError(f"not a Hub position: {text!r}")
        pieces = {}
        for n, c in enumerate(text[1:], start=1):
            if c in "wbWB":
                pieces[n] = c
            elif c != "e":
                raise ValueError(f"bad letter {c!r} on square {n}")
        return Board(text[0], len(text) - 1, pieces)

    def to_hub(self):
        return self.side + "".join(self.pieces.get(n, "e") for n in range(1, self.squares + 1))

    @staticmethod
    def from_fen(fen, squares):
        """Reads a PDN FEN such as 'W:W21,K22:B1-12' (a trailing '.' and
        brackets are ignored)."""
        fen = fen.strip().replace('[FEN "', "").replace('"]', "").strip().strip(".")
        fields = fen.split(":")
        side = fields[0].strip().upper()
        pieces = {}
        for field in fields[1:]:
            field = field.strip()
            if not field:
                continue
            colour, rest = field[0].upper(), field[1:]
            for item in filter(None, (i.strip() for i in rest.split(","))):
                king = item.upper().startswith("K")
                item = item.lstrip("Kk")
                if "-" in item:
                    low, high = (int(x) for x in item.split("-"))
                    numbers = range(low, high + 1)
                else:
                    numbers = [int(item)]
                for n in numbers:
                    letter = colour.lower() if colour in "WB" else None
                    if letter is None:
                        raise ValueError(f"bad FEN colour in {fen!r}")
                    pieces[n] = letter.upper() if king else letter
        return Board(side, squares, pieces)

    def to_fen(self):
        def side(colour):
            items = [("K" if p.isupper() else "") + str(n) for n, p in sorted(self.pieces.items()) if p.lower() == colour]
            return ",".join(items)

        return f"{self.side}:W{side('w')}:B{side('b')}"

    def play_quiet(self, move):
        """Plays a quiet move (the king moves a pos command lists)."""
        if "x" in move:
            raise ValueError(f"only quiet moves can follow a position: {move}")
        origin, target = (int(x) for x in move.split("-"))
        piece = self.pieces.pop(origin)
        self.pieces[target] = piece
        self.side = "B" if self.side == "W" else "W"


def move_between(before, after, origin=None):
    """The Hub text of the move that turns `before` into `after`, found by
    comparing the boards. `origin` names the moving piece when it comes back
    to its own square (a circular capture), where the boards cannot tell."""
    mover = before.side.lower()
    own_before = {n for n, p in before.pieces.items() if p.lower() == mover}
    own_after = {n for n, p in after.pieces.items() if p.lower() == mover}
    left = sorted(own_before - own_after)
    arrived = sorted(own_after - own_before)
    captured = sorted(n for n, p in before.pieces.items() if p.lower() != mover and n not in after.pieces)
    if len(left) == 1 and len(arrived) == 1:
        origin, target = left[0], arrived[0]
    elif not left and not arrived and origin is not None:
        target = origin
    else:
        raise ValueError(f"cannot tell the move from {before.to_fen()} to {after.to_fen()}")
    if captured:
        return f"{origin}x{target}" + "".join(f"x{n}" for n in captured)
    return f"{origin}-{target}"


def serve(name, think, new_game=None, version="", author="", out=None):
    """Answers Hub commands on standard input until quit or its end.
    think(board, limits) returns a Hub move; limits holds the floats
    'move-time' (seconds), 'time' and the ints 'depth', 'nodes' that the last
    level line gave. `out` is protocol_output() if it was taken already."""
    out = out or protocol_output()
    board = None
    limits = {}

    def say(command, **args):
        out.write(format_line(command, **args) + "\n")
        out.flush()

    for text in sys.stdin:
        command, args = parse_line(text)
        try:
            if command == "hub":
                say("id", name=name, version=version, author=author)
                say("wait")
            elif command == "init":
                say("ready")
            elif command == "new-game":
                if new_game:
                    new_game()
            elif command == "ping":
                say("pong")
            elif command == "pos":
                board = None  # no answer from a stale position
                board = Board.from_hub(args["pos"])
                for move in (args.get("moves") or "").split():
                    board.play_quiet(move)
            elif command == "level":
                limits = {}
                for key in ("move-time", "time"):
                    if args.get(key):
                        limits[key] = float(args[key])
                for key in ("depth", "nodes"):
                    if args.get(key):
                        limits[key] = int(args[key])
            elif command == "go":
                if board is None:
                    raise ValueError("no position to search")
                say("done", move=think(board, limits))
            elif command == "quit":
                return
        except Exception as e:  # the engine goes on; the referee decides
            say("error", message=f"{type(e).__name__}: {e}")
            if command == "go":
                say("done")
