use leptos::prelude::*;
use leptos_router::components::A;

use crate::kernel::i18n::{puzzle_days, variant_name, Text};
use crate::kernel::storage::store::Persisted;
use crate::kernel::storage::{persisted, stored_view, use_ctx};
use crate::learn::LessonProgress;
use crate::online::{use_your_games, YourGamesList};
use crate::puzzles::{day_number, DayStreak, PuzzleProgress};

/// The start page: what the app offers and the chosen rule set.
#[component]
pub fn HomePage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    // Finishing the core course of lessons marks play and puzzles unlocked
    // (a suggestion: they are always open).
    let lessons = persisted::<LessonProgress>();
    let core_done = Memo::new(move |_| lessons.with(|p| p.core_done(ctx.variant.get())));
    // Where the learner is in each course, on the learn card (counted on
    // the courses' outlines: the courses stay out of the main wasm).
    let course_stars = move |better: bool| {
        let v = ctx.variant.get();
        let outline = crate::learn::outline(v);
        let levels = if better { outline.better } else { outline.core };
        let (earned, possible) = lessons.with(|p| p.stars_over_levels(v, levels));
        let title = if better { Text::LearnBetterTitle } else { Text::LearnCoreTitle };
        format!("{} ★ {earned}/{possible}", ctx.t(title))
    };
    // The day streak of daily puzzles, on the puzzles card once it started
    // (read alone: the puzzles page keeps the progress).
    let days =
        stored_view(PuzzleProgress::key(), |raw| raw.and_then(DayStreak::of_stored).unwrap_or_default());
    let streak = Memo::new(move |_| days.with(|d| d.on(day_number(js_sys::Date::now()))));
    // The games played by link, once there are some (the list is fetched
    // by the app's watcher; a fresh look now).
    let feed = use_your_games();
    feed.refresh();
    let has_games = Memo::new(move |_| !feed.list.with(Vec::is_empty));
    let cards = [
        ("/learn", Text::NavLearn, Text::HomeLearnBody),
        ("/puzzles", Text::NavPuzzles, Text::HomePuzzlesBody),
        ("/play", Text::NavPlay, Text::HomePlayBody),
        ("/analysis", Text::NavAnalysis, Text::HomeAnalysisBody),
        ("/rules", Text::NavRules, Text::HomeRulesBody),
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
            {move || core_done.get().then(|| view! {
                <p class="home-unlocked" id="home-unlocked">{ctx.t(Text::HomeCoreDone)}</p>
            })}
            {move || has_games.get().then(|| view! {
                <section class="home-games" id="home-games">
                    <h2>{crate::online::OnlineText::MyGames.get(ctx.lang.get())}</h2>
                    <YourGamesList/>
                </section>
            })}
            <div class="cards">
                {cards
                    .into_iter()
                    .map(|(href, title, body)| {
                        view! {
                            <A href=href attr:class="card">
                                <h2>{t(title)}</h2>
                                <p>{t(body)}</p>
                                {(href == "/learn").then(|| view! {
                                    <span class="badge course-stars" id="home-core-stars">{move || course_stars(false)}</span>
                                    {move || (!crate::learn::outline(ctx.variant.get()).better.is_empty()).then(|| view! {
                                        <span class="badge course-stars" id="home-better-stars">{course_stars(true)}</span>
                                    })}
                                })}
                                {move || (href == "/puzzles" && streak.get() > 0).then(|| view! {
                                    <span class="badge streak" id="home-streak">
                                        {ctx.t(Text::PuzzlesStreak)} ": " {puzzle_days(ctx.lang.get(), streak.get())}
                                    </span>
                                })}
                                {move || (core_done.get() && (href == "/play" || href == "/puzzles"))
                                    .then(|| view! { <span class="badge unlocked">{ctx.t(Text::HomeUnlocked)}</span> })}
                            </A>
                        }
                    })
                    .collect_view()}
            </div>
            <p class="home-online">
                <A href="/online">{move || crate::online::OnlineText::Title.get(ctx.lang.get())}</A>
            </p>
        </section>
    }
}
