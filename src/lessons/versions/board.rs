//! The board stage (and the centre tip) for English (the dark side
//! starts), Thai (two rows of men) and the 10×10 rule sets.
use damas_engine::{BoardSize, Color, Variant};

use super::{Pick, StageVersion};
use crate::lessons::course::Claim;
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
        Pick::Same("board-corner"),
        Pick::Same("board-empty-rows"),
        Pick::New(LessonLevel {
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
        Pick::New(LessonLevel {
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
        Pick::New(LessonLevel {
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
        Pick::New(LessonLevel {
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

/// The 10×10 rule sets: the core course is taught on the 8×8 board.
pub(crate) static TEN: StageVersion = StageVersion {
    stage: "board",
    applies: |v| v.size() == BoardSize::Ten,
    title: None,
    intro: Some(t(
        "O seu jogo usa o tabuleiro de 10×10, mas este curso começa no de 8×8: nele as regras de movimento e captura do seu jogo são as mesmas, e as posições ficam menores. No 8×8 só as 32 casas escuras contam; cada lado começa com 12 pedras nas três fileiras mais perto de si, e as brancas (claras) jogam primeiro. O estágio \"Damas 10×10\", logo depois do curso, mostra o tabuleiro grande: 20 pedras de cada lado e casas de 1 a 50.",
        "Your game uses the 10×10 board, but this course starts on the 8×8 one: there your game's rules for moving and capturing are the same, and the positions are smaller. On 8×8 only the 32 dark squares are used; each side starts with 12 men on the three rows nearest to it, and White (the light side) moves first. The \"10×10 draughts\" stage, right after the course, shows the big board: 20 men a side and squares 1 to 50.",
    )),
    levels: &[Pick::Same("board-corner"), Pick::Same("board-empty-rows"), Pick::Same("board-first-move")],
    claims: &[Claim::Size(BoardSize::Eight), Claim::MenRows(3), Claim::First(Color::White)],
    level_claims: &[],
};

/// Thai: the tips, with the centre shown in Thai's set-up.
pub(crate) static TIPS_THAI: StageVersion = StageVersion {
    stage: "tips",
    applies: |v| v == Variant::Thai,
    title: None,
    intro: None,
    levels: &[
        Pick::Same("tip-no-hanging"),
        Pick::Same("tip-forced-sacrifice"),
        Pick::Same("tip-back-row"),
        Pick::New(LessonLevel {
            id: "tip-centre-two-rows",
            goal_text: t(
                "As casas do centro dão mais caminhos às pedras do que as da borda. Toque nas quatro casas centrais.",
                "Centre squares give your men more ways to go than edge squares. Tap the four centre squares.",
            ),
            fen: THAI_START,
            goal: Goal::PickSquares(&[14, 15, 18, 19]),
            ..LessonLevel::BASE
        }),
        Pick::Same("tip-long-diagonal"),
        Pick::Same("tip-trade-when-ahead"),
        Pick::Same("tip-lone-man"),
        Pick::Same("tip-trap-lone-king"),
    ],
    claims: &[],
    level_claims: &[],
};
