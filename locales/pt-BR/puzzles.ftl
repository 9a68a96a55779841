# puzzles: see src/kernel/i18n/catalogue.rs

## Motif pages: what each motif is (`motif-<motif>-what`) and how to spot it in a game (`motif-<motif>-spot`)

# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. What it is.
motif-shot-what = No golpe você entrega uma ou mais peças de propósito. Como a captura é obrigatória, o adversário tem de tomá-las, e a captura deixa as peças dele onde as suas tomam mais: mais do que você deu, ou chegam à dama.
# The shot (golpe in Portuguese and Spanish, удар in Russian): a sacrifice that wins by a forced capture. How to spot it.
motif-shot-spot = Procure onde uma peça adversária, depois de capturar, ficaria na frente de uma casa vazia na linha das suas pedras. Conte o que entrega e o que toma de volta antes de jogar.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). What it is.
motif-forced-by-majority-what = Onde vale a lei da maioria, o adversário tem de capturar o maior número de peças possível. Um sacrifício pode fazer da captura mais longa a única permitida, e ela leva as peças dele direto para a sua resposta: com livre escolha ele faria uma captura mais curta e escaparia. Em cada problema deste motivo o motor provou isso: a captura mais curta, proibida pela lei, o teria salvado.
# A shot the majority law forces (es: ley de la cantidad, ru: правило большинства). How to spot it.
motif-forced-by-majority-spot = Quando entregar uma peça, conte todas as capturas que o adversário teria e quantas peças cada uma toma. Se a mais longa termina numa casa ruim, a lei o obriga a fazê-la.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). What it is.
motif-forced-by-tiebreak-what = Nas damas italianas, entre capturas do mesmo número de peças é obrigatória a que toma mais damas e, depois, a feita pela dama. Um sacrifício pode usar essas regras para escolher a captura do adversário por ele, e a escolhida perde.
# A shot Italian draughts' tie-breaks force (which capture must be made among captures of as many pieces). How to spot it.
motif-forced-by-tiebreak-spot = Compare as capturas do adversário que tomam o mesmo número de peças: qual leva mais damas, qual é feita pela dama? Essa é a obrigatória.
# Two for one: give one piece, take two back. What it is.
motif-two-for-one-what = A troca mais simples que ganha: você entrega uma peça e toma duas de volta. Muitas vezes uma pedra é oferecida para que a peça que captura pare onde uma pedra sua toma duas de uma vez.
# Two for one: give one piece, take two back. How to spot it.
motif-two-for-one-spot = Depois de uma captura do adversário, onde a peça que capturou para? Se duas peças dele ficam na mesma diagonal com casas vazias atrás, uma pedra entregue pode render duas.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. What it is.
motif-turkish-strike-what = Durante uma captura as peças tomadas ficam no tabuleiro até o fim do lance, e nenhuma pode ser saltada duas vezes. Por isso uma captura pode parar antes do que parecia: a peça que captura, quase sempre uma dama, fica travada pelas peças que já tomou e tem de parar numa casa onde você a captura. É o golpe turco.
# The Turkish strike (golpe turco, турецкий удар): captured pieces stay on the board until the capture ends, so a capturing king is stopped where it can be taken. How to spot it.
motif-turkish-strike-spot = Imagine a captura da dama adversária salto a salto, com as peças tomadas ainda no tabuleiro. Onde ela é obrigada a parar?
# Trapping a king: it runs out of safe squares. What it is.
motif-king-trap-what = A dama só é forte enquanto tem para onde ir. Tire as casas seguras dela, numa diagonal de onde não sai ou num canto, e, jogue o adversário o que jogar, a dama cai.
# Trapping a king: it runs out of safe squares. How to spot it.
motif-king-trap-spot = Conte os lances da dama adversária. Se quase todos caem em casas que você ataca, um lance tranquilo que feche a última saída a ganha.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. What it is.
motif-breakthrough-what = Abrir caminho para uma pedra até a última fileira, muitas vezes entregando uma peça, para que ela vire dama e decida a partida.
# The breakthrough (ruptura a dama, прорыв в дамки): clearing a way for a man to crown. How to spot it.
motif-breakthrough-spot = Conte quantos lances a pedra mais avançada de cada lado precisa para virar dama e quais casas a param. Um sacrifício que abre o caminho costuma valer a pena.
# The block (bloqueo, блокировка): leaving the opponent without a move. What it is.
motif-block-what = Quem não pode mover perde, mesmo com peças no tabuleiro. Tranque as últimas peças livres do adversário e deixe-o sem lance.
# The block (bloqueo, блокировка): leaving the opponent without a move. How to spot it.
motif-block-spot = Quando o adversário tem poucos lances, olhe cada um: dá para deixá-lo sem nenhum?
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. What it is.
motif-tempo-what = Nos finais, ter de jogar pode decidir a partida: o lado que joga é obrigado a entrar numa casa perdida. Um lance tranquilo que passa a vez ao adversário ganha; se fosse de novo a sua vez, não ganharia. É a oposição.
# The opposition (oposición, оппозиция): in an ending, the side that must move loses. How to spot it.
motif-tempo-spot = Quando as peças estão travadas umas contra as outras, conte os lances de sobra de cada lado. Jogue de modo que o adversário fique sem eles primeiro.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. What it is.
motif-win-material-what = Um lance tranquilo, sem entregar nada, que ganha uma peça à força: um ataque a duas peças ao mesmo tempo, ou uma ameaça que o adversário não consegue parar.
# Winning a piece with a quiet move: a double attack or a threat that cannot be met. How to spot it.
motif-win-material-spot = Procure peças adversárias com uma casa vazia atrás e um lance que ataque duas delas de uma vez.
# Endgame technique (final, окончание): the one move that keeps the win. What it is.
motif-endgame-what = Com dez peças ou menos no tabuleiro, cada tempo conta: o único lance que mantém a vitória, pela técnica e não por um golpe.
# Endgame technique (final, окончание): the one move that keeps the win. How to spot it.
motif-endgame-spot = Conte quem vira dama primeiro, quem fica sem lances primeiro e se as suas damas dominam a diagonal maior.

## Motif pages: what the learner's rule set changes about a motif

# The rule set has no majority law (free capture choice), so the majority-law shots do not happen in it. $ruleset: the rule set, `english`, `russian` or `thai` (the others have the law); `other` is a rule set yet to come.
motif-note-no-majority-law =
    { $ruleset ->
        [english] Nas damas inglesas (checkers)
        [russian] Nas damas russas
        [thai] Nas damas tailandesas
       *[other] Nesta regra
    } não há lei da maioria: o adversário escolhe a captura que quiser, então estes golpes não existem. Eles são o coração das damas brasileiras, internacionais, espanholas e italianas.
# Only Italian draughts has the tie-breaks between captures of as many pieces. $ruleset: the rule set, any but `italian` (`brazilian`, `english`, `russian`, `spanish`, `thai`, `damas10`, `international`, `turkish`); `other` is a rule set yet to come.
motif-note-no-tiebreak =
    Só as damas italianas têm estes desempates; { $ruleset ->
        [brazilian] nas damas brasileiras
        [english] nas damas inglesas (checkers)
        [russian] nas damas russas
        [spanish] nas damas espanholas
        [thai] nas damas tailandesas
        [damas10] nas damas brasileiras no tabuleiro 10×10
        [international] nas damas internacionais
        [turkish] nas damas turcas
       *[other] nesta regra
    } eles não valem.
# The rule set's kings move one square at a time, so the Turkish strike (a flying king's) is rare. $ruleset: the rule set, `english` or `italian` (the others have flying kings); `other` is a rule set yet to come.
motif-note-short-kings =
    { $ruleset ->
        [english] Nas damas inglesas (checkers)
        [italian] Nas damas italianas
       *[other] Nesta regra
    } a dama anda uma casa por vez, então o golpe turco é raro: ele vive das damas que voam.
# In Turkish draughts a captured piece leaves the board at once, so the Turkish strike (a king's capture stopped by the pieces it has jumped) never happens.
motif-note-removed-at-once = Nas damas turcas cada peça capturada sai do tabuleiro no instante em que é saltada, então nada para a captura da dama no meio do caminho e este golpe não existe. Ele vive das damas na diagonal, em que as peças capturadas ficam até o lance terminar.

## A puzzle's solution told move by move. $side is the side that plays the move: `white` (light) or `black` (dark); $move is the move in the board's notation (`22-17`, `14x21`, `c3-d4`)

# The solver gives pieces away with a quiet move: the opponent must capture them. $count: how many the capture takes.
solution-sacrifice = { $side ->
    [white] As claras
   *[black] As escuras
 } jogam { $move } e entregam { $count ->
    [one] uma peça: ela tem de ser tomada
   *[other] { $count } peças: a captura obrigatória leva todas
 }.
# The solver captures. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture = { $side ->
    [white] As claras
   *[black] As escuras
 } tomam { $pieces }: { $move }.
# The solver captures, and the capturing man is crowned. $pieces: what the capture takes, as solution-pieces-taken says it.
solution-capture-crowning = { $side ->
    [white] As claras
   *[black] As escuras
 } tomam { $pieces }: { $move }, e a pedra vira dama.
# A quiet move of the solver's that gives nothing away.
solution-quiet = { $side ->
    [white] As claras
   *[black] As escuras
 } jogam { $move }.
# A quiet move of the solver's that crowns a man.
solution-quiet-crowning = { $side ->
    [white] As claras
   *[black] As escuras
 } jogam { $move }, e a pedra vira dama.
# The opponent's only legal move is a capture (capturing is compulsory).
solution-must-capture = A captura é obrigatória, e { $side ->
    [white] as claras
   *[black] as escuras
 } só têm uma: { $move }.
# The capture law leaves the opponent one capture. $law: the law (solution-law-majority or solution-law-italian); $taken: the pieces that capture takes; $forbidden: the captures it rules out, each group as solution-ruled-out-group, joined by solution-or (`18x9 or 18x11 (one piece each)`).
solution-law-forces = { $law } obriga { $side ->
    [white] as claras
   *[black] as escuras
 } a tomar { $move } ({ $taken ->
    [one] uma peça
   *[other] { $taken } peças
 }), e não { $forbidden }.
# The capture law rules out some captures, and the opponent chooses among those left. $law, $forbidden: as in solution-law-forces; $count: how many captures are left (2 or more).
solution-law-narrows = { $law } proíbe { $forbidden }; das { $count } capturas que restam, { $side ->
    [white] as claras
   *[black] as escuras
 } escolhem { $move }.
# One group of the captures a law rules out, all taking the same number of pieces: `18x9 or 18x11 (one piece each)`. $moves: the captures, joined by solution-or; $count: the pieces each would take; $each: yes when there are several.
solution-ruled-out-group = { $moves } ({ $count ->
    [one] uma peça
   *[other] { $count } peças
 }{ $each ->
    [yes] {" "}cada
   *[no] {""}
 })
# The majority law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-majority = A lei da maioria
# Italian draughts' capture law, as the subject of solution-law-forces and solution-law-narrows.
solution-law-italian = A regra italiana (mais peças, depois mais damas, depois a captura com a dama)
# Joins the captures a law rules out: `18x9 or 18x11` (the code puts a space on each side).
solution-or = ou
# The opponent chooses the best of several captures the rules allow. $count: how many captures (2 or more).
solution-chosen-capture = { $side ->
    [white] As claras
   *[black] As escuras
 } podem escolher entre { $count } capturas; a melhor é { $move }.
# The opponent's only legal move (not a capture).
solution-only-move = { $side ->
    [white] As claras
   *[black] As escuras
 } só têm um lance: { $move }.
# The opponent's best quiet move.
solution-best-reply = A melhor defesa { $side ->
    [white] das claras
   *[black] das escuras
 } é { $move }.

## Where the solution leaves the two sides. $side is the solver: `white` (light) or `black` (dark). The sentences after the first are added to it, a space between

# The solver took all the opponent's pieces.
solution-wiped-out = { $side ->
    [white] As escuras ficam sem peças: as claras vencem.
   *[black] As claras ficam sem peças: as escuras vencem.
 }
# The opponent, to move, has pieces but no legal move.
solution-blocked = { $side ->
    [white] As escuras têm peças, mas nenhum lance: as claras vencem.
   *[black] As claras têm peças, mas nenhum lance: as escuras vencem.
 }
# Pieces the solver took, the $pieces of solution-capture, solution-capture-crowning, solution-took-lost-none and solution-took-gave. $taken: how many; $kings: how many of them were kings, or all.
solution-pieces-taken = { $kings ->
    [all] { $taken ->
        [1] uma dama
       *[other] { $taken } damas
    }
    [0] { $taken ->
        [1] uma peça
       *[other] { $taken } peças
    }
    [1] { $taken } peças (uma delas, dama)
   *[other] { $taken } peças ({ $kings } delas, damas)
 }
# What the solver took, having lost nothing. $pieces: the pieces taken, as solution-pieces-taken says them.
solution-took-lost-none = No total, { $side ->
    [white] as claras
   *[black] as escuras
 } tomaram { $pieces } sem perder nenhuma.
# What the solver took and what they gave. $pieces: the pieces taken, as solution-pieces-taken says them; $given: pieces given (1 or more).
solution-took-gave = No total, { $side ->
    [white] as claras
   *[black] as escuras
 } tomaram { $pieces } e entregaram { $given ->
    [1] uma peça
   *[other] { $given } peças
 }.
# A man of the solver's was crowned along the line.
solution-crowned = { $side ->
    [white] As claras
   *[black] As escuras
 } ainda fizeram dama.
# The line wins no material but leaves the solver an ending that wins.
solution-won-ending = { $side ->
    [white] As claras
   *[black] As escuras
 } ficam com um final ganho.

## The endgame tables' word on a tactic's first move, where they decide it (a capture that takes as much may still only draw). $move is the move in the board's notation

# What the tables call the solution's first move. $call: win, draw or loss (for the solver).
solution-tables = Pelas tabelas de finais, { $move } { $call ->
    [win] ganha
    [draw] empata
   *[loss] perde
 }.
# Another first move that captures as well, which the tables call worse. $count: the pieces it takes; $call: draw or loss; $why: material when the pieces left cannot win (then $reason is solution-kings-cannot-win), else none.
solution-tables-worse = { $move } também toma { $count ->
    [one] uma peça
   *[other] { $count } peças
 }, mas pelas tabelas { $call ->
    [draw] só empata
   *[loss] perde
 }{ $why ->
    [material] : { $reason }
   *[none] {""}
 }.
# Why the pieces left cannot win: only kings, $strong against $weak (flying kings).
solution-kings-cannot-win = { $strong ->
    [1] uma dama não ganha
    [2] duas damas não ganham
    [3] três damas não ganham
   *[other] { $strong } damas não ganham
 } de { $weak ->
    [1] uma
   *[other] { $weak }
 }

## Tactics from games people played (the ACF archive of English checkers games, and later others)

# The filter's group of chips: where the tactics come from (label read by screen readers).
puzzles-origin = De onde vêm as táticas
# Chip: every tactic, those found in the engine's own games and those from games people played.
puzzles-origin-all = Todas as partidas
# Chip: only tactics found in games played by people. $count: how many.
puzzles-origin-human = De partidas reais ({ $count })
# The ACF archive of English checkers games (American Checker Federation), credited with the repository it comes from and its licence: keep "EricCJoyce/Datasets, MIT" as it is.
puzzles-collection-acf = arquivo ACF (EricCJoyce/Datasets, MIT)
# Under a tactic's title: the game people played it comes from. $collection: the collection's name (puzzles-collection-acf), $game: the game's number in it, $turn: the number of the move the puzzle asks for.
puzzle-source-human = De uma partida real: { $collection }, partida { $game }, lance { $turn }

## Puzzle Streak and Puzzle Storm (src/puzzles/puzzles_page/run_page.rs): runs of puzzles against a miss or a clock, never rated

# The section of the puzzles page that opens the two runs.
run-heading = Desafios em série
# The title of the run where puzzles get harder and one miss ends it.
run-streak-title = Série sem erro
# The title of the run against a clock.
run-storm-title = Contra o relógio
# What the streak is, before it starts.
run-streak-lead = Um problema atrás do outro, cada um um pouco mais difícil. Errou uma vez, acabou. Até onde você chega? Estes desafios não mexem na sua pontuação.
# What the storm is, before it starts (the figures are src/puzzles/storm_clock.rs and combo.rs).
run-storm-lead = Três minutos para resolver o máximo de problemas. Cada acerto dá dois segundos a mais e cada erro tira dez; acertos seguidos enchem a barra de combo, que vale tempo extra. Estes desafios não mexem na sua pontuação.
# The rule set the run uses. $name: the rule set.
run-rule-set = Regras: { $name } (troque no alto da página)
# The personal record. $score: puzzles solved in the best run.
run-best = Seu recorde: { $score }
# The button that starts a run.
run-start = Começar
# The button that starts another run after one ended.
run-again = Jogar de novo
# The button that ends a run early.
run-stop = Encerrar
# Puzzles solved so far in a run. $score: the number.
run-score = Resolvidos: { $score }
# The result of a finished run. $score: puzzles solved.
run-result = Fim: { $score } resolvidos
# A finished run beat the record.
run-new-best = Novo recorde!
# A streak ended by a miss. $line: the solution's moves.
run-end-missed = Não foi dessa vez: um erro encerra a série. A solução era { $line }.
# A storm whose time ran out.
run-end-time = Acabou o tempo.
# A run that went through every puzzle of the rule set.
run-end-none-left = Você passou por todos os problemas destas regras!
# A run the learner ended.
run-end-stopped = Você encerrou o desafio.
# The list of the puzzles missed in the run just finished.
run-missed = Problemas errados
# The run just finished had no miss.
run-missed-none = Nenhum erro.
# Before a run: the puzzles missed in the last one, to replay.
run-last-missed = Errados no último desafio
# While a move other than the solution's is checked (it may win too).
run-checking = Conferindo o seu lance…
# The storm's clock, for screen readers.
run-clock-label = Tempo restante
# The storm's combo. $count: right answers in a row; $seconds: the extra time the next level earns.
run-combo = Combo { $count } · próximo bônus +{ $seconds } s
# The combo bar, for screen readers.
run-combo-bar = Caminho até o próximo bônus de combo
# On a puzzle replayed from a run's list of misses.
run-replay-note = Você está refazendo um problema que errou num desafio: ele não mexe na sua pontuação.
# The link from a replayed puzzle back to its run.
run-back = Voltar ao desafio
