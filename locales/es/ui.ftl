# The fixed texts of the interface: one message a `Text` variant,
# named as the variant (build.rs makes the enum from the English file).


## Shell: header, navigation, footer, notices

AppName = Damas
Tagline = Aprende y juega a las damas en nueve modalidades
NavHome = Inicio
NavLearn = Aprender
NavPuzzles = Problemas
NavPlay = Jugar
NavRules = Reglas
NavAnalysis = Análisis
NavSettings = Ajustes
NavMenu = Menú
RuleSetLabel = Reglas
HeaderRuleSet = Modalidad
LanguageLabel = Idioma
FooterText = Damas funciona sin conexión y sin cuenta. Tu progreso se queda solo en este navegador.
# The web app manifest's description (public/manifest*.webmanifest holds the same words).
ManifestDescription = Aprende y juega a las damas en el navegador, con nueve reglas distintas, sin internet y sin registrarte.
NoticeStorageBlocked = Este navegador no deja que la app guarde datos: todo funciona, pero tu progreso no se conservará al cerrar.
NoticeStorageFull = El almacenamiento está lleno: tu progreso no se conservará al cerrar.
NoticeCorrupt = Algunos datos guardados no se podían leer: empezamos de cero (se guardó una copia de los datos antiguos).
NoticeDismiss = Cerrar
NotFound = Página no encontrada.
BackHome = Volver al inicio

## Home

HomeIntro = Del primer paso de un peón a partidas completas contra la computadora, en nueve modalidades de damas.
HomeLearnBody = Lecciones cortas e interactivas sobre cada regla y cada diferencia entre modalidades.
HomePuzzlesBody = Problemas de captura comprobados por el propio motor de la app, uno nuevo cada día.
HomePlayBody = Juega contra cuatro rivales de la computadora o contra un amigo en el mismo dispositivo.
HomeRulesBody = Cada modalidad en resumen: tablero, capturas, dama, tablas y notación.
HomeAnalysisBody = Coloca cualquier posición, explora jugadas y variantes y consulta al motor.
HomeCurrentRuleSet = Reglas elegidas:

## Learn and puzzles (titles)

LearnTitle = Aprender
PuzzlesTitle = Problemas

## Learn page (lessons)

LearnIntro = Una idea a la vez, en el tablero. Cada nivel es una pequeña tarea; gana hasta tres estrellas si cumples el objetivo de jugadas sin pedir pistas.
LearnStartCourse = Empezar el curso
LearnContinue = Seguir donde lo dejaste
LearnCoreTitle = Curso básico
LearnBetterTitle = Jugar mejor
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
HomeUnlocked = Desbloqueado
HomeCoreDone = Terminaste el curso básico: ¿qué tal una partida completa o un problema?

## Puzzles page

PuzzlesLead = Problemas de captura comprobados por el motor de la app: exactamente una jugada correcta en cada uno.
PuzzlesRuleSet = Reglas de los problemas
PuzzlesDaily = Problema del día
PuzzlesDailyNote = El mismo para todos; cambia a medianoche UTC.
PuzzlesSolve = Resolver
PuzzlesSolvedToday = Resuelto hoy
PuzzlesNotSolvedYet = Aún sin resolver
PuzzlesStreak = Racha de días
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
SettingsLanguageAuto = Igual que el navegador
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
