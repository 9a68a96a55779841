//! An attempt at a level: the learner's moves, the opponent's replies,
//! the hints used, and the stars.

use damas_engine::{Game, Illegal, Move, Position, Verdict};

use super::coach::{engine_reply, hint};
use super::goals::check;
use super::model::{DrawCounts, Goal, Level, Opponent};

/// Why a level failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fail {
    /// The learner lost a piece (a [`Goal::DontLosePiece`] level).
    LostPiece,
    /// More moves than the level allows.
    TooManyMoves,
    /// The game ended (or the learner has no move) before the goal.
    GameOver,
    /// A question answered wrongly.
    WrongAnswer,
}

/// Where an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Solved,
    Going,
    Failed(Fail),
}

/// The record of a learner's attempt: positions, learner moves, replies.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub(super) level: &'static Level,
    /// The start, then the position after each learner move and its reply.
    pub(super) positions: Vec<Position>,
    pub(super) learner_moves: Vec<(Position, Move)>,
    pub(super) replies: Vec<Option<Move>>,
    pub(super) answer: Option<bool>,
    pub(super) hints: u32,
}

impl Attempt {
    pub fn new(level: &'static Level) -> Attempt {
        Attempt {
            level,
            positions: vec![level.position()],
            learner_moves: Vec::new(),
            replies: Vec::new(),
            answer: None,
            hints: 0,
        }
    }

    pub fn level(&self) -> &'static Level {
        self.level
    }

    /// The position to show (the learner is to move unless it is over).
    pub fn position(&self) -> &Position {
        self.positions.last().expect("start position")
    }

    /// The learner's moves so far.
    pub fn learner_moves(&self) -> usize {
        self.learner_moves.len()
    }

    /// The opponent's reply after each learner move (`None`: it passed or
    /// had no move), for the UI to animate.
    pub fn replies(&self) -> &[Option<Move>] {
        &self.replies
    }

    /// Hints used so far.
    pub fn hints_used(&self) -> u32 {
        self.hints
    }

    /// Plays a learner move given as text; an illegal move changes nothing
    /// and is explained.
    pub fn play_text(&mut self, text: &str) -> Result<Progress, Verdict> {
        match self.position().explain_text(text) {
            Ok(Verdict::Legal(mv)) => self.play(&mv).map_err(Verdict::Illegal),
            Ok(v) => Err(v),
            Err(_) => Err(Verdict::Illegal(Illegal::NotAMove)),
        }
    }

    /// Plays a learner move (one of `position().legal_moves()`), then the
    /// opponent's reply; returns the progress.
    pub fn play(&mut self, mv: &Move) -> Result<Progress, Illegal> {
        if self.progress() != Progress::Going || self.level.is_question() {
            return Err(Illegal::NotAMove);
        }
        let pos = *self.position();
        let Some(own) = pos.legal_moves().into_iter().find(|m| m.same_effect(mv)) else {
            return Err(match pos.explain(&mv.path()) {
                Verdict::Illegal(r) => r,
                _ => Illegal::NotAMove,
            });
        };
        let after = pos.after(&own);
        self.learner_moves.push((pos, own));
        // A draw reached by the learner's own move ends the game: no reply.
        self.replies.push(None);
        self.positions.push(after);
        if self.level.wants_draw() && self.draw_counts().is_some_and(|c| c.drawn()) {
            return Ok(self.progress());
        }
        self.replies.pop();
        self.positions.pop();
        let (reply, next) = opponent_reply(self.level, self.learner_moves.len() - 1, &after);
        self.replies.push(reply);
        self.positions.push(next);
        Ok(self.progress())
    }

    /// The attempt as a game: the start, then each learner move and its
    /// reply. `None` when the opponent passed (the turn was just given back),
    /// which a game cannot record.
    pub fn game(&self) -> Option<Game> {
        let mut game = Game::from_position(self.positions[0]);
        for (i, (_, mv)) in self.learner_moves.iter().enumerate() {
            game.play(mv).ok()?;
            if let Some(reply) = self.replies.get(i).copied().flatten() {
                game.play(&reply).ok()?;
            }
            if Some(game.position()) != self.positions.get(i + 1) {
                return None;
            }
        }
        Some(game)
    }

    /// The draw counts of the game so far (`None`: see [`Attempt::game`]).
    pub fn draw_counts(&self) -> Option<DrawCounts> {
        let game = self.game()?;
        let rules = self.positions[0].rules().draw;
        let in_a_row = game.king_moves_in_a_row();
        let mut king_moves = in_a_row as u32;
        if in_a_row == game.moves().len() {
            king_moves += self.level.king_moves_before;
        }
        Some(DrawCounts {
            king_moves,
            king_moves_limit: rules.king_moves as u32,
            repetitions: game.repetitions() as u32,
            repetitions_limit: rules.repetitions as u32,
        })
    }

    /// Answers a question level with the picked square numbers.
    pub fn answer(&mut self, picked: &[u8]) -> Progress {
        if let Goal::PickSquares(expected) = self.level.goal {
            let mut a: Vec<u8> = picked.to_vec();
            let mut b: Vec<u8> = expected.to_vec();
            a.sort_unstable();
            a.dedup();
            b.sort_unstable();
            self.answer = Some(a == b);
        }
        self.progress()
    }

    /// Takes back the last learner move and its reply (and a wrong answer).
    pub fn undo(&mut self) {
        self.answer = None;
        if self.learner_moves.pop().is_some() {
            self.replies.pop();
            self.positions.pop();
        }
    }

    /// Starts again (hints used are remembered for the stars).
    pub fn restart(&mut self) {
        self.positions.truncate(1);
        self.learner_moves.clear();
        self.replies.clear();
        self.answer = None;
    }

    pub fn progress(&self) -> Progress {
        check(self.level, self)
    }

    /// Stars for a solved level: 3 at par without hints, one less for each
    /// move over par and each hint, at least 1. `None` when not solved.
    pub fn stars(&self) -> Option<u8> {
        (self.progress() == Progress::Solved)
            .then(|| stars(self.level, self.learner_moves() as u32, self.hints))
    }

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

    /// A hint for a question level: one square of the answer that is not
    /// among `picked` (counts as a hint used). `None` for move levels or
    /// when every answer square is already picked.
    pub fn question_hint(&mut self, picked: &[u8]) -> Option<u8> {
        let Goal::PickSquares(expected) = self.level.goal else { return None };
        let square = expected.iter().copied().find(|n| !picked.contains(n))?;
        self.hints += 1;
        Some(square)
    }
}

/// Stars from the learner moves used and the hints.
pub fn stars(level: &Level, moves: u32, hints: u32) -> u8 {
    let over = moves.saturating_sub(level.par);
    3u32.saturating_sub(over + hints).max(1) as u8
}

/// The opponent's answer to learner move `index`, and the position after it
/// (the turn back to the learner).
fn opponent_reply(level: &Level, index: usize, after: &Position) -> (Option<Move>, Position) {
    if after.legal_moves().is_empty() {
        return (None, *after);
    }
    match level.opponent {
        Opponent::Pass => (None, after.with_side_to_move(!after.side_to_move())),
        Opponent::Script(replies) => {
            if let Some(mv) = replies.get(index).and_then(|t| after.parse_move(t).ok()) {
                return (Some(mv), after.after(&mv));
            }
            engine_reply(after)
        }
        Opponent::Engine => engine_reply(after),
    }
}
