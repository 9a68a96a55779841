//! What the solver page does: a move, a hint, the solution, a new try.

use std::time::Duration;

use damas_engine::{Move, Position, Square};
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::refutation_search::RefutationSearch;
use crate::kernel::ai::{self, TacticLine};
use crate::kernel::board::board_view::PendingMove;
use crate::kernel::ticket::Tickets;
use crate::puzzles::{Entry, PuzzleSession, Step};

/// Asks the search worker for the endgame tables' word on the tactic's
/// first move, when they may hold the position after it: a wrong capture
/// they call a draw is then said to be one, and the solution says why.
fn ask_table_verdict(session: RwSignal<PuzzleSession>) {
    let Some(task) = session.with_untracked(|s| {
        s.wants_table_verdict().then(|| {
            let e = s.entry();
            let line = e.line.iter().map(Move::full_text).collect();
            TacticLine { variant: e.start.variant(), fen: e.start.to_fen(), line }
        })
    }) else {
        return;
    };
    let (_, reply) = ai::request_task(task);
    spawn_local(async move {
        if let Some(Ok(Some(verdict))) = reply.await {
            let _ = session.try_update(|s| s.set_table_verdict(Some(verdict)));
        }
    });
}

/// Milliseconds between the moves of a shown solution.
const SOLUTION_STEP_MS: u64 = 700;
/// Milliseconds the solver's move is shown alone before the reply.
const REPLY_DELAY_MS: u64 = 450;

/// What the solver page does: the session, the solver's move shown alone
/// for a moment before the reply, a chain capture begun on the board (a
/// hint or the solution puts it back) and the refutation search.
#[derive(Clone, Copy)]
pub struct Solver {
    pub session: RwSignal<PuzzleSession>,
    /// The solver's move alone, shown for a moment before the reply.
    pub interim: RwSignal<Option<(Position, Move)>>,
    interim_tickets: Tickets,
    pub pending: PendingMove,
    search: RefutationSearch,
}

impl Solver {
    pub fn new(entry: &'static Entry) -> Solver {
        let session = RwSignal::new(PuzzleSession::new(entry));
        ask_table_verdict(session);
        Solver {
            session,
            interim: RwSignal::new(None),
            interim_tickets: Tickets::new(),
            pending: PendingMove::new(),
            search: RefutationSearch::new(session),
        }
    }

    /// The position the board shows: the solver's move alone while it is
    /// shown, else the session's.
    pub fn position(self) -> Signal<Position> {
        let (session, interim) = (self.session, self.interim);
        Signal::derive(move || interim.get().map_or_else(|| session.with(|s| s.position()), |(p, _)| p))
    }

    /// The last move the board shows.
    pub fn last_move(self) -> Signal<Option<Move>> {
        let (session, interim) = (self.session, self.interim);
        Signal::derive(move || {
            interim.get().map_or_else(|| session.with(|s| s.last_move()), |(_, m)| Some(m))
        })
    }

    /// Whether the solver may move: the session waits for a move and none
    /// is being shown.
    pub fn may_move(self) -> Signal<bool> {
        let (session, interim) = (self.session, self.interim);
        Signal::derive(move || interim.with(Option::is_none) && session.with(|s| s.may_move()))
    }

    /// The squares the status line names ("... answers 13-9"), marked.
    pub fn named_squares(self) -> Signal<Vec<(Square, &'static str)>> {
        let session = self.session;
        Signal::derive(move || {
            session.with(|s| s.named_squares().into_iter().map(|sq| (sq, "named")).collect())
        })
    }

    /// Plays the solver's move; a wrong one's refutation is searched.
    pub fn play(self, mv: Move) {
        let before = self.session.with_untracked(|s| s.current());
        let step = self.session.try_update(|s| s.play(&mv)).unwrap_or(Step::Ignored);
        let pause = match &step {
            Step::Wrong { refutation, .. } => refutation.is_some(),
            Step::Refuting { after, ticket, .. } => {
                self.search.ask(*after, *ticket);
                true
            }
            Step::Correct { reply: Some(_) } => true,
            _ => false,
        };
        if pause {
            let ticket = self.interim_tickets.issue();
            let (interim, tickets) = (self.interim, self.interim_tickets);
            interim.set(Some((before.after(&mv), mv)));
            set_timeout(
                move || {
                    if tickets.is_current(ticket) {
                        let _ = interim.try_set(None);
                    }
                },
                Duration::from_millis(REPLY_DELAY_MS),
            );
        }
    }

    /// Stops what the last move started.
    fn settle(self) {
        self.search.stop();
        self.interim.set(None);
    }

    pub fn retry(self) {
        self.settle();
        self.session.update(PuzzleSession::retry);
    }

    pub fn hint(self) {
        self.pending.cancel();
        self.settle();
        self.session.update(|s| {
            s.hint();
        });
    }

    /// Shows the solution, a move every [`SOLUTION_STEP_MS`].
    pub fn reveal(self) {
        fn play_out(session: RwSignal<PuzzleSession>) {
            set_timeout(
                move || {
                    if session.try_update(PuzzleSession::step_solution).unwrap_or(false) {
                        play_out(session);
                    }
                },
                Duration::from_millis(SOLUTION_STEP_MS),
            );
        }
        self.pending.cancel();
        self.settle();
        self.session.update(PuzzleSession::reveal);
        play_out(self.session);
    }
}
