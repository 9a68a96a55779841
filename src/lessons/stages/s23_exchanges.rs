//! "Play better", stage 2: exchanges, one for one and two for two, and
//! trading when you are ahead.
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "exchanges",
    title: t("Trocas", "Exchanges"),
    intro: t(
        "Na troca você entrega peças e captura a mesma quantidade de volta: uma por uma, duas por duas. A contagem não muda, mas a posição sim. E quem tem peça a mais costuma ganhar com as trocas: com menos peças no tabuleiro, a vantagem pesa mais.",
        "In an exchange you give pieces and take as many back: one for one, two for two. The count stays the same, but the position changes. And when you are a piece up, trades usually help you: with fewer pieces on the board, your extra piece counts for more.",
    ),
    levels: &[
        LessonLevel {
            id: "trade-one-for-one",
            goal_text: t(
                "Troque uma por uma: ponha uma pedra onde as pretas são obrigadas a capturá-la, e capture uma pedra preta de volta.",
                "Trade one for one: put a man where Black has to take it, then take a black man back.",
            ),
            fen: "W:W9,18,26,30,32:B10,11,17,20,24",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["17x26"]),
            solution: &["26-22", "30x23"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-find-it",
            goal_text: t(
                "As pedras pretas estão amontoadas. Encontre a troca de uma por uma.",
                "Black's men are bunched together. Find the one-for-one trade.",
            ),
            fen: "W:W18,21,24,25,26:B5,6,7,8,10,12",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x17"]),
            solution: &["18-14", "21x14"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-two-for-two",
            goal_text: t(
                "Troque duas por duas: dê às pretas uma captura de duas pedras e capture duas de volta.",
                "Trade two for two: give Black a capture of two men, then take two back.",
            ),
            fen: "W:W16,23,24,27,31:B2,6,8,12,17",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["12x26"]),
            solution: &["24-20", "31x13"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-when-ahead",
            goal_text: t(
                "Você tem cinco pedras contra quatro. Troque uma por uma: quatro contra três é ainda melhor para você.",
                "You have five men against four. Trade one for one: four against three is even better for you.",
            ),
            fen: "W:W17,19,27,29,32:B4,7,18,20",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["18x27"]),
            solution: &["27-23", "32x23"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-two-when-ahead",
            goal_text: t(
                "Cinco contra quatro outra vez. Uma troca de duas por duas deixa três contra duas: encontre-a.",
                "Five against four again. A two-for-two trade leaves three against two: find it.",
            ),
            fen: "W:W19,23,27,28,31:B3,6,10,17",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["10x26"]),
            solution: &["19-15", "31x13"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "trade-once-more",
            goal_text: t(
                "Seis contra cinco, e a sua pedra de 19 está atacada. Em vez de defendê-la, libere a casa de 18 para capturar de volta.",
                "Six against five, and your man on 19 is attacked. Instead of defending it, free the square 18 so that you can take back.",
            ),
            fen: "W:W15,18,19,27,30,32:B5,12,16,20,21",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["16x23"]),
            solution: &["18-14", "27x18"],
            ..LessonLevel::BASE
        },
    ],
};
