//! The stages that show a king, where the king moves one square at a time
//! (English, Italian): compulsory capture, captured pieces, the king's
//! moves and captures, draws and tips.
use damas_engine::{KingRange, Variant};

use super::{short_king, LevelPick, StageVersion};
use crate::lessons::claim::Claim;
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Replies};

const SHORT: &[Claim] = &[Claim::King(KingRange::Short)];

/// Compulsory capture, with a king next to the piece it must take.
pub(crate) static COMPULSORY_SHORT: StageVersion = StageVersion {
    stage: "compulsory",
    applies: short_king,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Same("compulsory-man"),
        LevelPick::New(LessonLevel {
            id: "compulsory-king-short",
            goal_text: t(
                "A dama também é obrigada a capturar. Capture com ela.",
                "A king must capture too. Capture with it.",
            ),
            fen: "W:WK18,21:B14,1",
            goal: Goal::MakeAnyCapture,
            slack: 0,
            solution: &["18x9"],
            mistakes: &[Mistake {
                text: "21-17",
                kind: IllegalKind::CaptureIsCompulsory,
                why: t(
                    "A dama pode capturar, então ninguém faz lance simples.",
                    "The king can capture, so nobody may make a plain move.",
                ),
            }],
            ..LessonLevel::BASE
        }),
    ],
    claims: &[],
    level_claims: &[],
};

/// No piece is jumped twice, shown with a king that cannot come back.
pub(crate) static CAPTURED_STAY_SHORT: StageVersion = StageVersion {
    stage: "captured-stay",
    applies: short_king,
    title: None,
    intro: Some(t(
        "Numa cadeia, as peças saltadas só saem do tabuleiro quando o lance acaba, e nenhuma pode ser saltada duas vezes.",
        "In a chain, the jumped pieces leave the board only when the move is over, and none of them may be jumped twice.",
    )),
    levels: &[LevelPick::New(LessonLevel {
        id: "captured-twice-short",
        goal_text: t(
            "Capture duas pedras com a dama. Ela não pode voltar sobre a pedra de 18, já saltada.",
            "Take two men with the king. It may not go back over the man on 18, already jumped.",
        ),
        fen: "W:WK14:B18,27,1",
        goal: Goal::CaptureN(2),
        solution: &["14x23x32"],
        mistakes: &[Mistake {
            text: "14x23x14",
            kind: IllegalKind::JumpedTwice,
            why: t("A pedra de 18 já foi saltada neste lance.", "The man on 18 was already jumped in this move."),
        }],
        ..LessonLevel::BASE
    })],
    claims: &[],
    level_claims: &[],
};

/// The king's moves: one square, any direction.
pub(crate) static MOVES_SHORT: StageVersion = StageVersion {
    stage: "king-moves",
    applies: short_king,
    title: Some(t("Como a dama anda", "How a king moves")),
    intro: Some(t(
        "A dama anda uma casa na diagonal, para a frente ou para trás, para uma casa vazia. Ela não voa: uma casa por lance.",
        "A king steps one square diagonally, forwards or backwards, onto an empty square. It does not fly: one square per move.",
    )),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "king-short-steps",
            goal_text: t(
                "A dama anda uma casa por vez. Leve-a até a casa 18.",
                "The king moves one square at a time. Take it to square 18.",
            ),
            fen: "W:WK29:B1",
            goal: Goal::ReachSquares(&[18]),
            par: 3,
            solution: &["29-25", "25-22", "22-18"],
            highlights: &[18],
            mistakes: &[Mistake {
                text: "29-18",
                kind: IllegalKind::MovesOneSquare,
                why: t("A dama não voa: uma casa por lance.", "The king does not fly: one square per move."),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "king-short-back",
            goal_text: t(
                "Ao contrário da pedra, a dama anda para trás. Leve-a de 11 até 18.",
                "Unlike a man, a king moves backwards. Take it from 11 to 18.",
            ),
            fen: "W:WK11:B1",
            goal: Goal::ReachSquares(&[18]),
            par: 2,
            solution: &["11-15", "15-18"],
            highlights: &[18],
            ..LessonLevel::BASE
        }),
    ],
    claims: SHORT,
    level_claims: &[("king-short-steps", SHORT)],
};

/// The king's captures: a neighbouring piece, any direction.
pub(crate) static CAPTURES_SHORT: StageVersion = StageVersion {
    stage: "king-captures",
    applies: short_king,
    title: Some(t("A dama captura", "The king captures")),
    intro: Some(t(
        "A dama captura como a pedra, saltando uma peça adversária vizinha e caindo na casa vazia logo atrás, mas em qualquer direção, para a frente ou para trás. Numa cadeia ela pode mudar de direção.",
        "A king captures like a man, jumping a neighbouring enemy piece and landing on the empty square right behind it, but in any direction, forwards or backwards. In a chain it may change direction.",
    )),
    levels: &[
        LevelPick::New(LessonLevel {
            id: "king-short-capture-back",
            goal_text: t(
                "A dama captura para trás, saltando a peça vizinha. Capture.",
                "A king captures backwards, jumping a neighbouring piece. Capture.",
            ),
            fen: "W:WK22:B26,1",
            goal: Goal::MakeAnyCapture,
            solution: &["22x31"],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "king-short-adjacent",
            goal_text: t(
                "A dama só salta uma peça vizinha. Aproxime-se da pedra de 18 e capture-a.",
                "A king jumps only a neighbouring piece. Walk up to the man on 18 and take it.",
            ),
            fen: "W:WK29:B18,1",
            goal: Goal::MakeAnyCapture,
            par: 3,
            slack: 1,
            solution: &["29-25", "25-22", "22x15"],
            mistakes: &[Mistake {
                text: "29x15",
                kind: IllegalKind::JumpsAdjacentOnly,
                why: t(
                    "A dama só salta a peça que está logo ao lado dela.",
                    "A king jumps only a piece right next to it.",
                ),
            }],
            ..LessonLevel::BASE
        }),
        LevelPick::New(LessonLevel {
            id: "king-short-chain",
            goal_text: t(
                "Capture as duas pedras num lance: para trás, depois de volta para a frente.",
                "Take both men in one move: backwards, then forwards again.",
            ),
            fen: "W:WK22:B26,27,1",
            goal: Goal::CaptureN(2),
            solution: &["22x31x24"],
            mistakes: &[Mistake {
                text: "22x31",
                kind: IllegalKind::CaptureMustGoOn,
                why: t(
                    "De 31 a dama ainda captura: o lance não para aí.",
                    "From 31 the king can capture again: the move does not stop there.",
                ),
            }],
            ..LessonLevel::BASE
        }),
    ],
    claims: SHORT,
    level_claims: &[("king-short-adjacent", SHORT)],
};

/// The king-move draw played from a count of 16, saying nothing of the
/// long diagonal (a short king, or another board).
const TWENTY_PLAY_COUNT: LessonLevel = LessonLevel {
        id: "draw-twenty-play-count",
        goal_text: t(
            "Já foram 16 lances seguidos só de damas, sem captura. Faça dois lances sem perder a sua dama: no 20º lance seguido só de damas, é empate.",
            "16 king moves in a row have been made, without a capture. Make two moves without losing your king: at the 20th king move in a row, the game is drawn.",
        ),
        fen: "W:WK29:BK2,K32",
        goal: Goal::Draw,
        par: 2,
        slack: 0,
        king_moves_before: 16,
        opponent: Replies::Script(&["2-6", "6-2"]),
        solution: &["29-25", "25-29"],
        success_text: t(
            "20 lances seguidos só de damas, sem captura, contando os dois lados: empate.",
            "20 king moves in a row without a capture, both sides counted: a draw.",
        ),
        ..LessonLevel::BASE
    };

/// The draw stage's levels with short kings (two could win against one).
const DRAWS_SHORT_LEVELS: &[LevelPick] = &[
    LevelPick::Same("draw-count-reset"),
    LevelPick::Same("draw-twenty"),
    LevelPick::Same("draw-repetition"),
    LevelPick::New(LessonLevel {
        id: "draw-hold-repetition-short",
        goal_text: t(
            "Duas damas pretas contra a sua: as pretas estão melhor, mas aqui só repetem lances. Fique com o empate por repetição: leve a sua dama a uma casa segura e traga-a de volta; as pretas fazem o mesmo. Na terceira vez que a mesma posição aparecer com você a jogar, é empate.",
            "Two black kings against yours: Black is better, but here Black only repeats moves. Take the draw by repetition: move your king to a safe square and back; Black does the same. The third time the same position appears with you to move, the game is drawn.",
        ),
        fen: "W:WK22:BK1,K32",
        goal: Goal::Draw,
        par: 4,
        opponent: Replies::Script(&["1-6", "6-1", "1-6", "6-1"]),
        solution: &["22-25", "25-22", "22-25", "25-22"],
        success_text: t(
            "A mesma posição apareceu três vezes com a vez do mesmo jogador: empate.",
            "The same position occurred three times with the same player to move: a draw.",
        ),
        ..LessonLevel::BASE
    }),
    LevelPick::New(TWENTY_PLAY_COUNT),
];

/// The draws, with two short kings that could win against one.
pub(crate) static DRAWS_SHORT: StageVersion = StageVersion {
    stage: "draws",
    applies: short_king,
    title: None,
    intro: None,
    levels: DRAWS_SHORT_LEVELS,
    claims: &[],
    level_claims: &[],
};

/// English: the same draws, and a word on the tournament rule (docs/RULES.md,
/// "Draws").
pub(crate) static DRAWS_ENGLISH: StageVersion = StageVersion {
    stage: "draws",
    applies: |v| v == Variant::English,
    title: None,
    intro: Some(t(
        "A partida empata com 20 lances seguidos só de damas e sem captura (contando os dos dois lados), com a mesma posição três vezes com a vez do mesmo jogador, ou quando um propõe empate e o outro aceita. Nos torneios de damas inglesas vale uma regra mais longa: quem acha que o adversário não consegue vencer pede o empate ao árbitro, e o adversário tem 40 lances seus para mostrar progresso. Aqui usamos a regra dos 20 lances, mais simples. Nos dois últimos níveis você chega ao empate jogando, com a contagem embaixo da tarefa.",
        "The game is drawn after 20 moves in a row made only with kings and without a capture (both sides' moves counted), when the same position occurs three times with the same player to move, or when one player offers a draw and the other accepts. Tournament checkers uses a longer rule: a player who thinks the opponent cannot win claims a draw from the referee, and the opponent then has 40 of their own moves to show progress. Here we use the simpler 20-move rule. In the last two levels you reach a draw by playing, with the counts under the task.",
    )),
    levels: DRAWS_SHORT_LEVELS,
    claims: &[],
    level_claims: &[],
};

/// The tips, without the long diagonal a flying king watches.
pub(crate) static TIPS_SHORT: StageVersion = StageVersion {
    stage: "tips",
    applies: short_king,
    title: None,
    intro: Some(t(
        "Regras sabidas, agora alguns hábitos de quem joga bem: olhe as peças soltas, use a captura obrigatória a seu favor, guarde a última fileira, ocupe o centro, troque peças quando estiver na frente e lembre que até uma dama sozinha pode ficar presa.",
        "You know the rules; now some habits of good players: watch for loose pieces, use compulsory capture to your advantage, keep your back row, hold the centre, trade pieces when you are ahead, and remember that even a lone king can be cornered.",
    )),
    levels: &[
        LevelPick::Same("tip-no-hanging"),
        LevelPick::Same("tip-forced-sacrifice"),
        LevelPick::Same("tip-back-row"),
        LevelPick::Same("tip-centre"),
        LevelPick::Same("tip-trade-when-ahead"),
        LevelPick::Same("tip-lone-man"),
        LevelPick::Same("tip-trap-lone-king"),
    ],
    claims: &[],
    level_claims: &[],
};

/// The draws on the 10×10 board: the king-move draw without the 8×8 long
/// diagonal.
pub(crate) static DRAWS_TEN: StageVersion = StageVersion {
    stage: "draws",
    applies: |v| v.size() == damas_engine::BoardSize::Ten,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Same("draw-count-reset"),
        LevelPick::Same("draw-twenty"),
        LevelPick::Same("draw-repetition"),
        LevelPick::Same("draw-hold-repetition"),
        LevelPick::New(TWENTY_PLAY_COUNT),
    ],
    claims: &[],
    level_claims: &[],
};

/// The flying king on the 10×10 board: across the long diagonal.
pub(crate) static MOVES_TEN: StageVersion = StageVersion {
    stage: "king-moves",
    applies: |v| v.size() == damas_engine::BoardSize::Ten,
    title: None,
    intro: None,
    levels: &[
        LevelPick::Ten(LessonLevel {
            id: "king-long-ten",
            goal_text: t(
                "Atravesse o tabuleiro: leve a dama à casa 5 num lance.",
                "Cross the board: take the king to square 5 in one move.",
            ),
            fen: "W:WK46:B1",
            goal: Goal::ReachSquares(&[5]),
            solution: &["46-5"],
            arrows: &[(46, 5)],
            ..LessonLevel::BASE
        }),
        LevelPick::Same("king-blocked"),
    ],
    claims: &[Claim::King(KingRange::Flying)],
    level_claims: &[("king-long-ten", &[Claim::King(KingRange::Flying)])],
};
