//! The board's note on a refused move: the reason (shown for a few
//! seconds), the squares it names and the pieces that pulse.

use std::time::Duration;

use damas_engine::teaching::Illegal;
use damas_engine::{Position, Square};
use leptos::prelude::*;

use super::square_name;
use crate::kernel::board::board_input::named_squares;
use crate::kernel::i18n::{reasons, Lang};
use crate::kernel::storage::player_settings::Coords;
use crate::kernel::ticket::Tickets;

/// How long a refusal stays on show.
const SHOWN_MS: u64 = 3500;

/// The refusal shown, with the squares it names (marked on the board), and
/// the pieces that pulse (those that must capture, or the one picked).
#[derive(Clone, Copy)]
pub(super) struct RefusalNote {
    pub message: RwSignal<Option<(String, Vec<Square>)>>,
    pub pulse: RwSignal<Vec<Square>>,
    /// A newer refusal or the board's end makes a timer stale.
    tickets: Tickets,
}

impl RefusalNote {
    pub fn new() -> RefusalNote {
        RefusalNote {
            message: RwSignal::new(None),
            pulse: RwSignal::new(Vec::new()),
            tickets: Tickets::new(),
        }
    }

    /// Shows a refusal for [`SHOWN_MS`].
    pub fn show(self, text: String, named: Vec<Square>, pulsing: Vec<Square>) {
        let ticket = self.tickets.issue();
        self.message.set(Some((text, named)));
        self.pulse.set(pulsing);
        set_timeout(
            move || {
                // The board may be gone by now (the page changed): no panic.
                if self.tickets.is_current(ticket) {
                    let _ = self.message.try_set(None);
                    let _ = self.pulse.try_set(Vec::new());
                }
            },
            Duration::from_millis(SHOWN_MS),
        );
    }

    /// Shows why `reason` refused a move in `pos`, with the squares named as
    /// the board names them; the capturers pulse when a capture was due,
    /// else the piece `picked`.
    pub fn refuse(
        self,
        reason: &Illegal,
        pos: &Position,
        coords: Coords,
        lang: Lang,
        picked: Option<Square>,
    ) {
        let name = move |s: Square| square_name(pos, s, coords);
        let text = reasons::illegal_with(reason, lang, &name);
        let pulsing = match reason {
            Illegal::CaptureIsCompulsory { capturers } => capturers.clone(),
            _ => picked.into_iter().collect(),
        };
        self.show(text, named_squares(reason), pulsing);
    }

    pub fn clear(self) {
        self.message.set(None);
        self.pulse.set(Vec::new());
    }
}
