# analysis: the analysis board (/analysis); see src/kernel/i18n/catalogue.rs

## The page

analysis-title = Analysis board
analysis-intro = Set up any position, try moves and their alternatives, and ask the engine what it thinks.

## The board editor

analysis-edit = Set up a position
analysis-editor-heading = Set up a position
analysis-editor-help = Pick a piece below, then tap the squares to place it; tap it again to take it off.
analysis-brush-white-man = Light man
analysis-brush-white-king = Light king
analysis-brush-black-man = Dark man
analysis-brush-black-king = Dark king
analysis-brush-erase = Remove
analysis-side-to-move = Side to move
analysis-clear = Clear the board
analysis-start-position = Start position
analysis-finish-editing = Analyse this position
analysis-cancel-editing = Cancel
# The rules do not allow the position set up. $square: the square (`30`, `d8`); $side: `white` (light) or `black` (dark).
analysis-refused-man-on-crowning-row = A man on { $square } would already be a king: make it a king or move it.
# $count: the pieces of that side on the board; $max: how many the rule set starts with.
analysis-refused-too-many = { $side ->
    [white] Light
   *[black] Dark
 } has { $count } pieces, more than the { $max } it starts with here.

## Moving through the moves

analysis-moves = Moves
analysis-no-moves = Make a move on the board to start.
analysis-start = Start
analysis-back = Back
analysis-forward = Forward
analysis-end = End
analysis-promote = Make main line
analysis-delete = Delete from here
# The move list's name for screen readers.
analysis-move-list = Moves and variations

## The engine

analysis-engine-on = Ask the engine
analysis-engine-off = Hide the engine
analysis-engine-thinking = The engine is thinking…
analysis-engine-nothing = No move: the game is over here.
analysis-best-moves = The engine's best moves
# Plays the first move of one of the engine's lines. $move: the move (`22-18`).
analysis-play-move = Play { $move }

## The evaluation in words. $side: `white` (light) or `black` (dark).

analysis-level = The position is level.
analysis-better = { $side ->
    [white] Light
   *[black] Dark
 } is better
analysis-winning = { $side ->
    [white] Light
   *[black] Dark
 } is winning
# $moves: the moves of both sides to the win, as a player counts them.
# A win the endgame tables prove (they give no count of moves).
analysis-wins = { $side ->
    [white] Light
   *[black] Dark
 } wins by force
analysis-wins-in = { $side ->
    [white] Light
   *[black] Dark
 } wins by force in { $moves ->
    [one] one move
   *[other] { $moves } moves
 }
# Why, from the pieces on the board. $count: how many more.
analysis-men-up = { $count ->
    [one] a man up
   *[other] { $count } men up
 }
analysis-kings-up = { $count ->
    [one] a king up
   *[other] { $count } kings up
 }
# The evaluation and its reason: `Light is winning: a man up.` $standing: analysis-better, -winning or -wins-in; $reason: analysis-men-up or -kings-up.
analysis-standing-because = { $standing }: { $reason }.
# The evaluation without a reason on the board.
analysis-standing = { $standing }.
analysis-table-win = The endgame tables: { $side ->
    [white] Light
   *[black] Dark
 } wins with best play.
analysis-table-draw = The endgame tables: a draw with best play.

## In and out

analysis-copy-fen = Copy FEN
analysis-copy-pdn = Copy PDN
analysis-copy-link = Copy link
analysis-download-pdn = Download PDN
analysis-paste = Paste a FEN position or a PDN game
analysis-open = Open
analysis-copied = Copied.
analysis-copy-failed = Could not copy: select the text and copy it.
analysis-link-cut = The link's moves stop at one that cannot be played here: the moves before it are shown.
analysis-link-broken = The link could not be read: the start position is shown.
# The link from another page (a game, the review) to the analysis board on the position it shows.
analysis-open-here = Analyse
