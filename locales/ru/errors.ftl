# Why a pasted or opened game, position or progress file was refused:
# src/kernel/i18n/pdn_errors.rs (FEN and PDN) and
# src/settings/progress_texts.rs (importing progress). A `$side` is
# `white` (the light pieces) or `black` (the dark).

## Opening a game or a position (Play page)

# The box was empty when the player asked to open it.
pdn-nothing-pasted = Вставьте партию в PDN или позицию FEN.

# A FEN position that cannot be opened. $reason: one of the pdn-fen-* or
# pdn-not-a-square / pdn-off-board messages below.
pdn-invalid-fen = Неверная позиция FEN: { $reason }.

# A PDN game that cannot be opened. $line: the line of the text (from 1);
# $reason: what is wrong (pdn-bad-tag … pdn-no-game below).
pdn-invalid-pdn = Неверный PDN (строка { $line }): { $reason }.

# A PDN game read fine, but one of its moves cannot be played on.
# $move: the move as written (22-18); $reason: pdn-game-already-over or
# pdn-not-a-legal-move.
pdn-invalid-replay = Неверный PDN: { $move }: { $reason }.

# Why a move of a PDN game cannot be played: the game had already ended by
# the rules. $outcome: how it ended (for instance "light won: dark resigned").
pdn-game-already-over = партия уже была окончена ({ $outcome })

# Why a move of a PDN game cannot be played: the rules do not allow it.
pdn-not-a-legal-move = недопустимый ход

## What is wrong in a FEN position (after "Invalid FEN position:")

# The FEN text is empty.
pdn-fen-empty = пустая строка

# The side to move is not W or B. $text: what was written instead.
pdn-fen-bad-side = очередь хода «{ $text }» — не W и не B

# A part of the FEN is not "W" or "B" and a list of squares. $text: that part.
pdn-fen-bad-section = часть «{ $text }» не начинается с W или B и списка полей

# One side's pieces are given twice. $side: white (light) or black (dark).
pdn-fen-colour-twice = { $side ->
    [white] белые
   *[black] чёрные
    } указаны дважды

# A square is named twice. $square: its number.
pdn-fen-square-twice = поле { $square } указано дважды

# A man stands on the row where it would have been crowned. $square: its number.
pdn-fen-man-on-promotion-row = простая шашка на поле { $square } уже стала бы дамкой

# More pieces of one side than the rule set starts with. $count: how many
# are given (always more than $max); $side: white (light) or black (dark);
# $max: how many each side starts with.
pdn-fen-too-many-pieces = { $side ->
    [white] белых
   *[black] чёрных
    } шашек { $count }, а по этим правилам в начале игры их { $max }

## Squares, in a FEN position or a move

# Text that should be a square number. $text: the text.
pdn-not-a-square = «{ $text }» — не поле

# A square number the board does not have. $square: the number.
pdn-off-board = поля { $square } нет на этой доске

## What is wrong in a PDN game (after "Invalid PDN (line 3):")

# A tag that is not of the form [Name "value"] (PDN syntax: keep the brackets
# and quotes). $tag: the tag as written.
pdn-bad-tag = тег «{ $tag }» не имеет вида [Имя "значение"]

# A GameType or Variant tag that names no rule set of the app. $tag: the
# tag's name; $value: its value.
pdn-unknown-game-type = { $tag } «{ $value }» — таких правил в Damas нет

# The game's FEN tag is wrong. $reason: one of the FEN messages above.
pdn-in-fen = в позиции FEN { $reason }

# A move of the game that cannot be read or played. $number: the move's
# number in the game; $side: who plays it, white (light) or black (dark);
# $move: the move as written; $reason: one of the pdn-move-* messages or
# pdn-not-a-square / pdn-off-board.
pdn-move = ход { $number } { $side ->
    [white] белых
   *[black] чёрных
    }, { $move }: { $reason }

# A comment opened with "{" and never closed.
pdn-unterminated-comment = комментарий, открытый «{"{"}», не закрыт

# A variation opened with "(" and never closed.
pdn-unterminated-variation = вариант, открытый «(», не закрыт

# A ")", "}" or "]" that closes nothing. $char: that character.
pdn-unexpected = «{ $char }» ничего не закрывает

# The text has no game in it.
pdn-no-game = в тексте нет партии

## What is wrong in a move of a PDN game (after "move 3 of light, 22-18:")

# The move has no squares.
pdn-move-empty = пустой ход

# The move names fewer than two squares.
pdn-move-too-short = в записи хода нужны два поля

# No legal move follows the squares written.
pdn-move-illegal = в этой позиции такого хода нет

# Several legal captures follow the squares written. $moves: each one in
# full, separated by commas (1x10x19, 1x12x19).
pdn-move-ambiguous = ход неоднозначен, запишите его полностью: { $moves }

## Importing progress (Settings page)

# A progress file was refused. $reason: one of the progress-* messages below.
progress-import-refused = Файл не импортирован, ничего не изменено: { $reason }.

# The file is larger than the browser can keep.
progress-too-big = файл слишком большой

# The file is not a progress file exported by this app.
progress-not-an-export = это не файл, экспортированный из Damas

# The file was exported by another app.
progress-other-app = файл создан другим приложением

# The file was made by a newer version of the app.
progress-newer-format = он создан более новой версией Damas; обновите страницу и попробуйте снова

# The file holds no data.
progress-empty = файл пуст

# The file holds a key that is not one of the app's. $key: that key.
progress-bad-key = в нём неизвестный ключ ({ $key })

# The data under one key cannot be read. $key: that key.
progress-bad-value = данные под ключом { $key } повреждены

# The browser refused to store the data (full or blocked).
progress-storage = браузер не дал сохранить данные
