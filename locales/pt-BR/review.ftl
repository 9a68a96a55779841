# review: see src/kernel/i18n/catalogue.rs

## Numbers and scores

# The decimal separator of a number of men (`1.5` in English, `1,5` in Portuguese).
review-decimal-separator = ,
# A forced win, as the score of a position. $moves: in how many moves.
review-score-win = vitória em { $moves }
# A forced loss, as the score of a position. $moves: in how many moves.
review-score-loss = derrota em { $moves }
# A win the endgame tables prove, as the score of a position (they give no count of moves).
review-score-table-win = vitória
# A loss the endgame tables prove, as the score of a position.
review-score-table-loss = derrota

## A move's verdict. $move: the move played or the better one (`2-7`, `c3-d4`)

# A good move's verdict. $class: the class's name (ReviewClassGood).
review-verdict-good = { $move }: { $class }
# A weaker move's verdict. $class: the class's name (ReviewClassMistake, …); $loss: what it lost, in men (`3.1`).
review-verdict = { $move }: { $class }, perde { $loss }
# The move that was better. $score: its score with its side (review-score-for).
review-better = Melhor: { $move } ({ $score })
# A score with the side it is for (`-0.4 for Dark`). $score: the score (`+0.1`, or review-score-win); $side: `white` (light) or `black` (dark).
review-score-for = { $score } para as { $side ->
    [white] claras
   *[black] escuras
 }

## Why a move was a mistake. $line: the moves that follow, separated by spaces (`31x22 17x26`)

# The move let the opponent play a shot. $count: the pieces the player loses.
review-allowed-shot = Isso permitiu um golpe: depois de { $line }, você perde { $count ->
    [1] uma peça
   *[other] { $count } peças
 }.
# The move leaves pieces to be taken. $count: how many.
review-allowed-capture = Isso deixa { $count ->
    [1] uma peça para ser capturada
   *[other] { $count } peças para serem capturadas
 }: { $line }.
# The player had a capture and played something else. $count: the pieces it would have taken; $line: the capture.
review-missed-capture = Você deixou passar uma captura de { $count ->
    [1] uma peça
   *[other] { $count } peças
 }: { $line }.
# The move lets an enemy man run through and be crowned. $from: the man's square; $to: the square it is crowned on.
review-allowed-crowning = Isso deixa a pedra da casa { $from } passar e virar dama na { $to }.
# An enemy flying king now captures from far away. $distance: how many squares away (2 or more); $move: the capture.
review-king-from-afar = Agora uma dama captura de longe, a { $distance } casas: { $move }.

## A lost game with no move marked a mistake. $side: the loser, `white` (light) or `black` (dark); $move: a move with its number (`9… 14-18`); $start, $before, $after: scores for the loser (`-0.3`)

# The score fell by a man or more over one move and the reply.
review-lost-at = Nenhum lance foi marcado como erro, mas a partida foi perdida em { $move }: depois dele e da resposta, a avaliação das { $side ->
    [white] claras
   *[black] escuras
 } caiu de { $before } para { $after }. O adversário enxergou mais longe do que a análise de cada lance.
# No such fall (or the loser was a man or more behind at the first move): the score fell most at $move.
review-lost-outplayed = Nenhum lance sozinho perdeu esta partida: o adversário foi mais forte desde o início. A avaliação das { $side ->
    [white] claras
   *[black] escuras
 } era { $start } no primeiro lance e caiu mais depois de { $move }, de { $before } para { $after }.
# The score never fell over the loser's moves.
review-lost-from-start = Nenhum lance sozinho perdeu esta partida: o adversário foi mais forte desde o início. A avaliação das { $side ->
    [white] claras
   *[black] escuras
 } já era { $start } no primeiro lance.
# Under the move where the score fell most.
review-turning-here = Foi aqui que a avaliação das { $side ->
    [white] claras
   *[black] escuras
 } mais caiu, com este lance e a resposta: de { $before } para { $after }.

## Progress and the retry of the mistakes

# The analysis's progress, as a label of its bar. $done: moves analysed so far; $total: moves of the game.
review-progress = Analisando: { $done } de { $total } lances
# Which mistake the player is retrying. $number: this one's number; $total: how many mistakes.
review-retry-number = Erro { $number } de { $total }
# The end of the retry. $solved: the better moves found; $total: the mistakes retried.
review-retry-score = Você achou { $solved } de { $total } lances melhores.

## The summary table

# A row's heading in the summary table: one side. $side: `white` (light) or `black` (dark); $you: `yes` on the learner's own side, else `no`.
review-summary-side = { $side ->
    [white] { $you ->
        [yes] As claras (Você)
       *[no] As claras
    }
   *[black] { $you ->
        [yes] As escuras (Você)
       *[no] As escuras
    }
}
