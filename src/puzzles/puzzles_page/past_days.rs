//! The puzzles of the days before today, with the learner's result and a
//! tick when it was solved on its day.

use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;

use super::{puzzle_url, result_class, result_text, themes_line};
use crate::kernel::i18n::format::date_short;
use crate::kernel::i18n::puzzle_title;
use crate::kernel::storage::use_ctx;
use crate::puzzles::daily::day_date;
use crate::puzzles::filter::Filter;
use crate::puzzles::overview::past_days;
use crate::puzzles::puzzle_store::PuzzleProgress;
use crate::puzzles::Day;

/// Past days listed.
pub const ARCHIVE_DAYS: i64 = 14;

#[component]
pub fn PastDays(
    #[prop(into)] variant: Signal<Variant>,
    progress: RwSignal<PuzzleProgress>,
    today: Day,
) -> impl IntoView {
    let ctx = use_ctx();
    move || {
        let l = ctx.lang.get();
        let days = progress.with(|p| past_days(variant.get(), p, today, ARCHIVE_DAYS));
        days.into_iter()
            .map(|d| {
                view! {
                    <li class="row">
                        <span class="date">{date_short(l, day_date(d.day))}</span>
                        <A href=puzzle_url(d.entry.id(), Filter::default(), false)>{puzzle_title(l, d.entry.puzzle.kind, d.entry.number())}</A>
                        <span class="secondary small">{themes_line(d.entry, l)}</span>
                        <span class=format!("result {}", result_class(d.result))>
                            {d.result.map(|o| result_text(o).get(l)).unwrap_or("")}{if d.on_the_day { " ✓" } else { "" }}
                        </span>
                    </li>
                }
            })
            .collect_view()
    }
}
