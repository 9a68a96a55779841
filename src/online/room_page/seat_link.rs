//! A player's seat, carried to another device by a link.

use leptos::prelude::*;

use super::clipboard::copy;
use crate::kernel::storage::use_ctx;
use crate::online::online_texts::OnlineText as O;
use crate::online::your_games::seat_link;

/// "Copy my seat link", and what the link is (the seat itself: keep it).
#[component]
pub fn SeatLink(room: String, secret: String) -> impl IntoView {
    let lang = use_ctx().lang;
    let copied = RwSignal::new(false);
    let link = seat_link(&window().location().origin().unwrap_or_default(), &room, &secret);
    view! {
        <div class="seat-link" id="online-seat-link">
            <button id="online-copy-seat-link" on:click=move |_| copy(link.clone(), copied)>
                {move || if copied.get() { O::Copied.get(lang.get()) } else { O::CopySeatLink.get(lang.get()) }}
            </button>
            <p class="secondary">{move || O::SeatLinkNote.get(lang.get())}</p>
        </div>
    }
}
