//! The review page's logic, plain Rust (tested natively): a finished game
//! judged move by move in the worker ([`GameReview`]: what to ask next, the
//! verdicts so far, the evaluation graph, a summary per side, which
//! position the board shows and what it marks), and "find the better move"
//! ([`retry::Retry`]: the learner's mistakes replayed as puzzles).
//!
//! The analysis itself is the engine's ([`damas_engine::teaching`]); one
//! [`JudgeRequest`] per move goes to the worker and comes back as a
//! [`JudgedMove`], so progress shows after every move and leaving the page
//! stops it.
//!
//! ```
//! use damas_app::review::GameReview;
//! use damas_engine::teaching::ReviewOptions;
//! use damas_engine::{Game, Variant};
//! let mut game = Game::new(Variant::Brazilian);
//! game.play_text("22-18").unwrap();
//! let mut review = GameReview::new(game, None);
//! let request = review.next_request().unwrap();
//! let verdict = request.answer(ReviewOptions::depth(3)).unwrap();
//! review.accept(0, &verdict).unwrap();
//! assert!(review.is_done());
//! assert_eq!(review.graph().len(), 2);
//! ```

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod review_page;
pub mod review_store;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub(crate) use review_page::ReviewButton;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use review_page::ReviewPage;
pub use review_store::{Ending, ReviewGame};

use damas_engine::teaching::{
    evaluation_graph, start_score, summarise, turning_point, MoveClass, MoveReview, Reason, SideSummary,
    TurningPoint, MISTAKE,
};
use damas_engine::{Color, Game, Move, Position, Square};

pub use crate::kernel::ai::judge::{JudgeRequest, JudgedMove, ReasonData};

/// A line the board can play out from a judged move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// The engine's line from the position before the move.
    Better,
    /// What follows the played move.
    Refutation,
}

/// What the board shows: position `at` of the game (0 the start, `k` after
/// the `k`-th move), or a line from the move played there, `step` moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    pub at: usize,
    pub line: Option<(Line, usize)>,
}

/// The board's picture for a cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    pub position: Position,
    /// Highlighted as the last move.
    pub last_move: Option<Move>,
    /// The move about to be played (the played one, or the line's next).
    pub arrow: Option<(Square, Square)>,
    /// Squares named by the reasons shown.
    pub marks: Vec<Square>,
}

/// What the review says of the whole game, under the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conclusion {
    /// Moves are still being judged.
    Pending,
    /// The learner's mistakes and blunders, this many: to replay.
    Mistakes(usize),
    /// No mistake of the learner's, and no game of theirs lost.
    NoMistakes,
    /// The learner `loser` lost with no move classed a mistake, and the
    /// score fell by a man or more over one move and the reply: the move
    /// that lost the game, though its search did not see it.
    LostAt { loser: Color, turn: TurningPoint },
    /// The learner `loser` lost with no move classed a mistake and no fall
    /// of a man at once: the opponent was stronger from the start. `start`
    /// is the score for `loser` at their first move; the score fell most
    /// at `turn` (none: it never fell).
    Outplayed { loser: Color, start: i32, turn: Option<TurningPoint> },
}

/// A game under review.
#[derive(Clone, Debug)]
pub struct GameReview {
    game: Game,
    learner: Option<Color>,
    /// The side drawn at the bottom of the board, as in the game.
    bottom: Color,
    judged: Vec<MoveReview>,
    cursor: Cursor,
}

/// The squares a reason's words name (see `crate::kernel::i18n::review_texts`): the
/// start and end of every move of its line, the man and its crowning
/// square, the capturing king's start and end.
pub fn reason_squares(reason: &Reason) -> Vec<Square> {
    let ends = |line: &[Move]| line.iter().flat_map(|m| [m.from(), m.to()]).collect::<Vec<_>>();
    let mut squares = match reason {
        Reason::AllowedShot { line, .. } | Reason::AllowedCapture { line, .. } => ends(line),
        Reason::MissedCapture { line, .. } => ends(line),
        Reason::AllowedCrowning { man, crowned_on, .. } => vec![*man, *crowned_on],
        Reason::KingCaptureFromAfar { capture, .. } => vec![capture.from(), capture.to()],
    };
    squares.sort_by_key(|s| s.number());
    squares.dedup();
    squares
}

impl GameReview {
    /// A review of `game` with nothing judged yet; `learner` is the side
    /// whose mistakes are taught (`None`: both, a game between friends),
    /// drawn at the bottom of the board (between friends: the side that
    /// moved first, as the new-game form has it, or [`Self::drawn_from`]).
    pub fn new(game: Game, learner: Option<Color>) -> GameReview {
        let bottom = learner.unwrap_or(game.variant().rules().first);
        GameReview { game, learner, bottom, judged: Vec::new(), cursor: Cursor { at: 0, line: None } }
    }

    /// The review with `bottom` drawn at the bottom of the board (the side
    /// the game was played from).
    pub fn drawn_from(self, bottom: Color) -> GameReview {
        GameReview { bottom, ..self }
    }

    /// Whether the board is drawn with Black at the bottom: the side the
    /// game was played from at the bottom, as on the play page, turned
    /// once more by the settings' `turned`.
    pub fn flipped(&self, turned: bool) -> bool {
        crate::kernel::board::orientation::flipped(self.bottom, turned)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn learner(&self) -> Option<Color> {
        self.learner
    }

    /// Whether `side`'s mistakes are the learner's.
    pub fn is_learner(&self, side: Color) -> bool {
        self.learner.is_none_or(|c| c == side)
    }

    /// Moves in the game.
    pub fn total(&self) -> usize {
        self.game.moves().len()
    }

    /// Moves judged so far.
    pub fn done(&self) -> usize {
        self.judged.len()
    }

    pub fn is_done(&self) -> bool {
        self.done() == self.total()
    }

    /// The next move to judge, as a request for the worker.
    pub fn next_request(&self) -> Option<JudgeRequest> {
        let ply = self.judged.len();
        let mv = self.game.moves().get(ply)?;
        let mut before = Game::from_position(*self.game.start());
        for m in &self.game.moves()[..ply] {
            before.play(m).ok()?;
        }
        Some(JudgeRequest::new(&before, mv))
    }

    /// Takes the worker's verdict on move `ply` (the next one to judge);
    /// a late or unreadable verdict is an error and changes nothing.
    pub fn accept(&mut self, ply: usize, verdict: &JudgedMove) -> Result<&MoveReview, String> {
        if ply != self.judged.len() || ply >= self.total() {
            return Err(format!("move {ply} is not the next to judge"));
        }
        let mut before = Game::from_position(*self.game.start());
        for m in &self.game.moves()[..ply] {
            before.play(m).map_err(|e| e.to_string())?;
        }
        let judged = verdict.to_review(&before, &self.game.moves()[ply])?;
        self.judged.push(judged);
        Ok(self.judged.last().expect("just pushed"))
    }

    /// The verdicts so far, in game order.
    pub fn judged(&self) -> &[MoveReview] {
        &self.judged
    }

    /// The verdict on move `ply`, once judged.
    pub fn verdict(&self, ply: usize) -> Option<&MoveReview> {
        self.judged.get(ply)
    }

    /// The class of move `ply`, once judged (every move is marked; the
    /// learner's mistakes are the ones taught).
    pub fn class(&self, ply: usize) -> Option<MoveClass> {
        self.verdict(ply).map(|m| m.class)
    }

    /// The evaluation from White's view, capped, per position judged so
    /// far: the start, then after each judged move (as the engine's
    /// `Review::graph`).
    pub fn graph(&self) -> Vec<i32> {
        evaluation_graph(&self.judged)
    }

    /// Counts per class and average loss of one side, over the moves
    /// judged so far.
    pub fn summary(&self, side: Color) -> SideSummary {
        summarise(&self.judged, side)
    }

    /// The learner's mistakes and blunders, by ply: the ones taught.
    pub fn mistakes(&self) -> Vec<usize> {
        self.judged
            .iter()
            .filter(|m| m.class >= MoveClass::Mistake && self.is_learner(m.mover))
            .map(|m| m.ply)
            .collect()
    }

    /// What the review says of the whole game (see [`Conclusion`]).
    pub fn conclusion(&self) -> Conclusion {
        if !self.is_done() {
            return Conclusion::Pending;
        }
        match self.mistakes().len() {
            0 => self.lost_without_mistakes().unwrap_or(Conclusion::NoMistakes),
            n => Conclusion::Mistakes(n),
        }
    }

    /// A game the learner lost with no move classed a mistake: where it
    /// turned (the score fell a man or more over one move and the reply,
    /// from a start that was not a man down), else that the opponent was
    /// stronger from the start. `None` when no learner lost.
    fn lost_without_mistakes(&self) -> Option<Conclusion> {
        let loser = !self.game.outcome()?.winner()?;
        if !self.is_learner(loser) {
            return None;
        }
        let start = start_score(&self.judged, loser).unwrap_or(0);
        let turn = turning_point(&self.judged, loser);
        Some(match turn {
            Some(turn) if turn.is_decisive() && start > -MISTAKE => Conclusion::LostAt { loser, turn },
            _ => Conclusion::Outplayed { loser, start, turn },
        })
    }

    /// The move where a game the learner lost with no mistake turned: where
    /// the score fell most (see [`Conclusion`]).
    pub fn turning_point(&self) -> Option<TurningPoint> {
        match self.conclusion() {
            Conclusion::LostAt { turn, .. } => Some(turn),
            Conclusion::Outplayed { turn, .. } => turn,
            _ => None,
        }
    }

    /// The moves "next mistake" steps through: the learner's mistakes, or
    /// the turning point of a game lost without one.
    pub fn moments(&self) -> Vec<usize> {
        match self.turning_point() {
            Some(turn) => vec![turn.ply],
            None => self.mistakes(),
        }
    }

    /// The position before move `ply` (or the final one).
    pub fn position(&self, at: usize) -> Position {
        let positions = self.game.positions();
        positions[at.min(positions.len() - 1)]
    }

    pub fn cursor(&self) -> Cursor {
        self.cursor
    }

    /// Shows position `at` of the game (held within the game).
    pub fn go_to(&mut self, at: usize) {
        self.cursor = Cursor { at: at.min(self.total()), line: None };
    }

    /// Whether `line` of the move at the cursor is offered: what follows
    /// any judged move; the better line only after a move below good (a
    /// good move has none better to show).
    pub fn offers_line(&self, line: Line) -> bool {
        self.verdict(self.cursor.at).is_some_and(|m| line == Line::Refutation || m.class != MoveClass::Good)
    }

    /// Plays out a line of the move at the cursor, from its start, when it
    /// is offered; `None` back to the game.
    pub fn show_line(&mut self, line: Option<Line>) {
        self.cursor.line = line.filter(|&l| self.offers_line(l)).map(|l| (l, 0));
    }

    fn line(&self, line: Line) -> &[Move] {
        match (self.verdict(self.cursor.at), line) {
            (Some(m), Line::Better) => &m.better,
            (Some(m), Line::Refutation) => &m.refutation,
            (None, _) => &[],
        }
    }

    /// Moves in the line shown (0 when none).
    pub fn line_len(&self) -> usize {
        self.cursor.line.map_or(0, |(l, _)| self.line(l).len())
    }

    /// One move on (or back) in the line shown, or in the game when none.
    pub fn step(&mut self, forward: bool) {
        match self.cursor.line {
            Some((l, k)) => {
                let len = self.line(l).len();
                let k = if forward { (k + 1).min(len) } else { k.saturating_sub(1) };
                self.cursor.line = Some((l, k));
            }
            None if forward => self.go_to(self.cursor.at + 1),
            None => self.go_to(self.cursor.at.saturating_sub(1)),
        }
    }

    /// The moves from the game's start to the position the board shows
    /// (a line's moves after the game's): what "Analyse" opens.
    pub fn moves_shown(&self) -> Vec<Move> {
        let Cursor { at, line } = self.cursor;
        let moves = self.game.moves();
        match line {
            None => moves[..at.min(moves.len())].to_vec(),
            Some((l, k)) => {
                let played = if l == Line::Refutation { at + 1 } else { at };
                let mut out = moves[..played.min(moves.len())].to_vec();
                let line = self.line(l);
                out.extend_from_slice(&line[..k.min(line.len())]);
                out
            }
        }
    }

    /// What the board shows at the cursor.
    pub fn board(&self) -> BoardView {
        let Cursor { at, line } = self.cursor;
        let arrow = |m: Option<&Move>| m.map(|m| (m.from(), m.to()));
        let game_move = |k: usize| self.game.moves().get(k).copied();
        match line {
            None => BoardView {
                position: self.position(at),
                last_move: at.checked_sub(1).and_then(game_move),
                arrow: arrow(self.game.moves().get(at)),
                marks: self
                    .verdict(at)
                    .filter(|m| m.class != MoveClass::Good)
                    .map(|m| m.reasons.iter().flat_map(reason_squares).collect())
                    .unwrap_or_default(),
            },
            Some((l, k)) => {
                let moves = self.line(l);
                let (mut pos, mut last) = match l {
                    Line::Better => (self.position(at), at.checked_sub(1).and_then(game_move)),
                    Line::Refutation => (self.position(at + 1), game_move(at)),
                };
                for m in &moves[..k.min(moves.len())] {
                    pos = pos.after(m);
                    last = Some(*m);
                }
                BoardView { position: pos, last_move: last, arrow: arrow(moves.get(k)), marks: Vec::new() }
            }
        }
    }
}

#[cfg(test)]
mod review_tests;
