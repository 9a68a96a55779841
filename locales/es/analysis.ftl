# analysis: the analysis board (/analysis); see src/kernel/i18n/catalogue.rs

## The page

analysis-title = Tablero de análisis
analysis-intro = Coloca cualquier posición, prueba jugadas y sus alternativas y pregúntale al motor qué opina.

## The board editor

analysis-edit = Colocar una posición
analysis-editor-heading = Colocar una posición
analysis-editor-help = Elige una pieza abajo y toca las casillas para ponerla; tócala otra vez para quitarla.
analysis-brush-white-man = Peón blanco
analysis-brush-white-king = Dama blanca
analysis-brush-black-man = Peón negro
analysis-brush-black-king = Dama negra
analysis-brush-erase = Quitar
analysis-side-to-move = Turno
analysis-clear = Vaciar el tablero
analysis-start-position = Posición inicial
analysis-finish-editing = Analizar esta posición
analysis-cancel-editing = Cancelar
# The rules do not allow the position set up. $square: the square (`30`, `d8`); $side: `white` (light) or `black` (dark).
analysis-refused-man-on-crowning-row = Un peón en la casilla { $square } ya sería dama: conviértelo en dama o cámbialo de casilla.
# $count: the pieces of that side on the board; $max: how many the rule set starts with.
analysis-refused-too-many = Las { $side ->
    [white] blancas
   *[black] negras
 } tienen { $count } piezas, más de las { $max } con que empiezan en estas reglas.

## Moving through the moves

analysis-moves = Jugadas
analysis-no-moves = Haz una jugada en el tablero para empezar.
analysis-start = Inicio
analysis-back = Atrás
analysis-forward = Adelante
analysis-end = Final
analysis-promote = Hacer línea principal
analysis-delete = Borrar desde aquí
# The move list's name for screen readers.
analysis-move-list = Jugadas y variantes

## The engine

analysis-engine-on = Preguntar al motor
analysis-engine-off = Ocultar el motor
analysis-engine-thinking = El motor está pensando…
analysis-engine-nothing = Ninguna jugada: aquí la partida ha terminado.
analysis-best-moves = Las mejores jugadas del motor
# Plays the first move of one of the engine's lines. $move: the move (`22-18`).
analysis-play-move = Jugar { $move }

## The evaluation in words. $side: `white` (light) or `black` (dark).

analysis-level = La posición está igualada.
analysis-better = Las { $side ->
    [white] blancas
   *[black] negras
 } están mejor
analysis-winning = Las { $side ->
    [white] blancas
   *[black] negras
 } van ganando
# $moves: the moves of both sides to the win, as a player counts them.
# A win the endgame tables prove (they give no count of moves).
analysis-wins = Las { $side ->
    [white] blancas
   *[black] negras
 } ganan a la fuerza
analysis-wins-in = Las { $side ->
    [white] blancas
   *[black] negras
 } ganan a la fuerza en { $moves ->
    [one] una jugada
   *[other] { $moves } jugadas
 }
# Why, from the pieces on the board. $count: how many more.
analysis-men-up = { $count ->
    [one] un peón de ventaja
   *[other] { $count } peones de ventaja
 }
analysis-kings-up = { $count ->
    [one] una dama de ventaja
   *[other] { $count } damas de ventaja
 }
# The evaluation and its reason: `Light is winning: a man up.` $standing: analysis-better, -winning or -wins-in; $reason: analysis-men-up or -kings-up.
analysis-standing-because = { $standing }: { $reason }.
# The evaluation without a reason on the board.
analysis-standing = { $standing }.
analysis-table-win = Las tablas de finales: las { $side ->
    [white] blancas
   *[black] negras
 } ganan con el mejor juego.
analysis-table-draw = Las tablas de finales: tablas con el mejor juego.

## In and out

analysis-copy-fen = Copiar FEN
analysis-copy-pdn = Copiar PDN
analysis-copy-link = Copiar enlace
analysis-download-pdn = Descargar PDN
analysis-paste = Pega una posición FEN o una partida PDN
analysis-open = Abrir
analysis-copied = Copiado.
analysis-copy-failed = No se pudo copiar: selecciona el texto y cópialo.
analysis-link-cut = Las jugadas del enlace se detienen en una que no se puede jugar aquí: se muestran las anteriores.
analysis-link-broken = No se pudo leer el enlace: se muestra la posición inicial.
# The link from another page (a game, the review) to the analysis board on the position it shows.
analysis-open-here = Analizar
