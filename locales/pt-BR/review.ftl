# review: see src/i18n/catalogue.rs

## Numbers and scores

# The decimal separator of a number of men (`1.5` in English, `1,5` in Portuguese).
review-decimal-separator = ,
# A forced win, as the score of a position. $moves: in how many moves.
review-score-win = vitória em { $moves }
# A forced loss, as the score of a position. $moves: in how many moves.
review-score-loss = derrota em { $moves }

## A move's verdict. $move: the move played or the better one (`2-7`, `c3-d4`)

# A good move's verdict. $class: the class's name (ReviewClassGood).
review-verdict-good = { $move }: { $class }
# A weaker move's verdict. $class: the class's name (ReviewClassMistake, …); $loss: what it lost, in men (`3.1`).
review-verdict = { $move }: { $class }, perde { $loss }
# The move that was better. $score: its score (`+0.1`, or review-score-win).
review-better = Melhor: { $move } ({ $score })

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
