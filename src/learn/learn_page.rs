//! The lessons.
//!
//! * `/learn`: the path of stages ([`StageMap`]), "continue where you left
//!   off", and once the core course is done a card suggesting full games
//!   and puzzles.
//! * `/learn/:stage`: the stage's intro and its levels with their stars; start
//!   or replay; reset the stage (with confirmation).
//! * `/learn/:stage/:level` (level numbered from 1): one level
//!   ([`LessonPlayer`]).
//!
//! The course is the one of the rule set chosen in the header
//! ([`learn::course`]): its core stages taught under that rule set's
//! rules, then the other rule sets' stages. Progress is the persisted
//! [`LessonProgress`] (`damas.v1.lessons`), per rule set.

use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use crate::kernel::i18n::Text;
use crate::kernel::storage::{persisted, use_ctx};
use crate::learn::lesson_player::{LessonPlayer, Stars};
use crate::learn::lesson_store::LessonProgress;
use crate::learn::lesson_texts::{learn_level_of, learn_practise_motif, learn_stars};
use crate::learn::stage_map::StageMap;
use crate::learn::{self, Stage};

/// The card shown once the core course is done: play and puzzles are open.
#[component]
fn CoreDoneCard() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    view! {
        <div class="core-done" id="core-done" role="status">
            <h2>{t(Text::LearnCoreDoneTitle)}</h2>
            <p>{t(Text::LearnCoreDoneBody)}</p>
            <div class="actions">
                <A href="/play" attr:class="button">{t(Text::LearnPlayGame)}</A>
                <A href="/puzzles" attr:class="button secondary">{t(Text::LearnSolvePuzzles)}</A>
                <A href="/puzzles?tab=drills" attr:class="button secondary" attr:id="learn-drills">{t(Text::LearnRuleDrills)}</A>
            </div>
        </div>
    }
}

/// `/learn`: the map of stages.
#[component]
pub fn LearnPage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let progress = persisted::<LessonProgress>();
    let resume = move || {
        let p = progress.get();
        let v = ctx.variant.get();
        let (stage, level) = p.continue_level(v)?;
        let index = stage.levels.iter().position(|l| l.id == level.id)? + 1;
        let label = if p.started(v) { Text::LearnContinue } else { Text::LearnStartCourse };
        let sub = format!(
            "{} · {}",
            stage.title.get(ctx.lang.get()),
            learn_level_of(ctx.lang.get(), index, stage.levels.len())
        );
        Some(view! {
            <A href=format!("/learn/{}/{}", stage.id, index) attr:class="button continue" attr:id="learn-continue">
                <span>{t(label)}</span>
                <span class="continue-where">{sub}</span>
            </A>
        })
    };
    view! {
        <section class="learn">
            <h1>{t(Text::LearnTitle)}</h1>
            <p class="lead">{t(Text::LearnIntro)}</p>
            {move || progress.with(|p| p.core_done(ctx.variant.get())).then(|| view! { <CoreDoneCard/> })}
            {resume}
            <StageMap progress=progress/>
        </section>
    }
}

fn find_stage(variant: Variant, id: Option<String>) -> Option<&'static Stage> {
    learn::course(variant).stage(id.as_deref()?)
}

/// A "not found" body with the way back to the map.
#[component]
fn LessonNotFound() -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <section class="learn">
            <p>{move || ctx.t(Text::LearnUnknown)}</p>
            <p><A href="/learn" attr:class="button">{move || ctx.t(Text::LearnAllStages)}</A></p>
        </section>
    }
}

/// `/learn/:stage`: the stage's intro and levels.
#[component]
pub fn LearnStagePage() -> impl IntoView {
    let ctx = use_ctx();
    let params = use_params_map();
    let progress = persisted::<LessonProgress>();
    move || {
        let v = ctx.variant.get();
        match find_stage(v, params.read().get("stage")) {
            Some(stage) => view! { <StageIntro stage=stage variant=v progress=progress/> }.into_any(),
            None => view! { <LessonNotFound/> }.into_any(),
        }
    }
}

#[component]
fn StageIntro(stage: &'static Stage, variant: Variant, progress: RwSignal<LessonProgress>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let t = move |text: Text| move || ctx.t(text);
    let confirming = RwSignal::new(false);
    let first_open = move || {
        progress
            .with(|p| stage.levels.iter().position(|l| p.stars_of(variant, l.id) == 0))
            .map_or(1, |i| i + 1)
    };
    let start_label = move || {
        if progress.with(|p| p.stage_done(variant, stage)) {
            Text::LearnStageReplay
        } else if progress.with(|p| p.stage_stars(variant, stage).0 > 0) {
            Text::LearnContinue
        } else {
            Text::LearnStageStart
        }
    };
    let levels = stage
        .levels
        .iter()
        .enumerate()
        .map(|(i, level)| {
            let earned = Signal::derive(move || progress.with(|p| p.stars_of(variant, level.id)));
            view! {
                <li>
                    <A href=format!("/learn/{}/{}", stage.id, i + 1) attr:class="level-link">
                        <span class="level-number">{i + 1}</span>
                        <span class="level-goal">{move || level.goal_text.get(lang.get())}</span>
                        <Stars earned=earned/>
                    </A>
                </li>
            }
        })
        .collect_view();
    let reset = move || {
        let l = lang.get();
        let any = progress.with(|p| p.stage_stars(variant, stage).0 > 0);
        if !any {
            return None;
        }
        Some(if confirming.get() {
            view! {
                <div class="confirm" role="alertdialog">
                    <p>{Text::LearnResetStageQuestion.get(l)}</p>
                    <button class="button danger" id="stage-reset-confirm" on:click=move |_| {
                        progress.update(|p| p.reset_stage(variant, stage));
                        confirming.set(false);
                    }>{Text::LearnResetYes.get(l)}</button>
                    <button class="button secondary" on:click=move |_| confirming.set(false)>{Text::Cancel.get(l)}</button>
                </div>
            }
            .into_any()
        } else {
            view! {
                <button class="button danger-outline" id="stage-reset" on:click=move |_| confirming.set(true)>
                    {Text::LearnResetStage.get(l)}
                </button>
            }
            .into_any()
        })
    };
    view! {
        <section class="learn stage-intro" data-stage=stage.id>
            <p class="crumbs"><A href="/learn">{t(Text::LearnTitle)}</A></p>
            <h1>{move || stage.title.get(lang.get())}</h1>
            <p class="lead">{move || stage.intro.get(lang.get())}</p>
            <p class="stage-total">
                {move || { let (e, p) = progress.with(|pr| pr.stage_stars(variant, stage)); learn_stars(lang.get(), e, p) }}
            </p>
            <p>
                <A href=move || format!("/learn/{}/{}", stage.id, first_open()) attr:class="button" attr:id="stage-start">
                    {move || ctx.t(start_label())}
                </A>
            </p>
            <h2>{t(Text::LearnLevels)}</h2>
            <ol class="level-list">{levels}</ol>
            // The notation stage leads on to the trainer.
            {(stage.id == "notation").then(|| view! {
                <p><A href="/learn/notation/trainer" attr:class="button secondary" attr:id="stage-trainer">
                    {move || crate::tr!(lang.get(), crate::kernel::i18n::key::TRAINER_OPEN)}
                </A></p>
            })}
            {learn::puzzle_motif(stage).map(|theme| view! {
                <p><A href=format!("/puzzles/motif/{}", theme.id()) attr:id="stage-practise">
                    {move || learn_practise_motif(lang.get(), theme)}
                </A></p>
            })}
            <div class="danger-zone">{reset}</div>
        </section>
    }
}

/// `/learn/:stage/:level`: one level.
#[component]
pub fn LearnLevelPage() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let params = use_params_map();
    let progress = persisted::<LessonProgress>();
    let found = Memo::new(move |_| {
        let p = params.read();
        let variant = ctx.variant.get();
        let stage = find_stage(variant, p.get("stage"))?;
        let n: usize = p.get("level")?.parse().ok()?;
        (1..=stage.levels.len()).contains(&n).then_some((variant, stage.id, n - 1))
    });
    move || {
        let Some((variant, stage_id, index)) = found.get() else {
            return view! { <LessonNotFound/> }.into_any();
        };
        let Some(stage) = learn::course(variant).stage(stage_id) else {
            return view! { <LessonNotFound/> }.into_any();
        };
        let count = stage.levels.len();
        let dots = stage
            .levels
            .iter()
            .enumerate()
            .map(|(i, level)| {
                let done = move || progress.with(|p| p.stars_of(variant, level.id) > 0);
                let class = move || {
                    let mut c = String::from("level-dot");
                    if done() {
                        c.push_str(" done");
                    }
                    if i == index {
                        c.push_str(" current");
                    }
                    c
                };
                view! {
                    <A href=format!("/learn/{}/{}", stage.id, i + 1) attr:class=class
                        attr:aria-label=move || learn_level_of(lang.get(), i + 1, count)>
                        {i + 1}
                    </A>
                }
            })
            .collect_view();
        view! {
            <section class="learn level-page">
                <nav class="level-nav">
                    <p class="crumbs">
                        <A href="/learn">{move || ctx.t(Text::LearnTitle)}</A><span class="sep">" › "</span>
                        <A href=format!("/learn/{}", stage.id)>{move || stage.title.get(lang.get())}</A>
                    </p>
                    <div class="level-dots">{dots}</div>
                </nav>
                <h1 class="level-title">
                    <span class="visually-hidden">{move || stage.title.get(lang.get())}" — "</span>
                    {move || learn_level_of(lang.get(), index + 1, count)}
                </h1>
                <LessonPlayer stage=stage variant=variant index=index progress=progress intro=index == 0/>
            </section>
        }
        .into_any()
    }
}
