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
reason-list-or = { $rest } ou { $last }

## Why a move is refused: choosing the piece and the square

# The player gave no square at all.
reason-no-squares = Escolha uma peça para mover.

# A square this board does not have (a 10×10 number on an 8×8 board).
# $square: the square.
reason-off-board = A casa { $square } não existe neste tabuleiro.

# The side to move has no legal move left: it has lost.
# $side: `white` (light) or `black` (dark).
reason-no-legal-move = { $side ->
    [white] As claras não têm nenhum lance: a partida acabou.
   *[black] As escuras não têm nenhum lance: a partida acabou.
}

# There is no piece on the start square. $square: the square.
reason-empty-square = Não há peça na casa { $square }.

# The piece on the start square is the opponent's. $square: the square.
reason-opponent-piece = A peça em { $square } é do adversário.

# The piece on the start square has no move at all. $square: the square.
reason-piece-cannot-move = A peça em { $square } não tem para onde ir agora.

# Only a start square was given: the player must now choose where it goes.
# $from: the start square. $squares: where it may go, a list made with
# reason-list-or ("17 or 18").
reason-no-destination = Agora escolha para onde ir a partir de { $from }: { $squares }.

## Why a move is refused: moving

# Two squares of the move are not on one diagonal.
# $from, $to: the two squares.
reason-not-diagonal = { $from } e { $to } não estão na mesma diagonal.
# Turkish: a step of the path that is not along one row or one column.
# $from, $to: the two squares.
reason-not-orthogonal = { $from } e { $to } não estão na mesma linha nem na mesma coluna: nas damas turcas nada anda na diagonal.

# A man tried to move backwards. $from, $to: the move's squares; the text
# writes the move as "$from-$to" (22-26).
reason-man-moves-forward-only = A pedra só anda para a frente: { $from }-{ $to } volta para trás.
# Turkish: a man moves and captures forwards or sideways, and this goes
# backwards. $from, $to: the two squares of the move (d4-d3).
reason-man-never-moves-backwards = A pedra anda para a frente ou para o lado, nunca para trás: { $from }-{ $to } volta para trás.

# A man tried to move more than one square.
reason-man-moves-one-square = A pedra anda uma casa de cada vez.

# A king tried to move more than one square in a rule set where kings are
# short (English checkers, Italian).
reason-king-moves-one-square = Nesta modalidade a dama anda uma casa de cada vez.

# The destination square is occupied. $square: the square.
reason-occupied = A casa { $square } já está ocupada.

# A flying king's way goes through a piece.
# $from, $to: the move's squares. $blocker: the square of the piece in the way.
reason-path-blocked = O caminho de { $from } até { $to } está bloqueado pela peça em { $blocker }.

## Why a move is refused: which capture to play

# A capture is possible, so the player must capture.
# $squares: the squares of the pieces that can capture, a list made with
# reason-list-or ("22, 23 or 24").
reason-capture-is-compulsory = Capturar é obrigatório: capture com a peça em { $squares }.

# The majority law: the capture taking the most pieces must be played.
# $count: the pieces this capture takes. $most: the pieces the best capture
# takes. $move: that capture in notation (22x13x6).
reason-majority-law = Lei da maioria: este lance captura { $count } { $count ->
    [1] peça
   *[other] peças
}, mas { $move } captura { $most }.

# The Italian (and Spanish) law: between captures of as many pieces, the one
# taking the most kings must be played.
# $count: the kings this capture takes. $most: the kings the best capture
# takes. $move: that capture in notation.
reason-more-kings-must-be-taken = Entre capturas do mesmo tamanho, vale a que leva mais damas: esta leva { $count } e { $move } leva { $most }.

# The Italian (and Spanish) law: between otherwise equal captures, the king
# must be the one capturing. $move: such a capture in notation.
reason-king-must-capture = Entre capturas iguais, quem captura é a dama: jogue { $move }.

## Why a move is refused: capturing

# Italian rules: a man may not capture a king. $square: the king's square.
reason-man-cannot-capture-king = Nesta modalidade a pedra não pode capturar dama (a dama em { $square }).

# Men capture only forwards in this rule set (English checkers, Italian).
# $from, $to: the capture's squares; the text writes it "$from x $to" (15x22).
reason-men-capture-forward-only = Nesta modalidade a pedra só captura para a frente: { $from }x{ $to } volta para trás.

# The capture jumps one of the player's own pieces. $square: that piece's square.
reason-jumps-own-piece = Não se salta a própria peça (em { $square }).

# The capture jumps a piece it already jumped. $square: that piece's square.
reason-jumped-twice = A peça em { $square } já foi saltada: nenhuma peça é saltada duas vezes.

# A captured piece leaves the board only when the move ends (the Turkish
# strike rule), so it still blocks the way. $square: the captured piece's square.
reason-captured-piece-blocks = A peça capturada em { $square } só sai no fim do lance e, até lá, fecha o caminho.
# Turkish: the path jumps a square whose piece this capture already took;
# it left the board at once. $square: that square.
reason-captured-piece-gone = A peça em { $square } já foi capturada neste lance e saiu do tabuleiro: ali não há nada para saltar.
# Turkish: between two jumps the capturing piece turns straight back the
# way it came. $square: the square where it turns.
reason-turns-back = Em { $square } a captura dá meia-volta pelo caminho por onde veio, e isso não é permitido.

# One jump goes over two pieces. $first, $second: their squares.
reason-two-pieces-at-once = Não dá para saltar duas peças de uma vez ({ $first } e { $second }).

# A step of a capture jumps no piece. $from, $to: the step's squares.
reason-no-piece-jumped = Entre { $from } e { $to } não há peça para capturar.

# A man jumps only a piece next to it and lands on the square right behind it.
reason-man-jumps-adjacent-only = A pedra captura só a peça vizinha e cai na casa logo atrás dela.

# The same for a king, in a rule set where kings are short (English
# checkers, Italian).
reason-king-jumps-adjacent-only = Nesta modalidade a dama captura só a peça vizinha e cai logo atrás dela.

# The square a jump lands on is occupied. $square: the square.
reason-landing-occupied = A casa de chegada { $square } está ocupada.

# A flying king must land where it can capture again.
# $squares: where it may land, a list made with reason-list-or.
# $square: where the player tried to land.
reason-must-land-where-capture-continues = A dama tem de parar onde a captura continua: em { $squares }, não em { $square }.

# The capture stopped although more pieces can be taken.
# $square: where it stopped. $squares: where it may go on to, a list made
# with reason-list-or.
reason-capture-must-go-on = A captura não para em { $square }: continue para { $squares }.

# A man crowned during a capture stops there, in this rule set.
# $square: the crowning square.
reason-crowned-move-ends = A pedra vira dama em { $square } e o lance termina ali.

# The move already ended, yet the path goes on. $square: where it ended.
reason-move-ended = O lance já terminou em { $square }.

# None of the rules above explains it (it should not happen).
reason-not-a-move = Esse lance não é possível aqui.

## How a game ended

# A side won by taking all the other side's pieces.
# $winner: `white` (light) or `black` (dark).
reason-win-no-pieces = { $winner ->
    [white] As claras vencem: o adversário ficou sem peças.
   *[black] As escuras vencem: o adversário ficou sem peças.
}

# A side won because the other side has no move (its pieces are blocked).
# $winner: `white` (light) or `black` (dark).
reason-win-blocked = { $winner ->
    [white] As claras vencem: o adversário ficou sem lance.
   *[black] As escuras vencem: o adversário ficou sem lance.
}

# A side won because the other side resigned; the one who resigned is named
# by colour. $winner: `white` (light) or `black` (dark).
reason-win-resignation = { $winner ->
    [white] As claras vencem: as escuras desistiram.
   *[black] As escuras vencem: as claras desistiram.
}

# A draw: too many king moves in a row without a capture.
reason-draw-king-moves = Empate: muitos lances seguidos só de damas, sem captura.
reason-draw-no-progress = Empate: muitos lances seguidos sem captura e sem pedra avançando.

# A draw: the same position three times.
reason-draw-repetition = Empate: a mesma posição se repetiu três vezes.

# A draw both players agreed to.
reason-draw-agreement = Empate combinado.
# A Turkish game ends drawn as soon as each side has a single piece, man or king.
reason-draw-one-piece-each = Empate: cada lado ficou com uma só peça.
