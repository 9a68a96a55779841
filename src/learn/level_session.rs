//! A level being played: the state the lesson page shows, as a plain struct
//! (like lichess' learn `levelCtrl`), tested natively.
//!
//! [`LevelSession`] owns the [`Attempt`] and what is around it on screen:
//! the reply shown after a short pause (or searched by the search worker),
//! the hint ladder (the piece, then the move; a square for a question),
//! the squares picked in a question (checked tap by tap: a wrong one is
//! explained and the learner tries again), the explanation of a refused
//! move, and the marks on the board. The page calls its methods on taps
//! and runs the [`LessonStep`] they return: wait, then call
//! [`LevelSession::delay_over`]; ask the worker, then call
//! [`LevelSession::replied`] or [`LevelSession::hinted`] with the ticket.
//! An answer with an old ticket (the learner took the move back, restarted
//! or moved on) is ignored.
//!
//! ```
//! use damas_app::learn::{level, LevelSession, Progress, LessonStep};
//! let (_, lvl) = level("chain-two").unwrap();
//! let mut s = LevelSession::new(lvl);
//! assert_eq!(s.ask_hint(), LessonStep::Shown); // the solution's first move: the piece
//! let mv = s.hint_move().unwrap();
//! assert_eq!(s.play(&mv), LessonStep::Shown); // the opponent passes
//! assert_eq!(s.progress(), Progress::Solved);
//! assert_eq!(s.stars(), Some(2)); // one hint
//! ```

use damas_engine::notation::GameRecord;
use damas_engine::teaching::Illegal;
use damas_engine::{Move, Position, Square};

use super::attempt::{Attempt, Fail, Progress, Turn};
use super::coach::square;
use super::model::{Goal, LessonLevel, LessonText};
use super::progress::TurningPoint;
use crate::kernel::ticket::{Ticket, TicketBook};

/// What the page must do after a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonStep {
    /// Nothing happened (not the moment, or not allowed).
    Ignored,
    /// The change is on the board: nothing more to do.
    Shown,
    /// The learner's move is shown; the reply comes after a pause: call
    /// [`LevelSession::delay_over`] with this ticket after it.
    Pause { ticket: Ticket },
    /// The learner's move is shown; the engine's reply must be searched in
    /// `position` ([`super::engine_reply_move`], in the search worker):
    /// call [`LevelSession::replied`] with the answer and
    /// [`LevelSession::delay_over`] after the pause (the reply shows when
    /// both have come).
    SearchReply { ticket: Ticket, position: Position },
    /// The learner's move is shown; Empresário replies in a practice: ask
    /// the search worker for its move at the end of `game` (the king moves
    /// and repetitions count), then as for [`LessonStep::SearchReply`].
    PracticeReply { ticket: Ticket, game: GameRecord },
    /// A hint must be searched ([`super::hint`] on the attempt rebuilt by
    /// [`Attempt::replay`] from `record`, in the search worker): call
    /// [`LevelSession::hinted`] with the answer.
    /// `level` is the level's key ([`super::level_key`]: rule set and id;
    /// [`super::level_by_key`] finds it again).
    SearchHint { ticket: Ticket, level: String, record: Vec<(String, Option<String>)> },
}

/// Where the hint ladder stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonHint {
    /// No hint shown.
    None,
    /// A hint is being searched.
    Searching { ticket: Ticket },
    /// No hint could be found (the search failed).
    Unavailable,
    /// The piece to move is highlighted.
    Piece(Move),
    /// The whole move is drawn as arrows.
    Arrow(Move),
    /// A square of a question's answer is highlighted.
    Square(u8),
}

/// The learner's last tap in a question level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A square of the answer (more to find, or the answer is complete).
    Right(u8),
    /// Not a square of the answer: shown in red and explained; the learner
    /// taps again (one star less).
    Wrong(u8),
}

/// What the latest star lost was for, shown by the board until the next
/// step (the one rule of [`super::StarCosts`], said when it applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// A wrong square tapped, or a move the rules refused.
    Mistake,
    /// A rung of the hint ladder.
    Hint,
    /// A move more than the level's par.
    ExtraMove,
}

/// The marks on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonMarks {
    /// The level's own highlighted squares.
    pub highlights: Vec<Square>,
    /// Arrows: the level's own at the start, or the hinted move.
    pub arrows: Vec<(Square, Square)>,
    /// Extra classes for squares: `picked`, `picked wrong`, `hint`.
    pub classes: Vec<(Square, &'static str)>,
}

/// The learner's move shown while its reply is on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Replying {
    ticket: Ticket,
    /// The learner's move and the position after it, shown meanwhile.
    learner: Move,
    shown: Position,
    /// The engine's reply has not come yet.
    searching: bool,
    /// The pause is not over yet.
    pausing: bool,
}

/// One level being played (see the module's documentation).
#[derive(Clone, Debug)]
pub struct LevelSession {
    level: &'static LessonLevel,
    attempt: Attempt,
    replying: Option<Replying>,
    last: Option<Move>,
    hint: LessonHint,
    picked: Vec<u8>,
    pick: Option<Pick>,
    why: Option<LessonText>,
    progress: Progress,
    tickets: TicketBook,
    last_cost: Option<Cost>,
}

impl LevelSession {
    /// A fresh attempt at `level`.
    pub fn new(level: &'static LessonLevel) -> LevelSession {
        let attempt = Attempt::new(level);
        let progress = attempt.progress();
        LevelSession {
            level,
            attempt,
            replying: None,
            last: None,
            hint: LessonHint::None,
            picked: Vec::new(),
            pick: None,
            why: None,
            progress,
            tickets: TicketBook::new(),
            last_cost: None,
        }
    }

    /// The level.
    pub fn level(&self) -> &'static LessonLevel {
        self.level
    }

    /// The attempt (moves, replies, hints used, draw counts).
    pub fn attempt(&self) -> &Attempt {
        &self.attempt
    }

    /// Where the attempt stands (computed once per change). While a reply
    /// is on its way the level is still going.
    pub fn progress(&self) -> Progress {
        if self.replying.is_some() {
            Progress::Going
        } else {
            self.progress
        }
    }

    /// Whether the opponent's reply is on its way (shown after a pause).
    pub fn busy(&self) -> bool {
        self.replying.is_some()
    }

    /// Stars once solved (and the reply, if any, shown).
    pub fn stars(&self) -> Option<u8> {
        if self.busy() {
            None
        } else {
            self.attempt.stars()
        }
    }

    /// The position on the board: the learner's move alone while the
    /// reply is on its way.
    pub fn board(&self) -> Position {
        match self.replying {
            Some(r) => r.shown,
            None => *self.attempt.position(),
        }
    }

    /// The move to highlight as the last one played.
    pub fn last_move(&self) -> Option<Move> {
        match self.replying {
            Some(r) => Some(r.learner),
            None => self.last,
        }
    }

    /// Whether the learner may move now.
    pub fn may_move(&self) -> bool {
        !self.busy() && self.progress == Progress::Going && !self.level.is_question()
    }

    /// Where the hint ladder stands.
    pub fn hint(&self) -> LessonHint {
        self.hint
    }

    /// The hinted move, once the piece or the move is shown.
    pub fn hint_move(&self) -> Option<Move> {
        match self.hint {
            LessonHint::Piece(mv) | LessonHint::Arrow(mv) => Some(mv),
            _ => None,
        }
    }

    /// The level's explanation of the last refused move (one of its
    /// wrong examples), if it was one.
    pub fn why(&self) -> Option<LessonText> {
        self.why
    }

    /// What the latest star lost was for, until the next step; `None`
    /// when the last step cost nothing (or only one star was left).
    pub fn last_cost(&self) -> Option<Cost> {
        self.last_cost
    }

    /// Notes what the step just taken cost, given the costs before it.
    fn cost(&mut self, before: super::StarCosts, what: Cost) {
        let after = self.attempt.star_costs();
        self.last_cost = (after.stars() < before.stars()).then_some(what);
    }

    /// The last tap of a question level.
    pub fn last_pick(&self) -> Option<Pick> {
        self.pick
    }

    /// The answer squares found so far (question levels).
    pub fn picked(&self) -> &[u8] {
        &self.picked
    }

    /// Whether there is anything to take back.
    pub fn can_undo(&self) -> bool {
        self.attempt.learner_moves() > 0 || !self.picked.is_empty()
    }

    fn ticket(&mut self) -> Ticket {
        self.tickets.issue()
    }

    fn changed(&mut self) {
        self.progress = self.attempt.progress();
    }

    /// Drops what was on its way (a reply, a hint search) and the notes.
    fn settle(&mut self) {
        self.tickets.cancel();
        self.replying = None;
        self.hint = LessonHint::None;
        self.why = None;
        self.pick = None;
        self.picked.clear();
        self.last_cost = None;
    }

    /// The learner's move (the board offers legal moves only).
    pub fn play(&mut self, mv: &Move) -> LessonStep {
        if !self.may_move() {
            return LessonStep::Ignored;
        }
        let before = *self.attempt.position();
        let costs = self.attempt.star_costs();
        let Ok(turn) = self.attempt.begin(mv) else { return LessonStep::Ignored };
        self.hint = LessonHint::None;
        self.why = None;
        self.cost(costs, Cost::ExtraMove);
        let learner = self.attempt.learner_move(self.attempt.learner_moves() - 1);
        let shown = before.after(&learner);
        let ticket = self.ticket();
        let step = match turn {
            Turn::Search(position) => {
                self.replying = Some(Replying { ticket, learner, shown, searching: true, pausing: true });
                match self.attempt.game().filter(|_| self.level.is_practice()) {
                    Some(game) => LessonStep::PracticeReply { ticket, game: GameRecord::of(&game) },
                    None => LessonStep::SearchReply { ticket, position },
                }
            }
            Turn::Done(_) => match self.attempt.replies().last().copied().flatten() {
                Some(_) => {
                    self.replying =
                        Some(Replying { ticket, learner, shown, searching: false, pausing: true });
                    LessonStep::Pause { ticket }
                }
                None => {
                    self.last = Some(learner);
                    LessonStep::Shown
                }
            },
        };
        self.changed();
        step
    }

    /// The engine's reply for `ticket` (`None`: the worker failed; the
    /// reply is then searched here; a move not legal there counts as none). Returns whether it was
    /// taken (a stale ticket is ignored).
    pub fn replied(&mut self, ticket: Ticket, reply: Option<Move>) -> bool {
        let Some(r) = self.replying.as_mut().filter(|r| r.ticket == ticket && r.searching) else {
            return false;
        };
        r.searching = false;
        let mv = self.attempt.awaiting_reply().and_then(|p| p.own_move(&reply?));
        self.attempt.reply(mv.as_ref());
        self.changed();
        self.finish_reply();
        true
    }

    /// The pause before the reply of `ticket` is over. Returns whether it
    /// was that reply's pause.
    pub fn delay_over(&mut self, ticket: Ticket) -> bool {
        let Some(r) = self.replying.as_mut().filter(|r| r.ticket == ticket && r.pausing) else {
            return false;
        };
        r.pausing = false;
        self.finish_reply();
        true
    }

    fn finish_reply(&mut self) {
        if self.replying.is_some_and(|r| !r.searching && !r.pausing) {
            self.replying = None;
            self.last = self.attempt.replies().last().copied().flatten();
        }
    }

    /// A refused move: a mistake (one star less, like a wrong square),
    /// with the level's explanation when it is one of its wrong examples
    /// (in the start position). Returns whether it counted (only while
    /// the learner may move).
    pub fn refused(&mut self, reason: &Illegal) -> bool {
        if !self.may_move() {
            return false;
        }
        let costs = self.attempt.star_costs();
        self.attempt.mistake();
        self.cost(costs, Cost::Mistake);
        let at_start = self.attempt.learner_moves() == 0;
        let start = self.level.position();
        self.why = at_start
            .then(|| self.level.mistakes.iter().find(|m| m.reason(&start).as_ref() == Some(reason)))
            .flatten()
            .map(|m| m.why);
        true
    }

    /// A tapped square in a question level: a square of the answer is
    /// kept (the level is solved once all are found); another is shown as
    /// wrong, explained, and costs a star, and the learner taps again.
    pub fn tap(&mut self, n: u8) -> LessonStep {
        let Goal::PickSquares(answer) = self.level.goal else { return LessonStep::Ignored };
        if self.progress != Progress::Going {
            return LessonStep::Ignored;
        }
        if self.picked.contains(&n) {
            return LessonStep::Ignored;
        }
        let costs = self.attempt.star_costs();
        self.last_cost = None;
        if answer.contains(&n) {
            self.picked.push(n);
            self.pick = Some(Pick::Right(n));
            if self.hint == LessonHint::Square(n) {
                self.hint = LessonHint::None;
            }
            if answer.iter().all(|a| self.picked.contains(a)) {
                let picked = self.picked.clone();
                self.attempt.answer(&picked);
                self.hint = LessonHint::None;
            }
        } else {
            self.attempt.mistake();
            self.cost(costs, Cost::Mistake);
            self.pick = Some(Pick::Wrong(n));
        }
        self.changed();
        LessonStep::Shown
    }

    /// The next rung of the hint ladder, one star each: for a move, the
    /// piece, then the whole move; for a question, one more square of the
    /// answer.
    pub fn ask_hint(&mut self) -> LessonStep {
        if self.busy() || self.progress != Progress::Going {
            return LessonStep::Ignored;
        }
        let costs = self.attempt.star_costs();
        match self.hint {
            // One search at a time; a hinted square stays until it is
            // tapped; the whole move is the last rung.
            LessonHint::Searching { .. } | LessonHint::Square(_) | LessonHint::Arrow(_) => {
                return LessonStep::Ignored
            }
            LessonHint::Piece(mv) => {
                self.attempt.count_hint();
                self.cost(costs, Cost::Hint);
                self.hint = LessonHint::Arrow(mv);
                return LessonStep::Shown;
            }
            _ => {}
        }
        self.why = None;
        self.pick = None;
        if self.level.is_question() {
            return match self.attempt.question_hint(&self.picked) {
                Some(n) => {
                    self.cost(costs, Cost::Hint);
                    self.hint = LessonHint::Square(n);
                    LessonStep::Shown
                }
                None => LessonStep::Ignored,
            };
        }
        if let Some(mv) = self.attempt.scripted_hint() {
            self.cost(costs, Cost::Hint);
            self.hint = LessonHint::Piece(mv);
            return LessonStep::Shown;
        }
        let ticket = self.ticket();
        self.hint = LessonHint::Searching { ticket };
        LessonStep::SearchHint { ticket, level: super::level_key(self.level), record: self.attempt.record() }
    }

    /// The searched hint for `ticket` (`None`: none found, or the worker
    /// failed; a move not legal here counts as none). Returns whether it
    /// was taken.
    pub fn hinted(&mut self, ticket: Ticket, hint: Option<Move>) -> bool {
        if self.hint != (LessonHint::Searching { ticket }) {
            return false;
        }
        let mv = hint.and_then(|m| self.attempt.position().own_move(&m));
        let costs = self.attempt.star_costs();
        self.hint = match mv {
            Some(mv) => {
                self.attempt.count_hint();
                self.cost(costs, Cost::Hint);
                LessonHint::Piece(mv)
            }
            None => LessonHint::Unavailable,
        };
        true
    }

    /// A practice's review of the attempt as `record` ([`Attempt::record`],
    /// asked after each reply): the learner move that let the aim go, if
    /// any. It fails the attempt there ([`Fail::LetGo`]) while the attempt
    /// is still the one reviewed. Returns whether it was taken.
    pub fn reviewed(&mut self, record: &[(String, Option<String>)], found: Option<TurningPoint>) -> bool {
        if self.busy() || self.attempt.record() != record {
            return false;
        }
        if let Some(turning) = found {
            self.attempt.let_go(turning);
            self.changed();
        }
        true
    }

    /// Takes back the last learner move and its reply (or the one on its
    /// way), and the picked squares.
    pub fn undo(&mut self) {
        self.settle();
        self.attempt.undo();
        self.last = self.attempt.replies().last().copied().flatten();
        self.changed();
    }

    /// Starts the level again (hints used still count).
    pub fn restart(&mut self) {
        self.settle();
        self.attempt.restart();
        self.last = None;
        self.changed();
    }

    /// The marks on the board: the level's highlights, its arrows at the
    /// start (or the hinted move), the picked squares and the hinted one.
    pub fn marks(&self) -> LessonMarks {
        let level = self.level;
        let sq = |n: u8| square(level, n);
        let highlights = level.highlights.iter().filter_map(|&n| sq(n)).collect();
        let arrows = match self.hint {
            LessonHint::Arrow(mv) => mv.path().windows(2).map(|w| (w[0], w[1])).collect(),
            _ if self.attempt.learner_moves() == 0 && !self.busy() => {
                level.arrows.iter().filter_map(|&(a, b)| Some((sq(a)?, sq(b)?))).collect()
            }
            _ => Vec::new(),
        };
        let mut classes: Vec<(Square, &'static str)> =
            self.picked.iter().filter_map(|&n| Some((sq(n)?, "picked"))).collect();
        if let Some(Pick::Wrong(n)) = self.pick {
            classes.extend(sq(n).map(|s| (s, "picked wrong")));
        }
        match self.hint {
            LessonHint::Piece(mv) => classes.push((mv.from(), "hint")),
            LessonHint::Square(n) => classes.extend(sq(n).map(|s| (s, "hint"))),
            _ => {}
        }
        LessonMarks { highlights, arrows, classes }
    }

    /// Why the level failed, once it has (and the reply is shown).
    pub fn failure(&self) -> Option<Fail> {
        match self.progress() {
            Progress::Failed(fail) => Some(fail),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{engine_reply_move, hint, level, Replies};
    use damas_engine::Variant;

    fn session(id: &str) -> LevelSession {
        LevelSession::new(level(id).unwrap().1)
    }

    /// A move level with a refused example among its mistakes.
    fn move_level_with_a_mistake() -> &'static LessonLevel {
        crate::learn::stages()
            .iter()
            .flat_map(|s| s.levels.iter())
            .find(|l| !l.mistakes.is_empty() && !l.is_question())
            .unwrap()
    }

    #[test]
    fn a_scripted_reply_shows_after_the_pause_and_a_stale_pause_is_ignored() {
        let mut s = session("tip-no-hanging");
        assert!(matches!(s.level().opponent, Replies::Script(_) | Replies::Engine));
        let start = s.board();
        let mv = s.board().parse_move("31-27").unwrap();
        let step = s.play(&mv);
        let ticket = match step {
            LessonStep::Pause { ticket } | LessonStep::SearchReply { ticket, .. } => ticket,
            other => panic!("a reply to wait for, got {other:?}"),
        };
        if let LessonStep::SearchReply { position, .. } = &step {
            assert!(s.replied(ticket, engine_reply_move(position)));
        }
        // Meanwhile: the learner's move alone, no moving, no result yet.
        assert!(s.busy());
        assert_eq!(s.board(), start.after(&mv));
        assert_eq!(s.last_move(), Some(mv));
        assert!(!s.may_move());
        assert_eq!(s.progress(), Progress::Going);
        assert_eq!(s.stars(), None);
        assert!(!s.delay_over(Ticket::STALE));
        assert!(s.delay_over(ticket));
        assert!(!s.busy());
        assert_eq!(s.progress(), Progress::Solved);
        assert_eq!(s.board(), *s.attempt().position());
        assert_eq!(s.last_move(), s.attempt().replies()[0]);
        assert_eq!(s.stars(), Some(3));
        // Undo drops it all; a late pause for the old move changes nothing.
        s.undo();
        assert!(!s.delay_over(ticket));
        assert_eq!(s.board(), start);
        assert_eq!(s.progress(), Progress::Going);
    }

    /// A level whose opponent is the engine (a search for every reply).
    fn engine_level() -> &'static LessonLevel {
        crate::learn::stages()
            .iter()
            .flat_map(|s| s.levels.iter())
            .find(|l| l.opponent == Replies::Engine && !l.solution.is_empty())
            .expect("a level with engine replies")
    }

    #[test]
    fn a_practice_asks_for_empresarios_reply_in_the_game_so_far() {
        let (_, level) = crate::learn::course(Variant::Brazilian).level("endings-three-kings").unwrap();
        let mut s = LevelSession::new(level);
        // Quiet moves on both sides (nothing offered, nothing taken).
        let quiet = |pos: Position| {
            pos.legal_moves().into_iter().find(|m| pos.after(m).all_captures().is_empty()).unwrap()
        };
        let first = quiet(s.board());
        let LessonStep::PracticeReply { ticket, game } = s.play(&first) else { panic!("a practice reply") };
        let game = game.game().unwrap();
        assert_eq!(game.start(), &level.position());
        assert_eq!(game.moves(), &[first]);
        let reply = quiet(*game.position());
        assert!(s.replied(ticket, Some(reply)));
        assert!(s.delay_over(ticket));
        assert_eq!(s.attempt().replies(), &[Some(reply)]);
        // The second move's game holds all three moves (the king-move count sees them).
        let second = quiet(s.board());
        let LessonStep::PracticeReply { game, .. } = s.play(&second) else { panic!("a practice reply") };
        assert_eq!(game.game().unwrap().moves(), &[first, reply, second]);
    }

    #[test]
    fn an_engine_reply_is_searched_elsewhere_and_a_stale_answer_ignored() {
        let level = engine_level();
        let mut s = LevelSession::new(level);
        let mv = s.board().parse_move(level.solution[0]).unwrap();
        let LessonStep::SearchReply { ticket, position } = s.play(&mv) else { panic!("a search") };
        assert_eq!(position, level.position().after(&mv));
        let reply = engine_reply_move(&position);
        // The pause ends first: still waiting for the search.
        assert!(s.delay_over(ticket));
        assert!(s.busy());
        assert!(!s.replied(Ticket::STALE, reply));
        assert!(s.replied(ticket, reply));
        assert!(!s.busy());
        assert_eq!(s.attempt().replies()[0], reply);
        // The same as the attempt played natively.
        let mut native = Attempt::new(level);
        native.play(&mv).unwrap();
        assert_eq!(native.position(), s.attempt().position());
        // Taken back while searching: the late answer is ignored.
        s.undo();
        let LessonStep::SearchReply { ticket, .. } = s.play(&mv) else { panic!("a search") };
        s.undo();
        assert!(!s.replied(ticket, reply));
        assert_eq!(s.attempt().learner_moves(), 0);
        assert_eq!(s.board(), level.position());
    }

    #[test]
    fn a_failed_search_has_the_reply_found_here() {
        let level = engine_level();
        let mut s = LevelSession::new(level);
        let mv = s.board().parse_move(level.solution[0]).unwrap();
        let LessonStep::SearchReply { ticket, .. } = s.play(&mv) else { panic!("a search") };
        assert!(s.replied(ticket, None));
        assert!(s.delay_over(ticket));
        let mut native = Attempt::new(level);
        native.play(&mv).unwrap();
        assert_eq!(native.position(), s.attempt().position());
    }

    #[test]
    fn the_hint_ladder_piece_then_move_and_one_star() {
        let mut s = session("man-walk");
        assert_eq!(s.ask_hint(), LessonStep::Shown);
        let LessonHint::Piece(mv) = s.hint() else { panic!("the piece first") };
        assert!(s.marks().classes.contains(&(mv.from(), "hint")));
        assert!(s.marks().arrows.is_empty() || s.level().arrows.len() == s.marks().arrows.len());
        assert_eq!(s.attempt().hints_used(), 1);
        assert_eq!(s.last_cost(), Some(Cost::Hint));
        // The second rung, the whole move, is a hint too: counted, one star.
        assert_eq!(s.ask_hint(), LessonStep::Shown);
        assert_eq!(s.hint(), LessonHint::Arrow(mv));
        assert_eq!(s.marks().arrows, mv.path().windows(2).map(|w| (w[0], w[1])).collect::<Vec<_>>());
        assert_eq!(s.attempt().hints_used(), 2);
        assert_eq!(s.last_cost(), Some(Cost::Hint));
        assert_eq!(s.ask_hint(), LessonStep::Ignored, "no rung after the whole move");
        s.play(&mv);
        assert_eq!(s.hint(), LessonHint::None);
        assert_eq!(s.attempt().star_costs().stars(), 1);
    }

    /// International king-moves/1 asks for one move: a second one costs a
    /// star, and the session says so when it happens.
    #[test]
    fn a_move_over_par_is_named_as_the_lost_star_when_it_is_played() {
        let mut s = session("king-long");
        let par = s.level().par;
        let mut played = 0;
        while s.progress() == Progress::Going && played < 4 {
            let mv = s.board().legal_moves().into_iter().find(|m| {
                let mut trial = s.clone();
                trial.play(m);
                trial.progress() == Progress::Going
            });
            let Some(mv) = mv else { break };
            s.play(&mv);
            played += 1;
            if s.busy() {
                break;
            }
            let expected = (played > par as usize).then_some(Cost::ExtraMove);
            assert_eq!(s.last_cost(), expected, "after move {played}");
        }
        assert!(played > par as usize, "the test played past par");
    }

    /// A move the rules refuse costs a star like a wrong square, and says so.
    #[test]
    fn a_refused_move_costs_a_star_and_says_so() {
        let level = move_level_with_a_mistake();
        let mut s = LevelSession::new(level);
        let reason = level.mistakes[0].reason(&level.position()).expect("a refused example");
        assert!(s.refused(&reason));
        assert_eq!(s.last_cost(), Some(Cost::Mistake));
        assert_eq!(s.attempt().star_costs().mistakes, 1);
        for text in level.solution {
            let mv = s.board().parse_move(text).unwrap();
            let step = s.play(&mv);
            if let LessonStep::Pause { ticket } = step {
                s.delay_over(ticket);
            }
        }
        if s.progress() == Progress::Solved {
            assert_eq!(s.stars(), Some(2), "the refused move cost a star");
        }
    }

    #[test]
    fn off_the_script_the_hint_is_searched_elsewhere() {
        let mut s = session("man-walk");
        // Leave the known solution: the hint needs the solver.
        let off = s
            .board()
            .legal_moves()
            .into_iter()
            .find(|m| m.full_text() != s.level().solution[0])
            .expect("another move");
        s.play(&off);
        let LessonStep::SearchHint { ticket, level: id, record } = s.ask_hint() else { panic!("a search") };
        assert_eq!(id, "brazilian/man-walk");
        assert!(std::ptr::eq(super::super::level_by_key(&id).unwrap(), s.level()));
        // What the worker does: rebuild the attempt, find the hint.
        let rebuilt = Attempt::replay(s.level(), &record).unwrap();
        assert_eq!(rebuilt.position(), s.attempt().position());
        let found = hint(s.level(), &rebuilt);
        assert!(found.is_some());
        assert_eq!(s.ask_hint(), LessonStep::Ignored); // one search at a time
        assert!(!s.hinted(Ticket::STALE, found));
        assert!(s.hinted(ticket, found));
        assert!(matches!(s.hint(), LessonHint::Piece(_)));
        assert_eq!(s.attempt().hints_used(), 1);
        // A search that finds nothing says so, and costs nothing.
        s.undo();
        s.play(&off);
        let LessonStep::SearchHint { ticket, .. } = s.ask_hint() else { panic!("a search") };
        assert!(s.hinted(ticket, None));
        assert_eq!(s.hint(), LessonHint::Unavailable);
        assert_eq!(s.attempt().hints_used(), 1);
    }

    #[test]
    fn a_wrong_tap_is_explained_and_the_learner_tries_again() {
        let mut s = session("board-empty-rows");
        let Goal::PickSquares(answer) = s.level().goal else { panic!("a question") };
        assert_eq!(s.tap(answer[0]), LessonStep::Shown);
        assert_eq!(s.last_pick(), Some(Pick::Right(answer[0])));
        assert_eq!(s.tap(30), LessonStep::Shown);
        assert_eq!(s.last_pick(), Some(Pick::Wrong(30)));
        assert_eq!(s.progress(), Progress::Going, "a wrong tap does not fail the level");
        let marks = s.marks();
        assert!(marks.classes.iter().any(|(sq, c)| sq.number() == 30 && *c == "picked wrong"));
        assert!(marks.classes.iter().any(|(sq, c)| sq.number() == answer[0] && *c == "picked"));
        // The same right square again changes nothing; the rest solves it.
        assert_eq!(s.tap(answer[0]), LessonStep::Ignored);
        for &n in &answer[1..] {
            s.tap(n);
        }
        assert_eq!(s.progress(), Progress::Solved);
        assert_eq!(s.stars(), Some(2), "the wrong tap cost a star");
        assert_eq!(s.tap(1), LessonStep::Ignored);
        // A one-square question: a wrong tap, then the right one.
        let mut s = session("board-corner");
        s.tap(30);
        assert_eq!(s.failure(), None);
        s.tap(29);
        assert_eq!(s.progress(), Progress::Solved);
    }

    #[test]
    fn a_question_hint_marks_a_square_of_the_answer() {
        let mut s = session("board-empty-rows");
        assert_eq!(s.ask_hint(), LessonStep::Shown);
        let LessonHint::Square(n) = s.hint() else { panic!("a square") };
        assert!(s.marks().classes.iter().any(|(sq, c)| sq.number() == n && *c == "hint"));
        assert_eq!(s.ask_hint(), LessonStep::Ignored, "the same square is not sold twice");
        s.tap(n);
        assert_eq!(s.hint(), LessonHint::None);
        assert_eq!(s.ask_hint(), LessonStep::Shown);
        assert!(matches!(s.hint(), LessonHint::Square(m) if m != n));
        assert_eq!(s.attempt().hints_used(), 2);
    }

    #[test]
    fn a_refused_move_is_explained_by_the_level_when_it_is_one_of_its_mistakes() {
        let level = move_level_with_a_mistake();
        let mut s = LevelSession::new(level);
        let reason = level.mistakes[0].reason(&level.position()).unwrap();
        s.refused(&reason);
        assert_eq!(s.why(), Some(level.mistakes[0].why));
        s.refused(&Illegal::NotAMove);
        assert_eq!(s.why(), None);
    }

    #[test]
    fn a_failed_level_can_be_undone_and_restarted() {
        let mut s = session("man-walk");
        for m in ["22-17", "17-13", "13-9", "9-6", "6-2"] {
            if let Ok(mv) = s.board().parse_move(m) {
                s.play(&mv);
            }
        }
        assert_eq!(s.failure(), Some(Fail::TooManyMoves));
        assert!(!s.may_move());
        s.undo();
        assert_eq!(s.progress(), Progress::Going);
        assert!(s.can_undo());
        s.restart();
        assert!(!s.can_undo());
        assert_eq!(s.board(), s.level().position());
        assert_eq!(s.last_move(), None);
        // The level's own arrows come back at the start.
        let arrows = s.level().arrows.len();
        assert_eq!(s.marks().arrows.len(), arrows);
    }
}
