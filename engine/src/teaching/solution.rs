//! A tactic's solution told step by step: what each move of the line does
//! and which rule made each reply, as typed values a view puts in words
//! ("White gives 27 (Black must take: 22x31), the majority law forces 31x..
//! instead of ..; then White takes four").
//!
//! Each solver move is a sacrifice (a quiet move after which the opponent
//! must capture), a capture (with the number of pieces it takes) or a quiet
//! move. Each reply is the opponent's only move (a compulsory capture, or
//! the one move it has), a capture the capture-choice law dictates (the
//! majority law, or the Italian tie-breaks, with the captures it rules
//! out), or the best of several.
//!
//! ```
//! use damas_engine::{Position, Variant};
//! use damas_engine::teaching::{explain_solution, CaptureLaw, SolutionStep};
//! // Black gives a man on 15; the majority law makes White take two
//! // (19x10x17, not 18x9 or 18x11), then Black takes two back and one more.
//! let start = Position::from_fen(Variant::Brazilian, "B:W18,19,23:B11,13,14").unwrap();
//! let mut pos = start;
//! let line: Vec<_> = ["11-15", "19x17", "13x15", "23-19", "15x24"]
//!     .iter()
//!     .map(|t| { let m = pos.parse_move(t).unwrap(); pos.play_unchecked(&m); m })
//!     .collect();
//! let told = explain_solution(&start, &line);
//! // 11-15 gives the two men the law's capture takes.
//! assert!(matches!(told.steps[0], SolutionStep::Sacrifice { pieces: 2, .. }));
//! assert!(matches!(&told.steps[1], SolutionStep::LawCaptures { law: CaptureLaw::Majority, forbidden, .. } if forbidden.len() == 2));
//! assert!(matches!(told.steps[2], SolutionStep::Capture { pieces: 2, .. }));
//! assert_eq!((told.outcome.taken, told.outcome.given), (3, 2));
//! assert!(told.outcome.material_won() > 0);
//! ```

use crate::{CaptureChoice, Color, Move, Position, Role};

/// The law that chose the opponent's capture among those on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureLaw {
    /// The majority law: a capture that takes the most pieces.
    Majority,
    /// The Italian laws: the most pieces, then the most kings, then the
    /// capture made by a king.
    ItalianTiebreak,
}

/// One move of a solution line and why it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolutionStep {
    /// The solver gives pieces away: after this quiet move the opponent
    /// must capture, and its capture takes `pieces` of them.
    Sacrifice { mv: Move, pieces: u32 },
    /// The solver captures this many pieces.
    Capture { mv: Move, pieces: u32 },
    /// A quiet move of the solver's that gives nothing away.
    Quiet(Move),
    /// The opponent's only legal move, a capture: capturing is compulsory.
    MustCapture(Move),
    /// The opponent's capture, dictated by the capture-choice law, which
    /// rules out `forbidden` (each a capture the opponent could make under
    /// free choice); `choices` captures were left (1: the law alone chose).
    LawCaptures { mv: Move, law: CaptureLaw, forbidden: Vec<Move>, choices: usize },
    /// The best of `choices` captures the rules allow the opponent.
    ChosenCapture { mv: Move, choices: usize },
    /// The opponent's only legal move, not a capture.
    OnlyMove(Move),
    /// The best of `choices` quiet moves the opponent has.
    BestReply { mv: Move, choices: usize },
}

impl SolutionStep {
    /// The move played.
    pub fn mv(&self) -> &Move {
        match self {
            SolutionStep::Quiet(mv) | SolutionStep::MustCapture(mv) | SolutionStep::OnlyMove(mv) => mv,
            SolutionStep::Sacrifice { mv, .. }
            | SolutionStep::Capture { mv, .. }
            | SolutionStep::LawCaptures { mv, .. }
            | SolutionStep::ChosenCapture { mv, .. }
            | SolutionStep::BestReply { mv, .. } => mv,
        }
    }

    /// Whether the solver played it (else it is a reply).
    pub fn is_solvers(&self) -> bool {
        matches!(self, SolutionStep::Sacrifice { .. } | SolutionStep::Capture { .. } | SolutionStep::Quiet(_))
    }
}

/// Where the line leaves the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolutionOutcome {
    /// The side that solves.
    pub solver: Color,
    /// The opponent's pieces the solver took along the line, and how many
    /// of them were kings.
    pub taken: u32,
    pub taken_kings: u32,
    /// The solver's pieces the opponent took, and how many were kings.
    pub given: u32,
    pub given_kings: u32,
    /// Whether a man of the solver's was crowned along the line.
    pub crowned: bool,
    /// Whether the opponent has no piece left.
    pub wiped_out: bool,
    /// Whether the opponent, to move, has pieces but no legal move.
    pub blocked: bool,
}

impl SolutionOutcome {
    /// The material the solver gained, a man counting 1 and a king 3
    /// (crowning aside); 0 or less in an ending won by position.
    pub fn material_won(&self) -> i32 {
        let value = |pieces: u32, kings: u32| (pieces + 2 * kings) as i32;
        value(self.taken, self.taken_kings) - value(self.given, self.given_kings)
    }
}

/// The solution line `line` (legal moves from `start`, solver first) told
/// step by step, with where it leaves the sides.
pub fn explain_solution(start: &Position, line: &[Move]) -> ExplainedSolution {
    let solver = start.side_to_move();
    let mut pos = *start;
    let mut steps = Vec::with_capacity(line.len());
    let mut crowned = false;
    let (mut taken, mut given) = ([0; 2], [0; 2]);
    for (ply, mv) in line.iter().enumerate() {
        let count = [mv.capture_count(), mv.captured_king_count()];
        let step = if ply % 2 == 0 {
            crowned |= mv.promotes();
            taken = [taken[0] + count[0], taken[1] + count[1]];
            solver_step(&pos, mv, line.get(ply + 1))
        } else {
            given = [given[0] + count[0], given[1] + count[1]];
            reply_step(&pos, mv)
        };
        steps.push(step);
        pos.play_unchecked(mv);
    }
    let pieces = |p: &Position, c: Color| (p.count(c, Role::Man) + p.count(c, Role::King)) as i32;
    let left = pieces(&pos, !solver);
    let outcome = SolutionOutcome {
        solver,
        taken: taken[0],
        taken_kings: taken[1],
        given: given[0],
        given_kings: given[1],
        crowned,
        wiped_out: left == 0,
        blocked: left > 0 && pos.side_to_move() != solver && pos.legal_moves().is_empty(),
    };
    ExplainedSolution { steps, outcome }
}

/// A solution line told step by step ([`explain_solution`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainedSolution {
    /// One step per move of the line, in order.
    pub steps: Vec<SolutionStep>,
    /// Where the line leaves the sides.
    pub outcome: SolutionOutcome,
}

/// The solver's move `mv` in `pos`, and the reply the line plays to it.
fn solver_step(pos: &Position, mv: &Move, reply: Option<&Move>) -> SolutionStep {
    let after = pos.after(mv);
    if mv.is_capture() {
        SolutionStep::Capture { mv: *mv, pieces: mv.capture_count() }
    } else if after.must_capture() {
        // What the line's capture takes; without one, the least the rules allow.
        let pieces = reply
            .filter(|r| r.is_capture())
            .map(Move::capture_count)
            .unwrap_or_else(|| after.legal_moves().iter().map(Move::capture_count).min().unwrap_or(1));
        SolutionStep::Sacrifice { mv: *mv, pieces }
    } else {
        SolutionStep::Quiet(*mv)
    }
}

fn reply_step(pos: &Position, mv: &Move) -> SolutionStep {
    let legal = pos.legal_moves();
    if !mv.is_capture() {
        return if legal.len() == 1 {
            SolutionStep::OnlyMove(*mv)
        } else {
            SolutionStep::BestReply { mv: *mv, choices: legal.len() }
        };
    }
    let forbidden: Vec<Move> = if pos.rules().choice == CaptureChoice::Free {
        Vec::new()
    } else {
        pos.all_captures().into_iter().filter(|c| !legal.iter().any(|m| m.same_effect(c))).collect()
    };
    if !forbidden.is_empty() {
        let most = legal.iter().map(Move::capture_count).max().unwrap_or(0);
        let law = if forbidden.iter().all(|c| c.capture_count() < most) {
            CaptureLaw::Majority
        } else {
            CaptureLaw::ItalianTiebreak
        };
        return SolutionStep::LawCaptures { mv: *mv, law, forbidden, choices: legal.len() };
    }
    if legal.len() == 1 {
        SolutionStep::MustCapture(*mv)
    } else {
        SolutionStep::ChosenCapture { mv: *mv, choices: legal.len() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn told_first(start: &Position, text: &str) -> Move {
        start.parse_line(&[text]).unwrap()[0]
    }

    #[test]
    fn a_shot_is_a_sacrifice_a_forced_capture_and_a_bigger_capture() {
        // White gives a man that Black must take.
        let start = Position::from_fen(Variant::Brazilian, "W:W22,30,31:B17,13,3").unwrap();
        let moves = start.legal_moves();
        assert!(moves.len() > 1);
        // Find a quiet move after which Black has exactly one capture.
        let (give, take) = moves
            .iter()
            .filter(|m| !m.is_capture())
            .find_map(|m| {
                let after = start.after(m);
                let replies = after.legal_moves();
                (replies.len() == 1 && replies[0].is_capture()).then(|| (*m, replies[0]))
            })
            .expect("a sacrifice with one capture in reply");
        let told = explain_solution(&start, &[give, take]);
        assert_eq!(
            told.steps,
            vec![SolutionStep::Sacrifice { mv: give, pieces: 1 }, SolutionStep::MustCapture(take)]
        );
        assert!(told.steps[0].is_solvers() && !told.steps[1].is_solvers());
        assert_eq!(told.steps[1].mv(), &take);
        assert_eq!(told.outcome.solver, Color::White);
        assert_eq!((told.outcome.given, told.outcome.material_won()), (1, -1));
    }

    #[test]
    fn the_majority_law_is_named_with_the_captures_it_forbids_and_free_choice_names_none() {
        let fen = "B:W18,19,23:B11,13,14";
        let texts = ["11-15", "19x17", "13x15", "23-19", "15x24"];
        let start = Position::from_fen(Variant::Brazilian, fen).unwrap();
        let told = explain_solution(&start, &start.parse_line(&texts).unwrap());
        let SolutionStep::LawCaptures { law, forbidden, choices, .. } = &told.steps[1] else {
            panic!("{:?}", told.steps[1])
        };
        assert_eq!((*law, *choices), (CaptureLaw::Majority, 1));
        assert!(forbidden.iter().all(|m| m.capture_count() == 1) && forbidden.len() == 2);
        assert_eq!(told.steps[2], SolutionStep::Capture { mv: *told.steps[2].mv(), pieces: 2 });
        assert!(matches!(told.steps[3], SolutionStep::OnlyMove(_) | SolutionStep::BestReply { .. }));
        // The same position in a rule set of free choice: White may choose.
        let free = Position::from_fen(Variant::Russian, fen).unwrap();
        let first = told_first(&start, "11-15");
        let give = free.legal_moves().into_iter().find(|m| m.path() == first.path()).unwrap();
        let after = free.after(&give);
        let replies = after.legal_moves();
        let two = replies.iter().find(|m| m.capture_count() == 2).copied().expect("the double capture");
        let told = explain_solution(&free, &[give, two]);
        assert_eq!(told.steps[1], SolutionStep::ChosenCapture { mv: two, choices: replies.len() });
    }

    #[test]
    fn the_italian_tie_breaks_are_named_where_counts_are_equal() {
        // A black king and a black man that can each take one white man:
        // in Italian the king must capture (the last tie-break).
        let found = (1..=32u32).find_map(|king| {
            (1..=32u32).find_map(|man| {
                let fen = format!("B:W14,15,18,19,22,23:BK{king},{man}");
                let pos = Position::from_fen(Variant::Italian, &fen).ok()?;
                let legal = pos.legal_moves();
                let all = pos.all_captures();
                (legal.len() == 1 && all.len() > 1 && all.iter().all(|m| m.capture_count() == 1))
                    .then_some((pos, legal[0]))
            })
        });
        let (pos, reply) = found.expect("a position where the king must capture");
        let step = reply_step(&pos, &reply);
        let SolutionStep::LawCaptures { law, forbidden, choices, .. } = step else { panic!("{step:?}") };
        assert_eq!((law, choices), (CaptureLaw::ItalianTiebreak, 1));
        assert!(reply.is_king_move() && forbidden.iter().all(|m| !m.is_king_move()));
    }

    #[test]
    fn the_outcome_names_crowning_a_wipe_out_and_a_block() {
        // White crowns and the last black man cannot move.
        let start = Position::from_fen(Variant::Brazilian, "W:W6,30:B20").unwrap();
        let crown = start.parse_move("6-2").unwrap();
        let told = explain_solution(&start, &[crown]);
        assert_eq!(told.steps, vec![SolutionStep::Quiet(crown)]);
        assert!(told.outcome.crowned && !told.outcome.wiped_out);
        // White takes the last black piece.
        let start = Position::from_fen(Variant::Brazilian, "W:W22:B18").unwrap();
        let take = start.legal_moves()[0];
        let told = explain_solution(&start, &[take]);
        assert!(told.outcome.wiped_out && !told.outcome.blocked && told.outcome.material_won() == 1);
        // White blocks the last black man: Black has a piece and no move.
        let start = Position::from_fen(Variant::Brazilian, "W:W5,6,14:B1").unwrap();
        let block = start
            .legal_moves()
            .into_iter()
            .find(|m| start.after(m).legal_moves().is_empty())
            .expect("a blocking move");
        let told = explain_solution(&start, &[block]);
        assert!(told.outcome.blocked && !told.outcome.wiped_out);
    }
}
