//! The path of stages on the learn page: the core course in order, the
//! "Play better" course, then one stage per other rule set; each stage with its number, title, stars
//! earned out of those possible, and a done / next / locked look (a locked
//! stage can still be opened: it is a suggestion of order, not a wall).

use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;

use crate::kernel::i18n::{variant_name, Text};
use crate::kernel::storage::use_ctx;
use crate::learn;
use crate::learn::lesson_store::{LessonProgress, StageState};
use crate::learn::lesson_texts::learn_stars;

/// A small padlock, drawn (no emoji font needed).
fn padlock() -> impl IntoView {
    view! {
        <svg class="padlock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" stroke-width="1.6"/>
            <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor"/>
        </svg>
    }
}

/// The map of stages of the course of the rule set chosen in the header.
#[component]
pub fn StageMap(progress: RwSignal<LessonProgress>) -> impl IntoView {
    let ctx = use_ctx();
    move || view! { <CourseMap variant=ctx.variant.get() progress=progress/> }
}

/// The map of one rule set's course.
#[component]
fn CourseMap(variant: Variant, progress: RwSignal<LessonProgress>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let course = learn::course(variant);
    let states = Memo::new(move |_| progress.with(|p| p.stage_states(variant)));

    let card = move |i: usize| {
        let stage = course.stages[i];
        let state = move || states.with(|s| s.get(i).copied().unwrap_or(StageState::Locked));
        let stars = move || progress.with(|p| p.stage_stars(variant, stage));
        let class = move || {
            let look = match state() {
                StageState::Done => "done",
                StageState::Next => "next",
                StageState::Open => "open",
                StageState::Locked => "locked",
            };
            format!("stage-card {look}")
        };
        let badge = move || {
            let l = lang.get();
            match state() {
                StageState::Done => Some(view! { <span class="stage-badge done">{Text::LearnStageDone.get(l)}</span> }.into_any()),
                StageState::Next => Some(view! { <span class="stage-badge next">{Text::LearnStageNext.get(l)}</span> }.into_any()),
                StageState::Locked => Some(
                    view! { <span class="stage-badge locked">{padlock()}<span class="visually-hidden">{Text::LearnStageLocked.get(l)}</span></span> }
                        .into_any(),
                ),
                StageState::Open => None,
            }
        };
        let number = if i < course.core + course.better {
            (if i < course.core { i + 1 } else { i + 1 - course.core }).to_string()
        } else {
            String::new()
        };
        view! {
            <li>
                <A href=format!("/learn/{}", stage.id) attr:class=class attr:data-stage=stage.id>
                    <span class="stage-number" aria-hidden="true">{number}</span>
                    <span class="stage-text">
                        <strong class="stage-title">{move || stage.title.get(lang.get())}</strong>
                        <span class="stage-stars" aria-label=move || { let (e, p) = stars(); learn_stars(lang.get(), e, p) }>
                            <span aria-hidden="true">"★ " {move || { let (e, p) = stars(); format!("{e}/{p}") }}</span>
                        </span>
                    </span>
                    {badge}
                </A>
            </li>
        }
    };

    let total = course.stages.len();
    let core = course.core;
    let better = core + course.better;
    view! {
        <div class="stage-map">
            <h2 id="learn-core-title">{move || format!("{} — {}", Text::LearnCoreTitle.get(lang.get()), variant_name(variant, lang.get()))}</h2>
            <ol class="stage-path core">{(0..core).map(card).collect_view()}</ol>
            {(better > core).then(|| view! {
                <h2 id="learn-better-title">{move || format!("{} — {}", Text::LearnBetterTitle.get(lang.get()), variant_name(variant, lang.get()))}</h2>
                <p class="small secondary" id="learn-better-intro">{move || course.better_intro.get(lang.get())}</p>
                <ol class="stage-path better">{(core..better).map(card).collect_view()}</ol>
            })}
            <h2>{move || Text::LearnRuleSetsTitle.get(lang.get())}</h2>
            {move || (!progress.with(|p| p.core_done(variant))).then(|| view! {
                <p class="small secondary">{Text::LearnRuleSetsLocked.get(lang.get())}</p>
            })}
            <ol class="stage-path rulesets">{(better..total).map(card).collect_view()}</ol>
        </div>
    }
}
