# The fixed texts of the interface: one message a `Text` variant,
# named as the variant (build.rs makes the enum from the English file).


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

## Learn page (lessons)

LearnIntro = Uma ideia de cada vez, no tabuleiro. Cada nível é uma pequena tarefa; ganhe até três estrelas jogando na meta de lances e sem dicas.
LearnStartCourse = Começar o curso
LearnContinue = Continuar de onde parei
LearnCoreTitle = Curso básico
LearnBetterTitle = Jogar melhor
LearnBetterIntro = Regras aprendidas, agora como ganhar: atacar e defender, trocar peças, o golpe, correr para a dama, bloquear. Abre quando você terminar o curso básico, mas já pode dar uma olhada.
LearnBetterIntroTurkish = Regras aprendidas, agora como ganhar: trocar peças, o golpe pelas fileiras e colunas, a lei da maioria como arma, o rompimento até a última fileira, os finais. Abre quando você terminar o curso básico, mas já pode dar uma olhada.
LearnRuleSetsTitle = Outras regras: o que muda
LearnRuleSetsLocked = Estas etapas se abrem quando você terminar o curso básico, mas já pode dar uma olhada.
LearnStageDone = Concluída
LearnStageNext = Próxima
LearnStageLocked = Bloqueada
LearnStageStart = Começar
LearnStageReplay = Jogar de novo
LearnLevels = Níveis
LearnResetStage = Zerar esta etapa
LearnResetStageQuestion = Apagar as estrelas desta etapa? Não dá para desfazer.
LearnResetYes = Sim, zerar
LearnAllStages = Todas as etapas
LearnUnknown = Não encontramos essa lição.
LearnCoreDoneTitle = Curso básico concluído!
LearnCoreDoneBody = Você já sabe as regras. Partidas completas contra o computador e os problemas de captura estão liberados: experimente!
LearnPlayGame = Jogar uma partida
LearnSolvePuzzles = Resolver problemas
LearnTask = Sua tarefa
LearnQuestionHelp = Responda tocando nas casas do tabuleiro.
LearnYourMove = Sua vez
LearnOpponentMoves = O adversário responde…
LearnHint = Dica
LearnHintCost = custa uma estrela
LearnHintPiece = Dica: mova a peça destacada.
LearnHintMove = Dica: siga a seta.
LearnHintSquare = Dica: uma das casas da resposta está destacada.
LearnShowMove = Mostrar o lance
LearnUndo = Desfazer
LearnRestart = Recomeçar
LearnTryAgain = Tentar de novo
LearnSolved = Muito bem!
LearnNextLevel = Próximo nível
LearnNextStage = Próxima etapa
LearnFailLostPiece = Você perdeu uma peça. Volte o lance e procure um lance seguro.
LearnFailOpponentCrowned = O adversário fez dama. Volte o lance e guarde a sua última fileira.
LearnFailTooManyMoves = Lances demais para este nível. Tente de novo, mais direto.
LearnFailGameOver = A partida acabou antes de cumprir a tarefa.
LearnFailWrongAnswer = Não é isso. Olhe de novo e tente outra vez.
LearnFailDrawn = Empate: 20 lances seguidos só de damas, sem captura, ou a mesma posição três vezes. A vitória escapou.
LearnPractice = Treino: você joga até o fim contra o Empresário.
LearnPracticeChecking = Procurando onde o resultado escapou…
LearnPracticeNoSlip = Todos os seus lances mantiveram o resultado; faltou tempo. Vá pelo caminho mais curto.
LearnMistakesTitle = Cuidado com estes erros
LearnRuleSet = Regra deste nível:
LearnHintSearching = Procurando uma dica…
LearnHintUnavailable = Não achamos uma dica agora. Tente desfazer o lance.
LearnAboutStage = Sobre esta etapa
HomeUnlocked = Liberado
HomeCoreDone = Você concluiu o curso básico: que tal uma partida completa ou um problema?

## Puzzles page

PuzzlesLead = Problemas de captura conferidos pelo motor do app: um só lance certo em cada um.
PuzzlesRuleSet = Regra dos problemas
PuzzlesDaily = Problema do dia
PuzzlesDailyNote = O mesmo para todos; muda à meia-noite UTC (21h em Brasília).
PuzzlesSolve = Resolver
PuzzlesSolvedToday = Resolvido hoje
PuzzlesNotSolvedYet = Ainda não resolvido
PuzzlesStreak = Sequência de dias
PuzzlesBestStreak = Melhor sequência
PuzzlesRating = Sua pontuação
PuzzlesSolvedLabel = Resolvidos de primeira
PuzzlesTheme = Tema
PuzzlesAllThemes = Todos os temas
PuzzlesAllBands = Qualquer
BandEasy = Fácil ★–★★
BandMedium = Média ★★★
BandHard = Difícil ★★★★–★★★★★
PuzzlesFilterEmpty = Nenhum problema deste motivo nesta dificuldade. Escolha outra.
PuzzlesMotifs = Motivos
PuzzlesMotifsLead = Cada motivo é uma ideia que volta em muitas partidas. Aprenda a reconhecê-la e depois treine só ela.
MotifColumn = Motivo
MotifSolvedColumn = Resolvidos
MotifFirstTryColumn = De primeira
MotifTrendColumn = Pontuação no motivo
MotifTrendLabel = Pontuação neste motivo após cada primeira tentativa
MotifWhat = O que é
MotifSpot = Como reconhecer
MotifExample = Um exemplo
MotifShowLine = Ver a solução
MotifSolveExample = Resolver este
MotifTrain = Treinar este motivo
MotifNone = Ainda não há problemas deste motivo nesta regra.
MotifProgress = Seu progresso
MotifNotFound = Motivo desconhecido.
MotifAll = Todos os motivos
PuzzlesList = Todos os problemas
PuzzlesNextUnsolved = Próximo não resolvido
PuzzlesArchive = Dias anteriores
PuzzlesHistory = Histórico
PuzzlesNoHistory = Você ainda não tentou nenhum problema desta regra.
DrillsNoHistory = Você ainda não fez nenhum treino de regras desta modalidade.
PuzzlesDueToday = Para refazer hoje
PuzzlesResultClean = resolvido
PuzzlesResultHelped = resolvido depois de erro ou dica
PuzzlesResultFailed = errado
PuzzlesNone = Não há problemas para esta regra.
PuzzleNotFound = Problema não encontrado.
PuzzlesLoading = Carregando os problemas…
PuzzlesOffline = Os problemas desta regra ainda não foram baixados e não há conexão. Abra esta página uma vez com internet: depois ela funciona sem conexão.
PuzzlesLoadFailed = Não foi possível carregar os problemas desta regra.
PuzzlesRetryLoad = Tentar de novo
PuzzleBack = Voltar aos problemas
PuzzleFindLight = Sua vez: ache o melhor lance das claras.
PuzzleFindDark = Sua vez: ache o melhor lance das escuras.
PuzzleCorrect = Certo! O adversário respondeu; continue.
PuzzleSolvedClean = Resolvido de primeira!
PuzzleSolvedRetry = Resolvido, desta vez sem erro. Só a primeira tentativa conta para a pontuação.
PuzzleSolvedHelped = Resolvido (com ajuda).
PuzzleFailed = Solução mostrada.
PuzzleTryAgain = Tentar de novo
PuzzleHint = Dica
PuzzleHintPiece = Dica: a peça marcada é a que joga.
PuzzleHintDestination = Dica: ela vai para a outra casa marcada.
PuzzleHintPath = Dica: siga as setas.
PuzzleShowSolution = Ver solução
PuzzleSolution = Solução
PuzzleNext = Próximo problema
PuzzleExplained = A solução, lance a lance
PuzzleExplainedHelp = Toque num lance para vê-lo no tabuleiro.
PuzzleExplainedEnd = Voltar ao fim
PuzzleExplainedPrev = Lance anterior
PuzzleExplainedNext = Próximo lance
PuzzleDifficulty = Dificuldade
PuzzleHintCost = Dicas e erros tiram o "de primeira".
PuzzlesTabTactics = Táticas
PuzzlesTabDrills = Treino de regras
DrillsLead = Cada posição tem um só lance legal. O tabuleiro não ajuda: nada marca a peça que joga nem onde ela pode ir. Um lance que quebra uma regra conta como erro, e a regra é explicada.
DrillsSolvedLabel = Acertados de primeira
DrillsDueToday = Treinos para refazer hoje
DrillsList = Todos os treinos
DrillFindLight = Jogam as claras: qual é o único lance legal delas?
DrillFindDark = Jogam as escuras: qual é o único lance legal delas?
DrillMiss = Erro: esse lance quebra uma regra. Tente de novo.
PuzzlesMigratedRating = Os problemas agora são táticas de verdade: sua pontuação recomeçou (histórico e sequência foram mantidos).
PuzzlesMigratedReset = Não foi possível ler seu progresso antigo nos problemas; ele recomeçou do zero.
LearnRuleDrills = Treinar as regras

## Rules pages

RulesTitle = Regras
RulesIntro = Nove modalidades, muitas regras em comum. Escolha uma para ver o resumo.
RulesCommonTitle = O que vale em todas
RulesBoard = Tabuleiro
RulesPieces = Peças
RulesFirst = Quem começa
RulesMoves = Movimento da pedra
RulesCaptures = Capturas
RulesKing = Dama
RulesChoice = Qual captura fazer
RulesPromotion = Promoção durante a captura
RulesEnd = Fim da partida
RulesDraws = Empates
RulesNotation = Notação
RulesAbout = Sobre esta modalidade
RulesUnknown = Não conhecemos essa modalidade.
RulesAll = Todas as modalidades
RulesUseThis = Jogar com esta regra
RulesInUse = Esta é a regra escolhida
RulesLessons = Aprenda no tabuleiro:
RulesPlayGame = Jogar uma partida nesta modalidade
RulesDiagramLabel = Diagrama

## Settings

SettingsTitle = Ajustes
SettingsLanguage = Idioma
SettingsLanguageAuto = Igual ao navegador
SettingsRuleSet = Modalidade
SettingsBoard = Tabuleiro
SettingsTheme = Cores do tabuleiro
ThemeWood = Madeira
ThemeGreen = Verde
ThemeBlue = Azul
ThemeContrast = Alto contraste
SettingsPieces = Peças
PiecesClassic = Clássicas
PiecesStacked = Damas empilhadas, coroa dourada
PiecesPlayful = Latões e pneus
SettingsCoords = Coordenadas
CoordsNone = Nenhuma
CoordsNumeric = Números (1–32)
CoordsAlgebraic = Letras e números (a1–h8)
SettingsCoordsOrthogonal = Nas damas turcas as casas não têm número: no tabuleiro delas, as duas opções mostram letras e números (a1–h8) nas bordas.
SettingsFlip = Virar o tabuleiro (ver do lado das escuras)
SettingsSound = Sons
SettingsLevel = Adversário padrão
SettingsSavedHere = Os ajustes são salvos neste navegador.
ProgressTitle = Seu progresso
ProgressHelp = Leve seu progresso para outro navegador: exporte um arquivo aqui e importe-o lá.
ExportButton = Exportar progresso
ImportButton = Importar progresso
ImportReplaces = Importar troca o progresso atual pelo do arquivo.
ImportDone = Progresso importado.
ResetButton = Apagar todo o progresso
ResetQuestion = Apagar lições, problemas, placar e partida em andamento? Os ajustes continuam. Não dá para desfazer.
ResetConfirm = Sim, apagar
Cancel = Cancelar
ResetDone = Progresso apagado.

## Board and game (play page): add yours below

PlayTitle = Jogar
NewGame = Nova partida
PlayOpponent = Adversário
PlayFriend = Um amigo neste aparelho
PlayYourPieces = Suas peças
PlayLight = Claras
PlayDark = Escuras
PlayBallot = Abertura sorteada (três lances)
PlayBallotNone = Sem sorteio
PlayBallotRandom = Sortear
PlayStart = Começar
PlayUnfinished = Você tem uma partida em andamento.
PlayResume = Continuar a partida
PlayGettingReady = O computador está se preparando…
PlayThinking = Pensando…
PlayYourMove = Sua vez
PlayLightToMove = Vez das claras
PlayDarkToMove = Vez das escuras
PlayTakeBack = Voltar lance
PlayOfferDraw = Propor empate
PlayResign = Desistir
PlayResignQuestion = Desistir desta partida?
PlayFlip = Virar o tabuleiro
PlayPause = Pausa
PlayPaused = Partida em pausa
PlayContinue = Continuar
PlayRematch = Revanche
PlayDrawDeclined = O computador recusou o empate: ele acha que está melhor.
PlayDrawQuestion = Empate proposto. O outro jogador aceita?
PlayAccept = Aceitar
PlayDecline = Recusar
PlayYes = Sim
PlayNo = Não
PlayMoves = Lances
PlayNoMoves = Nenhum lance ainda.
PlayCopyPdn = Copiar PDN
PlayDownloadPdn = Baixar PDN
PlayCopied = PDN copiado.
PlayCopyFailed = Não deu para copiar: selecione o texto abaixo.
PlayOpenTitle = Abrir um jogo ou posição
PlayOpenHelp = Cole um jogo em PDN ou uma posição FEN (por exemplo W:W21,22:B9,K10) para jogar a partir dali.
PlayOpen = Abrir
PlayScores = Placar
PlayWins = Vitórias
PlayDraws = Empates
PlayLosses = Derrotas
PlayYouWon = Você venceu!
PlayYouLost = Você perdeu.
PlayDraw = Empate.
PlayGameOver = Fim de partida
PlayAiError = O computador não conseguiu jogar. Tente voltar o lance.
BoardLabel = Tabuleiro
BoardEmpty = vazia
BoardKeysHelp = Setas movem o foco, Enter ou espaço escolhe a casa, Esc cancela.
BoardLightMan = pedra clara
BoardLightKing = dama clara
BoardDarkMan = pedra escura
BoardDarkKing = dama escura
BoardSelected = selecionada
BoardTarget = destino possível
BoardCaptured = será capturada

## Play page: new-game form, PDN file, players

PlayMovesFirst = começam
PlayOpenFile = Abrir um arquivo PDN
PlayFileUnreadable = Não deu para ler esse arquivo como texto.
PlayFileTooBig = Esse arquivo é grande demais para um jogo (mais de 1 MB).
PdnPlayerOne = Jogador 1
PdnPlayerTwo = Jogador 2
PdnYou = Você

## Play page: following a game played in another tab

PlayOtherTabMoves = Lances jogados em outra aba foram trazidos para cá.
PlayOtherTabReplaced = Outra aba salvou uma partida mais recente, que agora está aqui; a desta aba foi posta de lado.
PlayOtherTabBringBack = Voltar à partida desta aba
PlayOtherTabEnded = Esta partida terminou em outra aba.
PlayThinkingElsewhere = O computador está pensando em outra aba…
PlayThinkHere = Pensar aqui

## Play page: draw offers confirmed, the ballot opening's name

PlayOfferDrawQuestion = Propor empate ao computador?
PlayOpening = Abertura

## Game review

ReviewButton = Analisar a partida
ReviewTitle = Análise da partida
ReviewNoGame = Nenhuma partida para analisar. Jogue uma partida e toque em “Analisar a partida”.
ReviewPlay = Jogar uma partida
ReviewDone = Análise concluída.
ReviewGraph = Avaliação ao longo da partida
ReviewGraphHelp = Acima do meio, as claras estão melhor; abaixo, as escuras. Toque num ponto para ver a posição.
ReviewSummary = Resumo
ReviewInaccuracies = Imprecisões
ReviewMistakes = Erros
ReviewBlunders = Erros graves
ReviewAverageLoss = Perda média (pedras)
ReviewClassGood = bom
ReviewClassInaccuracy = imprecisão
ReviewClassMistake = erro
ReviewClassBlunder = erro grave
ReviewBetterLine = Jogar o melhor lance
ReviewRefutation = Jogar a resposta
ReviewBackToGame = Voltar à partida
ReviewPrevious = Lance anterior
ReviewNextMove = Próximo lance
ReviewFirst = Início
ReviewLast = Fim
ReviewNextMistake = Próximo erro
ReviewFindBetter = Achar o melhor lance
ReviewNoMistakes = Nenhum erro nesta partida: muito bem!
ReviewNotJudged = Este lance ainda está sendo analisado…
ReviewEndPosition = Posição final.
ReviewGood = Um bom lance.
ReviewGoToMove = Ir para este lance
RetryPrompt = Aqui você errou. Ache um lance melhor.
RetryJudging = Conferindo o lance…
RetrySolved = Isso! Tão bom quanto o lance do computador.
RetryWrong = Esse lance também perde. Tente outro.
RetryAgain = Tentar de novo
RetryShow = Mostrar o lance
RetryNext = Próximo
RetryBack = Voltar à análise
RetryFromGame = Erro de uma partida sua
RetryGone = Esse erro não está mais guardado.
ReviewFromComputer = contra o computador
ReviewFromFriend = entre amigos
ReviewFromOnline = partida pela internet
ReviewFromPdn = jogo aberto
ReviewStopped = A análise parou antes do fim.
