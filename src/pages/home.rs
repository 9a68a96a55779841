use leptos::prelude::*;
use leptos_router::components::A;

use crate::i18n::{variant_name, Text};
use crate::state::use_ctx;

/// The start page: what the app offers and the chosen rule set.
#[component]
pub fn HomePage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let cards = [
        ("/learn", Text::NavLearn, Text::HomeLearnBody, true),
        ("/puzzles", Text::NavPuzzles, Text::HomePuzzlesBody, true),
        ("/play", Text::NavPlay, Text::HomePlayBody, false),
        ("/rules", Text::NavRules, Text::HomeRulesBody, false),
    ];
    view! {
        <section class="home">
            <h1>{t(Text::AppName)}</h1>
            <p class="lead">{t(Text::HomeIntro)}</p>
            <p class="current-ruleset">
                {t(Text::HomeCurrentRuleSet)} " "
                <A href=move || format!("/rules/{}", ctx.variant.get().id())>
                    <strong>{move || variant_name(ctx.variant.get(), ctx.lang.get())}</strong>
                </A>
            </p>
            <div class="cards">
                {cards
                    .into_iter()
                    .map(|(href, title, body, soon)| {
                        view! {
                            <A href=href attr:class="card">
                                <h2>{t(title)}</h2>
                                <p>{t(body)}</p>
                                {soon.then(|| view! { <span class="badge">{t(Text::ComingSoon)}</span> })}
                            </A>
                        }
                    })
                    .collect_view()}
            </div>
        </section>
    }
}
