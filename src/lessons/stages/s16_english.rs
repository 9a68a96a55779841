//! Stage 16: English checkers, and how it differs from Brazilian draughts.
use damas_engine::Variant;

use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

const START: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

const ENGLISH: Variant = Variant::English;

pub(super) static STAGE: Stage = Stage {
    id: "english",
    title: t("Damas inglesas (checkers)", "English draughts (checkers)"),
    intro: t(
        "As inglesas mudam várias regras: as escuras começam, a pedra só captura para a frente, a dama anda uma casa por vez, qualquer captura vale (sem lei da maioria) e a pedra que chega à última fileira capturando vira dama e para ali. Nos torneios, peça tocada é peça jogada e os três primeiros lances são sorteados; esquecer uma captura não custa a peça, porque capturar é obrigatório. Pode-se desistir ou combinar o empate.",
        "English rules change several things: the dark side starts, men capture only forwards, kings move one square at a time, any capture may be chosen (no majority law), and a man reaching the last row while capturing is crowned and stops there. In tournaments a touched piece must be moved and the first three moves are drawn by lot; a missed capture does not cost the piece, since capturing is compulsory. A player may resign, or both may agree a draw.",
    ),
    levels: &[
        LessonLevel {
            id: "en-dark-first",
            goal_text: t(
                "Nas inglesas as pretas (escuras) começam. Toque nas pedras pretas que podem fazer o primeiro lance.",
                "In English draughts Black (the dark side) starts. Tap the black men that can make the first move.",
            ),
            variant: ENGLISH,
            fen: "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[9, 10, 11, 12]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-men-forward-only",
            goal_text: t(
                "Aqui a pedra não captura para trás. Faça a única captura.",
                "Here a man does not capture backwards. Make the only capture.",
            ),
            variant: ENGLISH,
            fen: "W:W22:B26,18,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            solution: &["22x15"],
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::MenCaptureForwardOnly,
                why: t("Nas inglesas a pedra captura só para a frente.", "In English draughts a man captures only forwards."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-men-forward-brazilian",
            goal_text: t(
                "Mesma posição nas brasileiras: aqui a pedra captura para trás. Capture a pedra de 26.",
                "Same position in Brazilian draughts: here the man captures backwards. Take the man on 26.",
            ),
            variant: Variant::Brazilian,
            fen: "W:W22:B26,18,1",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[31])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-short-king",
            goal_text: t(
                "A dama inglesa anda uma casa por vez. Leve-a até a casa 18.",
                "The English king moves one square at a time. Take it to square 18.",
            ),
            variant: ENGLISH,
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[18]),
            par: 3,
            solution: &["29-25", "25-22", "22-18"],
            mistakes: &[Mistake {
                text: "29-18",
                kind: IllegalKind::MovesOneSquare,
                why: t("Nas inglesas a dama não voa.", "In English draughts the king does not fly."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-king-captures-back",
            goal_text: t(
                "A dama captura para trás, saltando a peça vizinha. Capture.",
                "A king captures backwards, jumping a neighbouring piece. Capture.",
            ),
            variant: ENGLISH,
            fen: "W:WK22:B26,1",
            goal: Goal::MakeAnyCapture,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-crowning-stops",
            goal_text: t(
                "Capture até a última fileira: a pedra vira dama e o lance termina ali.",
                "Capture onto the last row: the man is crowned and the move ends there.",
            ),
            variant: ENGLISH,
            fen: "W:W11:B7,6",
            goal: Goal::Promote,
            slack: 0,
            mistakes: &[Mistake {
                text: "11x2x9",
                kind: IllegalKind::CrownedMoveEnds,
                why: t("Coroada, a pedra para: o lance acabou.", "Once crowned, the man stops: the move is over."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-free-choice",
            goal_text: t(
                "Sem lei da maioria: capture só a pedra de 25, com 30x21, mesmo havendo captura maior.",
                "No majority law: take only the man on 25, with 30x21, even though a bigger capture exists.",
            ),
            variant: ENGLISH,
            fen: "W:W22,30:B18,10,25",
            goal: Goal::All(&[Goal::MakeAnyCapture, Goal::ReachSquares(&[21])]),
            slack: 0,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-notation",
            goal_text: t(
                "A numeração é a mesma: 1 a 32 a partir do canto de cima. Toque nas casas do lance 11-15.",
                "Numbering is the same: 1 to 32 from the top corner. Tap the squares of the move 11-15.",
            ),
            variant: ENGLISH,
            fen: "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[11, 15]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-touch-move",
            goal_text: t(
                "Peça tocada, peça jogada: num torneio, você tocou a pedra de 9 (destacada) e agora tem de movê-la. Jogue um lance com ela.",
                "Touch-move: in a tournament you touched the man on 9 (highlighted) and now you must move it. Make a move with it.",
            ),
            variant: ENGLISH,
            fen: START,
            goal: Goal::Any(&[Goal::Play("9-13"), Goal::Play("9-14")]),
            slack: 0,
            highlights: &[9],
            solution: &["9-14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "en-ballot",
            goal_text: t(
                "Nos torneios os três primeiros lances são sorteados de uma lista de aberturas. Saiu esta: 11-15, 23-19, 8-11. Os dois primeiros já foram jogados; jogue o terceiro.",
                "In tournaments the first three moves are drawn by lot from a list of openings. This one came up: 11-15, 23-19, 8-11. The first two have been played; play the third.",
            ),
            variant: ENGLISH,
            fen: "B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15",
            goal: Goal::Play("8-11"),
            slack: 0,
            arrows: &[(11, 15), (23, 19)],
            solution: &["8-11"],
            success_text: t(
                "Depois do sorteio a partida segue livre. O app sorteia uma destas aberturas se você quiser, ao começar uma partida de inglesas.",
                "After the ballot the game goes on freely. The app can draw one of these openings for you when you start an English game.",
            ),
            ..LessonLevel::BASE
        },
    ],
};
