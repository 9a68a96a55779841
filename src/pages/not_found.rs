use leptos::prelude::*;
use leptos_router::components::A;

use crate::text::{APP_NAME, NOT_FOUND_EN, NOT_FOUND_PT};

/// Shown for any address that has no page.
#[component]
pub fn NotFound() -> impl IntoView {
    view! {
        <section class="not-found">
            <p lang="pt-BR">{NOT_FOUND_PT}</p>
            <p lang="en" class="secondary">{NOT_FOUND_EN}</p>
            <p><A href="/">{APP_NAME}</A></p>
        </section>
    }
}
