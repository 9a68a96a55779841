//! "Find the better move": the learner's mistakes replayed as puzzles, one
//! by one, from the position before each. The engine's move solves it, and
//! so does any move the engine judges as good as it ([`MoveClass::Good`]:
//! it loses less than an inaccuracy against the best). Playing the mistake
//! again is wrong at once; other moves are judged in the worker
//! ([`Retry::play`] returns the request, [`Retry::judged`] takes the
//! verdict).
//!
//! Each puzzle's result is a [`Grade`] like a catalogue puzzle's: solved at
//! the first try is clean, after a wrong try helped, the answer shown (or
//! skipped) failed; [`Retry::to_record`] hands each new result to the page
//! once, which stores it (`crate::puzzles::puzzle_store`), so unsolved mistakes
//! join the puzzles page's "retry the ones I missed".

use damas_engine::teaching::{MoveClass, MoveReview};
use damas_engine::{Game, Move, Position, Variant};

use crate::kernel::ai::judge::JudgeRequest;
use crate::puzzles::puzzle_store::GameMistake;
use crate::puzzles::Grade;

/// One mistake to replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// Its id in the puzzle progress (`game-…`, see [`GameMistake::id`]).
    pub id: String,
    /// The position before the mistake.
    pub position: Position,
    /// The move the learner played.
    pub played: Move,
    /// The engine's line, its best move first.
    pub better: Vec<Move>,
}

impl Mistake {
    /// The mistake as stored; an error when it no longer reads.
    pub fn from_stored(stored: &GameMistake) -> Result<Mistake, String> {
        let variant: Variant =
            stored.variant.parse().map_err(|e: damas_engine::UnknownVariant| e.to_string())?;
        let position = Position::from_fen(variant, &stored.fen).map_err(|e| e.to_string())?;
        let played = position.parse_move(&stored.played).map_err(|e| e.to_string())?;
        let mut pos = position;
        let mut better = Vec::new();
        for text in &stored.better {
            let mv = pos.parse_move(text).map_err(|e| e.to_string())?;
            pos = pos.after(&mv);
            better.push(mv);
        }
        if better.is_empty() {
            return Err("no better move".into());
        }
        Ok(Mistake { id: stored.id(), position, played, better })
    }

    /// A mistake found by the review: the position before it, the move
    /// played and the engine's line; `None` without a better move.
    pub fn new(position: Position, played: Move, better: Vec<Move>) -> Option<Mistake> {
        if better.is_empty() {
            return None;
        }
        let mut mistake = Mistake { id: String::new(), position, played, better };
        mistake.id = mistake.stored().id();
        Some(mistake)
    }

    /// The form kept in the puzzle progress.
    pub fn stored(&self) -> GameMistake {
        GameMistake {
            variant: self.position.variant().id().to_string(),
            fen: self.position.to_fen(),
            played: self.played.full_text(),
            better: self.better.iter().map(Move::full_text).collect(),
        }
    }

    /// The engine's move.
    pub fn best(&self) -> Move {
        self.better[0]
    }
}

/// Where the learner is in one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Waiting for a move.
    Waiting,
    /// The worker is judging this move.
    Judging(Move),
    /// This move is as good as the engine's.
    Solved(Move),
    /// This move loses too (its class).
    Wrong(Move, MoveClass),
    /// The engine's move was shown.
    Shown,
}

/// The learner's mistakes as a series of puzzles.
#[derive(Clone, Debug)]
pub struct Retry {
    mistakes: Vec<Mistake>,
    index: usize,
    attempt: Attempt,
    /// Wrong tries at the current puzzle.
    wrong: u32,
    /// The grade already handed out for the current puzzle.
    recorded: Option<Grade>,
    /// Each finished puzzle's grade.
    results: Vec<Grade>,
}

impl Retry {
    pub fn new(mistakes: Vec<Mistake>) -> Retry {
        Retry { mistakes, index: 0, attempt: Attempt::Waiting, wrong: 0, recorded: None, results: Vec::new() }
    }

    /// The puzzle being played; `None` when all are done.
    pub fn current(&self) -> Option<&Mistake> {
        self.mistakes.get(self.index)
    }

    /// (puzzle number from 1, how many).
    pub fn number(&self) -> (usize, usize) {
        ((self.index + 1).min(self.mistakes.len()), self.mistakes.len())
    }

    pub fn attempt(&self) -> Attempt {
        self.attempt
    }

    /// Whether the board takes a move now.
    pub fn may_move(&self) -> bool {
        self.current().is_some() && self.attempt == Attempt::Waiting
    }

    /// What the board shows: the position before the mistake, or after
    /// the move tried (or the engine's, when shown), with that move.
    pub fn board(&self) -> Option<(Position, Option<Move>)> {
        let m = self.current()?;
        Some(match self.attempt {
            Attempt::Waiting => (m.position, None),
            Attempt::Judging(mv) | Attempt::Solved(mv) | Attempt::Wrong(mv, _) => {
                (m.position.after(&mv), Some(mv))
            }
            Attempt::Shown => (m.position.after(&m.best()), Some(m.best())),
        })
    }

    /// The learner tries `mv`: solved or wrong at once when it is the
    /// engine's move or the mistake again; otherwise the request to send
    /// to the worker.
    pub fn play(&mut self, mv: &Move) -> Option<JudgeRequest> {
        if !self.may_move() {
            return None;
        }
        let m = self.current()?;
        if mv.same_effect(&m.best()) {
            self.attempt = Attempt::Solved(*mv);
            None
        } else if mv.same_effect(&m.played) {
            self.wrong += 1;
            self.attempt = Attempt::Wrong(*mv, MoveClass::Mistake);
            None
        } else {
            let request = JudgeRequest::new(&Game::from_position(m.position), mv);
            self.attempt = Attempt::Judging(*mv);
            Some(request)
        }
    }

    /// The worker's verdict on the move being judged (`None`: it could not
    /// judge it; the learner may try again).
    pub fn judged(&mut self, mv: &Move, verdict: Option<&MoveReview>) {
        if self.attempt != Attempt::Judging(*mv) {
            return; // stale
        }
        self.attempt = match verdict {
            Some(v) if v.class == MoveClass::Good => Attempt::Solved(*mv),
            Some(v) => {
                self.wrong += 1;
                Attempt::Wrong(*mv, v.class)
            }
            None => Attempt::Waiting,
        };
    }

    /// Back to the position before the mistake after a wrong try.
    pub fn try_again(&mut self) {
        if matches!(self.attempt, Attempt::Wrong(..)) {
            self.attempt = Attempt::Waiting;
        }
    }

    /// Shows the engine's move (the puzzle is failed).
    pub fn show(&mut self) {
        if self.current().is_some() && !matches!(self.attempt, Attempt::Solved(_) | Attempt::Judging(_)) {
            self.attempt = Attempt::Shown;
        }
    }

    /// The current puzzle's grade so far: `None` while nothing is decided.
    pub fn grade(&self) -> Option<Grade> {
        match self.attempt {
            Attempt::Solved(_) if self.wrong == 0 => Some(Grade::Clean),
            Attempt::Solved(_) => Some(Grade::Helped),
            Attempt::Shown => Some(Grade::Failed),
            _ if self.wrong > 0 => Some(Grade::Failed),
            _ => None,
        }
    }

    /// A result to store, once per change: the mistake, its grade, and
    /// whether it is this attempt's first record (a new attempt) or an
    /// update of it (solved after a wrong try).
    pub fn to_record(&mut self) -> Option<(GameMistake, Grade, bool)> {
        let grade = self.grade()?;
        if self.recorded == Some(grade) {
            return None;
        }
        let first = self.recorded.is_none();
        self.recorded = Some(grade);
        let m = self.current()?;
        Some((m.stored(), grade, first))
    }

    /// On to the next puzzle; one left unsolved counts as failed. Returns
    /// the current puzzle's result still to store, if any.
    pub fn advance(&mut self) -> Option<(GameMistake, Grade, bool)> {
        self.current()?;
        if self.grade().is_none() {
            self.attempt = Attempt::Shown;
        }
        let record = self.to_record();
        self.results.push(self.grade().unwrap_or(Grade::Failed));
        self.index += 1;
        self.attempt = Attempt::Waiting;
        self.wrong = 0;
        self.recorded = None;
        record
    }

    /// Whether every puzzle is done.
    pub fn is_finished(&self) -> bool {
        self.current().is_none()
    }

    /// Puzzles finished and how many of them were solved (clean or helped).
    pub fn score(&self) -> (usize, usize) {
        (self.results.len(), self.results.iter().filter(|g| g.is_solved()).count())
    }
}
