//! The history of a tab: "due again today (N)" (opening the first in the
//! queue), how many come back later, and the latest attempts
//! ([`crate::puzzles::overview::history`]).

use damas_engine::teaching::Kind;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

use super::{puzzle_url, result_class, result_text};
use crate::kernel::i18n::format::date_short;
use crate::kernel::i18n::{puzzle_title, puzzles_coming_back, Text};
use crate::kernel::storage::use_ctx;
use crate::puzzles::catalog::Catalog;
use crate::puzzles::daily::day_date;
use crate::puzzles::filter::Filter;
use crate::puzzles::overview::history;
use crate::puzzles::puzzle_store::PuzzleProgress;
use crate::puzzles::Day;

/// History entries listed.
const HISTORY_SHOWN: usize = 20;

#[component]
pub fn HistoryPanel(
    catalog: Signal<&'static Catalog>,
    progress: RwSignal<PuzzleProgress>,
    today: Day,
) -> impl IntoView {
    let ctx = use_ctx();
    let navigate = use_navigate();
    move || {
        let l = ctx.lang.get();
        let c = catalog.get();
        let h = progress.with(|p| history(c, p, today, HISTORY_SHOWN));
        let first_due = h.due.first().cloned();
        let nav = navigate.clone();
        let drills = c.kind == Kind::Drill;
        let rows = h
            .rows
            .into_iter()
            .map(|r| {
                view! {
                    <li class="row">
                        <span class="date">{date_short(l, day_date(r.day))}</span>
                        <A href=puzzle_url(&r.id, Filter::default(), false)>{puzzle_title(l, c.kind, r.number)}</A>
                        <span class=format!("result {}", result_class(Some(r.last)))>{result_text(r.last).get(l)}</span>
                        <span class="secondary small">{format!("×{}", r.attempts)}</span>
                    </li>
                }
            })
            .collect::<Vec<_>>();
        let list = if rows.is_empty() {
            let none = if drills { Text::DrillsNoHistory } else { Text::PuzzlesNoHistory };
            view! { <p class="secondary" id="history-empty">{none.get(l)}</p> }.into_any()
        } else {
            view! { <ul class="history-list">{rows}</ul> }.into_any()
        };
        view! {
            <div class="history-head">
                <button
                    id="retry-due"
                    class="button secondary"
                    disabled=first_due.is_none()
                    on:click=move |_| {
                        if let Some(id) = &first_due {
                            nav(&puzzle_url(id, Filter::default(), true), NavigateOptions::default());
                        }
                    }
                >
                    {if drills { Text::DrillsDueToday } else { Text::PuzzlesDueToday }.get(l)}" ("{h.due.len()}")"
                </button>
                {(h.later > 0).then(|| view! { <p id="coming-back" class="secondary small">{puzzles_coming_back(l, h.later)}</p> })}
            </div>
            {list}
        }
    }
}
