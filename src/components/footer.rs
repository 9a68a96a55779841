use leptos::prelude::*;

/// The footer shown under every page.
#[component]
pub fn Footer() -> impl IntoView {
    view! {
        <footer class="footer">
            <small>"Damas — " <span lang="pt-BR">"jogo de damas"</span> " / " <span lang="en">"draughts"</span></small>
        </footer>
    }
}
