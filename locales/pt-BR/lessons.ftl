# The course: every text of the lessons, named by its stage or level
# and what it is (title, intro, goal, success, why a wrong move is
# wrong, …). The data that uses each name is in src/learn/.


## stages/s01_board.rs

board-title = O tabuleiro e as peças
board-intro = Tabuleiro de 8×8, mas só as 32 casas escuras contam. Cada lado começa com 12 pedras nas três fileiras mais perto de si; as duas do meio ficam vazias. As brancas (claras) jogam primeiro.
board-corner-goal = Toque na casa escura do canto esquerdo mais perto de você.
board-corner-success = Isso: cada jogador tem uma casa escura no seu canto esquerdo.
board-empty-rows-goal = As fileiras do meio começam vazias. Toque nas quatro casas escuras da fileira vazia mais perto de você.
board-first-move-goal = As brancas começam. Faça o seu primeiro lance: avance uma pedra da fileira da frente.

## stages/s02_man_moves.rs

man-moves-title = Como a pedra anda
man-moves-intro = A pedra dá um passo na diagonal, sempre para a frente, e só para uma casa vazia.
man-walk-goal = Leve a pedra até a casa { $s10 }, um passo por vez.
man-walk-why = A pedra não volta para trás.
man-walk-why-2 = Sem capturar, a pedra anda uma casa só.
man-walk-why-3 = Anda-se só na diagonal, nunca de lado.
man-blocked-goal = A sua própria pedra está no caminho. Chegue à casa { $s13 }.
man-blocked-why = Não se anda para uma casa ocupada.
man-blocked-why-2 = Ninguém salta as próprias peças.

## stages/s03_capture.rs

capture-title = Capturar
capture-intro = Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nas brasileiras ela captura para a frente e para trás.
capture-first-goal = Capture a pedra preta.
capture-backwards-goal = A pedra preta está atrás da sua. Capture assim mesmo.
capture-landing-taken-goal = Aqui não há captura: a casa atrás da pedra preta está ocupada. Jogue o único lance possível.
capture-landing-taken-why = A casa de chegada precisa estar vazia.
capture-landing-taken-why-2 = A pedra salta só a peça vizinha e cai logo atrás dela.

## stages/s04_compulsory.rs

compulsory-title = Capturar é obrigatório
compulsory-intro = Se alguma peça sua pode capturar, você tem de capturar, com pedra ou com dama. Um lance simples não vale.
compulsory-man-goal = Você queria avançar a pedra da casa { $s31 }, mas há uma captura. Faça-a.
compulsory-man-why = Havendo captura, o lance simples é proibido.
compulsory-king-goal = A dama também é obrigada a capturar. Capture com ela.
compulsory-king-why = A dama pode capturar, então ninguém faz lance simples.

## stages/s05_chain.rs

chain-title = Captura em cadeia
chain-intro = Se, depois de um salto, a mesma peça pode saltar de novo, ela continua no mesmo lance, até não haver mais o que capturar. Parar no meio não é permitido.
chain-two-goal = Capture as duas pedras num só lance.
chain-two-why = De { $s15 } ainda há captura: o lance não pode parar aí.
chain-turn-goal = A cadeia pode mudar de direção. Capture três pedras.

## stages/s06_captured_stay.rs

captured-stay-title = As peças capturadas ficam até o fim
captured-stay-intro = Numa cadeia, as peças saltadas só saem do tabuleiro quando o lance acaba. Até lá continuam atrapalhando o caminho, e nenhuma pode ser saltada duas vezes.
captured-twice-goal = Capture com a dama. Repare que ela não pode voltar sobre a pedra já saltada.
captured-twice-why = A pedra de { $s17 } já foi saltada neste lance.
captured-blocks-goal = Faça a maior captura da dama. A pedra de { $s18 }, já capturada, ainda bloqueia a diagonal.
captured-blocks-why = A pedra capturada em { $s18 } só sai no fim do lance: a dama não passa por ela.

## stages/s07_majority.rs

majority-title = A lei da maioria
majority-intro = Com várias capturas possíveis, é obrigatória a que leva mais peças. Dama e pedra contam igual: uma peça cada. Se duas capturas levam o mesmo número máximo, escolha a que quiser.
majority-two-beats-one-goal = Há três capturas. Faça a obrigatória.
majority-two-beats-one-why = Esta leva uma peça; outra leva duas.
majority-two-beats-one-why-2 = Para trás também vale, mas leva só uma.
majority-king-counts-one-goal = Capturar a dama parece melhor, mas ela conta como uma peça só. Faça a captura obrigatória.
majority-king-counts-one-why = Uma dama vale uma peça: duas pedras ganham dela.
majority-longest-chain-goal = Conte as peças de cada caminho e capture o máximo.
majority-longest-chain-why = Pelo outro lado a cadeia leva três.
majority-free-choice-goal = Quatro capturas levam duas peças cada. Escolha qualquer uma.

## stages/s08_promotion.rs

promotion-title = Virar dama
promotion-intro = A pedra que termina o lance na última fileira, do lado do adversário, vira dama.
promote-walk-goal = Faça dama em dois lances.
promote-capture-goal = Capture e termine o lance na última fileira: vira dama.

## stages/s09_man_crossing.rs

crossing-title = Passar pela última fileira
crossing-intro = Nas brasileiras, se a pedra toca a última fileira no meio de uma captura e ainda pode capturar, ela segue como pedra e não vira dama. Só é coroada se o lance acabar lá.
crossing-stays-man-goal = Capture as duas pedras. A sua pedra passa pela casa { $s2 } e volta: continua pedra.
crossing-stays-man-why = Ainda há captura a partir de { $s2 }: a pedra não para para virar dama.
crossing-stays-man-success = Ela terminou em { $s9 } ainda como pedra.

## stages/s10_king_moves.rs

king-moves-title = A dama voadora
king-moves-intro = A dama anda quantas casas quiser numa diagonal, para a frente ou para trás, desde que o caminho esteja livre.
king-long-goal = Atravesse o tabuleiro: leve a dama à casa 4 num lance.
king-blocked-goal = A sua pedra de { $s22 } fecha a diagonal. Leve a dama à casa { $s25 }.
king-blocked-why = A dama não salta as próprias peças.

## stages/s11_king_captures.rs

king-captures-title = A dama captura de longe
king-captures-intro = A dama percorre a diagonal até uma peça adversária com casa livre depois, salta-a e pousa em qualquer casa livre além dela. Se de alguma dessas casas a captura continua, ela tem de pousar numa delas.
king-capture-far-goal = Capture a pedra de { $s18 } com a dama.
king-capture-landing-goal = Capture a pedra de { $s14 } e pouse na casa { $s5 }, a mais distante.
king-capture-must-continue-goal = Capture duas peças: escolha a casa de pouso de onde a captura continua.
king-capture-must-continue-why = De { $s11 } a dama captura de novo; por isso é obrigatório pousar lá.
king-two-in-a-row-goal = Duas peças seguidas na diagonal não podem ser saltadas. Faça um lance que não perca peça.
king-two-in-a-row-why = A dama não salta duas peças de uma vez.

## stages/s12_winning.rs

winning-title = Como se ganha
winning-intro = Ganha quem tira todas as peças do adversário ou o deixa sem nenhum lance na vez dele.
win-capture-all-goal = Capture a última peça preta.
win-block-goal = Deixe a pedra preta sem lance: bloqueie-a sem oferecer captura.

## stages/s13_draws.rs

draws-title = Empates
draws-intro = A partida empata com 20 lances seguidos só de damas e sem captura (contando os dos dois lados), com a mesma posição três vezes com a vez do mesmo jogador, ou quando um propõe empate e o outro aceita. O empate combinado é uma conversa, não um lance: na página de jogo há um botão para propor empate. Nos dois últimos níveis você chega ao empate jogando, com a contagem embaixo da tarefa.
draw-count-reset-goal = Só damas andaram nos últimos lances. Qual peça, ao se mover, zera a contagem dos 20 lances? Toque nela.
draw-count-reset-success = Um lance de pedra (ou uma captura) recomeça a contagem.
draw-twenty-goal = Quantos lances seguidos só de damas, sem captura, empatam a partida? Toque na casa com esse número.
draw-repetition-goal = Quantas vezes a mesma posição, com a vez do mesmo jogador, precisa aparecer para empatar? Toque na casa com esse número.
draw-hold-repetition-goal = Uma dama contra duas: ninguém força a vitória. Segure o empate por repetição: leve a sua dama a uma casa segura e traga-a de volta; as pretas fazem o mesmo. Na terceira vez que a mesma posição aparecer com você a jogar, é empate. Cuidado: em { $s18 } ou { $s15 } uma dama preta captura a sua.
draw-hold-repetition-success = A mesma posição apareceu três vezes com a vez do mesmo jogador: empate.
draw-twenty-play-goal = Já foram 16 lances seguidos só de damas, sem captura. Sozinha na diagonal longa (29 a 4), a sua dama segura o empate. Faça dois lances sem perdê-la: no 20º lance seguido só de damas, é empate.
draw-twenty-play-success = 20 lances seguidos só de damas, sem captura, contando os dois lados: empate.

## stages/s14_notation.rs

notation-title = A notação
notation-intro = As casas escuras são numeradas de 1 a 32, fileira por fileira, da esquerda para a direita, a partir do canto de cima, com as brancas embaixo. Um lance se escreve 22-18; uma captura, 22x15. Quando duas capturas têm a mesma saída e a mesma chegada, escreve-se cada casa onde a peça pousa: 22x15x6x13.
notation-one-goal = Toque na casa 1.
notation-move-goal = Toque nas duas casas do lance 22-18.
notation-capture-goal = Na captura { $s22 }x{ $s15 }, qual peça é capturada? Toque nela.
notation-algebraic-goal = Muitos jogadores de damas brasileiras usam coordenadas: colunas de a a h e fileiras de 1 a 8, a partir do canto de baixo à esquerda (a1). Toque na casa c3.
notation-algebraic-success = c3 é a casa 22: o lance 22-18 também se escreve c3-d4.
notation-full-path-goal = Duas capturas da dama vão de { $s22 } a { $s13 }, levando três peças cada: "{ $s22 }x{ $s13 }" não diz qual. Faça a que está escrita por inteiro: { $s22 }x{ $s15 }x{ $s6 }x{ $s13 }.
notation-full-path-success = Ela pousou em { $s15 }, { $s6 } e { $s13 } e levou as pedras de { $s18 }, { $s10 } e { $s9 }. A outra, { $s22 }x{ $s11 }x{ $s2 }x{ $s13 }, leva a de { $s7 } no lugar da de { $s10 }.
notation-write-path-goal = Mesma posição. A outra captura de { $s22 } a { $s13 } leva a pedra de { $s7 } em vez da de { $s10 }. Escreva-a: toque nas duas casas onde a dama pousa no caminho, entre { $s22 } e { $s13 }.
notation-write-path-success = Escreve-se { $s22 }x{ $s11 }x{ $s2 }x{ $s13 }.

## stages/s15_tips.rs

tips-title = Dicas práticas
tips-intro = Regras sabidas, agora alguns hábitos de quem joga bem: olhe as peças soltas, use a captura obrigatória a seu favor, guarde a última fileira, ocupe o centro, vigie as diagonais longas, troque peças quando estiver na frente e lembre que até uma dama sozinha pode ficar presa.
tip-no-hanging-goal = Antes de mover, veja se o lance deixa uma pedra sua para ser capturada. Faça um lance que não perca peça.
tip-forced-sacrifice-goal = Como capturar é obrigatório, entregue uma pedra: as pretas terão de capturar, e você responde levando duas.
tip-back-row-goal = Pedras na sua última fileira impedem o adversário de fazer dama. Toque nas suas pedras que guardam essa fileira.
tip-centre-goal = As casas do centro dão mais caminhos às pedras do que as da borda. Toque nas quatro casas centrais.
tip-long-diagonal-goal = A dama preta em 1 varre a diagonal até a 28: a sua pedra de 24 já está na mira. Salve-a sem perder nada.
tip-trade-when-ahead-goal = Você tem uma pedra a mais. Force uma troca, uma por uma: com menos peças, a vantagem pesa mais.
tip-lone-man-goal = A sua pedra de { $s15 } avançou sozinha e vai virar alvo. Jogue dois lances sem perder nenhuma peça.
tip-trap-lone-king-goal = Uma dama vale muito, mas sozinha contra peças que trabalham juntas pode ficar presa. A dama preta está no canto, em { $s29 }. Feche a armadilha: depois do seu lance ela não pode ter lance nenhum.
tip-trap-lone-king-success = A pedra de { $s25 } fecha a única saída e a sua dama em { $s22 } cobre a casa atrás dela: a dama preta não anda nem captura. Sem lance, as pretas perdem.

## stages/s16_english.rs

english-title = Damas inglesas (checkers)
english-intro = As inglesas mudam várias regras: as escuras começam, a pedra só captura para a frente, a dama anda uma casa por vez, qualquer captura vale (sem lei da maioria) e a pedra que chega à última fileira capturando vira dama e para ali. Nos torneios, peça tocada é peça jogada e os três primeiros lances são sorteados; esquecer uma captura não custa a peça, porque capturar é obrigatório. Pode-se desistir ou combinar o empate.
en-dark-first-goal = Nas inglesas as pretas (escuras) começam. Toque nas pedras pretas que podem fazer o primeiro lance.
en-men-forward-only-goal = Aqui a pedra não captura para trás. Faça a única captura.
en-men-forward-only-why = Nas inglesas a pedra captura só para a frente.
en-men-forward-brazilian-goal = Mesma posição nas brasileiras: aqui a pedra captura para trás. Capture a pedra de 26.
en-short-king-goal = A dama inglesa anda uma casa por vez. Leve-a até a casa 18.
en-short-king-why = Nas inglesas a dama não voa.
en-king-captures-back-goal = A dama captura para trás, saltando a peça vizinha. Capture.
en-crowning-stops-goal = Capture até a última fileira: a pedra vira dama e o lance termina ali.
en-crowning-stops-why = Coroada, a pedra para: o lance acabou.
en-free-choice-goal = Sem lei da maioria: capture só a pedra de 25, com 30x21, mesmo havendo captura maior.
en-notation-goal = A numeração é a mesma: 1 a 32 a partir do canto de cima. Toque nas casas do lance 11-15.
en-touch-move-goal = Peça tocada, peça jogada: num torneio, você tocou a pedra de 9 (destacada) e agora tem de movê-la. Jogue um lance com ela.
en-ballot-goal = Nos torneios os três primeiros lances são sorteados de uma lista de aberturas. Saiu esta: 11-15, 23-19, 8-11. Os dois primeiros já foram jogados; jogue o terceiro.
en-ballot-success = Depois do sorteio a partida segue livre. O app sorteia uma destas aberturas se você quiser, ao começar uma partida de inglesas.

## stages/s17_russian.rs

russian-title = Damas russas
russian-intro = Como nas brasileiras, a pedra captura para trás e a dama voa. Duas diferenças: não há lei da maioria (qualquer captura vale) e a pedra que toca a última fileira no meio de uma captura vira dama na hora e continua como dama.
ru-free-choice-goal = Sem lei da maioria: faça a captura mais curta, terminando em 14.
ru-crown-and-fly-goal = A pedra vira dama em 2 e, já como dama, captura de longe a pedra de 9. Capture as duas.
ru-crown-brazilian-contrast-goal = Mesma posição nas brasileiras: em 2 a pedra não tem outra captura de pedra, então o lance acaba e ela vira dama.

## stages/s18_spanish.rs

spanish-title = Damas espanholas
spanish-intro = A pedra só captura para a frente, a dama voa e vale a lei da maioria, como nas brasileiras. A pedra que chega à última fileira capturando vira dama e o lance acaba.
es-forward-only-goal = A pedra não captura para trás aqui. Capture para a frente.
es-forward-only-why = Nas espanholas a pedra captura só para a frente.
es-majority-goal = Vale a lei da maioria. Capture o máximo.
es-majority-why = Outra captura leva duas peças.
es-flying-king-goal = A dama voa, como nas brasileiras. Capture duas peças.
es-crowned-stops-goal = Capture e vire dama: o lance termina na última fileira.
es-crowned-stops-why = Coroada, a pedra para ali.
es-crown-brazilian-contrast-goal = Mesma posição nas brasileiras: a pedra captura para trás, então não para em 2. Capture as duas e termine em 9, ainda pedra.

## stages/s19_italian.rs

italian-title = Damas italianas
italian-intro = A pedra só captura para a frente e nunca captura uma dama. A dama anda uma casa por vez. Vale a lei da maioria; entre capturas do mesmo tamanho, é obrigatória a que leva mais damas e, se ainda empatar, a feita pela dama.
it-man-spares-king-goal = A sua pedra não pode capturar a dama preta. Jogue o único lance.
it-man-spares-king-why = Nas italianas a pedra não captura dama.
it-short-king-goal = A dama anda uma casa por vez. Leve-a a 22.
it-short-king-why = A dama italiana não voa.
it-more-kings-goal = Três capturas de uma peça cada. É obrigatória a que leva a dama.
it-more-kings-why = Esta não leva dama; 23x16 leva.
it-king-captures-goal = Duas capturas iguais, uma de pedra e uma de dama: a da dama é obrigatória.
it-king-captures-why = Em empate, captura a dama.
it-man-takes-king-brazilian-goal = Mesma posição do primeiro nível, nas brasileiras: aqui a pedra captura dama como qualquer peça. Capture a dama.
it-king-flies-brazilian-goal = Mesma posição do segundo nível, nas brasileiras: a dama voa. Leve-a a 22 num lance só.

## stages/s20_thai.rs

thai-title = Damas tailandesas
thai-intro = Cada lado começa com 8 pedras em duas fileiras. A pedra só captura para a frente, a dama voa e pousa em qualquer casa livre depois da peça capturada, e qualquer captura vale.
th-setup-goal = Toque nas quatro pedras da sua fileira da frente.
th-free-choice-goal = Qualquer captura vale: faça a mais curta, até 14.
th-king-landing-goal = Capture com a dama e pouse longe, na casa 5.
th-forward-only-goal = Capture para a frente: para trás não vale.
th-forward-only-why = A pedra tailandesa captura só para a frente.
th-majority-brazilian-contrast-goal = Mesma posição do segundo nível, nas brasileiras: vale a lei da maioria. Faça a captura que leva mais.
th-majority-brazilian-contrast-why = Nas tailandesas valeria; aqui outra leva três.

## stages/s21_ten.rs

ten-title = Damas 10×10
ten-intro = Tabuleiro de 10×10, 20 pedras de cada lado em quatro fileiras, casas numeradas de 1 a 50. Pedra captura para trás, dama voa, vale a lei da maioria. Nas damas 10×10 a pedra que toca a última fileira capturando vira dama na hora e continua; nas internacionais ela segue como pedra. Empates: aqui valem nos dois jogos os mesmos de todas as regras do app (20 lances seguidos só de damas, a mesma posição três vezes, ou combinado). As regras da FMJD para as internacionais contam de outro jeito (25 lances de damas, e limites menores em alguns finais); o app não as usa.
ten-corner-goal = Toque na casa escura do seu canto esquerdo.
ten-crown-continues-goal = Nas damas 10×10 a pedra vira dama em 2 e continua voando. Termine a captura em 16.
ten-international-stays-man-goal = Mesma posição nas internacionais: a pedra passa por 2 como pedra e termina em 11.
ten-majority-goal = A lei da maioria vale também no 10×10. Faça a captura obrigatória.
ten-majority-why = Leva uma; 33x22x11 leva duas.
ten-majority-why-2 = Para trás vale, mas leva uma só.
ten-flying-king-goal = A dama internacional voa pela diagonal longa. Capture duas peças.

## stages/s22_attack.rs

attack-title = Atacar e defender
attack-intro = Uma peça está atacada quando o adversário pode capturá-la no lance seguinte. Para salvá-la, tire-a dali ou proteja-a ocupando a casa onde a peça que captura cairia. E quem ataca uma peça que não tem como escapar ganha material.
attack-which-goal = É a sua vez. Se você não fizer nada, as pretas podem capturar uma das suas pedras no próximo lance. Toque nela.
attack-step-away-goal = A pedra preta de { $s15 } ataca a sua pedra de { $s19 }. Salve-a: tire-a do ataque ou ocupe a casa atrás dela, onde a pedra preta cairia.
attack-step-away-success = As duas defesas servem: a pedra que sai do ataque já não pode ser capturada ali, e uma pedra com outra logo atrás não pode ser capturada por aquele lado.
attack-back-up-goal = A pedra preta de { $s15 } ataca a sua pedra de { $s19 }, e desta vez fugir não adianta. Proteja-a: ponha uma pedra na casa onde a pedra preta cairia.
attack-back-up-success = Com a casa de pouso ocupada, a captura deixa de existir: a pedra de { $s19 } está protegida.
attack-no-escape-goal = Ataque a pedra preta de { $s17 } de um jeito que ela não tenha para onde fugir, e capture-a no lance seguinte.
attack-no-escape-success = A sua pedra em { $s22 } fechou a única saída da pedra de { $s17 }, e nenhuma pedra preta chegava a tempo de protegê-la.
attack-win-a-man-goal = Treino contra o Empresário: encontre um ataque que as pretas não conseguem defender e ganhe uma pedra em dois lances, sem perder nenhuma.
attack-hold-on-goal = A pedra preta de { $s20 } ataca a sua pedra de { $s24 }. Jogue dois lances sem perder nenhuma peça.

## stages/s23_exchanges.rs

exchanges-title = Trocas
exchanges-intro = Na troca você entrega peças e captura a mesma quantidade de volta: uma por uma, duas por duas. A contagem não muda, mas a posição sim. E quem tem peça a mais costuma ganhar com as trocas: com menos peças no tabuleiro, a vantagem pesa mais.
trade-one-for-one-goal = Troque uma por uma: ponha uma pedra onde as pretas são obrigadas a capturá-la, e capture uma pedra preta de volta.
trade-find-it-goal = As pedras pretas estão amontoadas. Encontre a troca de uma por uma.
trade-two-for-two-goal = Troque duas por duas: dê às pretas uma captura de duas pedras e capture duas de volta.
trade-when-ahead-goal = Você tem cinco pedras contra quatro. Troque uma por uma: quatro contra três é ainda melhor para você.
trade-two-when-ahead-goal = Cinco contra quatro outra vez. Uma troca de duas por duas deixa três contra duas: encontre-a.
trade-once-more-goal = Seis contra cinco, e a sua pedra de { $s19 } está atacada. Em vez de defendê-la, libere a casa de { $s18 } para capturar de volta.

## stages/s24_shot.rs

shot-title = O golpe
shot-intro = Como capturar é obrigatório, você pode entregar uma ou mais peças de propósito: o adversário tem de capturá-las, e as peças dele acabam onde você quer. Aí você captura mais do que deu. Antes de cada lance, procure os golpes: os seus e os do adversário.
shot-one-for-two-goal = Entregue uma pedra e capture duas.
shot-one-for-two-success = A pedra preta que capturou parou em { $s19 }, na frente da sua pedra de { $s23 }: a sua pedra a pulou e seguiu capturando a de { $s11 }.
shot-one-for-two-again-goal = Outra vez: entregue uma pedra e capture duas.
shot-one-for-three-goal = Entregue uma pedra e capture três.
shot-one-for-three-again-goal = Há vários lances possíveis, mas só um golpe. Entregue uma pedra e capture três.
shot-two-given-goal = Às vezes é preciso dar duas. Entregue duas pedras, uma depois da outra, e capture três.
shot-two-given-success = A primeira entrega trouxe a pedra preta para { $s17 }, a segunda a levou para { $s26 }: de lá ela ficou na mira da sua pedra de { $s30 }.
shot-to-crown-goal = Entregue uma pedra para abrir o caminho e chegue à última fileira capturando: faça uma dama.

## stages/s25_run.rs

run-title = Corrida para a dama
run-intro = Uma dama vale muito mais que uma pedra, e quem chega primeiro à última fileira costuma decidir o final. Conte os lances até a coroação, escolha o caminho que o adversário não consegue fechar e, quando as pedras dele barram a passagem, entregue uma pedra para abrir caminho: é a ruptura. E ao contrário: quando uma pedra adversária escapa, as pedras da sua última fileira podem pegá-la antes que ela coroe. Cada nível é um treino contra o Empresário: responda ele como responder, a tarefa tem de sair nos lances contados.
run-count-goal = A sua pedra de { $s15 } está a três lances da última fileira. Faça dama em três lances, sem deixar a pedra preta de { $s8 } barrar ou capturar a sua.
run-path-goal = Conte: a pedra preta de { $s1 } chega a tempo de atrapalhar? Faça dama em quatro lances.
run-break-through-goal = As pedras pretas barram o caminho. Entregue uma pedra para abrir passagem e faça dama em três lances.
run-use-the-time-goal = A sua pedra de { $s16 } está perdida. Use o tempo que as pretas gastam capturando-a e faça dama em três lances.
run-break-far-goal = O caminho é mais longo: entregue uma pedra para abrir passagem e faça dama em quatro lances.
run-break-three-goal = Três pedras pretas guardam as últimas fileiras. Faça dama em quatro lances.
run-stop-goal = Agora ao contrário: a pedra preta de { $s23 } escapou e corre para a coroação. Pegue-a com as pedras da sua última fileira: ganhe-a em dois lances sem perder nenhuma (só um lance consegue).
run-stop-again-goal = A pedra preta de { $s21 } está a dois passos da sua última fileira. Ganhe-a em dois lances sem perder nenhuma pedra (só um lance consegue).

## stages/s26_block.rs

block-title = Bloquear
block-intro = Quem não tem lance perde, mesmo com peças no tabuleiro. Quando o adversário tem poucas pedras, tire delas as casas livres: ocupe as casas para onde elas andariam, sem deixar nada para capturar, e ele fica sem lance. Às vezes é preciso entregar uma pedra para atrair a pedra adversária a uma casa onde ela possa ser bloqueada. A mesma ideia vale numa ala: duas pedras suas podem prender três dele, e qualquer lance delas perde uma pedra. Deixe as suas pedras de guarda paradas, gaste os lances em outro lugar e, quando o adversário ficar sem lances livres, uma das pedras presas terá de se entregar.
block-one-goal = As pretas só têm a pedra de { $s13 }. Faça um lance que a deixe sem nenhum lance.
block-corner-goal = A pedra preta de { $s5 } não tem casa livre, mas pode capturar a sua pedra de { $s9 }. Ocupe a casa onde ela cairia.
block-edge-goal = A pedra preta de { $s20 } está na borda. Tire dela o último lance.
block-in-two-goal = Entregue uma pedra para atrair a pedra preta de { $s14 } e depois feche a última casa dela: em dois lances ela fica sem lance.
block-in-two-again-goal = As pretas têm uma pedra, em { $s11 }. Atraia-a com uma pedra entregue e deixe-a sem lance em dois lances.
block-in-two-more-goal = A pedra preta de { $s6 } quer descer. Entregue uma pedra para atraí-la e deixe-a sem lance em dois lances.
block-wing-which-goal = As pedras pretas de { $s8 }, { $s11 } e { $s12 } não podem andar sem perder uma pedra: duas pedras suas as prendem. Toque nas duas.
block-wing-which-success = As pedras de { $s19 } e { $s20 } prendem as três pretas. A de { $s21 } está livre: é ela que joga enquanto as outras duas seguram a ala.
block-wing-goal = As suas pedras de { $s21 } e { $s22 } prendem as pretas de { $s9 }, { $s13 } e { $s14 }. Deixe-as ali, jogue a pedra livre, e as pretas terão de entregar uma pedra: ganhe-a em três lances, sem perder nenhuma (só um primeiro lance consegue).
block-wing-again-goal = As suas pedras de { $s13 } e { $s17 } prendem as pretas de { $s5 }, { $s6 } e { $s9 }. A pedra preta de { $s3 } ainda tem lances: gaste os seus com a pedra de { $s32 } e ganhe uma pedra em quatro lances, sem perder nenhuma (só um primeiro lance consegue).

## stages/s27_endings.rs

endings-title = Finais de damas
endings-intro = Três damas contra uma ganham quase sempre, desde que a dama sozinha não domine a grande diagonal (de 29 a 4): tome-a primeiro. Depois feche os caminhos da dama adversária, uma diagonal de cada vez, com as três damas em triângulo (o triângulo de Petrov, o “pé de galo”), e termine com uma dama oferecida: capturar é obrigatório, e ela cai onde outra dama sua a captura. Com uma dama só contra três, fique na grande diagonal; duas damas não pegam uma. Aqui você joga até o fim contra o Empresário, que conhece estes finais de cor.
endings-offer-goal = Capturar é obrigatório, também para uma dama sozinha. Um lance obriga a dama preta a capturar uma das suas e parar onde outra a captura: ache-o (só um lance ganha).
endings-diagonal-first-goal = A dama preta de 12 quer a grande diagonal. Ocupe-a antes dela (só um lance mantém a vitória) e depois ganhe.
endings-three-kings-goal = Três damas contra uma, que não está na grande diagonal. Domine a diagonal, feche os caminhos da dama preta e capture-a.
endings-from-the-back-goal = A posição que Petrov publicou em 1827: as suas três damas na primeira fileira (29, 30 e 31), a preta em 3. Leve-as ao jogo sem deixar a dama preta alcançar a grande diagonal, feche o triângulo e ganhe.
endings-catch-two-goal = Duas pedras pretas correm para a coroação. Um lance da sua dama segura as duas: ache-o (só um lance ganha) e capture-as.
endings-hold-the-diagonal-goal = Uma dama contra três. Fique na grande diagonal e segure o empate: 20 lances seguidos só de damas, sem captura, empatam.
endings-two-cannot-goal = Duas damas não pegam uma. Fuja das armadilhas (não fique onde tenha de capturar para cair numa captura) e segure o empate.
endings-intro-2 = Aqui a dama anda uma casa por vez, e o final tem outra técnica. Duas damas ganham de uma: empurre-a para um canto e feche as casas dela. O canto simples (4 ou 29) é uma armadilha; no canto duplo (1 e 5, 28 e 32) ela resiste muito mais, e às vezes segura o empate antes que você chegue. Uma pedra a mais também ganha: faça dama primeiro. Com peças iguais, quem tem a oposição (“the move”) costuma decidir: o outro fica sem lance bom e tem de ceder. Você joga até o fim contra o Empresário, que conhece estes finais de cor.
endings-single-corner-goal = Duas damas contra uma, perto do canto simples. Feche as casas dela e capture-a.
endings-out-of-the-double-corner-goal = A dama preta se esconde no canto duplo. Tire-a de lá com as suas duas damas, casa por casa, e capture-a.
endings-double-corner-holds-goal = Agora você tem a dama sozinha, no canto duplo. Vá e volte entre as suas casas e segure o empate: 20 lances seguidos só de damas, sem captura, empatam.
endings-three-short-kings-goal = Três damas contra uma no canto duplo. Aproxime as damas juntas e capture a dama preta.
endings-crown-then-win-goal = Uma dama e uma pedra contra uma dama. Proteja a pedra, faça dama com ela e ganhe.
endings-king-escorts-goal = Sua dama acompanha a pedra de 22 até a coroação. Depois, com duas damas, ganhe.
endings-stop-two-goal = As pedras pretas de 13 e 21 descem para a sua primeira fileira. Um lance da sua dama segura as duas: ache-o (só um lance ganha) e ganhe.
endings-the-move-goal = Uma pedra contra uma. Na mesma coluna, com uma fileira vazia entre elas, quem joga tem de se oferecer à captura. Ter a oposição (“the move”) é deixar isso ao adversário. Um só lance ganha. Com as pretas a jogar, seria empate.
endings-the-move-again-goal = De novo uma pedra contra uma, em outras colunas. Só um lance guarda a oposição para você: ache-o e ganhe. Com as pretas a jogar, seria empate.
endings-intro-3 = No tabuleiro grande, três damas raramente pegam uma: com 20 lances seguidos só de damas o jogo empata, e a dama sozinha tem espaço. Elas ganham quando a dama sozinha está mal colocada e cai numa armadilha: uma dama oferecida que ela é obrigada a capturar, caindo onde outra a captura. Uma quarta dama muda tudo: ela fecha o caminho que três deixariam aberto. Com a dama sozinha, fique na grande diagonal (de 46 a 5). Você joga até o fim contra o Empresário, que conhece estes finais de cor.
endings-ten-offer-goal = A dama preta está na beira, em 50. Só um lance ganha: prepare a dama oferecida que ela terá de capturar.
endings-ten-offer-again-goal = De novo a dama preta em 50. Encontre o único lance que ganha e termine com uma dama oferecida.
endings-ten-edge-goal = A dama preta está em 49, na beira do tabuleiro. Só um lance ganha: ache-o e capture a dama.
endings-ten-long-way-goal = Uma vitória mais longa: só um lance ganha. Leve as damas para perto da dama preta sem dar a ela a grande diagonal.
endings-ten-four-kings-goal = Quatro damas contra uma, fora da grande diagonal. Sem qualquer uma das suas damas seria empate; com as quatro você ganha em três lances, seja qual for a defesa. Só um lance ganha em três: ache-o.
endings-ten-four-kings-again-goal = A dama preta está no meio do tabuleiro, em 34. Quatro damas a pegam em três lances, onde três não bastariam. Só um lance ganha em três: ache-o.
endings-ten-hold-again-goal = A sua dama está em 5, na ponta da grande diagonal, contra três. Segure o empate.

## stages/s28_capture_law.rs

s28-capture-law-title = Quem escolhe a captura
s28-capture-law-majority-intro = Na sua regra, quem captura tem de tomar o maior número de peças. Isso vale para o adversário também: ofereça peças de modo que a captura maior, a obrigatória, leve as pedras dele para onde você quer, mesmo quando uma captura menor o salvaria. Antes de cada lance, conte as capturas que o adversário terá.
s28-capture-law-free-intro = Na sua regra, quem captura escolhe a captura: não precisa tomar o maior número de peças. Então o adversário também escolhe, e vai escolher a que for melhor para ele. Um golpe só funciona se todas as capturas que ele pode escolher perdem: confira cada uma antes de entregar uma peça.
law-majority-1-goal = Faça as pretas capturarem pelo caminho que você quer: a lei da maioria obriga a captura que leva mais peças. Capture 3 peças.
law-majority-1-success = As pretas prefeririam 11x20, que as salvava, mas a lei da maioria obrigou 12x19x26, que leva mais peças.
law-majority-2-goal = As brancas gostariam de uma captura pequena, mas têm de tomar o máximo. Aproveite: capture 3 peças.
law-majority-2-success = As brancas prefeririam 16x7, que as salvava, mas a lei da maioria obrigou 22x15x8, que leva mais peças.
law-majority-3-goal = Ofereça peças de modo que a captura maior, a obrigatória, leve as brancas para o seu golpe. Capture 3 peças.
law-majority-3-success = As brancas prefeririam 27x20, que as salvava, mas a lei da maioria obrigou 28x19x10, que leva mais peças.
law-majority-4-goal = Depois do seu lance, conte as capturas de as pretas: qual delas a lei obriga? Capture 3 peças.
law-majority-4-success = As pretas prefeririam 14x21, que as salvava, mas a lei da maioria obrigou 10x19x26, que leva mais peças.
law-majority-5-goal = De novo: deixe a lei da maioria escolher a captura de as pretas por você. Capture 3 peças.
law-majority-5-success = As pretas prefeririam 10x19, que as salvava, mas a lei da maioria obrigou 11x18x25, que leva mais peças.
law-majority-6-goal = Mais uma: a lei decide a captura de as pretas. Capture 3 peças.
law-majority-6-success = As pretas prefeririam 18x27, que as salvava, mas a lei da maioria obrigou 12x19x26, que leva mais peças.
law-ten-1-goal = Faça as pretas capturarem pelo caminho que você quer: a lei da maioria obriga a captura que leva mais peças. Capture 4 peças.
law-ten-1-success = As pretas prefeririam 22x31, que as salvava, mas a lei da maioria obrigou 18x29x40, que leva mais peças.
law-ten-2-goal = As brancas gostariam de uma captura pequena, mas têm de tomar o máximo. Aproveite: capture 6 peças.
law-ten-2-success = As brancas prefeririam 32x21, que as salvava, mas a lei da maioria obrigou 4x22x31, que leva mais peças.
law-ten-3-goal = Ofereça peças de modo que a captura maior, a obrigatória, leve as pretas para o seu golpe. Capture 4 peças.
law-ten-3-success = As pretas prefeririam 18x27, que as salvava, mas a lei da maioria obrigou 17x28x37, que leva mais peças.
law-ten-4-goal = Depois do seu lance, conte as capturas de as brancas: qual delas a lei obriga? Capture 4 peças.
law-ten-4-success = As brancas prefeririam 27x36, que as salvava, mas a lei da maioria obrigou 33x24x15, que leva mais peças.
law-ten-5-goal = De novo: deixe a lei da maioria escolher a captura de as pretas por você. Capture 4 peças.
law-ten-5-success = As pretas prefeririam 17x26, que as salvava, mas a lei da maioria obrigou 24x35x44x33, que leva mais peças.
law-ten-6-success = As pretas prefeririam 16x27, que as salvava, mas a lei da maioria obrigou 22x33x44, que leva mais peças.
capture-law-intro = Na dama italiana a captura obrigatória segue uma ordem: a que toma mais peças; entre essas, a que toma mais damas; entre essas, a feita por uma dama. A ordem vale para o adversário também: ofereça peças de modo que a captura que ela obriga leve as peças dele para onde você quer, mesmo quando outra o salvaria.
law-italian-majority-1-goal = Faça as pretas capturarem pelo caminho que você quer: primeiro vem a captura que leva mais peças. Capture 4 peças.
law-italian-majority-1-success = As pretas prefeririam 9x2, que as salvava, mas a lei da maioria obrigou 27x20x11, que leva mais peças.
law-italian-majority-2-success = As brancas prefeririam 15x6, que as salvava, mas a lei da maioria obrigou 21x14x7, que leva mais peças.
law-italian-majority-3-goal = De novo a captura maior é obrigatória. Leve as pretas para o seu golpe: capture 3 peças.
law-italian-order-1-goal = Entre capturas do mesmo tamanho, a ordem italiana decide (mais damas capturadas, depois a captura feita por uma dama). Use isso: capture 3 peças.
law-italian-order-1-success = As pretas prefeririam 23x30, que as salvava, mas a ordem italiana (mais damas capturadas, ou a captura feita pela dama) obrigou 31x22.
law-italian-order-2-goal = Duas capturas do mesmo tamanho: qual delas as pretas têm de fazer? Use a ordem: capture 2 peças.
law-italian-order-3-goal = Mais uma: a ordem italiana escolhe a captura de as pretas. Capture 2 peças.
law-italian-order-3-success = As pretas prefeririam 23x32, que as salvava, mas a ordem italiana (mais damas capturadas, ou a captura feita pela dama) obrigou 31x24.
law-free-english-1-goal = Aqui quem captura escolhe como. Ache o lance depois do qual toda captura que as brancas podem fazer perde, e capture 3 peças.
law-free-english-1-success = As brancas podiam escolher entre 14x7, 15x6: todas perdiam.
law-free-english-2-goal = As brancas vão escolher a captura que for melhor para elas. Ache um golpe que funcione qualquer que seja a escolha: capture 3 peças.
law-free-english-2-success = As brancas podiam escolher entre 11x18x9, 11x18x27: todas perdiam.
law-free-english-3-goal = Só entregue uma peça se todas as capturas que as pretas podem escolher perdem. Capture 3 peças.
law-free-english-3-success = As pretas podiam escolher entre 15x24, 16x23: todas perdiam.
law-free-english-4-goal = De novo as pretas escolhem como capturar. Faça toda escolha perder e capture 3 peças.
law-free-english-4-success = As pretas podiam escolher entre 17x26, 18x25: todas perdiam.
law-free-english-5-goal = Conte cada captura que as brancas poderiam escolher e ache o lance que vence todas: capture 3 peças.
law-free-english-5-success = As brancas podiam escolher entre 15x8, 16x7: todas perdiam.
law-free-english-6-goal = Mais uma: qualquer que seja a captura que as pretas escolham, capture 3 peças.
law-free-russian-1-goal = Aqui quem captura escolhe como. Ache o lance depois do qual toda captura que as pretas podem fazer perde, e capture 3 peças.
law-free-russian-1-success = As pretas podiam escolher entre 18x27, 19x26: todas perdiam.
law-free-russian-2-goal = As pretas vão escolher a captura que for melhor para elas. Ache um golpe que funcione qualquer que seja a escolha: capture 2 peças.
law-free-russian-2-success = As pretas podiam escolher entre 28x10, 28x6: todas perdiam.
law-free-russian-3-goal = Só entregue uma peça se todas as capturas que as brancas podem escolher perdem. Capture 3 peças.
law-free-russian-4-goal = De novo as brancas escolhem como capturar. Faça toda escolha perder e capture 2 peças.
law-free-russian-4-success = As brancas podiam escolher entre 1x15, 1x19, 1x24: todas perdiam.
law-free-russian-6-goal = Mais uma: qualquer que seja a captura que as brancas escolham, capture 3 peças.
law-free-thai-2-goal = As brancas vão escolher a captura que for melhor para elas. Ache um golpe que funcione qualquer que seja a escolha: capture 2 peças.
law-free-thai-3-goal = Só entregue uma peça se todas as capturas que as brancas podem escolher perdem. Capture 2 peças.
law-free-thai-3-success = As brancas podiam escolher entre 3x14, 3x17: todas perdiam.
law-free-thai-4-success = As brancas podiam escolher entre 29x15, 29x11, 29x8: todas perdiam.
law-free-thai-5-goal = Conte cada captura que as pretas poderiam escolher e ache o lance que vence todas: capture 2 peças.

## stages/s29_centre.rs

centre-squares-goal = O centro são as quatro casas do meio das duas fileiras do meio. Toque nas quatro.
centre-squares-success = Uma pedra no centro pode seguir para os dois lados e vigia as casas em volta; na beira do tabuleiro ela só tem um caminho.
centre-safe-goal = Dois lances levam uma pedra ao centro, e um deles perde uma pedra. Ocupe o centro com apoio e jogue dois lances sem perder nenhuma peça.
centre-safe-success = O centro é seu, e nenhuma pedra sua ficou ao alcance de um lance forçado.
centre-safe-again-goal = A sua pedra de { $s23 } chega ao centro por dois caminhos, e um deles perde uma pedra. Escolha o seguro e jogue dois lances sem perder nenhuma peça.
back-row-guard-goal = A pedra preta de { $s21 } está a dois passos da coroação, e a sua pedra de { $s29 } guarda o caminho. Deixe-a em casa: jogue três lances sem perder peças e sem deixar as pretas fazerem dama.
back-row-guard-again-goal = A pedra preta de { $s23 } chegou perto da sua última fileira, e é a sua pedra de { $s31 } que a segura. Jogue três lances sem perder peças e sem deixar as pretas fazerem dama.
back-row-which-goal = Uma das suas pedras não pode sair do lugar, ou as pretas fazem dama na hora. Toque nela.
back-row-which-success = A pedra de { $s32 } é a guarda: enquanto ela estiver lá, a pedra preta de { $s28 } não tem para onde ir.
back-row-bridge-goal = A ponte: com pedras em 30 e 32, uma pedra preta sozinha não passa. A pedra preta de 23 tenta: mantenha a ponte e jogue quatro lances sem perder peças e sem deixar as pretas fazerem dama.
back-row-bridge-success = Qualquer casa ao lado da ponte é capturada por uma das duas pedras: a pedra preta não tem por onde passar.
back-row-one-king-goal = Treino contra o Empresário: a sua dama contra duas pedras pretas. Com damas que voam, uma dama vale mais que duas pedras: capture as duas e ganhe. (Com uma dama que anda uma casa por vez, como nas damas inglesas, isto seria só empate.)
back-row-one-king-title = O centro e a última fileira
centre-intro = Na abertura, duas coisas contam mais que as outras: o centro e a última fileira. As casas do centro dão às suas pedras mais caminhos e fecham os do adversário: ocupe-as, mas com apoio, sem deixar um buraco por onde entre um lance forçado. As pedras da sua primeira fileira guardam as casas de coroação: enquanto ficarem em casa, uma pedra adversária que chegue perto não vira dama. Não as tire de lá cedo sem motivo. Com damas que voam, isso pesa ainda mais: uma dama vale mais que duas pedras. Com a vez, uma dama sozinha contra duas pedras quase nunca perde e ganha cerca de quatro posições em dez; uma dama que anda casa por casa, como nas damas inglesas, quase nunca ganha.
centre-intro-2 = Na abertura, duas coisas contam mais que as outras: o centro e a última fileira. As casas do centro dão às suas pedras mais caminhos e fecham os do adversário: ocupe-as, mas com apoio, sem deixar um buraco por onde entre um lance forçado. As pedras da sua primeira fileira guardam as casas de coroação; nas damas inglesas, a guarda mais conhecida é a ponte, duas pedras em 30 e 32 (para as pretas, em 1 e 3): uma pedra adversária sozinha não passa por elas. Não as tire de lá cedo sem motivo.

## versions/board_versions.rs

board-intro-2 = Tabuleiro de 8×8, mas só as 32 casas escuras contam. Cada lado começa com 12 pedras nas três fileiras mais perto de si; as duas do meio ficam vazias. Nas damas inglesas quem começa são as pretas (o lado escuro).
board-first-move-dark-goal = As pretas começam, e aqui você joga com elas (embaixo). Faça o primeiro lance: avance uma pedra da sua fileira da frente.
board-first-move-dark-intro = Tabuleiro de 8×8, mas só as 32 casas escuras contam. Nas damas tailandesas cada lado começa com 8 pedras, nas duas fileiras mais perto de si; as quatro fileiras do meio ficam vazias. As brancas (claras) jogam primeiro.
board-empty-rows-two-rows-goal = As quatro fileiras do meio começam vazias. Toque nas quatro casas escuras da fileira vazia mais perto de você.
board-first-move-two-rows-intro = Tabuleiro de 10×10, mas só as 50 casas escuras contam. Cada lado começa com 20 pedras nas quatro fileiras mais perto de si; as duas do meio ficam vazias. As brancas (claras) jogam primeiro.
board-empty-rows-ten-goal = As duas fileiras do meio começam vazias. Toque nas cinco casas escuras da fileira vazia mais perto de você.
board-first-move-ten-intro = Regras sabidas, agora alguns hábitos de quem joga bem: olhe as peças soltas, use a captura obrigatória a seu favor, guarde a última fileira, troque peças quando estiver na frente e lembre que até uma dama sozinha pode ficar presa.

## versions/brazilian.rs

brazilian-title = Damas brasileiras
brazilian-intro = As damas brasileiras: a pedra captura para a frente e para trás, a dama voa, vale a lei da maioria (a captura que leva mais peças é obrigatória) e a pedra que passa pela última fileira no meio de uma captura segue como pedra. Estes níveis são jogados com as regras brasileiras.

## versions/capture_versions.rs

capture-forward-only-goal = A pedra captura só para a frente: a pedra preta atrás da sua está a salvo. Faça a única captura.
capture-forward-only-why = A pedra não captura para trás.
capture-forward-only-intro = Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nestas regras a pedra captura só para a frente; para trás, só a dama.
capture-forward-only-intro-2 = Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nas damas italianas a pedra captura só para a frente e nunca captura uma dama; a dama captura para os dois lados.
capture-man-spares-king-why = A pedra nunca captura uma dama.
capture-man-spares-king-intro = Para capturar, a pedra salta sobre uma peça adversária vizinha na diagonal e cai na casa vazia logo atrás. Nestas regras ela captura para a frente e para trás.

## versions/capture_choice_versions.rs

majority-two-forward-goal = Há duas capturas. Faça a obrigatória.
majority-two-forward-why = Esta leva uma peça; a outra leva duas.
majority-two-forward-title = Escolher a captura
majority-two-forward-intro = Com várias capturas possíveis, você escolhe qualquer uma, mesmo a que leva menos peças: aqui não há lei da maioria. Capturar continua obrigatório, e a cadeia escolhida vai até o fim.
choice-take-one-goal = Há uma captura de duas peças e outra de uma. Escolha a menor: capture só a pedra de 25, com 30x21.
choice-take-two-goal = Mesma posição. Agora escolha a captura maior: leve as duas pedras num lance.
choice-take-two-title = A lei da maioria italiana
choice-take-two-intro = Com várias capturas possíveis, é obrigatória a que leva mais peças. Se duas levam o mesmo número, desempata-se: a captura que leva mais damas e, se ainda empatar, a feita pela dama. Só com tudo igual você escolhe.

## versions/crowning.rs

crowning-title = Coroada no meio da captura
crowning-intro = Se a pedra chega à última fileira no meio de uma captura, ela vira dama na hora e, se puder, continua capturando como dama no mesmo lance.
crossing-crowned-goes-on-goal = A sua pedra vira dama ao chegar à casa { $s2 } e continua como dama. Capture as duas pedras e termine em { $s13 }.
crossing-crowned-goes-on-why = Já dama em { $s2 }, ela ainda pode capturar: o lance não para aí.
crossing-crowned-goes-on-success = Ela terminou em { $s13 } como dama.
crossing-crowned-goes-on-title = Coroada, o lance acaba
crossing-crowned-goes-on-intro = Se a pedra chega à última fileira capturando, ela vira dama e o lance termina ali, mesmo que como dama ainda pudesse capturar.
crossing-crowned-stops-success = A nova dama joga a partir do próximo lance.
crossing-crowned-stops-intro = Se a pedra toca a última fileira no meio de uma captura e ainda pode capturar, ela segue como pedra e não vira dama. Só é coroada se o lance acabar lá.

## versions/english_customs.rs

english-customs-title = Torneios de damas inglesas
english-customs-intro = Dois costumes dos torneios de damas inglesas: peça tocada é peça jogada, e os três primeiros lances são sorteados de uma lista de aberturas. Esquecer uma captura não custa a peça (o antigo "sopro" não existe mais): capturar é obrigatório, e o lance sem captura simplesmente não vale.

## versions/king.rs

compulsory-king-short-intro = Numa cadeia, as peças saltadas só saem do tabuleiro quando o lance acaba, e nenhuma pode ser saltada duas vezes.
captured-twice-short-goal = Capture duas pedras com a dama. Ela não pode voltar sobre a pedra de 18, já saltada.
captured-twice-short-why = A pedra de 18 já foi saltada neste lance.
captured-twice-short-title = Como a dama anda
captured-twice-short-intro = A dama anda uma casa na diagonal, para a frente ou para trás, para uma casa vazia. Ela não voa: uma casa por lance.
king-short-steps-goal = A dama anda uma casa por vez. Leve-a até a casa 18.
king-short-steps-why = A dama não voa: uma casa por lance.
king-short-back-goal = Ao contrário da pedra, a dama anda para trás. Leve-a de 11 até 18.
king-short-back-title = A dama captura
king-short-back-intro = A dama captura como a pedra, saltando uma peça adversária vizinha e caindo na casa vazia logo atrás, mas em qualquer direção, para a frente ou para trás. Numa cadeia ela pode mudar de direção.
king-short-adjacent-goal = A dama só salta uma peça vizinha. Aproxime-se da pedra de 18 e capture-a.
king-short-adjacent-why = A dama só salta a peça que está logo ao lado dela.
king-short-chain-goal = Capture as duas pedras num lance: para trás, depois de volta para a frente.
king-short-chain-why = De 31 a dama ainda captura: o lance não para aí.
draw-twenty-play-count-goal = Já foram 16 lances seguidos só de damas, sem captura. Faça dois lances sem perder a sua dama: no 20º lance seguido só de damas, é empate.
draw-hold-repetition-short-goal = Duas damas pretas contra a sua: as pretas estão melhor, mas aqui só repetem lances. Fique com o empate por repetição: leve a sua dama a uma casa segura e traga-a de volta; as pretas fazem o mesmo. Na terceira vez que a mesma posição aparecer com você a jogar, é empate.
draw-hold-repetition-short-intro = A partida empata com 20 lances seguidos só de damas e sem captura (contando os dos dois lados), com a mesma posição três vezes com a vez do mesmo jogador, ou quando um propõe empate e o outro aceita. Nos torneios de damas inglesas vale uma regra mais longa: quem acha que o adversário não consegue vencer pede o empate ao árbitro, e o adversário tem 40 lances seus para mostrar progresso. Aqui usamos a regra dos 20 lances, mais simples. Nos dois últimos níveis você chega ao empate jogando, com a contagem embaixo da tarefa.
draw-hold-repetition-short-intro-2 = Regras sabidas, agora alguns hábitos de quem joga bem: olhe as peças soltas, use a captura obrigatória a seu favor, guarde a última fileira, ocupe o centro, troque peças quando estiver na frente e lembre que até uma dama sozinha pode ficar presa.
king-long-ten-goal = Atravesse o tabuleiro: leve a dama à casa 5 num lance.

## versions/notation_versions.rs

notation-coordinates-goal = Muitos jogadores escrevem as casas com coordenadas em vez de números: colunas de a a h e fileiras de 1 a 8, a partir do canto de baixo à esquerda (a1). Toque na casa c3.
notation-full-path-man-goal = Duas capturas da pedra vão de 22 a 6, levando duas peças cada: "22x6" não diz qual. Faça a que está escrita por inteiro: 22x15x6.
notation-full-path-man-success = Ela pousou em 15 e 6 e levou as pedras de 18 e 10. A outra, 22x13x6, leva as de 17 e 9.
notation-write-path-man-goal = Mesma posição. A outra captura de 22 a 6 leva as pedras de 17 e 9. Escreva-a: toque na casa onde a pedra pousa no caminho, entre 22 e 6.
notation-write-path-man-success = Escreve-se 22x13x6.
notation-coordinates-black-goal = Muitos jogadores escrevem as casas com coordenadas em vez de números: colunas de a a h e fileiras de 1 a 8, a partir do canto de baixo à esquerda (a1) de quem começa. Aqui começam as pretas, que estão embaixo. Toque na casa c3.
notation-coordinates-black-success = c3 é a casa 11: o lance 11-15 das pretas também se escreve c3-d4.
notation-coordinates-black-short-king-intro = As casas escuras são numeradas de 1 a 32, fileira por fileira, da esquerda para a direita, a partir do canto de cima, com as brancas embaixo. Um lance se escreve 22-18; uma captura, 22x15. Quando duas capturas têm a mesma saída e a mesma chegada, escreve-se cada casa onde a peça pousa: 22x15x6.
notation-move-two-rows-goal = Toque nas duas casas do lance 26-22.
notation-coordinates-two-rows-success = c3 é a casa 22: o lance 26-22 também se escreve d2-c3.
notation-coordinates-two-rows-intro = As casas escuras são numeradas de 1 a 50, fileira por fileira, da esquerda para a direita, a partir do canto de cima, com as brancas embaixo. Um lance se escreve 32-28; uma captura, 27x18. Quando duas capturas têm a mesma saída e a mesma chegada, escreve-se cada casa onde a peça pousa.
notation-move-ten-goal = Toque nas duas casas do lance 32-28.


## Damas turcas: o curso básico de quem joga as turcas, e a etapa que as
## mostra a quem aprende as damas na diagonal.
tr-board-title = O tabuleiro e as pedras
tr-board-intro = As damas turcas usam as 64 casas do tabuleiro de 8×8, claras e escuras. Cada lado começa com 16 pedras na segunda e na terceira fileira; a primeira fileira, a de trás, começa vazia. As brancas jogam primeiro, e toda peça anda por fileiras e colunas, nunca na diagonal.
tr-setup-goal = Você joga com as brancas, que começam. Avance uma pedra da sua fileira da frente uma casa.
tr-setup-success = Esse é um primeiro lance. A sua fileira de trás começa vazia: a pedra nunca volta para preenchê-la.
tr-man-moves-title = Como a pedra anda
tr-man-moves-intro = A pedra anda uma casa por vez, reto para a frente ou para o lado, à esquerda ou à direita, sempre para uma casa vazia. Nunca anda para trás nem na diagonal.
tr-man-steps-goal = Toque em todas as casas para onde a pedra de d4 pode andar.
tr-man-steps-success = Para a frente, d5, ou para o lado, c4 ou e4: três escolhas, e nunca para trás, d3.
tr-man-walk-goal = Leve a pedra até d6, uma casa por lance.
tr-man-walk-why = A pedra não volta para trás.
tr-man-walk-why-2 = Nas damas turcas nada anda na diagonal: só por fileiras e colunas.
tr-man-walk-why-3 = Sem capturar, a pedra anda uma casa só.
tr-man-sideways-goal = A casa em frente à sua pedra está ocupada. Contorne as pedras pretas pelo lado e chegue a e6.
tr-man-sideways-why = A casa d5 está ocupada, e a pedra não pode saltá-la: d6, logo atrás, não está vazia.
tr-capture-title = A captura
tr-capture-intro = A pedra captura uma peça inimiga colada nela, à frente ou ao lado, saltando-a para a casa vazia logo depois. Nunca captura para trás.
tr-capture-sideways-goal = Capture uma pedra preta.
tr-capture-sideways-why = A pedra de d3 está atrás da sua: a pedra nunca captura para trás. Tome a que está ao lado.
tr-capture-compulsory-goal = Capturar é obrigatório. Ache a captura.
tr-capture-compulsory-why = Enquanto uma peça sua puder capturar, você tem de capturar: a pedra de f3 pode tomar f4.
tr-chain-title = Várias peças num lance
tr-chain-intro = Se, depois de um salto, a mesma peça pode saltar de novo, ela continua no mesmo lance, para a frente ou para o lado, até não haver mais o que tomar. Parar no meio não é permitido.
tr-chain-turns-goal = Tome as três pedras pretas num lance só.
tr-chain-turns-success = Para a frente, para o lado e de novo para a frente: a pedra pode virar entre um salto e outro, desde que nunca volte para trás.
tr-majority-title = Tomar o maior número
tr-majority-intro = Quando há várias capturas, é obrigatória a que leva mais peças. Pedras e damas valem o mesmo. Entre capturas que levam o mesmo número, você escolhe.
tr-majority-most-goal = Há duas capturas possíveis. Faça a que a regra manda.
tr-majority-most-why = Essa captura leva uma pedra; a da frente leva duas. É obrigatória a captura que leva mais peças.
tr-majority-king-counts-one-goal = Uma dama preta de um lado, duas pedras à frente. Qual captura você tem de fazer?
tr-majority-king-counts-one-why = A dama conta como uma peça, nada mais que uma pedra: as duas pedras da frente são mais.
tr-promotion-title = A coroação
tr-promotion-intro = A pedra que termina o lance na última fileira vira dama. Se chega lá no meio de uma captura, continua capturando como pedra, de lado pela fileira, e é coroada quando a captura termina.
tr-crown-goal = Leve a pedra até a última fileira e faça dama.
tr-crossing-goal = Capture todas as pedras pretas que puder num lance só.
tr-crossing-success = A sua pedra chegou a c8 no meio da captura e continuou como pedra, uma casa por vez ao longo da fileira. Virou dama em g8, onde a captura terminou.
tr-king-moves-title = Como a dama anda
tr-king-moves-intro = A dama anda como a torre do xadrez: quantas casas vazias quiser ao longo de uma fileira ou coluna, para a frente, para trás ou para o lado. Nunca na diagonal.
tr-king-rook-goal = Leve a dama até h8. Ela anda por fileiras e colunas.
tr-king-rook-why = h8 está na mesma diagonal que a1, mas a dama nunca anda na diagonal: vá pela fileira e depois suba a coluna.
tr-king-captures-title = Como a dama captura
tr-king-captures-intro = A dama captura de longe: na sua fileira ou coluna, salta uma peça inimiga, só com casas vazias entre as duas, e pousa em qualquer casa vazia depois dela. Numa captura de várias peças pode virar à esquerda ou à direita entre os saltos, mas nunca voltar pelo mesmo caminho.
tr-king-far-goal = Capture a pedra preta com a sua dama e pouse em a8, no fim da coluna.
tr-king-no-turn-back-goal = A sua dama pode capturar para cima ou para baixo, mas não as duas coisas no mesmo lance. Capture uma das pedras pretas.
tr-king-no-turn-back-why = Depois de tomar d6, a dama não pode dar meia-volta e descer a coluna para tomar d2: numa captura, a dama nunca inverte o sentido.
tr-king-no-turn-back-success = Uma pedra para cada lado, e só uma delas neste lance: a captura nunca dá meia-volta.
tr-vanish-goal = Tome as cinco pedras pretas num lance só, com a sua dama.
tr-vanish-success = Subindo de volta pela coluna a, a sua dama passou por a4, onde tinha tomado uma pedra pouco antes. Nas damas turcas a peça capturada sai do tabuleiro no instante em que é saltada, e por isso nunca bloqueia o resto da captura.
tr-winning-title = Como ganhar
tr-winning-intro = Você ganha quando o adversário fica sem peças, ou tem peças mas nenhum lance.
tr-win-last-goal = Tome a última peça das pretas e ganhe a partida.
tr-draws-title = Empates
tr-draws-intro = Quando cada lado fica com uma peça só, a partida está empatada na hora. Também há empate depois de 20 lances seguidos sem captura e sem pedra avançando (contam os lances de dama e os passos de pedra para o lado), quando a mesma posição se repete três vezes com o mesmo jogador a jogar, ou por acordo.
tr-draw-one-each-goal = As pretas têm dama e pedra contra a sua dama. Capture a pedra: com uma peça para cada lado, a partida empata.
tr-draw-one-each-success = Uma peça para cada lado: a partida empatou no momento em que a pedra saiu do tabuleiro.
tr-notation-title = Anotar os lances
tr-notation-intro = Cada casa tem o nome da sua coluna, de a a h a partir da esquerda das brancas, e da sua fileira, de 1 a 8 a partir do lado das brancas: os nomes estão nas bordas do tabuleiro. Um lance se escreve origem-destino, c3-c4; uma captura, com x, e uma captura de várias peças dá todas as casas onde a peça pousa: d4xd6xf6.
tr-notation-move-goal = Jogue o lance c3-c4.
tr-notation-full-path-goal = Duas capturas de três pedras levam a sua dama de d7 até f1. Faça a que se escreve d7xd5xf5xf1.
tr-notation-full-path-success = d7xd5xf5xf1: desce até d5, atravessa até f5, desce até f1. Escrito só d7xf1, podia ser qualquer uma das duas.
tr-notation-write-path-goal = A outra captura também vai de d7 até f1. Toque nas duas casas onde a dama pousa no caminho.
tr-notation-write-path-success = d3 e f3: essa captura se escreve d7xd3xf3xf1.
tr-exchanges-title = Trocas
tr-exchanges-intro = Na troca você entrega peças e captura a mesma quantidade de volta. Neste tabuleiro, a pedra que você põe ao lado de uma pedra inimiga, com uma casa vazia atrás, tem de ser capturada, e a pedra que captura para logo atrás dela, muitas vezes ao lado de uma das suas. Com peça a mais, troque: com menos peças no tabuleiro a vantagem pesa mais, e quando o adversário fica sem nenhuma, você ganhou.
tr-trade-one-for-one-goal = Três pedras contra uma. Entregue uma pedra que as pretas sejam obrigadas a capturar e capture a pedra preta de volta: a partida é sua.
tr-trade-one-for-one-success = A pedra preta saltou d3 e parou em e3, bem ao lado da sua pedra de f3, que a capturou de volta.
tr-trade-two-for-two-goal = Cinco pedras contra duas. Deixe as pretas capturarem duas pedras suas numa captura só e depois capture as duas pretas de uma vez.
tr-trade-two-again-goal = De novo cinco contra duas. Ache a troca de duas por duas que deixa as pretas sem nada.
tr-trade-lure-goal = Seis pedras contra duas. Entregue duas pedras, uma depois da outra, para que a pedra preta desça até onde uma das suas a captura junto com a de e2.
tr-shot-title = O golpe
tr-shot-intro = Aqui capturar é obrigatório, e a captura que leva mais também. Então você pode entregar uma pedra de propósito: o adversário tem de capturá-la, e a pedra que captura cai onde você quer, numa fileira ou coluna onde a sua pedra pode saltá-la. Aí a sua pedra segue pela fileira, vira numa coluna quando pode e leva mais do que você deu. Antes de cada lance, veja onde cairia cada captura: as suas e as do adversário.
tr-shot-one-for-two-goal = Entregue uma pedra e capture duas.
tr-shot-one-for-two-success = A pedra preta que capturou a sua caiu em d3, na fileira da sua pedra de c3: ela saltou d3 e depois f3, mais adiante na mesma fileira.
tr-shot-one-for-two-again-goal = Outra vez: entregue uma pedra e capture duas.
tr-shot-one-for-three-goal = Entregue uma pedra e capture três. A sua captura vai virar uma esquina.
tr-shot-one-for-three-success = Dois saltos pela terceira fileira, sobre f3 e d3, e uma virada para cima na coluna c, sobre c4: três pedras com uma.
tr-shot-one-for-four-goal = As pedras pretas estão numa fileira com casas vazias entre elas. Entregue uma pedra e capture quatro numa captura só.
tr-law-title = A lei da maioria como arma
tr-law-intro = Nas damas turcas quem captura tem de levar o maior número de peças, e isso também amarra o adversário. Entregue pedras para que a maior captura, a obrigatória, leve a peça inimiga até uma casa onde você a captura, mesmo quando uma captura menor a teria salvado. Antes de cada lance, conte as capturas que o adversário vai ter.
tr-law-three-for-the-king-goal = As pretas só têm uma dama. Dê pedras para ela capturar, de modo que a lei a mande para onde você pode capturá-la, e ganhe.
tr-law-three-for-the-king-success = A dama preferiria h8xh3xh1, duas pedras e a salvo no canto, mas a lei da maioria a obrigou a levar três: h8xh3xd3xb3, parando ao lado da sua pedra de a3.
tr-law-round-the-corner-goal = Outra dama sozinha. Ofereça uma captura longa que termine ao lado de uma pedra sua e ganhe.
tr-law-round-the-corner-success = a5xf5xf1 levaria duas e salvaria a dama; a lei exigiu a captura de três, a5xg5xg2xe2, e a dama parou ao lado da sua pedra de d2.
tr-law-four-for-the-king-goal = Dê quatro pedras para a dama preta capturar, de modo que a lei a deixe onde você a captura.
tr-law-four-for-the-king-success = c1xc7xg7xg3 levaria três e salvaria a dama, mas c1xc7xh7xh4xf4 leva quatro e por isso era obrigatória: a dama parou ao lado da sua pedra de e4.
tr-law-seven-goal = Capture sete peças com um lance só da sua dama. As pretas capturam primeiro: faça a lei escolher essa captura por você.
tr-law-seven-success = As pretas adorariam capturar a sua dama com f7xd7, mas a3xg3xg1 leva duas pedras, e a lei exigiu essa: a sua dama ficou livre para levar sete.
tr-breakthrough-title = Rompimento até a última fileira
tr-breakthrough-intro = A dama vale muito mais do que uma pedra: anda como a torre do xadrez e captura de longe. Quando pedras inimigas fecham o caminho até a última fileira, entregue uma: a pedra que captura deixa a sua casa, e a sua pedra passa capturando pela brecha. A pedra que chega à última fileira no meio de uma captura continua capturando como pedra e vira dama onde a captura termina, nessa fileira.
tr-break-through-goal = Duas pedras pretas guardam o caminho até a última fileira. Entregue uma pedra para abri-lo e faça uma dama em dois lances.
tr-break-through-success = A pedra preta que capturou em e5 deixou d5 e parou em f5, na frente da sua pedra de f4: a sua pedra saltou essa e a de f7 e virou dama em f8.
tr-break-two-given-goal = Desta vez uma pedra entregue não basta. Entregue duas, uma depois da outra, e faça uma dama em três lances.
tr-break-two-given-success = A primeira pedra puxou a preta de b5 para d5, a segunda de d5 para f5: dali ela ficou ao alcance da sua pedra de f4, que foi capturando até f8.
tr-endings-title = Finais
tr-endings-intro = Com quatro peças ou menos, as tabelas de finais sabem a verdade de cada posição. Dama e pedra ganham de uma pedra nove vezes em dez, e três damas ganham de uma quase sempre. Duas damas contra uma ganham menos de uma vez em cem, só quando a dama sozinha é pega em até três lances, e dama e pedra contra dama quase sempre empatam. Uma peça para cada lado empata na hora: com peça a mais, nunca deixe chegar a uma contra uma. Cada nível se joga contra o Empresário, que defende com as tabelas.
tr-endings-king-and-man-goal = Dama e pedra contra uma pedra. Ganhe: capture a pedra preta ou faça a sua dama primeiro. Se as pretas capturarem a sua pedra, uma contra uma empata na hora.
tr-endings-three-kings-goal = Três damas contra uma. Feche as fileiras e colunas dela e capture-a.
tr-endings-trap-goal = Duas damas contra uma costumam empatar, mas aqui a dama preta está na borda. Só um lance ganha: ache-o e depois capture a dama.
tr-endings-two-cannot-goal = Agora a sua dama está sozinha contra duas, e elas não a pegam se você tomar cuidado: nunca pare na fileira ou na coluna de uma dama preta com uma casa vazia logo atrás de você. Segure o empate.
tr-endings-hold-king-and-man-goal = Dama e pedra contra a sua dama: empate, se você tomar cuidado. Quatro lances da sua dama perdem; mantenha-a onde nenhuma peça preta possa prendê-la e segure o empate.
turkish-title = Damas turcas
turkish-intro = As damas da Turquia se jogam nas 64 casas. A pedra anda para a frente ou para o lado, a dama anda como a torre, nada anda na diagonal, e a peça capturada sai do tabuleiro no instante em que é saltada. Vale a lei da maioria, e uma peça contra uma é empate na hora. Estes níveis seguem as regras turcas.
diagonal-title = Damas na diagonal
diagonal-intro = Todas as outras damas se jogam só nas 32 casas escuras, e as peças andam na diagonal. A peça capturada fica no tabuleiro até a captura inteira terminar, e enquanto isso bloqueia o caminho. Estes níveis seguem as regras brasileiras.

## The notation trainer (src/learn/trainer_page.rs)

trainer-title = Treino de notação
trainer-open = Pratique os nomes das casas
trainer-intro = Trinta segundos para achar ou dizer o nome de quantas casas você conseguir. Seu recorde fica guardado para cada regra, exercício e lado.
trainer-rule-set = Regra: { $name } (troque no alto da página)
trainer-drill = O que praticar
trainer-find = Achar a casa que eu disser
trainer-name = Dizer o nome da casa marcada
trainer-names = Nomes
trainer-numbers = Números
trainer-letters = Letras e números
trainer-bottom = Lado embaixo no tabuleiro
trainer-start = Começar
trainer-best = Seu recorde: { $best }
trainer-find-prompt = Toque na casa { $square }
trainer-name-prompt = Qual é o nome da casa marcada?
trainer-answer-label = O nome da casa
trainer-submit = Responder
trainer-right = Certo!
trainer-wrong-find = Essa é a { $given }. A { $asked } é a verde.
trainer-wrong-name = Quase: essa casa é a { $asked }.
trainer-time-left = Faltam { $seconds } s
trainer-score = Certas: { $right } · Erradas: { $wrong }
trainer-result = Acabou o tempo! { $right } certas, { $wrong } erradas.
trainer-new-best = Novo recorde!
