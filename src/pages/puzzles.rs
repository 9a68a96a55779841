use leptos::prelude::*;

use crate::components::coming_soon::ComingSoon;
use crate::i18n::Text;

/// Puzzles: not ready yet; says so honestly.
#[component]
pub fn PuzzlesPage() -> impl IntoView {
    view! { <ComingSoon title=Text::PuzzlesTitle body=Text::PuzzlesComingSoon/> }
}
