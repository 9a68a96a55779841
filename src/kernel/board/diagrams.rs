//! The diagrams of the rules pages: for a rule of a rule set, a small
//! position that shows it, with the moves it points at, each either legal
//! or refused for the reason the caption gives.
//!
//! The positions are drawn on the top-left 8×8 corner of the board (rows
//! and columns from the top left), so one pattern serves both board sizes;
//! which moves are legal follows the rule set's [`Rules`] data, and the tests
//! check every claim against the engine's move generator and explanations.

use damas_engine::teaching::IllegalKind;
use damas_engine::{
    BoardSize, CaptureChoice, Color, KingRange, Position, PromotionInCapture, Rules, Square, Variant,
};

use crate::kernel::i18n::rule_texts::Caption;
use crate::kernel::i18n::Text;

/// A move a diagram points at: its squares (start, then each landing
/// square), and `None` if it is legal or the rule that refuses it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub path: Vec<Square>,
    pub refused: Option<IllegalKind>,
    /// Whether it is a capture (written with `x`).
    pub capture: bool,
}

impl Shown {
    /// The move as the caption writes it on a board of `size`: `22-18`,
    /// `22x15x8`; `c3-c4`, `d4xf4` on the orthogonal board.
    pub fn text(&self, size: BoardSize) -> String {
        let sep = if self.capture { "x" } else { "-" };
        self.path.iter().map(|s| s.label(size)).collect::<Vec<_>>().join(sep)
    }
}

/// One rule's diagram: the position, the moves drawn as arrows, the squares
/// marked (pieces a legal move captures, or the side that cannot move) and
/// what the caption says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub position: Position,
    pub moves: Vec<Shown>,
    pub marked: Vec<Square>,
    pub caption: Caption,
}

impl Diagram {
    /// The moves' texts, in order (what the caption names).
    pub fn texts(&self) -> Vec<String> {
        let size = self.position.variant().size();
        self.moves.iter().map(|m| m.text(size)).collect()
    }
}

/// The lesson stages that teach the rule of `section` (stage ids of
/// `v`'s course, [`crate::learn::course`]), and for the rule set's own
/// paragraph the stage on its differences (a stage of the other rule sets'
/// courses).
pub fn lessons_for(v: Variant, section: Text) -> &'static [&'static str] {
    match section {
        Text::RulesAbout => match v {
            Variant::Brazilian => &["brazilian"],
            Variant::English => &["english"],
            Variant::Russian => &["russian"],
            Variant::Spanish => &["spanish"],
            Variant::Italian => &["italian"],
            Variant::Thai => &["thai"],
            Variant::Damas10 | Variant::International => &["ten"],
            Variant::Turkish => &["turkish"],
        },
        // The Turkish course's own stages (`lessons/stages/turkish/`).
        Text::RulesCaptures if v == Variant::Turkish => &["capture", "chain"],
        Text::RulesPromotion if v == Variant::Turkish => &["promotion"],
        Text::RulesBoard | Text::RulesFirst => &["board"],
        Text::RulesPieces | Text::RulesMoves => &["man-moves"],
        Text::RulesCaptures => &["capture", "compulsory", "chain", "captured-stay"],
        Text::RulesKing => &["king-moves", "king-captures"],
        Text::RulesChoice => &["majority"],
        Text::RulesPromotion => &["promotion", "crossing"],
        Text::RulesEnd => &["winning"],
        Text::RulesDraws => &["draws"],
        Text::RulesNotation => &["notation"],
        _ => &[],
    }
}

/// Light's men and kings, dark's men, by (row, column) from the top left;
/// light to move.
fn place(v: Variant, light: &[(u8, u8)], light_kings: &[(u8, u8)], dark: &[(u8, u8)]) -> Position {
    let size = v.size();
    let list = |pieces: &[(u8, u8)], king: bool| {
        pieces
            .iter()
            .map(|&(r, c)| {
                let n = Square::from_coords(r, c, size).expect("a dark square").label(size);
                if king {
                    format!("K{n}")
                } else {
                    n
                }
            })
            .collect::<Vec<_>>()
    };
    let mut white = list(light, false);
    white.extend(list(light_kings, true));
    let fen = format!("W:W{}:B{}", white.join(","), list(dark, false).join(","));
    Position::from_fen(v, &fen).expect("a diagram's position")
}

/// A move by its (row, column) squares; `refused` as for [`Shown`].
fn shown(v: Variant, path: &[(u8, u8)], capture: bool, refused: Option<IllegalKind>) -> Shown {
    let size = v.size();
    let path = path.iter().map(|&(r, c)| Square::from_coords(r, c, size).expect("a dark square")).collect();
    Shown { path, refused, capture }
}

/// The diagram of `section` on the page of `v`, if that rule has one.
///
/// ```
/// use damas_app::kernel::board::diagrams::diagram;
/// use damas_app::kernel::i18n::Text;
/// use damas_engine::Variant;
/// let d = diagram(Variant::Brazilian, Text::RulesCaptures).unwrap();
/// assert_eq!(d.texts(), ["18x25"]);
/// assert!(diagram(Variant::Brazilian, Text::RulesDraws).is_none());
/// ```
pub fn diagram(v: Variant, section: Text) -> Option<Diagram> {
    use IllegalKind as K;
    let r: &Rules = v.rules();
    if r.size.is_orthogonal() {
        return orthogonal(v, section).map(finish);
    }
    let (position, moves, caption) = match section {
        Text::RulesPieces => {
            let men = r.men_per_side();
            (Position::start(v), Vec::new(), Caption::Start { men, squares: r.size.squares() })
        }
        Text::RulesFirst => {
            // The starting side's man nearest the left edge of its front row, one step ahead.
            let start = Position::start(v);
            let first = start
                .legal_moves()
                .into_iter()
                .min_by_key(|m| (m.from().column(r.size), m.to().column(r.size)));
            let path = first.map(|m| m.path()).unwrap_or_default();
            let moves = vec![Shown { path, refused: None, capture: false }];
            (start, moves, Caption::FirstMove { dark: r.first == Color::Black })
        }
        Text::RulesNotation => (
            place(v, &[(5, 2)], &[], &[(0, 7)]),
            vec![shown(v, &[(5, 2), (4, 3)], false, None)],
            Caption::Notation,
        ),
        Text::RulesMoves => (
            place(v, &[(5, 2)], &[], &[(0, 7)]),
            vec![
                shown(v, &[(5, 2), (4, 1)], false, None),
                shown(v, &[(5, 2), (4, 3)], false, None),
                shown(v, &[(5, 2), (6, 1)], false, Some(K::ManMovesForwardOnly)),
            ],
            Caption::ManSteps,
        ),
        Text::RulesCaptures => {
            let refused = (!r.men_capture_backwards).then_some(K::MenCaptureForwardOnly);
            (
                place(v, &[(4, 3)], &[], &[(5, 2), (0, 7)]),
                vec![shown(v, &[(4, 3), (6, 1)], true, refused)],
                Caption::CaptureBackwards { allowed: r.men_capture_backwards },
            )
        }
        Text::RulesKing => {
            let pos = place(v, &[], &[(7, 0)], &[(0, 1)]);
            match r.king {
                KingRange::Flying => {
                    (pos, vec![shown(v, &[(7, 0), (3, 4)], false, None)], Caption::KingFlies)
                }
                KingRange::Short => (
                    pos,
                    vec![
                        shown(v, &[(7, 0), (6, 1)], false, None),
                        shown(v, &[(7, 0), (4, 3)], false, Some(K::MovesOneSquare)),
                    ],
                    Caption::KingSteps,
                ),
            }
        }
        Text::RulesChoice => {
            let pos = place(v, &[(5, 2), (7, 2)], &[], &[(4, 3), (2, 5), (6, 1)]);
            let two = shown(v, &[(5, 2), (3, 4), (1, 6)], true, None);
            match r.choice {
                CaptureChoice::Free => {
                    (pos, vec![two, shown(v, &[(7, 2), (5, 0)], true, None)], Caption::FreeChoice)
                }
                CaptureChoice::Majority | CaptureChoice::Italian => (
                    pos,
                    vec![two, shown(v, &[(7, 2), (5, 0)], true, Some(K::MajorityLaw))],
                    Caption::Majority,
                ),
            }
        }
        Text::RulesPromotion => {
            let pos = place(v, &[(2, 5)], &[], &[(1, 4), (1, 2)]);
            let to_far_row = [(2, 5), (0, 3)];
            match r.promotion_in_capture {
                PromotionInCapture::ContinueAsMan => (
                    pos,
                    vec![
                        shown(v, &[(2, 5), (0, 3), (2, 1)], true, None),
                        shown(v, &to_far_row, true, Some(K::CaptureMustGoOn)),
                    ],
                    Caption::ContinueAsMan,
                ),
                PromotionInCapture::CrownAndContinue => {
                    (pos, vec![shown(v, &[(2, 5), (0, 3), (3, 0)], true, None)], Caption::CrownAndContinue)
                }
                PromotionInCapture::CrownAndStop => (
                    pos,
                    vec![
                        shown(v, &to_far_row, true, None),
                        shown(v, &[(2, 5), (0, 3), (2, 1)], true, Some(K::CrownedMoveEnds)),
                    ],
                    Caption::CrownAndStop,
                ),
            }
        }
        Text::RulesEnd => (place(v, &[(7, 0)], &[], &[(6, 1), (5, 2)]), Vec::new(), Caption::NoMove),
        _ => return None,
    };
    Some(finish((position, moves, caption)))
}

/// The diagrams of the orthogonal board (Turkish draughts): men step
/// forwards and sideways, kings move like rooks, and a man crossing the far
/// row in a capture goes on along it.
fn orthogonal(v: Variant, section: Text) -> Option<(Position, Vec<Shown>, Caption)> {
    use IllegalKind as K;
    let r: &Rules = v.rules();
    let diagram = match section {
        Text::RulesPieces => {
            (Position::start(v), Vec::new(), Caption::StartOrthogonal { men: r.men_per_side() })
        }
        Text::RulesFirst => {
            let start = Position::start(v);
            // The leftmost man of the front row, one step forwards.
            let first = start
                .legal_moves()
                .into_iter()
                .filter(|m| m.to().column(r.size) == m.from().column(r.size))
                .min_by_key(|m| m.from().column(r.size));
            let path = first.map(|m| m.path()).unwrap_or_default();
            (start, vec![Shown { path, refused: None, capture: false }], Caption::FirstMove { dark: false })
        }
        // c3-c4.
        Text::RulesNotation => (
            place(v, &[(5, 2)], &[], &[(0, 7)]),
            vec![shown(v, &[(5, 2), (4, 2)], false, None)],
            Caption::NotationNames,
        ),
        // c3: c4, b3, d3; not c2.
        Text::RulesMoves => (
            place(v, &[(5, 2)], &[], &[(0, 7)]),
            vec![
                shown(v, &[(5, 2), (4, 2)], false, None),
                shown(v, &[(5, 2), (5, 1)], false, None),
                shown(v, &[(5, 2), (5, 3)], false, None),
                shown(v, &[(5, 2), (6, 2)], false, Some(K::ManNeverMovesBackwards)),
            ],
            Caption::ManStepsSideways,
        ),
        // d4xf4 over e4; d4xd2 over d3 refused.
        Text::RulesCaptures => (
            place(v, &[(4, 3)], &[], &[(4, 4), (5, 3), (0, 7)]),
            vec![
                shown(v, &[(4, 3), (4, 5)], true, None),
                shown(v, &[(4, 3), (6, 3)], true, Some(K::ManNeverMovesBackwards)),
            ],
            Caption::CaptureSideways,
        ),
        // a1-a7.
        Text::RulesKing => (
            place(v, &[], &[(7, 0)], &[(0, 1)]),
            vec![shown(v, &[(7, 0), (1, 0)], false, None)],
            Caption::KingRook,
        ),
        // d3xd5xd7 takes two; d3xb3 takes one.
        Text::RulesChoice => {
            let pos = place(v, &[(5, 3)], &[], &[(5, 2), (4, 3), (2, 3)]);
            let two = shown(v, &[(5, 3), (3, 3), (1, 3)], true, None);
            let one = |refused| shown(v, &[(5, 3), (5, 1)], true, refused);
            match r.choice {
                CaptureChoice::Free => (pos, vec![two, one(None)], Caption::FreeChoice),
                CaptureChoice::Majority | CaptureChoice::Italian => {
                    (pos, vec![two, one(Some(K::MajorityLaw))], Caption::Majority)
                }
            }
        }
        // c6xc8xe8: on along the far row; c6xc8 stops there, refused.
        Text::RulesPromotion => (
            place(v, &[(2, 2)], &[], &[(1, 2), (0, 3)]),
            vec![
                shown(v, &[(2, 2), (0, 2), (0, 4)], true, None),
                shown(v, &[(2, 2), (0, 2)], true, Some(K::CaptureMustGoOn)),
            ],
            Caption::AlongTheRow,
        ),
        // The man on a2: a3 and b2 taken, a4 and c2 behind them too.
        Text::RulesEnd => {
            (place(v, &[(6, 0)], &[], &[(5, 0), (4, 0), (6, 1), (6, 2)]), Vec::new(), Caption::NoMove)
        }
        _ => return None,
    };
    Some(diagram)
}

/// A diagram with its marks: the pieces its legal moves capture, or the
/// men of the side that cannot move.
fn finish((position, moves, caption): (Position, Vec<Shown>, Caption)) -> Diagram {
    let marked = if caption == Caption::NoMove {
        position.squares_of(Color::White, damas_engine::Role::Man)
    } else {
        let legal = position.legal_moves();
        moves
            .iter()
            .filter(|m| m.refused.is_none())
            .filter_map(|m| legal.iter().find(|l| l.path() == m.path))
            .flat_map(|l| l.captured())
            .collect()
    };
    Diagram { position, moves, marked, caption }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::teaching::Verdict;

    /// Every sections' diagram of every rule set: each move is legal, or
    /// refused for the rule it claims, as the engine says.
    #[test]
    fn every_diagram_shows_what_its_caption_says() {
        let mut count = 0;
        for v in Variant::ALL {
            for section in crate::kernel::i18n::rule_texts::sections(v, crate::kernel::i18n::Lang::En)
                .iter()
                .map(|s| s.title)
            {
                let Some(d) = diagram(v, section) else { continue };
                count += 1;
                let pos = &d.position;
                let legal = pos.legal_moves();
                for m in &d.moves {
                    let verdict = pos.explain(&m.path);
                    match m.refused {
                        None => {
                            assert!(
                                legal.iter().any(|l| l.path() == m.path),
                                "{v} {section:?}: {} is not a legal move of {} ({verdict:?})",
                                m.text(v.size()),
                                pos.to_fen()
                            );
                            assert_eq!(
                                m.capture,
                                legal.iter().find(|l| l.path() == m.path).unwrap().is_capture()
                            );
                        }
                        Some(kind) => match verdict {
                            Verdict::Illegal(reason) => {
                                assert_eq!(
                                    reason.kind(),
                                    kind,
                                    "{v} {section:?}: {} ({reason:?})",
                                    m.text(v.size())
                                )
                            }
                            other => match (kind, other) {
                                (IllegalKind::CaptureMustGoOn, Verdict::Incomplete { .. }) => {}
                                (_, other) => panic!("{v} {section:?}: {} is {other:?}", m.text(v.size())),
                            },
                        },
                    }
                }
                match d.caption {
                    Caption::NoMove => assert!(legal.is_empty(), "{v}: light can move in {}", pos.to_fen()),
                    Caption::Start { .. } | Caption::StartOrthogonal { .. } => {
                        assert_eq!(*pos, Position::start(v))
                    }
                    Caption::FirstMove { dark } => {
                        assert_eq!(*pos, Position::start(v));
                        assert_eq!(dark, pos.side_to_move() == Color::Black, "{v}: who starts");
                        assert_eq!(d.moves.len(), 1);
                    }
                    _ => assert!(!d.moves.is_empty() && !legal.is_empty()),
                }
            }
        }
        assert_eq!(count, 9 * Variant::ALL.len());
    }

    /// The majority diagram's refused capture is legal where capture is free.
    #[test]
    fn the_choice_diagram_follows_the_capture_choice() {
        let free = diagram(Variant::Russian, Text::RulesChoice).unwrap();
        let majority = diagram(Variant::Brazilian, Text::RulesChoice).unwrap();
        assert_eq!(free.position.legal_moves().len(), 3);
        assert_eq!(majority.position.legal_moves().len(), 1);
        assert_eq!(free.texts(), majority.texts());
        assert_eq!(majority.marked.len(), 2, "the two men taken");
    }

    /// The rules page of `v` links its lessons in `v`'s course, and its
    /// own stage (on the differences) in every other course.
    #[test]
    fn linked_lessons_exist() {
        for v in Variant::ALL {
            for s in crate::kernel::i18n::rule_texts::sections(v, crate::kernel::i18n::Lang::En) {
                for id in lessons_for(v, s.title) {
                    if s.title == Text::RulesAbout {
                        for w in Variant::ALL.into_iter().filter(|&w| w != v) {
                            assert!(crate::learn::course(w).stage(id).is_some(), "{w} course: no stage {id}");
                        }
                    } else {
                        assert!(crate::learn::course(v).stage(id).is_some(), "{v} course: no stage {id}");
                    }
                }
            }
        }
    }
}
