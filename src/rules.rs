//! `/rules`: the nine rule sets; `/rules/:variant`: one rule set in brief,
//! built from the engine's rules data (see `crate::kernel::i18n::rule_texts`).

use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use crate::kernel::board::diagram_view::RuleDiagram;
use crate::kernel::board::diagrams;
use crate::kernel::i18n::rule_texts as rules;
use crate::kernel::i18n::rule_texts::SharedRule;
use crate::kernel::i18n::{variant_name, Text};
use crate::kernel::storage::use_ctx;
use crate::learn;

/// The list of rule sets.
#[component]
pub fn RulesPage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    view! {
        <section class="rules">
            <h1>{t(Text::RulesTitle)}</h1>
            <p class="lead">{t(Text::RulesIntro)}</p>
            <ul class="ruleset-list">
                {Variant::ALL
                    .into_iter()
                    .map(|v| {
                        view! {
                            <li class:current=move || ctx.variant.get() == v>
                                <A href=format!("/rules/{}", v.id())>
                                    <strong>{move || variant_name(v, ctx.lang.get())}</strong>
                                    <span class="summary">{move || rules::summary(v, ctx.lang.get())}</span>
                                </A>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <h2>{t(Text::RulesCommonTitle)}</h2>
            <ul class="shared-rules">
                {SharedRule::ALL
                    .into_iter()
                    .map(|rule| view! { <li>{move || rule.text(ctx.lang.get())}</li> })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// One rule set.
#[component]
pub fn RuleSetPage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let params = use_params_map();
    let variant =
        move || params.read().get("variant").and_then(|id| Variant::ALL.into_iter().find(|v| v.id() == id));
    move || match variant() {
        None => view! {
            <section class="rules">
                <h1>{t(Text::RulesTitle)}</h1>
                <p>{t(Text::RulesUnknown)}</p>
                <p><A href="/rules">{t(Text::RulesAll)}</A></p>
            </section>
        }
        .into_any(),
        Some(v) => view! {
            <article class="rules ruleset">
                <p class="crumbs"><A href="/rules">{t(Text::RulesAll)}</A></p>
                <h1>{move || variant_name(v, ctx.lang.get())}</h1>
                <p class="summary">{move || rules::summary(v, ctx.lang.get())}</p>
                {move || {
                    if ctx.variant.get() == v {
                        view! { <p class="in-use">"✓ " {t(Text::RulesInUse)}</p> }.into_any()
                    } else {
                        view! {
                            <p>
                                <button class="button" on:click=move |_| ctx.set_variant(v)>
                                    {t(Text::RulesUseThis)}
                                </button>
                            </p>
                        }
                        .into_any()
                    }
                }}
                {move || {
                    // The lesson links follow the chosen rule set's course.
                    ctx.variant.track();
                    rules::sections(v, ctx.lang.get())
                        .into_iter()
                        .map(|s| view! { <RuleSection v=v section=s/> })
                        .collect_view()
                }}
                <p class="rules-play">
                    <A href=format!("/play?variant={}", v.id()) attr:class="button" attr:id="rules-play">
                        {t(Text::RulesPlayGame)}
                    </A>
                </p>
            </article>
        }
        .into_any(),
    }
}

/// One rule: its heading, its paragraph, its diagram (if it has one) and
/// links to the lessons that teach it.
#[component]
fn RuleSection(v: Variant, section: rules::Section) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang.get_untracked();
    // The learn page teaches the chosen rule set's course: it has the
    // lessons of this page's rules only if they are the chosen ones, and
    // otherwise this rule set's own stage (on its differences).
    let chosen = ctx.variant.get_untracked();
    let stages: Vec<_> = diagrams::lessons_for(v, section.title)
        .iter()
        .filter(|_| chosen == v || section.title == Text::RulesAbout)
        .filter_map(|id| learn::course(chosen).stage(id))
        .collect();
    let has_links = !stages.is_empty();
    let links = stages
        .into_iter()
        .map(|stage| view! { <li><A href=format!("/learn/{}", stage.id)>{stage.title.get(lang)}</A></li> })
        .collect_view();
    view! {
        <section class="rule" data-rule=format!("{:?}", section.title)>
            <div class="rule-text">
                <h2>{section.title.get(lang)}</h2>
                <p>{section.body}</p>
                {has_links.then(|| view! {
                    <nav class="rule-lessons small">
                        <span>{Text::RulesLessons.get(lang)}</span>
                        <ul>{links}</ul>
                    </nav>
                })}
            </div>
            {diagrams::diagram(v, section.title).map(|d| view! { <RuleDiagram diagram=d/> })}
        </section>
    }
}
