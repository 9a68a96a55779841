//! The refutation of a wrong move, searched by the search worker
//! ([`crate::kernel::ai::request_with_id`]), never on the page's thread.

use std::time::Duration;

use damas_engine::{Game, Position};
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::kernel::ai;
use crate::kernel::ticket::Ticket;
use crate::puzzles::{refutation_limits, PuzzleSession};

/// Milliseconds the worker has to find a refutation before the wrong move
/// is shown without it.
const REFUTATION_TIMEOUT_MS: u64 = 6000;

/// The worker request searching a refutation, if one runs. Its answer goes
/// to the session with the ticket of that wrong move, so a late one (the
/// solver retried, took a hint, or left the puzzle) is ignored; a request
/// still running when the solver retries or leaves is cancelled, and one
/// that does not answer within [`REFUTATION_TIMEOUT_MS`] is given up (the
/// wrong move is then shown without the reply).
#[derive(Clone, Copy)]
pub struct RefutationSearch {
    /// The request's id (0: none). A plain stored value: wasm is
    /// single-threaded, and a disposed one reads as none.
    id: StoredValue<u64>,
    session: RwSignal<PuzzleSession>,
}

impl RefutationSearch {
    /// No search yet; the worker is loaded now, so that a wrong move's
    /// refutation comes at once. Cancelled when the owner is cleaned up.
    pub fn new(session: RwSignal<PuzzleSession>) -> RefutationSearch {
        ai::warm_up();
        let search = RefutationSearch { id: StoredValue::new(0), session };
        on_cleanup(move || search.stop());
        search
    }

    /// Takes the running request's id if it is `id` (any when `id` is 0).
    fn take(self, id: u64) -> Option<u64> {
        self.id
            .try_update_value(|v| if id == 0 || *v == id { std::mem::take(v) } else { 0 })
            .filter(|&t| t != 0)
    }

    /// Cancels the running search, if any.
    pub fn stop(self) {
        if let Some(id) = self.take(0) {
            ai::cancel_request(id);
        }
    }

    /// Searches the best reply in `after`, for the wrong move of `ticket`.
    pub fn ask(self, after: Position, ticket: Ticket) {
        let (id, answer) = ai::request_with_id(&Game::from_position(after), refutation_limits());
        self.id.set_value(id);
        let session = self.session;
        spawn_local(async move {
            let (best, score) = match answer.await {
                Some(Ok(r)) => (r.best, Some(r.score)),
                _ => (None, None),
            };
            let _ = self.take(id);
            let _ = session.try_update(|s| s.refuted(ticket, best, score));
        });
        set_timeout(
            move || {
                if self.take(id).is_some() {
                    ai::cancel_request(id);
                }
                let _ = session.try_update(|s| s.refuted(ticket, None, None));
            },
            Duration::from_millis(REFUTATION_TIMEOUT_MS),
        );
    }
}
