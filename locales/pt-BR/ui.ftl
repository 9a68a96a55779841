# The fixed texts of the shell and the home page, served first: one
# message a `Text` constant, named as the constant (build.rs makes them
# from the English files; the other pages' fixed texts are in views.ftl).


## Shell: header, navigation, footer, notices

AppName = Damas
Tagline = Aprenda e jogue damas, em nove regras
NavHome = Início
NavLearn = Aprender
NavPuzzles = Problemas
NavPlay = Jogar
NavRules = Regras
NavAnalysis = Análise
NavSettings = Ajustes
NavMenu = Menu
RuleSetLabel = Regra
HeaderRuleSet = Modalidade
LanguageLabel = Idioma
FooterText = Damas funciona sem internet e sem cadastro. Seu progresso fica só neste navegador.
# The web app manifest's description (public/manifest*.webmanifest holds the same words).
ManifestDescription = Aprenda e jogue damas no navegador, em nove regras, sem internet e sem cadastro.
NoticeStorageBlocked = Este navegador não deixa guardar dados: o app funciona, mas seu progresso não será mantido ao fechar.
NoticeStorageFull = O espaço de armazenamento acabou: seu progresso não será mantido ao fechar.
NoticeCorrupt = Alguns dados salvos estavam ilegíveis: começamos do zero (uma cópia do antigo foi guardada).
NoticeDismiss = Fechar aviso
NotFound = Página não encontrada.
BackHome = Voltar ao início

## Home

HomeIntro = Do primeiro lance da pedra até partidas completas contra o computador, em nove regras de damas.
HomeLearnBody = Lições curtas e interativas sobre cada regra e cada diferença entre as regras.
HomePuzzlesBody = Problemas de captura conferidos pelo próprio motor do jogo, um novo por dia.
HomePlayBody = Jogue contra quatro adversários do computador ou com alguém no mesmo aparelho.
HomeRulesBody = O resumo de cada regra: tabuleiro, capturas, dama, empates e notação.
HomeAnalysisBody = Monte qualquer posição, explore lances e variantes e consulte o motor.
HomeCurrentRuleSet = Você está jogando:

## Learn and puzzles (titles)

LearnTitle = Aprender
PuzzlesTitle = Problemas

## Home: the course's and the puzzles' badges; the language menu

LearnCoreTitle = Curso básico
LearnBetterTitle = Jogar melhor
HomeUnlocked = Liberado
HomeCoreDone = Você concluiu o curso básico: que tal uma partida completa ou um problema?
PuzzlesStreak = Sequência de dias
SettingsLanguageAuto = Igual ao navegador
