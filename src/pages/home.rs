use leptos::prelude::*;

use crate::text::{APP_NAME, COMING_SOON_EN, COMING_SOON_PT};

/// The home page: for now a placeholder saying the app is coming.
#[component]
pub fn HomePage() -> impl IntoView {
    view! {
        <section class="home">
            <h1>{APP_NAME}</h1>
            <p lang="pt-BR">{COMING_SOON_PT}</p>
            <p lang="en" class="secondary">{COMING_SOON_EN}</p>
        </section>
    }
}
