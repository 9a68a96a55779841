# The words of every page but home: the fixed texts of their interfaces
# (one message a `Text` constant, named as the constant, as in ui.ftl) and
# the lessons' and puzzles' texts with data. Served with the other pages'
# files, after the first page (src/kernel/i18n/catalogue.rs, TextPart).

## Learn page (lessons)

LearnIntro = Una idea a la vez, en el tablero. Cada nivel es una pequeña tarea; gana hasta tres estrellas si cumples el objetivo de jugadas sin pedir pistas.
LearnStartCourse = Empezar el curso
LearnContinue = Seguir donde lo dejaste
LearnBetterIntro = Ya conoces las reglas; ahora, cómo ganar: atacar y defender, cambiar piezas, el golpe, correr a coronar, bloquear. Se abre cuando termines el curso básico, pero ya puedes echar un vistazo.
LearnBetterIntroTurkish = Ya conoces las reglas; ahora, cómo ganar: cambiar piezas, el golpe por filas y columnas, la ley de la mayoría como arma, romper hasta la última fila, los finales. Se abre cuando termines el curso básico, pero ya puedes echar un vistazo.
LearnRuleSetsTitle = Otras reglas: qué cambia
LearnRuleSetsLocked = Estas etapas se abren cuando termines el curso básico, pero ya puedes echar un vistazo.
LearnStageDone = Hecha
LearnStageNext = Siguiente
LearnStageLocked = Bloqueada
LearnStageStart = Empezar
LearnStageReplay = Repetir
LearnLevels = Niveles
LearnResetStage = Reiniciar esta etapa
LearnResetStageQuestion = ¿Borrar las estrellas de esta etapa? No se puede deshacer.
LearnResetYes = Sí, reiniciar
LearnAllStages = Todas las etapas
LearnUnknown = No encontramos esa lección.
LearnCoreDoneTitle = ¡Curso básico completado!
LearnCoreDoneBody = Ya conoces las reglas. Las partidas completas contra la computadora y los problemas de captura están desbloqueados: ¡pruébalos!
LearnPlayGame = Jugar una partida
LearnSolvePuzzles = Resolver problemas
LearnTask = Tu tarea
LearnQuestionHelp = Responde tocando casillas del tablero.
LearnYourMove = Te toca
LearnOpponentMoves = El rival responde…
LearnHint = Pista
LearnHintCost = cuesta una estrella
LearnHintPiece = Pista: mueve la pieza resaltada.
LearnHintMove = Pista: sigue la flecha.
LearnHintSquare = Pista: una casilla de la respuesta está resaltada.
LearnShowMove = Mostrar la jugada
LearnUndo = Deshacer
LearnRestart = Reiniciar
LearnTryAgain = Intentar de nuevo
LearnSolved = ¡Muy bien!
LearnNextLevel = Siguiente nivel
LearnNextStage = Siguiente etapa
LearnFailLostPiece = Perdiste una pieza. Deshaz y busca una jugada segura.
LearnFailOpponentCrowned = Tu rival coronó un peón. Deshaz y vigila tu fila de atrás.
LearnFailTooManyMoves = Demasiadas jugadas para este nivel. Inténtalo otra vez, más directo.
LearnFailGameOver = La partida terminó antes de cumplir la tarea.
LearnFailWrongAnswer = No exactamente. Míralo otra vez y vuelve a intentarlo.
LearnFailDrawn = Tablas: 20 jugadas seguidas de damas sin captura, o la misma posición tres veces. Se escapó la victoria.
LearnPractice = Práctica: juegas la posición hasta el final contra Empresário.
LearnPracticeChecking = Buscando dónde se escapó el resultado…
LearnPracticeNoSlip = Todas tus jugadas mantuvieron el resultado; se te acabó el tiempo. Ve por el camino más corto.
LearnMistakesTitle = Cuidado con estos errores
LearnRuleSet = Reglas de este nivel:
LearnHintSearching = Buscando una pista…
LearnHintUnavailable = Ahora no encontramos ninguna pista. Prueba a deshacer tu jugada.
LearnAboutStage = Sobre esta etapa

## Puzzles page

PuzzlesLead = Problemas de captura comprobados por el motor de la app: exactamente una jugada correcta en cada uno.
PuzzlesRuleSet = Reglas de los problemas
PuzzlesDaily = Problema del día
PuzzlesDailyNote = El mismo para todos; cambia a medianoche UTC.
PuzzlesSolve = Resolver
PuzzlesSolvedToday = Resuelto hoy
PuzzlesNotSolvedYet = Aún sin resolver
PuzzlesBestStreak = Mejor racha
PuzzlesRating = Tu puntuación
PuzzlesSolvedLabel = Resueltos a la primera
PuzzlesTheme = Tema
PuzzlesAllThemes = Todos los temas
PuzzlesAllBands = Cualquiera
BandEasy = Fácil ★–★★
BandMedium = Media ★★★
BandHard = Difícil ★★★★–★★★★★
PuzzlesFilterEmpty = No hay problemas de este motivo con esta dificultad. Elige otra.
PuzzlesMotifs = Motivos
PuzzlesMotifsLead = Cada motivo es una idea que vuelve partida tras partida. Aprende a reconocerlo y luego entrénalo por separado.
MotifColumn = Motivo
MotifSolvedColumn = Resueltos
MotifFirstTryColumn = A la primera
MotifTrendColumn = Puntuación en el motivo
MotifTrendLabel = Puntuación en este motivo tras cada primer intento
MotifWhat = Qué es
MotifSpot = Cómo reconocerlo
MotifExample = Un ejemplo
MotifShowLine = Ver la solución
MotifSolveExample = Resolver este
MotifTrain = Entrenar este motivo
MotifNone = Aún no hay problemas de este motivo con estas reglas.
MotifProgress = Tu progreso
MotifNotFound = Motivo desconocido.
MotifAll = Todos los motivos
PuzzlesList = Todos los problemas
PuzzlesNextUnsolved = Siguiente sin resolver
PuzzlesArchive = Días anteriores
PuzzlesHistory = Historial
PuzzlesNoHistory = Aún no has intentado ningún problema con estas reglas.
DrillsNoHistory = Aún no has hecho ningún ejercicio con estas reglas.
PuzzlesDueToday = Para repetir hoy
PuzzlesResultClean = resuelto
PuzzlesResultHelped = resuelto tras un error o una pista
PuzzlesResultFailed = fallado
PuzzlesNone = No hay problemas para estas reglas.
PuzzleNotFound = Problema no encontrado.
PuzzlesLoading = Cargando los problemas…
PuzzlesOffline = Los problemas de estas reglas aún no se han descargado y no hay conexión. Abre esta página una vez con conexión: después funciona sin ella.
PuzzlesLoadFailed = No se pudieron cargar los problemas de estas reglas.
PuzzlesRetryLoad = Intentar de nuevo
PuzzleBack = Volver a los problemas
PuzzleFindLight = Juegan las blancas: busca la mejor jugada.
PuzzleFindDark = Juegan las negras: busca la mejor jugada.
PuzzleCorrect = ¡Bien! El rival respondió; sigue.
PuzzleSolvedClean = ¡Resuelto a la primera!
PuzzleSolvedRetry = Resuelto, esta vez sin errores. Solo el primer intento cuenta para tu puntuación.
PuzzleSolvedHelped = Resuelto (con ayuda).
PuzzleFailed = Solución mostrada.
PuzzleTryAgain = Intentar de nuevo
PuzzleHint = Pista
PuzzleHintPiece = Pista: la pieza marcada es la que debes mover.
PuzzleHintDestination = Pista: va a la otra casilla marcada.
PuzzleHintPath = Pista: sigue las flechas.
PuzzleShowSolution = Ver solución
PuzzleSolution = Solución
PuzzleNext = Siguiente problema
PuzzleExplained = La solución, jugada a jugada
PuzzleExplainedHelp = Toca una jugada para verla en el tablero.
PuzzleExplainedEnd = Volver al final
PuzzleExplainedPrev = Jugada anterior
PuzzleExplainedNext = Jugada siguiente
PuzzleDifficulty = Dificultad
PuzzleHintCost = Las pistas y los errores quitan el «a la primera».
PuzzlesTabTactics = Tácticas
PuzzlesTabDrills = Ejercicios de reglas
DrillsLead = Cada posición tiene exactamente una jugada legal. El tablero no ayuda: nada marca qué pieza mover ni adónde puede ir. Una jugada que rompe una regla cuenta como fallo, y se explica la regla.
DrillsSolvedLabel = Acertados a la primera
DrillsDueToday = Ejercicios para repetir hoy
DrillsList = Todos los ejercicios
DrillFindLight = Juegan las blancas: ¿cuál es su única jugada legal?
DrillFindDark = Juegan las negras: ¿cuál es su única jugada legal?
DrillMiss = Fallo: esa jugada rompe una regla. Inténtalo de nuevo.
PuzzlesMigratedRating = Los problemas ahora son tácticas de verdad: tu puntuación empieza de nuevo (se conservaron tu historial y tu racha).
PuzzlesMigratedReset = No se pudo leer tu progreso anterior en los problemas; empieza de nuevo.
LearnRuleDrills = Practicar las reglas

## Rules pages

RulesTitle = Reglas
RulesIntro = Nueve modalidades con mucho en común. Elige una para leerla en resumen.
RulesCommonTitle = Lo que comparten todas
RulesBoard = Tablero
RulesPieces = Piezas
RulesFirst = Quién empieza
RulesMoves = Cómo mueve el peón
RulesCaptures = Capturas
RulesKing = Dama
RulesChoice = Qué captura hacer
RulesPromotion = Coronar durante una captura
RulesEnd = Fin de la partida
RulesDraws = Tablas
RulesNotation = Notación
RulesAbout = Sobre esta modalidad
RulesUnknown = No conocemos esa modalidad.
RulesAll = Todas las modalidades
RulesUseThis = Usar estas reglas
RulesInUse = Son tus reglas actuales
RulesLessons = Apréndelas en el tablero:
RulesPlayGame = Jugar una partida con estas reglas
RulesDiagramLabel = Diagrama

## Settings

SettingsTitle = Ajustes
SettingsLanguage = Idioma
SettingsRuleSet = Reglas
SettingsBoard = Tablero
SettingsTheme = Colores del tablero
ThemeWood = Madera
ThemeGreen = Verde
ThemeBlue = Azul
ThemeContrast = Alto contraste
SettingsPieces = Piezas
PiecesClassic = Clásicas
PiecesStacked = Damas apiladas, corona dorada
PiecesPlayful = Latas y neumáticos
SettingsCoords = Coordenadas
CoordsNone = Ninguna
CoordsNumeric = Números (1–32)
CoordsAlgebraic = Letras y números (a1–h8)
SettingsCoordsOrthogonal = En las damas turcas las casillas no tienen número: en su tablero, las dos opciones muestran letras y números (a1–h8) en los bordes.
SettingsFlip = Girar el tablero (verlo desde el lado de las negras)
SettingsSound = Sonidos
SettingsLevel = Rival por defecto
SettingsSavedHere = Los ajustes se guardan en este navegador.
ProgressTitle = Tu progreso
ProgressHelp = Lleva tu progreso a otro navegador: exporta aquí un archivo e impórtalo allí.
ExportButton = Exportar progreso
ImportButton = Importar progreso
ImportReplaces = Al importar, tu progreso actual se sustituye por el del archivo.
ImportDone = Progreso importado.
ResetButton = Borrar todo el progreso
ResetQuestion = ¿Borrar lecciones, problemas, marcadores y la partida sin terminar? Los ajustes se mantienen. No se puede deshacer.
ResetConfirm = Sí, borrar
Cancel = Cancelar
ResetDone = Progreso borrado.

## Board and game (play page): add yours below

PlayTitle = Jugar
NewGame = Nueva partida
PlayOpponent = Rival
PlayFriend = Un amigo en este dispositivo
PlayYourPieces = Tus piezas
PlayLight = Blancas
PlayDark = Negras
PlayBallot = Apertura sorteada (tres jugadas)
PlayBallotNone = Sin sorteo
PlayBallotRandom = Sortear una
PlayStart = Empezar
PlayUnfinished = Tienes una partida sin terminar.
PlayResume = Seguir la partida
PlayGettingReady = La computadora se está preparando…
PlayThinking = Pensando…
PlayYourMove = Te toca
PlayLightToMove = Juegan blancas
PlayDarkToMove = Juegan negras
PlayTakeBack = Deshacer
PlayOfferDraw = Ofrecer tablas
PlayResign = Abandonar
PlayResignQuestion = ¿Abandonar esta partida?
PlayFlip = Girar el tablero
PlayPause = Pausa
PlayPaused = Partida en pausa
PlayContinue = Continuar
PlayRematch = Revancha
PlayDrawDeclined = La computadora rechaza las tablas: cree que está mejor.
PlayDrawQuestion = Tablas ofrecidas. ¿Las acepta el otro jugador?
PlayAccept = Aceptar
PlayDecline = Rechazar
PlayYes = Sí
PlayNo = No
PlayMoves = Jugadas
PlayNoMoves = Aún no hay jugadas.
PlayCopyPdn = Copiar PDN
PlayDownloadPdn = Descargar PDN
PlayCopied = PDN copiado.
PlayCopyFailed = No se pudo copiar: selecciona el texto de abajo.
PlayOpenTitle = Abrir una partida o posición
PlayOpenHelp = Pega una partida PDN o una posición FEN (como W:W21,22:B9,K10) para seguir jugando desde ahí.
PlayOpen = Abrir
PlayScores = Marcador
PlayWins = Victorias
PlayDraws = Tablas
PlayLosses = Derrotas
PlayYouWon = ¡Ganaste!
PlayYouLost = Perdiste.
PlayDraw = Tablas.
PlayGameOver = Fin de la partida
PlayAiError = La computadora no pudo jugar. Prueba a deshacer la jugada.
BoardLabel = Tablero
BoardEmpty = vacía
BoardKeysHelp = Las flechas mueven el foco, Intro o Espacio elige la casilla, Esc cancela.
BoardLightMan = peón blanco
BoardLightKing = dama blanca
BoardDarkMan = peón negro
BoardDarkKing = dama negra
BoardSelected = seleccionada
BoardTarget = destino posible
BoardCaptured = se capturará

## Play page: new-game form, PDN file, players

PlayMovesFirst = empiezan
PlayOpenFile = Abrir un archivo PDN
PlayFileUnreadable = No se pudo leer ese archivo como texto.
PlayFileTooBig = Ese archivo es demasiado grande para una partida (más de 1 MB).
PdnPlayerOne = Jugador 1
PdnPlayerTwo = Jugador 2
PdnYou = Tú

## Play page: following a game played in another tab

PlayOtherTabMoves = Las jugadas hechas en otra pestaña se muestran aquí.
PlayOtherTabReplaced = Otra pestaña guardó una partida más reciente, que ahora se muestra aquí; la partida de esta pestaña quedó aparte.
PlayOtherTabBringBack = Volver a la partida de esta pestaña
PlayOtherTabEnded = Esta partida terminó en otra pestaña.
PlayThinkingElsewhere = La computadora está pensando en otra pestaña…
PlayThinkHere = Pensar aquí

## Play page: draw offers confirmed, the ballot opening's name

PlayOfferDrawQuestion = ¿Ofrecer tablas a la computadora?
PlayOpening = Apertura

## Game review

ReviewButton = Analizar la partida
ReviewTitle = Análisis de la partida
ReviewNoGame = No hay ninguna partida que analizar. Juega una partida y toca «Analizar la partida».
ReviewPlay = Jugar una partida
ReviewDone = Análisis completado.
ReviewGraph = Evaluación a lo largo de la partida
ReviewGraphHelp = Por encima del centro están mejor las blancas; por debajo, las negras. Toca un punto para ver esa posición.
ReviewSummary = Resumen
ReviewInaccuracies = Imprecisiones
ReviewMistakes = Errores
ReviewBlunders = Errores graves
ReviewAverageLoss = Pérdida media (peones)
ReviewClassGood = buena
ReviewClassInaccuracy = imprecisión
ReviewClassMistake = error
ReviewClassBlunder = error grave
ReviewBetterLine = Jugar la mejor línea
ReviewRefutation = Jugar la continuación
ReviewBackToGame = Volver a la partida
ReviewPrevious = Jugada anterior
ReviewNextMove = Jugada siguiente
ReviewFirst = Inicio
ReviewLast = Final
ReviewNextMistake = Siguiente error
ReviewFindBetter = Buscar la mejor jugada
ReviewNoMistakes = Ningún error en esta partida: ¡muy bien!
ReviewNotJudged = Esta jugada aún se está analizando…
ReviewEndPosition = Posición final.
ReviewGood = Una buena jugada.
ReviewGoToMove = Ir a esta jugada
RetryPrompt = Aquí te equivocaste. Busca una jugada mejor.
RetryJudging = Comprobando la jugada…
RetrySolved = ¡Sí! Tan buena como la jugada de la computadora.
RetryWrong = Esa jugada también pierde. Prueba otra.
RetryAgain = Intentar de nuevo
RetryShow = Mostrar la jugada
RetryNext = Siguiente
RetryBack = Volver al análisis
RetryFromGame = Un error de una de tus partidas
RetryGone = Ese error ya no está guardado.
ReviewFromComputer = contra la computadora
ReviewFromFriend = entre amigos
ReviewFromOnline = partida en línea
ReviewFromPdn = partida importada
ReviewStopped = El análisis se detuvo antes del final.

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
