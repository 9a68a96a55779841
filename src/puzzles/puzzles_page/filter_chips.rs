//! The list's filter: one chip per motif the tab's puzzles have (with its
//! count), for tactics one per band of difficulty and, where the rule set
//! has tactics from games people played, "all games" and "from real games"
//! ([`crate::puzzles::filter::Filter`]).

use damas_engine::teaching::Kind;
use leptos::prelude::*;

use crate::kernel::i18n::{key, theme_name, Text};
use crate::kernel::storage::use_ctx;
use crate::puzzles::catalog::Catalog;
use crate::puzzles::filter::{Band, Filter};
use crate::puzzles::motifs::motifs;

fn band_text(band: Band) -> Text {
    match band {
        Band::Easy => Text::BandEasy,
        Band::Medium => Text::BandMedium,
        Band::Hard => Text::BandHard,
    }
}

/// A chip that is on when `on` says so. `pick` is boxed: one copy of the
/// chip's code for every chip, not one per closure (the puzzles module's
/// size, scripts/budgets.json).
fn chip(
    label: String,
    on: Signal<bool>,
    data: (&'static str, &'static str),
    pick: Box<dyn Fn()>,
) -> impl IntoView {
    view! {
        <button
            class=move || if on.get() { "chip on" } else { "chip" }
            aria-pressed=move || on.get().to_string()
            data-theme=(data.0 == "theme").then_some(data.1)
            data-band=(data.0 == "band").then_some(data.1)
            data-origin=(data.0 == "origin").then_some(data.1)
            on:click=move |_| pick()
        >
            {label}
        </button>
    }
}

#[component]
pub fn FilterChips(catalog: Signal<&'static Catalog>, filter: RwSignal<Filter>) -> impl IntoView {
    let ctx = use_ctx();
    move || {
        let l = ctx.lang.get();
        let c = catalog.get();
        // Tactics list their motifs in the motifs' order; drills their rules.
        let counts = if c.kind == Kind::Tactic { motifs(c) } else { c.themes() };
        let is_theme = move |t| Signal::derive(move || filter.with(|f| f.theme == t));
        let is_band = move |b| Signal::derive(move || filter.with(|f| f.band == b));
        let themes = counts
            .into_iter()
            .map(|(th, n)| {
                chip(
                    format!("{} ({n})", theme_name(th, l)),
                    is_theme(Some(th)),
                    ("theme", th.id()),
                    Box::new(move || filter.update(|f| f.theme = Some(th))),
                )
            })
            .collect_view();
        let bands = (c.kind == Kind::Tactic).then(|| {
            let chips = Band::ALL
                .into_iter()
                .map(|b| chip(band_text(b).get(l).to_string(), is_band(Some(b)), ("band", b.id()), Box::new(move || filter.update(|f| f.band = Some(b)))))
                .collect_view();
            view! {
                <div class="theme-chips band-chips" role="group" aria-label=Text::PuzzleDifficulty.get(l)>
                    {chip(Text::PuzzlesAllBands.get(l).to_string(), is_band(None), ("band", "any"), Box::new(move || filter.update(|f| f.band = None)))}
                    {chips}
                </div>
            }
        });
        let human = c.from_human_games();
        let origins = (c.kind == Kind::Tactic && human > 0).then(|| {
            let is_human = move |h| Signal::derive(move || filter.with(|f| f.human == h));
            view! {
                <div class="theme-chips origin-chips" role="group" aria-label=crate::tr!(l, key::PUZZLES_ORIGIN)>
                    {chip(crate::tr!(l, key::PUZZLES_ORIGIN_ALL), is_human(false), ("origin", "any"), Box::new(move || filter.update(|f| f.human = false)))}
                    {chip(crate::tr!(l, key::PUZZLES_ORIGIN_HUMAN, count = human), is_human(true), ("origin", "human"), Box::new(move || filter.update(|f| f.human = true)))}
                </div>
            }
        });
        view! {
            <div class="theme-chips" role="group" aria-label=Text::PuzzlesTheme.get(l)>
                {chip(format!("{} ({})", Text::PuzzlesAllThemes.get(l), c.len()), is_theme(None), ("theme", "all"), Box::new(move || filter.update(|f| f.theme = None)))}
                {themes}
            </div>
            {bands}
            {origins}
        }
    }
}
