# The course: every text of the lessons, named by its stage or level
# and what it is (title, intro, goal, success, why a wrong move is
# wrong, …). The data that uses each name is in src/learn/.


## stages/s01_board.rs

board-title = El tablero y las piezas
board-intro = Un tablero de 8×8 en el que solo se usan las 32 casillas oscuras. Cada bando empieza con 12 peones en las tres filas más cercanas a él; las dos filas del medio quedan vacías. Las blancas (el bando claro) juegan primero.
board-corner-goal = Toca la casilla oscura de la esquina izquierda más cercana a ti.
board-corner-success = ¡Bien! Cada jugador tiene una casilla oscura en su esquina izquierda.
board-empty-rows-goal = Las filas del medio empiezan vacías. Toca las cuatro casillas oscuras de la fila vacía más cercana a ti.
board-first-move-goal = Empiezan las blancas. Haz tu primera jugada: avanza un peón de tu fila delantera.

## stages/s02_man_moves.rs

man-moves-title = Cómo se mueve el peón
man-moves-intro = El peón avanza una casilla en diagonal, siempre hacia delante y solo a una casilla vacía.
man-walk-goal = Lleva el peón hasta la casilla { $s10 }, paso a paso.
man-walk-why = El peón nunca retrocede.
man-walk-why-2 = Si no captura, el peón avanza una sola casilla.
man-walk-why-3 = Se juega en diagonal, nunca de lado.
man-blocked-goal = Un peón tuyo te cierra el paso. Llega a la casilla { $s13 }.
man-blocked-why = No puedes mover a una casilla ocupada.
man-blocked-why-2 = Nadie salta por encima de sus propias piezas.

## stages/s03_capture.rs

capture-title = Capturar
capture-intro = Para capturar, el peón salta por encima de una pieza contraria que tenga al lado en la diagonal y cae en la casilla vacía justo detrás. En las damas brasileñas captura hacia delante y hacia atrás.
capture-first-goal = Come el peón negro.
capture-backwards-goal = El peón negro está detrás del tuyo. Cómelo igualmente.
capture-landing-taken-goal = Aquí no hay captura: la casilla detrás del peón negro está ocupada. Haz la única jugada posible.
capture-landing-taken-why = La casilla de llegada tiene que estar vacía.
capture-landing-taken-why-2 = El peón solo salta la pieza que tiene al lado y cae justo detrás de ella.

## stages/s04_compulsory.rs

compulsory-title = Capturar es obligatorio
compulsory-intro = Si alguna de tus piezas puede capturar, tienes que capturar, con peón o con dama. Una jugada sin captura no vale.
compulsory-man-goal = Querías avanzar el peón de la casilla { $s31 }, pero hay una captura. Hazla.
compulsory-man-why = Si hay captura, está prohibido jugar sin capturar.
compulsory-king-goal = La dama también está obligada a capturar. Captura con ella.
compulsory-king-why = La dama puede capturar, así que nadie puede jugar sin capturar.

## stages/s05_chain.rs

chain-title = Capturas en cadena
chain-intro = Si después de un salto la misma pieza puede volver a saltar, sigue en la misma jugada hasta que no quede nada que capturar. No se puede parar a mitad de camino.
chain-two-goal = Come los dos peones en una sola jugada.
chain-two-why = Desde la { $s15 } hay otra captura: la jugada no puede terminar ahí.
chain-turn-goal = Una cadena puede cambiar de dirección. Come tres peones.

## stages/s06_captured_stay.rs

captured-stay-title = Las piezas comidas se quedan hasta el final
captured-stay-intro = En una cadena, las piezas saltadas salen del tablero solo cuando termina la jugada. Hasta entonces siguen cerrando el paso, y ninguna se puede saltar dos veces.
captured-twice-goal = Captura con la dama. Fíjate: no puede volver a pasar por encima del peón que ya saltó.
captured-twice-why = El peón de la { $s17 } ya fue saltado en esta jugada.
captured-blocks-goal = Haz la captura más grande con la dama. El peón de la { $s18 }, ya comido, sigue cerrando la diagonal.
captured-blocks-why = El peón comido en la { $s18 } no sale hasta que termina la jugada: la dama no puede pasar por encima.

## stages/s07_majority.rs

majority-title = La ley de la cantidad
majority-intro = Cuando hay varias capturas posibles, es obligatoria la que come más piezas. Damas y peones cuentan igual: una pieza cada uno. Si dos capturas comen el mismo número máximo, elige la que quieras.
majority-two-beats-one-goal = Hay tres capturas. Haz la obligatoria.
majority-two-beats-one-why = Esta come una pieza; otra come dos.
majority-two-beats-one-why-2 = Hacia atrás también se puede, pero solo come una.
majority-king-counts-one-goal = Comer la dama parece mejor, pero cuenta como una sola pieza. Haz la captura obligatoria.
majority-king-counts-one-why = Una dama cuenta como una pieza: dos peones son más.
majority-longest-chain-goal = Cuenta las piezas de cada camino y come el máximo.
majority-longest-chain-why = Por el otro camino, la cadena come tres.
majority-free-choice-goal = Hay cuatro capturas que comen dos piezas cada una. Elige cualquiera.

## stages/s08_promotion.rs

promotion-title = Coronar
promotion-intro = El peón que termina su jugada en la última fila, la del lado contrario, se corona: se convierte en dama.
promote-walk-goal = Corona una dama en dos jugadas.
promote-capture-goal = Captura y termina la jugada en la última fila: el peón se corona.

## stages/s09_man_crossing.rs

crossing-title = Pasar por la última fila
crossing-intro = En las damas brasileñas, el peón que toca la última fila en medio de una captura y todavía puede capturar sigue como peón y no se corona. Solo se corona si la jugada termina allí.
crossing-stays-man-goal = Come los dos peones. Tu peón pasa por la casilla { $s2 } y vuelve: sigue siendo peón.
crossing-stays-man-why = Desde la { $s2 } todavía hay captura: el peón no se detiene a coronar.
crossing-stays-man-success = Terminó en la { $s9 }, todavía como peón.

## stages/s10_king_moves.rs

king-moves-title = La dama voladora
king-moves-intro = La dama recorre las casillas que quiera por una diagonal, hacia delante o hacia atrás, siempre que el camino esté libre.
king-long-goal = Cruza el tablero: lleva la dama a la casilla 4 en una sola jugada.
king-blocked-goal = Tu peón de la { $s22 } cierra la diagonal. Lleva la dama a la casilla { $s25 }.
king-blocked-why = La dama no salta por encima de sus propias piezas.

## stages/s11_king_captures.rs

king-captures-title = La dama captura a distancia
king-captures-intro = La dama recorre la diagonal hasta una pieza contraria que tenga una casilla libre detrás, la salta y cae en cualquier casilla libre más allá. Si desde alguna de esas casillas la captura puede seguir, tiene que caer en una de ellas.
king-capture-far-goal = Come con la dama el peón de la { $s18 }.
king-capture-landing-goal = Come el peón de la { $s14 } y cae en la casilla { $s5 }, la más lejana.
king-capture-must-continue-goal = Come dos piezas: elige la casilla de llegada desde la que la captura sigue.
king-capture-must-continue-why = Desde la { $s11 } la dama vuelve a capturar, así que tiene que caer ahí.
king-two-in-a-row-goal = Dos piezas seguidas en una diagonal no se pueden saltar. Haz una jugada que no pierda nada.
king-two-in-a-row-why = La dama no puede saltar dos piezas a la vez.

## stages/s12_winning.rs

winning-title = Cómo se gana
winning-intro = Ganas cuando a tu rival no le quedan piezas o no tiene ninguna jugada en su turno.
win-capture-all-goal = Come la última pieza de las negras.
win-block-goal = Deja al peón negro sin jugada: bloquéalo sin ofrecerle ninguna captura.

## stages/s13_draws.rs

draws-title = Tablas
draws-intro = La partida es tablas tras 20 jugadas seguidas hechas solo con damas y sin captura (contando las de los dos bandos), cuando la misma posición se repite tres veces con el turno del mismo jugador, o cuando un jugador ofrece tablas y el otro acepta. Las tablas de mutuo acuerdo son una conversación, no una jugada: en la página de juego hay un botón para ofrecerlas. En los dos últimos niveles llegas a tablas jugando, con los contadores debajo de la tarea.
draw-count-reset-goal = Últimamente solo se movieron damas. ¿Qué pieza, al moverse, vuelve a poner a cero la cuenta de 20 jugadas? Tócala.
draw-count-reset-success = Una jugada de peón (o una captura) vuelve a poner la cuenta a cero.
draw-twenty-goal = ¿Cuántas jugadas seguidas de dama sin captura hacen tablas? Toca la casilla con ese número.
draw-repetition-goal = ¿Cuántas veces tiene que repetirse la misma posición, con el turno del mismo jugador, para que haya tablas? Toca la casilla con ese número.
draw-hold-repetition-goal = Una dama contra dos: nadie puede ganar. Haz tablas por repetición: lleva tu dama a una casilla segura y vuelve; las negras hacen lo mismo. Si la misma posición se repite por tercera vez en tu turno, son tablas. Cuidado: en { $s18 } o { $s15 } te come una dama negra.
draw-hold-repetition-success = La misma posición se repitió tres veces con el turno del mismo jugador: tablas.
draw-twenty-play-goal = Ya van 16 jugadas seguidas de dama sin captura. Sola en la gran diagonal (de la 29 a la 4), tu dama asegura las tablas. Haz dos jugadas sin perderla: al llegar a 20 jugadas seguidas de dama, la partida es tablas.
draw-twenty-play-success = 20 jugadas seguidas de dama sin captura, contando los dos bandos: tablas.

## stages/s14_notation.rs

notation-title = Notación
notation-intro = Las casillas oscuras se numeran del 1 al 32, fila por fila, de izquierda a derecha y empezando por arriba, con las blancas abajo. Una jugada se escribe 22-18; una captura, 22x15. Cuando dos capturas empiezan y terminan en las mismas casillas, se escriben todas las casillas donde cae la pieza: 22x15x6x13.
notation-one-goal = Toca la casilla 1.
notation-move-goal = Toca las dos casillas de la jugada 22-18.
notation-capture-goal = En la captura { $s22 }x{ $s15 }, ¿qué pieza se come? Tócala.
notation-algebraic-goal = Muchos jugadores de damas brasileñas usan coordenadas: columnas de la a a la h y filas del 1 al 8, desde la esquina de abajo a la izquierda (a1). Toca la casilla c3.
notation-algebraic-success = c3 es la casilla 22: la jugada 22-18 también se escribe c3-d4.
notation-full-path-goal = Dos capturas de la dama van de la { $s22 } a la { $s13 }, y cada una come tres piezas: «{ $s22 }x{ $s13 }» no dice cuál. Haz la que está escrita completa: { $s22 }x{ $s15 }x{ $s6 }x{ $s13 }.
notation-full-path-success = Cayó en la { $s15 }, la { $s6 } y la { $s13 } y comió los peones de la { $s18 }, la { $s10 } y la { $s9 }. La otra, { $s22 }x{ $s11 }x{ $s2 }x{ $s13 }, come el peón de la { $s7 } en lugar del de la { $s10 }.
notation-write-path-goal = La misma posición. La otra captura de la { $s22 } a la { $s13 } come el peón de la { $s7 } en lugar del de la { $s10 }. Escríbela: toca las dos casillas donde cae la dama por el camino, entre la { $s22 } y la { $s13 }.
notation-write-path-success = Se escribe { $s22 }x{ $s11 }x{ $s2 }x{ $s13 }.

## stages/s15_tips.rs

tips-title = Consejos prácticos
tips-intro = Ya conoces las reglas; ahora, algunos hábitos de los buenos jugadores: vigila las piezas sueltas, usa la captura obligatoria a tu favor, conserva tu fila de atrás, domina el centro, vigila las grandes diagonales, cambia piezas cuando tengas ventaja y recuerda que hasta una dama sola puede quedar acorralada.
tip-no-hanging-goal = Antes de mover, mira si la jugada deja algún peón tuyo a tiro. Haz una jugada que no pierda nada.
tip-forced-sacrifice-goal = Como capturar es obligatorio, entrega un peón: las negras tendrán que comerlo y tú respondes comiendo dos.
tip-back-row-goal = Los peones de tu fila de atrás impiden que el rival corone. Toca los peones que guardan esa fila.
tip-centre-goal = En las casillas del centro tus peones tienen más caminos que en las del borde. Toca las cuatro casillas centrales.
tip-long-diagonal-goal = La dama negra de la 1 domina la diagonal hasta la 28: tu peón de la 24 ya está en su punto de mira. Sálvalo sin perder nada.
tip-trade-when-ahead-goal = Tienes un peón de más. Fuerza un cambio de uno por uno: con menos piezas en el tablero, tu peón de más pesa más.
tip-lone-man-goal = Tu peón de la { $s15 } se adelantó solo y va a ser un blanco fácil. Haz dos jugadas sin perder ninguna pieza.
tip-trap-lone-king-goal = Una dama vale mucho, pero sola contra piezas que se ayudan puede quedar atrapada. La dama negra está en la esquina, en la { $s29 }. Cierra la trampa: después de tu jugada no debe tener ninguna jugada.
tip-trap-lone-king-success = El peón de la { $s25 } cierra la única salida y tu dama de la { $s22 } cubre la casilla de detrás: la dama negra no puede moverse ni capturar. Sin jugadas, las negras pierden.

## stages/s16_english.rs

english-title = Damas inglesas (checkers)
english-intro = Las reglas inglesas cambian varias cosas: empiezan las negras, los peones solo capturan hacia delante, las damas se mueven casilla a casilla, se puede elegir cualquier captura (no hay ley de la cantidad) y el peón que llega a la última fila capturando se corona y se detiene ahí. En los torneos, pieza tocada es pieza movida, y las tres primeras jugadas se sortean; no existe el soplo, porque capturar es obligatorio. Un jugador puede abandonar, o los dos pueden acordar tablas.
en-dark-first-goal = En las damas inglesas empiezan las negras (el bando oscuro). Toca los peones negros que pueden hacer la primera jugada.
en-men-forward-only-goal = Aquí el peón no captura hacia atrás. Haz la única captura.
en-men-forward-only-why = En las damas inglesas el peón solo captura hacia delante.
en-men-forward-brazilian-goal = La misma posición en las damas brasileñas: aquí el peón captura hacia atrás. Come el peón de la 26.
en-short-king-goal = La dama inglesa se mueve casilla a casilla. Llévala a la casilla 18.
en-short-king-why = En las damas inglesas la dama no vuela.
en-king-captures-back-goal = La dama captura hacia atrás, saltando una pieza que tenga al lado. Captura.
en-crowning-stops-goal = Captura hasta la última fila: el peón se corona y la jugada termina ahí.
en-crowning-stops-why = Una vez coronado, el peón se detiene: la jugada terminó.
en-free-choice-goal = No hay ley de la cantidad: come solo el peón de la 25, con 30x21, aunque haya una captura mayor.
en-notation-goal = La numeración es la misma: del 1 al 32 desde la esquina de arriba. Toca las casillas de la jugada 11-15.
en-touch-move-goal = Pieza tocada, pieza movida: en un torneo tocaste el peón de la 9 (resaltado) y ahora tienes que moverlo. Haz una jugada con él.
en-ballot-goal = En los torneos, las tres primeras jugadas se sortean de una lista de aperturas. Salió esta: 11-15, 23-19, 8-11. Las dos primeras ya están jugadas; juega la tercera.
en-ballot-success = Después del sorteo, la partida sigue libremente. La aplicación puede sortearte una de estas aperturas cuando empiezas una partida de damas inglesas.

## stages/s17_russian.rs

russian-title = Damas rusas
russian-intro = Como en las damas brasileñas, los peones capturan hacia atrás y las damas vuelan. Hay dos diferencias: no hay ley de la cantidad (se puede elegir cualquier captura), y el peón que toca la última fila durante una captura se corona en el acto y sigue como dama.
ru-free-choice-goal = No hay ley de la cantidad: haz la captura más corta, la que termina en la 14.
ru-crown-and-fly-goal = El peón se corona en la 2 y, ya convertido en dama, come a distancia el peón de la 9. Come los dos.
ru-crown-brazilian-contrast-goal = La misma posición en las damas brasileñas: en la 2, el peón ya no tiene ninguna captura de peón, así que la jugada termina y se corona.

## stages/s18_spanish.rs

spanish-title = Damas españolas
spanish-intro = Los peones solo capturan hacia delante, las damas vuelan y rige la ley de la cantidad, como en las damas brasileñas. El peón que llega a la última fila capturando se corona y la jugada termina.
es-forward-only-goal = Aquí los peones no capturan hacia atrás. Captura hacia delante.
es-forward-only-why = En las damas españolas el peón solo captura hacia delante.
es-majority-goal = Rige la ley de la cantidad. Come el máximo de piezas.
es-majority-why = Otra captura come dos piezas.
es-flying-king-goal = La dama vuela, como en las damas brasileñas. Come dos piezas.
es-crowned-stops-goal = Captura y corona: la jugada termina en la última fila.
es-crowned-stops-why = Una vez coronado, el peón se queda ahí.
es-crown-brazilian-contrast-goal = La misma posición en las damas brasileñas: los peones capturan hacia atrás, así que el peón no se detiene en la 2. Come los dos y termina en la 9, todavía como peón.

## stages/s19_italian.rs

italian-title = Damas italianas
italian-intro = Los peones solo capturan hacia delante y nunca comen una dama. Las damas se mueven casilla a casilla. Rige la ley de la cantidad; entre capturas del mismo tamaño, es obligatoria la que come más damas y, si siguen empatadas, la que hace la dama.
it-man-spares-king-goal = Tu peón no puede comer la dama negra. Haz la única jugada.
it-man-spares-king-why = En las damas italianas el peón nunca come una dama.
it-short-king-goal = La dama se mueve casilla a casilla. Llévala a la 22.
it-short-king-why = La dama italiana no vuela.
it-more-kings-goal = Hay tres capturas de una pieza cada una. Es obligatoria la que come la dama.
it-more-kings-why = Esta no come ninguna dama; 23x16 sí.
it-king-captures-goal = Dos capturas iguales, una con peón y otra con dama: es obligatoria la de la dama.
it-king-captures-why = Si son iguales, captura la dama.
it-man-takes-king-brazilian-goal = La misma posición del primer nivel, en las damas brasileñas: aquí un peón come una dama como cualquier otra pieza. Come la dama.
it-king-flies-brazilian-goal = La misma posición del segundo nivel, en las damas brasileñas: la dama vuela. Llévala a la 22 en una sola jugada.

## stages/s20_thai.rs

thai-title = Damas tailandesas
thai-intro = Cada bando empieza con 8 peones en dos filas. Los peones solo capturan hacia delante, la dama vuela y cae en cualquier casilla libre más allá de la pieza comida, y se puede elegir cualquier captura.
th-setup-goal = Toca los cuatro peones de tu fila delantera.
th-free-choice-goal = Se puede elegir cualquier captura: haz la más corta, hasta la 14.
th-king-landing-goal = Captura con la dama y cae lejos, en la casilla 5.
th-forward-only-goal = Captura hacia delante: hacia atrás no se puede.
th-forward-only-why = En las damas tailandesas el peón solo captura hacia delante.
th-majority-brazilian-contrast-goal = La misma posición del segundo nivel, en las damas brasileñas: rige la ley de la cantidad. Haz la captura que come más piezas.
th-majority-brazilian-contrast-why = En las damas tailandesas valdría; aquí otra come tres.

## stages/s21_ten.rs

ten-title = Damas 10×10
ten-intro = Un tablero de 10×10, 20 peones por bando en cuatro filas y casillas numeradas del 1 al 50. Los peones capturan hacia atrás, las damas vuelan y rige la ley de la cantidad. En las brasileñas 10×10, el peón que toca la última fila capturando se corona en el acto y sigue; en las damas internacionales sigue como peón. Tablas: aquí los dos juegos usan las mismas tablas que todas las reglas de la aplicación (20 jugadas seguidas de dama, la misma posición tres veces o de mutuo acuerdo). Las reglas de la FMJD para las damas internacionales cuentan de otra forma (25 jugadas de dama, y límites más cortos en algunos finales); la aplicación no las usa.
ten-corner-goal = Toca la casilla oscura de tu esquina izquierda.
ten-crown-continues-goal = En las brasileñas 10×10 el peón se corona en la 2 y sigue volando. Termina la captura en la 16.
ten-international-stays-man-goal = La misma posición en las damas internacionales: el peón pasa por la 2 como peón y termina en la 11.
ten-majority-goal = La ley de la cantidad también rige en el 10×10. Haz la captura obligatoria.
ten-majority-why = Esta come una; 33x22x11 come dos.
ten-majority-why-2 = Hacia atrás se puede, pero solo come una.
ten-flying-king-goal = La dama internacional vuela por la gran diagonal. Come dos piezas.

## stages/s22_attack.rs

attack-title = Ataque y defensa
attack-intro = Una pieza está atacada cuando tu rival podría comerla en su próxima jugada. Para salvarla, apártala, o protégela ocupando la casilla donde caería la pieza que captura. Y si atacas una pieza que no tiene escapatoria, la ganas.
attack-which-goal = Te toca jugar. Si no haces nada, las negras pueden comerte un peón en la próxima jugada. Toca ese peón.
attack-step-away-goal = El peón negro de la { $s15 } ataca tu peón de la { $s19 }. Sálvalo: sácalo del ataque, o llena la casilla de detrás, donde caería el peón negro.
attack-step-away-success = Las dos defensas funcionan: un peón que se aparta ya no está atacado ahí, y un peón con otro justo detrás no se puede saltar por ese lado.
attack-back-up-goal = El peón negro de la { $s15 } ataca tu peón de la { $s19 }, y esta vez huir no sirve. Protégelo: pon un peón en la casilla donde caería el peón negro.
attack-back-up-success = Con la casilla de llegada ocupada, ya no hay captura: tu peón de la { $s19 } está protegido.
attack-no-escape-goal = Ataca el peón negro de la { $s17 } de forma que no tenga adónde ir, y cómelo en tu siguiente jugada.
attack-no-escape-success = Tu peón de la { $s22 } cerró la única salida del peón de la { $s17 }, y ningún peón negro podía llegar a tiempo para protegerlo.
attack-win-a-man-goal = Práctica contra Empresário: encuentra un ataque que las negras no puedan parar y gana un peón en dos jugadas sin perder ninguno.
attack-hold-on-goal = El peón negro de la { $s20 } ataca tu peón de la { $s24 }. Haz dos jugadas sin perder ninguna pieza.

## stages/s23_exchanges.rs

exchanges-title = Cambios
exchanges-intro = En un cambio das piezas y recuperas las mismas: una por una, dos por dos. La cuenta sigue igual, pero la posición cambia. Y cuando tienes una pieza de más, los cambios suelen favorecerte: con menos piezas en el tablero, tu pieza de más pesa más.
trade-one-for-one-goal = Cambia uno por uno: pon un peón donde las negras tengan que comerlo y luego come tú un peón negro.
trade-find-it-goal = Los peones negros están amontonados. Encuentra el cambio de uno por uno.
trade-two-for-two-goal = Cambia dos por dos: ofrece a las negras una captura de dos peones y luego come tú dos.
trade-when-ahead-goal = Tienes cinco peones contra cuatro. Cambia uno por uno: cuatro contra tres es aún mejor para ti.
trade-two-when-ahead-goal = Otra vez cinco contra cuatro. Un cambio de dos por dos deja tres contra dos: encuéntralo.
trade-once-more-goal = Seis contra cinco, y tu peón de la { $s19 } está atacado. En vez de defenderlo, deja libre la casilla { $s18 } para poder recuperar la pieza.

## stages/s24_shot.rs

shot-title = El golpe
shot-intro = Como capturar es obligatorio, puedes entregar una o más piezas a propósito: tu rival tiene que comerlas, y sus piezas acaban donde tú quieres. Luego comes más de lo que diste. Antes de cada jugada, busca golpes: los tuyos y los de tu rival.
shot-one-for-two-goal = Entrega un peón y come dos.
shot-one-for-two-success = El peón negro que comió cayó en la { $s19 }, delante de tu peón de la { $s23 }: tu peón lo saltó y siguió comiendo el de la { $s11 }.
shot-one-for-two-again-goal = Otra vez: entrega un peón y come dos.
shot-one-for-three-goal = Entrega un peón y come tres.
shot-one-for-three-again-goal = Hay varias jugadas, pero un solo golpe. Entrega un peón y come tres.
shot-two-given-goal = A veces hay que entregar dos. Entrega dos peones, uno tras otro, y come tres.
shot-two-given-success = La primera entrega llevó el peón negro a la { $s17 } y la segunda lo llevó hasta la { $s26 }: desde ahí quedó al alcance de tu peón de la { $s30 }.
shot-to-crown-goal = Entrega un peón para abrir camino y luego llega a la última fila capturando: haz dama.

## stages/s25_run.rs

run-title = La carrera a dama
run-intro = Una dama vale mucho más que un peón, y quien llega primero a la última fila suele decidir el final. Cuenta las jugadas que faltan para coronar, elige el camino que tu rival no puede cerrar y, cuando sus peones te cierren el paso, entrega un peón para abrirlo: es la ruptura a dama. Y al revés: cuando un peón contrario se escapa, los peones de tu fila de atrás pueden atraparlo antes de que corone. Cada nivel es una práctica contra Empresário: responda lo que responda, tienes que cumplir la tarea en las jugadas contadas.
run-count-goal = Tu peón de la { $s15 } está a tres jugadas de la última fila. Corónalo en tres jugadas, sin dejar que el peón negro de la { $s8 } lo bloquee o lo coma.
run-path-goal = Cuenta: ¿llega a tiempo el peón negro de la { $s1 }? Haz dama en cuatro jugadas.
run-break-through-goal = Los peones negros te cierran el paso. Entrega un peón para abrirte camino y haz dama en tres jugadas.
run-use-the-time-goal = Tu peón de la { $s16 } está perdido. Aprovecha el tiempo que las negras gastan en comerlo y haz dama en tres jugadas.
run-break-far-goal = El camino es más largo: entrega un peón para abrirlo y haz dama en cuatro jugadas.
run-break-three-goal = Tres peones negros guardan las últimas filas. Haz dama en cuatro jugadas.
run-stop-goal = Ahora al revés: el peón negro de la { $s23 } se escapó y corre a coronar. Atrápalo con los peones de tu fila de atrás: gánalo en dos jugadas sin perder ninguno (solo una jugada lo consigue).
run-stop-again-goal = El peón negro de la { $s21 } está a dos pasos de tu fila de atrás. Gánalo en dos jugadas sin perder ningún peón (solo una jugada lo consigue).

## stages/s26_block.rs

block-title = El bloqueo
block-intro = Quien no puede mover pierde, aunque le queden piezas en el tablero. Cuando a tu rival le quedan pocos peones, quítale las casillas libres: ocupa las casillas adonde irían, no le dejes nada que comer y se quedará sin jugada. A veces hay que entregar un peón para atraer al peón contrario a una casilla donde se le pueda bloquear. La misma idea sirve en un flanco: dos peones tuyos pueden sujetar a tres de los suyos, de modo que cualquier jugada de esos peones pierda uno. Deja quietos tus peones de guardia, gasta tus jugadas en otra parte y, cuando tu rival se quede sin jugadas libres, uno de los peones sujetos tendrá que entregarse.
block-one-goal = A las negras solo les queda el peón de la { $s13 }. Haz una jugada que lo deje sin ninguna jugada.
block-corner-goal = El peón negro de la { $s5 } no tiene ninguna casilla libre, pero puede comer tu peón de la { $s9 }. Ocupa la casilla donde caería.
block-edge-goal = El peón negro de la { $s20 } está en el borde. Quítale su última jugada.
block-in-two-goal = Entrega un peón para atraer al peón negro de la { $s14 } y luego ciérrale la última casilla: en dos jugadas se queda sin jugada.
block-in-two-again-goal = Las negras tienen un solo peón, en la { $s11 }. Atráelo con un peón que le entregues y déjalo sin jugada en dos jugadas.
block-in-two-more-goal = El peón negro de la { $s6 } quiere bajar. Entrega un peón para atraerlo y luego déjalo sin jugada: dos jugadas.
block-wing-which-goal = Los peones negros de la { $s8 }, la { $s11 } y la { $s12 } no pueden moverse sin perder un peón: dos peones tuyos los sujetan. Toca los dos.
block-wing-which-success = Tus peones de la { $s19 } y la { $s20 } sujetan a los tres peones negros. El de la { $s21 } está libre: él hace las jugadas mientras los otros dos sujetan el flanco.
block-wing-goal = Tus peones de la { $s21 } y la { $s22 } sujetan a los peones negros de la { $s9 }, la { $s13 } y la { $s14 }. Déjalos ahí, juega tu peón libre y las negras tendrán que darte un peón: gánalo en tres jugadas sin perder ninguno (solo una primera jugada lo consigue).
block-wing-again-goal = Tus peones de la { $s13 } y la { $s17 } sujetan a los negros de la { $s5 }, la { $s6 } y la { $s9 }. Al de la { $s3 } aún le quedan jugadas: gasta las tuyas con el peón de la { $s32 } y gana un peón en cuatro jugadas sin perder ninguno (solo una primera jugada lo logra).

## stages/s27_endings.rs

endings-title = Finales con damas
endings-intro = Tres damas contra una casi siempre ganan, con tal de que la dama sola no domine la gran diagonal (de la 29 a la 4): ocúpala tú primero. Después cierra los caminos de la dama sola, una diagonal tras otra, con tus tres damas en triángulo (el triángulo de Petrov, que en Brasil llaman «pé de galo»), y remata ofreciendo una dama: capturar es obligatorio, y la dama contraria cae donde otra de tus damas la come. Con una dama contra tres, quédate en la gran diagonal; dos damas no pueden atrapar a una. Aquí juegas hasta el final contra Empresário, que se sabe estos finales de memoria.
endings-offer-goal = Capturar es obligatorio, también para una dama sola. Una jugada obliga a la dama negra a comer una de las tuyas y a quedarse donde otra la come: encuéntrala (solo una jugada gana).
endings-diagonal-first-goal = La dama negra de la 12 quiere la gran diagonal. Ocúpala tú primero (solo una jugada conserva la victoria) y luego gana.
endings-three-kings-goal = Tres damas contra una que está fuera de la gran diagonal. Domina la diagonal, cierra los caminos de la dama negra y cómela.
endings-from-the-back-goal = La posición que publicó Petrov en 1827: tus tres damas en tu fila de atrás (29, 30 y 31) y la negra en la 3. Ponlas en juego sin dejar que la dama negra llegue a la gran diagonal, cierra el triángulo y gana.
endings-catch-two-goal = Dos peones negros corren a coronar. Una jugada de tu dama frena a los dos: encuéntrala (solo una jugada gana) y luego cómelos.
endings-hold-the-diagonal-goal = Una dama contra tres. Quédate en la gran diagonal y asegura las tablas: 20 jugadas seguidas de dama sin captura hacen tablas.
endings-two-cannot-goal = Dos damas no pueden atrapar a una. Esquiva sus trampas (no te pongas nunca donde una captura obligatoria te haga caer en las suyas) y asegura las tablas.
endings-intro-2 = Aquí la dama se mueve casilla a casilla, y el final tiene su propia técnica. Dos damas ganan a una: llévala a una esquina y quítale las casillas. La esquina simple (4 o 29) es una trampa; en la esquina doble (1 y 5, 28 y 32) aguanta mucho más, y a veces consigue tablas antes de que llegues. Un peón de más también gana: corónalo primero. Con piezas iguales, suele decidir quien tiene la oposición («the move», en inglés): el otro se queda sin jugadas buenas y tiene que ceder. Juegas hasta el final contra Empresário, que se sabe estos finales de memoria.
endings-single-corner-goal = Dos damas contra una cerca de la esquina simple. Quítale las casillas y cómela.
endings-out-of-the-double-corner-goal = La dama negra se esconde en la esquina doble. Sácala de ahí con tus dos damas, casilla a casilla, y cómela.
endings-double-corner-holds-goal = Ahora la dama sola es la tuya, en la esquina doble. Ve y vuelve entre sus casillas y asegura las tablas: 20 jugadas seguidas de dama sin captura hacen tablas.
endings-three-short-kings-goal = Tres damas contra una en la esquina doble. Acerca tus damas juntas y come la dama negra.
endings-crown-then-win-goal = Dama y peón contra dama. Protege el peón, corónalo y gana.
endings-king-escorts-goal = Tu dama escolta al peón de la 22 hasta la fila de coronación. Después, con dos damas, gana.
endings-stop-two-goal = Los peones negros de la 13 y la 21 van hacia tu fila de atrás. Una jugada de tu dama frena a los dos: encuéntrala (solo una jugada gana) y luego gana.
endings-the-move-goal = Un peón cada uno. Dos peones en la misma columna, con una fila vacía entre ellos: el que mueve tiene que entrar en la captura. Tener la oposición («the move») es dejarle eso a tu rival. Una sola jugada gana. Si jugaran las negras, serían tablas.
endings-the-move-again-goal = Otra vez un peón cada uno, en otras columnas. Solo una jugada te deja la oposición: encuéntrala y gana. Si jugaran las negras, serían tablas.
endings-intro-3 = En el tablero grande, tres damas rara vez atrapan a una: 20 jugadas seguidas de dama hacen tablas, y la dama sola tiene espacio. Ganan cuando está mal situada y cae en una trampa: una dama ofrecida que tiene que comer, para caer donde otra la come. Una cuarta dama lo cambia todo: cierra el camino que tres dejarían abierto. Con la dama sola, quédate en la gran diagonal (de la 46 a la 5). Juegas hasta el final contra Empresário, que se sabe estos finales de memoria.
endings-ten-offer-goal = La dama negra está en el borde, en la 50. Solo una jugada gana: prepárale la dama que tendrá que comer.
endings-ten-offer-again-goal = Otra vez la dama negra en la 50. Encuentra la única jugada ganadora y remata ofreciendo una dama.
endings-ten-edge-goal = La dama negra está en la 49, en el borde del tablero. Solo una jugada gana: encuéntrala y come la dama.
endings-ten-long-way-goal = Una victoria más larga, y solo una jugada la consigue. Acerca tus damas a la dama negra sin dejarle la gran diagonal.
endings-ten-four-kings-goal = Cuatro damas contra una, fuera de la gran diagonal. Si te faltara cualquiera de tus damas serían tablas; con las cuatro ganas en tres jugadas, defienda como defienda. Solo una jugada gana en tres: encuéntrala.
endings-ten-four-kings-again-goal = La dama negra está en el centro del tablero, en la 34. Cuatro damas la atrapan en tres jugadas, donde tres no bastarían. Solo una jugada gana en tres: encuéntrala.
endings-ten-hold-again-goal = Tu dama está en la 5, al final de la gran diagonal, contra tres. Asegura las tablas.

## stages/s28_capture_law.rs

s28-capture-law-title = Quién elige la captura
s28-capture-law-majority-intro = En tus reglas, quien captura tiene que comer el máximo de piezas. Eso también obliga a tu rival: ofrécele piezas para que la captura mayor, la obligatoria, lleve sus peones adonde tú quieres, aunque una captura menor los hubiera salvado. Antes de cada jugada, cuenta las capturas que tendrá tu rival.
s28-capture-law-free-intro = En tus reglas, quien captura elige la captura: no tiene por qué comer el máximo de piezas. Así que tu rival también elige, y escogerá la que más le convenga. Un golpe solo funciona si pierden todas las capturas que puede elegir: revísalas una por una antes de entregar una pieza.
law-majority-1-goal = Haz que las negras capturen como tú quieres: la ley de la cantidad impone la captura que come más piezas. Come 3 piezas.
law-majority-1-success = Las negras habrían preferido jugar 11x20, que las salvaba, pero la ley de la cantidad las obligó a hacer 12x19x26: más piezas.
law-majority-2-goal = Las blancas querrían una captura pequeña, pero tienen que comer el máximo. Aprovéchalo: come 3 piezas.
law-majority-2-success = Las blancas habrían preferido jugar 16x7, que las salvaba, pero la ley de la cantidad las obligó a hacer 22x15x8: más piezas.
law-majority-3-goal = Ofrece piezas para que la captura mayor, la obligatoria, lleve a las blancas a tu golpe. Come 3 piezas.
law-majority-3-success = Las blancas habrían preferido jugar 27x20, que las salvaba, pero la ley de la cantidad las obligó a hacer 28x19x10: más piezas.
law-majority-4-goal = Después de tu jugada, cuenta las capturas de las negras: ¿cuál impone la ley? Come 3 piezas.
law-majority-4-success = Las negras habrían preferido jugar 14x21, que las salvaba, pero la ley de la cantidad las obligó a hacer 10x19x26: más piezas.
law-majority-5-goal = Otra vez: deja que la ley de la cantidad elija por ti la captura de las negras. Come 3 piezas.
law-majority-5-success = Las negras habrían preferido jugar 10x19, que las salvaba, pero la ley de la cantidad las obligó a hacer 11x18x25: más piezas.
law-majority-6-goal = Una más: la ley decide la captura de las negras. Come 3 piezas.
law-majority-6-success = Las negras habrían preferido jugar 18x27, que las salvaba, pero la ley de la cantidad las obligó a hacer 12x19x26: más piezas.
law-ten-1-goal = Haz que las negras capturen como tú quieres: la ley de la cantidad impone la captura que come más piezas. Come 4 piezas.
law-ten-1-success = Las negras habrían preferido jugar 22x31, que las salvaba, pero la ley de la cantidad las obligó a hacer 18x29x40: más piezas.
law-ten-2-goal = Las blancas querrían una captura pequeña, pero tienen que comer el máximo. Aprovéchalo: come 6 piezas.
law-ten-2-success = Las blancas habrían preferido jugar 32x21, que las salvaba, pero la ley de la cantidad las obligó a hacer 4x22x31: más piezas.
law-ten-3-goal = Ofrece piezas para que la captura mayor, la obligatoria, lleve a las negras a tu golpe. Come 4 piezas.
law-ten-3-success = Las negras habrían preferido jugar 18x27, que las salvaba, pero la ley de la cantidad las obligó a hacer 17x28x37: más piezas.
law-ten-4-goal = Después de tu jugada, cuenta las capturas de las blancas: ¿cuál impone la ley? Come 4 piezas.
law-ten-4-success = Las blancas habrían preferido jugar 27x36, que las salvaba, pero la ley de la cantidad las obligó a hacer 33x24x15: más piezas.
law-ten-5-goal = Otra vez: deja que la ley de la cantidad elija por ti la captura de las negras. Come 4 piezas.
law-ten-5-success = Las negras habrían preferido jugar 17x26, que las salvaba, pero la ley de la cantidad las obligó a hacer 24x35x44x33: más piezas.
law-ten-6-success = Las negras habrían preferido jugar 16x27, que las salvaba, pero la ley de la cantidad las obligó a hacer 22x33x44: más piezas.
capture-law-intro = En las damas italianas la captura obligatoria sigue un orden: la que come más piezas; entre esas, la que come más damas; y entre esas, la que hace una dama. Ese orden también obliga a tu rival: ofrécele piezas para que la captura que le impone lleve sus piezas adonde tú quieres, aunque otra las hubiera salvado.
law-italian-majority-1-goal = Haz que las negras capturen como tú quieres: primero va la captura que come más piezas. Come 4 piezas.
law-italian-majority-1-success = Las negras habrían preferido jugar 9x2, que las salvaba, pero la ley de la cantidad las obligó a hacer 27x20x11: más piezas.
law-italian-majority-2-success = Las blancas habrían preferido jugar 15x6, que las salvaba, pero la ley de la cantidad las obligó a hacer 21x14x7: más piezas.
law-italian-majority-3-goal = Otra vez, la captura mayor es obligatoria. Lleva a las negras a tu golpe: come 3 piezas.
law-italian-order-1-goal = Entre capturas del mismo tamaño decide el desempate italiano (más damas comidas y, después, la captura hecha por una dama). Aprovéchalo: come 3 piezas.
law-italian-order-1-success = Las negras habrían preferido jugar 23x30, que las salvaba, pero el desempate italiano (más damas comidas, o la captura hecha por una dama) las obligó a jugar 31x22.
law-italian-order-2-goal = Dos capturas del mismo tamaño: ¿cuál tienen que hacer las negras? Usa el desempate: come 2 piezas.
law-italian-order-3-goal = Una más: el desempate italiano elige la captura de las negras. Come 2 piezas.
law-italian-order-3-success = Las negras habrían preferido jugar 23x32, que las salvaba, pero el desempate italiano (más damas comidas, o la captura hecha por una dama) las obligó a jugar 31x24.
law-free-english-1-goal = Aquí quien captura elige cómo. Encuentra la jugada tras la cual pierden todas las capturas que pueden hacer las blancas, y come 3 piezas.
law-free-english-1-success = Las blancas podían elegir entre 14x7 y 15x6: todas perdían.
law-free-english-2-goal = Las blancas elegirán la captura que más les convenga. Encuentra un golpe que funcione elijan la que elijan: come 3 piezas.
law-free-english-2-success = Las blancas podían elegir entre 11x18x9 y 11x18x27: todas perdían.
law-free-english-3-goal = Entrega una pieza solo si pierden todas las capturas que pueden elegir las negras. Come 3 piezas.
law-free-english-3-success = Las negras podían elegir entre 15x24 y 16x23: todas perdían.
law-free-english-4-goal = Otra vez las negras eligen cómo capturar. Haz que pierdan elijan lo que elijan, y come 3 piezas.
law-free-english-4-success = Las negras podían elegir entre 17x26 y 18x25: todas perdían.
law-free-english-5-goal = Cuenta cada captura que podrían elegir las blancas y encuentra la jugada que las vence a todas: come 3 piezas.
law-free-english-5-success = Las blancas podían elegir entre 15x8 y 16x7: todas perdían.
law-free-english-6-goal = Una más: elijan la captura que elijan las negras, come 3 piezas.
law-free-russian-1-goal = Aquí quien captura elige cómo. Encuentra la jugada tras la cual pierden todas las capturas que pueden hacer las negras, y come 3 piezas.
law-free-russian-1-success = Las negras podían elegir entre 18x27 y 19x26: todas perdían.
law-free-russian-2-goal = Las negras elegirán la captura que más les convenga. Encuentra un golpe que funcione elijan la que elijan: come 2 piezas.
law-free-russian-2-success = Las negras podían elegir entre 28x10 y 28x6: todas perdían.
law-free-russian-3-goal = Entrega una pieza solo si pierden todas las capturas que pueden elegir las blancas. Come 3 piezas.
law-free-russian-4-goal = Otra vez las blancas eligen cómo capturar. Haz que pierdan elijan lo que elijan, y come 2 piezas.
law-free-russian-4-success = Las blancas podían elegir entre 1x15, 1x19 y 1x24: todas perdían.
law-free-russian-6-goal = Una más: elijan la captura que elijan las blancas, come 3 piezas.
law-free-thai-2-goal = Las blancas elegirán la captura que más les convenga. Encuentra un golpe que funcione elijan la que elijan: come 2 piezas.
law-free-thai-3-goal = Entrega una pieza solo si pierden todas las capturas que pueden elegir las blancas. Come 2 piezas.
law-free-thai-3-success = Las blancas podían elegir entre 3x14 y 3x17: todas perdían.
law-free-thai-4-success = Las blancas podían elegir entre 29x15, 29x11 y 29x8: todas perdían.
law-free-thai-5-goal = Cuenta cada captura que podrían elegir las negras y encuentra la jugada que las vence a todas: come 2 piezas.

## stages/s29_centre.rs

centre-squares-goal = El centro son las cuatro casillas del medio de las dos filas centrales. Toca las cuatro.
centre-squares-success = Un peón en el centro puede ir hacia los dos lados y vigila las casillas de alrededor; en el borde del tablero solo tiene un camino.
centre-safe-goal = Dos jugadas llevan un peón al centro, y una de ellas pierde un peón. Ocupa el centro con apoyo y haz dos jugadas sin perder ninguna pieza.
centre-safe-success = El centro es tuyo, y ningún peón tuyo quedó expuesto a un golpe forzado.
centre-safe-again-goal = Tu peón de la { $s23 } puede llegar al centro por dos caminos, y uno de ellos pierde un peón. Elige el seguro y haz dos jugadas sin perder ninguna pieza.
back-row-guard-goal = El peón negro de la { $s21 } está a dos pasos de coronar, y tu peón de la { $s29 } le cierra el camino. Déjalo en casa: haz tres jugadas sin perder ninguna pieza y sin dejar que las negras coronen.
back-row-guard-again-goal = El peón negro de la { $s23 } se acercó a tu fila de atrás, y es tu peón de la { $s31 } el que lo frena. Haz tres jugadas sin perder ninguna pieza y sin dejar que las negras coronen.
back-row-which-goal = Uno de tus peones no debe moverse, o las negras coronan enseguida. Tócalo.
back-row-which-success = El peón de la { $s32 } es el guardián: mientras siga ahí, el peón negro de la { $s28 } no tiene adónde ir.
back-row-bridge-goal = El puente: con peones en la 30 y la 32, un peón negro solo no puede pasar. El peón negro de la 23 lo intenta: mantén el puente y haz cuatro jugadas sin perder ninguna pieza y sin dejar que las negras coronen.
back-row-bridge-success = Cada casilla junto al puente está cubierta por uno de sus dos peones: el peón negro no tiene por dónde pasar.
back-row-one-king-goal = Práctica contra Empresário: tu dama contra dos peones negros. Con damas voladoras, una dama vale más que dos peones: come los dos y gana. (Con una dama que se mueve casilla a casilla, como en las damas inglesas, esto serían solo tablas.)
back-row-one-king-title = El centro y la fila de atrás
centre-intro = En la apertura, dos cosas cuentan más que todo lo demás: el centro y la fila de atrás. Las casillas del centro dan más caminos a tus peones y cierran los de tu rival: ocúpalas, pero con apoyo, sin dejar un hueco para un golpe forzado. Los peones de tu fila de atrás guardan las casillas de coronación: mientras se queden en casa, un peón contrario que se acerque no llega a dama. No los muevas pronto sin motivo. Con damas voladoras esto pesa aún más: una dama vale más que dos peones. Si le toca jugar, una dama sola contra dos peones casi nunca pierde y gana unas cuatro posiciones de cada diez; una dama que se mueve casilla a casilla, como en las damas inglesas, casi nunca gana.
centre-intro-2 = En la apertura, dos cosas cuentan más que todo lo demás: el centro y la fila de atrás. Las casillas del centro dan más caminos a tus peones y cierran los de tu rival: ocúpalas, pero con apoyo, sin dejar un hueco para un golpe forzado. Los peones de tu fila de atrás guardan las casillas de coronación; en las damas inglesas la guardia más conocida es el puente, dos peones en la 30 y la 32 (para las negras, en la 1 y la 3): un peón contrario solo no consigue pasar. No los muevas pronto sin motivo.

## versions/board_versions.rs

board-intro-2 = Un tablero de 8×8 en el que solo se usan las 32 casillas oscuras. Cada bando empieza con 12 peones en las tres filas más cercanas a él; las dos filas del medio quedan vacías. En las damas inglesas, la primera jugada la hace el bando oscuro (las negras).
board-first-move-dark-goal = Empiezan las negras, y aquí tú llevas las negras (abajo). Haz la primera jugada: avanza un peón de tu fila delantera.
board-first-move-dark-intro = Un tablero de 8×8 en el que solo se usan las 32 casillas oscuras. En las damas tailandesas, cada bando empieza con 8 peones en las dos filas más cercanas a él; las cuatro filas del medio quedan vacías. Las blancas (el bando claro) juegan primero.
board-empty-rows-two-rows-goal = Las cuatro filas del medio empiezan vacías. Toca las cuatro casillas oscuras de la fila vacía más cercana a ti.
board-first-move-two-rows-intro = Un tablero de 10×10 en el que solo se usan las 50 casillas oscuras. Cada bando empieza con 20 peones en las cuatro filas más cercanas a él; las dos filas del medio quedan vacías. Las blancas (el bando claro) juegan primero.
board-empty-rows-ten-goal = Las dos filas del medio empiezan vacías. Toca las cinco casillas oscuras de la fila vacía más cercana a ti.
board-first-move-ten-intro = Ya conoces las reglas; ahora, algunos hábitos de los buenos jugadores: vigila las piezas sueltas, usa la captura obligatoria a tu favor, conserva tu fila de atrás, cambia piezas cuando tengas ventaja y recuerda que hasta una dama sola puede quedar acorralada.

## versions/brazilian.rs

brazilian-title = Damas brasileñas
brazilian-intro = Damas brasileñas: los peones capturan hacia delante y hacia atrás, las damas vuelan, rige la ley de la cantidad (es obligatoria la captura que come más piezas) y el peón que pasa por la última fila durante una captura sigue como peón. Estos niveles se juegan con las reglas brasileñas.

## versions/capture_versions.rs

capture-forward-only-goal = El peón solo captura hacia delante: el peón negro que está detrás del tuyo está a salvo. Haz la única captura.
capture-forward-only-why = El peón no captura hacia atrás.
capture-forward-only-intro = Para capturar, el peón salta por encima de una pieza contraria que tenga al lado en la diagonal y cae en la casilla vacía justo detrás. Con estas reglas el peón solo captura hacia delante; solo la dama captura hacia atrás.
capture-forward-only-intro-2 = Para capturar, el peón salta por encima de una pieza contraria que tenga al lado en la diagonal y cae en la casilla vacía justo detrás. En las damas italianas el peón solo captura hacia delante y nunca come una dama; la dama captura en los dos sentidos.
capture-man-spares-king-why = El peón nunca come una dama.
capture-man-spares-king-intro = Para capturar, el peón salta por encima de una pieza contraria que tenga al lado en la diagonal y cae en la casilla vacía justo detrás. Con estas reglas captura hacia delante y hacia atrás.

## versions/capture_choice_versions.rs

majority-two-forward-goal = Hay dos capturas. Haz la obligatoria.
majority-two-forward-why = Esta come una pieza; la otra come dos.
majority-two-forward-title = Elegir la captura
majority-two-forward-intro = Cuando hay varias capturas posibles, puedes elegir cualquiera, incluso una que coma menos piezas: aquí no hay ley de la cantidad. Capturar sigue siendo obligatorio, y la cadena que elijas sigue hasta el final.
choice-take-one-goal = Hay una captura de dos piezas y otra de una sola. Elige la menor: come solo el peón de la 25, con 30x21.
choice-take-two-goal = La misma posición. Ahora elige la captura mayor: come los dos peones en una sola jugada.
choice-take-two-title = La ley de captura italiana
choice-take-two-intro = Cuando hay varias capturas posibles, es obligatoria la que come más piezas. Entre capturas del mismo tamaño: la que come más damas y, si siguen empatadas, la que hace la dama. Solo cuando todo es igual eliges tú.

## versions/crowning.rs

crowning-title = Coronar en medio de una captura
crowning-intro = El peón que llega a la última fila en medio de una captura se corona en el acto y, si puede, sigue capturando como dama en la misma jugada.
crossing-crowned-goes-on-goal = Tu peón se corona en la casilla { $s2 } y sigue como dama. Come los dos peones y termina en la { $s13 }.
crossing-crowned-goes-on-why = Coronado en la { $s2 }, todavía puede capturar: la jugada no termina ahí.
crossing-crowned-goes-on-success = Terminó en la { $s13 } como dama.
crossing-crowned-goes-on-title = Al coronar, la jugada termina
crossing-crowned-goes-on-intro = El peón que llega a la última fila capturando se corona y la jugada termina ahí, aunque como dama pudiera comer más.
crossing-crowned-stops-success = La nueva dama juega a partir de tu próxima jugada.
crossing-crowned-stops-intro = El peón que toca la última fila en medio de una captura y todavía puede capturar sigue como peón y no se corona. Solo se corona si la jugada termina allí.

## versions/english_customs.rs

english-customs-title = Torneos de damas inglesas
english-customs-intro = Dos costumbres de los torneos de damas inglesas: pieza tocada es pieza movida, y las tres primeras jugadas se sortean de una lista de aperturas. Olvidar una captura no cuesta la pieza (el antiguo «soplo» ya no existe): capturar es obligatorio, y una jugada sin captura simplemente no se permite.

## versions/king.rs

compulsory-king-short-intro = En una cadena, las piezas saltadas salen del tablero solo cuando termina la jugada, y ninguna se puede saltar dos veces.
captured-twice-short-goal = Come dos peones con la dama. No puede volver a pasar por encima del peón de la 18, que ya saltó.
captured-twice-short-why = El peón de la 18 ya fue saltado en esta jugada.
captured-twice-short-title = Cómo se mueve la dama
captured-twice-short-intro = La dama se mueve una casilla en diagonal, hacia delante o hacia atrás, a una casilla vacía. No vuela: una casilla por jugada.
king-short-steps-goal = La dama se mueve casilla a casilla. Llévala a la casilla 18.
king-short-steps-why = La dama no vuela: una casilla por jugada.
king-short-back-goal = A diferencia del peón, la dama puede retroceder. Llévala de la 11 a la 18.
king-short-back-title = La dama captura
king-short-back-intro = La dama captura como el peón, saltando una pieza contraria que tenga al lado y cayendo en la casilla vacía justo detrás, pero en cualquier dirección, hacia delante o hacia atrás. En una cadena puede cambiar de dirección.
king-short-adjacent-goal = La dama solo salta una pieza que tenga al lado. Acércate al peón de la 18 y cómelo.
king-short-adjacent-why = La dama solo salta una pieza que esté justo a su lado.
king-short-chain-goal = Come los dos peones en una sola jugada: hacia atrás y luego otra vez hacia delante.
king-short-chain-why = Desde la 31 la dama puede volver a capturar: la jugada no termina ahí.
draw-twenty-play-count-goal = Ya van 16 jugadas seguidas de dama sin captura. Haz dos jugadas sin perder tu dama: al llegar a 20 jugadas seguidas de dama, la partida es tablas.
draw-hold-repetition-short-goal = Dos damas negras contra la tuya: las negras están mejor, pero aquí solo repiten jugadas. Consigue las tablas por repetición: lleva tu dama a una casilla segura y vuelve; las negras hacen lo mismo. La tercera vez que se dé la misma posición con tu turno, la partida es tablas.
draw-hold-repetition-short-intro = La partida es tablas tras 20 jugadas seguidas hechas solo con damas y sin captura (contando las de los dos bandos), cuando la misma posición se repite tres veces con el turno del mismo jugador, o cuando un jugador ofrece tablas y el otro acepta. En los torneos de damas inglesas se usa una regla más larga: quien cree que su rival no puede ganar reclama tablas al árbitro, y el rival tiene entonces 40 jugadas propias para demostrar que progresa. Aquí usamos la regla más sencilla de las 20 jugadas. En los dos últimos niveles llegas a tablas jugando, con los contadores debajo de la tarea.
draw-hold-repetition-short-intro-2 = Ya conoces las reglas; ahora, algunos hábitos de los buenos jugadores: vigila las piezas sueltas, usa la captura obligatoria a tu favor, conserva tu fila de atrás, domina el centro, cambia piezas cuando tengas ventaja y recuerda que hasta una dama sola puede quedar acorralada.
king-long-ten-goal = Cruza el tablero: lleva la dama a la casilla 5 en una sola jugada.

## versions/notation_versions.rs

notation-coordinates-goal = Muchos jugadores escriben las casillas con coordenadas en lugar de números: columnas de la a a la h y filas del 1 al 8, desde la esquina de abajo a la izquierda (a1). Toca la casilla c3.
notation-full-path-man-goal = Dos capturas del peón van de la 22 a la 6, y cada una come dos piezas: «22x6» no dice cuál. Haz la que está escrita completa: 22x15x6.
notation-full-path-man-success = Cayó en la 15 y la 6 y comió los peones de la 18 y la 10. La otra, 22x13x6, come los peones de la 17 y la 9.
notation-write-path-man-goal = La misma posición. La otra captura de la 22 a la 6 come los peones de la 17 y la 9. Escríbela: toca la casilla donde cae el peón por el camino, entre la 22 y la 6.
notation-write-path-man-success = Se escribe 22x13x6.
notation-coordinates-black-goal = Muchos jugadores escriben las casillas con coordenadas en lugar de números: columnas de la a a la h y filas del 1 al 8, desde la esquina de abajo a la izquierda (a1) del bando que juega primero. Aquí son las negras, abajo. Toca la casilla c3.
notation-coordinates-black-success = c3 es la casilla 11: la jugada 11-15 de las negras también se escribe c3-d4.
notation-coordinates-black-short-king-intro = Las casillas oscuras se numeran del 1 al 32, fila por fila, de izquierda a derecha y empezando por arriba, con las blancas abajo. Una jugada se escribe 22-18; una captura, 22x15. Cuando dos capturas empiezan y terminan en las mismas casillas, se escriben todas las casillas donde cae la pieza: 22x15x6.
notation-move-two-rows-goal = Toca las dos casillas de la jugada 26-22.
notation-coordinates-two-rows-success = c3 es la casilla 22: la jugada 26-22 también se escribe d2-c3.
notation-coordinates-two-rows-intro = Las casillas oscuras se numeran del 1 al 50, fila por fila, de izquierda a derecha y empezando por arriba, con las blancas abajo. Una jugada se escribe 32-28; una captura, 27x18. Cuando dos capturas empiezan y terminan en las mismas casillas, se escriben todas las casillas donde cae la pieza.
notation-move-ten-goal = Toca las dos casillas de la jugada 32-28.

## Damas turcas: el curso básico de quien juega a las turcas, y la etapa
## que las enseña a quien aprende las damas en diagonal.
tr-board-title = El tablero y los peones
tr-board-intro = Las damas turcas usan las 64 casillas del tablero de 8×8, claras y oscuras. Cada bando empieza con 16 peones en su segunda y tercera fila; su fila del fondo empieza vacía. Juegan primero las blancas, y todas las piezas se mueven por filas y columnas, nunca en diagonal.
tr-setup-goal = Llevas las blancas, que empiezan. Avanza una casilla un peón de tu fila delantera.
tr-setup-success = Esa es una primera jugada. Tu fila del fondo, detrás de tus peones, empieza vacía: un peón nunca retrocede para ocuparla.
tr-man-moves-title = Cómo se mueve el peón
tr-man-moves-intro = El peón avanza una casilla cada vez, recto hacia delante o de lado, a la izquierda o a la derecha, siempre a una casilla vacía. Nunca retrocede ni va en diagonal.
tr-man-steps-goal = Toca todas las casillas a las que puede ir el peón de d4.
tr-man-steps-success = Hacia delante a d5, o de lado a c4 o e4: tres opciones, y nunca hacia atrás a d3.
tr-man-walk-goal = Lleva el peón hasta d6, una casilla por jugada.
tr-man-walk-why = El peón nunca retrocede.
tr-man-walk-why-2 = En las damas turcas nada va en diagonal: solo por filas y columnas.
tr-man-walk-why-3 = Si no captura, el peón avanza una sola casilla.
tr-man-sideways-goal = La casilla de delante de tu peón está ocupada. Rodea los peones negros por un lado y llega a e6.
tr-man-sideways-why = La casilla d5 está ocupada, y el peón no puede saltarla: d6, justo detrás, no está vacía.
tr-capture-title = La captura
tr-capture-intro = El peón captura una pieza enemiga pegada a él, delante o a su lado, saltándola hasta la casilla vacía de justo detrás. Nunca captura hacia atrás.
tr-capture-sideways-goal = Captura un peón negro.
tr-capture-sideways-why = El peón de d3 está detrás del tuyo: el peón nunca captura hacia atrás. Cómete el que tiene al lado.
tr-capture-compulsory-goal = Capturar es obligatorio. Encuentra la captura.
tr-capture-compulsory-why = Mientras una de tus piezas pueda capturar, tienes que capturar: el peón de f3 puede comerse f4.
tr-chain-title = Varias piezas en una jugada
tr-chain-intro = Si después de un salto la misma pieza puede volver a saltar, sigue en la misma jugada, hacia delante o de lado, hasta que no quede nada que comer. No se puede parar a mitad de camino.
tr-chain-turns-goal = Cómete los tres peones negros en una sola jugada.
tr-chain-turns-success = Hacia delante, de lado y otra vez hacia delante: el peón puede girar entre un salto y otro, siempre que nunca retroceda.
tr-majority-title = Comer el mayor número
tr-majority-intro = Cuando hay varias capturas, es obligatoria la que come más piezas. Peones y damas cuentan igual. Entre capturas que comen las mismas, eliges tú.
tr-majority-most-goal = Hay dos capturas posibles. Haz la que manda la regla.
tr-majority-most-why = Esa captura come un peón; la de delante come dos. Es obligatoria la captura que come más piezas.
tr-majority-king-counts-one-goal = Una dama negra a un lado, dos peones delante. ¿Qué captura tienes que hacer?
tr-majority-king-counts-one-why = La dama cuenta como una pieza, igual que un peón: los dos peones de delante son más.
tr-promotion-title = La coronación
tr-promotion-intro = El peón que acaba su jugada en la última fila se convierte en dama. Si llega a ella en mitad de una captura, sigue capturando como peón, de lado por la fila, y se corona cuando la captura termina.
tr-crown-goal = Lleva el peón a la última fila y corónalo.
tr-crossing-goal = Cómete todos los peones negros que puedas en una sola jugada.
tr-crossing-success = Tu peón llegó a c8 en mitad de la captura y siguió como peón, casilla a casilla por la fila. Se coronó en g8, donde terminó la captura.
tr-king-moves-title = Cómo se mueve la dama
tr-king-moves-intro = La dama se mueve como la torre del ajedrez: tantas casillas vacías como quiera por una fila o una columna, hacia delante, hacia atrás o de lado. Nunca en diagonal.
tr-king-rook-goal = Lleva la dama hasta h8. Se mueve por filas y columnas.
tr-king-rook-why = h8 está en la misma diagonal que a1, pero la dama nunca va en diagonal: recorre la fila y luego sube por la columna.
tr-king-captures-title = Cómo captura la dama
tr-king-captures-intro = La dama captura a distancia: por su fila o su columna salta una pieza enemiga, con solo casillas vacías entre ambas, y cae en cualquier casilla vacía más allá. En una captura de varias piezas puede girar a la izquierda o a la derecha entre saltos, pero nunca dar media vuelta.
tr-king-far-goal = Captura el peón negro con tu dama y cae en a8, al final de la columna.
tr-king-no-turn-back-goal = Tu dama puede capturar hacia arriba o hacia abajo, pero no las dos cosas en la misma jugada. Captura uno de los peones negros.
tr-king-no-turn-back-why = Después de comerse d6, la dama no puede dar media vuelta y bajar por la columna para comerse d2: en una captura, la dama nunca invierte el sentido.
tr-king-no-turn-back-success = Un peón a cada lado, y solo uno de ellos en esta jugada: la captura nunca da media vuelta.
tr-vanish-goal = Cómete los cinco peones negros en una sola jugada con tu dama.
tr-vanish-success = Al volver a subir por la columna a, tu dama pasó por a4, donde se había comido un peón un momento antes. En las damas turcas la pieza comida sale del tablero en el instante en que se salta, así que nunca estorba al resto de la captura.
tr-winning-title = Cómo se gana
tr-winning-intro = Ganas cuando tu rival se queda sin piezas, o tiene piezas pero ninguna jugada.
tr-win-last-goal = Cómete la última pieza de las negras y gana la partida.
tr-draws-title = Tablas
tr-draws-intro = Cuando a cada bando le queda una sola pieza, la partida es tablas al instante. También hay tablas tras 20 jugadas seguidas sin captura y sin que ningún peón avance (cuentan las jugadas de dama y los pasos de peón de lado), cuando la misma posición se repite tres veces con el mismo jugador al turno, o por acuerdo.
tr-draw-one-each-goal = Las negras tienen dama y peón contra tu dama. Cómete el peón: con una pieza cada uno, la partida es tablas.
tr-draw-one-each-success = Una pieza cada uno: la partida acabó en tablas en el momento en que el peón salió del tablero.
tr-notation-title = Anotar las jugadas
tr-notation-intro = Cada casilla se nombra por su columna, de la a a la h desde la izquierda de las blancas, y su fila, del 1 al 8 desde el lado de las blancas: los nombres están en los bordes del tablero. Una jugada se escribe origen-destino, c3-c4; una captura, con x, y una captura de varias piezas da todas las casillas donde cae la pieza: d4xd6xf6.
tr-notation-move-goal = Juega c3-c4.
tr-notation-full-path-goal = Dos capturas de tres peones llevan tu dama de d7 a f1. Haz la que se escribe d7xd5xf5xf1.
tr-notation-full-path-success = d7xd5xf5xf1: baja a d5, cruza a f5, baja a f1. Escrito solo d7xf1, podría ser cualquiera de las dos.
tr-notation-write-path-goal = La otra captura también va de d7 a f1. Toca las dos casillas donde cae la dama por el camino.
tr-notation-write-path-success = d3 y f3: esa captura se escribe d7xd3xf3xf1.
tr-exchanges-title = Cambios
tr-exchanges-intro = En un cambio das piezas y recuperas las mismas. En este tablero, el peón que pones al lado de un peón enemigo, con una casilla vacía detrás, tiene que ser capturado, y el peón que captura se queda justo detrás, a menudo junto a uno de los tuyos. Con una pieza de más, cambia: con menos piezas en el tablero tu ventaja pesa más, y cuando al rival no le queda ninguna, has ganado.
tr-trade-one-for-one-goal = Tres peones contra uno. Entrega un peón que las negras tengan que comer y cómete el peón negro: la partida es tuya.
tr-trade-one-for-one-success = El peón negro saltó d3 y se quedó en e3, justo al lado de tu peón de f3, que se lo comió.
tr-trade-two-for-two-goal = Cinco peones contra dos. Deja que las negras se coman dos peones tuyos de una vez y luego cómete los dos negros de una vez.
tr-trade-two-again-goal = Otra vez cinco contra dos. Encuentra el cambio de dos por dos que deja a las negras sin nada.
tr-trade-lure-goal = Seis peones contra dos. Entrega dos peones, uno tras otro, para que el peón negro baje hasta donde uno de los tuyos se lo come junto con el de e2.
tr-shot-title = El golpe
tr-shot-intro = Aquí capturar es obligatorio, y también la captura que come más. Así que puedes entregar un peón a propósito: el rival tiene que comerlo, y el peón que captura cae donde tú quieres, en una fila o columna donde tu peón puede saltarlo. Luego tu peón sigue por la fila, gira por una columna cuando puede y come más de lo que diste. Antes de cada jugada, mira dónde caería cada captura: las tuyas y las del rival.
tr-shot-one-for-two-goal = Entrega un peón y cómete dos.
tr-shot-one-for-two-success = El peón negro que se comió el tuyo cayó en d3, en la fila de tu peón de c3: este saltó d3 y luego f3, más adelante en la misma fila.
tr-shot-one-for-two-again-goal = Otra vez: entrega un peón y cómete dos.
tr-shot-one-for-three-goal = Entrega un peón y cómete tres. Tu captura va a doblar una esquina.
tr-shot-one-for-three-success = Dos saltos por la tercera fila, sobre f3 y d3, y un giro hacia arriba por la columna c, sobre c4: tres peones con uno.
tr-shot-one-for-four-goal = Los peones negros están en fila con huecos entre ellos. Entrega un peón y cómete cuatro en una sola captura.
tr-law-title = La ley de la mayoría como arma
tr-law-intro = En las damas turcas quien captura tiene que comer el mayor número de piezas, y eso también obliga a tu rival. Entrega peones para que la captura mayor, la obligatoria, lleve la pieza enemiga a una casilla donde te la comes, aunque una captura menor la habría salvado. Antes de cada jugada, cuenta las capturas que tendrá tu rival.
tr-law-three-for-the-king-goal = Las negras solo tienen una dama. Dale peones para comer, de modo que la ley la mande donde puedes comértela, y gana.
tr-law-three-for-the-king-success = La dama habría preferido h8xh3xh1, dos peones y a salvo en la esquina, pero la ley de la mayoría la obligó a comer tres: h8xh3xd3xb3, y acabó junto a tu peón de a3.
tr-law-round-the-corner-goal = Otra dama sola. Ofrécele una captura larga que acabe junto a uno de tus peones, y gana.
tr-law-round-the-corner-success = a5xf5xf1 habría comido dos y salvado la dama; la ley exigía la captura de tres, a5xg5xg2xe2, y la dama se quedó junto a tu peón de d2.
tr-law-four-for-the-king-goal = Dale a la dama negra cuatro peones para comer, de modo que la ley la deje donde te la comes.
tr-law-four-for-the-king-success = c1xc7xg7xg3 habría comido tres y salvado la dama, pero c1xc7xh7xh4xf4 come cuatro, así que era obligatoria, y la dama acabó junto a tu peón de e4.
tr-law-seven-goal = Cómete siete piezas con una sola captura de tu dama. Las negras capturan primero: haz que la ley elija esa captura por ti.
tr-law-seven-success = A las negras les habría encantado comerse tu dama con f7xd7, pero a3xg3xg1 come dos peones, así que la ley la exigía: tu dama quedó libre para comerse siete.
tr-breakthrough-title = Romper hasta la última fila
tr-breakthrough-intro = Una dama vale mucho más que un peón: se mueve como la torre del ajedrez y captura de lejos. Cuando los peones enemigos cierran el paso a la última fila, entrega uno: el peón que lo come deja su casilla, y tu peón pasa capturando por el hueco. El peón que llega a la última fila en mitad de una captura sigue capturando como peón, y se corona donde termina la captura, en esa fila.
tr-break-through-goal = Dos peones negros vigilan el camino a la última fila. Entrega un peón para abrirlo y haz dama en dos jugadas.
tr-break-through-success = El peón negro que comió en e5 dejó d5 y se quedó en f5, delante de tu peón de f4: tu peón lo saltó, y también el de f7, y se coronó en f8.
tr-break-two-given-goal = Esta vez un peón entregado no basta. Entrega dos, uno tras otro, y haz dama en tres jugadas.
tr-break-two-given-success = El primer peón llevó al negro de b5 a d5, el segundo de d5 a f5: desde allí quedó al alcance de tu peón de f4, que fue capturando hasta f8.
tr-endings-title = Finales
tr-endings-intro = Con cuatro piezas o menos, las tablas de finales saben la verdad de cada posición. Dama y peón ganan a un peón nueve veces de cada diez, y tres damas ganan a una casi siempre. Dos damas contra una ganan menos de una vez de cada cien, solo cuando la dama sola cae en tres jugadas o menos, y dama y peón contra dama son casi siempre tablas. Una pieza cada uno es tablas en el acto: con una pieza de más, no dejes nunca que se llegue a una contra una. Cada nivel se juega contra Empresário, que defiende con las tablas.
tr-endings-king-and-man-goal = Dama y peón contra un peón. Gana: cómete el peón negro o corona el tuyo antes. Si las negras se comen tu peón, una contra una es tablas en el acto.
tr-endings-three-kings-goal = Tres damas contra una. Ciérrale las filas y las columnas y cómetela.
tr-endings-trap-goal = Dos damas contra una suelen ser tablas, pero aquí la dama negra está en el borde. Solo una jugada gana: encuéntrala y luego cómete la dama.
tr-endings-two-cannot-goal = Ahora tu dama está sola contra dos, y no la atrapan si tienes cuidado: no te pares nunca en la fila o la columna de una dama negra con una casilla vacía justo detrás de ti. Asegura las tablas.
tr-endings-hold-king-and-man-goal = Dama y peón contra tu dama: tablas, si tienes cuidado. Cuatro jugadas de tu dama pierden; tenla donde ninguna pieza negra pueda atraparla y asegura las tablas.
turkish-title = Damas turcas
turkish-intro = Las damas de Turquía se juegan en las 64 casillas. El peón avanza o va de lado, la dama se mueve como la torre, nada va en diagonal, y la pieza comida sale del tablero en el instante en que se salta. Rige la ley de la mayoría, y una pieza contra una es tablas al instante. Estos niveles se juegan con reglas turcas.
diagonal-title = Damas en diagonal
diagonal-intro = Todas las demás damas se juegan solo en las 32 casillas oscuras, y las piezas van en diagonal. La pieza comida se queda en el tablero hasta que termina toda la captura, y mientras tanto cierra el paso. Estos niveles se juegan con reglas brasileñas.

## The notation trainer (src/learn/trainer_page.rs)

trainer-title = Entrenador de notación
trainer-open = Practica los nombres de las casillas
trainer-intro = Treinta segundos para encontrar o nombrar todas las casillas que puedas. Tu mejor marca se guarda para cada reglamento, ejercicio y lado.
trainer-rule-set = Reglamento: { $name } (cámbialo arriba de la página)
trainer-drill = Qué practicar
trainer-find = Encontrar la casilla que te diga
trainer-name = Nombrar la casilla marcada
trainer-names = Nombres
trainer-numbers = Números
trainer-letters = Letras y números
trainer-bottom = Lado abajo del tablero
trainer-start = Empezar
trainer-best = Tu mejor marca: { $best }
trainer-find-prompt = Toca la casilla { $square }
trainer-name-prompt = ¿Cómo se llama la casilla marcada?
trainer-answer-label = El nombre de la casilla
trainer-submit = Responder
trainer-right = ¡Bien!
trainer-wrong-find = Esa es la { $given }. La { $asked } es la verde.
trainer-wrong-name = Casi: esa casilla es la { $asked }.
trainer-time-left = Quedan { $seconds } s
trainer-score = Bien: { $right } · Mal: { $wrong }
trainer-result = ¡Se acabó el tiempo! { $right } bien, { $wrong } mal.
trainer-new-best = ¡Nueva mejor marca!
