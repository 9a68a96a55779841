# app: the app's texts with data: rule sets, the computer's levels, sides,
# lessons' counters, puzzle themes and puzzles (src/kernel/i18n.rs). See
# src/kernel/i18n/catalogue.rs.

## Rule sets
## Their names: in full in the lists, the titles and the badges; short in
## the header's menu, beside the word that says it is a rule set.

# The rule set's name in full.
variant-name-brazilian = Damas brasileiras
# Its short name, for the header's menu.
variant-short-name-brazilian = Brasileiras
# The rule set's name in full (English draughts, or checkers).
variant-name-english = Damas inglesas
# Its short name, for the header's menu.
variant-short-name-english = Inglesas
# The rule set's name in full.
variant-name-russian = Damas russas
# Its short name, for the header's menu.
variant-short-name-russian = Russas
# The rule set's name in full.
variant-name-spanish = Damas espanholas
# Its short name, for the header's menu.
variant-short-name-spanish = Espanholas
# The rule set's name in full.
variant-name-italian = Damas italianas
# Its short name, for the header's menu.
variant-short-name-italian = Italianas
# The rule set's name in full.
variant-name-thai = Damas tailandesas
# Its short name, for the header's menu.
variant-short-name-thai = Tailandesas
# The rule set's name in full (Brazilian rules on the 10×10 board).
variant-name-damas10 = Damas brasileiras 10×10
# Its short name, for the header's menu.
variant-short-name-damas10 = Brasileiras 10×10
# The rule set's name in full (international draughts, 10×10).
variant-name-international = Damas internacionais
# Its short name, for the header's menu.
variant-short-name-international = Internacionais
# The rule set's name in full (Turkish draughts, dama: orthogonal moves on all 64 squares).
variant-name-turkish = Damas turcas
# Its short name, for the header's menu.
variant-short-name-turkish = Turcas

## The computer opponent
## Its four levels keep their names (Domador, Motorista, Carcereiro,
## Empresário) in every language; only how strong each is gets translated.

# The weakest computer opponent, with how strong it is.
level-name-domador = Domador (muito fácil)
# The second computer opponent, with how strong it is.
level-name-motorista = Motorista (fácil)
# The third computer opponent, with how strong it is.
level-name-carcereiro = Carcereiro (médio)
# The strongest computer opponent, with how strong it is.
level-name-empresario = Empresário (difícil)
# The computer offers a draw; buttons to accept and decline follow. $level:
# its name (Domador…), untranslated.
computer-offers-draw = { $level } propõe empate. Você aceita?
# Shown small next to “Thinking…”: how many moves ahead the computer has
# looked. $depth: a number.
thinking-depth = profundidade { $depth }

## Pieces

# A number of pieces. $count: the number.
pieces =
    { $count ->
        [1] uma peça
       *[other] { $count } peças
    }

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
# A streak of days with a puzzle solved. $days: the number.
puzzle-days =
    { $days ->
        [1] 1 dia
       *[other] { $days } dias
    }
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

## Games

# How many moves a saved game has (the card that offers to resume it). $moves:
# the number.
moves-played =
    { $moves ->
        [1] 1 lance
       *[other] { $moves } lances
    }
