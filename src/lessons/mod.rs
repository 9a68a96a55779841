//! Lessons: a gradual course through every rule, as data plus pure checks.
//!
//! Plain Rust (no web crate): compiled natively for the tests and for
//! `wasm32` for the app. The UI reads [`stages`] (or [`stage`] / [`level`]
//! by id), starts an [`Attempt`] for a [`Level`], feeds it the learner's
//! moves ([`Attempt::play`] / [`Attempt::play_text`]) or, for a question
//! level ([`Level::is_question`]), the picked squares ([`Attempt::answer`]);
//! it renders [`Attempt::position`] (the learner is always to move; the
//! opponent's reply, if any, is in [`Attempt::replies`]) and shows
//! [`Attempt::progress`], [`Attempt::stars`] and [`Attempt::hint`]. Texts are
//! [`Text`] pairs: `text.get("pt")` / `text.get("en")`.
//!
//! ```
//! use damas_app::lessons::{level, stages, Attempt, Fail, Progress};
//! assert!(stages().len() >= 16);
//! let (stage, lvl) = level("chain-two").unwrap();
//! assert_eq!(stage.id, "chain");
//! let board = lvl.position(); // the set-up: pieces, side to move, rule set
//! assert_eq!(board.to_fen(), "W:W22:B10,18");
//! // The wrong examples: text, rule kind, explanation.
//! for m in lvl.mistakes {
//!     assert!(m.reason(&board).is_some());
//! }
//! let mut attempt = Attempt::new(lvl);
//! assert_eq!(attempt.progress(), Progress::Going);
//! let hint = attempt.peek_hint().unwrap(); // does not cost a star
//! assert_eq!(hint.full_text(), "22x15x6");
//! assert_eq!(attempt.play(&hint), Ok(Progress::Solved));
//! assert_eq!(attempt.stars(), Some(3));
//!
//! let (_, tip) = level("tip-no-hanging").unwrap();
//! let mut attempt = Attempt::new(tip);
//! assert_eq!(attempt.play_text("22-18"), Ok(Progress::Failed(Fail::LostPiece)));
//! attempt.undo();
//! ```

use damas_engine::search::{Clock, Limits, Searcher};
use damas_engine::teaching::{Illegal, Verdict};
use damas_engine::{Color, Game, Move, Outcome, Position, Role, Square, Variant};

mod s01_board;
mod s02_man_moves;
mod s03_capture;
mod s04_compulsory;
mod s05_chain;
mod s06_captured_stay;
mod s07_majority;
mod s08_promotion;
mod s09_man_crossing;
mod s10_king_moves;
mod s11_king_captures;
mod s12_winning;
mod s13_draws;
mod s14_notation;
mod s15_tips;
mod s16_english;
mod s17_russian;
mod s18_spanish;
mod s19_italian;
mod s20_thai;
mod s21_ten;

#[cfg(test)]
mod tests;

/// A text in both languages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    pub pt: &'static str,
    pub en: &'static str,
}

impl Text {
    /// The text for a language code (`"pt"`/`"pt-BR"` or anything else: English).
    pub fn get(&self, lang: &str) -> &'static str {
        if lang.starts_with("pt") {
            self.pt
        } else {
            self.en
        }
    }
}

/// Shorthand for the stage files: `t("pt", "en")`.
pub(crate) const fn t(pt: &'static str, en: &'static str) -> Text {
    Text { pt, en }
}

/// A stage of the course: a rule (or a tip) taught by a few short levels.
#[derive(Debug)]
pub struct Stage {
    pub id: &'static str,
    pub title: Text,
    pub intro: Text,
    pub levels: &'static [Level],
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
    /// [`Level::king_moves_before`]), has ended in a draw by the rules:
    /// the king-move count or the same position three times. A game won by
    /// either side breaks it. Needs a replying opponent (not [`Opponent::Pass`]).
    Draw,
    /// Every goal.
    All(&'static [Goal]),
    /// At least one goal.
    Any(&'static [Goal]),
}

/// What the opponent does after each learner move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The opponent does not move: the learner plays again (lichess-style
    /// exercises). The board just gives the turn back.
    Pass,
    /// These replies, one after each learner move, as move text; when one
    /// is not legal (the learner left the script) or the script has run
    /// out, the engine replies.
    Script(&'static [&'static str]),
    /// The engine replies (a shallow search).
    Engine,
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
    pub why: Text,
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
pub struct Level {
    pub id: &'static str,
    pub goal_text: Text,
    pub variant: Variant,
    /// PDN FEN; the learner plays the side to move.
    pub fen: &'static str,
    pub goal: Goal,
    /// Learner moves for three stars.
    pub par: u32,
    /// Extra learner moves allowed over par before the level fails.
    pub slack: u32,
    pub opponent: Opponent,
    /// A known solution (learner moves, as text), used for hints first.
    pub solution: &'static [&'static str],
    /// Arrows to draw on the board at the start (from, to).
    pub arrows: &'static [(u8, u8)],
    /// Squares to highlight at the start.
    pub highlights: &'static [u8],
    /// Wrong moves to show, with why they are illegal.
    pub mistakes: &'static [Mistake],
    /// Shown when the level is solved (may be empty).
    pub success_text: Text,
    /// Draw the board with a1–h8 coordinates (a level about them); other
    /// levels show the square numbers, which the goal texts use.
    pub algebraic: bool,
    /// Consecutive king-only moves without a capture (both sides counted)
    /// already played before the level's position: the start of the
    /// king-move draw count of a [`Goal::Draw`] level.
    pub king_moves_before: u32,
}

impl Level {
    /// Defaults for the stage files' `..Level::BASE`.
    pub const BASE: Level = Level {
        id: "",
        goal_text: t("", ""),
        variant: Variant::Brazilian,
        fen: "",
        goal: Goal::MakeAnyCapture,
        par: 1,
        slack: 2,
        opponent: Opponent::Pass,
        solution: &[],
        arrows: &[],
        highlights: &[],
        mistakes: &[],
        success_text: t("", ""),
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

    /// Whether the goal asks for a draw (the UI then shows the draw counts).
    pub fn wants_draw(&self) -> bool {
        contains(&self.goal, &|g| matches!(g, Goal::Draw))
    }
}

/// Whether a goal is, or contains, a goal for which `is` holds.
fn contains(goal: &Goal, is: &dyn Fn(&Goal) -> bool) -> bool {
    match goal {
        Goal::All(gs) | Goal::Any(gs) => is(goal) || gs.iter().any(|g| contains(g, is)),
        _ => is(goal),
    }
}

/// Where the draw rules stand in an attempt (see [`Attempt::draw_counts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawCounts {
    /// King-only moves without a capture in a row, both sides, the level's
    /// [`Level::king_moves_before`] included.
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

/// Every stage, in course order.
pub fn stages() -> &'static [&'static Stage] {
    static STAGES: [&Stage; 21] = [
        &s01_board::STAGE,
        &s02_man_moves::STAGE,
        &s03_capture::STAGE,
        &s04_compulsory::STAGE,
        &s05_chain::STAGE,
        &s06_captured_stay::STAGE,
        &s07_majority::STAGE,
        &s08_promotion::STAGE,
        &s09_man_crossing::STAGE,
        &s10_king_moves::STAGE,
        &s11_king_captures::STAGE,
        &s12_winning::STAGE,
        &s13_draws::STAGE,
        &s14_notation::STAGE,
        &s15_tips::STAGE,
        &s16_english::STAGE,
        &s17_russian::STAGE,
        &s18_spanish::STAGE,
        &s19_italian::STAGE,
        &s20_thai::STAGE,
        &s21_ten::STAGE,
    ];
    &STAGES
}

/// How many stages, from the first, make the core course (taught in
/// Brazilian draughts, tips included); the others teach one rule set each.
pub const CORE_STAGES: usize = 15;

/// Whether a stage belongs to the core course (see [`CORE_STAGES`]).
pub fn is_core(stage: &Stage) -> bool {
    stages().iter().take(CORE_STAGES).any(|s| std::ptr::eq(*s, stage))
}

/// A stage by id.
pub fn stage(id: &str) -> Option<&'static Stage> {
    stages().iter().copied().find(|s| s.id == id)
}

/// A level by id (ids are unique over the whole course), with its stage.
pub fn level(id: &str) -> Option<(&'static Stage, &'static Level)> {
    stages().iter().copied().find_map(|s| s.levels.iter().find(|l| l.id == id).map(|l| (s, l)))
}

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
    level: &'static Level,
    /// The start, then the position after each learner move and its reply.
    positions: Vec<Position>,
    learner_moves: Vec<(Position, Move)>,
    replies: Vec<Option<Move>>,
    answer: Option<bool>,
    hints: u32,
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

/// A clock that never advances: searches are bounded by depth, and
/// `std::time::Instant` is not available in the browser.
struct NoClock;

impl Clock for NoClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

fn engine_best(pos: &Position, depth: u32) -> Option<Move> {
    let game = Game::from_position(*pos);
    let mut searcher = Searcher::new(12);
    searcher.search(&game, &Limits::depth(depth), &NoClock, None, &mut |_| {}).best
}

fn engine_reply(pos: &Position) -> (Option<Move>, Position) {
    match engine_best(pos, 4) {
        Some(mv) => (Some(mv), pos.after(&mv)),
        None => (None, *pos),
    }
}

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

fn eval(goal: &Goal, level: &Level, attempt: &Attempt) -> State {
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

fn contains_dont_lose(goal: &Goal) -> bool {
    contains(goal, &|g| matches!(g, Goal::DontLosePiece))
}

/// Where an attempt at a level stands.
pub fn check(level: &Level, attempt: &Attempt) -> Progress {
    match eval(&level.goal, level, attempt) {
        State::Met => Progress::Solved,
        State::Broken => Progress::Failed(if level.is_question() {
            Fail::WrongAnswer
        } else if contains_dont_lose(&level.goal) {
            Fail::LostPiece
        } else {
            Fail::GameOver
        }),
        State::Pending => {
            if level.is_question() {
                Progress::Going
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

/// The next learner move toward the goal, or `None` (question levels, or
/// the attempt is over).
pub fn hint(level: &Level, attempt: &Attempt) -> Option<Move> {
    if level.is_question() || attempt.progress() != Progress::Going {
        return None;
    }
    let pos = attempt.position();
    let played = attempt.learner_moves();
    let on_script = attempt
        .learner_moves
        .iter()
        .zip(level.solution)
        .all(|((p, m), text)| p.parse_move(text).map(|s| s.same_effect(m)).unwrap_or(false));
    if on_script {
        if let Some(mv) = level.solution.get(played).and_then(|t| pos.parse_move(t).ok()) {
            return Some(mv);
        }
    }
    let left = (level.par + level.slack).saturating_sub(played as u32).min(4);
    solve(attempt, left).or_else(|| engine_best(pos, 6))
}

/// The square numbers of a level's board, for the UI's highlights.
pub fn square(level: &Level, n: u8) -> Option<Square> {
    Square::new(n as u32, level.variant.size())
}
