# Why a pasted or opened game, position or progress file was refused:
# src/kernel/i18n/pdn_errors.rs (FEN and PDN) and
# src/settings/progress_texts.rs (importing progress). A `$side` is
# `white` (the light pieces) or `black` (the dark).

## Opening a game or a position (Play page)

# The box was empty when the player asked to open it.
pdn-nothing-pasted = Cole um jogo em PDN ou uma posição FEN.

# A FEN position that cannot be opened. $reason: one of the pdn-fen-* or
# pdn-not-a-square / pdn-off-board messages below.
pdn-invalid-fen = Posição FEN inválida: { $reason }.

# A PDN game that cannot be opened. $line: the line of the text (from 1);
# $reason: what is wrong (pdn-bad-tag … pdn-no-game below).
pdn-invalid-pdn = PDN inválido (linha { $line }): { $reason }.

# A PDN game read fine, but one of its moves cannot be played on.
# $move: the move as written (22-18); $reason: pdn-game-already-over or
# pdn-not-a-legal-move.
pdn-invalid-replay = PDN inválido: { $move }: { $reason }.

# Why a move of a PDN game cannot be played: the game had already ended by
# the rules. $outcome: how it ended (for instance "light won: dark resigned").
pdn-game-already-over = a partida já tinha acabado ({ $outcome })

# Why a move of a PDN game cannot be played: the rules do not allow it.
pdn-not-a-legal-move = lance ilegal

## What is wrong in a FEN position (after "Invalid FEN position:")

# The FEN text is empty.
pdn-fen-empty = está vazia

# The side to move is not W or B. $text: what was written instead.
pdn-fen-bad-side = a vez '{ $text }' não é W nem B

# A part of the FEN is not "W" or "B" and a list of squares. $text: that part.
pdn-fen-bad-section = o trecho '{ $text }' não começa com W ou B seguido das casas

# One side's pieces are given twice. $side: white (light) or black (dark).
pdn-fen-colour-twice = as { $side ->
    [white] claras
   *[black] escuras
    } aparecem duas vezes

# A square is named twice. $square: its number.
pdn-fen-square-twice = a casa { $square } aparece duas vezes

# A man stands on the row where it would have been crowned. $square: its number.
pdn-fen-man-on-promotion-row = a pedra na casa { $square } já teria virado dama

# More pieces of one side than the rule set starts with. $count: how many
# are given (always more than $max); $side: white (light) or black (dark);
# $max: how many each side starts with.
pdn-fen-too-many-pieces = { $count } peças { $side ->
    [white] claras
   *[black] escuras
    }, mais que as { $max } do início nesta regra

## Squares, in a FEN position or a move

# Text that should be a square number. $text: the text.
pdn-not-a-square = '{ $text }' não é uma casa

# A square number the board does not have. $square: the number.
pdn-off-board = a casa { $square } não existe neste tabuleiro

## What is wrong in a PDN game (after "Invalid PDN (line 3):")

# A tag that is not of the form [Name "value"] (PDN syntax: keep the brackets
# and quotes). $tag: the tag as written.
pdn-bad-tag = a etiqueta '{ $tag }' não tem a forma [Nome "valor"]

# A GameType or Variant tag that names no rule set of the app. $tag: the
# tag's name; $value: its value.
pdn-unknown-game-type = { $tag } '{ $value }' não é uma das regras do Damas

# The game's FEN tag is wrong. $reason: one of the FEN messages above.
pdn-in-fen = na posição FEN, { $reason }

# A move of the game that cannot be read or played. $number: the move's
# number in the game; $side: who plays it, white (light) or black (dark);
# $move: the move as written; $reason: one of the pdn-move-* messages or
# pdn-not-a-square / pdn-off-board.
pdn-move = lance { $number } das { $side ->
    [white] claras
   *[black] escuras
    }, { $move }: { $reason }

# A comment opened with "{" and never closed.
pdn-unterminated-comment = um comentário aberto com '{"{"}' não foi fechado

# A variation opened with "(" and never closed.
pdn-unterminated-variation = uma variante aberta com '(' não foi fechada

# A ")", "}" or "]" that closes nothing. $char: that character.
pdn-unexpected = '{ $char }' sem nada a fechar

# The text has no game in it.
pdn-no-game = não há jogo no texto

## What is wrong in a move of a PDN game (after "move 3 of light, 22-18:")

# The move has no squares.
pdn-move-empty = lance vazio

# The move names fewer than two squares.
pdn-move-too-short = um lance precisa de duas casas

# No legal move follows the squares written.
pdn-move-illegal = lance ilegal nessa posição

# Several legal captures follow the squares written. $moves: each one in
# full, separated by commas (1x10x19, 1x12x19).
pdn-move-ambiguous = lance ambíguo, escreva as casas de chegada: { $moves }

## Importing progress (Settings page)

# A progress file was refused. $reason: one of the progress-* messages below.
progress-import-refused = Arquivo não importado, nada foi alterado: { $reason }.

# The file is larger than the browser can keep.
progress-too-big = o arquivo é grande demais

# The file is not a progress file exported by this app.
progress-not-an-export = não é um arquivo exportado pelo Damas

# The file was exported by another app.
progress-other-app = o arquivo é de outro aplicativo

# The file was made by a newer version of the app.
progress-newer-format = ele foi feito por uma versão mais nova do Damas; atualize a página e tente de novo

# The file holds no data.
progress-empty = o arquivo está vazio

# The file holds a key that is not one of the app's. $key: that key.
progress-bad-key = ele contém uma chave desconhecida ({ $key })

# The data under one key cannot be read. $key: that key.
progress-bad-value = os dados de { $key } estão danificados

# The browser refused to store the data (full or blocked).
progress-storage = o navegador não deixou salvar
