# app: the app's texts with data: rule sets, the computer's levels, sides,
# lessons' counters, puzzle themes and puzzles (src/kernel/i18n.rs). See
# src/kernel/i18n/catalogue.rs.

## Rule sets
## Their names: in full in the lists, the titles and the badges; short in
## the header's menu, beside the word that says it is a rule set.

# The rule set's name in full.
variant-name-brazilian = Бразильские шашки
# Its short name, for the header's menu.
variant-short-name-brazilian = Бразильские
# The rule set's name in full (English draughts, or checkers).
variant-name-english = Английские шашки
# Its short name, for the header's menu.
variant-short-name-english = Английские
# The rule set's name in full.
variant-name-russian = Русские шашки
# Its short name, for the header's menu.
variant-short-name-russian = Русские
# The rule set's name in full.
variant-name-spanish = Испанские шашки
# Its short name, for the header's menu.
variant-short-name-spanish = Испанские
# The rule set's name in full.
variant-name-italian = Итальянские шашки
# Its short name, for the header's menu.
variant-short-name-italian = Итальянские
# The rule set's name in full.
variant-name-thai = Тайские шашки
# Its short name, for the header's menu.
variant-short-name-thai = Тайские
# The rule set's name in full (Brazilian rules on the 10×10 board).
variant-name-damas10 = Бразильские шашки 10×10
# Its short name, for the header's menu.
variant-short-name-damas10 = Бразильские 10×10
# The rule set's name in full (international draughts, 10×10).
variant-name-international = Международные шашки
# Its short name, for the header's menu.
variant-short-name-international = Международные
# The rule set's name in full (Turkish draughts, dama: orthogonal moves on all 64 squares).
variant-name-turkish = Турецкие шашки
# Its short name, for the header's menu.
variant-short-name-turkish = Турецкие

## The computer opponent
## Its four levels keep their names (Domador, Motorista, Carcereiro,
## Empresário) in every language; only how strong each is gets translated.

# The weakest computer opponent, with how strong it is.
level-name-domador = Domador (очень лёгкий)
# The second computer opponent, with how strong it is.
level-name-motorista = Motorista (лёгкий)
# The third computer opponent, with how strong it is.
level-name-carcereiro = Carcereiro (средний)
# The strongest computer opponent, with how strong it is.
level-name-empresario = Empresário (сложный)
# The computer offers a draw; buttons to accept and decline follow. $level:
# its name (Domador…), untranslated.
computer-offers-draw = { $level } предлагает ничью. Принимаете?
# Shown small next to “Thinking…”: how many moves ahead the computer has
# looked. $depth: a number.
thinking-depth = глубина { $depth }

## Pieces

# A number of pieces. $count: the number.
pieces =
    { $count ->
        [1] одна шашка
        [one] { $count } шашка
        [few] { $count } шашки
        [many] { $count } шашек
       *[other] { $count } шашки
    }

## Lessons
## The course's levels: counters, stars, and what a failed level says.

# Where a level sits in its stage. $index: its number; $count: the stage's
# levels.
learn-level-of = Уровень { $index } из { $count }
# Stars as text, for screen readers and the stage map. $earned: the stars won;
# $possible: the most there are.
learn-stars =
    { $earned } из { $possible ->
        [one] { $possible } звезды
        [few] { $possible } звёзд
        [many] { $possible } звёзд
       *[other] { $possible } звезды
    }
# The link from a stage to the puzzles of its motif. $motif: the motif's name
# (a puzzle theme below).
learn-practise-motif = Потренируйтесь на задачах: { $motif }
# A failed level's solution. $line: its moves in notation (19-15 10x19 23x7).
learn-the-way = Правильное решение: { $line }.
# The move counter of a level. $moves: the moves made; $par: the target
# (fewest moves that solve it).
learn-moves = Ходы: { $moves } (цель: { $par })
# The move counter of a practice game. $moves: the moves made; $limit: the
# most it allows.
learn-moves-within = Ходы: { $moves } (максимум { $limit })
# How many hints the level used. $hints: the number.
learn-hints-used = Использовано подсказок: { $hints }
# Said when a mistake costs a star (−1★ stays as is).
learn-cost-mistake = −1★: каждая ошибка отнимает звезду.
# Said when a hint costs a star (−1★ stays as is).
learn-cost-hint = −1★: каждая подсказка отнимает звезду.
# Said when a move over the target costs a star. $par: the fewest moves that
# solve the level.
learn-cost-extra-move = −1★: здесь можно уложиться в { $par ->
        [1] один ход
        [one] { $par } ход
        [few] { $par } хода
        [many] { $par } ходов
       *[other] { $par } хода
    }; каждый лишний ход отнимает звезду.
# Why a solved level earned fewer than three stars. $extra_moves, $hints,
# $mistakes: how many of each.
learn-star-costs = Минус звезда за каждый ход сверх цели ({ $extra_moves }), за каждую подсказку ({ $hints }) и за каждую ошибку ({ $mistakes }).
# A question level asked for some squares and the learner tapped one that
# isn't. $square: its name (c3, 22).
learn-wrong-square = Поле { $square } не из их числа. Посмотрите ещё раз и нажмите на другое.
# The draw counters of a level that ends in a draw. $king_moves of
# $king_limit: moves in a row made only with kings; $seen of $seen_limit:
# times the same position came back.
learn-draw-counts = Ходы только дамками подряд: { $king_moves } из { $king_limit } · повторение позиции: { $seen } из { $seen_limit }
learn-draw-counts-no-progress = Ходы без взятий и без продвижения простых: { $king_moves } из { $king_limit } · повторение позиции: { $seen } из { $seen_limit }

## Lessons: where a failed practice went wrong

# The move that let a practice game's result go, by the endgame tables.
# $number: which of the learner's moves (1, 2, …); $played: the move (22-17);
# $result: win if a win was let go, else draw; $after: lost if the position is
# now lost, else draw.
learn-turning-point = Вашим { $number }-м ходом, { $played }, вы { $result ->
        [win] упустили победу
       *[draw] упустили ничью
    }: после него { $after ->
        [lost] соперник выигрывает
       *[draw] при лучшей игре обеих сторон — ничья
    }.
# Follows learn-turning-point when a win was let go: the move that kept it.
# $move: the move (22-18).
learn-turning-point-kept-win = Ход { $move } сохранял победу.
# Follows learn-turning-point when a draw was let go: the move that held it.
# $move: the move (22-18).
learn-turning-point-kept-draw = Ход { $move } удерживал ничью.
# The move that let a practice's goal go. $number: which of the learner's
# moves (1, 2, …); $played: the move (22-17); $slip: piece (a piece to win;
# after the move the opponent can save it), crowning (a man to crown; the
# opponent can now stop it) or win (the opponent can now hold out beyond the
# moves the practice allows).
learn-search-slip = Вашим { $number }-м ходом, { $played }, вы упустили { $slip ->
        [piece] выигрыш шашки
        [crowning] проход в дамки
       *[win] победу
    }: после него соперник может { $slip ->
        [piece] спасти шашку или взять одну из ваших
        [crowning] вовремя остановить ваши шашки
       *[win] продержаться дольше отведённого числа ходов
    }.
# Follows learn-search-slip: a move that still reached the goal. $move: the
# move (22-18); $slip: as in learn-search-slip.
learn-search-slip-kept = Ход { $move } { $slip ->
        [piece] выигрывал шашку
        [crowning] успевал провести шашку в дамки
       *[win] успевал выиграть
    }.
# A failed level's headline: the opponent took more pieces than the level's
# solution ever gives. $lost: the learner's pieces taken in all; $taken: the
# opponent's pieces the learner took.
learn-fail-lost-material = Соперник побил { $lost ->
        [1] одну вашу шашку
        [one] { $lost } вашу шашку
        [few] { $lost } ваши шашки
       *[many] { $lost } ваших шашек
    }{ $taken ->
        [0] {""}
       *[other] {""}, а вы в ответ побили только { $taken }
    }. Отмените ход и найдите такой, что ничего не отдаёт даром.
# A failed practice's headline: one of the learner's moves let the aim go (the
# sentence under it names the move). $slip: win-draw (a win let go, a draw
# left), win-lost (a win let go, now lost), draw-lost (a draw let go),
# piece (the piece to win), crowning (the man to crown), win (a win beyond the
# endgame tables).
learn-fail-let-go = { $slip ->
        [win-draw] Победа ускользнула: при лучшей игре сторон теперь ничья.
        [win-lost] Победа ускользнула, и теперь выигрывает соперник.
        [draw-lost] Ничья ускользнула: теперь выигрывает соперник.
        [piece] Выигрыш шашки ускользнул.
        [crowning] Проход в дамки ускользнул: теперь соперник успевает помешать.
       *[win] Победа ускользнула: теперь соперник может продержаться.
    }

## Puzzle themes
## The motifs puzzles are sorted by: filter chips, the motif pages, a stage's
## link to its puzzles.

# Puzzle theme: A capture must be made.
theme-name-compulsory-capture = Обязательное взятие
# Puzzle theme: The capture taking the most pieces must be chosen.
theme-name-majority-law = Правило большинства
# Puzzle theme: The Italian rules' order for choosing between captures.
theme-name-italian-tiebreak = Итальянский порядок взятия
# Puzzle theme: A man crowns in the middle or at the end of a capture.
theme-name-promotion-in-capture = Превращение в дамку при взятии
# Puzzle theme: A capture made by a king.
theme-name-king-capture = Взятие дамкой
# Puzzle theme: A sacrifice that wins by a forced capture.
theme-name-shot = Удар
# Puzzle theme: Few pieces left.
theme-name-endgame = Окончание
# Puzzle theme: Men break through to crown.
theme-name-breakthrough = Прорыв в дамки
# Puzzle theme: Coming out pieces ahead.
theme-name-win-material = Выигрыш материала
# Puzzle theme: A shot that works because the majority law forces the capture.
theme-name-forced-by-majority = Удар по правилу большинства
# Puzzle theme: A shot that works because the Italian tie-break forces the
# capture.
theme-name-forced-by-tiebreak = Удар по итальянскому порядку
# Puzzle theme: Give one piece, take two.
theme-name-two-for-one = Две за одну
# Puzzle theme: A king caught with no safe square.
theme-name-king-trap = Ловля дамки
# Puzzle theme: Captured pieces stay on the board until the capture ends.
theme-name-turkish-strike = Турецкий удар
# Puzzle theme: The opponent's pieces are left with no move.
theme-name-block = Блокировка
# Puzzle theme: The opposition: who has to move decides the ending.
theme-name-tempo = Оппозиция

## Puzzles

# A puzzle's title. $number: its number.
puzzle-title = Задача { $number }
# A rule drill's title. $number: its number.
drill-title = Упражнение на правила { $number }
# The solver's moves found so far. $current: the move being looked for;
# $total: how many the solution has.
puzzle-progress = Ход { $current } из { $total }
# A legal move that does not solve the puzzle, and the opponent's answer to
# it. $tried, $reply: moves (22-17, 14x21).
puzzle-wrong = { $tried } — не то: соперник отвечает { $reply }. Попробуйте ещё раз.
# A legal move that does not solve the puzzle (no answer shown). $tried: the
# move.
puzzle-wrong-no-reply = { $tried } — не то. Попробуйте ещё раз.
# A move that does not solve the puzzle, which the endgame tables call a draw
# or a loss. $tried: the move; $call: draw or loss; $why: material when the
# pieces left cannot win (then $reason is solution-kings-cannot-win), else
# none.
puzzle-wrong-tables = { $tried } — не то: по эндшпильным базам { $call ->
        [draw] это только ничья
       *[loss] это проигрыш
    }{ $why ->
        [material] , ведь { $reason }
       *[none] {""}
    }. Попробуйте ещё раз.
# A puzzle solved after wrong moves (or moves a drill's rules refused), with
# no hint. $mistakes: how many.
puzzle-solved-after-mistakes = Решено, но после { $mistakes ->
        [1] одного неверного хода
        [one] { $mistakes } неверного хода
       *[other] { $mistakes } неверных ходов
    }.
# While the answer to a move other than the solution's is searched (it may
# still win). $tried: the move.
puzzle-refuting = { $tried }: смотрите ответ соперника…
# A move other than the solution's that wins as well. $tried: the move; $line:
# the solution's moves.
puzzle-also-wins = { $tried } тоже выигрывает! Решено. Основной вариант: { $line }.
# The puzzle rating after a rated attempt. $rating: the new rating; $change:
# how it moved, signed (+16, -8).
puzzle-rating-change = Рейтинг: { $rating } ({ $change })
# The same while the rating is still provisional. $rating: the new rating,
# with a “?” after it; $change: how it moved, signed (+16, -8).
puzzle-rating-change-provisional = Предварительный рейтинг: { $rating } ({ $change }); он уточнится после новых задач.
# The line under a provisional rating. $deviation: how far off it may be, in
# rating points.
rating-provisional = предварительный (±{ $deviation })
# A streak of days with a puzzle solved. $days: the number.
puzzle-days =
    { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    }
# The button under the list that shows more puzzles. $left: how many are not
# shown yet.
puzzles-show-more = Показать ещё (осталось { $left })
# How much of the list is shown. $shown: the puzzles listed; $total: all of
# them.
puzzles-shown = Показано { $shown } из { $total }
# How many puzzles a motif has in the rule set. $count: the number.
motif-count =
    { $count ->
        [one] { $count } задача
        [few] { $count } задачи
        [many] { $count } задач
       *[other] { $count } задачи
    }
# Solved of all, in a table cell. $part: the solved; $whole: all.
out-of = { $part } из { $whole }
# Under the history: missed puzzles that come back on later days to try again.
# $count: how many.
puzzles-coming-back =
    { $count ->
        [1] Ещё одна задача вернётся в ближайшие дни.
        [one] Ещё { $count } задача вернётся в ближайшие дни.
        [few] Ещё { $count } задачи вернутся в ближайшие дни.
        [many] Ещё { $count } задач вернутся в ближайшие дни.
       *[other] Ещё { $count } задачи вернутся в ближайшие дни.
    }

## Games

# How many moves a saved game has (the card that offers to resume it). $moves:
# the number.
moves-played =
    { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }
