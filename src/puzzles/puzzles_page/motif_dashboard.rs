//! The motifs of the page's rule set, one row each: its name (a link to
//! its page), how many of its puzzles are solved, the first-try accuracy
//! and the rating on that motif alone, drawn as a small line
//! ([`crate::puzzles::motifs::dashboard`]).

use damas_engine::teaching::Theme;
use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;

use crate::kernel::i18n::{out_of, theme_name, Lang, Text};
use crate::kernel::storage::use_ctx;
use crate::puzzles::catalog;
use crate::puzzles::motifs::{dashboard, MotifStats};
use crate::puzzles::puzzle_store::PuzzleProgress;

const W: f64 = 96.0;
const H: f64 = 24.0;

/// The rating trend as an SVG line from the starting rating, with its
/// values as its accessible name; a dash before the first attempt.
fn trend_line(stats: &MotifStats, lang: Lang) -> AnyView {
    let start = crate::puzzles::START_RATING.round() as i32;
    let trend: Vec<i32> = std::iter::once(start).chain(stats.trend.iter().copied()).collect();
    if stats.trend.is_empty() {
        return view! { <span class="secondary">"–"</span> }.into_any();
    }
    let last = trend[trend.len() - 1];
    let lo = trend.iter().copied().min().unwrap_or(start) as f64;
    let hi = trend.iter().copied().max().unwrap_or(start) as f64;
    let span = (hi - lo).max(50.0);
    let n = trend.len();
    let x = |i: usize| 2.0 + i as f64 * (W - 4.0) / (n - 1) as f64;
    let y = |r: i32| H - 2.0 - (r as f64 - lo) / span * (H - 4.0);
    let points: Vec<String> =
        trend.iter().enumerate().map(|(i, &r)| format!("{:.1},{:.1}", x(i), y(r))).collect();
    let label = format!(
        "{}: {}",
        Text::MotifTrendLabel.get(lang),
        trend.iter().map(i32::to_string).collect::<Vec<_>>().join(" → ")
    );
    view! {
        <span class="motif-trend">
            <svg class="trend" viewBox=format!("0 0 {W} {H}") role="img" aria-label=label>
                <polyline class="trend-line" points=points.join(" ")/>
                <circle class="trend-end" cx=x(n - 1) cy=y(last) r="2"/>
            </svg>
            <span class="trend-value">{last}</span>
        </span>
    }
    .into_any()
}

/// The table, with its heading; `only` keeps one motif's row (a motif's own
/// page, which has its heading).
#[component]
pub fn MotifDashboard(
    #[prop(into)] variant: Signal<Variant>,
    progress: RwSignal<PuzzleProgress>,
    #[prop(optional, into)] only: Option<Theme>,
) -> impl IntoView {
    let ctx = use_ctx();
    let rows = move || {
        let lang = ctx.lang.get();
        let v = variant.get();
        let stats = progress.with(|p| dashboard(catalog(v), p));
        stats
            .into_iter()
            .filter(|s| only.is_none_or(|t| t == s.theme))
            .map(|s| {
                let href = format!("/puzzles/motif/{}?rules={}", s.theme.id(), v.id());
                let accuracy = s.accuracy().map_or("–".to_string(), |a| format!("{a}%"));
                view! {
                    <tr data-theme=s.theme.id()>
                        <th scope="row"><A href=href>{theme_name(s.theme, lang)}</A></th>
                        <td class="motif-solved">{out_of(lang, s.solved, s.total)}</td>
                        <td class="motif-accuracy">{accuracy}</td>
                        <td>{trend_line(&s, lang)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <section class="motif-dashboard" id="motif-dashboard">
            {only.is_none().then(|| view! {
                <h2>{move || ctx.t(Text::PuzzlesMotifs)}</h2>
                <p class="secondary">{move || ctx.t(Text::PuzzlesMotifsLead)}</p>
            })}
            <table class="motif-table">
                <thead>
                    <tr>
                        <th scope="col">{move || ctx.t(Text::MotifColumn)}</th>
                        <th scope="col">{move || ctx.t(Text::MotifSolvedColumn)}</th>
                        <th scope="col">{move || ctx.t(Text::MotifFirstTryColumn)}</th>
                        <th scope="col">{move || ctx.t(Text::MotifTrendColumn)}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}
