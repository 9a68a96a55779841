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
reason-list-or = { $rest } или { $last }

## Why a move is refused: choosing the piece and the square

# The player gave no square at all.
reason-no-squares = Выберите шашку, которой хотите сходить.

# A square this board does not have (a 10×10 number on an 8×8 board).
# $square: the square.
reason-off-board = На этой доске нет поля { $square }.

# The side to move has no legal move left: it has lost.
# $side: `white` (light) or `black` (dark).
reason-no-legal-move = { $side ->
    [white] У белых не осталось ходов: партия окончена.
   *[black] У чёрных не осталось ходов: партия окончена.
}

# There is no piece on the start square. $square: the square.
reason-empty-square = На поле { $square } нет шашки.

# The piece on the start square is the opponent's. $square: the square.
reason-opponent-piece = На поле { $square } стоит шашка соперника.

# The piece on the start square has no move at all. $square: the square.
reason-piece-cannot-move = Шашке на поле { $square } сейчас некуда ходить.

# Only a start square was given: the player must now choose where it goes.
# $from: the start square. $squares: where it may go, a list made with
# reason-list-or ("17 or 18").
reason-no-destination = Теперь выберите, куда пойдёт шашка с поля { $from }: { $squares }.

## Why a move is refused: moving

# Two squares of the move are not on one diagonal.
# $from, $to: the two squares.
reason-not-diagonal = Поля { $from } и { $to } не лежат на одной диагонали.
# Turkish: a step of the path that is not along one row or one column.
# $from, $to: the two squares.
reason-not-orthogonal = Поля { $from } и { $to } не лежат на одной горизонтали или вертикали: в турецких шашках по диагонали не ходят.

# A man tried to move backwards. $from, $to: the move's squares; the text
# writes the move as "$from-$to" (22-26).
reason-man-moves-forward-only = Простая шашка ходит только вперёд, а { $from }-{ $to } — это ход назад.
# Turkish: a man moves and captures forwards or sideways, and this goes
# backwards. $from, $to: the two squares of the move (d4-d3).
reason-man-never-moves-backwards = Простая шашка ходит вперёд или в сторону, но никогда назад, а { $from }-{ $to } — это ход назад.

# A man tried to move more than one square.
reason-man-moves-one-square = Простая шашка ходит только на одно поле.

# A king tried to move more than one square in a rule set where kings are
# short (English checkers, Italian).
reason-king-moves-one-square = По этим правилам дамка тоже ходит только на одно поле.

# The destination square is occupied. $square: the square.
reason-occupied = Поле { $square } уже занято.

# A flying king's way goes through a piece.
# $from, $to: the move's squares. $blocker: the square of the piece in the way.
reason-path-blocked = Путь с { $from } на { $to } загораживает шашка на поле { $blocker }.

## Why a move is refused: which capture to play

# A capture is possible, so the player must capture.
# $squares: the squares of the pieces that can capture, a list made with
# reason-list-or ("22, 23 or 24").
reason-capture-is-compulsory = Бить обязательно: бейте шашкой с поля { $squares }.

# The majority law: the capture taking the most pieces must be played.
# $count: the pieces this capture takes. $most: the pieces the best capture
# takes. $move: that capture in notation (22x13x6).
reason-majority-law = Правило большинства: бить нужно наибольшее количество шашек. Этот ход бьёт { $count } { $count ->
    [one] шашку
    [few] шашки
    [many] шашек
   *[other] шашки
}, а { $move } — { $most }.

# The Italian (and Spanish) law: between captures of as many pieces, the one
# taking the most kings must be played.
# $count: the kings this capture takes. $most: the kings the best capture
# takes. $move: that capture in notation.
reason-more-kings-must-be-taken = Из взятий с одинаковым числом шашек нужно выбрать то, где бьётся больше дамок. Этот ход бьёт { $count } { $count ->
    [one] дамку
    [few] дамки
    [many] дамок
   *[other] дамки
}, а { $move } — { $most }.

# The Italian (and Spanish) law: between otherwise equal captures, the king
# must be the one capturing. $move: such a capture in notation.
reason-king-must-capture = Из равноценных взятий нужно выбрать то, где бьёт дамка: сыграйте { $move }.

## Why a move is refused: capturing

# Italian rules: a man may not capture a king. $square: the king's square.
reason-man-cannot-capture-king = По этим правилам простая шашка не может бить дамку (дамка на поле { $square }).

# Men capture only forwards in this rule set (English checkers, Italian).
# $from, $to: the capture's squares; the text writes it "$from x $to" (15x22).
reason-men-capture-forward-only = По этим правилам простые шашки бьют только вперёд, а { $from }x{ $to } — это взятие назад.

# The capture jumps one of the player's own pieces. $square: that piece's square.
reason-jumps-own-piece = Через свою шашку перепрыгивать нельзя (она на поле { $square }).

# The capture jumps a piece it already jumped. $square: that piece's square.
reason-jumped-twice = Через шашку на поле { $square } вы уже перепрыгнули: одну и ту же шашку дважды бить нельзя.

# A captured piece leaves the board only when the move ends (the Turkish
# strike rule), so it still blocks the way. $square: the captured piece's square.
reason-captured-piece-blocks = Побитая шашка на поле { $square } снимается с доски только в конце хода, а до тех пор загораживает путь.
# Turkish: the path jumps a square whose piece this capture already took;
# it left the board at once. $square: that square.
reason-captured-piece-gone = Шашку на поле { $square } уже побили в этом ходе, и она снята с доски: перепрыгивать там нечего.
# Turkish: between two jumps the capturing piece turns straight back the
# way it came. $square: the square where it turns.
reason-turns-back = На поле { $square } взятие разворачивается назад, туда, откуда пришло, а так нельзя.

# One jump goes over two pieces. $first, $second: their squares.
reason-two-pieces-at-once = Нельзя перепрыгнуть сразу через две шашки ({ $first } и { $second }).

# A step of a capture jumps no piece. $from, $to: the step's squares.
reason-no-piece-jumped = Между полями { $from } и { $to } нет шашки, которую можно побить.

# A man jumps only a piece next to it and lands on the square right behind it.
reason-man-jumps-adjacent-only = Простая шашка бьёт только соседнюю шашку и встаёт на поле сразу за ней.

# The same for a king, in a rule set where kings are short (English
# checkers, Italian).
reason-king-jumps-adjacent-only = По этим правилам дамка бьёт только соседнюю шашку и встаёт на поле сразу за ней.

# The square a jump lands on is occupied. $square: the square.
reason-landing-occupied = Поле { $square }, на которое вы хотите встать после взятия, занято.

# A flying king must land where it can capture again.
# $squares: where it may land, a list made with reason-list-or.
# $square: where the player tried to land.
reason-must-land-where-capture-continues = Дамка должна встать туда, откуда можно бить дальше: на { $squares }, а не на { $square }.

# The capture stopped although more pieces can be taken.
# $square: where it stopped. $squares: where it may go on to, a list made
# with reason-list-or.
reason-capture-must-go-on = Взятие на поле { $square } не заканчивается: бейте дальше, на { $squares }.

# A man crowned during a capture stops there, in this rule set.
# $square: the crowning square.
reason-crowned-move-ends = Шашка проходит в дамки на поле { $square }, и на этом ход заканчивается.

# The move already ended, yet the path goes on. $square: where it ended.
reason-move-ended = Ход уже закончился на поле { $square }.

# None of the rules above explains it (it should not happen).
reason-not-a-move = Такой ход здесь невозможен.

## How a game ended

# A side won by taking all the other side's pieces.
# $winner: `white` (light) or `black` (dark).
reason-win-no-pieces = { $winner ->
    [white] Белые выиграли: у чёрных не осталось шашек.
   *[black] Чёрные выиграли: у белых не осталось шашек.
}

# A side won because the other side has no move (its pieces are blocked).
# $winner: `white` (light) or `black` (dark).
reason-win-blocked = { $winner ->
    [white] Белые выиграли: у чёрных не осталось ходов.
   *[black] Чёрные выиграли: у белых не осталось ходов.
}

# A side won because the other side resigned; the one who resigned is named
# by colour. $winner: `white` (light) or `black` (dark).
reason-win-resignation = { $winner ->
    [white] Белые выиграли: чёрные сдались.
   *[black] Чёрные выиграли: белые сдались.
}

# A draw: too many king moves in a row without a capture.
reason-draw-king-moves = Ничья: слишком много ходов подряд одними дамками без взятий.
reason-draw-no-progress = Ничья: слишком много ходов подряд без взятий и без продвижения простых вперёд.

# A draw: the same position three times.
reason-draw-repetition = Ничья: одна и та же позиция повторилась три раза.

# A draw both players agreed to.
reason-draw-agreement = Ничья по соглашению.
# A Turkish game ends drawn as soon as each side has a single piece, man or king.
reason-draw-one-piece-each = Ничья: у каждой стороны осталось по одной шашке.
