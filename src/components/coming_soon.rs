//! An honest "coming soon" page body, with a way to the rules meanwhile.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::i18n::Text;
use crate::state::use_ctx;

#[component]
pub fn ComingSoon(title: Text, body: Text) -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <section class="placeholder">
            <h1>{move || ctx.t(title)}</h1>
            <span class="badge">{move || ctx.t(Text::ComingSoon)}</span>
            <p>{move || ctx.t(body)}</p>
            <p>
                <A href=move || format!("/rules/{}", ctx.variant.get().id()) attr:class="button">
                    {move || ctx.t(Text::ReadTheRules)}
                </A>
            </p>
        </section>
    }
}
