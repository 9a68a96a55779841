# The words of every page but home: the fixed texts of their interfaces
# (one message a `Text` constant, named as the constant, as in ui.ftl) and
# the lessons' and puzzles' texts with data. Served with the other pages'
# files, after the first page (src/kernel/i18n/catalogue.rs, TextPart).

## Learn page (lessons)

LearnIntro = Uma ideia de cada vez, no tabuleiro. Cada nível é uma pequena tarefa; ganhe até três estrelas jogando na meta de lances e sem dicas.
LearnStartCourse = Começar o curso
LearnContinue = Continuar de onde parei
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

## Puzzles page

PuzzlesLead = Problemas de captura conferidos pelo motor do app: um só lance certo em cada um.
PuzzlesRuleSet = Regra dos problemas
PuzzlesDaily = Problema do dia
PuzzlesDailyNote = O mesmo para todos; muda à meia-noite UTC (21h em Brasília).
PuzzlesSolve = Resolver
PuzzlesSolvedToday = Resolvido hoje
PuzzlesNotSolvedYet = Ainda não resolvido
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

## Lessons
## The course's levels: counters, stars, and what a failed level says.

# Where a level sits in its stage. $index: its number; $count: the stage's
# levels.
learn-level-of = Nível { $index } de { $count }
# Stars as text, for screen readers and the stage map. $earned: the stars won;
# $possible: the most there are.
learn-stars = { $earned } de { $possible } estrelas
# The link from a stage to the puzzles of its motif. $motif: the motif's name
# (a puzzle theme below).
learn-practise-motif = Pratique com problemas: { $motif }
# A failed level's solution. $line: its moves in notation (19-15 10x19 23x7).
learn-the-way = A solução era: { $line }.
# The move counter of a level. $moves: the moves made; $par: the target
# (fewest moves that solve it).
learn-moves = Lances: { $moves } (meta: { $par })
# The move counter of a practice game. $moves: the moves made; $limit: the
# most it allows.
learn-moves-within = Lances: { $moves } de no máximo { $limit }
# How many hints the level used. $hints: the number.
learn-hints-used = Dicas usadas: { $hints }
# Said when a mistake costs a star (−1★ stays as is).
learn-cost-mistake = −1★: cada erro custa uma estrela.
# Said when a hint costs a star (−1★ stays as is).
learn-cost-hint = −1★: cada dica custa uma estrela.
# Said when a move over the target costs a star. $par: the fewest moves that
# solve the level.
learn-cost-extra-move = −1★: dá para fazer { $par ->
        [1] num lance só
       *[other] em { $par } lances
    }; cada lance a mais custa uma estrela.
# Why a solved level earned fewer than three stars. $extra_moves, $hints,
# $mistakes: how many of each.
learn-star-costs = Uma estrela a menos por lance além da meta ({ $extra_moves }), por dica ({ $hints }) e por erro ({ $mistakes }).
# A question level asked for some squares and the learner tapped one that
# isn't. $square: its name (c3, 22).
learn-wrong-square = A casa { $square } não é uma delas. Olhe de novo e toque em outra.
# The draw counters of a level that ends in a draw. $king_moves of
# $king_limit: moves in a row made only with kings; $seen of $seen_limit:
# times the same position came back.
learn-draw-counts = Lances só de damas: { $king_moves } de { $king_limit } · mesma posição: { $seen } de { $seen_limit }
learn-draw-counts-no-progress = Lances sem captura e sem pedra avançando: { $king_moves } de { $king_limit } · mesma posição: { $seen } de { $seen_limit }

## Lessons: where a failed practice went wrong

# The move that let a practice game's result go, by the endgame tables.
# $number: which of the learner's moves (1, 2, …); $played: the move (22-17);
# $result: win if a win was let go, else draw; $after: lost if the position is
# now lost, else draw.
learn-turning-point = O seu { $number }º lance, { $played }, { $result ->
        [win] deixou a vitória escapar
       *[draw] perdeu o empate
    }: depois dele, { $after ->
        [lost] o adversário ganha
       *[draw] com o melhor jogo dos dois lados, é empate
    }.
# Follows learn-turning-point when a win was let go: the move that kept it.
# $move: the move (22-18).
learn-turning-point-kept-win = { $move } mantinha a vitória.
# Follows learn-turning-point when a draw was let go: the move that held it.
# $move: the move (22-18).
learn-turning-point-kept-draw = { $move } segurava o empate.
# The move that let a practice's goal go. $number: which of the learner's
# moves (1, 2, …); $played: the move (22-17); $slip: piece (a piece to win;
# after the move the opponent can save it), crowning (a man to crown; the
# opponent can now stop it) or win (the opponent can now hold out beyond the
# moves the practice allows).
learn-search-slip = O seu { $number }º lance, { $played }, deixou { $slip ->
        [piece] a peça
        [crowning] a coroação
       *[win] a vitória
    } escapar: depois dele, o adversário consegue { $slip ->
        [piece] salvá-la ou capturar uma das suas
        [crowning] parar as suas pedras a tempo
       *[win] resistir mais do que os lances contados
    }.
# Follows learn-search-slip: a move that still reached the goal. $move: the
# move (22-18); $slip: as in learn-search-slip.
learn-search-slip-kept =
    { $move } { $slip ->
        [piece] ganhava a peça
        [crowning] fazia dama a tempo
       *[win] ganhava a tempo
    }.
# A failed level's headline: the opponent took more pieces than the level's
# solution ever gives. $lost: the learner's pieces taken in all; $taken: the
# opponent's pieces the learner took.
learn-fail-lost-material = O adversário tomou { $lost ->
        [one] uma peça sua
       *[other] { $lost } peças suas
    }{ $taken ->
        [0] {""}
        [one] {""}, e você só tomou uma de volta
       *[other] {""}, e você só tomou { $taken } de volta
    }. Volte o lance e procure um que não entregue nada de graça.
# A failed practice's headline: one of the learner's moves let the aim go (the
# sentence under it names the move). $slip: win-draw (a win let go, a draw
# left), win-lost (a win let go, now lost), draw-lost (a draw let go),
# piece (the piece to win), crowning (the man to crown), win (a win beyond the
# endgame tables).
learn-fail-let-go = { $slip ->
        [win-draw] A vitória escapou: com o melhor jogo dos dois lados, agora é empate.
        [win-lost] A vitória escapou, e agora quem ganha é o adversário.
        [draw-lost] O empate escapou: agora quem ganha é o adversário.
        [piece] A peça que você ia ganhar escapou.
        [crowning] A coroação escapou: agora o adversário consegue impedi-la.
       *[win] A vitória escapou: agora o adversário consegue resistir.
    }

## Puzzle themes
## The motifs puzzles are sorted by: filter chips, the motif pages, a stage's
## link to its puzzles.

# Puzzle theme: A capture must be made.
theme-name-compulsory-capture = Captura obrigatória
# Puzzle theme: The capture taking the most pieces must be chosen.
theme-name-majority-law = Lei da maioria
# Puzzle theme: The Italian rules' order for choosing between captures.
theme-name-italian-tiebreak = Desempate italiano
# Puzzle theme: A man crowns in the middle or at the end of a capture.
theme-name-promotion-in-capture = Promoção durante a captura
# Puzzle theme: A capture made by a king.
theme-name-king-capture = Captura com a dama
# Puzzle theme: A sacrifice that wins by a forced capture.
theme-name-shot = Golpe
# Puzzle theme: Few pieces left.
theme-name-endgame = Final
# Puzzle theme: Men break through to crown.
theme-name-breakthrough = Ruptura para dama
# Puzzle theme: Coming out pieces ahead.
theme-name-win-material = Ganho de material
# Puzzle theme: A shot that works because the majority law forces the capture.
theme-name-forced-by-majority = Golpe da lei da maioria
# Puzzle theme: A shot that works because the Italian tie-break forces the
# capture.
theme-name-forced-by-tiebreak = Golpe do desempate italiano
# Puzzle theme: Give one piece, take two.
theme-name-two-for-one = Dois por um
# Puzzle theme: A king caught with no safe square.
theme-name-king-trap = Dama presa
# Puzzle theme: Captured pieces stay on the board until the capture ends.
theme-name-turkish-strike = Golpe turco
# Puzzle theme: The opponent's pieces are left with no move.
theme-name-block = Bloqueio
# Puzzle theme: The opposition: who has to move decides the ending.
theme-name-tempo = Oposição

## Puzzles

# A puzzle's title. $number: its number.
puzzle-title = Problema { $number }
# A rule drill's title. $number: its number.
drill-title = Exercício de regra { $number }
# The solver's moves found so far. $current: the move being looked for;
# $total: how many the solution has.
puzzle-progress = Lance { $current } de { $total }
# A legal move that does not solve the puzzle, and the opponent's answer to
# it. $tried, $reply: moves (22-17, 14x21).
puzzle-wrong = { $tried } não resolve: o adversário responde { $reply }. Tente de novo.
# A legal move that does not solve the puzzle (no answer shown). $tried: the
# move.
puzzle-wrong-no-reply = { $tried } não resolve. Tente de novo.
# A move that does not solve the puzzle, which the endgame tables call a draw
# or a loss. $tried: the move; $call: draw or loss; $why: material when the
# pieces left cannot win (then $reason is solution-kings-cannot-win), else
# none.
puzzle-wrong-tables = { $tried } não resolve: pelas tabelas de finais, { $call ->
        [draw] só empata
       *[loss] perde
    }{ $why ->
        [material] , porque { $reason }
       *[none] {""}
    }. Tente de novo.
# A puzzle solved after wrong moves (or moves a drill's rules refused), with
# no hint. $mistakes: how many.
puzzle-solved-after-mistakes = Resolvido, depois de { $mistakes ->
        [one] um lance errado
       *[other] { $mistakes } lances errados
    }.
# While the answer to a move other than the solution's is searched (it may
# still win). $tried: the move.
puzzle-refuting = { $tried }: veja a resposta do adversário…
# A move other than the solution's that wins as well. $tried: the move; $line:
# the solution's moves.
puzzle-also-wins = { $tried } também ganha! Resolvido. A linha principal era { $line }.
# The puzzle rating after a rated attempt. $rating: the new rating; $change:
# how it moved, signed (+16, -8).
puzzle-rating-change = Pontuação: { $rating } ({ $change })
# The same while the rating is still provisional. $rating: the new rating,
# with a “?” after it; $change: how it moved, signed (+16, -8).
puzzle-rating-change-provisional = Pontuação provisória: { $rating } ({ $change }); ela se firma depois de mais problemas.
# The line under a provisional rating. $deviation: how far off it may be, in
# rating points.
rating-provisional = provisória (±{ $deviation })
# The button under the list that shows more puzzles. $left: how many are not
# shown yet.
puzzles-show-more = Mostrar mais ({ $left ->
        [1] falta 1
       *[other] faltam { $left }
    })
# How much of the list is shown. $shown: the puzzles listed; $total: all of
# them.
puzzles-shown = Mostrando { $shown } de { $total }
# How many puzzles a motif has in the rule set. $count: the number.
motif-count =
    { $count ->
        [1] 1 problema
       *[other] { $count } problemas
    }
# Solved of all, in a table cell. $part: the solved; $whole: all.
out-of = { $part } de { $whole }
# Under the history: missed puzzles that come back on later days to try again.
# $count: how many.
puzzles-coming-back =
    { $count ->
        [1] Mais um volta nos próximos dias.
       *[other] Mais { $count } voltam nos próximos dias.
    }
