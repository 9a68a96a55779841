use leptos::prelude::*;
use leptos_router::components::A;

use crate::i18n::Text;
use crate::state::use_ctx;

/// Puzzles: not ready yet; says so honestly.
#[component]
pub fn PuzzlesPage() -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <section class="placeholder">
            <h1>{move || ctx.t(Text::PuzzlesTitle)}</h1>
            <span class="badge">{move || ctx.t(Text::ComingSoon)}</span>
            <p>{move || ctx.t(Text::PuzzlesComingSoon)}</p>
            <p>
                <A href=move || format!("/rules/{}", ctx.variant.get().id()) attr:class="button">
                    {move || ctx.t(Text::ReadTheRules)}
                </A>
            </p>
        </section>
    }
}
