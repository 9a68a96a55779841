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
reason-list-or = { $rest } { $last ->
    [8] u
    [11] u
   *[other] o
} { $last }

## Why a move is refused: choosing the piece and the square

# The player gave no square at all.
reason-no-squares = Elige una pieza para mover.

# A square this board does not have (a 10×10 number on an 8×8 board).
# $square: the square.
reason-off-board = La casilla { $square } no existe en este tablero.

# The side to move has no legal move left: it has lost.
# $side: `white` (light) or `black` (dark).
reason-no-legal-move = { $side ->
    [white] Las blancas no tienen ninguna jugada posible: la partida terminó.
   *[black] Las negras no tienen ninguna jugada posible: la partida terminó.
}

# There is no piece on the start square. $square: the square.
reason-empty-square = No hay ninguna pieza en la casilla { $square }.

# The piece on the start square is the opponent's. $square: the square.
reason-opponent-piece = La pieza de la casilla { $square } es de tu rival.

# The piece on the start square has no move at all. $square: the square.
reason-piece-cannot-move = La pieza de la casilla { $square } no tiene adónde ir ahora mismo.

# Only a start square was given: the player must now choose where it goes.
# $from: the start square. $squares: where it may go, a list made with
# reason-list-or ("17 or 18").
reason-no-destination = Ahora elige adónde va la pieza de { $from }: { $squares }.

## Why a move is refused: moving

# Two squares of the move are not on one diagonal.
# $from, $to: the two squares.
reason-not-diagonal = Las casillas { $from } y { $to } no están en la misma diagonal.
# Turkish: a step of the path that is not along one row or one column.
# $from, $to: the two squares.
reason-not-orthogonal = Las casillas { $from } y { $to } no están en la misma fila ni en la misma columna: en las damas turcas nada se mueve en diagonal.

# A man tried to move backwards. $from, $to: the move's squares; the text
# writes the move as "$from-$to" (22-26).
reason-man-moves-forward-only = El peón solo se mueve hacia delante: { $from }-{ $to } va hacia atrás.
# Turkish: a man moves and captures forwards or sideways, and this goes
# backwards. $from, $to: the two squares of the move (d4-d3).
reason-man-never-moves-backwards = El peón se mueve hacia delante o hacia los lados, nunca hacia atrás: { $from }-{ $to } va hacia atrás.

# A man tried to move more than one square.
reason-man-moves-one-square = El peón avanza una sola casilla cada vez.

# A king tried to move more than one square in a rule set where kings are
# short (English checkers, Italian).
reason-king-moves-one-square = Con estas reglas, la dama también se mueve una sola casilla cada vez.

# The destination square is occupied. $square: the square.
reason-occupied = La casilla { $square } ya está ocupada.

# A flying king's way goes through a piece.
# $from, $to: the move's squares. $blocker: the square of the piece in the way.
reason-path-blocked = La pieza de { $blocker } cierra el paso de { $from } a { $to }.

## Why a move is refused: which capture to play

# A capture is possible, so the player must capture.
# $squares: the squares of the pieces that can capture, a list made with
# reason-list-or ("22, 23 or 24").
reason-capture-is-compulsory = La captura es obligatoria: tienes que comer con la pieza de { $squares }.

# The majority law: the capture taking the most pieces must be played.
# $count: the pieces this capture takes. $most: the pieces the best capture
# takes. $move: that capture in notation (22x13x6).
reason-majority-law = Ley de la cantidad: hay que comer el mayor número de piezas. Esta captura come { $count } { $count ->
    [one] pieza
   *[other] piezas
}, pero { $move } come { $most }.

# The Italian (and Spanish) law: between captures of as many pieces, the one
# taking the most kings must be played.
# $count: the kings this capture takes. $most: the kings the best capture
# takes. $move: that capture in notation.
reason-more-kings-must-be-taken = Ley de la calidad: si varias capturas comen el mismo número de piezas, hay que elegir la que come más damas. Esta come { $count } { $count ->
    [one] dama
   *[other] damas
}, pero { $move } come { $most }.

# The Italian (and Spanish) law: between otherwise equal captures, the king
# must be the one capturing. $move: such a capture in notation.
reason-king-must-capture = Si las capturas son iguales, tiene que comer la dama: juega { $move }.

## Why a move is refused: capturing

# Italian rules: a man may not capture a king. $square: the king's square.
reason-man-cannot-capture-king = Con estas reglas, un peón no puede comer una dama (la dama de { $square }).

# Men capture only forwards in this rule set (English checkers, Italian).
# $from, $to: the capture's squares; the text writes it "$from x $to" (15x22).
reason-men-capture-forward-only = Con estas reglas, los peones solo comen hacia delante: { $from }x{ $to } va hacia atrás.

# The capture jumps one of the player's own pieces. $square: that piece's square.
reason-jumps-own-piece = No puedes saltar por encima de una pieza tuya (la de { $square }).

# The capture jumps a piece it already jumped. $square: that piece's square.
reason-jumped-twice = Ya saltaste la pieza de { $square }: no se puede saltar dos veces la misma pieza.

# A captured piece leaves the board only when the move ends (the Turkish
# strike rule), so it still blocks the way. $square: the captured piece's square.
reason-captured-piece-blocks = La pieza comida en { $square } no se retira hasta que termina la jugada y, mientras tanto, cierra el paso.
# Turkish: the path jumps a square whose piece this capture already took;
# it left the board at once. $square: that square.
reason-captured-piece-gone = La pieza de { $square } ya fue capturada en esta jugada y salió del tablero: ahí no hay nada que saltar.
# Turkish: between two jumps the capturing piece turns straight back the
# way it came. $square: the square where it turns.
reason-turns-back = En { $square } la captura da media vuelta por el camino por donde vino, y eso no está permitido.

# One jump goes over two pieces. $first, $second: their squares.
reason-two-pieces-at-once = No puedes saltar dos piezas a la vez ({ $first } y { $second }).

# A step of a capture jumps no piece. $from, $to: the step's squares.
reason-no-piece-jumped = Entre { $from } y { $to } no hay ninguna pieza que comer.

# A man jumps only a piece next to it and lands on the square right behind it.
reason-man-jumps-adjacent-only = El peón solo come una pieza que tenga al lado y cae en la casilla justo detrás de ella.

# The same for a king, in a rule set where kings are short (English
# checkers, Italian).
reason-king-jumps-adjacent-only = Con estas reglas, la dama solo come una pieza que tenga al lado y cae justo detrás de ella.

# The square a jump lands on is occupied. $square: the square.
reason-landing-occupied = La casilla de llegada { $square } está ocupada.

# A flying king must land where it can capture again.
# $squares: where it may land, a list made with reason-list-or.
# $square: where the player tried to land.
reason-must-land-where-capture-continues = La dama tiene que pararse donde pueda seguir comiendo: en { $squares }, no en { $square }.

# The capture stopped although more pieces can be taken.
# $square: where it stopped. $squares: where it may go on to, a list made
# with reason-list-or.
reason-capture-must-go-on = La captura no termina en { $square }: sigue comiendo hasta { $squares }.

# A man crowned during a capture stops there, in this rule set.
# $square: the crowning square.
reason-crowned-move-ends = El peón corona en { $square } y la jugada termina ahí.

# The move already ended, yet the path goes on. $square: where it ended.
reason-move-ended = La jugada ya terminó en { $square }.

# None of the rules above explains it (it should not happen).
reason-not-a-move = Esa jugada no es posible aquí.

## How a game ended

# A side won by taking all the other side's pieces.
# $winner: `white` (light) or `black` (dark).
reason-win-no-pieces = { $winner ->
    [white] Ganan las blancas: las negras se quedaron sin piezas.
   *[black] Ganan las negras: las blancas se quedaron sin piezas.
}

# A side won because the other side has no move (its pieces are blocked).
# $winner: `white` (light) or `black` (dark).
reason-win-blocked = { $winner ->
    [white] Ganan las blancas: las negras no tienen ninguna jugada posible.
   *[black] Ganan las negras: las blancas no tienen ninguna jugada posible.
}

# A side won because the other side resigned; the one who resigned is named
# by colour. $winner: `white` (light) or `black` (dark).
reason-win-resignation = { $winner ->
    [white] Ganan las blancas: las negras han abandonado.
   *[black] Ganan las negras: las blancas han abandonado.
}

# A draw: too many king moves in a row without a capture.
reason-draw-king-moves = Tablas: demasiadas jugadas seguidas solo con damas y sin ninguna captura.
reason-draw-no-progress = Tablas: demasiadas jugadas seguidas sin captura y sin que avance ningún peón.

# A draw: the same position three times.
reason-draw-repetition = Tablas: la misma posición se repitió tres veces.

# A draw both players agreed to.
reason-draw-agreement = Tablas de mutuo acuerdo.
# A Turkish game ends drawn as soon as each side has a single piece, man or king.
reason-draw-one-piece-each = Tablas: a cada bando le queda una sola pieza.
