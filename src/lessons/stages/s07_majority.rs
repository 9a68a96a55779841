//! Stage 7: the majority law.
use crate::lessons::{t, Goal, IllegalKind, LessonLevel, Mistake, Stage};

pub(super) static STAGE: Stage = Stage {
    id: "majority",
    title: t("A lei da maioria", "The majority law"),
    intro: t(
        "Com várias capturas possíveis, é obrigatória a que leva mais peças. Dama e pedra contam igual: uma peça cada. Se duas capturas levam o mesmo número máximo, escolha a que quiser.",
        "When several captures are possible, the one taking the most pieces is compulsory. Kings and men count the same: one piece each. If two captures take the same largest number, pick either.",
    ),
    levels: &[
        LessonLevel {
            id: "majority-two-beats-one",
            goal_text: t("Há três capturas. Faça a obrigatória.", "There are three captures. Make the compulsory one."),
            fen: "W:W22,30:B18,10,25",
            goal: Goal::CaptureN(2),
            slack: 0,
            solution: &["22x15x6"],
            mistakes: &[
                Mistake {
                    text: "30x21",
                    kind: IllegalKind::MajorityLaw,
                    why: t("Esta leva uma peça; outra leva duas.", "This takes one piece; another takes two."),
                },
                Mistake {
                    text: "22x29",
                    kind: IllegalKind::MajorityLaw,
                    why: t("Para trás também vale, mas leva só uma.", "Backwards is allowed too, but it takes only one."),
                },
            ],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-king-counts-one",
            goal_text: t(
                "Capturar a dama parece melhor, mas ela conta como uma peça só. Faça a captura obrigatória.",
                "Taking the king looks better, but it counts as just one piece. Make the compulsory capture.",
            ),
            fen: "W:W22,30:B18,10,K25",
            goal: Goal::CaptureN(2),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x21",
                kind: IllegalKind::MajorityLaw,
                why: t("Uma dama vale uma peça: duas pedras ganham dela.", "A king counts as one piece: two men outnumber it."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-longest-chain",
            goal_text: t("Conte as peças de cada caminho e capture o máximo.", "Count the pieces on each path and capture the most."),
            fen: "W:W30:B26,18,19,11",
            goal: Goal::CaptureN(3),
            slack: 0,
            mistakes: &[Mistake {
                text: "30x23x14",
                kind: IllegalKind::MajorityLaw,
                why: t("Pelo outro lado a cadeia leva três.", "The other way the chain takes three."),
            }],
            ..LessonLevel::BASE
        },
        LessonLevel {
            id: "majority-free-choice",
            goal_text: t(
                "Quatro capturas levam duas peças cada. Escolha qualquer uma.",
                "Four captures take two pieces each. Choose any of them.",
            ),
            fen: "W:W22,24:B18,19,10,11",
            goal: Goal::CaptureN(2),
            slack: 0,
            ..LessonLevel::BASE
        },
    ],
};
