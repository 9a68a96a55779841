//! The evaluation graph: White's advantage (capped at five men) after each
//! move, the middle line even; mistakes marked by class; a tap (or Enter)
//! on a point's band shows that position.

use damas_engine::teaching::{MoveClass, SCORE_CAP};
use leptos::prelude::*;

use super::detail::class_id;
use super::Rv;
use crate::kernel::i18n::Text;

const W: f64 = 300.0;
const H: f64 = 80.0;

fn y(score: i32) -> f64 {
    H / 2.0 - score as f64 / SCORE_CAP as f64 * (H / 2.0 - 4.0)
}

#[component]
pub fn EvalGraph(rv: Rv) -> impl IntoView {
    let Rv { review, ctx, .. } = rv;
    let data = Memo::new(move |_| {
        review.with(|r| {
            let classes: Vec<MoveClass> = r.judged().iter().map(|m| m.class).collect();
            (r.graph(), classes, r.total(), r.cursor().at)
        })
    });
    let x = move |i: usize, total: usize| i as f64 * W / total.max(1) as f64;
    view! {
        <h2>{move || ctx.t(Text::ReviewGraph)}</h2>
        <svg class="review-graph" id="review-graph" viewBox=format!("0 0 {W} {H}") role="group"
            aria-label=move || ctx.t(Text::ReviewGraph)>
            <rect class="graph-light" x="0" y="0" width=W height=H / 2.0/>
            <rect class="graph-dark" x="0" y=H / 2.0 width=W height=H / 2.0/>
            <line class="graph-mid" x1="0" y1=H / 2.0 x2=W y2=H / 2.0/>
            {move || {
                let (scores, classes, total, at) = data.get();
                let points: String = scores
                    .iter()
                    .enumerate()
                    .map(|(i, &s)| format!("{:.1},{:.1}", x(i, total), y(s)))
                    .collect::<Vec<_>>()
                    .join(" ");
                let dots = classes
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| **c >= MoveClass::Mistake)
                    .map(|(ply, &c)| {
                        let s = scores.get(ply + 1).copied().unwrap_or(0);
                        view! { <circle class=format!("graph-dot cls-{}", class_id(c)) cx=x(ply + 1, total) cy=y(s) r="3"/> }
                    })
                    .collect_view();
                let band = W / total.max(1) as f64;
                let bands = (0..=total)
                    .map(|i| {
                        let left = (x(i, total) - band / 2.0).max(0.0);
                        view! {
                            <rect class="graph-band" data-at=i x=left y="0" width=band height=H
                                tabindex="-1"
                                on:click=move |_| rv.go_to(i)/>
                        }
                    })
                    .collect_view();
                view! {
                    <line class="graph-cursor" x1=x(at, total) y1="0" x2=x(at, total) y2=H/>
                    <polyline class="graph-line" points=points/>
                    {dots}
                    {bands}
                }
            }}
        </svg>
        <p class="secondary small">{move || ctx.t(Text::ReviewGraphHelp)}</p>
    }
}
