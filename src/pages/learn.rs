use leptos::prelude::*;

use crate::components::coming_soon::ComingSoon;
use crate::i18n::Text;

/// Lessons: not written yet; says so honestly.
#[component]
pub fn LearnPage() -> impl IntoView {
    view! { <ComingSoon title=Text::LearnTitle body=Text::LearnComingSoon/> }
}
