use leptos::prelude::*;

use crate::kernel::i18n::Text;
use crate::kernel::storage::use_ctx;

/// The footer shown under every page.
#[component]
pub fn Footer() -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <footer class="footer">
            <small>{move || ctx.t(Text::FooterText)}</small>
        </footer>
    }
}
