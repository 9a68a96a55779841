# review: see src/kernel/i18n/catalogue.rs

## Numbers and scores

# The decimal separator of a number of men (`1.5` in English, `1,5` in Portuguese).
review-decimal-separator = ,
# A forced win, as the score of a position. $moves: in how many moves.
review-score-win = выигрыш в { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
 }
# A forced loss, as the score of a position. $moves: in how many moves.
review-score-loss = проигрыш в { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
 }
# A win the endgame tables prove, as the score of a position (they give no count of moves).
review-score-table-win = выигрыш
# A loss the endgame tables prove, as the score of a position.
review-score-table-loss = проигрыш

## A move's verdict. $move: the move played or the better one (`2-7`, `c3-d4`)

# A good move's verdict. $class: the class's name (ReviewClassGood).
review-verdict-good = { $move }: { $class }
# A weaker move's verdict. $class: the class's name (ReviewClassMistake, …); $loss: what it lost, in men (`3.1`).
review-verdict = { $move }: { $class }, потеря { $loss }
# The move that was better. $score: its score with its side (review-score-for).
review-better = Лучше: { $move } ({ $score })
# A score with the side it is for (`-0.4 for Dark`). $score: the score (`+0.1`, or review-score-win); $side: `white` (light) or `black` (dark).
review-score-for = { $score } для { $side ->
    [white] белых
   *[black] чёрных
 }

## Why a move was a mistake. $line: the moves that follow, separated by spaces (`31x22 17x26`)

# The move let the opponent play a shot. $count: the pieces the player loses.
review-allowed-shot = Это позволило сопернику провести удар: после { $line } вы теряете { $count ->
    [1] одну шашку
    [one] { $count } шашку
    [few] { $count } шашки
    [many] { $count } шашек
   *[other] { $count } шашки
 }.
# The move leaves pieces to be taken. $count: how many.
review-allowed-capture = Теперь под боем { $count ->
    [1] одна шашка
    [one] { $count } шашка
    [few] { $count } шашки
    [many] { $count } шашек
   *[other] { $count } шашки
 }: { $line }.
# The player had a capture and played something else. $count: the pieces it would have taken; $line: the capture.
review-missed-capture = Вы упустили взятие { $count ->
    [1] одной шашки
    [one] { $count } шашки
    [few] { $count } шашек
    [many] { $count } шашек
   *[other] { $count } шашки
 }: { $line }.
# The move lets an enemy man run through and be crowned. $from: the man's square; $to: the square it is crowned on.
review-allowed-crowning = Теперь шашка с поля { $from } проходит в дамки на поле { $to }.
# An enemy flying king now captures from far away. $distance: how many squares away (2 or more); $move: the capture.
review-king-from-afar = Теперь дамка бьёт издалека, с расстояния в { $distance ->
    [one] { $distance } поле
    [few] { $distance } поля
    [many] { $distance } полей
   *[other] { $distance } поля
 }: { $move }.

## A lost game with no move marked a mistake. $side: the loser, `white` (light) or `black` (dark); $move: a move with its number (`9… 14-18`); $start, $before, $after: scores for the loser (`-0.3`)

# The score fell by a man or more over one move and the reply.
review-lost-at = Ни один ход не отмечен как ошибка, но партия проиграна ходом { $move }: после него и ответа соперника оценка для { $side ->
    [white] белых
   *[black] чёрных
 } упала с { $before } до { $after }. Соперник заглянул дальше, чем анализ каждого хода.
# No such fall (or the loser was a man or more behind at the first move): the score fell most at $move.
review-lost-outplayed = Ни один ход сам по себе не проиграл партию: соперник был сильнее с самого начала. Оценка для { $side ->
    [white] белых
   *[black] чёрных
 } была { $start } на первом ходу и сильнее всего упала после { $move }: с { $before } до { $after }.
# The score never fell over the loser's moves.
review-lost-from-start = Ни один ход сам по себе не проиграл партию: соперник был сильнее с самого начала. Оценка для { $side ->
    [white] белых
   *[black] чёрных
 } уже на первом ходу была { $start }.
# Under the move where the score fell most.
review-turning-here = Здесь оценка для { $side ->
    [white] белых
   *[black] чёрных
 } упала сильнее всего — после этого хода и ответа соперника: с { $before } до { $after }.

## Progress and the retry of the mistakes

# The analysis's progress, as a label of its bar. $done: moves analysed so far; $total: moves of the game.
review-progress = Анализ: { $done } из { $total ->
    [one] { $total } хода
   *[other] { $total } ходов
 }
# Which mistake the player is retrying. $number: this one's number; $total: how many mistakes.
review-retry-number = Ошибка { $number } из { $total }
# The end of the retry. $solved: the better moves found; $total: the mistakes retried.
review-retry-score = Найдено лучших ходов: { $solved } из { $total }.

## The summary table

# A row's heading in the summary table: one side. $side: `white` (light) or `black` (dark); $you: `yes` on the learner's own side, else `no`.
review-summary-side = { $side ->
    [white] { $you ->
        [yes] Белые (вы)
       *[no] Белые
    }
   *[black] { $you ->
        [yes] Чёрные (вы)
       *[no] Чёрные
    }
}
