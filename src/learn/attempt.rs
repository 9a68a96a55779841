//! An attempt at a level: the learner's moves, the opponent's replies,
//! the hints used, and the stars.

use damas_engine::teaching::{Illegal, Verdict};
use damas_engine::{Game, Move, Position};

use super::engine_moves::engine_reply;
use super::model::{DrawCounts, Goal, LessonLevel, Replies};
use super::progress::TurningPoint;
pub use super::progress::{Fail, Progress};

/// What a learner move needs next (see [`Attempt::begin`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The move, and the opponent's reply if any (scripted, a pass, or none
    /// when the game is over), are played: the attempt stands here.
    Done(Progress),
    /// The engine replies in this position: search its move (in the app,
    /// by the search worker: [`super::engine_reply_move`]) and hand it to
    /// [`Attempt::reply`].
    Search(Position),
}

/// The record of a learner's attempt: positions, learner moves, replies.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub(super) level: &'static LessonLevel,
    /// The start, then the position after each learner move and its reply.
    pub(super) positions: Vec<Position>,
    pub(super) learner_moves: Vec<(Position, Move)>,
    pub(super) replies: Vec<Option<Move>>,
    pub(super) answer: Option<bool>,
    pub(super) hints: u32,
    /// Mistakes: wrong squares tapped in a question level and moves the
    /// rules refused (each costs a star).
    pub(super) mistakes: u32,
    /// The position after the last learner move while its engine reply is
    /// being searched ([`Turn::Search`]).
    pub(super) awaiting: Option<Position>,
    /// The learner move that let a practice go, once its review found it
    /// ([`Attempt::let_go`]).
    pub(super) slipped: Option<TurningPoint>,
}

impl Attempt {
    pub fn new(level: &'static LessonLevel) -> Attempt {
        Attempt {
            level,
            positions: vec![level.position()],
            learner_moves: Vec::new(),
            replies: Vec::new(),
            answer: None,
            hints: 0,
            mistakes: 0,
            awaiting: None,
            slipped: None,
        }
    }

    pub fn level(&self) -> &'static LessonLevel {
        self.level
    }

    /// The position to show (the learner is to move unless it is over, or
    /// the engine's reply is awaited: then the opponent is to move).
    pub fn position(&self) -> &Position {
        self.awaiting.as_ref().unwrap_or_else(|| self.positions.last().expect("start position"))
    }

    /// The position in which the engine's reply is awaited, if it is.
    pub fn awaiting_reply(&self) -> Option<&Position> {
        self.awaiting.as_ref()
    }

    /// Each learner move with the opponent's reply after it, as full move
    /// text (what the search worker needs to rebuild the attempt with
    /// [`Attempt::replay`]).
    pub fn record(&self) -> Vec<(String, Option<String>)> {
        self.learner_moves
            .iter()
            .zip(&self.replies)
            .map(|((_, m), r)| (m.full_text(), r.map(|r| r.full_text())))
            .collect()
    }

    /// Rebuilds an attempt from its [`Attempt::record`]: the learner moves,
    /// and the engine's replies as they were played (scripted replies and
    /// passes are the level's own).
    pub fn replay(
        level: &'static LessonLevel,
        record: &[(String, Option<String>)],
    ) -> Result<Attempt, String> {
        let mut attempt = Attempt::new(level);
        for (learner, reply) in record {
            let mv = attempt.position().parse_move(learner).map_err(|e| format!("{learner}: {e}"))?;
            if let Turn::Search(pos) = attempt.begin(&mv).map_err(|e| format!("{learner}: {e:?}"))? {
                let reply = match reply {
                    Some(text) => Some(pos.parse_move(text).map_err(|e| format!("{text}: {e}"))?),
                    None => None,
                };
                attempt.reply(reply.as_ref());
            }
        }
        Ok(attempt)
    }

    /// The learner's moves so far.
    pub fn learner_moves(&self) -> usize {
        self.learner_moves.len()
    }

    /// The learner's move number `i` (from 0), as played.
    pub fn learner_move(&self, i: usize) -> Move {
        self.learner_moves[i].1
    }

    /// The opponent's reply after each learner move (`None`: it passed or
    /// had no move), for the UI to animate.
    pub fn replies(&self) -> &[Option<Move>] {
        &self.replies
    }

    /// The moves on the board since the start, in order: each learner
    /// move and the reply to it (a pass, or no reply yet, leaves none).
    pub fn moves_played(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for (i, (_, mv)) in self.learner_moves.iter().enumerate() {
            moves.push(*mv);
            moves.extend(self.replies.get(i).copied().flatten());
        }
        moves
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
    /// opponent's reply (an engine reply is searched here, on this thread:
    /// the app uses [`Attempt::begin`] and the search worker instead);
    /// returns the progress.
    pub fn play(&mut self, mv: &Move) -> Result<Progress, Illegal> {
        match self.begin(mv)? {
            Turn::Done(progress) => Ok(progress),
            Turn::Search(_) => Ok(self.reply(None)),
        }
    }

    /// Plays a learner move (one of `position().legal_moves()`) and the
    /// opponent's reply when it needs no search: a scripted reply, a pass,
    /// or none (the game is over, or drawn by the learner's move). When
    /// the engine must reply, the attempt waits for [`Attempt::reply`]
    /// ([`Turn::Search`]).
    pub fn begin(&mut self, mv: &Move) -> Result<Turn, Illegal> {
        if self.awaiting.is_some() || self.progress() != Progress::Going || self.level.is_question() {
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
        if self.level.counts_draws() && self.draw_counts().is_some_and(|c| c.drawn()) {
            return Ok(Turn::Done(self.progress()));
        }
        self.replies.pop();
        self.positions.pop();
        match opponent_reply(self.level, self.learner_moves.len() - 1, &after) {
            Some((reply, next)) => {
                self.replies.push(reply);
                self.positions.push(next);
                Ok(Turn::Done(self.progress()))
            }
            None => {
                self.awaiting = Some(after);
                Ok(Turn::Search(after))
            }
        }
    }

    /// The engine's reply to the last learner move ([`Turn::Search`]):
    /// `None`, or a move that is not legal there, has it searched here
    /// (a search worker that failed). Without an awaited reply it changes
    /// nothing.
    pub fn reply(&mut self, reply: Option<&Move>) -> Progress {
        let Some(after) = self.awaiting.take() else { return self.progress() };
        let legal = reply.and_then(|r| after.legal_moves().into_iter().find(|m| m.same_effect(r)));
        let (reply, next) = match legal {
            Some(mv) => (Some(mv), after.after(&mv)),
            None => engine_reply(&after),
        };
        self.replies.push(reply);
        self.positions.push(next);
        self.progress()
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
            // While a reply is awaited, the last learner move leads to it.
            let expected = match self.positions.get(i + 1) {
                Some(p) => Some(p),
                None => self.awaiting.as_ref().filter(|_| i + 1 == self.learner_moves.len()),
            };
            if Some(game.position()) != expected {
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

    /// The review found that learner move `turning.index` let the
    /// practice go: the attempt fails there ([`Fail::LetGo`]), whatever
    /// ended it after. Ignored for a move not played (any more).
    pub fn let_go(&mut self, turning: TurningPoint) {
        let played =
            self.learner_moves.get(turning.index).is_some_and(|(_, m)| m.same_effect(&turning.played));
        if played && self.level.is_practice() {
            self.slipped = Some(turning);
        }
    }

    /// The learner move that let the practice go, once the review found it.
    pub fn turning_point(&self) -> Option<TurningPoint> {
        self.slipped
    }

    /// The learner's pieces the opponent's replies took, and the
    /// opponent's pieces the learner's moves took, so far.
    pub fn material(&self) -> (u32, u32) {
        let lost = self.replies.iter().flatten().map(Move::capture_count).sum();
        let taken = self.learner_moves.iter().map(|(_, m)| m.capture_count()).sum();
        (lost, taken)
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

    /// Takes back the last learner move and its reply, or one awaited
    /// (and a wrong answer).
    pub fn undo(&mut self) {
        self.answer = None;
        if self.awaiting.take().is_some() {
            self.learner_moves.pop();
        } else if self.learner_moves.pop().is_some() {
            self.replies.pop();
            self.positions.pop();
        }
        self.slipped = self.slipped.filter(|t| t.index < self.learner_moves.len());
    }

    /// Counts a mistake: a wrong square tapped in a question level, or a
    /// move the rules refused. The learner tries again, one star less (see
    /// [`Attempt::stars`]).
    pub fn mistake(&mut self) {
        self.mistakes += 1;
    }

    /// What has cost stars so far.
    pub fn star_costs(&self) -> StarCosts {
        // In a practice the opponent decides how long it lasts: moves over
        // par cost nothing (par and slack only bound the attempt).
        let par = if self.level.is_practice() { u32::MAX } else { self.level.par };
        StarCosts {
            extra_moves: (self.learner_moves() as u32).saturating_sub(par),
            hints: self.hints,
            mistakes: self.mistakes,
        }
    }

    /// Starts again (hints used are remembered for the stars).
    pub fn restart(&mut self) {
        self.positions.truncate(1);
        self.learner_moves.clear();
        self.replies.clear();
        self.answer = None;
        self.awaiting = None;
        self.slipped = None;
    }

    /// Stars for a solved level ([`StarCosts::stars`]). `None` when not
    /// solved.
    pub fn stars(&self) -> Option<u8> {
        (self.progress() == Progress::Solved).then(|| self.star_costs().stars())
    }

    /// Counts a hint found elsewhere (by the search worker).
    pub fn count_hint(&mut self) {
        self.hints += 1;
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

/// What costs a star in a lesson level, the one rule the page shows: each
/// move more than the level's par, each hint, and each mistake (a wrong
/// square tapped in a question, or a move the rules refuse). A solved level
/// keeps at least one star.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StarCosts {
    /// Learner moves over the level's par.
    pub extra_moves: u32,
    /// Hints used (each rung of the ladder).
    pub hints: u32,
    /// Wrong squares tapped and moves refused.
    pub mistakes: u32,
}

impl StarCosts {
    /// Stars lost so far (more than two still leaves one).
    pub fn lost(self) -> u32 {
        self.extra_moves + self.hints + self.mistakes
    }

    /// The stars a solve earns now: three, less those lost, at least one.
    pub fn stars(self) -> u8 {
        3u32.saturating_sub(self.lost()).max(1) as u8
    }
}

/// Stars from the learner moves used and the hints ([`StarCosts`]).
pub fn stars(level: &LessonLevel, moves: u32, hints: u32) -> u8 {
    StarCosts { extra_moves: moves.saturating_sub(level.par), hints, mistakes: 0 }.stars()
}

/// The opponent's answer to learner move `index`, and the position after it
/// (the turn back to the learner); `None` when the engine must search it.
pub(super) fn opponent_reply(
    level: &LessonLevel,
    index: usize,
    after: &Position,
) -> Option<(Option<Move>, Position)> {
    if after.legal_moves().is_empty() {
        return Some((None, *after));
    }
    match level.opponent {
        Replies::Pass => Some((None, after.with_side_to_move(!after.side_to_move()))),
        Replies::Script(replies) => {
            let mv = replies.get(index).and_then(|t| after.parse_move(t).ok())?;
            Some((Some(mv), after.after(&mv)))
        }
        Replies::Engine | Replies::Practice => None,
    }
}
