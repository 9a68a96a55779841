# puzzles: see src/kernel/i18n/catalogue.rs

## Motif pages: what each motif is (`motif-<motif>-what`) and how to spot it in a game (`motif-<motif>-spot`)

# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. What it is.
motif-shot-what = Удар — это жертва одной или нескольких шашек. Взятие обязательно, поэтому соперник должен их побить, и после этого взятия его шашки оказываются там, где ваши бьют больше: больше, чем вы отдали, или ваша шашка проходит в дамки.
# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. How to spot it.
motif-shot-spot = Ищите шашку соперника, которая после взятия встанет перед пустым полем на одной линии с вашими шашками. Прежде чем ходить, посчитайте, что вы отдаёте и что получаете обратно.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). What it is.
motif-forced-by-majority-what = Там, где действует правило большинства, соперник обязан бить наибольшее количество шашек. Жертва может сделать самое длинное взятие единственным разрешённым, и оно приводит его шашку прямо под ваш ответ: при свободном выборе он побил бы меньше и спасся бы. В каждой задаче на этот мотив движок это проверил: более короткое взятие, запрещённое правилом, спасло бы соперника.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). How to spot it.
motif-forced-by-majority-spot = Отдавая шашку, переберите все взятия соперника и посчитайте, сколько шашек бьёт каждое. Если самое длинное заканчивается на плохом поле, правило заставит его бить именно так.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). What it is.
motif-forced-by-tiebreak-what = В итальянских шашках из взятий одинакового числа шашек обязательно то, которым бьют больше дамок, а затем то, которое делает дамка. Жертва может с помощью этого порядка выбрать взятие за соперника, и выбранное взятие проигрывает.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). How to spot it.
motif-forced-by-tiebreak-spot = Сравните взятия соперника, которые бьют одинаковое число шашек: каким бьют больше дамок, какое делает дамка? Именно оно обязательно.
# Two for one: give one piece, take two back. What it is.
motif-two-for-one-what = Самый простой выигрышный размен: вы отдаёте одну шашку и забираете две. Часто шашку отдают для того, чтобы бьющая шашка соперника остановилась там, где ваша побьёт две за один ход.
# Two for one: give one piece, take two back. How to spot it.
motif-two-for-one-spot = Где останавливается шашка соперника после взятия? Если две его шашки оказываются на одной диагонали с пустыми полями за ними, одна отданная шашка может принести две.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. What it is.
motif-turkish-strike-what = Во время взятия побитые шашки остаются на доске до конца хода, и перепрыгнуть одну шашку дважды нельзя. Поэтому взятие может оборваться раньше, чем кажется: бьющая шашка, обычно дамка, упирается в уже побитые шашки и вынуждена остановиться на поле, где вы её побьёте. Это турецкий удар.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. How to spot it.
motif-turkish-strike-spot = Проследите взятие дамки соперника прыжок за прыжком, оставляя побитые шашки на доске. Где ей придётся остановиться?
# Trapping a king: it runs out of safe squares. What it is.
motif-king-trap-what = Дамка сильна, пока ей есть куда ходить. Отнимите у неё безопасные поля — на диагонали, с которой ей не уйти, или в углу, — и, как бы ни сыграл соперник, дамка погибнет.
# Trapping a king: it runs out of safe squares. How to spot it.
motif-king-trap-spot = Посчитайте ходы дамки соперника. Если почти все они ведут на поля, которые вы держите под боем, тихий ход, закрывающий последний выход, выигрывает её.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. What it is.
motif-breakthrough-what = Проложить простой шашке путь на последний ряд, часто ценой жертвы, чтобы она прошла в дамки и новая дамка решила исход партии.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. How to spot it.
motif-breakthrough-spot = Посчитайте, сколько ходов нужно самой продвинутой шашке каждой стороны, чтобы пройти в дамки, и какие поля её задерживают. Жертва, расчищающая путь, часто себя оправдывает.
# The block (bloqueo, блокировка): leaving the opponent without a move. What it is.
motif-block-what = Кто не может сделать ход, тот проигрывает, даже если у него есть шашки на доске. Заприте последние свободные шашки соперника и оставьте его без хода.
# The block (bloqueo, блокировка): leaving the opponent without a move. How to spot it.
motif-block-spot = Когда у соперника мало ходов, рассмотрите каждый: можно ли оставить его совсем без ходов?
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. What it is.
motif-tempo-what = В окончаниях обязанность ходить может решить партию: сторона, которой надо ходить, вынуждена встать на проигрывающее поле. Тихий ход, передающий очередь сопернику, выигрывает; будь снова ваш ход, выигрыша бы не было. Это оппозиция.
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. How to spot it.
motif-tempo-spot = Когда шашки заперты друг против друга, посчитайте запасные ходы каждой стороны. Играйте так, чтобы у соперника они кончились первыми.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. What it is.
motif-win-material-what = Тихий ход без всяких жертв, который вынужденно выигрывает шашку: нападение сразу на две шашки или угроза, от которой соперник не может защититься.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. How to spot it.
motif-win-material-spot = Ищите шашки соперника с пустым полем за ними и ход, который нападает сразу на две из них.
# Endgame technique (final, окончание): the one move that keeps the win. What it is.
motif-endgame-what = Когда на доске десять шашек или меньше, важен каждый темп: нужен единственный ход, который сохраняет выигрыш, — за счёт техники, а не удара.
# Endgame technique (final, окончание): the one move that keeps the win. How to spot it.
motif-endgame-spot = Посчитайте, кто первым пройдёт в дамки, у кого раньше кончатся ходы и владеют ли ваши дамки большой дорогой.

## Motif pages: what the learner's rule set changes about a motif

# The rule set has no majority law (free capture choice), so the majority-law shots do not happen in it. $ruleset: the rule set, `english`, `russian` or `thai` (the others have the law); `other` is a rule set yet to come.
motif-note-no-majority-law =
    { $ruleset ->
        [english] В английских шашках (чекерсе)
        [russian] В русских шашках
        [thai] В тайских шашках
       *[other] В этих правилах
    } нет правила большинства: соперник может выбрать любое взятие, поэтому таких ударов здесь не бывает. На них держатся бразильские, международные, испанские и итальянские шашки.
# Only Italian draughts has the tie-breaks between captures of as many pieces. $ruleset: the rule set, any but `italian` (`brazilian`, `english`, `russian`, `spanish`, `thai`, `damas10`, `international`, `turkish`); `other` is a rule set yet to come.
motif-note-no-tiebreak =
    Такой порядок взятия есть только в итальянских шашках; { $ruleset ->
        [brazilian] в бразильских шашках
        [english] в английских шашках (чекерсе)
        [russian] в русских шашках
        [spanish] в испанских шашках
        [thai] в тайских шашках
        [damas10] в бразильских шашках на доске 10×10
        [international] в международных шашках
        [turkish] в турецких шашках
       *[other] в этих правилах
    } он не действует.
# The rule set's kings move one square at a time, so the Turkish strike (a flying king's) is rare. $ruleset: the rule set, `english` or `italian` (the others have flying kings); `other` is a rule set yet to come.
motif-note-short-kings =
    { $ruleset ->
        [english] В английских шашках (чекерсе)
        [italian] В итальянских шашках
       *[other] В этих правилах
    } дамка ходит только на одно поле, поэтому турецкий удар здесь редкость: он бывает у дальнобойных дамок.
# In Turkish draughts a captured piece leaves the board at once, so the Turkish strike (a king's capture stopped by the pieces it has jumped) never happens.
motif-note-removed-at-once = В турецких шашках каждая побитая шашка снимается с доски в тот же миг, когда её перепрыгнули, поэтому ничто не останавливает взятие дамки на полпути и такого удара не бывает. Он встречается в диагональных шашках, где побитые шашки остаются на доске до конца хода.

## A puzzle's solution told move by move. $side is the side that plays the move: `white` (light) or `black` (dark); $move is the move in the board's notation (`22-17`, `14x21`, `c3-d4`)

# The solver gives pieces away with a quiet move: the opponent must capture them. $count: how many the capture takes.
solution-sacrifice = { $side ->
    [white] Белые
   *[black] Чёрные
 } играют { $move } и отдают { $count ->
    [1] шашку: её обязаны побить
    [one] { $count } шашку: бить обязательно, и взятие забирает их все
    [few] { $count } шашки: бить обязательно, и взятие забирает их все
   *[many] { $count } шашек: бить обязательно, и взятие забирает их все
 }.
# The solver captures. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture = { $side ->
    [white] Белые
   *[black] Чёрные
 } бьют { $pieces }: { $move }.
# The solver captures, and the capturing man is crowned. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture-crowning = { $side ->
    [white] Белые
   *[black] Чёрные
 } бьют { $pieces }: { $move }, и шашка проходит в дамки.
# A quiet move of the solver's that gives nothing away.
solution-quiet = { $side ->
    [white] Белые
   *[black] Чёрные
 } играют { $move }.
# A quiet move of the solver's that crowns a man.
solution-quiet-crowning = { $side ->
    [white] Белые
   *[black] Чёрные
 } играют { $move }, и шашка проходит в дамки.
# The opponent's only legal move is a capture (capturing is compulsory).
solution-must-capture = Взятие обязательно, а у { $side ->
    [white] белых
   *[black] чёрных
 } оно одно: { $move }.
# The capture law leaves the opponent one capture. $law: the law (solution-law-majority or solution-law-italian); $taken: the pieces that capture takes; $forbidden: the captures it rules out, each group as solution-ruled-out-group, joined by solution-or (`18x9 or 18x11 (one piece each)`).
solution-law-forces = { $law } заставляет { $side ->
    [white] белых
   *[black] чёрных
 } бить { $move } ({ $taken ->
    [1] одна шашка
    [one] { $taken } шашка
    [few] { $taken } шашки
   *[many] { $taken } шашек
 }), а не { $forbidden }.
# The capture law rules out some captures, and the opponent chooses among those left. $law, $forbidden: as in solution-law-forces; $count: how many captures are left (2 or more).
solution-law-narrows = { $law } запрещает { $forbidden }; из { $count ->
    [one] { $count } оставшегося взятия
   *[other] { $count } оставшихся взятий
 } { $side ->
    [white] белые
   *[black] чёрные
 } выбирают { $move }.
# One group of the captures a law rules out, all taking the same number of pieces: `18x9 or 18x11 (one piece each)`. $moves: the captures, joined by solution-or; $count: the pieces each would take; $each: yes when there are several.
solution-ruled-out-group = { $moves } ({ $each ->
    [yes] по { $count ->
        [1] одной шашке
        [one] { $count } шашке
        [few] { $count } шашки
       *[many] { $count } шашек
    }
   *[no] { $count ->
        [1] одна шашка
        [one] { $count } шашка
        [few] { $count } шашки
       *[many] { $count } шашек
    }
 })
# The majority law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-majority = Правило большинства
# Italian draughts' capture law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-italian = Итальянский порядок (больше шашек, затем больше дамок, затем взятие дамкой)
# Joins the captures a law rules out: `18x9 or 18x11` (the code puts a space on each side).
solution-or = или
# The opponent chooses the best of several captures the rules allow. $count: how many captures (2 or more).
solution-chosen-capture = У { $side ->
    [white] белых
   *[black] чёрных
 } выбор из { $count ->
    [one] { $count } взятия
   *[other] { $count } взятий
 }; лучшее — { $move }.
# The opponent's only legal move (not a capture).
solution-only-move = У { $side ->
    [white] белых
   *[black] чёрных
 } единственный ход: { $move }.
# The opponent's best quiet move.
solution-best-reply = Лучшая защита { $side ->
    [white] белых
   *[black] чёрных
 } — { $move }.

## Where the solution leaves the two sides. $side is the solver: `white` (light) or `black` (dark). The sentences after the first are added to it, a space between

# The solver took all the opponent's pieces.
solution-wiped-out = { $side ->
    [white] У чёрных не осталось шашек: белые выиграли.
   *[black] У белых не осталось шашек: чёрные выиграли.
 }
# The opponent, to move, has pieces but no legal move.
solution-blocked = { $side ->
    [white] У чёрных есть шашки, но нет ходов: белые выиграли.
   *[black] У белых есть шашки, но нет ходов: чёрные выиграли.
 }
# Pieces the solver took, the $pieces of solution-capture, solution-capture-crowning, solution-took-lost-none and solution-took-gave. $taken: how many; $kings: how many of them were kings, or all.
solution-pieces-taken = { $kings ->
    [all] { $taken ->
        [1] дамку
        [one] { $taken } дамку
        [few] { $taken } дамки
       *[many] { $taken } дамок
    }
    [0] { $taken ->
        [1] одну шашку
        [one] { $taken } шашку
        [few] { $taken } шашки
       *[many] { $taken } шашек
    }
    [1] { $taken ->
        [one] { $taken } шашку
        [few] { $taken } шашки
       *[many] { $taken } шашек
    } (из них одна дамка)
   *[other] { $taken ->
        [one] { $taken } шашку
        [few] { $taken } шашки
       *[many] { $taken } шашек
    } (из них { $kings ->
        [one] { $kings } дамка
        [few] { $kings } дамки
       *[many] { $kings } дамок
    })
 }
# What the solver took, having lost nothing. $pieces: the pieces taken, as solution-pieces-taken says them.
solution-took-lost-none = Всего { $side ->
    [white] белые
   *[black] чёрные
 } побили { $pieces } и не потеряли ни одной.
# What the solver took and what they gave. $pieces: the pieces taken, as solution-pieces-taken says them; $given: pieces given (1 or more).
solution-took-gave = Всего { $side ->
    [white] белые
   *[black] чёрные
 } побили { $pieces } и отдали { $given ->
    [1] одну шашку
    [one] { $given } шашку
    [few] { $given } шашки
    [many] { $given } шашек
   *[other] { $given } шашки
 }.
# A man of the solver's was crowned along the line.
solution-crowned = { $side ->
    [white] Белые
   *[black] Чёрные
 } к тому же провели шашку в дамки.
# The line wins no material but leaves the solver an ending that wins.
solution-won-ending = У { $side ->
    [white] белых
   *[black] чёрных
 } выигранное окончание.

## The endgame tables' word on a tactic's first move, where they decide it (a capture that takes as much may still only draw). $move is the move in the board's notation

# What the tables call the solution's first move. $call: win, draw or loss (for the solver).
solution-tables = По эндшпильным базам { $move } { $call ->
    [win] выигрывает
    [draw] ведёт к ничьей
   *[loss] проигрывает
 }.
# Another first move that captures as well, which the tables call worse. $count: the pieces it takes; $call: draw or loss; $why: material when the pieces left cannot win (then $reason is solution-kings-cannot-win), else none.
solution-tables-worse = { $move } тоже бьёт { $count ->
    [1] одну шашку
    [one] { $count } шашку
    [few] { $count } шашки
   *[many] { $count } шашек
 }, но по базам { $call ->
    [draw] это только ничья
   *[loss] это проигрыш
 }{ $why ->
    [material] : { $reason }
   *[none] {""}
 }.
# Why the pieces left cannot win: only kings, $strong against $weak (flying kings).
solution-kings-cannot-win = { $strong ->
    [1] одна дамка не выигрывает
    [2] две дамки не выигрывают
    [3] три дамки не выигрывают
   *[other] { $strong } дамок не выигрывают
 } у { $weak ->
    [1] одной
   *[other] { $weak }
 }

## Tactics from games people played (the ACF archive of English checkers games, and later others)

# The filter's group of chips: where the tactics come from (label read by screen readers).
puzzles-origin = Откуда комбинации
# Chip: every tactic, those found in the engine's own games and those from games people played.
puzzles-origin-all = Все партии
# Chip: only tactics found in games played by people. $count: how many.
puzzles-origin-human = Из настоящих партий ({ $count })
# The ACF archive of English checkers games (American Checker Federation), credited with the repository it comes from and its licence: keep "EricCJoyce/Datasets, MIT" as it is.
puzzles-collection-acf = архив ACF (EricCJoyce/Datasets, MIT)
# Under a tactic's title: the game people played it comes from. $collection: the collection's name (puzzles-collection-acf), $game: the game's number in it, $turn: the number of the move the puzzle asks for.
puzzle-source-human = Из настоящей партии: { $collection }, партия { $game }, ход { $turn }

## Puzzle Streak and Puzzle Storm (src/puzzles/puzzles_page/run_page.rs): runs of puzzles against a miss or a clock, never rated

# The section of the puzzles page that opens the two runs.
run-heading = Задачи подряд
# The title of the run where puzzles get harder and one miss ends it.
run-streak-title = Без ошибок
# The title of the run against a clock.
run-storm-title = На время
# What the streak is, before it starts.
run-streak-lead = Задача за задачей, каждая чуть труднее. Одна ошибка — и забег окончен. Как далеко вы дойдёте? Забеги не меняют ваш рейтинг.
# What the storm is, before it starts (the figures are src/puzzles/storm_clock.rs and combo.rs).
run-storm-lead = Три минуты, чтобы решить как можно больше задач. Верный ответ добавляет две секунды, ошибка отнимает десять; верные ответы подряд заполняют шкалу комбо, а она приносит дополнительное время. Забеги не меняют ваш рейтинг.
# The rule set the run uses. $name: the rule set.
run-rule-set = Правила: { $name } (их можно сменить вверху страницы)
# The personal record. $score: puzzles solved in the best run.
run-best = Ваш рекорд: { $score }
# The button that starts a run.
run-start = Начать
# The button that starts another run after one ended.
run-again = Ещё раз
# The button that ends a run early.
run-stop = Закончить
# Puzzles solved so far in a run. $score: the number.
run-score = Решено: { $score }
# The result of a finished run. $score: puzzles solved.
run-result = Забег окончен, решено: { $score }
# A finished run beat the record.
run-new-best = Новый рекорд!
# A streak ended by a miss. $line: the solution's moves.
run-end-missed = Не вышло: одна ошибка заканчивает забег. Решение: { $line }.
# A storm whose time ran out.
run-end-time = Время вышло.
# A run that went through every puzzle of the rule set.
run-end-none-left = Вы прошли все задачи по этим правилам!
# A run the learner ended.
run-end-stopped = Вы закончили забег.
# The list of the puzzles missed in the run just finished.
run-missed = Задачи с ошибкой
# The run just finished had no miss.
run-missed-none = Ни одной ошибки.
# Before a run: the puzzles missed in the last one, to replay.
run-last-missed = Ошибки прошлого забега
# While a move other than the solution's is checked (it may win too).
run-checking = Проверяем ваш ход…
# The storm's clock, for screen readers.
run-clock-label = Осталось времени
# The storm's combo. $count: right answers in a row; $seconds: the extra time the next level earns.
run-combo = Комбо { $count } · следующий бонус +{ $seconds } с
# The combo bar, for screen readers.
run-combo-bar = Путь к следующему бонусу комбо
# On a puzzle replayed from a run's list of misses.
run-replay-note = Вы перерешиваете задачу, в которой ошиблись в забеге: рейтинг она не меняет.
# The link from a replayed puzzle back to its run.
run-back = Назад к забегу
