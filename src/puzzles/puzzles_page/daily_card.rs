//! Today's puzzle: its title, motifs and stars, whether it is solved today,
//! and "solve" (the first thing on a phone).

use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;

use super::{puzzle_url, stars, themes_line};
use crate::kernel::i18n::format::date;
use crate::kernel::i18n::{puzzle_title, Text};
use crate::kernel::storage::use_ctx;
use crate::puzzles::daily::day_date;
use crate::puzzles::filter::Filter;
use crate::puzzles::puzzle_store::PuzzleProgress;
use crate::puzzles::{daily, Day};

#[component]
pub fn DailyCard(
    #[prop(into)] variant: Signal<Variant>,
    progress: RwSignal<PuzzleProgress>,
    today: Day,
) -> impl IntoView {
    let ctx = use_ctx();
    move || {
        let l = ctx.lang.get();
        let v = variant.get();
        let Some(e) = daily(v, today) else {
            return view! { <p class="message">{Text::PuzzlesNone.get(l)}</p> }.into_any();
        };
        let solved = progress.with(|p| p.daily_solved(v, today));
        let id = e.id().to_string();
        view! {
            <section class="daily-card" id="daily-card" data-id=id.clone()>
                <div class="daily-head">
                    <h2>{Text::PuzzlesDaily.get(l)}</h2>
                    <span class="secondary small">{date(l, day_date(today))}" · UTC"</span>
                </div>
                <p class="daily-title">
                    <strong>{puzzle_title(l, e.puzzle.kind, e.number())}</strong>
                    " · "{themes_line(e, l)}
                    <span class="difficulty" role="img" aria-label=format!("{}: {}/5", Text::PuzzleDifficulty.get(l), e.puzzle.difficulty)>{stars(e.puzzle.difficulty)}</span>
                </p>
                <p class=if solved { "daily-state done" } else { "daily-state" }>
                    {if solved { Text::PuzzlesSolvedToday.get(l) } else { Text::PuzzlesNotSolvedYet.get(l) }}
                </p>
                <A href=puzzle_url(&id, Filter::default(), false) attr:class="button" attr:id="daily-solve">
                    {Text::PuzzlesSolve.get(l)}
                </A>
                <p class="secondary small">{Text::PuzzlesDailyNote.get(l)}</p>
            </section>
        }
        .into_any()
    }
}
