//! A puzzle being solved (plain Rust; the page drives it).
//!
//! The solver plays moves on the board (the board itself refuses illegal
//! moves with the engine's reason). A legal move:
//! * that has the same effect as the solution's move (same start, same
//!   end, same captured pieces: the "drop" convention) is right: the forced
//!   reply is played and the next solver move is expected, or the puzzle is
//!   solved at the end of the line;
//! * any other that wins outright also solves the puzzle ("that also wins;
//!   the main line was …"): the opponent is left with no move, or the
//!   search worker's answer proves the opponent lost ([`PROVEN_WIN`]: a win
//!   seen to its end, or a won ending by the endgame tables). A learner who
//!   finds a win is never told it is wrong;
//! * any other is wrong: the engine's refutation is shown, then the solver
//!   retries from the same position. When the opponent has one legal reply
//!   it is played at once; otherwise the session waits ([`Step::Refuting`])
//!   for the page to ask the search worker (`crate::kernel::ai`, within
//!   [`refutation_limits`]) and hand the answer to
//!   [`PuzzleSession::refuted`] with the ticket it was given. A late answer
//!   (the solver retried, asked a hint or moved on) no longer matches a
//!   ticket and is ignored; no answer at all (a cancelled request, a
//!   worker that never loaded) is given as `None` and the wrong move is
//!   shown without a reply. No search runs on the page's thread.
//!
//! In a rule drill the board gives no help, and a move the rules forbid
//! (the board refuses it with the engine's reason) is a miss:
//! [`PuzzleSession::refused`] counts it and keeps the reason on show until
//! the next attempt.
//!
//! Hints come in steps — the piece, then its destination, then the whole
//! path — and, like a mistake, cost the clean solve. Showing the solution
//! ends the attempt as failed and plays the rest of the line.

use damas_engine::notation::MoveText;
use damas_engine::search::{Limits, PROVEN_WIN};
use damas_engine::teaching::{explain_solution, ExplainedSolution, Illegal, Kind, TableCall, TableVerdict};
use damas_engine::{Color, Move, Position, Square};

use super::catalog::Entry;
use crate::kernel::ticket::{Ticket, TicketBook};

/// What a played move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Right; the opponent's forced reply was played (`None` when none is
    /// left) and the next solver move is expected.
    Correct { reply: Option<Move> },
    /// Right, and it was the last move: solved.
    Solved,
    /// Not the solution's move, but it wins outright as well (the opponent
    /// has no move left): solved.
    AlsoWins { tried: Move },
    /// Wrong: the position after it and its refutation is shown until
    /// [`PuzzleSession::retry`].
    Wrong { tried: Move, refutation: Option<Move> },
    /// Wrong, and the opponent has a choice of replies: ask the search for
    /// the best one in `after` and pass it to [`PuzzleSession::refuted`]
    /// with `ticket`. The solver may retry meanwhile.
    Refuting { tried: Move, after: Position, ticket: Ticket },
    /// No move was expected (solved, solution shown, or a refutation on
    /// show).
    Ignored,
}

/// What the solver's status line says, typed (the view words it): the
/// move texts are the rule set's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolverStatus {
    /// Find the move: a rule drill or a tactic, and the side to move.
    Find { drill: bool, side: Color },
    /// Right so far; the next move is expected.
    Correct,
    /// A hint shows this much.
    Hinted(Hint),
    /// A move that is not the solution's, and its refutation is searched.
    Refuting { tried: String },
    /// A wrong move, and the reply that refutes it (when known).
    Wrong { tried: String, reply: Option<String> },
    /// A wrong first move that the endgame tables call a draw or a loss
    /// where the solution wins ([`PuzzleSession::set_table_verdict`]),
    /// played in `before`.
    WrongByTables { tried: Move, before: Position, call: TableCall },
    /// A drill's move the rules refuse, and why.
    BrokeRule(Illegal),
    /// Solved by another move that wins as well; the main line was this.
    AlsoWins { tried: String, solution: String },
    /// Solved with no mistake and no hint, at the first attempt or later.
    SolvedClean { first_attempt: bool },
    /// Solved after a hint (and perhaps mistakes).
    SolvedHelped,
    /// Solved after this many mistakes (wrong moves, or moves a drill's
    /// rules refused), with no hint.
    SolvedAfterMistakes { mistakes: u32 },
    /// The solution was shown.
    Failed,
}

impl SolverStatus {
    /// The status line's look (its CSS class).
    pub fn kind(&self) -> &'static str {
        match self {
            SolverStatus::Find { .. } => "turn",
            SolverStatus::Correct => "right",
            SolverStatus::Hinted(_) => "hint",
            SolverStatus::Refuting { .. } => "refuting",
            SolverStatus::Wrong { .. } | SolverStatus::WrongByTables { .. } | SolverStatus::BrokeRule(_) => {
                "wrong"
            }
            SolverStatus::AlsoWins { .. } => "solved also",
            SolverStatus::SolvedClean { .. }
            | SolverStatus::SolvedHelped
            | SolverStatus::SolvedAfterMistakes { .. } => "solved",
            SolverStatus::Failed => "failed",
        }
    }
}

/// How much of the next move a hint shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hint {
    #[default]
    None,
    /// The piece to move.
    Piece,
    /// The piece and its destination.
    Destination,
    /// The whole path.
    Path,
}

impl Hint {
    fn next(self) -> Hint {
        match self {
            Hint::None => Hint::Piece,
            Hint::Piece => Hint::Destination,
            Hint::Destination | Hint::Path => Hint::Path,
        }
    }
}

/// How an attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// Solved with no mistake and no hint.
    Clean,
    /// Solved after mistakes or hints.
    Helped,
    /// The solution was shown.
    Failed,
}

impl Grade {
    /// A clean solve.
    pub fn is_clean(self) -> bool {
        self == Grade::Clean
    }

    /// Solved, with or without help.
    pub fn is_solved(self) -> bool {
        self != Grade::Failed
    }
}

/// The counts of an attempt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub mistakes: u32,
    pub hints: u32,
    pub revealed: bool,
}

/// A wrong move on show.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Wrong {
    tried: Move,
    refutation: Option<Move>,
    /// The position after the wrong move (and its refutation once known).
    position: Position,
    /// Names the search asked for this wrong move.
    ticket: Ticket,
    /// Whether the refutation is still being searched.
    pending: bool,
}

/// A move other than the solution's that wins as well, with the reply
/// played to it, on show once the puzzle is solved with it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Alternative {
    tried: Move,
    reply: Option<Move>,
    position: Position,
}

/// How the refutation of a wrong move is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The opponent has no move.
    None,
    /// The only legal reply: no search needed.
    Forced(Move),
    /// A choice of replies: the search picks one.
    Search,
}

/// How the reply to a wrong move is found in `after` (the position after
/// it): none, forced, or by a search.
pub fn reply_in(after: &Position) -> Reply {
    let moves = after.legal_moves();
    match moves.len() {
        0 => Reply::None,
        1 => moves.first().copied().map_or(Reply::None, Reply::Forced),
        _ => Reply::Search,
    }
}

/// The limits of the refutation search: six plies, at most a second and a
/// half (it answers in a few milliseconds on 8×8 boards).
pub fn refutation_limits() -> Limits {
    Limits { movetime_ms: Some(1500), ..Limits::depth(6) }
}

/// A puzzle being solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSession {
    entry: Entry,
    pos: Position,
    /// Index in the line of the next move to play.
    ply: usize,
    last: Option<Move>,
    hint: Hint,
    tally: Tally,
    wrong: Option<Wrong>,
    /// Tickets handed out for refutation searches.
    tickets: TicketBook,
    /// The rule the latest refused attempt broke (drills), until the next.
    broken: Option<Illegal>,
    /// The move of the line being studied once the attempt is over (its
    /// index in the line): the board shows the position after it.
    studied: Option<usize>,
    /// The other winning move the puzzle was solved with, if it was.
    also: Option<Alternative>,
    /// The endgame tables' word on the first move, once the search worker
    /// has read it (where they decide it).
    verdict: Option<TableVerdict>,
}

impl PuzzleSession {
    /// A fresh attempt at a puzzle.
    pub fn new(entry: &Entry) -> PuzzleSession {
        PuzzleSession {
            entry: entry.clone(),
            pos: entry.start,
            ply: 0,
            last: None,
            hint: Hint::None,
            tally: Tally::default(),
            wrong: None,
            tickets: TicketBook::new(),
            broken: None,
            studied: None,
            also: None,
            verdict: None,
        }
    }

    /// Whether the endgame tables may hold the position after the first
    /// move (a tactic with few enough pieces left): the page then asks the
    /// search worker for their word on it ([`Self::set_table_verdict`]).
    pub fn wants_table_verdict(&self) -> bool {
        let start = self.entry.start;
        let least_left = crate::learn::pieces(&start)
            - start.legal_moves().iter().map(Move::capture_count).min().unwrap_or(0);
        !self.is_drill() && least_left <= crate::learn::TABLE_PIECES
    }

    /// The endgame tables' word on the first move, as the search worker
    /// read it ([`damas_engine::teaching::table_verdict`]).
    pub fn set_table_verdict(&mut self, verdict: Option<TableVerdict>) {
        self.verdict = verdict;
    }

    /// The endgame tables' word on the first move, once read.
    pub fn table_verdict(&self) -> Option<&TableVerdict> {
        self.verdict.as_ref()
    }

    /// Whether this is a rule drill (the board gives no help; a refused
    /// attempt is a miss) rather than a tactic.
    pub fn is_drill(&self) -> bool {
        self.entry.puzzle.kind == Kind::Drill
    }

    /// An attempt the board refused because it breaks a rule. In a drill it
    /// is a miss, and `reason` stays on show until the next attempt;
    /// returns whether it counted. In a tactic, or when no move is
    /// expected, nothing changes.
    pub fn refused(&mut self, reason: Illegal) -> bool {
        if !self.is_drill() || !self.may_move() {
            return false;
        }
        self.tally.mistakes += 1;
        self.broken = Some(reason);
        true
    }

    /// The rule the latest refused attempt broke, while on show.
    pub fn broken_rule(&self) -> Option<&Illegal> {
        self.broken.as_ref()
    }

    /// The puzzle.
    pub fn entry(&self) -> &Entry {
        &self.entry
    }

    /// The side the solver plays.
    pub fn solver(&self) -> Color {
        self.entry.start.side_to_move()
    }

    /// The position to show: after the move being studied, after a wrong
    /// move and its refutation while they are on show, else the current one.
    pub fn position(&self) -> Position {
        if let Some(i) = self.studied {
            return self.before_ply(i + 1);
        }
        if let Some(a) = &self.also {
            return a.position;
        }
        self.wrong.as_ref().map_or(self.pos, |w| w.position)
    }

    /// The start position with the first `ply` moves of the line played.
    fn before_ply(&self, ply: usize) -> Position {
        let mut pos = self.entry.start;
        for mv in &self.entry.line[..ply.min(self.entry.line.len())] {
            pos.play_unchecked(mv);
        }
        pos
    }

    /// The solution told move by move, once a tactic's attempt is over
    /// (solved or shown); `None` in drills and while solving.
    pub fn explanation(&self) -> Option<ExplainedSolution> {
        (!self.is_drill() && self.grade().is_some())
            .then(|| explain_solution(&self.entry.start, &self.entry.line))
    }

    /// Shows the position after move `index` of the line (`None`: back to
    /// the end). Only once the attempt is over; an index past the line is
    /// ignored.
    pub fn study(&mut self, index: Option<usize>) {
        if self.grade().is_some() && index.is_none_or(|i| i < self.entry.line.len()) {
            self.studied = index;
        }
    }

    /// The move of the line being studied, if any.
    pub fn studied(&self) -> Option<usize> {
        self.studied
    }

    /// The position move `index` of the line is played in.
    pub fn position_before(&self, index: usize) -> Position {
        self.before_ply(index)
    }

    /// The last move to highlight (the studied move, or the refutation
    /// while on show).
    pub fn last_move(&self) -> Option<Move> {
        if let Some(i) = self.studied {
            return self.entry.line.get(i).copied();
        }
        if let Some(a) = &self.also {
            return a.reply.or(Some(a.tried));
        }
        match &self.wrong {
            Some(w) => w.refutation.or(Some(w.tried)),
            None => self.last,
        }
    }

    /// Whether the line is played to its end, or the puzzle was solved
    /// with another winning move.
    pub fn is_over(&self) -> bool {
        self.ply >= self.entry.line.len() || self.also.is_some()
    }

    /// The other winning move the puzzle was solved with and the reply to
    /// it, if it was.
    pub fn also_wins(&self) -> Option<(Move, Option<Move>)> {
        self.also.as_ref().map(|a| (a.tried, a.reply))
    }

    /// Whether the solver may move now.
    pub fn may_move(&self) -> bool {
        !self.is_over() && !self.tally.revealed && self.wrong.is_none()
    }

    /// The wrong move and its refutation on show, if any.
    pub fn wrong(&self) -> Option<(Move, Option<Move>)> {
        self.wrong.as_ref().map(|w| (w.tried, w.refutation))
    }

    /// Whether the refutation of the wrong move on show is still searched.
    pub fn refuting(&self) -> bool {
        self.wrong.as_ref().is_some_and(|w| w.pending)
    }

    /// The search's answer for the wrong move of `ticket`: the reply
    /// and its score for the opponent (`None`: no answer, cancelled or
    /// failed). Ignored, returning `false`, unless that wrong move is still
    /// on show and waiting. A reply that is not legal there counts as no
    /// answer. A score that proves the opponent lost ([`PROVEN_WIN`]) makes
    /// the move another win: the puzzle is solved, the mistake taken back.
    pub fn refuted(&mut self, ticket: Ticket, reply: Option<Move>, score: Option<i32>) -> bool {
        let Some(w) = self.wrong.as_mut().filter(|w| w.pending && w.ticket == ticket) else { return false };
        let after = w.position;
        let mv = reply.and_then(|m| after.own_move(&m));
        w.refutation = mv;
        w.position = mv.map_or(after, |m| after.after(&m));
        w.pending = false;
        if mv.is_some() && score.is_some_and(|s| s <= -PROVEN_WIN) {
            let w = self.wrong.take().expect("on show");
            self.tally.mistakes -= 1;
            self.also = Some(Alternative { tried: w.tried, reply: w.refutation, position: w.position });
        }
        true
    }

    /// The counts so far.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// How the attempt ended, once it has.
    pub fn grade(&self) -> Option<Grade> {
        if self.tally.revealed {
            Some(Grade::Failed)
        } else if self.is_over() {
            Some(if self.tally.mistakes == 0 && self.tally.hints == 0 { Grade::Clean } else { Grade::Helped })
        } else {
            None
        }
    }

    /// Solver moves played right so far, and in the whole solution.
    pub fn progress(&self) -> (usize, usize) {
        (self.ply.div_ceil(2), self.entry.line.len().div_ceil(2))
    }

    /// The solution's next move (the solver's while solving).
    pub fn expected(&self) -> Option<Move> {
        self.entry.line.get(self.ply).copied()
    }

    /// Plays the solver's move.
    pub fn play(&mut self, mv: &Move) -> Step {
        if !self.may_move() {
            return Step::Ignored;
        }
        let Some(expected) = self.expected() else { return Step::Ignored };
        self.broken = None;
        if !mv.same_effect(&expected) {
            self.tally.mistakes += 1;
            let ticket = self.tickets.issue();
            let after = self.pos.after(mv);
            let (refutation, pending) = match reply_in(&after) {
                Reply::None => {
                    // The opponent cannot move: it has lost.
                    self.tally.mistakes -= 1;
                    self.also = Some(Alternative { tried: *mv, reply: None, position: after });
                    return Step::AlsoWins { tried: *mv };
                }
                Reply::Forced(r) => (Some(r), false),
                Reply::Search => (None, true),
            };
            let position = refutation.map_or(after, |r| after.after(&r));
            self.wrong = Some(Wrong { tried: *mv, refutation, position, ticket, pending });
            return if pending {
                Step::Refuting { tried: *mv, after, ticket }
            } else {
                Step::Wrong { tried: *mv, refutation }
            };
        }
        self.pos.play_unchecked(&expected);
        self.last = Some(expected);
        self.ply += 1;
        self.hint = Hint::None;
        if self.is_over() {
            return Step::Solved;
        }
        let reply = self.entry.line[self.ply];
        self.pos.play_unchecked(&reply);
        self.last = Some(reply);
        self.ply += 1;
        Step::Correct { reply: Some(reply) }
    }

    /// Back to the position before the wrong move.
    pub fn retry(&mut self) {
        self.wrong = None;
    }

    /// Shows one more step of the next move; counted once per step.
    pub fn hint(&mut self) -> Hint {
        if self.may_move() || self.wrong.is_some() {
            self.wrong = None;
            self.broken = None;
            let next = self.hint.next();
            if next != self.hint {
                self.tally.hints += 1;
                self.hint = next;
            }
        }
        self.hint
    }

    /// The hint shown now.
    pub fn hint_level(&self) -> Hint {
        self.hint
    }

    /// The squares and arrows that show the current hint.
    pub fn hint_marks(&self) -> (Vec<Square>, Vec<(Square, Square)>) {
        let Some(mv) = self.expected().filter(|_| self.may_move()) else { return (Vec::new(), Vec::new()) };
        match self.hint {
            Hint::None => (Vec::new(), Vec::new()),
            Hint::Piece => (vec![mv.from()], Vec::new()),
            Hint::Destination => (vec![mv.from(), mv.to()], Vec::new()),
            Hint::Path => {
                let path = mv.path();
                (path.clone(), path.windows(2).map(|w| (w[0], w[1])).collect())
            }
        }
    }

    /// Gives up: the attempt is failed; [`PuzzleSession::step_solution`]
    /// then plays the rest of the line.
    pub fn reveal(&mut self) {
        if !self.is_over() {
            self.tally.revealed = true;
        }
        self.wrong = None;
        self.broken = None;
        self.hint = Hint::None;
    }

    /// After [`PuzzleSession::reveal`]: plays the next move of the line;
    /// `false` when there is none.
    pub fn step_solution(&mut self) -> bool {
        if !self.tally.revealed {
            return false;
        }
        match self.expected() {
            Some(mv) => {
                self.pos.play_unchecked(&mv);
                self.last = Some(mv);
                self.ply += 1;
                true
            }
            None => false,
        }
    }

    /// What the status line says now; `first_attempt` says whether the
    /// attempt recorded was the first at this puzzle.
    pub fn status(&self, first_attempt: bool) -> SolverStatus {
        let now = self.current();
        if let Some((tried, _)) = self.also_wins() {
            return SolverStatus::AlsoWins { tried: now.move_text(&tried), solution: self.solution_text() };
        }
        if let Some((wrong, reply)) = self.wrong() {
            let after = now.after(&wrong);
            let tried = now.move_text(&wrong);
            if self.refuting() {
                return SolverStatus::Refuting { tried };
            }
            // A first move the tables call worse: their word says why.
            let worse = self.verdict.iter().filter(|_| self.ply == 0).flat_map(|v| &v.worse);
            if let Some((_, call)) = worse.into_iter().find(|(m, _)| m.same_effect(&wrong)) {
                return SolverStatus::WrongByTables { tried: wrong, before: now, call: *call };
            }
            return SolverStatus::Wrong { tried, reply: reply.map(|r| after.move_text(&r)) };
        }
        if let Some(reason) = self.broken_rule() {
            return SolverStatus::BrokeRule(reason.clone());
        }
        match (self.grade(), self.hint_level()) {
            (Some(Grade::Clean), _) => SolverStatus::SolvedClean { first_attempt },
            (Some(Grade::Helped), _) if self.tally.hints == 0 => {
                SolverStatus::SolvedAfterMistakes { mistakes: self.tally.mistakes }
            }
            (Some(Grade::Helped), _) => SolverStatus::SolvedHelped,
            (Some(Grade::Failed), _) => SolverStatus::Failed,
            (None, Hint::None) if self.progress().0 > 0 => SolverStatus::Correct,
            (None, Hint::None) => SolverStatus::Find { drill: self.is_drill(), side: self.solver() },
            (None, hint) => SolverStatus::Hinted(hint),
        }
    }

    /// The whole solution as text (`22x15 11x18 ...`), for showing.
    pub fn solution_text(&self) -> String {
        self.entry.puzzle.solution.join(" ")
    }

    /// Move text in this puzzle's start position's notation.
    pub fn move_text(&self, pos: &Position, mv: &Move) -> String {
        pos.move_text(mv)
    }

    /// The position the solver moves in now (for naming moves).
    pub fn current(&self) -> Position {
        self.pos
    }

    /// The arrows of the moves the page names (each step of their paths):
    /// the move being studied, or the wrong move on show and its
    /// refutation.
    pub fn named_arrows(&self) -> Vec<(Square, Square)> {
        let steps = |mv: &Move| mv.path().windows(2).map(|p| (p[0], p[1])).collect::<Vec<_>>();
        if let Some(mv) = self.studied.and_then(|i| self.entry.line.get(i)) {
            return steps(mv);
        }
        let Some((tried, reply)) = self.shown_pair() else { return Vec::new() };
        let mut out = steps(&tried);
        if let Some(reply) = &reply {
            out.extend(steps(reply));
        }
        out
    }

    /// The squares the page names: the move being studied, the wrong move
    /// on show and its refutation, as their texts write them (`13-9`), or
    /// those of the rule a drill attempt broke. The board marks them, since
    /// it shows no numbers by default.
    pub fn named_squares(&self) -> Vec<Square> {
        let written = |pos: &Position, mv: &Move| {
            MoveText::parse(&pos.move_text(mv), pos.variant()).map(|t| t.squares).unwrap_or_default()
        };
        if let Some(i) = self.studied.filter(|&i| i < self.entry.line.len()) {
            return written(&self.before_ply(i), &self.entry.line[i]);
        }
        let Some((tried, reply)) = self.shown_pair() else {
            return self
                .broken
                .as_ref()
                .map(crate::kernel::board::board_input::named_squares)
                .unwrap_or_default();
        };
        let mut out = written(&self.pos, &tried);
        if let Some(reply) = &reply {
            out.extend(written(&self.pos.after(&tried), reply));
        }
        out
    }

    /// The move on show that is not the solution's and the reply to it: a
    /// wrong one, or another win.
    fn shown_pair(&self) -> Option<(Move, Option<Move>)> {
        self.also_wins().or_else(|| self.wrong())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::catalog::{load_repository_files, repository_tactics as catalog, Catalog};
    use damas_engine::Variant;

    fn entry(variant: Variant, fen: &str, solution: &[&str]) -> Entry {
        let moves: String = solution.join(" ");
        let side = if fen.starts_with('W') { "1." } else { "1..." };
        let text = format!(
            "[GameType \"{}\"]\n[FEN \"{fen}\"]\n[PuzzleId \"t-1\"]\n[Theme \"shot\"]\n[Difficulty \"2\"]\n\n{side} {moves} *\n",
            if variant == Variant::Brazilian { "26" } else { "20" }
        );
        let c = Catalog::from_pdn(variant, Kind::Tactic, &text);
        assert_eq!(c.skipped, 0, "{text}");
        c.entries[0].clone()
    }

    /// A puzzle of the catalogue with at least two solver moves.
    fn long_one() -> Entry {
        catalog(Variant::Brazilian).entries.iter().find(|e| e.line.len() >= 3).cloned().expect("a shot")
    }

    /// turkish-t0140 (issue 51): the wrong capture was only "not it: the
    /// opponent answers g1-g3". With the tables' word read, the status says
    /// what they call it.
    #[test]
    fn a_wrong_first_move_the_tables_call_a_draw_is_said_so() {
        let e =
            catalog(Variant::Turkish).entries.iter().find(|e| e.id() == "turkish-t0140").cloned().unwrap();
        let mut s = PuzzleSession::new(&e);
        assert!(s.wants_table_verdict());
        let wrong = e.start.parse_move("h2xa2").unwrap();
        let verdict = TableVerdict { solution: TableCall::Win, worse: vec![(wrong, TableCall::Draw)] };
        s.set_table_verdict(Some(verdict.clone()));
        assert_eq!(s.table_verdict(), Some(&verdict));
        let step = s.play(&wrong);
        if let Step::Refuting { ticket, after, .. } = step {
            let reply = after.legal_moves()[0];
            assert!(s.refuted(ticket, Some(reply), Some(0)));
        }
        assert_eq!(
            s.status(true),
            SolverStatus::WrongByTables { tried: wrong, before: e.start, call: TableCall::Draw }
        );
        assert_eq!(s.status(true).kind(), "wrong");
        // Without the tables' word, the plain wrong move.
        let mut plain = PuzzleSession::new(&e);
        if let Step::Refuting { ticket, .. } = plain.play(&wrong) {
            plain.refuted(ticket, None, None);
        }
        assert!(matches!(plain.status(true), SolverStatus::Wrong { .. }));
        // A tactic with many pieces left asks nothing of the tables.
        let crowded = entry(
            Variant::Brazilian,
            "W:W18,19,23,29,30,31,32:B3,4,5,9,11,12,17",
            &["19-16", "12x26", "31x6"],
        );
        assert!(!PuzzleSession::new(&crowded).wants_table_verdict());
    }

    #[test]
    fn the_status_line_follows_the_attempt_from_find_to_solved_or_failed() {
        let e = long_one();
        let mut s = PuzzleSession::new(&e);
        assert_eq!(s.status(true), SolverStatus::Find { drill: false, side: e.start.side_to_move() });
        s.play(&e.line[0]);
        assert_eq!(s.status(true), SolverStatus::Correct);
        let hint = s.hint();
        assert_eq!(s.status(true), SolverStatus::Hinted(hint));
        let mut i = 2;
        while i < e.line.len() {
            s.play(&e.line[i]);
            i += 2;
        }
        assert_eq!(s.status(true), SolverStatus::SolvedHelped);
        let mut clean = PuzzleSession::new(&e);
        let mut i = 0;
        while i < e.line.len() {
            clean.play(&e.line[i]);
            i += 2;
        }
        assert_eq!(clean.status(false), SolverStatus::SolvedClean { first_attempt: false });
        assert_eq!(clean.status(false).kind(), "solved");
        let mut shown = PuzzleSession::new(&e);
        shown.reveal();
        assert_eq!(shown.status(true), SolverStatus::Failed);
    }

    #[test]
    fn a_wrong_move_is_named_in_the_rule_sets_notation_with_its_refutation() {
        let (e, wrong) = wrong_with_choice();
        let mut s = PuzzleSession::new(&e);
        let tried = e.start.move_text(&wrong);
        let Step::Refuting { after, ticket, .. } = s.play(&wrong) else { panic!("a choice of replies") };
        assert_eq!(s.status(true), SolverStatus::Refuting { tried: tried.clone() });
        let (best, score) = worker_answer(&after);
        s.refuted(ticket, best, Some(score));
        match s.status(true) {
            SolverStatus::Wrong { tried: t, reply } => {
                assert_eq!(t, tried);
                assert!(
                    reply.is_some_and(|r| after.parse_move(&r).is_ok()),
                    "the reply reads in its position"
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_solution_solves_and_replies_are_played() {
        let e = long_one();
        let mut s = PuzzleSession::new(&e);
        assert_eq!(s.solver(), e.start.side_to_move());
        let n = e.line.len();
        let mut i = 0;
        while i < n {
            let step = s.play(&e.line[i]);
            if i + 1 == n {
                assert_eq!(step, Step::Solved);
            } else {
                assert_eq!(step, Step::Correct { reply: Some(e.line[i + 1]) });
                // The reply was played: the solver is to move again.
                assert_eq!(s.position().side_to_move(), s.solver());
            }
            i += 2;
        }
        assert!(s.is_over());
        assert_eq!(s.grade(), Some(Grade::Clean));
        assert_eq!(s.play(&e.line[0]), Step::Ignored);
        assert_eq!(s.progress(), (n.div_ceil(2), n.div_ceil(2)));
    }

    /// A puzzle and a wrong first move after which the opponent has a
    /// choice of replies (so the refutation is searched).
    fn wrong_with_choice() -> (Entry, Move) {
        catalog(Variant::Brazilian)
            .entries
            .iter()
            .filter(|e| e.line.len() >= 3)
            .find_map(|e| {
                e.start
                    .legal_moves()
                    .into_iter()
                    .find(|m| !m.same_effect(&e.line[0]) && e.start.after(m).legal_moves().len() >= 2)
                    .map(|m| (e.clone(), m))
            })
            .expect("a wrong move with several replies")
    }

    /// What the search worker does, run natively: the best reply in
    /// `after` and its score for the side to move there.
    fn worker_answer(after: &Position) -> (Option<Move>, i32) {
        let request = crate::kernel::ai::AiRequest::new(
            &damas_engine::Game::from_position(*after),
            refutation_limits(),
        );
        let reply = crate::kernel::ai::think(
            &mut damas_engine::search::Searcher::new(14),
            &request,
            &damas_engine::search::NoClock,
            &mut |_| {},
        )
        .expect("the search answers");
        (reply.best, reply.score)
    }

    #[test]
    fn a_wrong_move_waits_for_the_search_then_is_retried() {
        let (e, wrong) = wrong_with_choice();
        let mut s = PuzzleSession::new(&e);
        let step = s.play(&wrong);
        let Step::Refuting { tried, after, ticket } = step else { panic!("{step:?}") };
        assert_eq!((tried, after), (wrong, e.start.after(&wrong)));
        // While the search runs: the wrong move is shown, no move is taken.
        assert!(s.refuting());
        assert_eq!(s.position(), after);
        assert_eq!(s.last_move(), Some(wrong));
        assert!(!s.may_move());
        assert_eq!(s.play(&e.line[0]), Step::Ignored);
        // The worker's answer is played.
        let (reply, score) = worker_answer(&after);
        let reply = reply.expect("a reply");
        assert!(score > -PROVEN_WIN, "the wrong move does not win: {score}");
        assert!(s.refuted(ticket, Some(reply), Some(score)));
        assert!(after.legal_moves().contains(&reply));
        assert!(!s.refuting());
        assert_eq!(s.wrong(), Some((wrong, Some(reply))));
        assert_eq!(s.position(), after.after(&reply));
        assert_eq!(s.last_move(), Some(reply));
        // The squares the message names ("22-18 is not it: ... answers 13-9").
        let named = s.named_squares();
        for sq in [wrong.from(), wrong.to(), reply.from(), reply.to()] {
            assert!(named.contains(&sq), "{sq:?} not in {named:?}");
        }
        // A second answer for the same ticket changes nothing.
        assert!(!s.refuted(ticket, None, None));
        assert_eq!(s.wrong(), Some((wrong, Some(reply))));
        s.retry();
        assert_eq!(s.position(), e.start);
        assert!(s.may_move());
        let mut i = 0;
        while i < e.line.len() {
            s.play(&e.line[i]);
            i += 2;
        }
        assert_eq!(s.grade(), Some(Grade::Helped));
        assert_eq!(s.tally().mistakes, 1);
        // A mistake and no hint: not "with help" (issue 51).
        assert_eq!(s.status(false), SolverStatus::SolvedAfterMistakes { mistakes: 1 });
    }

    #[test]
    fn late_missing_or_bad_answers_are_harmless() {
        let (e, wrong) = wrong_with_choice();
        let mut s = PuzzleSession::new(&e);
        let Step::Refuting { ticket: first, after, .. } = s.play(&wrong) else { panic!("a search") };
        let reply = worker_answer(&after).0.expect("a reply");
        // The solver retries before the answer: it comes late, is ignored.
        s.retry();
        assert!(!s.refuted(first, Some(reply), Some(0)));
        assert_eq!(s.position(), e.start);
        assert!(s.may_move());
        // The same wrong move again: a new ticket; the old one is stale.
        let Step::Refuting { ticket: second, .. } = s.play(&wrong) else { panic!("a search") };
        assert_ne!(first, second);
        assert!(!s.refuted(first, Some(reply), Some(0)));
        assert!(s.refuting());
        // No answer (cancelled, or the worker never came): shown without a reply.
        assert!(s.refuted(second, None, None));
        assert!(!s.refuting());
        assert_eq!(s.wrong(), Some((wrong, None)));
        assert_eq!(s.position(), after);
        // An answer that is not a legal reply counts as none.
        s.retry();
        let Step::Refuting { ticket: third, .. } = s.play(&wrong) else { panic!("a search") };
        // (the wrong move itself: the solver's, not the opponent's).
        assert!(s.refuted(third, Some(wrong), Some(-PROVEN_WIN)));
        assert_eq!(s.wrong(), Some((wrong, None)));
        // A hint while waiting also drops the search.
        s.retry();
        let Step::Refuting { ticket: fourth, .. } = s.play(&wrong) else { panic!("a search") };
        s.hint();
        assert!(!s.refuted(fourth, Some(reply), Some(-PROVEN_WIN)));
        assert!(s.may_move());
        assert_eq!(s.tally().mistakes, 4);
    }

    #[test]
    fn a_forced_reply_needs_no_search() {
        // After the wrong move the opponent has one legal reply: played at once.
        let found = catalog(Variant::Brazilian).entries.iter().find_map(|e| {
            e.start
                .legal_moves()
                .into_iter()
                .find(|m| !m.same_effect(&e.line[0]) && e.start.after(m).legal_moves().len() == 1)
                .map(|m| (e.clone(), m))
        });
        let (e, wrong) = found.expect("a wrong move with a forced reply");
        let mut s = PuzzleSession::new(&e);
        let after = e.start.after(&wrong);
        let forced = after.legal_moves()[0];
        assert_eq!(s.play(&wrong), Step::Wrong { tried: wrong, refutation: Some(forced) });
        assert!(!s.refuting());
        assert_eq!(s.position(), after.after(&forced));
    }

    /// A position (a white king and four black men) where two capture
    /// paths take the same men and end on the same square.
    fn two_paths() -> (Position, Move, Move) {
        let middle = [6u32, 7, 10, 11, 14, 15, 18, 19, 22, 23, 26, 27];
        for king in 1..=32u32 {
            for a in 0..middle.len() {
                for b in a + 1..middle.len() {
                    for c in b + 1..middle.len() {
                        for d in c + 1..middle.len() {
                            let men = [middle[a], middle[b], middle[c], middle[d]];
                            if men.contains(&king) {
                                continue;
                            }
                            let list: Vec<String> = men.iter().map(u32::to_string).collect();
                            let fen = format!("W:WK{king}:B{},1", list.join(","));
                            let Ok(pos) = Position::from_fen(Variant::Brazilian, &fen) else { continue };
                            let all = pos.moves_with(damas_engine::Convention::Keep);
                            for (i, x) in all.iter().enumerate() {
                                if let Some(y) =
                                    all[i + 1..].iter().find(|y| x.same_effect(y) && x.path() != y.path())
                                {
                                    return (pos, *x, *y);
                                }
                            }
                        }
                    }
                }
            }
        }
        panic!("no position with two paths of the same effect");
    }

    #[test]
    fn a_move_with_the_same_effect_counts_as_the_solution() {
        let e = entry(Variant::Brazilian, "W:W22,31,32:B18,3", &["22x15"]);
        let mut s = PuzzleSession::new(&e);
        assert_eq!(s.play(&e.line[0]), Step::Solved);
        // The solution written with one path; the solver takes the other.
        let (pos, a, b) = two_paths();
        let mut e = entry(Variant::Brazilian, &pos.to_fen(), &[&a.full_text()]);
        e.line = vec![a];
        let mut s = PuzzleSession::new(&e);
        assert_eq!(s.play(&b), Step::Solved);
        // A different capture is still wrong.
        if let Some(other) = pos.legal_moves().into_iter().find(|m| !m.same_effect(&a)) {
            let mut s = PuzzleSession::new(&e);
            assert!(matches!(s.play(&other), Step::Wrong { .. }));
        }
    }

    #[test]
    fn hints_come_in_steps_and_cost_the_clean_solve() {
        let e = long_one();
        let mut s = PuzzleSession::new(&e);
        let mv = e.line[0];
        assert_eq!(s.hint_marks(), (vec![], vec![]));
        assert_eq!(s.hint(), Hint::Piece);
        assert_eq!(s.hint_marks().0, vec![mv.from()]);
        assert_eq!(s.hint(), Hint::Destination);
        assert_eq!(s.hint_marks().0, vec![mv.from(), mv.to()]);
        assert_eq!(s.hint(), Hint::Path);
        assert_eq!(s.hint_marks().1.len(), mv.path().len() - 1);
        assert_eq!(s.hint(), Hint::Path);
        assert_eq!(s.tally().hints, 3);
        s.play(&mv);
        assert_eq!(s.hint_level(), Hint::None);
        let mut i = 2;
        while i < e.line.len() {
            s.play(&e.line[i]);
            i += 2;
        }
        assert_eq!(s.grade(), Some(Grade::Helped));
    }

    #[test]
    fn showing_the_solution_fails_and_plays_the_line() {
        let e = long_one();
        let mut s = PuzzleSession::new(&e);
        assert_eq!(s.grade(), None);
        s.reveal();
        assert_eq!(s.grade(), Some(Grade::Failed));
        assert!(!s.may_move());
        let mut steps = 0;
        while s.step_solution() {
            steps += 1;
        }
        assert_eq!(steps, e.line.len());
        let mut end = e.start;
        for m in &e.line {
            end.play_unchecked(m);
        }
        assert_eq!(s.position(), end);
        assert_eq!(s.grade(), Some(Grade::Failed));
        assert!(!s.solution_text().is_empty());
    }

    #[test]
    fn a_finished_tactic_is_explained_and_each_move_can_be_studied() {
        let e = long_one();
        let mut s = PuzzleSession::new(&e);
        // Nothing to study while solving.
        assert_eq!(s.explanation(), None);
        s.study(Some(0));
        assert_eq!(s.studied(), None);
        let mut i = 0;
        while i < e.line.len() {
            s.play(&e.line[i]);
            i += 2;
        }
        let end = s.position();
        let told = s.explanation().expect("explained once solved");
        assert_eq!(told.steps.len(), e.line.len());
        // The first move studied: the position after it, the move named.
        s.study(Some(0));
        assert_eq!(s.studied(), Some(0));
        assert_eq!(s.position(), e.start.after(&e.line[0]));
        assert_eq!(s.position_before(0), e.start);
        assert_eq!(s.last_move(), Some(e.line[0]));
        assert!(s.named_squares().contains(&e.line[0].from()));
        assert!(s.named_squares().contains(&e.line[0].to()));
        assert_eq!(s.named_arrows().len(), e.line[0].path().len() - 1);
        // The reply studied, then back to the end.
        s.study(Some(1));
        assert_eq!(s.position(), e.start.after(&e.line[0]).after(&e.line[1]));
        s.study(Some(e.line.len()));
        assert_eq!(s.studied(), Some(1), "an index past the line is ignored");
        s.study(None);
        assert_eq!(s.position(), end);
        assert!(s.named_arrows().is_empty());
        // Shown rather than solved: explained too.
        let mut shown = PuzzleSession::new(&e);
        shown.reveal();
        assert!(shown.explanation().is_some());
    }

    #[test]
    fn a_move_that_leaves_the_opponent_no_move_also_wins() {
        // The solution crowns with 10-6... any move will do: 9-5 leaves the
        // black man on 1 with no move (5 and 6 taken, 10 behind 6 taken).
        let pos = Position::from_fen(Variant::Brazilian, "W:W6,9,10:B1").unwrap();
        let block = pos.parse_move("9-5").unwrap();
        assert!(pos.after(&block).legal_moves().is_empty());
        let other = pos.legal_moves().into_iter().find(|m| !m.same_effect(&block)).expect("another move");
        let e = entry(Variant::Brazilian, &pos.to_fen(), &[&pos.move_text(&other)]);
        let mut s = PuzzleSession::new(&e);
        assert_eq!(s.play(&block), Step::AlsoWins { tried: block });
        assert_eq!(s.also_wins(), Some((block, None)));
        assert_eq!(s.grade(), Some(Grade::Clean));
        assert_eq!(s.tally().mistakes, 0);
        assert!(!s.may_move());
        assert_eq!(s.position(), pos.after(&block));
        assert_eq!(s.last_move(), Some(block));
        assert!(s.named_squares().contains(&block.to()));
        // The main line is still explained, and can be studied.
        assert!(s.explanation().is_some());
        s.study(Some(0));
        assert_eq!(s.position(), pos.after(&other));
    }

    #[test]
    fn a_searched_move_the_worker_proves_winning_also_wins_and_a_lesser_one_is_wrong() {
        let (e, wrong) = wrong_with_choice();
        let after = e.start.after(&wrong);
        let reply = after.legal_moves()[0];
        // A score that is good for the solver but proves nothing: wrong.
        let mut s = PuzzleSession::new(&e);
        let Step::Refuting { ticket, .. } = s.play(&wrong) else { panic!("a search") };
        assert!(s.refuted(ticket, Some(reply), Some(-(PROVEN_WIN - 1))));
        assert_eq!(s.wrong(), Some((wrong, Some(reply))));
        assert_eq!((s.grade(), s.tally().mistakes), (None, 1));
        // A proven loss for the opponent: solved, with no mistake counted.
        let mut s = PuzzleSession::new(&e);
        let Step::Refuting { ticket, .. } = s.play(&wrong) else { panic!("a search") };
        assert!(s.refuted(ticket, Some(reply), Some(-PROVEN_WIN)));
        assert_eq!(s.wrong(), None);
        assert_eq!(s.also_wins(), Some((wrong, Some(reply))));
        assert_eq!(s.grade(), Some(Grade::Clean));
        assert_eq!(s.position(), after.after(&reply));
        assert_eq!(s.play(&e.line[0]), Step::Ignored);
        // A proven loss without a legal reply proves nothing: wrong.
        let mut s = PuzzleSession::new(&e);
        let Step::Refuting { ticket, .. } = s.play(&wrong) else { panic!("a search") };
        assert!(s.refuted(ticket, None, Some(-PROVEN_WIN)));
        assert_eq!(s.also_wins(), None);
        assert_eq!(s.tally().mistakes, 1);
    }

    #[test]
    fn a_drill_is_not_explained_move_by_move() {
        load_repository_files();
        let d = &crate::puzzles::drills(Variant::Brazilian).entries[0];
        let mut s = PuzzleSession::new(d);
        s.reveal();
        assert!(s.grade().is_some());
        assert_eq!(s.explanation(), None);
    }

    #[test]
    fn how_the_reply_is_found() {
        // Black to move with several moves: a search.
        let pos = Position::from_fen(Variant::Brazilian, "B:W22,23:B18,2").unwrap();
        assert!(pos.legal_moves().len() >= 2);
        assert_eq!(reply_in(&pos), Reply::Search);
        // Only one legal move: it is the reply.
        let forced = Position::from_fen(Variant::Brazilian, "B:W22:B18").unwrap();
        assert_eq!(forced.legal_moves().len(), 1);
        assert_eq!(reply_in(&forced), Reply::Forced(forced.legal_moves()[0]));
        // No move at all: the black man is blocked.
        let none = Position::from_fen(Variant::Brazilian, "B:W5,6,9,10:B1").unwrap();
        assert!(none.legal_moves().is_empty());
        assert_eq!(reply_in(&none), Reply::None);
        let limits = refutation_limits();
        assert_eq!(limits.depth, 6);
        assert!(limits.movetime_ms.is_some());
    }

    #[test]
    fn a_rule_breaking_attempt_in_a_drill_is_a_miss_with_its_rule() {
        load_repository_files();
        let e = crate::puzzles::drills(Variant::Brazilian)
            .entries
            .iter()
            .find(|e| e.puzzle.themes.contains(&damas_engine::teaching::Theme::CompulsoryCapture))
            .expect("a compulsory-capture drill");
        let mut s = PuzzleSession::new(e);
        assert!(s.is_drill());
        // A piece that does not capture tries a quiet move: the rules refuse it.
        let pos = e.start;
        let side = pos.side_to_move();
        let quiet = pos
            .size()
            .all_squares()
            .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.color == side) && sq != e.line[0].from())
            .find_map(|from| {
                pos.size().all_squares().find_map(|to| match pos.explain(&[from, to]) {
                    damas_engine::teaching::Verdict::Illegal(
                        reason @ Illegal::CaptureIsCompulsory { .. },
                    ) => Some(reason),
                    _ => None,
                })
            })
            .expect("a quiet move the compulsory capture forbids");
        assert!(s.named_squares().is_empty());
        assert!(s.refused(quiet.clone()));
        assert_eq!(s.broken_rule(), Some(&quiet));
        // The pieces that must capture are named, and marked.
        assert_eq!(s.named_squares(), crate::kernel::board::board_input::named_squares(&quiet));
        assert!(s.named_squares().contains(&e.line[0].from()));
        assert_eq!(s.tally().mistakes, 1);
        assert!(s.may_move());
        // The retry succeeds; the attempt is not clean.
        let step = s.play(&e.line[0]);
        assert!(matches!(step, Step::Solved | Step::Correct { .. }), "{step:?}");
        assert_eq!(s.broken_rule(), None);
        let mut i = 2;
        while i < e.line.len() {
            s.play(&e.line[i]);
            i += 2;
        }
        assert_eq!(s.grade(), Some(Grade::Helped));
        // Once over, refusals are not counted.
        assert!(!s.refused(quiet.clone()));
        // In a tactic a refused attempt costs nothing.
        let mut t = PuzzleSession::new(&long_one());
        assert!(!t.is_drill());
        assert!(!t.refused(quiet));
        assert_eq!(t.tally().mistakes, 0);
    }
}
