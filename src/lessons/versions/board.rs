//! The board stage (and the centre tip) for English (the dark side
//! starts), Thai (two rows of men) and the 10×10 rule sets.
use damas_engine::{BoardSize, Color, Variant};

use super::{LevelPick, StageVersion};
use crate::lessons::claim::Claim;
use crate::lessons::{t, Goal, LessonLevel};

const THAI_START: &str = "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8";

/// English: the dark side moves first.
pub(crate) static ENGLISH: StageVersion = StageVersion {
    stage: "board",
    applies: |v| v.rules().first == Color::Black,
    title: None,
    intro: Some(t(
        "Tabuleiro de 8×8, mas só as 32 casas escuras contam. Cada lado começa com 12 pedras nas três fileiras mais perto de si; as duas do meio ficam vazias. Nas damas inglesas quem começa são as pretas (o lado escuro).",
        "An 8×8 board where only the 32 dark squares are used. Each side starts with 12 men on the three rows nearest to it; the two middle rows are empty. In English draughts the dark side (Black) makes the first move.",
    )),
    levels: &[
        LevelPick::Same("board-corner"),
        LevelPick::Same("board-empty-rows"),
        LevelPick::New(LessonLevel {
            id: "board-first-move-dark",
            goal_text: t(
                "As pretas começam, e aqui você joga com elas (embaixo). Faça o primeiro lance: avance uma pedra da sua fileira da frente.",
                "Black starts, and here you play Black (at the bottom). Make the first move: push a man from your front row.",
            ),
            fen: "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            goal: Goal::ReachSquares(&[13, 14, 15, 16]),
            slack: 0,
            solution: &["11-15"],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[Claim::Size(BoardSize::Eight), Claim::MenRows(3), Claim::First(Color::Black)],
    level_claims: &[("board-first-move-dark", &[Claim::First(Color::Black)])],
};

/// Thai: eight men a side on two rows.
pub(crate) static THAI: StageVersion = StageVersion {
    stage: "board",
    applies: |v| v.rules().men_rows == 2,
    title: None,
    intro: Some(t(
        "Tabuleiro de 8×8, mas só as 32 casas escuras contam. Nas damas tailandesas cada lado começa com 8 pedras, nas duas fileiras mais perto de si; as quatro fileiras do meio ficam vazias. As brancas (claras) jogam primeiro.",
        "An 8×8 board where only the 32 dark squares are used. In Thai draughts each side starts with 8 men on the two rows nearest to it; the four middle rows are empty. White (the light side) moves first.",
    )),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "board-corner-two-rows",
            goal_text: t(
                "Toque na casa escura do canto esquerdo mais perto de você.",
                "Tap the dark square in the left-hand corner nearest to you.",
            ),
            fen: THAI_START,
            goal: Goal::PickSquares(&[29]),
            success_text: t(
                "Isso: cada jogador tem uma casa escura no seu canto esquerdo.",
                "Right: each player has a dark square in their left-hand corner.",
            ),
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "board-empty-rows-two-rows",
            goal_text: t(
                "As quatro fileiras do meio começam vazias. Toque nas quatro casas escuras da fileira vazia mais perto de você.",
                "The four middle rows start empty. Tap the four dark squares of the empty row nearest to you.",
            ),
            fen: THAI_START,
            goal: Goal::PickSquares(&[21, 22, 23, 24]),
            highlights: &[9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "board-first-move-two-rows",
            goal_text: t(
                "As brancas começam. Faça o seu primeiro lance: avance uma pedra da fileira da frente.",
                "White starts. Make your first move: push a man from your front row.",
            ),
            fen: THAI_START,
            goal: Goal::ReachSquares(&[21, 22, 23, 24]),
            slack: 0,
            solution: &["26-22"],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[Claim::Size(BoardSize::Eight), Claim::MenRows(2), Claim::First(Color::White)],
    level_claims: &[
        ("board-empty-rows-two-rows", &[Claim::MenRows(2)]),
        ("board-first-move-two-rows", &[Claim::First(Color::White)]),
    ],
};

const TEN_START: &str = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";

/// The 10×10 rule sets: the big board and its set-up.
pub(crate) static TEN: StageVersion = StageVersion {
    stage: "board",
    applies: |v| v.size() == BoardSize::Ten,
    title: None,
    intro: Some(t(
        "Tabuleiro de 10×10, mas só as 50 casas escuras contam. Cada lado começa com 20 pedras nas quatro fileiras mais perto de si; as duas do meio ficam vazias. As brancas (claras) jogam primeiro.",
        "A 10×10 board where only the 50 dark squares are used. Each side starts with 20 men on the four rows nearest to it; the two middle rows are empty. White (the light side) moves first.",
    )),
    levels: &[
        LevelPick::Ten(LessonLevel {
            id: "board-corner-ten",
            goal_text: t(
                "Toque na casa escura do canto esquerdo mais perto de você.",
                "Tap the dark square in the left-hand corner nearest to you.",
            ),
            fen: TEN_START,
            goal: Goal::PickSquares(&[46]),
            success_text: t(
                "Isso: cada jogador tem uma casa escura no seu canto esquerdo.",
                "Right: each player has a dark square in their left-hand corner.",
            ),
            ..LessonLevel::BASE
        }),
        LevelPick::Ten(LessonLevel {
            id: "board-empty-rows-ten",
            goal_text: t(
                "As duas fileiras do meio começam vazias. Toque nas cinco casas escuras da fileira vazia mais perto de você.",
                "The two middle rows start empty. Tap the five dark squares of the empty row nearest to you.",
            ),
            fen: TEN_START,
            goal: Goal::PickSquares(&[26, 27, 28, 29, 30]),
            highlights: &[21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
            ..LessonLevel::BASE
        }),
        LevelPick::Ten(LessonLevel {
            id: "board-first-move-ten",
            goal_text: t(
                "As brancas começam. Faça o seu primeiro lance: avance uma pedra da fileira da frente.",
                "White starts. Make your first move: push a man from your front row.",
            ),
            fen: TEN_START,
            goal: Goal::ReachSquares(&[26, 27, 28, 29, 30]),
            slack: 0,
            solution: &["32-28"],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[Claim::Size(BoardSize::Ten), Claim::MenRows(4), Claim::First(Color::White)],
    level_claims: &[
        ("board-empty-rows-ten", &[Claim::MenRows(4)]),
        ("board-first-move-ten", &[Claim::First(Color::White)]),
    ],
};

/// The 10×10 rule sets: the tips, without the centre question (asked on
/// the 8×8 set-up) and the long diagonal (another diagonal on 10×10).
pub(crate) static TIPS_TEN: StageVersion = StageVersion {
    stage: "tips",
    applies: |v| v.size() == BoardSize::Ten,
    title: None,
    intro: Some(t(
        "Regras sabidas, agora alguns hábitos de quem joga bem: olhe as peças soltas, use a captura obrigatória a seu favor, guarde a última fileira, troque peças quando estiver na frente e lembre que até uma dama sozinha pode ficar presa.",
        "You know the rules; now some habits of good players: watch for loose pieces, use compulsory capture to your advantage, keep your back row, trade pieces when you are ahead, and remember that even a lone king can be cornered.",
    )),
    levels: &[
        LevelPick::Same("tip-no-hanging"),
        LevelPick::Same("tip-forced-sacrifice"),
        LevelPick::Same("tip-back-row"),
        LevelPick::Same("tip-trade-when-ahead"),
        LevelPick::Same("tip-lone-man"),
        LevelPick::Same("tip-trap-lone-king"),
    ],
    claims: &[],
    level_claims: &[],
};

/// Thai: the tips, with the centre shown in Thai's set-up.
pub(crate) static TIPS_THAI: StageVersion = StageVersion {
    stage: "tips",
    applies: |v| v == Variant::Thai,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Same("tip-no-hanging"),
        LevelPick::Same("tip-forced-sacrifice"),
        LevelPick::Same("tip-back-row"),
        LevelPick::New(LessonLevel {
            id: "tip-centre-two-rows",
            goal_text: t(
                "As casas do centro dão mais caminhos às pedras do que as da borda. Toque nas quatro casas centrais.",
                "Centre squares give your men more ways to go than edge squares. Tap the four centre squares.",
            ),
            fen: THAI_START,
            goal: Goal::PickSquares(&[14, 15, 18, 19]),
            ..LessonLevel::BASE
        }),
        LevelPick::Same("tip-long-diagonal"),
        LevelPick::Same("tip-trade-when-ahead"),
        LevelPick::Same("tip-lone-man"),
        LevelPick::Same("tip-trap-lone-king"),
    ],
    claims: &[],
    level_claims: &[],
};
