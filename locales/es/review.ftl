# review: see src/kernel/i18n/catalogue.rs

## Numbers and scores

# The decimal separator of a number of men (`1.5` in English, `1,5` in Portuguese).
review-decimal-separator = ,
# A forced win, as the score of a position. $moves: in how many moves.
review-score-win = victoria en { $moves }
# A forced loss, as the score of a position. $moves: in how many moves.
review-score-loss = derrota en { $moves }
# A win the endgame tables prove, as the score of a position (they give no count of moves).
review-score-table-win = victoria
# A loss the endgame tables prove, as the score of a position.
review-score-table-loss = derrota

## A move's verdict. $move: the move played or the better one (`2-7`, `c3-d4`)

# A good move's verdict. $class: the class's name (ReviewClassGood).
review-verdict-good = { $move }: { $class }
# A weaker move's verdict. $class: the class's name (ReviewClassMistake, …); $loss: what it lost, in men (`3.1`).
review-verdict = { $move }: { $class }, pierde { $loss }
# The move that was better. $score: its score with its side (review-score-for).
review-better = Mejor: { $move } ({ $score })
# A score with the side it is for (`-0.4 for Dark`). $score: the score (`+0.1`, or review-score-win); $side: `white` (light) or `black` (dark).
review-score-for = { $score } para { $side ->
    [white] las blancas
   *[black] las negras
 }

## Why a move was a mistake. $line: the moves that follow, separated by spaces (`31x22 17x26`)

# The move let the opponent play a shot. $count: the pieces the player loses.
review-allowed-shot = Esto permitió un golpe: tras { $line }, pierdes { $count ->
    [one] una pieza
   *[other] { $count } piezas
 }.
# The move leaves pieces to be taken. $count: how many.
review-allowed-capture = { $count ->
    [one] Esto deja una pieza para que te la coman: { $line }.
   *[other] Esto deja { $count } piezas para que te las coman: { $line }.
 }
# The player had a capture and played something else. $count: the pieces it would have taken; $line: the capture.
review-missed-capture = Dejaste pasar una captura de { $count ->
    [one] una pieza
   *[other] { $count } piezas
 }: { $line }.
# The move lets an enemy man run through and be crowned. $from: the man's square; $to: the square it is crowned on.
review-allowed-crowning = Esto deja pasar al peón de { $from }, que corona en { $to }.
# An enemy flying king now captures from far away. $distance: how many squares away (2 or more); $move: the capture.
review-king-from-afar = Ahora una dama captura desde lejos, a { $distance } casillas: { $move }.

## A lost game with no move marked a mistake. $side: the loser, `white` (light) or `black` (dark); $move: a move with its number (`9… 14-18`); $start, $before, $after: scores for the loser (`-0.3`)

# The score fell by a man or more over one move and the reply.
review-lost-at = Ninguna jugada se marcó como error, pero la partida se perdió en { $move }: tras ella y la respuesta, la valoración de { $side ->
    [white] las blancas
   *[black] las negras
 } bajó de { $before } a { $after }. El rival vio más lejos que el análisis de cada jugada.
# No such fall (or the loser was a man or more behind at the first move): the score fell most at $move.
review-lost-outplayed = Ninguna jugada por sí sola perdió esta partida: el rival fue más fuerte desde el principio. La valoración de { $side ->
    [white] las blancas
   *[black] las negras
 } era { $start } en la primera jugada y bajó sobre todo tras { $move }, de { $before } a { $after }.
# The score never fell over the loser's moves.
review-lost-from-start = Ninguna jugada por sí sola perdió esta partida: el rival fue más fuerte desde el principio. La valoración de { $side ->
    [white] las blancas
   *[black] las negras
 } ya era { $start } en la primera jugada.
# Under the move where the score fell most.
review-turning-here = Aquí es donde más bajó la valoración de { $side ->
    [white] las blancas
   *[black] las negras
 }, con esta jugada y la respuesta: de { $before } a { $after }.

## Progress and the retry of the mistakes

# The analysis's progress, as a label of its bar. $done: moves analysed so far; $total: moves of the game.
review-progress = Analizando: { $done } de { $total } jugadas
# Which mistake the player is retrying. $number: this one's number; $total: how many mistakes.
review-retry-number = Error { $number } de { $total }
# The end of the retry. $solved: the better moves found; $total: the mistakes retried.
review-retry-score = Encontraste { $solved } de { $total } jugadas mejores.

## The summary table

# A row's heading in the summary table: one side. $side: `white` (light) or `black` (dark); $you: `yes` on the learner's own side, else `no`.
review-summary-side = { $side ->
    [white] { $you ->
        [yes] Las blancas (tú)
       *[no] Las blancas
    }
   *[black] { $you ->
        [yes] Las negras (tú)
       *[no] Las negras
    }
}
