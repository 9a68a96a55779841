# rules: la página de referencia de cada modalidad (src/kernel/i18n/rule_texts.rs). Los
# comentarios en inglés de locales/en/rules.ftl dicen qué es cada mensaje.
# Las claras son las blancas y las oscuras, las negras.

## La línea de cada modalidad en la lista

rules-summary-king-flying = dama voladora
rules-summary-king-short = dama de una casilla
rules-summary-choice-free = captura libre
rules-summary-choice-majority = ley de la cantidad
rules-summary-choice-italian = ley de la cantidad a la italiana
# $size: casillas de un lado del tablero; $men: peones de cada bando; $king, $choice: las frases de arriba.
rules-summary = { $size }×{ $size }, { $men ->
        [one] { $men } peón
       *[other] { $men } peones
    } por bando, { $king }, { $choice }

## Lo que comparten todas las modalidades

rules-common-sides = Cada jugador empieza con sus peones en las filas más cercanas, con filas vacías entre los dos bandos.
rules-common-man-steps = Fuera de una captura, el peón se mueve una casilla cada vez y nunca hacia atrás.
rules-common-crowning = El peón que termina su jugada en la última fila se corona dama.
rules-common-compulsory = Capturar es obligatorio.
rules-common-capture-goes-on = La captura sigue, salto tras salto, mientras la pieza que captura pueda tomar otra.
rules-common-no-move = Pierde quien no tiene jugada en su turno, con todas sus piezas bloqueadas o sin ninguna.

## Sobre la modalidad

rules-brazilian-about = La modalidad más jugada en Brasil: el tablero pequeño con las reglas fuertes del juego internacional (peones que capturan hacia atrás, dama voladora y ley de la cantidad).
rules-english-about = El checkers de los países de habla inglesa, con las reglas de la federación mundial (WCDF): peones y damas que solo se mueven una casilla, y libre elección de la captura.
rules-russian-about = Las damas rusas tienen dama voladora y peones que capturan hacia atrás, pero no tienen ley de la cantidad; y el peón que corona en mitad de una captura continúa como dama.
rules-spanish-about = En las damas españolas la dama vuela y rige la ley de la cantidad, pero el peón solo captura hacia delante.
rules-italian-about = En las damas italianas la dama está protegida: un peón no puede capturarla, y la ley de la cantidad tiene desempates que favorecen capturar damas y capturar con la dama.
rules-thai-about = En las damas tailandesas cada bando empieza con solo dos filas de peones, así que el centro del tablero queda libre desde la primera jugada.
rules-damas10-about = Las brasileñas en el tablero grande: 20 peones por bando y las mismas ideas, con una diferencia: el peón que corona en mitad de una captura sigue capturando como dama.
rules-international-about = El juego de la federación mundial (FMJD), el 10×10 más jugado del mundo. Es el reglamento de los campeonatos del mundo y de la mayoría de los torneos internacionales.
# The rules page's paragraph on Turkish draughts (dama).
rules-turkish-about = La dama turca, el juego de todos los días en Turquía y en buena parte de Oriente Medio y los Balcanes. Todas las piezas se mueven por filas y columnas, nunca en diagonal, sobre las 64 casillas, y la pieza capturada sale del tablero en el acto, en cuanto se salta.

## El tablero, las piezas, quién empieza, cómo mueve el peón

rules-board = Tablero de { $size }×{ $size }; solo se usan sus { $squares } casillas oscuras. Cada jugador tiene una casilla oscura en la esquina izquierda más cercana a él.
rules-pieces = Cada bando empieza con { $men ->
        [one] { $men } peón
       *[other] { $men } peones
    } en { $rows ->
        [one] la fila más cercana a él
       *[other] las { $rows } filas más cercanas a él
    }. Un peón que termina su jugada en la fila de coronación se convierte en dama.
rules-first-light = Empiezan las blancas; después, una jugada cada uno.
rules-first-dark = Empiezan las negras, como en los torneos de checkers; después, una jugada cada uno.
rules-moves = El peón avanza una casilla en diagonal, solo hacia delante, a una casilla vacía.

## Capturas

-rules-capturing = Se captura saltando una pieza contraria y cayendo en una casilla vacía más allá de ella. Capturar es obligatorio, tanto para el peón como para la dama. Si la pieza que captura puede volver a capturar, la jugada continúa; no se puede parar a mitad. Las piezas capturadas solo se retiran al terminar la jugada: hasta entonces siguen en el camino y ninguna se salta dos veces.
rules-captures-backwards = { -rules-capturing } El peón captura hacia delante y hacia atrás.
rules-captures-backwards-not-kings = { -rules-capturing } El peón captura hacia delante y hacia atrás. Un peón nunca puede capturar una dama.
rules-captures-forwards = { -rules-capturing } El peón solo captura hacia delante.
rules-captures-forwards-not-kings = { -rules-capturing } El peón solo captura hacia delante. Un peón nunca puede capturar una dama.

## La dama

rules-king-flying = La dama vuela: recorre cuantas casillas quiera por una diagonal libre, hacia delante o hacia atrás. Captura a distancia: avanza por la diagonal hasta una pieza contraria que tenga una casilla libre justo detrás, la salta y puede detenerse en cualquier casilla libre más allá. Si desde alguna de esas casillas la captura puede continuar, tiene que detenerse en una de ellas.
rules-king-short = La dama se mueve una casilla cada vez, en cualquier diagonal, hacia delante o hacia atrás, y captura saltando una pieza vecina hasta la casilla justo detrás de ella.

## Qué captura elegir

rules-choice-free = Cuando hay varias capturas posibles, eliges cualquiera, incluso la que se lleva menos piezas. Lo único que no puedes es dejar de capturar.
rules-choice-majority = Ley de la cantidad: es obligatoria la captura que se lleva más piezas, y una dama cuenta como una pieza. Entre capturas que se llevan el mismo número de piezas, eliges tú.
rules-choice-italian = Ley de la cantidad con desempates: primero, la captura que se lleva más piezas; si hay igualdad, la que se lleva más damas; si sigue habiendo igualdad, la que hace la dama.

## El peón que llega a la fila de coronación capturando

rules-promotion-continue-as-man = Si un peón llega a la fila de coronación en mitad de una captura y aún puede capturar, sigue como peón; solo corona si la jugada termina allí.
rules-promotion-crown-and-continue = Si un peón llega a la fila de coronación en mitad de una captura, corona en el acto y sigue capturando como dama.
rules-promotion-crown-and-stop = Si un peón llega a la fila de coronación capturando, la jugada termina allí y corona, aunque pudiera capturar más.

## El final de la partida

rules-end = Gana quien captura todas las piezas del rival o lo deja sin ninguna jugada en su turno. Abandonar también pone fin a la partida.
rules-draws = Hay tablas cuando: durante { $moves ->
        [one] { $moves } jugada seguida
       *[other] { $moves } jugadas seguidas
    }, contando las de los dos jugadores, solo se mueven damas y no hay ninguna captura; la misma posición se repite { $repetitions ->
        [one] { $repetitions } vez
       *[other] { $repetitions } veces
    } con el turno del mismo jugador; o los dos jugadores las acuerdan.
rules-english-draws = { rules-draws } En los torneos de checkers rige una regla más larga: quien cree que el rival no puede ganar reclama las tablas al árbitro, y el rival tiene entonces 40 jugadas propias para demostrar que progresa. Aquí usamos la regla de las 20 jugadas, más sencilla.
rules-international-draws = { rules-draws } La federación mundial (FMJD) tiene sus propias reglas de tablas, más detalladas; aquí usamos estas, las mismas que en las demás modalidades.

## Notación

rules-notation = Las casillas oscuras se numeran del 1 al { $squares }, fila por fila, de izquierda a derecha, empezando por la esquina de arriba, con las blancas abajo. Las negras empiezan en 1–{ $men } y las blancas en { $light_from }–{ $squares }. Una jugada se escribe 11-15; una captura, 22x15, y si hace falta, con todas las casillas de llegada: 22x15x24.
rules-notation-eight = { rules-notation } En el 8×8 también se usan coordenadas de letras y números (de a1 a h8; a1 es la esquina inferior izquierda del jugador que empieza); el tablero puede mostrarlas.
# How squares and moves are written on the Turkish board: algebraic names only, no numbers.
rules-notation-orthogonal = Cada casilla tiene nombre: una letra para la columna (de la a a la h, desde la izquierda de las blancas) y un número para la fila (del 1 al 8, desde el lado de las blancas). La jugada se escribe de casilla a casilla, d3-d4; la captura con una x, d4xd6, y la captura de varias piezas con cada casilla donde se detiene la pieza, d4xd6xf6.

## Los pies de los diagramas

rules-caption-start = La posición inicial: las negras en las casillas 1–{ $men }, arriba; las blancas en { $light_from }–{ $squares }, abajo.
rules-caption-first-move-dark = Empiezan las negras: por ejemplo, { $move }.
rules-caption-first-move-light = Empiezan las blancas: por ejemplo, { $move }.
rules-caption-notation = Cada casilla oscura tiene su número: esta jugada se escribe { $move }.
rules-caption-man-steps = El peón blanco avanza: { $step } o { $other_step }. Hacia atrás ({ $backwards }) no puede.
rules-caption-capture-backwards = El peón captura hacia atrás: { $move }.
rules-caption-capture-backwards-refused = Aquí el peón no puede capturar hacia atrás: { $move } se rechaza.
rules-caption-king-flies = La dama recorre la diagonal libre, tantas casillas como quiera: { $move }.
rules-caption-king-steps = La dama se mueve una casilla: { $step }; { $too_far } es demasiado lejos.
rules-caption-majority = { $takes_two } se lleva dos piezas y es obligatoria; { $takes_one }, que se lleva una, se rechaza.
rules-caption-free-choice = Tú eliges: { $takes_two } se lleva dos piezas y { $takes_one }, una; las dos valen.
rules-caption-continue-as-man = El peón pasa por la fila de coronación capturando y sigue como peón: { $move }. No corona; detenerse allí ({ $refused }) se rechaza.
rules-caption-crown-and-continue = El peón llega a la fila de coronación, corona y sigue capturando como dama: { $move } (un peón no podría caer tan lejos).
rules-caption-crown-and-stop = El peón llega a la fila de coronación, corona y la jugada termina: { $move }. Seguir ({ $refused }) se rechaza.
rules-caption-no-move = Juegan las blancas y no tienen ninguna jugada: perdieron la partida.
rules-caption-dark-to-play-and-win = Juegan las negras y ganan.
rules-caption-light-to-play-and-win = Juegan las blancas y ganan.

## El tablero ortogonal (damas turcas): las secciones y leyendas que cambian

# El tablero en el que se usan todas las casillas. $size: casillas por lado (8); $squares: cuántas casillas (64).
rules-board-orthogonal = Un tablero de { $size }×{ $size } en el que se usan sus { $squares } casillas, claras y oscuras.
# Las piezas al empezar en el tablero ortogonal. $men: peones de cada bando (16); $rows: cuántas filas ocupan (2).
rules-pieces-orthogonal = Cada bando empieza con { $men } peones en su segunda y tercera fila; la fila del fondo empieza vacía. El peón que acaba su jugada en la última fila se convierte en dama.
# Cómo se mueve el peón en el tablero ortogonal (sin capturar).
rules-moves-orthogonal = El peón avanza una casilla, recto hacia delante o de lado, a una casilla vacía. Nunca retrocede, y nada se mueve en diagonal.
# Las capturas en el tablero ortogonal.
rules-captures-orthogonal = El peón captura una pieza rival pegada a él, delante o a su lado, saltándola y cayendo en la casilla vacía de justo detrás; nunca hacia atrás. Capturar es obligatorio, para peones y damas. Si la pieza que captura puede volver a capturar, la jugada sigue; no se puede parar a mitad, y entre dos saltos la pieza puede girar a la izquierda o a la derecha, pero nunca dar media vuelta. Cada pieza comida sale del tablero en el momento en que se salta, así que nunca estorba al resto de la captura.
# La dama en el tablero ortogonal.
rules-king-rook = La dama se mueve como la torre del ajedrez: tantas casillas como quiera por una fila o columna libre, hacia delante, hacia atrás o de lado. Captura a distancia: recorre la línea hasta una pieza rival con una casilla libre justo detrás, la salta y puede pararse en cualquier casilla libre más allá. Si la captura puede seguir desde alguna de esas casillas, tiene que pararse en una de ellas.
# El peón que llega a la última fila en mitad de una captura, en el tablero ortogonal.
rules-promotion-along-the-row = Si un peón llega a la última fila en mitad de una captura y aún puede capturar, sigue como peón, de lado por esa fila, y se corona donde termina la jugada.
# Las tablas donde una pieza contra una es tablas (turcas). $moves: jugadas seguidas (20); $repetitions: veces que aparece la misma posición (3).
rules-draws-one-piece-each = La partida es tablas al instante cuando a cada bando le queda una sola pieza, peón o dama. También es tablas cuando { $moves } jugadas seguidas, contando las de los dos jugadores, ni capturan ni hacen avanzar un peón (cuentan las jugadas de dama y los pasos de peón de lado); cuando la misma posición aparece { $repetitions } veces con el mismo jugador al turno; o cuando los dos jugadores se ponen de acuerdo.
# El comienzo en el tablero ortogonal. $men: peones de cada bando (16).
rules-caption-start-orthogonal = El comienzo: { $men } peones por bando, en la segunda y tercera fila; las filas del fondo están vacías.
# Una jugada y cómo se escribe con los nombres de las casillas.
rules-caption-notation-names = Cada casilla tiene su nombre: esta jugada se escribe { $move }.
# $step: el paso del peón hacia delante; $side, $other_side: sus pasos de lado; $backwards: un paso atrás, rechazado.
rules-caption-man-steps-sideways = El peón claro avanza ({ $step }) o va de lado ({ $side }, { $other_side }). Hacia atrás ({ $backwards }) no puede.
# $move: la captura de lado de un peón; $backwards: una captura hacia atrás, rechazada.
rules-caption-capture-sideways = El peón captura de lado: { $move }. Hacia atrás ({ $backwards }) no puede.
# La jugada larga de la dama por una fila o columna.
rules-caption-king-rook = La dama se mueve como la torre, tan lejos como quiera por una fila o columna libre: { $move }.
# $move: un peón que llega a la última fila capturando y sigue por ella como peón; $refused: pararse ahí, rechazado.
rules-caption-along-the-row = El peón llega a la última fila capturando y sigue como peón, a lo largo de la fila: { $move }. Se corona donde termina la jugada; pararse a mitad de camino ({ $refused }) se rechaza.
