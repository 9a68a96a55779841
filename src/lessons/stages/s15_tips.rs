//! Stage 15: practical tips from the seeds, as short exercises.
use crate::lessons::{t, Goal, LessonLevel, Replies, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "tips",
    title: t("Dicas práticas", "Practical tips"),
    intro: t(
        "Regras sabidas, agora alguns hábitos de quem joga bem: olhe as peças soltas, use a captura obrigatória a seu favor, guarde a última fileira, ocupe o centro, vigie as diagonais longas, troque peças quando estiver na frente e lembre que até uma dama sozinha pode ficar presa.",
        "You know the rules; now some habits of good players: watch for loose pieces, use compulsory capture to your advantage, keep your back row, hold the centre, watch the long diagonals, trade pieces when you are ahead, and remember that even a lone king can be cornered.",
    ),
    levels: &[
        LessonLevel {
            id: "tip-no-hanging",
            goal_text: t(
                "Antes de mover, veja se o lance deixa uma pedra sua para ser capturada. Faça um lance que não perca peça.",
                "Before moving, check whether the move leaves one of your men to be captured. Make a move that loses nothing.",
            ),
            fen: "W:W21,22,23,24,31:B14,15,16,11",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-forced-sacrifice",
            goal_text: t(
                "Como capturar é obrigatório, entregue uma pedra: as pretas terão de capturar, e você responde levando duas.",
                "Since capturing is compulsory, give up a man: Black will have to take it, and you answer by taking two.",
            ),
            fen: "W:W17,22,25:B9,11,3",
            goal: Goal::CaptureN(2),
            par: 2,
            slack: 0,
            opponent: Replies::Script(&["9x18"]),
            solution: &["17-14", "22x15x8"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-back-row",
            goal_text: t(
                "Pedras na sua última fileira impedem o adversário de fazer dama. Toque nas suas pedras que guardam essa fileira.",
                "Men on your back row stop the opponent from crowning. Tap your men that guard that row.",
            ),
            fen: "W:W18,22,23,26,30,31:B5,6,9,10,11",
            goal: Goal::PickSquares(&[30, 31]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-centre",
            goal_text: t(
                "As casas do centro dão mais caminhos às pedras do que as da borda. Toque nas quatro casas centrais.",
                "Centre squares give your men more ways to go than edge squares. Tap the four centre squares.",
            ),
            fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::PickSquares(&[14, 15, 18, 19]),
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-long-diagonal",
            goal_text: t(
                "A dama preta em 1 vigia a diagonal longa: a sua pedra de 24 já está na mira. Salve-a sem perder nada.",
                "Black's king on 1 watches the long diagonal: your man on 24 is already in its sights. Save it without losing anything.",
            ),
            fen: "W:W21,23,24,26,31:BK1,5",
            goal: Goal::All(&[Goal::PlayMoves(1), Goal::DontLosePiece]),
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-trade-when-ahead",
            goal_text: t(
                "Você tem uma pedra a mais. Force uma troca, uma por uma: com menos peças, a vantagem pesa mais.",
                "You are a man up. Force a one-for-one trade: with fewer pieces on the board, your extra man counts for more.",
            ),
            fen: "W:W19,22,25,30:B11,3,4",
            goal: Goal::CaptureN(1),
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            solution: &["19-15", "22x15"],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-lone-man",
            goal_text: t(
                "A sua pedra de 15 avançou sozinha e vai virar alvo. Jogue dois lances sem perder nenhuma peça.",
                "Your man on 15 has run ahead alone and will become a target. Play two moves without losing a piece.",
            ),
            fen: "W:W15,22,23,26,31:B2,6,7,8",
            goal: Goal::All(&[Goal::PlayMoves(2), Goal::DontLosePiece]),
            par: 2,
            slack: 0,
            opponent: Replies::Engine,
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "tip-trap-lone-king",
            goal_text: t(
                "Uma dama vale muito, mas sozinha contra peças que trabalham juntas pode ficar presa. A dama preta está no canto, em 29. Feche a armadilha: depois do seu lance ela não pode ter lance nenhum.",
                "A king is worth a lot, but alone against pieces working together it can be trapped. Black's king is in the corner, on 29. Close the trap: after your move it must have no move at all.",
            ),
            fen: "W:WK17,21,25:BK29",
            goal: Goal::Win,
            slack: 0,
            opponent: Replies::Engine,
            solution: &["17-22"],
            success_text: t(
                "A pedra de 25 fecha a única saída e a sua dama em 22 cobre a casa atrás dela: a dama preta não anda nem captura. Sem lance, as pretas perdem.",
                "The man on 25 shuts the only way out and your king on 22 covers the square behind it: Black's king can neither move nor capture. With no move, Black loses.",
            ),
            ..LessonLevel::BASE
        },
    ],
};
