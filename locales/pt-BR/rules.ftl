# rules: a página de referência de cada regra (src/kernel/i18n/rule_texts.rs). Os
# comentários em inglês estão em locales/en/rules.ftl.

## A linha de cada regra na lista de regras

rules-summary-king-flying = dama voadora
rules-summary-king-short = dama de uma casa
rules-summary-choice-free = captura livre
rules-summary-choice-majority = lei da maioria
rules-summary-choice-italian = lei da maioria à italiana
# $size: casas de um lado do tabuleiro; $men: pedras de cada lado; $king, $choice: as frases acima.
rules-summary = { $size }×{ $size }, { $men } pedras cada, { $king }, { $choice }

## O que vale em todas as regras

rules-common-sides = Cada jogador começa com as pedras nas fileiras mais perto de si, com fileiras vazias entre os dois lados.
rules-common-man-steps = Fora de uma captura, a pedra anda uma casa por vez e nunca para trás.
rules-common-crowning = A pedra que termina o lance na última fileira vira dama.
rules-common-compulsory = Capturar é obrigatório.
rules-common-capture-goes-on = A captura continua, salto após salto, enquanto a peça que captura puder tomar mais uma.
rules-common-no-move = Perde quem não tiver lance na sua vez, com todas as peças bloqueadas ou sem nenhuma.

## Sobre: um parágrafo escrito à mão sobre cada regra

rules-brazilian-about = A modalidade mais jogada no Brasil: tabuleiro pequeno, mas com as regras fortes do jogo internacional — pedra que captura para trás, dama voadora e lei da maioria.
rules-english-about = O checkers dos países de língua inglesa, com as regras da federação mundial (WCDF): pedras e damas de alcance curto e liberdade para escolher a captura.
rules-russian-about = As damas russas têm dama voadora e pedra que captura para trás, mas nenhuma lei da maioria; e a pedra que vira dama no meio da captura já continua como dama.
rules-spanish-about = Nas espanholas a dama voa e vale a lei da maioria, mas a pedra só captura para a frente.
rules-italian-about = As italianas protegem as damas: a pedra não pode capturá-las, e a lei da maioria tem desempates que favorecem capturar damas e capturar com a dama.
rules-thai-about = As tailandesas começam com menos peças, só duas fileiras de cada lado, o que deixa o meio do tabuleiro aberto desde o primeiro lance.
rules-damas10-about = As brasileiras no tabuleiro grande: 20 pedras de cada lado e as mesmas ideias, com uma diferença — a pedra que vira dama no meio da captura continua capturando como dama.
rules-international-about = O jogo da federação internacional (FMJD), o mais disputado do mundo no 10×10. É a modalidade dos campeonatos mundiais e da maioria dos torneios internacionais.
# The rules page's paragraph on Turkish draughts (dama).
rules-turkish-about = A dama turca, o jogo de todo dia na Turquia e em boa parte do Oriente Médio e dos Bálcãs. Todas as peças andam por linhas e colunas, nunca na diagonal, usando as 64 casas, e a peça capturada sai do tabuleiro na hora, assim que é saltada.

## O tabuleiro, as peças, quem começa, como a pedra anda

# $size: casas de um lado; $squares: casas escuras.
rules-board = Tabuleiro de { $size }×{ $size }; só as { $squares } casas escuras são usadas. Cada jogador tem uma casa escura no canto esquerdo mais perto de si.
# $men: pedras de cada lado; $rows: fileiras que elas ocupam.
rules-pieces = Cada lado começa com { $men } pedras, nas { $rows } fileiras mais próximas de si. Uma pedra que termina o lance na última fileira do outro lado vira dama.
rules-first-light = As claras fazem o primeiro lance; depois, um lance cada.
rules-first-dark = As escuras fazem o primeiro lance, como nos torneios de checkers; depois, um lance cada.
rules-moves = A pedra anda uma casa na diagonal, só para a frente, até uma casa vazia.

## Capturas

-rules-capturing = Captura-se saltando uma peça adversária e caindo numa casa vazia além dela. Capturar é obrigatório, para pedra e dama. Se a peça que capturou pode capturar de novo, o lance continua; não se pode parar no meio. As peças capturadas só saem quando o lance acaba: até lá continuam no caminho e nenhuma é saltada duas vezes.
rules-captures-backwards = { -rules-capturing } A pedra captura para a frente e para trás.
rules-captures-backwards-not-kings = { -rules-capturing } A pedra captura para a frente e para trás. Uma pedra nunca pode capturar uma dama.
rules-captures-forwards = { -rules-capturing } A pedra só captura para a frente.
rules-captures-forwards-not-kings = { -rules-capturing } A pedra só captura para a frente. Uma pedra nunca pode capturar uma dama.

## A dama

rules-king-flying = A dama voa: anda quantas casas quiser numa diagonal livre, para a frente ou para trás. Captura a distância: segue a diagonal até uma peça adversária com casa livre logo depois, salta e pode parar em qualquer casa livre além dela. Se de alguma dessas casas a captura puder continuar, ela tem de parar numa delas.
rules-king-short = A dama anda uma casa por vez, em qualquer diagonal, para a frente ou para trás, e captura saltando uma peça vizinha para a casa logo atrás.

## Qual captura escolher

rules-choice-free = Quando há várias capturas, você escolhe qualquer uma, mesmo a que leva menos peças. Só não pode deixar de capturar.
rules-choice-majority = Lei da maioria: é obrigatório o lance que captura mais peças, e uma dama conta como uma peça. Se duas capturas levam o mesmo número, você escolhe.
rules-choice-italian = Lei da maioria com desempates: primeiro vale a captura que leva mais peças; empatando, a que leva mais damas; empatando de novo, a feita pela dama.

## A pedra que chega à última fileira capturando

rules-promotion-continue-as-man = Se a pedra passa pela última fileira no meio de uma captura e ainda pode capturar, ela segue como pedra; só vira dama se o lance terminar lá.
rules-promotion-crown-and-continue = Se a pedra chega à última fileira no meio de uma captura, vira dama na hora e continua capturando como dama.
rules-promotion-crown-and-stop = Se a pedra chega à última fileira capturando, o lance termina ali e ela vira dama, mesmo que pudesse capturar mais.

## O fim da partida

rules-end = Vence quem captura todas as peças do adversário ou o deixa sem nenhum lance na vez dele. Desistir também encerra a partida.
# $moves: lances seguidos só com damas; $repetitions: vezes que a mesma posição aparece.
rules-draws = Empata quando: { $moves } lances seguidos, somando os dois jogadores, são feitos só com damas e sem captura; a mesma posição aparece { $repetitions } vezes com a vez do mesmo jogador; ou os dois combinam o empate.
rules-english-draws = { rules-draws } Nos torneios de damas inglesas vale uma regra mais longa: quem acha que o adversário não consegue vencer pede o empate ao árbitro, e o adversário tem 40 lances seus para mostrar progresso. Aqui usamos a regra dos 20 lances, mais simples.
rules-international-draws = { rules-draws } A federação internacional (FMJD) usa regras de empate próprias, mais detalhadas; aqui usamos estas, as mesmas das outras modalidades.

## Notação

# $squares: casas escuras; $men: pedras de cada lado; $light_from: a primeira casa das claras.
rules-notation = As casas escuras são numeradas de 1 a { $squares }, fileira por fileira, da esquerda para a direita, a partir da casa escura do canto de cima, com as claras embaixo. As escuras começam em 1–{ $men }, as claras em { $light_from }–{ $squares }. Um lance se escreve 11-15; uma captura, 22x15; se for preciso, com todas as casas de chegada: 22x15x24.
rules-notation-eight = { rules-notation } No 8×8 também se usam coordenadas de letras e números (a1 a h8, com a1 no canto de baixo à esquerda de quem começa); o tabuleiro pode mostrá-las.
# How squares and moves are written on the Turkish board: algebraic names only, no numbers.
rules-notation-orthogonal = Cada casa tem um nome: uma letra para a coluna (de a até h, a partir da esquerda das brancas) e um número para a fileira (de 1 a 8, a partir do lado das brancas). O lance se escreve de casa a casa, d3-d4; a captura com um x, d4xd6, e a captura de várias peças com cada casa onde a peça para, d4xd6xf6.

## As legendas dos diagramas

rules-caption-start = A posição inicial: as escuras nas casas 1–{ $men }, em cima; as claras em { $light_from }–{ $squares }, embaixo.
rules-caption-first-move-dark = As escuras começam: por exemplo, { $move }.
rules-caption-first-move-light = As claras começam: por exemplo, { $move }.
rules-caption-notation = Cada casa escura tem o seu número: este lance se escreve { $move }.
rules-caption-man-steps = A pedra clara anda para a frente: { $step } ou { $other_step }. Para trás ({ $backwards }) não pode.
rules-caption-capture-backwards = A pedra captura para trás: { $move }.
rules-caption-capture-backwards-refused = Aqui a pedra não captura para trás: { $move } é recusado.
rules-caption-king-flies = A dama voa pela diagonal livre, quantas casas quiser: { $move }.
rules-caption-king-steps = A dama anda uma casa: { $step }; { $too_far } é longe demais.
rules-caption-majority = { $takes_two } leva duas peças e é obrigatório; { $takes_one }, que leva uma, é recusado.
rules-caption-free-choice = Você escolhe: { $takes_two } leva duas peças, { $takes_one } leva uma; as duas valem.
rules-caption-continue-as-man = A pedra passa pela última fileira capturando e segue como pedra: { $move }. Não vira dama; parar lá ({ $refused }) é recusado.
rules-caption-crown-and-continue = A pedra vira dama na última fileira e segue capturando como dama: { $move } (uma pedra não pararia tão longe).
rules-caption-crown-and-stop = A pedra chega à última fileira, vira dama e o lance termina: { $move }. Seguir ({ $refused }) é recusado.
rules-caption-no-move = É a vez das claras e elas não têm lance: perderam a partida.
rules-caption-dark-to-play-and-win = Jogam as escuras e ganham.
rules-caption-light-to-play-and-win = Jogam as claras e ganham.

## O tabuleiro ortogonal (damas turcas): as seções e legendas que mudam

# O tabuleiro em que todas as casas contam. $size: casas de um lado (8); $squares: quantas casas (64).
rules-board-orthogonal = Tabuleiro de { $size }×{ $size }, e todas as suas { $squares } casas são usadas, claras e escuras.
# As peças no início no tabuleiro ortogonal. $men: pedras de cada lado (16); $rows: quantas fileiras ocupam (2).
rules-pieces-orthogonal = Cada lado começa com { $men } pedras na segunda e na terceira fileira; a fileira de trás começa vazia. A pedra que termina o lance na última fileira vira dama.
# Como a pedra anda no tabuleiro ortogonal (sem capturar).
rules-moves-orthogonal = A pedra anda uma casa, reto para a frente ou para o lado, sempre para uma casa vazia. Nunca anda para trás, e nada anda na diagonal.
# As capturas no tabuleiro ortogonal.
rules-captures-orthogonal = A pedra captura uma peça adversária colada nela, à frente ou ao lado, saltando-a e pousando na casa vazia logo depois; nunca para trás. Capturar é obrigatório, para pedras e damas. Se a peça que captura pode capturar de novo, o lance continua; não se pode parar no meio, e entre dois saltos a peça pode virar à esquerda ou à direita, mas nunca voltar pelo mesmo caminho. Cada peça capturada sai do tabuleiro na hora em que é saltada, e por isso nunca bloqueia o resto da captura.
# A dama no tabuleiro ortogonal.
rules-king-rook = A dama anda como a torre do xadrez: quantas casas quiser numa fileira ou coluna livre, para a frente, para trás ou para o lado. Captura de longe: corre pela linha até uma peça adversária com uma casa livre logo atrás, salta-a e pode parar em qualquer casa livre depois dela. Se a captura pode continuar a partir de alguma dessas casas, tem de parar numa delas.
# A pedra que chega à última fileira no meio de uma captura, no tabuleiro ortogonal.
rules-promotion-along-the-row = Se a pedra chega à última fileira no meio de uma captura e ainda pode capturar, continua como pedra, de lado ao longo dessa fileira, e vira dama onde o lance termina.
# Empates onde uma peça contra uma é empate (turcas). $moves: lances seguidos (20); $repetitions: vezes que a mesma posição aparece (3).
rules-draws-one-piece-each = A partida empata na hora quando cada lado fica com uma só peça, pedra ou dama. Também empata quando { $moves } lances seguidos, contando os dois jogadores, não capturam nem avançam pedra (contam os lances de dama e os passos de pedra para o lado); quando a mesma posição aparece { $repetitions } vezes com o mesmo jogador a jogar; ou quando os dois jogadores concordam.
# O início no tabuleiro ortogonal. $men: pedras de cada lado (16).
rules-caption-start-orthogonal = O início: { $men } pedras de cada lado, na segunda e na terceira fileira; as fileiras de trás ficam vazias.
# Um lance e como se escreve com os nomes das casas.
rules-caption-notation-names = Cada casa tem o seu nome: este lance se escreve { $move }.
# $step: o passo da pedra para a frente; $side, $other_side: os passos para o lado; $backwards: o passo para trás, recusado.
rules-caption-man-steps-sideways = A pedra clara anda para a frente ({ $step }) ou para o lado ({ $side }, { $other_side }). Para trás ({ $backwards }) não pode.
# $move: a captura da pedra para o lado; $backwards: a captura para trás, recusada.
rules-caption-capture-sideways = A pedra captura para o lado: { $move }. Para trás ({ $backwards }) não pode.
# O lance longo da dama numa fileira ou coluna.
rules-caption-king-rook = A dama anda como a torre, quanto quiser numa fileira ou coluna livre: { $move }.
# $move: a pedra chega à última fileira capturando e continua por ela como pedra; $refused: parar ali, recusado.
rules-caption-along-the-row = A pedra chega à última fileira capturando e continua como pedra, ao longo da fileira: { $move }. Vira dama onde o lance termina; parar no caminho ({ $refused }) é recusado.
