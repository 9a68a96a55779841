use leptos::prelude::*;
use leptos_router::components::A;

use crate::kernel::i18n::Text;
use crate::kernel::storage::use_ctx;

/// Shown for any address that has no page.
#[component]
pub fn NotFound() -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <section class="placeholder not-found">
            <h1>{move || ctx.t(Text::NotFound)}</h1>
            <p><A href="/" attr:class="button">{move || ctx.t(Text::BackHome)}</A></p>
        </section>
    }
}
