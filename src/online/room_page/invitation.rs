//! The invitation: the rule set and the side, then "Accept".

use damas_engine::{Color, Variant};
use leptos::prelude::*;

use super::RoomActions;
use crate::kernel::i18n::variant_name;
use crate::kernel::storage::use_ctx;
use crate::online::online_texts::{you_would_play, OnlineText as O};

/// What the invited user would play, and the button that takes the seat.
#[component]
pub fn Invitation(actions: RoomActions, variant: Variant, side: Color) -> impl IntoView {
    let lang = use_ctx().lang;
    view! {
        <div class="question" id="online-invitation">
            <p><strong>{move || variant_name(variant, lang.get())}</strong>
               " · " <strong id="online-invited-side">{move || you_would_play(lang.get(), side)}</strong></p>
            <button class="primary" id="online-accept" on:click=move |_| actions.accept()
                disabled=move || actions.busy.get()>{move || O::Accept.get(lang.get())}</button>
        </div>
    }
}
