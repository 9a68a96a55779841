//! The course as data: texts, stages, levels, goals, opponents and the
//! wrong examples a level explains.

use damas_engine::teaching::{Illegal, Verdict};
use damas_engine::{Color, Position, Variant};

use crate::kernel::i18n::{Key, Lang};

/// A text of the course: its message in the catalogue
/// (`locales/<lang>/lessons.ftl`), and for a level moved onto the 10×10
/// board, where its squares went.
///
/// A text names the squares of its level by placeholders, `{ $s22 }` for
/// 8×8 square 22: the number itself on the 8×8 board, the square it moved
/// to on the 10×10 one (`lessons/ten.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonText {
    /// None for no text.
    pub key: Option<Key>,
    pub(crate) shift: Option<super::shift::Shift>,
}

impl LessonText {
    /// No text (a level with no success text).
    pub const NONE: LessonText = LessonText { key: None, shift: None };

    /// The text in a language.
    pub fn get(&self, lang: Lang) -> String {
        let Some(key) = self.key else { return String::new() };
        let mut squares = fluent_bundle::FluentArgs::new();
        for n in 1..=32u8 {
            let square = self.shift.map_or(n, |shift| super::shift::square(n, shift));
            squares.set(format!("s{n}"), square.to_string());
        }
        crate::kernel::i18n::catalogue::text(lang, key, Some(&squares))
    }

    pub fn is_empty(&self) -> bool {
        self.key.is_none()
    }
}

/// A text of the stage files: `t(key::MAN_WALK_GOAL)`, named by its message.
pub(crate) const fn t(key: Key) -> LessonText {
    LessonText { key: Some(key), shift: None }
}

/// A stage of the course: a rule (or a tip) taught by a few short levels.
#[derive(Debug)]
pub struct Stage {
    pub id: &'static str,
    pub title: LessonText,
    pub intro: LessonText,
    pub levels: &'static [LessonLevel],
}

/// One success condition; the goals compose with [`Goal::All`] and
/// [`Goal::Any`]. Move goals look at the learner's moves only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Some learner move captures.
    MakeAnyCapture,
    /// The learner's moves capture at least this many pieces in all.
    CaptureN(u32),
    /// Some learner move captures as many pieces as the largest capture of
    /// its position (whatever the capture law says).
    MakeMaximalCapture,
    /// Some learner move crowns a man.
    Promote,
    /// Some learner move ends on one of these squares.
    ReachSquares(&'static [u8]),
    /// The opponent has no legal move (no pieces or blocked) after a learner move.
    Win,
    /// A constraint: the learner never loses a piece (met unless broken).
    DontLosePiece,
    /// A constraint: the opponent never crowns a man (met unless broken).
    StopCrowning,
    /// The learner has played at least this many moves (with
    /// [`Goal::DontLosePiece`]: "survive n moves").
    PlayMoves(u32),
    /// A question level: the learner picks exactly these squares.
    PickSquares(&'static [u8]),
    /// Some learner move has the same effect as this move text (read in the
    /// position where it was played): the capture a full notation such as
    /// `22x15x6x13` names, when another capture shares its two ends.
    Play(&'static str),
    /// The game, learner moves and replies from the start (plus the level's
    /// [`LessonLevel::king_moves_before`]), has ended in a draw by the rules:
    /// the king-move count or the same position three times. A game won by
    /// either side breaks it. Needs a replying opponent (not [`Replies::Pass`]).
    Draw,
    /// Every goal.
    All(&'static [Goal]),
    /// At least one goal.
    Any(&'static [Goal]),
}

/// What the opponent does after each learner move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replies {
    /// The opponent does not move: the learner plays again (lichess-style
    /// exercises). The board just gives the turn back.
    Pass,
    /// These replies, one after each learner move, as move text; when one
    /// is not legal (the learner left the script) or the script has run
    /// out, the engine replies.
    Script(&'static [&'static str]),
    /// The engine replies (a shallow search).
    Engine,
    /// Practice: Empresário replies, as shipped (its search with the rule
    /// set's endgame tables), and the learner's moves are free. The level's
    /// position is in the tables, which prove its claim (a win, or a draw
    /// held) and show, when it fails, the move that let it go
    /// ([`super::practice`]).
    Practice,
}

/// The kind of an [`Illegal`] reason, without its squares: what a wrong
/// example of a level is expected to break (the engine's
/// [`Illegal::kind`]).
pub use damas_engine::teaching::IllegalKind;

/// A mistake to show in the level's start position: a move text that the
/// rules forbid, the rule it breaks, and our explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub text: &'static str,
    pub kind: IllegalKind,
    pub why: LessonText,
}

impl Mistake {
    /// What the rules say about this mistake in `pos` (the level's start
    /// position): the reason it is illegal, or `None` if it is not (a
    /// broken level; the tests forbid it). A capture that stops where it
    /// must go on is [`Illegal::CaptureMustGoOn`].
    pub fn reason(&self, pos: &Position) -> Option<Illegal> {
        let parsed = damas_engine::notation::MoveText::parse(self.text, pos.variant()).ok()?;
        match pos.explain_text(self.text).ok()? {
            Verdict::Legal(_) => None,
            Verdict::Illegal(reason) => Some(reason),
            Verdict::Incomplete { next } => {
                Some(Illegal::CaptureMustGoOn { at: *parsed.squares.last()?, next })
            }
        }
    }
}

/// One exercise.
#[derive(Clone, Copy, Debug)]
pub struct LessonLevel {
    pub id: &'static str,
    pub goal_text: LessonText,
    pub variant: Variant,
    /// PDN FEN; the learner plays the side to move.
    pub fen: &'static str,
    pub goal: Goal,
    /// Learner moves for three stars.
    pub par: u32,
    /// Extra learner moves allowed over par before the level fails.
    pub slack: u32,
    pub opponent: Replies,
    /// A known solution (learner moves, as text), used for hints first.
    pub solution: &'static [&'static str],
    /// Arrows to draw on the board at the start (from, to).
    pub arrows: &'static [(u8, u8)],
    /// Squares to highlight at the start.
    pub highlights: &'static [u8],
    /// Wrong moves to show, with why they are illegal.
    pub mistakes: &'static [Mistake],
    /// Shown when the level is solved (may be empty).
    pub success_text: LessonText,
    /// Draw the board with a1–h8 coordinates (a level about them); other
    /// levels show the square numbers, which the goal texts use.
    pub algebraic: bool,
    /// Consecutive king-only moves without a capture (both sides counted)
    /// already played before the level's position: the start of the
    /// king-move draw count of a [`Goal::Draw`] level.
    pub king_moves_before: u32,
}

impl LessonLevel {
    /// Defaults for the stage files' `..LessonLevel::BASE`.
    pub const BASE: LessonLevel = LessonLevel {
        id: "",
        goal_text: LessonText::NONE,
        variant: Variant::Brazilian,
        fen: "",
        goal: Goal::MakeAnyCapture,
        par: 1,
        slack: 2,
        opponent: Replies::Pass,
        solution: &[],
        arrows: &[],
        highlights: &[],
        mistakes: &[],
        success_text: LessonText::NONE,
        algebraic: false,
        king_moves_before: 0,
    };

    /// The start position (the level data is checked by the tests, so this
    /// panics only on a broken level).
    pub fn position(&self) -> Position {
        Position::from_fen(self.variant, self.fen).unwrap_or_else(|e| panic!("level {}: {e}", self.id))
    }

    /// Whether the level is a question (the learner picks squares, no move).
    pub fn is_question(&self) -> bool {
        matches!(self.goal, Goal::PickSquares(_))
    }

    /// The colour the learner plays.
    pub fn learner(&self) -> Color {
        self.position().side_to_move()
    }

    /// The known solution as it is played, shown when the level is failed:
    /// the learner's moves with the scripted replies between them. `None`
    /// for a question, a level with no known solution, or one the engine
    /// answers (its replies are not known in advance).
    pub fn solution_line(&self) -> Option<Vec<&'static str>> {
        if self.solution.is_empty() || self.is_question() {
            return None;
        }
        match self.opponent {
            Replies::Engine | Replies::Practice => None,
            Replies::Pass => Some(self.solution.to_vec()),
            Replies::Script(replies) => {
                let last = self.solution.len() - 1;
                let mut line = Vec::new();
                for (i, mv) in self.solution.iter().enumerate() {
                    line.push(*mv);
                    line.extend(replies.get(i).filter(|_| i < last));
                }
                Some(line)
            }
        }
    }

    /// Whether the goal asks for a draw (the UI then shows the draw counts).
    pub fn wants_draw(&self) -> bool {
        contains(&self.goal, &|g| matches!(g, Goal::Draw))
    }

    /// Whether the level is played out against Empresário ([`Replies::Practice`]).
    pub fn is_practice(&self) -> bool {
        self.opponent == Replies::Practice
    }

    /// Whether the draw rules end the attempt: a level that asks for a
    /// draw, or a practice (a win the learner let slip into a draw fails).
    pub fn counts_draws(&self) -> bool {
        self.wants_draw() || self.is_practice()
    }
}

/// Whether a goal is, or contains, a goal for which `is` holds.
pub(super) fn contains(goal: &Goal, is: &dyn Fn(&Goal) -> bool) -> bool {
    match goal {
        Goal::All(gs) | Goal::Any(gs) => is(goal) || gs.iter().any(|g| contains(g, is)),
        _ => is(goal),
    }
}

/// Where the draw rules stand in an attempt (see [`Attempt::draw_counts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawCounts {
    /// King-only moves without a capture in a row, both sides, the level's
    /// [`LessonLevel::king_moves_before`] included.
    pub king_moves: u32,
    /// Moves in a row that draw the game.
    pub king_moves_limit: u32,
    /// How many times the position on the board has occurred (same side to move).
    pub repetitions: u32,
    /// How many occurrences of one position draw the game.
    pub repetitions_limit: u32,
}

impl DrawCounts {
    /// Whether either count has reached its limit.
    pub fn drawn(&self) -> bool {
        self.king_moves >= self.king_moves_limit || self.repetitions >= self.repetitions_limit
    }
}
