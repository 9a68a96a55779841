//! Goal checking: where an attempt stands against its level's goal.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use damas_engine::{Color, Move, Outcome, Position, Role};

use super::attempt::{opponent_reply, Attempt};
use super::engine_moves::engine_reply;
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

/// The most pieces the level's solution is ever down (the learner's
/// pieces the replies took, less those its moves took) before its last
/// move, its replies played as in an attempt: an attempt further down has
/// lost material the lesson never gives. `None` for a question, a practice
/// (its review judges it) or a level without a solution. Worked out once
/// per level.
fn solution_deficit(level: &'static LessonLevel) -> Option<u32> {
    static DEFICITS: OnceLock<Mutex<HashMap<usize, Option<u32>>>> = OnceLock::new();
    let key = std::ptr::from_ref(level) as usize;
    if let Some(found) = DEFICITS.get_or_init(Default::default).lock().ok()?.get(&key) {
        return *found;
    }
    let deficit = (!level.is_question() && !level.is_practice() && !level.solution.is_empty())
        .then(|| {
            let mut pos = level.position();
            let (mut down, mut worst) = (0i64, 0i64);
            for (i, text) in level.solution.iter().enumerate() {
                let mv = pos.parse_move(text).ok()?;
                down -= i64::from(mv.capture_count());
                worst = worst.max(down);
                if i + 1 == level.solution.len() {
                    break;
                }
                let after = pos.after(&mv);
                let (reply, next) = opponent_reply(level, i, &after).unwrap_or_else(|| engine_reply(&after));
                down += i64::from(reply.map_or(0, |r| r.capture_count()));
                worst = worst.max(down);
                pos = next;
            }
            u32::try_from(worst).ok()
        })
        .flatten();
    DEFICITS.get_or_init(Default::default).lock().ok()?.insert(key, deficit);
    deficit
}

/// The attempt has lost more pieces than the level's solution ever gives
/// ([`solution_deficit`]): how many it lost, and took.
fn lost_material(level: &'static LessonLevel, attempt: &Attempt) -> Option<Fail> {
    // The solution's own losses cost a search for each of its moves: only
    // worth knowing once the learner has lost more than they took.
    let (lost, taken) = attempt.material();
    if lost <= taken {
        return None;
    }
    let allowed = solution_deficit(level)?;
    (lost > taken + allowed).then_some(Fail::LostMaterial { lost, taken })
}

/// Where an attempt at a level stands: solved; else failed for what
/// happened first (a practice's aim let go, the goal broken, pieces lost
/// beyond the solution's, a draw, the moves used up, no move left); else
/// going.
pub fn check(level: &'static LessonLevel, attempt: &Attempt) -> Progress {
    let state = eval(&level.goal, level, attempt);
    if state == State::Met {
        return Progress::Solved;
    }
    if let Some(turning) = attempt.slipped {
        return Progress::Failed(Fail::LetGo(turning.slip));
    }
    match state {
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
            } else if let Some(fail) = lost_material(level, attempt) {
                Progress::Failed(fail)
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
