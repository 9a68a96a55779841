# puzzles: see src/kernel/i18n/catalogue.rs

## Motif pages: what each motif is (`motif-<motif>-what`) and how to spot it in a game (`motif-<motif>-spot`)

# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. What it is.
motif-shot-what = En un golpe entregas a propósito una o más piezas. Como la captura es obligatoria, el rival tiene que comerlas, y esa captura deja sus piezas donde las tuyas capturan más: más de lo que diste, o un peón llega a coronar.
# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. How to spot it.
motif-shot-spot = Busca una pieza rival que, después de capturar, quedaría delante de una casilla vacía en línea con tus peones. Antes de jugar, cuenta lo que entregas y lo que recuperas.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). What it is.
motif-forced-by-majority-what = Donde rige la ley de la cantidad, el rival tiene que capturar el mayor número de piezas posible. Un sacrificio puede hacer que la captura más larga sea la única permitida, y esa captura lleva su pieza directa a tu respuesta: si pudiera elegir, comería menos y se salvaría. En cada problema de este motivo el motor lo comprobó: la captura más corta, que la ley prohíbe, lo habría salvado.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). How to spot it.
motif-forced-by-majority-spot = Cuando entregues una pieza, cuenta todas las capturas que tendría el rival y cuántas piezas come cada una. Si la más larga termina en una casilla mala, la ley le obliga a hacerla.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). What it is.
motif-forced-by-tiebreak-what = En las damas italianas, entre capturas del mismo número de piezas es obligatoria la que come más damas y, después, la que hace una dama. Un sacrificio puede usar estas reglas para elegir por el rival la captura que hará, y la elegida pierde.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). How to spot it.
motif-forced-by-tiebreak-spot = Compara las capturas del rival que comen el mismo número de piezas: ¿cuál se lleva más damas?, ¿cuál la hace una dama? Esa es la obligatoria.
# Two for one: give one piece, take two back. What it is.
motif-two-for-one-what = El cambio ganador más sencillo: entregas una pieza y recuperas dos. A menudo se ofrece un peón para que la pieza que captura se detenga donde uno de los tuyos come dos de una vez.
# Two for one: give one piece, take two back. How to spot it.
motif-two-for-one-spot = Después de una captura del rival, ¿dónde se detiene la pieza que capturó? Si dos de sus piezas quedan entonces en la misma diagonal con casillas vacías detrás, un peón entregado puede devolverte dos.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. What it is.
motif-turkish-strike-what = Durante una captura, las piezas comidas siguen en el tablero hasta que termina la jugada, y ninguna se puede saltar dos veces. Por eso una captura puede acabar antes de lo que parece: la pieza que captura, casi siempre una dama, queda frenada por las piezas que ya comió y tiene que detenerse en una casilla donde tú la capturas. Es el golpe turco.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. How to spot it.
motif-turkish-strike-spot = Sigue la captura de la dama rival salto a salto, con las piezas comidas todavía en el tablero. ¿Dónde está obligada a detenerse?
# Trapping a king: it runs out of safe squares. What it is.
motif-king-trap-what = Una dama solo es fuerte mientras tiene adónde ir. Quítale las casillas seguras, en una diagonal de la que no puede salir o en una esquina, y juegue lo que juegue el rival, la dama cae.
# Trapping a king: it runs out of safe squares. How to spot it.
motif-king-trap-spot = Cuenta las jugadas de la dama rival. Si casi todas van a casillas que atacas, una jugada tranquila que cierre la última salida la gana.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. What it is.
motif-breakthrough-what = Abrir paso a un peón hasta la fila de coronación, a menudo entregando una pieza, para que corone y la nueva dama decida la partida.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. How to spot it.
motif-breakthrough-spot = Cuenta cuántas jugadas necesita el peón más avanzado de cada bando para coronar y qué casillas lo frenan. Un sacrificio que despeja el camino suele merecer la pena.
# The block (bloqueo, блокировка): leaving the opponent without a move. What it is.
motif-block-what = Quien no puede mover pierde, aunque tenga piezas en el tablero. Bloquea las últimas piezas libres del rival y déjalo sin jugada.
# The block (bloqueo, блокировка): leaving the opponent without a move. How to spot it.
motif-block-spot = Cuando el rival tenga pocas jugadas, míralas una a una: ¿puedes dejarlo sin ninguna?
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. What it is.
motif-tempo-what = En los finales, tener que mover puede decidir la partida: el bando al que le toca jugar se ve obligado a pisar una casilla perdedora. Una jugada tranquila que le pasa el turno al rival gana; si volviera a ser tu turno, no ganarías. Es la oposición.
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. How to spot it.
motif-tempo-spot = Cuando las piezas están trabadas unas contra otras, cuenta las jugadas de sobra de cada bando. Juega de modo que el rival se quede sin ellas primero.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. What it is.
motif-win-material-what = Una jugada tranquila, sin entregar nada, que gana una pieza por la fuerza: un ataque a dos piezas a la vez, o una amenaza que el rival no puede parar.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. How to spot it.
motif-win-material-spot = Busca piezas rivales con una casilla vacía detrás y una jugada que ataque a dos de ellas a la vez.
# Endgame technique (final, окончание): the one move that keeps the win. What it is.
motif-endgame-what = Con diez piezas o menos en el tablero, cada tiempo cuenta: la única jugada que mantiene la victoria, por técnica y no por un golpe.
# Endgame technique (final, окончание): the one move that keeps the win. How to spot it.
motif-endgame-spot = Cuenta quién corona primero, quién se queda antes sin jugadas y si tus damas dominan la gran diagonal.

## Motif pages: what the learner's rule set changes about a motif

# The rule set has no majority law (free capture choice), so the majority-law shots do not happen in it. $ruleset: the rule set, `english`, `russian` or `thai` (the others have the law); `other` is a rule set yet to come.
motif-note-no-majority-law =
    { $ruleset ->
        [english] En las damas inglesas (checkers)
        [russian] En las damas rusas
        [thai] En las damas tailandesas
       *[other] En estas reglas
    } no hay ley de la cantidad: el rival puede hacer la captura que quiera, así que estos golpes no existen. Son el corazón de las damas brasileñas, internacionales, españolas e italianas.
# Only Italian draughts has the tie-breaks between captures of as many pieces. $ruleset: the rule set, any but `italian` (`brazilian`, `english`, `russian`, `spanish`, `thai`, `damas10`, `international`, `turkish`); `other` is a rule set yet to come.
motif-note-no-tiebreak =
    Solo las damas italianas tienen este desempate; { $ruleset ->
        [brazilian] en las damas brasileñas
        [english] en las damas inglesas (checkers)
        [russian] en las damas rusas
        [spanish] en las damas españolas
        [thai] en las damas tailandesas
        [damas10] en las damas brasileñas de 10×10
        [international] en las damas internacionales
        [turkish] en las damas turcas
       *[other] en estas reglas
    } no se aplica.
# The rule set's kings move one square at a time, so the Turkish strike (a flying king's) is rare. $ruleset: the rule set, `english` or `italian` (the others have flying kings); `other` is a rule set yet to come.
motif-note-short-kings =
    { $ruleset ->
        [english] En las damas inglesas (checkers)
        [italian] En las damas italianas
       *[other] En estas reglas
    } la dama solo se mueve una casilla cada vez, así que el golpe turco es raro: es cosa de damas voladoras.
# In Turkish draughts a captured piece leaves the board at once, so the Turkish strike (a king's capture stopped by the pieces it has jumped) never happens.
motif-note-removed-at-once = En las damas turcas cada pieza comida sale del tablero en el instante en que se salta, así que nada detiene a mitad la captura de la dama y este golpe no existe. Es cosa de las damas en diagonal, donde las piezas comidas se quedan hasta que termina la jugada.

## A puzzle's solution told move by move. $side is the side that plays the move: `white` (light) or `black` (dark); $move is the move in the board's notation (`22-17`, `14x21`, `c3-d4`)

# The solver gives pieces away with a quiet move: the opponent must capture them. $count: how many the capture takes.
solution-sacrifice = { $side ->
    [white] Las blancas
   *[black] Las negras
 } juegan { $move } y entregan { $count ->
    [one] una pieza: hay que comerla
   *[other] { $count } piezas: la captura obligatoria se las lleva todas
 }.
# The solver captures. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture = { $side ->
    [white] Las blancas
   *[black] Las negras
 } comen { $pieces }: { $move }.
# The solver captures, and the capturing man is crowned. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture-crowning = { $side ->
    [white] Las blancas
   *[black] Las negras
 } comen { $pieces }: { $move }, y el peón corona.
# A quiet move of the solver's that gives nothing away.
solution-quiet = { $side ->
    [white] Las blancas
   *[black] Las negras
 } juegan { $move }.
# A quiet move of the solver's that crowns a man.
solution-quiet-crowning = { $side ->
    [white] Las blancas
   *[black] Las negras
 } juegan { $move }, y el peón corona.
# The opponent's only legal move is a capture (capturing is compulsory).
solution-must-capture = La captura es obligatoria, y { $side ->
    [white] las blancas
   *[black] las negras
 } solo tienen una: { $move }.
# The capture law leaves the opponent one capture. $law: the law (solution-law-majority or solution-law-italian); $taken: the pieces that capture takes; $forbidden: the captures it rules out, each group as solution-ruled-out-group, joined by solution-or (`18x9 or 18x11 (one piece each)`).
solution-law-forces = { $law } obliga a { $side ->
    [white] las blancas
   *[black] las negras
 } a capturar { $move } ({ $taken ->
    [one] una pieza
   *[other] { $taken } piezas
 }), y no { $forbidden }.
# The capture law rules out some captures, and the opponent chooses among those left. $law, $forbidden: as in solution-law-forces; $count: how many captures are left (2 or more).
solution-law-narrows = { $law } prohíbe { $forbidden }; de las { $count } capturas que quedan, { $side ->
    [white] las blancas
   *[black] las negras
 } eligen { $move }.
# One group of the captures a law rules out, all taking the same number of pieces: `18x9 or 18x11 (one piece each)`. $moves: the captures, joined by solution-or; $count: the pieces each would take; $each: yes when there are several.
solution-ruled-out-group = { $moves } ({ $count ->
    [one] una pieza
   *[other] { $count } piezas
 }{ $each ->
    [yes] {" "}cada una
   *[no] {""}
 })
# The majority law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-majority = La ley de la cantidad
# Italian draughts' capture law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-italian = La regla italiana (más piezas, luego más damas, luego la captura hecha por una dama)
# Joins the captures a law rules out: `18x9 or 18x11` (the code puts a space on each side).
solution-or = o
# The opponent chooses the best of several captures the rules allow. $count: how many captures (2 or more).
solution-chosen-capture = { $side ->
    [white] Las blancas
   *[black] Las negras
 } pueden elegir entre { $count } capturas; la mejor es { $move }.
# The opponent's only legal move (not a capture).
solution-only-move = { $side ->
    [white] Las blancas
   *[black] Las negras
 } solo tienen una jugada: { $move }.
# The opponent's best quiet move.
solution-best-reply = La mejor defensa de { $side ->
    [white] las blancas
   *[black] las negras
 } es { $move }.

## Where the solution leaves the two sides. $side is the solver: `white` (light) or `black` (dark). The sentences after the first are added to it, a space between

# The solver took all the opponent's pieces.
solution-wiped-out = { $side ->
    [white] Las negras se quedan sin piezas: ganan las blancas.
   *[black] Las blancas se quedan sin piezas: ganan las negras.
 }
# The opponent, to move, has pieces but no legal move.
solution-blocked = { $side ->
    [white] Las negras tienen piezas, pero ninguna jugada: ganan las blancas.
   *[black] Las blancas tienen piezas, pero ninguna jugada: ganan las negras.
 }
# Pieces the solver took, the $pieces of solution-capture, solution-capture-crowning, solution-took-lost-none and solution-took-gave. $taken: how many; $kings: how many of them were kings, or all.
solution-pieces-taken = { $kings ->
    [all] { $taken ->
        [one] una dama
       *[other] { $taken } damas
    }
    [0] { $taken ->
        [one] una pieza
       *[other] { $taken } piezas
    }
    [1] { $taken } piezas (una de ellas, dama)
   *[other] { $taken } piezas ({ $kings } de ellas, damas)
 }
# What the solver took, having lost nothing. $pieces: the pieces taken, as solution-pieces-taken says them.
solution-took-lost-none = En total, { $side ->
    [white] las blancas
   *[black] las negras
 } comieron { $pieces } sin perder ninguna.
# What the solver took and what they gave. $pieces: the pieces taken, as solution-pieces-taken says them; $given: pieces given (1 or more).
solution-took-gave = En total, { $side ->
    [white] las blancas
   *[black] las negras
 } comieron { $pieces } y entregaron { $given ->
    [one] una pieza
   *[other] { $given } piezas
 }.
# A man of the solver's was crowned along the line.
solution-crowned = { $side ->
    [white] Las blancas
   *[black] Las negras
 } además coronaron un peón.
# The line wins no material but leaves the solver an ending that wins.
solution-won-ending = { $side ->
    [white] Las blancas
   *[black] Las negras
 } se quedan con un final ganado.

## The endgame tables' word on a tactic's first move, where they decide it (a capture that takes as much may still only draw). $move is the move in the board's notation

# What the tables call the solution's first move. $call: win, draw or loss (for the solver).
solution-tables = Según las bases de finales, { $move } { $call ->
    [win] gana
    [draw] hace tablas
   *[loss] pierde
 }.
# Another first move that captures as well, which the tables call worse. $count: the pieces it takes; $call: draw or loss; $why: material when the pieces left cannot win (then $reason is solution-kings-cannot-win), else none.
solution-tables-worse = { $move } también come { $count ->
    [one] una pieza
   *[other] { $count } piezas
 }, pero según las bases { $call ->
    [draw] solo hace tablas
   *[loss] pierde
 }{ $why ->
    [material] : { $reason }
   *[none] {""}
 }.
# Why the pieces left cannot win: only kings, $strong against $weak (flying kings).
solution-kings-cannot-win = { $strong ->
    [1] una dama no puede
    [2] dos damas no pueden
    [3] tres damas no pueden
   *[other] { $strong } damas no pueden
 } ganar a { $weak ->
    [1] una
   *[other] { $weak }
 }

## Tactics from games people played (the ACF archive of English checkers games, and later others)

# The filter's group of chips: where the tactics come from (label read by screen readers).
puzzles-origin = De dónde vienen las tácticas
# Chip: every tactic, those found in the engine's own games and those from games people played.
puzzles-origin-all = Todas las partidas
# Chip: only tactics found in games played by people. $count: how many.
puzzles-origin-human = De partidas reales ({ $count })
# The ACF archive of English checkers games (American Checker Federation), credited with the repository it comes from and its licence: keep "EricCJoyce/Datasets, MIT" as it is.
puzzles-collection-acf = archivo ACF (EricCJoyce/Datasets, MIT)
# Under a tactic's title: the game people played it comes from. $collection: the collection's name (puzzles-collection-acf), $game: the game's number in it, $turn: the number of the move the puzzle asks for.
puzzle-source-human = De una partida real: { $collection }, partida { $game }, jugada { $turn }

## Puzzle Streak and Puzzle Storm (src/puzzles/puzzles_page/run_page.rs): runs of puzzles against a miss or a clock, never rated

# The section of the puzzles page that opens the two runs.
run-heading = Retos en serie
# The title of the run where puzzles get harder and one miss ends it.
run-streak-title = Racha sin fallos
# The title of the run against a clock.
run-storm-title = Contrarreloj
# What the streak is, before it starts.
run-streak-lead = Un problema tras otro, cada uno algo más difícil. Un solo fallo termina el reto. ¿Hasta dónde llegas? Estos retos no cambian tu puntuación.
# What the storm is, before it starts (the figures are src/puzzles/storm_clock.rs and combo.rs).
run-storm-lead = Tres minutos para resolver todos los problemas que puedas. Cada acierto suma dos segundos y cada fallo resta diez; los aciertos seguidos llenan la barra de combo, que da tiempo extra. Estos retos no cambian tu puntuación.
# The rule set the run uses. $name: the rule set.
run-rule-set = Reglas: { $name } (cámbialas arriba en la página)
# The personal record. $score: puzzles solved in the best run.
run-best = Tu récord: { $score }
# The button that starts a run.
run-start = Empezar
# The button that starts another run after one ended.
run-again = Otra vez
# The button that ends a run early.
run-stop = Terminar
# Puzzles solved so far in a run. $score: the number.
run-score = Resueltos: { $score }
# The result of a finished run. $score: puzzles solved.
run-result = Fin del reto: { $score } resueltos
# A finished run beat the record.
run-new-best = ¡Nuevo récord!
# A streak ended by a miss. $line: the solution's moves.
run-end-missed = Esta vez no: un fallo termina la racha. La solución era { $line }.
# A storm whose time ran out.
run-end-time = Se acabó el tiempo.
# A run that went through every puzzle of the rule set.
run-end-none-left = ¡Has visto todos los problemas de estas reglas!
# A run the learner ended.
run-end-stopped = Has terminado el reto.
# The list of the puzzles missed in the run just finished.
run-missed = Problemas fallados
# The run just finished had no miss.
run-missed-none = Ningún fallo.
# Before a run: the puzzles missed in the last one, to replay.
run-last-missed = Fallados en tu último reto
# While a move other than the solution's is checked (it may win too).
run-checking = Comprobando tu jugada…
# The storm's clock, for screen readers.
run-clock-label = Tiempo restante
# The storm's combo. $count: right answers in a row; $seconds: the extra time the next level earns.
run-combo = Combo { $count } · próximo premio +{ $seconds } s
# The combo bar, for screen readers.
run-combo-bar = Avance hacia el próximo premio de combo
# On a puzzle replayed from a run's list of misses.
run-replay-note = Repites un problema que fallaste en un reto: no cambia tu puntuación.
# The link from a replayed puzzle back to its run.
run-back = Volver al reto
