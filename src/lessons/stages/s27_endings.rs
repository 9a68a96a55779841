//! "Play better", stage 6: endings with kings, one version per family of
//! rule sets (flying kings on 8×8, short kings, the 10×10 board). Every
//! level is a practice: played out against Empresário with the endgame
//! tables, which prove its claim (a win, or a draw held) in every rule set
//! of its family; the tests check that too.
use damas_engine::{BoardSize, KingRange, Variant};

use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

/// A practice level: Empresário replies; the learner's moves are free
/// within the level's moves (the draw rules end a win let slip).
const PRACTICE: LessonLevel = LessonLevel { opponent: Replies::Practice, ..LessonLevel::BASE };

/// The version for 8×8 rule sets with flying kings (Brazilian, Russian,
/// Spanish, Thai): the one in the course as written.
pub(super) static STAGE: Stage = Stage {
    id: "endings",
    title: t("Finais de damas", "Endings with kings"),
    intro: t(
        "Três damas contra uma ganham quase sempre, desde que a dama sozinha não domine a grande diagonal (de 29 a 4): tome-a primeiro. Depois feche os caminhos da dama adversária, uma diagonal de cada vez, com as três damas em triângulo (o triângulo de Petrov, o “pé de galo”), e termine com uma dama oferecida: capturar é obrigatório, e ela cai onde outra dama sua a captura. Com uma dama só contra três, fique na grande diagonal; duas damas não pegam uma. Aqui você joga até o fim contra o Empresário, que conhece estes finais de cor.",
        "Three kings against one almost always win, as long as the lone king does not hold the long diagonal (29 to 4): take it first. Then close the lone king's roads one diagonal at a time, your three kings in a triangle (Petrov's triangle, known in Brazil as the “pé de galo”), and finish with a king offered: capturing is compulsory, and it lands where another of your kings takes it. With one king against three, stay on the long diagonal; two kings cannot catch one. Here you play to the end against Empresário, who knows these endings by heart.",
    ),
    levels: &[
        LessonLevel {
            id: "endings-offer",
            goal_text: t(
                "Capturar é obrigatório, também para uma dama sozinha. Um lance obriga a dama preta a capturar uma das suas e parar onde outra a captura: ache-o (só um lance ganha).",
                "Capturing is compulsory, for a lone king too. One move forces Black's king to take one of yours and stop where another takes it: find it (only one move wins).",
            ),
            fen: "W:WK1,K7,K10:BK3",
            goal: Goal::Win,
            par: 2,
            slack: 0,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-diagonal-first",
            goal_text: t(
                "A dama preta de 12 quer a grande diagonal. Ocupe-a antes dela (só um lance mantém a vitória) e depois ganhe.",
                "Black's king on 12 wants the long diagonal. Take it first (only one move keeps the win), then win.",
            ),
            fen: "W:WK1,K14,K26:BK12",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-three-kings",
            goal_text: t(
                "Três damas contra uma, que não está na grande diagonal. Domine a diagonal, feche os caminhos da dama preta e capture-a.",
                "Three kings against one that is off the long diagonal. Hold the diagonal, close the black king's roads and take it.",
            ),
            fen: "W:WK25,K26,K27:BK3",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-from-the-back",
            goal_text: t(
                "A posição que Petrov publicou em 1827: as suas três damas na primeira fileira (29, 30 e 31), a preta em 3. Leve-as ao jogo sem deixar a dama preta alcançar a grande diagonal, feche o triângulo e ganhe.",
                "The position Petrov published in 1827: your three kings on your back row (29, 30 and 31), Black's on 3. Bring them into play without letting the black king reach the long diagonal, close the triangle and win.",
            ),
            fen: "W:WK29,K30,K31:BK3",
            goal: Goal::Win,
            par: 11,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-catch-two",
            goal_text: t(
                "Duas pedras pretas correm para a coroação. Um lance da sua dama segura as duas: ache-o (só um lance ganha) e capture-as.",
                "Two black men are running to crown. One move of your king stops both: find it (only one move wins), then take them.",
            ),
            fen: "W:WK1:B17,21",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-hold-the-diagonal",
            goal_text: t(
                "Uma dama contra três. Fique na grande diagonal e segure o empate: 20 lances seguidos só de damas, sem captura, empatam.",
                "One king against three. Stay on the long diagonal and hold the draw: 20 king moves in a row without a capture draw the game.",
            ),
            fen: "W:WK29:BK1,K2,K3",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-two-cannot",
            goal_text: t(
                "Duas damas não pegam uma. Fuja das armadilhas (não fique onde tenha de capturar para cair numa captura) e segure o empate.",
                "Two kings cannot catch one. Keep clear of their traps (never stand where a capture you must make drops you into theirs) and hold the draw.",
            ),
            fen: "W:WK22:BK1,K2",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
    ],
};

/// The version for short kings (English, Italian).
pub(super) static SHORT: Stage = Stage {
    id: "endings",
    title: t("Finais de damas", "Endings with kings"),
    intro: t(
        "Aqui a dama anda uma casa por vez, e o final tem outra técnica. Duas damas ganham de uma: empurre-a para um canto e feche as casas dela. O canto simples (4 ou 29) é uma armadilha; no canto duplo (1 e 5, 28 e 32) ela resiste muito mais, e às vezes segura o empate antes que você chegue. Uma pedra a mais também ganha: faça dama primeiro. Com peças iguais, quem tem a oposição (“the move”) costuma decidir: o outro fica sem lance bom e tem de ceder. Você joga até o fim contra o Empresário, que conhece estes finais de cor.",
        "Here a king moves one square at a time, and the ending has its own technique. Two kings beat one: drive it to a corner and take its squares. The single corner (4 or 29) is a trap; in the double corner (1 and 5, 28 and 32) it lasts much longer, and sometimes holds the draw before you get there. A man more wins too: crown it first. With equal pieces, the side with the opposition (“the move”) often decides it: the other runs out of good moves and has to give way. You play to the end against Empresário, who knows these endings by heart.",
    ),
    levels: &[
        LessonLevel {
            id: "endings-single-corner",
            goal_text: t(
                "Duas damas contra uma, perto do canto simples. Feche as casas dela e capture-a.",
                "Two kings against one near the single corner. Take its squares and capture it.",
            ),
            fen: "W:WK22,K23:BK4",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-out-of-the-double-corner",
            goal_text: t(
                "A dama preta se esconde no canto duplo. Tire-a de lá com as suas duas damas, casa por casa, e capture-a.",
                "Black's king hides in the double corner. Drive it out with your two kings, square by square, and take it.",
            ),
            fen: "W:WK19,K23:BK28",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-double-corner-holds",
            goal_text: t(
                "Agora você tem a dama sozinha, no canto duplo. Vá e volte entre as suas casas e segure o empate: 20 lances seguidos só de damas, sem captura, empatam.",
                "Now you have the lone king, in the double corner. Go to and fro between its squares and hold the draw: 20 king moves in a row without a capture draw the game.",
            ),
            fen: "B:WK27,K28:BK1",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-three-short-kings",
            goal_text: t(
                "Três damas contra uma no canto duplo. Aproxime as damas juntas e capture a dama preta.",
                "Three kings against one in the double corner. Bring your kings up together and take the black king.",
            ),
            fen: "W:WK26,K27,K28:BK1",
            goal: Goal::Win,
            par: 13,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-crown-then-win",
            goal_text: t(
                "Uma dama e uma pedra contra uma dama. Proteja a pedra, faça dama com ela e ganhe.",
                "A king and a man against a king. Guard the man, crown it, and win.",
            ),
            fen: "W:WK18,23:BK4",
            goal: Goal::Win,
            par: 8,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-king-escorts",
            goal_text: t(
                "Sua dama acompanha a pedra de 22 até a coroação. Depois, com duas damas, ganhe.",
                "Your king escorts the man on 22 to the crowning row. Then, with two kings, win.",
            ),
            fen: "W:WK14,22:BK3",
            goal: Goal::Win,
            par: 6,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-stop-two",
            goal_text: t(
                "As pedras pretas de 13 e 21 descem para a sua primeira fileira. Um lance da sua dama segura as duas: ache-o (só um lance ganha) e ganhe.",
                "Black's men on 13 and 21 are heading for your back row. One move of your king stops both: find it (only one move wins), then win.",
            ),
            fen: "W:WK18:B13,21",
            goal: Goal::Win,
            par: 7,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-the-move",
            goal_text: t(
                "Uma pedra contra uma. Se duas pedras ficam na mesma coluna, com uma fileira vazia entre elas, quem joga avança para a captura: ter a oposição (“the move”) é fazer isso acontecer na vez do adversário. Só um lance ganha: ache-o. Com as pretas a jogar, seria empate.",
                "One man each. When two men stand in one column with an empty row between them, the one to move steps into capture: having the opposition (“the move”) means making that happen on your opponent's turn. Only one move wins: find it. With Black to move, this would be a draw.",
            ),
            fen: "W:W32:B3",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-the-move-again",
            goal_text: t(
                "De novo uma pedra contra uma, em outras colunas. Só um lance guarda a oposição para você: ache-o e ganhe. Com as pretas a jogar, seria empate.",
                "One man each again, in other columns. Only one move keeps the opposition for you: find it and win. With Black to move, it would be a draw.",
            ),
            fen: "W:W30:B4",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
    ],
};

/// The version for the 10×10 board (International, Damas 10×10).
pub(super) static TEN: Stage = Stage {
    id: "endings",
    title: t("Finais de damas", "Endings with kings"),
    intro: t(
        "No tabuleiro grande, três damas raramente pegam uma: com 20 lances seguidos só de damas o jogo empata, e a dama sozinha tem espaço. Elas ganham quando a dama sozinha está mal colocada e cai numa armadilha: uma dama oferecida que ela é obrigada a capturar, caindo onde outra a captura. Uma quarta dama muda tudo: ela fecha o caminho que três deixariam aberto. Com a dama sozinha, fique na grande diagonal (de 46 a 5). Você joga até o fim contra o Empresário, que conhece estes finais de cor.",
        "On the big board three kings rarely catch one: 20 king moves in a row draw the game, and the lone king has room. They win when it stands badly and walks into a trap: a king offered that it must capture, landing where another takes it. A fourth king changes everything: it closes the road three would leave open. With the lone king, stay on the long diagonal (46 to 5). You play to the end against Empresário, who knows these endings by heart.",
    ),
    levels: &[
        LessonLevel {
            id: "endings-ten-offer",
            goal_text: t(
                "A dama preta está na beira, em 50. Só um lance ganha: prepare a dama oferecida que ela terá de capturar.",
                "Black's king is on the edge, on 50. Only one move wins: set up the king it will have to take.",
            ),
            fen: "W:WK1,K3,K23:BK50",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-offer-again",
            goal_text: t(
                "De novo a dama preta em 50. Encontre o único lance que ganha e termine com uma dama oferecida.",
                "Black's king on 50 again. Find the only winning move and finish with a king offered.",
            ),
            fen: "W:WK1,K3,K7:BK50",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-edge",
            goal_text: t(
                "A dama preta está em 49, na beira do tabuleiro. Só um lance ganha: ache-o e capture a dama.",
                "Black's king is on 49, on the edge of the board. Only one move wins: find it and take the king.",
            ),
            fen: "W:WK1,K2,K7:BK49",
            goal: Goal::Win,
            par: 4,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-long-way",
            goal_text: t(
                "Uma vitória mais longa: só um lance ganha. Leve as damas para perto da dama preta sem dar a ela a grande diagonal.",
                "A longer win, and only one move wins it. Bring your kings close to the black king without giving it the long diagonal.",
            ),
            fen: "W:WK1,K2,K29:BK49",
            goal: Goal::Win,
            par: 6,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-four-kings",
            goal_text: t(
                "Quatro damas contra uma, fora da grande diagonal. Sem qualquer uma das suas damas seria empate; com as quatro você ganha em três lances, seja qual for a defesa. Só um lance ganha em três: ache-o.",
                "Four kings against one, off the long diagonal. Without any one of your kings it would be a draw; with all four you win in three moves, whatever the defence. Only one move wins in three: find it.",
            ),
            fen: "W:WK7,K27,K35,K42:BK50",
            goal: Goal::Win,
            par: 3,
            slack: 0,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-four-kings-again",
            goal_text: t(
                "A dama preta está no meio do tabuleiro, em 34. Quatro damas a pegam em três lances, onde três não bastariam. Só um lance ganha em três: ache-o.",
                "Black's king is in the middle of the board, on 34. Four kings catch it in three moves, where three would not be enough. Only one move wins in three: find it.",
            ),
            fen: "W:WK10,K19,K33,K47:BK34",
            goal: Goal::Win,
            par: 3,
            slack: 0,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-catch-two",
            goal_text: t(
                "Duas pedras pretas correm para a coroação. Um lance da sua dama segura as duas: ache-o (só um lance ganha) e capture-as.",
                "Two black men are running to crown. One move of your king stops both: find it (only one move wins), then take them.",
            ),
            fen: "W:WK1:B31,36",
            goal: Goal::Win,
            par: 3,
            slack: 6,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-hold",
            goal_text: t(
                "Uma dama contra três. Fique na grande diagonal e segure o empate: 20 lances seguidos só de damas, sem captura, empatam.",
                "One king against three. Stay on the long diagonal and hold the draw: 20 king moves in a row without a capture draw the game.",
            ),
            fen: "W:WK46:BK1,K2,K3",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
        LessonLevel {
            id: "endings-ten-hold-again",
            goal_text: t(
                "A sua dama está em 5, na ponta da grande diagonal, contra três. Segure o empate.",
                "Your king is on 5, at the end of the long diagonal, against three. Hold the draw.",
            ),
            fen: "W:WK5:BK44,K45,K50",
            goal: Goal::Draw,
            par: 10,
            slack: 20,
            ..PRACTICE
        },
    ],
};

/// The stage's version for a rule set: by its kings' range and its board.
pub fn for_variant(variant: Variant) -> &'static Stage {
    let rules = variant.rules();
    if rules.size == BoardSize::Ten {
        &TEN
    } else if rules.king == KingRange::Short {
        &SHORT
    } else {
        &STAGE
    }
}
