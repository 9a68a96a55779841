//! A page's handle on its board's unfinished move.

use leptos::prelude::*;

use super::refusal_note::RefusalNote;
use super::Drag;
use crate::kernel::board::board_input::BoardInput;

/// A page's handle on its board's unfinished move: whether a capture has
/// begun and is not finished, and a way to cancel it (or the selection),
/// for the page's restart and take-back buttons.
#[derive(Clone, Copy)]
pub struct PendingMove {
    underway: RwSignal<bool>,
    cancels: RwSignal<u32>,
}

impl Default for PendingMove {
    fn default() -> PendingMove {
        PendingMove { underway: RwSignal::new(false), cancels: RwSignal::new(0) }
    }
}

impl PendingMove {
    pub fn new() -> PendingMove {
        PendingMove::default()
    }

    /// Whether a capture is under way on the board (tracked).
    pub fn underway(self) -> bool {
        self.underway.get()
    }

    /// Puts the moving piece back and forgets the selection.
    pub fn cancel(self) {
        self.cancels.update(|n| *n = n.wrapping_add(1));
    }
}

impl PendingMove {
    /// Keeps the board's input in step with the page's handle: a cancel
    /// (its buttons, or Esc anywhere on the page) drops the unfinished move,
    /// the drag and the refusal; the handle says whether a capture is under
    /// way.
    pub(super) fn follow(self, input: RwSignal<BoardInput>, drag: RwSignal<Option<Drag>>, note: RefusalNote) {
        Effect::new(move |first: Option<()>| {
            self.cancels.track();
            if first.is_some() {
                input.update(BoardInput::clear);
                drag.set(None);
                note.clear();
            }
        });
        Effect::new(move |_| {
            let underway = input.with(BoardInput::capture_underway);
            if self.underway.get_untracked() != underway {
                self.underway.set(underway);
            }
        });
        let escape = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
            if ev.key() == "Escape" && input.with_untracked(|i| !i.path().is_empty()) {
                self.cancel();
            }
        });
        on_cleanup(move || escape.remove());
    }
}
