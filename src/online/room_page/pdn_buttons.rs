//! The room's current game in PDN: copied, or downloaded as a file.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::clipboard::copy;
use crate::kernel::storage::use_ctx;
use crate::kernel::widgets::pdn_file::download;
use crate::online::online_texts::OnlineText as O;
use crate::online::server_client;

/// "Copy PDN" and "Download PDN" (`damas-<room>-<game>.pdn`).
#[component]
pub fn PdnButtons(room: String, #[prop(into)] game: Signal<i64>) -> impl IntoView {
    let lang = use_ctx().lang;
    let copied = RwSignal::new(false);
    let room = StoredValue::new(room);
    let on_copy = move |_| {
        let id = room.get_value();
        spawn_local(async move {
            if let Ok(text) = server_client::pdn(&id).await {
                copy(text, copied)
            }
        });
    };
    let on_download = move |_| {
        let (id, game) = (room.get_value(), game.get_untracked());
        spawn_local(async move {
            if let Ok(text) = server_client::pdn(&id).await {
                download(&format!("damas-{id}-{game}.pdn"), &text)
            }
        });
    };
    view! {
        <div class="pdn-actions">
            <button id="online-copy-pdn" on:click=on_copy>
                {move || if copied.get() { O::Copied.get(lang.get()) } else { O::CopyPdn.get(lang.get()) }}
            </button>
            <button id="online-download-pdn" on:click=on_download>{move || O::DownloadPdn.get(lang.get())}</button>
        </div>
    }
}
