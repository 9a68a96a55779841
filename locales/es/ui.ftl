# The fixed texts of the shell and the home page, served first: one
# message a `Text` constant, named as the constant (build.rs makes them
# from the English files; the other pages' fixed texts are in views.ftl).


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

## Home: the course's and the puzzles' badges; the language menu

LearnCoreTitle = Curso básico
LearnBetterTitle = Jugar mejor
HomeUnlocked = Desbloqueado
HomeCoreDone = Terminaste el curso básico: ¿qué tal una partida completa o un problema?
PuzzlesStreak = Racha de días
SettingsLanguageAuto = Igual que el navegador
