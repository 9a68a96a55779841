# The engine's verdicts in words (src/kernel/i18n/reasons.rs): why a move is
# refused, and how a game ended. A learner reads these right after trying a
# move, so they explain the rule, kindly and briefly.
#
# Placeholders: a square is given by its name as the board shows it, a
# number (`22`) or a coordinate (`c3`); a move in notation (`22-17`,
# `14x21`, `22x13x6`) is kept as it is.

## Lists of squares

# The end of a list of squares: "15 or 24", "15, 24 or 31".
# $rest: the squares before the last one, already joined by commas ("15, 24").
# $last: the last square. A number when the square has one, so a language
# may choose its word by it (Spanish writes "7 u 8", "10 u 11").
reason-list-or = { $rest } or { $last }

## Why a move is refused: choosing the piece and the square

# The player gave no square at all.
reason-no-squares = Pick a piece to move.

# A square this board does not have (a 10×10 number on an 8×8 board).
# $square: the square.
reason-off-board = Square { $square } is not on this board.

# The side to move has no legal move left: it has lost.
# $side: `white` (light) or `black` (dark).
reason-no-legal-move = { $side ->
    [white] Light has no move left: the game is over.
   *[black] Dark has no move left: the game is over.
}

# There is no piece on the start square. $square: the square.
reason-empty-square = There is no piece on { $square }.

# The piece on the start square is the opponent's. $square: the square.
reason-opponent-piece = The piece on { $square } belongs to your opponent.

# The piece on the start square has no move at all. $square: the square.
reason-piece-cannot-move = The piece on { $square } has nowhere to go right now.

# Only a start square was given: the player must now choose where it goes.
# $from: the start square. $squares: where it may go, a list made with
# reason-list-or ("17 or 18").
reason-no-destination = Now choose where { $from } goes: { $squares }.

## Why a move is refused: moving

# Two squares of the move are not on one diagonal.
# $from, $to: the two squares.
reason-not-diagonal = { $from } and { $to } are not on the same diagonal.
# Turkish: a step of the path that is not along one row or one column.
# $from, $to: the two squares.
reason-not-orthogonal = { $from } and { $to } are not on the same row or column: in Turkish draughts nothing moves diagonally.

# A man tried to move backwards. $from, $to: the move's squares; the text
# writes the move as "$from-$to" (22-26).
reason-man-moves-forward-only = A man only moves forwards: { $from }-{ $to } goes backwards.
# Turkish: a man moves and captures forwards or sideways, and this goes
# backwards. $from, $to: the two squares of the move (d4-d3).
reason-man-never-moves-backwards = A man moves forwards or sideways, never backwards: { $from }-{ $to } goes backwards.

# A man tried to move more than one square.
reason-man-moves-one-square = A man moves one square at a time.

# A king tried to move more than one square in a rule set where kings are
# short (English checkers, Italian).
reason-king-moves-one-square = In this rule set a king moves one square at a time.

# The destination square is occupied. $square: the square.
reason-occupied = Square { $square } is already taken.

# A flying king's way goes through a piece.
# $from, $to: the move's squares. $blocker: the square of the piece in the way.
reason-path-blocked = The piece on { $blocker } blocks the way from { $from } to { $to }.

## Why a move is refused: which capture to play

# A capture is possible, so the player must capture.
# $squares: the squares of the pieces that can capture, a list made with
# reason-list-or ("22, 23 or 24").
reason-capture-is-compulsory = Capturing is compulsory: capture with the piece on { $squares }.

# The majority law: the capture taking the most pieces must be played.
# $count: the pieces this capture takes. $most: the pieces the best capture
# takes. $move: that capture in notation (22x13x6).
reason-majority-law = Majority rule: this capture takes { $count } { $count ->
    [one] piece
   *[other] pieces
}, but { $move } takes { $most }.

# The Italian (and Spanish) law: between captures of as many pieces, the one
# taking the most kings must be played.
# $count: the kings this capture takes. $most: the kings the best capture
# takes. $move: that capture in notation.
reason-more-kings-must-be-taken = Between captures of the same size, the one taking more kings must be played: this takes { $count }, { $move } takes { $most }.

# The Italian (and Spanish) law: between otherwise equal captures, the king
# must be the one capturing. $move: such a capture in notation.
reason-king-must-capture = Between equal captures, the king must be the one capturing: play { $move }.

## Why a move is refused: capturing

# Italian rules: a man may not capture a king. $square: the king's square.
reason-man-cannot-capture-king = In this rule set a man may not capture a king (the king on { $square }).

# Men capture only forwards in this rule set (English checkers, Italian).
# $from, $to: the capture's squares; the text writes it "$from x $to" (15x22).
reason-men-capture-forward-only = In this rule set men only capture forwards: { $from }x{ $to } goes backwards.

# The capture jumps one of the player's own pieces. $square: that piece's square.
reason-jumps-own-piece = You can't jump your own piece (on { $square }).

# The capture jumps a piece it already jumped. $square: that piece's square.
reason-jumped-twice = The piece on { $square } was already jumped: no piece is jumped twice.

# A captured piece leaves the board only when the move ends (the Turkish
# strike rule), so it still blocks the way. $square: the captured piece's square.
reason-captured-piece-blocks = The piece captured on { $square } stays until the move ends, and until then it's in the way.
# Turkish: the path jumps a square whose piece this capture already took;
# it left the board at once. $square: that square.
reason-captured-piece-gone = The piece on { $square } was already captured in this move and is off the board: there is nothing there to jump.
# Turkish: between two jumps the capturing piece turns straight back the
# way it came. $square: the square where it turns.
reason-turns-back = On { $square } the capture turns straight back the way it came, and that is not allowed.

# One jump goes over two pieces. $first, $second: their squares.
reason-two-pieces-at-once = You can't jump two pieces at once ({ $first } and { $second }).

# A step of a capture jumps no piece. $from, $to: the step's squares.
reason-no-piece-jumped = There is no piece to capture between { $from } and { $to }.

# A man jumps only a piece next to it and lands on the square right behind it.
reason-man-jumps-adjacent-only = A man captures only a neighbouring piece, landing just behind it.

# The same for a king, in a rule set where kings are short (English
# checkers, Italian).
reason-king-jumps-adjacent-only = In this rule set a king captures only a neighbouring piece, landing just behind it.

# The square a jump lands on is occupied. $square: the square.
reason-landing-occupied = The landing square { $square } is taken.

# A flying king must land where it can capture again.
# $squares: where it may land, a list made with reason-list-or.
# $square: where the player tried to land.
reason-must-land-where-capture-continues = The king must stop where the capture can go on: on { $squares }, not on { $square }.

# The capture stopped although more pieces can be taken.
# $square: where it stopped. $squares: where it may go on to, a list made
# with reason-list-or.
reason-capture-must-go-on = The capture doesn't stop on { $square }: go on to { $squares }.

# A man crowned during a capture stops there, in this rule set.
# $square: the crowning square.
reason-crowned-move-ends = The man is crowned on { $square } and the move ends there.

# The move already ended, yet the path goes on. $square: where it ended.
reason-move-ended = The move already ended on { $square }.

# None of the rules above explains it (it should not happen).
reason-not-a-move = That move isn't possible here.

## How a game ended

# A side won by taking all the other side's pieces.
# $winner: `white` (light) or `black` (dark).
reason-win-no-pieces = { $winner ->
    [white] Light wins: the other side has no pieces left.
   *[black] Dark wins: the other side has no pieces left.
}

# A side won because the other side has no move (its pieces are blocked).
# $winner: `white` (light) or `black` (dark).
reason-win-blocked = { $winner ->
    [white] Light wins: the other side has no move left.
   *[black] Dark wins: the other side has no move left.
}

# A side won because the other side resigned; the one who resigned is named
# by colour. $winner: `white` (light) or `black` (dark).
reason-win-resignation = { $winner ->
    [white] Light wins: dark resigned.
   *[black] Dark wins: light resigned.
}

# A draw: too many king moves in a row without a capture.
reason-draw-king-moves = Draw: too many king-only moves in a row without a capture.
reason-draw-no-progress = Draw: too many moves in a row without a capture or a man stepping forwards.

# A draw: the same position three times.
reason-draw-repetition = Draw: the same position came up three times.

# A draw both players agreed to.
reason-draw-agreement = Draw by agreement.
# A Turkish game ends drawn as soon as each side has a single piece, man or king.
reason-draw-one-piece-each = Draw: each side has one piece left.
