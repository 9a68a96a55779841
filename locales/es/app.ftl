# app: the app's texts with data: rule sets, the computer's levels, sides,
# lessons' counters, puzzle themes and puzzles (src/kernel/i18n.rs). See
# src/kernel/i18n/catalogue.rs.

## Rule sets
## Their names: in full in the lists, the titles and the badges; short in
## the header's menu, beside the word that says it is a rule set.

# The rule set's name in full.
variant-name-brazilian = Damas brasileñas
# Its short name, for the header's menu.
variant-short-name-brazilian = Brasileñas
# The rule set's name in full (English draughts, or checkers).
variant-name-english = Damas inglesas
# Its short name, for the header's menu.
variant-short-name-english = Inglesas
# The rule set's name in full.
variant-name-russian = Damas rusas
# Its short name, for the header's menu.
variant-short-name-russian = Rusas
# The rule set's name in full.
variant-name-spanish = Damas españolas
# Its short name, for the header's menu.
variant-short-name-spanish = Españolas
# The rule set's name in full.
variant-name-italian = Damas italianas
# Its short name, for the header's menu.
variant-short-name-italian = Italianas
# The rule set's name in full.
variant-name-thai = Damas tailandesas
# Its short name, for the header's menu.
variant-short-name-thai = Tailandesas
# The rule set's name in full (Brazilian rules on the 10×10 board).
variant-name-damas10 = Damas brasileñas 10×10
# Its short name, for the header's menu.
variant-short-name-damas10 = Brasileñas 10×10
# The rule set's name in full (international draughts, 10×10).
variant-name-international = Damas internacionales
# Its short name, for the header's menu.
variant-short-name-international = Internacionales
# The rule set's name in full (Turkish draughts, dama: orthogonal moves on all 64 squares).
variant-name-turkish = Damas turcas
# Its short name, for the header's menu.
variant-short-name-turkish = Turcas

## The computer opponent
## Its four levels keep their names (Domador, Motorista, Carcereiro,
## Empresário) in every language; only how strong each is gets translated.

# The weakest computer opponent, with how strong it is.
level-name-domador = Domador (muy fácil)
# The second computer opponent, with how strong it is.
level-name-motorista = Motorista (fácil)
# The third computer opponent, with how strong it is.
level-name-carcereiro = Carcereiro (medio)
# The strongest computer opponent, with how strong it is.
level-name-empresario = Empresário (difícil)
# The computer offers a draw; buttons to accept and decline follow. $level:
# its name (Domador…), untranslated.
computer-offers-draw = { $level } te ofrece tablas. ¿Aceptas?
# Shown small next to “Thinking…”: how many moves ahead the computer has
# looked. $depth: a number.
thinking-depth = profundidad { $depth }

## Pieces

# A number of pieces. $count: the number.
pieces =
    { $count ->
        [one] una pieza
       *[other] { $count } piezas
    }

## Lessons
## The course's levels: counters, stars, and what a failed level says.

# Where a level sits in its stage. $index: its number; $count: the stage's
# levels.
learn-level-of = Nivel { $index } de { $count }
# Stars as text, for screen readers and the stage map. $earned: the stars won;
# $possible: the most there are.
learn-stars = { $earned } de { $possible } estrellas
# The link from a stage to the puzzles of its motif. $motif: the motif's name
# (a puzzle theme below).
learn-practise-motif = Practica con problemas: { $motif }
# A failed level's solution. $line: its moves in notation (19-15 10x19 23x7).
learn-the-way = La solución era: { $line }.
# The move counter of a level. $moves: the moves made; $par: the target
# (fewest moves that solve it).
learn-moves = Jugadas: { $moves } (meta: { $par })
# The move counter of a practice game. $moves: the moves made; $limit: the
# most it allows.
learn-moves-within = Jugadas: { $moves } (máximo { $limit })
# How many hints the level used. $hints: the number.
learn-hints-used = Pistas usadas: { $hints }
# Said when a mistake costs a star (−1★ stays as is).
learn-cost-mistake = −1★: cada error cuesta una estrella.
# Said when a hint costs a star (−1★ stays as is).
learn-cost-hint = −1★: cada pista cuesta una estrella.
# Said when a move over the target costs a star. $par: the fewest moves that
# solve the level.
learn-cost-extra-move = −1★: se puede hacer en { $par ->
        [one] una sola jugada
       *[other] { $par } jugadas
    }; cada jugada de más cuesta una estrella.
# Why a solved level earned fewer than three stars. $extra_moves, $hints,
# $mistakes: how many of each.
learn-star-costs = Una estrella menos por cada jugada por encima de la meta ({ $extra_moves }), por cada pista ({ $hints }) y por cada error ({ $mistakes }).
# A question level asked for some squares and the learner tapped one that
# isn't. $square: its name (c3, 22).
learn-wrong-square = La casilla { $square } no es una de ellas. Vuelve a mirar y toca otra.
# The draw counters of a level that ends in a draw. $king_moves of
# $king_limit: moves in a row made only with kings; $seen of $seen_limit:
# times the same position came back.
learn-draw-counts = Jugadas seguidas solo de damas: { $king_moves } de { $king_limit } · misma posición: { $seen } de { $seen_limit }
learn-draw-counts-no-progress = Jugadas sin captura y sin peón que avance: { $king_moves } de { $king_limit } · misma posición: { $seen } de { $seen_limit }

## Lessons: where a failed practice went wrong

# The move that let a practice game's result go, by the endgame tables.
# $number: which of the learner's moves (1, 2, …); $played: the move (22-17);
# $result: win if a win was let go, else draw; $after: lost if the position is
# now lost, else draw.
learn-turning-point = Tu jugada { $number }, { $played }, { $result ->
        [win] dejó escapar la victoria
       *[draw] perdió las tablas
    }: después de ella, { $after ->
        [lost] gana el rival
       *[draw] con el mejor juego de ambos bandos, son tablas
    }.
# Follows learn-turning-point when a win was let go: the move that kept it.
# $move: the move (22-18).
learn-turning-point-kept-win = { $move } mantenía la victoria.
# Follows learn-turning-point when a draw was let go: the move that held it.
# $move: the move (22-18).
learn-turning-point-kept-draw = { $move } salvaba las tablas.
# The move that let a practice's goal go. $number: which of the learner's
# moves (1, 2, …); $played: the move (22-17); $slip: piece (a piece to win;
# after the move the opponent can save it), crowning (a man to crown; the
# opponent can now stop it) or win (the opponent can now hold out beyond the
# moves the practice allows).
learn-search-slip = Tu jugada { $number }, { $played }, dejó escapar { $slip ->
        [piece] la pieza
        [crowning] la coronación
       *[win] la victoria
    }: después de ella, el rival puede { $slip ->
        [piece] salvarla o capturar una de las tuyas
        [crowning] frenar tus peones a tiempo
       *[win] resistir más allá de las jugadas contadas
    }.
# Follows learn-search-slip: a move that still reached the goal. $move: the
# move (22-18); $slip: as in learn-search-slip.
learn-search-slip-kept =
    { $move } { $slip ->
        [piece] ganaba la pieza
        [crowning] coronaba a tiempo
       *[win] ganaba a tiempo
    }.
# A failed level's headline: the opponent took more pieces than the level's
# solution ever gives. $lost: the learner's pieces taken in all; $taken: the
# opponent's pieces the learner took.
learn-fail-lost-material = Tu rival te comió { $lost ->
        [one] una pieza
       *[other] { $lost } piezas
    }{ $taken ->
        [0] {""}
        [one] {""}, y tú solo le comiste una
       *[other] {""}, y tú solo le comiste { $taken }
    }. Deshaz y busca una jugada que no regale nada.
# A failed practice's headline: one of the learner's moves let the aim go (the
# sentence under it names the move). $slip: win-draw (a win let go, a draw
# left), win-lost (a win let go, now lost), draw-lost (a draw let go),
# piece (the piece to win), crowning (the man to crown), win (a win beyond the
# endgame tables).
learn-fail-let-go = { $slip ->
        [win-draw] Se escapó la victoria: con el mejor juego de ambos, ahora son tablas.
        [win-lost] Se escapó la victoria, y ahora gana tu rival.
        [draw-lost] Se escaparon las tablas: ahora gana tu rival.
        [piece] Se escapó la pieza que ibas a ganar.
        [crowning] Se escapó la coronación: ahora tu rival puede impedirla.
       *[win] Se escapó la victoria: ahora tu rival puede resistir.
    }

## Puzzle themes
## The motifs puzzles are sorted by: filter chips, the motif pages, a stage's
## link to its puzzles.

# Puzzle theme: A capture must be made.
theme-name-compulsory-capture = Captura obligatoria
# Puzzle theme: The capture taking the most pieces must be chosen.
theme-name-majority-law = Ley de la cantidad
# Puzzle theme: The Italian rules' order for choosing between captures.
theme-name-italian-tiebreak = Desempate italiano
# Puzzle theme: A man crowns in the middle or at the end of a capture.
theme-name-promotion-in-capture = Coronación durante la captura
# Puzzle theme: A capture made by a king.
theme-name-king-capture = Captura con la dama
# Puzzle theme: A sacrifice that wins by a forced capture.
theme-name-shot = Golpe
# Puzzle theme: Few pieces left.
theme-name-endgame = Final
# Puzzle theme: Men break through to crown.
theme-name-breakthrough = Ruptura a dama
# Puzzle theme: Coming out pieces ahead.
theme-name-win-material = Ganancia de material
# Puzzle theme: A shot that works because the majority law forces the capture.
theme-name-forced-by-majority = Golpe por la ley de la cantidad
# Puzzle theme: A shot that works because the Italian tie-break forces the
# capture.
theme-name-forced-by-tiebreak = Golpe por el desempate italiano
# Puzzle theme: Give one piece, take two.
theme-name-two-for-one = Dos por uno
# Puzzle theme: A king caught with no safe square.
theme-name-king-trap = Dama atrapada
# Puzzle theme: Captured pieces stay on the board until the capture ends.
theme-name-turkish-strike = Golpe turco
# Puzzle theme: The opponent's pieces are left with no move.
theme-name-block = Bloqueo
# Puzzle theme: The opposition: who has to move decides the ending.
theme-name-tempo = Oposición

## Puzzles

# A puzzle's title. $number: its number.
puzzle-title = Problema { $number }
# A rule drill's title. $number: its number.
drill-title = Ejercicio de reglas { $number }
# The solver's moves found so far. $current: the move being looked for;
# $total: how many the solution has.
puzzle-progress = Jugada { $current } de { $total }
# A legal move that does not solve the puzzle, and the opponent's answer to
# it. $tried, $reply: moves (22-17, 14x21).
puzzle-wrong = { $tried } no es la solución: el rival responde { $reply }. Inténtalo de nuevo.
# A legal move that does not solve the puzzle (no answer shown). $tried: the
# move.
puzzle-wrong-no-reply = { $tried } no es la solución. Inténtalo de nuevo.
# A move that does not solve the puzzle, which the endgame tables call a draw
# or a loss. $tried: the move; $call: draw or loss; $why: material when the
# pieces left cannot win (then $reason is solution-kings-cannot-win), else
# none.
puzzle-wrong-tables = { $tried } no es la solución: según las bases de finales, { $call ->
        [draw] solo hace tablas
       *[loss] pierde
    }{ $why ->
        [material] , porque { $reason }
       *[none] {""}
    }. Inténtalo de nuevo.
# A puzzle solved after wrong moves (or moves a drill's rules refused), with
# no hint. $mistakes: how many.
puzzle-solved-after-mistakes = Resuelto, tras { $mistakes ->
        [one] una jugada equivocada
       *[other] { $mistakes } jugadas equivocadas
    }.
# While the answer to a move other than the solution's is searched (it may
# still win). $tried: the move.
puzzle-refuting = { $tried }: mira la respuesta del rival…
# A move other than the solution's that wins as well. $tried: the move; $line:
# the solution's moves.
puzzle-also-wins = ¡{ $tried } también gana! Resuelto. La línea principal era { $line }.
# The puzzle rating after a rated attempt. $rating: the new rating; $change:
# how it moved, signed (+16, -8).
puzzle-rating-change = Puntuación: { $rating } ({ $change })
# The same while the rating is still provisional. $rating: the new rating,
# with a “?” after it; $change: how it moved, signed (+16, -8).
puzzle-rating-change-provisional = Puntuación provisional: { $rating } ({ $change }); se asentará con más problemas.
# The line under a provisional rating. $deviation: how far off it may be, in
# rating points.
rating-provisional = provisional (±{ $deviation })
# A streak of days with a puzzle solved. $days: the number.
puzzle-days =
    { $days ->
        [one] 1 día
       *[other] { $days } días
    }
# The button under the list that shows more puzzles. $left: how many are not
# shown yet.
puzzles-show-more = Ver más ({ $left ->
        [one] queda 1
       *[other] quedan { $left }
    })
# How much of the list is shown. $shown: the puzzles listed; $total: all of
# them.
puzzles-shown = Mostrando { $shown } de { $total }
# How many puzzles a motif has in the rule set. $count: the number.
motif-count =
    { $count ->
        [one] 1 problema
       *[other] { $count } problemas
    }
# Solved of all, in a table cell. $part: the solved; $whole: all.
out-of = { $part } de { $whole }
# Under the history: missed puzzles that come back on later days to try again.
# $count: how many.
puzzles-coming-back =
    { $count ->
        [one] Uno más volverá en los próximos días.
       *[other] { $count } más volverán en los próximos días.
    }

## Games

# How many moves a saved game has (the card that offers to resume it). $moves:
# the number.
moves-played =
    { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }
