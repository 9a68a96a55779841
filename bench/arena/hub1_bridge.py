"""A bridge from the Hub protocol version 2 (what the arena speaks) to
version 1, the protocol of Scan 2.0 (2016), for engines that only speak that.

Usage: python hub1_bridge.py <directory> <program> [args...]
runs `<program> [args...]` in <directory> (Scan reads data/ and scan.ini
from there), e.g. `python hub1_bridge.py /opt/scan2 ./scan hub`.

Version 1 lines used (the side to move in a position is w or b, in lower
case; an `error` line is passed on): hub (name/author/country ... wait), init (ready),
new, pos <position>, move <move>, time <ms> (a fixed time a move),
depth <n>, go (answered by `move <move> [<ponder>]`), quit. Its other
output (`init eval`, info lines) is skipped.
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hubio  # noqa: E402


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: hub1_bridge.py <directory> <program> [args...]")
    out = hubio.protocol_output()
    engine = subprocess.Popen(
        sys.argv[2:], cwd=sys.argv[1], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
    )

    def send(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def until(first_word):
        lines = []
        for line in engine.stdout:
            words = line.split()
            lines.append(line.strip())
            if words and words[0] == first_word:
                return words, lines
            if words and words[0] == "error":
                raise ValueError("the engine said: " + line.strip())
        sys.exit(f"hub1_bridge: the engine quit before '{first_word}'")

    send("hub")
    _, lines = until("wait")
    name = next((l.split(None, 1)[1] for l in lines if l.startswith("name ")), "engine")
    send("init")
    until("ready")

    def think(board, limits):
        position = board.to_hub()
        # Version 1 writes the side to move in lower case.
        send("pos " + position[0].lower() + position[1:])
        if "depth" in limits:
            send(f"depth {limits['depth']}")
            send("time 3600000")
        else:
            seconds = limits.get("move-time", limits.get("time", 30.0) / 30)
            send("depth 99")
            send(f"time {max(1, round(seconds * 1000))}")
        send("go")
        words, _ = until("move")
        return words[1]

    hubio.serve(name + " (Hub 1 bridge)", think, new_game=lambda: send("new"), out=out)
    send("quit")


if __name__ == "__main__":
    main()
