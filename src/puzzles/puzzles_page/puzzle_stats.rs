//! The tactics' figures (day streak, rating, solved cleanly, best streak)
//! and the drills' (right first time).

use damas_engine::Variant;
use leptos::prelude::*;

use crate::kernel::i18n::{puzzle_days, rating_provisional, rating_value, Text};
use crate::kernel::storage::use_ctx;
use crate::puzzles::catalog::Catalog;
use crate::puzzles::puzzle_store::PuzzleProgress;
use crate::puzzles::{catalog, Day, Entry};

#[component]
pub fn PuzzleStats(
    #[prop(into)] variant: Signal<Variant>,
    progress: RwSignal<PuzzleProgress>,
    today: Day,
) -> impl IntoView {
    let ctx = use_ctx();
    move || {
        let l = ctx.lang.get();
        let v = variant.get();
        let c = catalog(v);
        let (streak, best, rating, solved) = progress.with(|p| {
            (
                p.streak(today),
                p.best_streak(),
                p.rating(v).glicko,
                p.solved_among(c.entries.iter().map(Entry::id)),
            )
        });
        let total = c.len();
        view! {
            <div class="puzzle-stats">
                <div class="stat">
                    <span class="stat-label">{Text::PuzzlesStreak.get(l)}</span>
                    <span class="stat-value" id="streak-count" data-days=streak>{puzzle_days(l, streak)}</span>
                </div>
                <div class="stat">
                    <span class="stat-label">{Text::PuzzlesRating.get(l)}</span>
                    <span class="stat-value" id="rating-value">{rating_value(rating.shown(), rating.is_provisional())}</span>
                    {rating.is_provisional().then(|| view! {
                        <span class="stat-note small secondary" id="rating-provisional">{rating_provisional(l, rating.deviation)}</span>
                    })}
                </div>
                <div class="stat">
                    <span class="stat-label">{Text::PuzzlesSolvedLabel.get(l)}</span>
                    <span class="stat-value">{format!("{solved}/{total}")}</span>
                </div>
                <div class="stat">
                    <span class="stat-label">{Text::PuzzlesBestStreak.get(l)}</span>
                    <span class="stat-value">{puzzle_days(l, best)}</span>
                </div>
            </div>
        }
    }
}

#[component]
pub fn DrillStats(catalog: Signal<&'static Catalog>, progress: RwSignal<PuzzleProgress>) -> impl IntoView {
    let ctx = use_ctx();
    move || {
        let l = ctx.lang.get();
        let c = catalog.get();
        let solved = progress.with(|p| p.solved_among(c.entries.iter().map(Entry::id)));
        view! {
            <div class="puzzle-stats">
                <div class="stat">
                    <span class="stat-label">{Text::DrillsSolvedLabel.get(l)}</span>
                    <span class="stat-value" id="drills-solved">{format!("{solved}/{}", c.len())}</span>
                </div>
            </div>
        }
    }
}
