# Why a pasted or opened game, position or progress file was refused:
# src/kernel/i18n/pdn_errors.rs (FEN and PDN) and
# src/settings/progress_texts.rs (importing progress). A `$side` is
# `white` (the light pieces) or `black` (the dark).

## Opening a game or a position (Play page)

# The box was empty when the player asked to open it.
pdn-nothing-pasted = Pega una partida en PDN o una posición FEN.

# A FEN position that cannot be opened. $reason: one of the pdn-fen-* or
# pdn-not-a-square / pdn-off-board messages below.
pdn-invalid-fen = Posición FEN no válida: { $reason }.

# A PDN game that cannot be opened. $line: the line of the text (from 1);
# $reason: what is wrong (pdn-bad-tag … pdn-no-game below).
pdn-invalid-pdn = PDN no válido (línea { $line }): { $reason }.

# A PDN game read fine, but one of its moves cannot be played on.
# $move: the move as written (22-18); $reason: pdn-game-already-over or
# pdn-not-a-legal-move.
pdn-invalid-replay = PDN no válido: { $move }: { $reason }.

# Why a move of a PDN game cannot be played: the game had already ended by
# the rules. $outcome: how it ended (for instance "light won: dark resigned").
pdn-game-already-over = la partida ya había terminado ({ $outcome })

# Why a move of a PDN game cannot be played: the rules do not allow it.
pdn-not-a-legal-move = jugada ilegal

## What is wrong in a FEN position (after "Invalid FEN position:")

# The FEN text is empty.
pdn-fen-empty = está vacía

# The side to move is not W or B. $text: what was written instead.
pdn-fen-bad-side = el turno «{ $text }» no es W ni B

# A part of the FEN is not "W" or "B" and a list of squares. $text: that part.
pdn-fen-bad-section = la parte «{ $text }» no empieza por W o B seguido de las casillas

# One side's pieces are given twice. $side: white (light) or black (dark).
pdn-fen-colour-twice = las { $side ->
    [white] blancas
   *[black] negras
    } aparecen dos veces

# A square is named twice. $square: its number.
pdn-fen-square-twice = la casilla { $square } aparece dos veces

# A man stands on the row where it would have been crowned. $square: its number.
pdn-fen-man-on-promotion-row = el peón de la casilla { $square } ya se habría coronado

# More pieces of one side than the rule set starts with. $count: how many
# are given (always more than $max); $side: white (light) or black (dark);
# $max: how many each side starts with.
pdn-fen-too-many-pieces = { $count } piezas { $side ->
    [white] blancas
   *[black] negras
    }, más de las { $max } con que se empieza en estas reglas

## Squares, in a FEN position or a move

# Text that should be a square number. $text: the text.
pdn-not-a-square = «{ $text }» no es una casilla

# A square number the board does not have. $square: the number.
pdn-off-board = la casilla { $square } no existe en este tablero

## What is wrong in a PDN game (after "Invalid PDN (line 3):")

# A tag that is not of the form [Name "value"] (PDN syntax: keep the brackets
# and quotes). $tag: the tag as written.
pdn-bad-tag = la etiqueta «{ $tag }» no tiene la forma [Nombre "valor"]

# A GameType or Variant tag that names no rule set of the app. $tag: the
# tag's name; $value: its value.
pdn-unknown-game-type = { $tag } «{ $value }» no es ninguna de las reglas de Damas

# The game's FEN tag is wrong. $reason: one of the FEN messages above.
pdn-in-fen = en su posición FEN, { $reason }

# A move of the game that cannot be read or played. $number: the move's
# number in the game; $side: who plays it, white (light) or black (dark);
# $move: the move as written; $reason: one of the pdn-move-* messages or
# pdn-not-a-square / pdn-off-board.
pdn-move = jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
    }, { $move }: { $reason }

# A comment opened with "{" and never closed.
pdn-unterminated-comment = un comentario abierto con «{"{"}» no se cierra nunca

# A variation opened with "(" and never closed.
pdn-unterminated-variation = una variante abierta con «(» no se cierra nunca

# A ")", "}" or "]" that closes nothing. $char: that character.
pdn-unexpected = «{ $char }» no cierra nada

# The text has no game in it.
pdn-no-game = no hay ninguna partida en el texto

## What is wrong in a move of a PDN game (after "move 3 of light, 22-18:")

# The move has no squares.
pdn-move-empty = jugada vacía

# The move names fewer than two squares.
pdn-move-too-short = una jugada necesita dos casillas

# No legal move follows the squares written.
pdn-move-illegal = jugada ilegal en esa posición

# Several legal captures follow the squares written. $moves: each one in
# full, separated by commas (1x10x19, 1x12x19).
pdn-move-ambiguous = jugada ambigua, escribe todas las casillas de llegada: { $moves }

## Importing progress (Settings page)

# A progress file was refused. $reason: one of the progress-* messages below.
progress-import-refused = Archivo no importado, no se cambió nada: { $reason }.

# The file is larger than the browser can keep.
progress-too-big = el archivo es demasiado grande

# The file is not a progress file exported by this app.
progress-not-an-export = no es un archivo exportado por Damas

# The file was exported by another app.
progress-other-app = el archivo es de otra aplicación

# The file was made by a newer version of the app.
progress-newer-format = lo creó una versión más reciente de Damas; recarga la página e inténtalo de nuevo

# The file holds no data.
progress-empty = el archivo está vacío

# The file holds a key that is not one of the app's. $key: that key.
progress-bad-key = contiene una clave desconocida ({ $key })

# The data under one key cannot be read. $key: that key.
progress-bad-value = los datos de { $key } están dañados

# The browser refused to store the data (full or blocked).
progress-storage = el navegador no permitió guardarlo
