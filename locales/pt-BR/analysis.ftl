# analysis: the analysis board (/analysis); see src/kernel/i18n/catalogue.rs

## The page

analysis-title = Tabuleiro de análise
analysis-intro = Monte qualquer posição, experimente lances e suas alternativas e pergunte ao motor o que ele acha.

## The board editor

analysis-edit = Montar uma posição
analysis-editor-heading = Montar uma posição
analysis-editor-help = Escolha uma peça abaixo e toque nas casas para colocá-la; toque de novo para tirá-la.
analysis-brush-white-man = Pedra clara
analysis-brush-white-king = Dama clara
analysis-brush-black-man = Pedra escura
analysis-brush-black-king = Dama escura
analysis-brush-erase = Tirar
analysis-side-to-move = Vez de jogar
analysis-clear = Limpar o tabuleiro
analysis-start-position = Posição inicial
analysis-finish-editing = Analisar esta posição
analysis-cancel-editing = Cancelar
# The rules do not allow the position set up. $square: the square (`30`, `d8`); $side: `white` (light) or `black` (dark).
analysis-refused-man-on-crowning-row = Uma pedra na casa { $square } já seria dama: faça dela uma dama ou mude-a de casa.
# $count: the pieces of that side on the board; $max: how many the rule set starts with.
analysis-refused-too-many = As { $side ->
    [white] claras
   *[black] escuras
 } têm { $count } peças, mais que as { $max } com que começam nesta regra.

## Moving through the moves

analysis-moves = Lances
analysis-no-moves = Faça um lance no tabuleiro para começar.
analysis-start = Início
analysis-back = Voltar
analysis-forward = Avançar
analysis-end = Fim
analysis-promote = Tornar linha principal
analysis-delete = Apagar daqui em diante
# The move list's name for screen readers.
analysis-move-list = Lances e variantes

## The engine

analysis-engine-on = Perguntar ao motor
analysis-engine-off = Esconder o motor
analysis-engine-thinking = O motor está pensando…
analysis-engine-nothing = Nenhum lance: aqui a partida acabou.
analysis-best-moves = Os melhores lances do motor
# Plays the first move of one of the engine's lines. $move: the move (`22-18`).
analysis-play-move = Jogar { $move }

## The evaluation in words. $side: `white` (light) or `black` (dark).

analysis-level = A posição está equilibrada.
analysis-better = As { $side ->
    [white] claras
   *[black] escuras
 } estão melhor
analysis-winning = As { $side ->
    [white] claras
   *[black] escuras
 } estão ganhando
# $moves: the moves of both sides to the win, as a player counts them.
# A win the endgame tables prove (they give no count of moves).
analysis-wins = As { $side ->
    [white] claras
   *[black] escuras
 } ganham à força
analysis-wins-in = As { $side ->
    [white] claras
   *[black] escuras
 } ganham à força em { $moves ->
    [one] um lance
   *[other] { $moves } lances
 }
# Why, from the pieces on the board. $count: how many more.
analysis-men-up = { $count ->
    [one] uma pedra a mais
   *[other] { $count } pedras a mais
 }
analysis-kings-up = { $count ->
    [one] uma dama a mais
   *[other] { $count } damas a mais
 }
# The evaluation and its reason: `Light is winning: a man up.` $standing: analysis-better, -winning or -wins-in; $reason: analysis-men-up or -kings-up.
analysis-standing-because = { $standing }: { $reason }.
# The evaluation without a reason on the board.
analysis-standing = { $standing }.
analysis-table-win = As tabelas de finais: as { $side ->
    [white] claras
   *[black] escuras
 } ganham com o melhor jogo.
analysis-table-draw = As tabelas de finais: empate com o melhor jogo.

## In and out

analysis-copy-fen = Copiar FEN
analysis-copy-pdn = Copiar PDN
analysis-copy-link = Copiar link
analysis-download-pdn = Baixar PDN
analysis-paste = Cole uma posição FEN ou uma partida PDN
analysis-open = Abrir
analysis-copied = Copiado.
analysis-copy-failed = Não deu para copiar: selecione o texto e copie.
analysis-link-cut = Os lances do link param num lance que não pode ser jogado aqui: aparecem os lances anteriores.
analysis-link-broken = Não deu para ler o link: aparece a posição inicial.
# The link from another page (a game, the review) to the analysis board on the position it shows.
analysis-open-here = Analisar
