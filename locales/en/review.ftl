# review: see src/kernel/i18n/catalogue.rs

## Numbers and scores

# The decimal separator of a number of men (`1.5` in English, `1,5` in Portuguese).
review-decimal-separator = {"."}
# A forced win, as the score of a position. $moves: in how many moves.
review-score-win = win in { $moves }
# A forced loss, as the score of a position. $moves: in how many moves.
review-score-loss = loss in { $moves }
# A win the endgame tables prove, as the score of a position (they give no count of moves).
review-score-table-win = win
# A loss the endgame tables prove, as the score of a position.
review-score-table-loss = loss

## A move's verdict. $move: the move played or the better one (`2-7`, `c3-d4`)

# A good move's verdict. $class: the class's name (ReviewClassGood).
review-verdict-good = { $move }: { $class }
# A weaker move's verdict. $class: the class's name (ReviewClassMistake, …); $loss: what it lost, in men (`3.1`).
review-verdict = { $move }: { $class }, loses { $loss }
# The move that was better. $score: its score with its side (review-score-for).
review-better = Better: { $move } ({ $score })
# A score with the side it is for (`-0.4 for Dark`). $score: the score (`+0.1`, or review-score-win); $side: `white` (light) or `black` (dark).
review-score-for = { $score } for { $side ->
    [white] Light
   *[black] Dark
 }

## Why a move was a mistake. $line: the moves that follow, separated by spaces (`31x22 17x26`)

# The move let the opponent play a shot. $count: the pieces the player loses.
review-allowed-shot = This allowed a shot: after { $line }, you lose { $count ->
    [one] one piece
   *[other] { $count } pieces
 }.
# The move leaves pieces to be taken. $count: how many.
review-allowed-capture = This leaves { $count ->
    [one] one piece
   *[other] { $count } pieces
 } to be taken: { $line }.
# The player had a capture and played something else. $count: the pieces it would have taken; $line: the capture.
review-missed-capture = You missed a capture of { $count ->
    [one] one piece
   *[other] { $count } pieces
 }: { $line }.
# The move lets an enemy man run through and be crowned. $from: the man's square; $to: the square it is crowned on.
review-allowed-crowning = This lets the man on { $from } through to be crowned on { $to }.
# An enemy flying king now captures from far away. $distance: how many squares away (2 or more); $move: the capture.
review-king-from-afar = A king now captures from afar, { $distance } squares away: { $move }.

## A lost game with no move marked a mistake. $side: the loser, `white` (light) or `black` (dark); $move: a move with its number (`9… 14-18`); $start, $before, $after: scores for the loser (`-0.3`)

# The score fell by a man or more over one move and the reply.
review-lost-at = No move was marked a mistake, yet the game was lost at { $move }: after it and the reply, the score for { $side ->
    [white] Light
   *[black] Dark
 } fell from { $before } to { $after }. The opponent looked further ahead than the review's search of each move.
# No such fall (or the loser was a man or more behind at the first move): the score fell most at $move.
review-lost-outplayed = No single move lost this game: the opponent was stronger from the start. The score for { $side ->
    [white] Light
   *[black] Dark
 } was { $start } at the first move and fell most after { $move }, from { $before } to { $after }.
# The score never fell over the loser's moves.
review-lost-from-start = No single move lost this game: the opponent was stronger from the start. The score for { $side ->
    [white] Light
   *[black] Dark
 } was already { $start } at the first move.
# Under the move where the score fell most.
review-turning-here = The score for { $side ->
    [white] Light
   *[black] Dark
 } fell most over this move and the reply: from { $before } to { $after }.

## Progress and the retry of the mistakes

# The analysis's progress, as a label of its bar. $done: moves analysed so far; $total: moves of the game.
review-progress = Analysing: { $done } of { $total } moves
# Which mistake the player is retrying. $number: this one's number; $total: how many mistakes.
review-retry-number = Mistake { $number } of { $total }
# The end of the retry. $solved: the better moves found; $total: the mistakes retried.
review-retry-score = You found { $solved } of { $total } better moves.

## The summary table

# A row's heading in the summary table: one side. $side: `white` (light) or `black` (dark); $you: `yes` on the learner's own side, else `no`.
review-summary-side = { $side ->
    [white] { $you ->
        [yes] Light (You)
       *[no] Light
    }
   *[black] { $you ->
        [yes] Dark (You)
       *[no] Dark
    }
}
