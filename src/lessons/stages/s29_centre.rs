//! "Play better", stage 6: the centre and the back row, the principles of
//! the opening: take the centre with support (a centre move that leaves a
//! hole loses a man), and keep the back-row men that guard the crowning
//! squares at home (for short kings, the bridge of checkers). One version
//! for short kings (English, Italian), one for the others (on 10×10
//! placed by `ten.rs`). The tests prove every claim: the centre squares are
//! the middle of the two middle rows, the safe centre move is the only
//! one that loses nothing by force, the back-row man holds and its move
//! lets Black crown; with flying kings one king beats two men (the
//! tables: `practice.rs`).
use damas_engine::{KingRange, Variant};

use crate::lessons::{t, Bilingual, Goal, LessonLevel, Replies, Stage};

/// The 8×8 centre: the middle four squares of the two middle rows (on the
/// 10×10 board the level is placed so that they are its centre too).
const CENTRE: &[u8] = &[14, 15, 18, 19];

/// Take the centre, keep every man for two moves.
const SAFE_CENTRE: Goal = Goal::All(&[Goal::ReachSquares(CENTRE), Goal::PlayMoves(2), Goal::DontLosePiece]);

/// Hold for three moves: no piece lost, no enemy king.
const HOLD_THREE: Goal = Goal::All(&[Goal::PlayMoves(3), Goal::DontLosePiece, Goal::StopCrowning]);

const CENTRE_SQUARES: LessonLevel = LessonLevel {
        id: "centre-squares",
        goal_text: t(
            "O centro são as quatro casas do meio das duas fileiras do meio. Toque nas quatro.",
            "The centre is the middle four squares of the two middle rows. Tap all four.",
        ),
        fen: "W:W22,23,26,27:B6,7,10,11",
        goal: Goal::PickSquares(CENTRE),
        success_text: t(
            "Uma pedra no centro pode seguir para os dois lados e vigia as casas em volta; na beira do tabuleiro ela só tem um caminho.",
            "A man in the centre can go either way and watches the squares around it; on the edge of the board it has only one road.",
        ),
        ..LessonLevel::BASE
    };

const CENTRE_SAFE: LessonLevel = LessonLevel {
        id: "centre-safe",
        goal_text: t(
            "Dois lances levam uma pedra ao centro, e um deles perde uma pedra. Ocupe o centro com apoio e jogue dois lances sem perder nenhuma peça.",
            "Two moves put a man in the centre, and one of them loses a man. Take the centre with support, and play two moves without losing a piece.",
        ),
        fen: "W:W19,21,22,24,28,30,31,32:B1,2,6,7,9,11,12,13",
        goal: SAFE_CENTRE,
        par: 2,
        slack: 0,
        opponent: Replies::Engine,
        success_text: t(
            "O centro é seu, e nenhuma pedra sua ficou ao alcance de um lance forçado.",
            "The centre is yours, and no man of yours was left open to a forced shot.",
        ),
        ..LessonLevel::BASE
    };

const CENTRE_SAFE_AGAIN: LessonLevel = LessonLevel {
        id: "centre-safe-again",
        goal_text: t(
            "A sua pedra de 23 chega ao centro por dois caminhos, e um deles perde uma pedra. Escolha o seguro e jogue dois lances sem perder nenhuma peça.",
            "Your man on 23 can reach the centre two ways, and one of them loses a man. Choose the safe one, and play two moves without losing a piece.",
        ),
        fen: "W:W20,23,25,26,28,29,31,32:B2,4,5,6,8,9,12,14",
        goal: SAFE_CENTRE,
        par: 2,
        slack: 0,
        opponent: Replies::Engine,
        ..LessonLevel::BASE
    };

const BACK_ROW_GUARD: LessonLevel = LessonLevel {
        id: "back-row-guard",
        goal_text: t(
            "A pedra preta de 21 está a dois passos da coroação, e a sua pedra de 29 guarda o caminho. Deixe-a em casa: jogue três lances sem perder peças e sem deixar as pretas fazerem dama.",
            "Black's man on 21 is two steps from crowning, and your man on 29 guards the way. Leave it at home: play three moves without losing a piece or letting Black crown.",
        ),
        fen: "W:W18,19,29:B8,21",
        goal: HOLD_THREE,
        par: 3,
        slack: 0,
        opponent: Replies::Engine,
        ..LessonLevel::BASE
    };

const BACK_ROW_GUARD_AGAIN: LessonLevel = LessonLevel {
        id: "back-row-guard-again",
        goal_text: t(
            "A pedra preta de 23 chegou perto da sua última fileira, e é a sua pedra de 31 que a segura. Jogue três lances sem perder peças e sem deixar as pretas fazerem dama.",
            "Black's man on 23 has come close to your back row, and it is your man on 31 that holds it. Play three moves without losing a piece or letting Black crown.",
        ),
        fen: "W:W17,21,31:B6,23",
        goal: HOLD_THREE,
        par: 3,
        slack: 0,
        opponent: Replies::Engine,
        ..LessonLevel::BASE
    };

const BACK_ROW_WHICH: LessonLevel = LessonLevel {
    id: "back-row-which",
    goal_text: t(
        "Uma das suas pedras não pode sair do lugar, ou as pretas fazem dama na hora. Toque nela.",
        "One of your men must not move, or Black crowns at once. Tap it.",
    ),
    fen: "W:W13,20,26,32:B3,28",
    goal: Goal::PickSquares(&[32]),
    success_text: t(
        "A pedra de 32 é a guarda: enquanto ela estiver lá, a pedra preta de 28 não tem para onde ir.",
        "The man on 32 is the guard: while it stays, Black's man on 28 has nowhere to go.",
    ),
    ..LessonLevel::BASE
};

/// Hold for four moves: no piece lost, no enemy king.
const HOLD_FOUR: Goal = Goal::All(&[Goal::PlayMoves(4), Goal::DontLosePiece, Goal::StopCrowning]);

const BACK_ROW_BRIDGE: LessonLevel = LessonLevel {
    id: "back-row-bridge",
    goal_text: t(
        "A ponte: com pedras em 30 e 32, uma pedra preta sozinha não passa. A pedra preta de 23 tenta: mantenha a ponte e jogue quatro lances sem perder peças e sem deixar as pretas fazerem dama.",
        "The bridge: with men on 30 and 32, a lone black man cannot get through. Black's man on 23 tries: keep the bridge, and play four moves without losing a piece or letting Black crown.",
    ),
    fen: "W:W9,22,30,32:B2,3,23",
    goal: HOLD_FOUR,
    par: 4,
    slack: 0,
    opponent: Replies::Engine,
    success_text: t(
        "Qualquer casa ao lado da ponte é capturada por uma das duas pedras: a pedra preta não tem por onde passar.",
        "Every square beside the bridge is covered by one of its two men: the black man has no way through.",
    ),
    ..LessonLevel::BASE
};

/// Why the back row matters more with flying kings: one king beats two
/// men (a practice the tables prove; with short kings the same position
/// is a draw).
const BACK_ROW_ONE_KING: LessonLevel = LessonLevel {
    id: "back-row-one-king",
    goal_text: t(
        "Treino contra o Empresário: a sua dama contra duas pedras pretas. Com damas que voam, uma dama vale mais que duas pedras: capture as duas e ganhe. (Com uma dama que anda uma casa por vez, como nas damas inglesas, isto seria só empate.)",
        "A practice against Empresário: your king against two black men. With flying kings a king is worth more than two men: take both and win. (With a king that moves one square at a time, as in checkers, this would only be a draw.)",
    ),
    fen: "W:WK12:B14,15",
    goal: Goal::Win,
    par: 5,
    slack: 6,
    opponent: Replies::Practice,
    ..LessonLevel::BASE
};

const TITLE: Bilingual = t("O centro e a última fileira", "The centre and the back row");

/// The version for flying kings, 8×8 and 10×10.
pub(super) static STAGE: Stage = Stage {
    id: "centre",
    title: TITLE,
    intro: t(
        "Na abertura, duas coisas contam mais que as outras: o centro e a última fileira. As casas do centro dão às suas pedras mais caminhos e fecham os do adversário: ocupe-as, mas com apoio, sem deixar um buraco por onde entre um lance forçado. As pedras da sua primeira fileira guardam as casas de coroação: enquanto ficarem em casa, uma pedra adversária que chegue perto não vira dama. Não as tire de lá cedo sem motivo. Com damas que voam, isso pesa ainda mais: uma dama vale mais que duas pedras. Com a vez, uma dama sozinha contra duas pedras quase nunca perde e ganha cerca de quatro posições em dez; uma dama que anda casa por casa, como nas damas inglesas, quase nunca ganha.",
        "In the opening, two things count more than the rest: the centre and the back row. The centre squares give your men more roads and close your opponent's: take them, but with support, without leaving a hole for a forced shot. The men on your back row guard the crowning squares: while they stay home, an enemy man that gets close does not become a king. Don't move them early without a reason. With flying kings this weighs even more: a king is worth more than two men. With the move, a lone king against two men almost never loses and wins about four positions in ten; a king that moves one square at a time, as in checkers, almost never wins.",
    ),
    levels: &[
        CENTRE_SQUARES,
        CENTRE_SAFE,
        CENTRE_SAFE_AGAIN,
        BACK_ROW_GUARD,
        BACK_ROW_GUARD_AGAIN,
        BACK_ROW_WHICH,
        BACK_ROW_ONE_KING,
    ],
};

/// The version for short kings (English, Italian): the bridge of checkers.
pub(super) static SHORT: Stage = Stage {
    id: "centre",
    title: TITLE,
    intro: t(
        "Na abertura, duas coisas contam mais que as outras: o centro e a última fileira. As casas do centro dão às suas pedras mais caminhos e fecham os do adversário: ocupe-as, mas com apoio, sem deixar um buraco por onde entre um lance forçado. As pedras da sua primeira fileira guardam as casas de coroação; nas damas inglesas, a guarda mais conhecida é a ponte, duas pedras em 30 e 32 (para as pretas, em 1 e 3): uma pedra adversária sozinha não passa por elas. Não as tire de lá cedo sem motivo.",
        "In the opening, two things count more than the rest: the centre and the back row. The centre squares give your men more roads and close your opponent's: take them, but with support, without leaving a hole for a forced shot. The men on your back row guard the crowning squares; in checkers the best-known guard is the bridge, two men on 30 and 32 (for Black, on 1 and 3): a lone enemy man cannot get past them. Don't move them early without a reason.",
    ),
    levels: &[CENTRE_SQUARES, CENTRE_SAFE, CENTRE_SAFE_AGAIN, BACK_ROW_GUARD, BACK_ROW_BRIDGE, BACK_ROW_WHICH],
};

/// The stage's version for a rule set: by its kings' range.
pub fn for_variant(variant: Variant) -> &'static Stage {
    if variant.rules().king == KingRange::Short {
        &SHORT
    } else {
        &STAGE
    }
}
