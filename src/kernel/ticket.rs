//! Tickets for replies that may come too late.
//!
//! A component that waits for something (the worker's move, a timer, a
//! refutation) takes a [`Ticket`] before it waits, and when the answer comes
//! it acts only if that ticket is still the current one: taking a new ticket
//! (a new request), or cancelling (the user undid, left, started again),
//! makes every earlier ticket stale.
//!
//! [`TicketBook`] is the plain counter (tested natively). In a component use
//! [`Tickets`] (wasm only): a `Copy` handle that closures can capture, whose
//! tickets also go stale once the component is disposed — a reply arriving
//! after the user left the page is dropped instead of touching disposed
//! signals (no panic, no `Arc<AtomicU64>` in single-threaded wasm).
//!
//! ```
//! use damas_app::kernel::ticket::TicketBook;
//!
//! let mut book = TicketBook::new();
//! let first = book.issue();
//! assert!(book.is_current(first));
//! let second = book.issue(); // a new request: the first reply is stale
//! assert!(!book.is_current(first) && book.is_current(second));
//! book.cancel(); // nothing is awaited any more
//! assert!(!book.is_current(second));
//! ```
//!
//! In a component:
//!
//! ```ignore
//! let tickets = Tickets::new();
//! let ask = move || {
//!     let ticket = tickets.issue();
//!     spawn_local(async move {
//!         let reply = ai::request_move(&game, level, seed).await;
//!         if !tickets.is_current(ticket) {
//!             return; // stale: cancelled, replaced, or the component is gone
//!         }
//!         // use the reply
//!     });
//! };
//! on_cleanup(move || tickets.cancel());
//! ```

// The plain controllers keep a `TicketBook` of their own
// (`LevelSession` for the lesson's reply and hint, `PuzzleSession` for a
// wrong move's refutation) and hand the ticket out with the step that asks
// for a search; the component gives it back with the answer. A worker
// request that must also be cancelled keeps its id beside the ticket, so a
// late answer neither acts nor cancels a newer request.

/// One request's ticket. Ticket 0 is never current.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Ticket(u64);

impl Ticket {
    /// A ticket that is never current (what a disposed [`Tickets`] issues).
    pub const STALE: Ticket = Ticket(0);

    /// The ticket's number (e.g. to hand to a plain struct that keeps its
    /// own record of what it awaits).
    pub fn number(self) -> u64 {
        self.0
    }
}

/// The plain ticket counter: the last ticket issued is the current one,
/// unless cancelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TicketBook {
    last: u64,
    cancelled: bool,
}

impl TicketBook {
    /// A book with no ticket issued yet.
    pub fn new() -> TicketBook {
        TicketBook::default()
    }

    /// A new ticket: it becomes the current one, every earlier one is stale.
    pub fn issue(&mut self) -> Ticket {
        self.last += 1;
        self.cancelled = false;
        Ticket(self.last)
    }

    /// Makes every ticket issued so far stale.
    pub fn cancel(&mut self) {
        self.cancelled = true;
    }

    /// Whether `ticket` is the last one issued and not cancelled.
    pub fn is_current(&self, ticket: Ticket) -> bool {
        ticket.0 != 0 && ticket.0 == self.last && !self.cancelled
    }

    /// Whether a ticket is current (something is awaited).
    pub fn is_waiting(&self) -> bool {
        self.last != 0 && !self.cancelled
    }
}

#[cfg(target_arch = "wasm32")]
pub use reactive::Tickets;

#[cfg(target_arch = "wasm32")]
mod reactive {
    use leptos::prelude::*;

    use super::{Ticket, TicketBook};

    /// A component's [`TicketBook`], as a `Copy` handle owned by the
    /// component: once it is disposed, `issue` gives [`Ticket::STALE`] and
    /// `is_current` is false, so late replies are dropped without touching
    /// disposed signals.
    #[derive(Clone, Copy, Debug)]
    pub struct Tickets(StoredValue<TicketBook>);

    impl Tickets {
        /// A book owned by the current reactive owner (the component).
        pub fn new() -> Tickets {
            Tickets(StoredValue::new(TicketBook::new()))
        }

        /// A new current ticket (every earlier one goes stale).
        pub fn issue(self) -> Ticket {
            self.0.try_update_value(TicketBook::issue).unwrap_or(Ticket::STALE)
        }

        /// Makes every ticket issued so far stale.
        pub fn cancel(self) {
            let _ = self.0.try_update_value(TicketBook::cancel);
        }

        /// Whether `ticket` is still the current one (false once disposed).
        pub fn is_current(self, ticket: Ticket) -> bool {
            self.0.try_with_value(|b| b.is_current(ticket)).unwrap_or(false)
        }
    }

    impl Default for Tickets {
        fn default() -> Self {
            Tickets::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_last_ticket_is_current() {
        let mut book = TicketBook::new();
        assert!(!book.is_waiting());
        let a = book.issue();
        let b = book.issue();
        assert!(!book.is_current(a));
        assert!(book.is_current(b));
        assert!(book.is_waiting());
    }

    #[test]
    fn cancelling_makes_every_ticket_stale_until_the_next() {
        let mut book = TicketBook::new();
        let a = book.issue();
        book.cancel();
        assert!(!book.is_current(a));
        assert!(!book.is_waiting());
        let b = book.issue();
        assert!(book.is_current(b));
        assert!(!book.is_current(a));
        assert_ne!(a, b);
    }

    #[test]
    fn the_stale_ticket_is_never_current() {
        let book = TicketBook::new();
        assert!(!book.is_current(Ticket::STALE));
        let mut book = TicketBook::new();
        book.issue();
        assert!(!book.is_current(Ticket::STALE));
        assert!(!book.is_current(Ticket::default()));
    }
}
