//! The coach: the engine's replies, the solver and the hints.

use damas_engine::{Move, Square};

use super::attempt::Attempt;
use super::model::LessonLevel;
use super::progress::Progress;

use super::engine_moves::engine_best;
use super::practice::{forcing_move, Aim};

/// Searches the learner moves that solve the level within `budget` more
/// learner moves; returns the first move of a shortest solution.
pub fn solve(attempt: &Attempt, budget: u32) -> Option<Move> {
    for depth in 1..=budget {
        if let Some(mv) = solve_depth(attempt, depth) {
            return Some(mv);
        }
    }
    None
}

fn solve_depth(attempt: &Attempt, depth: u32) -> Option<Move> {
    if depth == 0 || attempt.progress() != Progress::Going {
        return None;
    }
    for mv in attempt.position().legal_moves() {
        let mut next = attempt.clone();
        match next.play(&mv) {
            Ok(Progress::Solved) => return Some(mv),
            Ok(Progress::Going) if depth > 1 && solve_depth(&next, depth - 1).is_some() => return Some(mv),
            _ => {}
        }
    }
    None
}

/// The next learner move of the level's solution while the learner
/// follows it (no search), or `None`.
pub(super) fn scripted_hint(level: &LessonLevel, attempt: &Attempt) -> Option<Move> {
    if level.is_question() || attempt.progress() != Progress::Going {
        return None;
    }
    let on_script = attempt
        .learner_moves
        .iter()
        .zip(level.solution)
        .all(|((p, m), text)| p.parse_move(text).map(|s| s.same_effect(m)).unwrap_or(false));
    if !on_script {
        return None;
    }
    level.solution.get(attempt.learner_moves()).and_then(|t| attempt.position().parse_move(t).ok())
}

/// The next learner move toward the goal, or `None` (question levels, or
/// the attempt is over): the level's solution while the learner follows
/// it, else a brute-force search over the moves left, else the engine's
/// choice. The app runs this in the search worker.
pub fn hint(level: &LessonLevel, attempt: &Attempt) -> Option<Move> {
    if level.is_question() || attempt.progress() != Progress::Going {
        return None;
    }
    if let Some(mv) = scripted_hint(level, attempt) {
        return Some(mv);
    }
    // A practice for a result is too long to search to its end here: the
    // worker gives the tables' move ([`super::table_move_in_game`]), this
    // the engine's. A crowning's, or pieces to win, the search's that
    // proves it.
    if level.is_practice() {
        let search = Aim::of(level).is_some_and(|a| !a.reads_tables());
        return search
            .then(|| forcing_move(attempt))
            .flatten()
            .or_else(|| engine_best(attempt.position(), 6));
    }
    let played = attempt.learner_moves();
    let left = (level.par + level.slack).saturating_sub(played as u32).min(4);
    solve(attempt, left).or_else(|| engine_best(attempt.position(), 6))
}

/// The square numbers of a level's board, for the UI's highlights.
pub fn square(level: &LessonLevel, n: u8) -> Option<Square> {
    Square::new(n as u32, level.variant.size())
}

/// The coach's hints, asked of an attempt.
impl Attempt {
    /// A hint: the next learner move toward the goal (the level's solution
    /// while the learner follows it, else a brute-force search over the
    /// moves left, else the engine's choice). Counts as a hint used.
    pub fn hint(&mut self) -> Option<Move> {
        self.hints += 1;
        hint(self.level, self)
    }

    /// The hint without counting it.
    pub fn peek_hint(&self) -> Option<Move> {
        hint(self.level, self)
    }

    /// The hint when it needs no search: the level's solution while the
    /// learner follows it. Counts as a hint used when there is one.
    pub fn scripted_hint(&mut self) -> Option<Move> {
        let mv = scripted_hint(self.level, self)?;
        self.hints += 1;
        Some(mv)
    }
}
