//! Goal checking: where an attempt stands against its level's goal.

use damas_engine::{Color, Move, Outcome, Position, Role};

use super::attempt::Attempt;
use super::model::{contains, Goal, LessonLevel};
use super::progress::{Fail, Progress};

/// Three-valued goal state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Met,
    Pending,
    Broken,
}

fn learner_pieces(pos: &Position, side: Color) -> u32 {
    pos.count(side, Role::Man) + pos.count(side, Role::King)
}

fn eval(goal: &Goal, level: &LessonLevel, attempt: &Attempt) -> State {
    let met = |b: bool| if b { State::Met } else { State::Pending };
    let moves = &attempt.learner_moves;
    match goal {
        Goal::MakeAnyCapture => met(moves.iter().any(|(_, m)| m.is_capture())),
        Goal::CaptureN(n) => met(moves.iter().map(|(_, m)| m.capture_count()).sum::<u32>() >= *n),
        Goal::MakeMaximalCapture => met(moves.iter().any(|(p, m)| {
            m.is_capture()
                && p.all_captures().iter().map(Move::capture_count).max() == Some(m.capture_count())
        })),
        Goal::Promote => met(moves.iter().any(|(_, m)| m.promotes())),
        Goal::ReachSquares(set) => met(moves.iter().any(|(_, m)| set.contains(&m.to().number()))),
        Goal::PlayMoves(n) => met(moves.len() as u32 >= *n),
        Goal::Win => met(moves.iter().any(|(p, m)| p.after(m).legal_moves().is_empty())),
        Goal::Play(text) => met(moves
            .iter()
            .any(|(p, m)| p.parse_move(text).map(|want| want.same_effect(m)).unwrap_or(false))),
        Goal::Draw => {
            let Some(game) = attempt.game() else { return State::Pending };
            match game.outcome() {
                Some(Outcome::Win { .. }) => State::Broken,
                Some(Outcome::Draw(_)) => State::Met,
                None => met(attempt.draw_counts().is_some_and(|c| c.drawn())),
            }
        }
        Goal::DontLosePiece => {
            let side = level.learner();
            let start = learner_pieces(&attempt.positions[0], side);
            if attempt.positions.iter().any(|p| learner_pieces(p, side) < start) {
                State::Broken
            } else {
                State::Met
            }
        }
        Goal::StopCrowning => {
            if attempt.replies.iter().flatten().any(Move::promotes) {
                State::Broken
            } else {
                State::Met
            }
        }
        Goal::PickSquares(_) => match attempt.answer {
            Some(true) => State::Met,
            Some(false) => State::Broken,
            None => State::Pending,
        },
        Goal::All(goals) => {
            let states: Vec<State> = goals.iter().map(|g| eval(g, level, attempt)).collect();
            if states.contains(&State::Broken) {
                State::Broken
            } else if states.iter().all(|s| *s == State::Met) {
                State::Met
            } else {
                State::Pending
            }
        }
        Goal::Any(goals) => {
            let states: Vec<State> = goals.iter().map(|g| eval(g, level, attempt)).collect();
            if states.contains(&State::Met) {
                State::Met
            } else if !states.is_empty() && states.iter().all(|s| *s == State::Broken) {
                State::Broken
            } else {
                State::Pending
            }
        }
    }
}

pub(super) fn contains_dont_lose(goal: &Goal) -> bool {
    contains(goal, &|g| matches!(g, Goal::DontLosePiece))
}

/// Where an attempt at a level stands.
pub fn check(level: &LessonLevel, attempt: &Attempt) -> Progress {
    match eval(&level.goal, level, attempt) {
        State::Met => Progress::Solved,
        State::Broken => Progress::Failed(if level.is_question() {
            Fail::WrongAnswer
        } else if attempt.replies.iter().flatten().any(Move::promotes)
            && contains(&level.goal, &|g| matches!(g, Goal::StopCrowning))
        {
            Fail::OpponentCrowned
        } else if contains_dont_lose(&level.goal) {
            Fail::LostPiece
        } else {
            Fail::GameOver
        }),
        State::Pending => {
            if level.is_question() {
                Progress::Going
            } else if level.is_practice() && attempt.draw_counts().is_some_and(|c| c.drawn()) {
                Progress::Failed(Fail::Drawn)
            } else if attempt.learner_moves() as u32 >= level.par + level.slack {
                Progress::Failed(Fail::TooManyMoves)
            } else if attempt.position().legal_moves().is_empty() {
                Progress::Failed(Fail::GameOver)
            } else {
                Progress::Going
            }
        }
    }
}

/// Where an attempt stands, by its level's goals.
impl Attempt {
    /// Where the attempt stands (going while a reply is awaited).
    pub fn progress(&self) -> Progress {
        if self.awaiting.is_some() {
            return Progress::Going;
        }
        check(self.level, self)
    }
}
