# Why a pasted or opened game, position or progress file was refused:
# src/kernel/i18n/pdn_errors.rs (FEN and PDN) and
# src/settings/progress_texts.rs (importing progress). A `$side` is
# `white` (the light pieces) or `black` (the dark).

## Opening a game or a position (Play page)

# The box was empty when the player asked to open it.
pdn-nothing-pasted = Paste a PDN game or a FEN position.

# A FEN position that cannot be opened. $reason: one of the pdn-fen-* or
# pdn-not-a-square / pdn-off-board messages below.
pdn-invalid-fen = Invalid FEN position: { $reason }.

# A PDN game that cannot be opened. $line: the line of the text (from 1);
# $reason: what is wrong (pdn-bad-tag … pdn-no-game below).
pdn-invalid-pdn = Invalid PDN (line { $line }): { $reason }.

# A PDN game read fine, but one of its moves cannot be played on.
# $move: the move as written (22-18); $reason: pdn-game-already-over or
# pdn-not-a-legal-move.
pdn-invalid-replay = Invalid PDN: { $move }: { $reason }.

# Why a move of a PDN game cannot be played: the game had already ended by
# the rules. $outcome: how it ended (for instance "light won: dark resigned").
pdn-game-already-over = the game was already over ({ $outcome })

# Why a move of a PDN game cannot be played: the rules do not allow it.
pdn-not-a-legal-move = not a legal move

## What is wrong in a FEN position (after "Invalid FEN position:")

# The FEN text is empty.
pdn-fen-empty = it is empty

# The side to move is not W or B. $text: what was written instead.
pdn-fen-bad-side = the side to move '{ $text }' is neither W nor B

# A part of the FEN is not "W" or "B" and a list of squares. $text: that part.
pdn-fen-bad-section = the part '{ $text }' is not W or B followed by squares

# One side's pieces are given twice. $side: white (light) or black (dark).
pdn-fen-colour-twice = the { $side ->
    [white] light
   *[black] dark
    } pieces are listed twice

# A square is named twice. $square: its number.
pdn-fen-square-twice = square { $square } is listed twice

# A man stands on the row where it would have been crowned. $square: its number.
pdn-fen-man-on-promotion-row = the man on square { $square } would already be a king

# More pieces of one side than the rule set starts with. $count: how many
# are given (always more than $max); $side: white (light) or black (dark);
# $max: how many each side starts with.
pdn-fen-too-many-pieces = { $count } { $side ->
    [white] light
   *[black] dark
    } pieces, more than the { $max } this rule set starts with

## Squares, in a FEN position or a move

# Text that should be a square number. $text: the text.
pdn-not-a-square = '{ $text }' is not a square

# A square number the board does not have. $square: the number.
pdn-off-board = square { $square } is not on this board

## What is wrong in a PDN game (after "Invalid PDN (line 3):")

# A tag that is not of the form [Name "value"] (PDN syntax: keep the brackets
# and quotes). $tag: the tag as written.
pdn-bad-tag = the tag '{ $tag }' is not of the form [Name "value"]

# A GameType or Variant tag that names no rule set of the app. $tag: the
# tag's name; $value: its value.
pdn-unknown-game-type = { $tag } '{ $value }' is not one of Damas's rule sets

# The game's FEN tag is wrong. $reason: one of the FEN messages above.
pdn-in-fen = in its FEN position, { $reason }

# A move of the game that cannot be read or played. $number: the move's
# number in the game; $side: who plays it, white (light) or black (dark);
# $move: the move as written; $reason: one of the pdn-move-* messages or
# pdn-not-a-square / pdn-off-board.
pdn-move = move { $number } of { $side ->
    [white] light
   *[black] dark
    }, { $move }: { $reason }

# A comment opened with "{" and never closed.
pdn-unterminated-comment = a comment opened with '{"{"}' is never closed

# A variation opened with "(" and never closed.
pdn-unterminated-variation = a variation opened with '(' is never closed

# A ")", "}" or "]" that closes nothing. $char: that character.
pdn-unexpected = '{ $char }' closes nothing

# The text has no game in it.
pdn-no-game = there is no game in the text

## What is wrong in a move of a PDN game (after "move 3 of light, 22-18:")

# The move has no squares.
pdn-move-empty = an empty move

# The move names fewer than two squares.
pdn-move-too-short = a move needs two squares

# No legal move follows the squares written.
pdn-move-illegal = not a legal move in that position

# Several legal captures follow the squares written. $moves: each one in
# full, separated by commas (1x10x19, 1x12x19).
pdn-move-ambiguous = ambiguous, write every landing square: { $moves }

## Importing progress (Settings page)

# A progress file was refused. $reason: one of the progress-* messages below.
progress-import-refused = File not imported, nothing was changed: { $reason }.

# The file is larger than the browser can keep.
progress-too-big = the file is too large

# The file is not a progress file exported by this app.
progress-not-an-export = it is not a file exported by Damas

# The file was exported by another app.
progress-other-app = the file belongs to another app

# The file was made by a newer version of the app.
progress-newer-format = it was made by a newer version of Damas; reload the page and try again

# The file holds no data.
progress-empty = the file is empty

# The file holds a key that is not one of the app's. $key: that key.
progress-bad-key = it holds an unknown key ({ $key })

# The data under one key cannot be read. $key: that key.
progress-bad-value = the data under { $key } is damaged

# The browser refused to store the data (full or blocked).
progress-storage = the browser refused to save it
