# analysis: the analysis board (/analysis); see src/kernel/i18n/catalogue.rs

## The page

analysis-title = Доска для анализа
analysis-intro = Расставьте любую позицию, пробуйте ходы и другие варианты и спросите движок, что он думает.

## The board editor

analysis-edit = Расставить позицию
analysis-editor-heading = Расстановка позиции
analysis-editor-help = Выберите шашку ниже и нажимайте на поля, чтобы поставить её; нажмите ещё раз, чтобы убрать.
analysis-brush-white-man = Белая шашка
analysis-brush-white-king = Белая дамка
analysis-brush-black-man = Чёрная шашка
analysis-brush-black-king = Чёрная дамка
analysis-brush-erase = Убрать
analysis-side-to-move = Чей ход
analysis-clear = Очистить доску
analysis-start-position = Начальная позиция
analysis-finish-editing = Анализировать эту позицию
analysis-cancel-editing = Отмена
# The rules do not allow the position set up. $square: the square (`30`, `d8`); $side: `white` (light) or `black` (dark).
analysis-refused-man-on-crowning-row = Шашка на поле { $square } уже была бы дамкой: сделайте её дамкой или переставьте.
# $count: the pieces of that side on the board; $max: how many the rule set starts with.
analysis-refused-too-many = У { $side ->
    [white] белых
   *[black] чёрных
 } { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
   *[many] { $count } шашек
 }, а по этим правилам в начале игры их { $max }.

## Moving through the moves

analysis-moves = Ходы
analysis-no-moves = Сделайте ход на доске, чтобы начать.
analysis-start = В начало
analysis-back = Назад
analysis-forward = Вперёд
analysis-end = В конец
analysis-promote = Сделать главным вариантом
analysis-delete = Удалить с этого хода
# The move list's name for screen readers.
analysis-move-list = Ходы и варианты

## The engine

analysis-engine-on = Спросить движок
analysis-engine-off = Скрыть движок
analysis-engine-thinking = Движок думает…
analysis-engine-nothing = Ходов нет: здесь партия окончена.
analysis-best-moves = Лучшие ходы движка
# Plays the first move of one of the engine's lines. $move: the move (`22-18`).
analysis-play-move = Сыграть { $move }

## The evaluation in words. $side: `white` (light) or `black` (dark).

analysis-level = Позиция равная.
analysis-better = У { $side ->
    [white] белых
   *[black] чёрных
 } лучше
analysis-winning = { $side ->
    [white] Белые
   *[black] Чёрные
 } выигрывают
# $moves: the moves of both sides to the win, as a player counts them.
# A win the endgame tables prove (they give no count of moves).
analysis-wins = { $side ->
    [white] Белые
   *[black] Чёрные
 } выигрывают форсированно
analysis-wins-in = { $side ->
    [white] Белые
   *[black] Чёрные
 } выигрывают форсированно за { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
 }
# Why, from the pieces on the board. $count: how many more.
analysis-men-up = { $count ->
    [one] лишняя шашка
    [few] { $count } лишние шашки
   *[many] { $count } лишних шашек
 }
analysis-kings-up = { $count ->
    [one] лишняя дамка
    [few] { $count } лишние дамки
   *[many] { $count } лишних дамок
 }
# The evaluation and its reason: `Light is winning: a man up.` $standing: analysis-better, -winning or -wins-in; $reason: analysis-men-up or -kings-up.
analysis-standing-because = { $standing }: { $reason }.
# The evaluation without a reason on the board.
analysis-standing = { $standing }.
analysis-table-win = Таблицы эндшпиля: { $side ->
    [white] белые
   *[black] чёрные
 } выигрывают при лучшей игре.
analysis-table-draw = Таблицы эндшпиля: ничья при лучшей игре.

## In and out

analysis-copy-fen = Копировать FEN
analysis-copy-pdn = Копировать PDN
analysis-copy-link = Копировать ссылку
analysis-download-pdn = Скачать PDN
analysis-paste = Вставьте позицию FEN или партию PDN
analysis-open = Открыть
analysis-copied = Скопировано.
analysis-copy-failed = Не удалось скопировать: выделите текст и скопируйте его.
analysis-link-cut = Ходы из ссылки обрываются на ходе, который здесь невозможен: показаны ходы до него.
analysis-link-broken = Не удалось прочитать ссылку: показана начальная позиция.
# The link from another page (a game, the review) to the analysis board on the position it shows.
analysis-open-here = Анализировать
