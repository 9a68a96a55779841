//! The list of the puzzles the filter keeps: "next unsolved", one tile per
//! puzzle (its number, coloured by the learner's result) a page at a time,
//! how many are shown and "show more" ([`crate::puzzles::listing`]).

use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

use super::{puzzle_url, result_class, result_text, themes_line};
use crate::kernel::i18n::{puzzle_title, puzzles_show_more, puzzles_shown, Text};
use crate::kernel::storage::use_ctx;
use crate::puzzles::catalog::Catalog;
use crate::puzzles::filter::Filter;
use crate::puzzles::listing::{listing, more, PAGE};
use crate::puzzles::overview::next_unsolved;
use crate::puzzles::puzzle_store::PuzzleProgress;

#[component]
pub fn PuzzleTiles(
    catalog: Signal<&'static Catalog>,
    filter: RwSignal<Filter>,
    progress: RwSignal<PuzzleProgress>,
) -> impl IntoView {
    let ctx = use_ctx();
    let navigate = use_navigate();
    // How many the list shows: back to one page when the puzzles or the
    // filter change.
    let shown = RwSignal::new(PAGE);
    Effect::new(move |_| {
        catalog.track();
        filter.track();
        shown.set(PAGE);
    });
    let open_next = move |_| {
        let f = filter.get_untracked();
        let found = progress
            .with_untracked(|p| next_unsolved(catalog.get_untracked(), p, f).map(|e| e.id().to_string()));
        if let Some(id) = found {
            navigate(&puzzle_url(&id, f, false), NavigateOptions::default());
        }
    };
    let tiles = move || {
        let l = ctx.lang.get();
        let f = filter.get();
        let page = listing(catalog.get(), f, shown.get());
        progress.with(|p| {
            page.items
                .into_iter()
                .map(|e| {
                    let r = p.result(e.id());
                    let label = match r {
                        Some(o) => format!("{} · {}", puzzle_title(l, e.puzzle.kind, e.number()), result_text(o).get(l)),
                        None => format!("{} · {}", puzzle_title(l, e.puzzle.kind, e.number()), themes_line(e, l)),
                    };
                    view! {
                        <li>
                            <A href=puzzle_url(e.id(), f, false) attr:class=format!("tile {}", result_class(r)) attr:title=label.clone() attr:aria-label=label>
                                {e.number()}
                            </A>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let footer = move || {
        let l = ctx.lang.get();
        let page = listing(catalog.get(), filter.get(), shown.get());
        let empty = (page.total == 0)
            .then(|| view! { <p class="message" id="filter-empty">{Text::PuzzlesFilterEmpty.get(l)}</p> });
        view! {
            {empty}
            <div class="list-more">
                <span class="secondary small" id="list-count">{puzzles_shown(l, page.items.len(), page.total)}</span>
                {(page.left > 0).then(|| view! {
                    <button id="show-more" class="button secondary" on:click=move |_| shown.update(|n| *n = more(*n))>
                        {puzzles_show_more(l, page.left)}
                    </button>
                })}
            </div>
        }
    };
    view! {
        <div class="actions">
            <button id="next-unsolved" class="button" on:click=open_next>{move || ctx.t(Text::PuzzlesNextUnsolved)}</button>
        </div>
        <ul class="tiles">{tiles}</ul>
        {footer}
    }
}
