//! The link the creator sends, while nobody has taken the other seat.

use leptos::prelude::*;

use super::clipboard::{copy, has_share, share};
use crate::kernel::storage::use_ctx;
use crate::online::online_texts::OnlineText as O;
use crate::online::room_link;

/// The room's link, with "Copy" and (where the browser can) "Share".
#[component]
pub fn ShareBox(room: String) -> impl IntoView {
    let lang = use_ctx().lang;
    let copied = RwSignal::new(false);
    let url = room_link(&window().location().origin().unwrap_or_default(), &room);
    let (to_copy, to_share) = (url.clone(), url.clone());
    view! {
        <div class="question" id="online-share">
            <p>{move || O::ShareLink.get(lang.get())}</p>
            <p><input id="online-link" readonly value=url/></p>
            <button class="primary" on:click=move |_| copy(to_copy.clone(), copied)>
                {move || if copied.get() { O::Copied.get(lang.get()) } else { O::Copy.get(lang.get()) }}
            </button>
            {has_share().then(|| view! {
                <button on:click=move |_| { share(&to_share, "Damas"); }>{move || O::Share.get(lang.get())}</button>
            })}
        </div>
    }
}
