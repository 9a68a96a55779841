//! A rule's diagram: a small, static board (no input, no focus) with the
//! square numbers (names on the orthogonal board), the moves of a [`Diagram`] as arrows (a refused one red
//! and dashed) and its marked squares; the caption below says what it shows.
//! It is drawn with the board's classes (`style/board.css`), so the chosen
//! colours and piece set apply.

use std::sync::atomic::{AtomicU32, Ordering};

use damas_engine::{Color, Role, Square};
use leptos::prelude::*;

use crate::kernel::board::board_view::crown_path;
use crate::kernel::board::diagrams::Diagram;
use crate::kernel::i18n::rule_texts::{caption, Caption};
use crate::kernel::i18n::Text;
use crate::kernel::storage::use_ctx;

static DIAGRAM_IDS: AtomicU32 = AtomicU32::new(0);

/// The diagram, its caption under it (also its accessible name).
#[component]
pub fn RuleDiagram(diagram: Diagram) -> impl IntoView {
    let ctx = use_ctx();
    let id = DIAGRAM_IDS.fetch_add(1, Ordering::Relaxed);
    let pos = diagram.position;
    let size = pos.size();
    let n = size.rows();
    let texts = diagram.texts();
    let text = move || caption(diagram.caption, ctx.lang.get(), &texts);
    let label = {
        let text = text.clone();
        move || format!("{}: {}", Text::RulesDiagramLabel.get(ctx.lang.get()), text())
    };
    let captures = diagram.caption != Caption::NoMove;
    let xy = move |s: Square| (f64::from(s.column(size)) + 0.5, f64::from(s.row(size)) + 0.5);

    // The orthogonal board (Turkish) plays on every square: no light ones,
    // and each square is named (c3) rather than numbered.
    let orthogonal = size.is_orthogonal();
    let light = (0..n)
        .flat_map(|r| (0..n).map(move |c| (r, c)))
        .filter(|(r, c)| !orthogonal && (r + c) % 2 == 0)
        .map(|(r, c)| view! { <rect class="sq-light" x=c y=r width="1" height="1"/> })
        .collect_view();
    let dark = size
        .all_squares()
        .map(|s| {
            let (cx, cy) = xy(s);
            let marked = diagram.marked.contains(&s);
            let piece = pos.piece_at(s).map(|p| {
                let colour = if p.color == Color::White { "piece-light" } else { "piece-dark" };
                let victim = if marked && captures { " victim" } else { "" };
                let crown = (p.role == Role::King)
                    .then(|| view! { <path class="crown" d=crown_path(cx, cy + 0.02, 0.36)/> });
                view! {
                    <g class=format!("piece {colour}{victim}")>
                        <circle class="piece-shadow" cx=cx cy=cy + 0.04 r="0.38"/>
                        <circle class="piece-body" cx=cx cy=cy r="0.38"/>
                        <circle class="piece-ring" cx=cx cy=cy r="0.27"/>
                        {crown}
                    </g>
                }
            });
            let cls = if marked && !captures { "sq-dark highlight" } else { "sq-dark" };
            view! {
                <rect class=cls x=cx - 0.5 y=cy - 0.5 width="1" height="1"/>
                <text class="coord-num" x=cx - 0.44 y=cy - 0.3>{s.label(size)}</text>
                {piece}
            }
        })
        .collect_view();
    // Refused moves first: a legal move drawn over them keeps its shared legs blue.
    let mut moves = diagram.moves.clone();
    moves.sort_by_key(|m| m.refused.is_none());
    let arrows = moves
        .iter()
        .map(|m| {
            let points = m.path.iter().map(|&s| xy(s)).map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>();
            let (cls, head) = if m.refused.is_some() { ("arrow refused", "no") } else { ("arrow", "ok") };
            view! {
                <polyline class=cls points=points.join(" ") fill="none"
                    marker-end=format!("url(#diagram{id}-{head})")/>
            }
        })
        .collect_view();
    // Where a refused move would end: a red cross (seen even where a legal
    // move's arrow covers the refused one's).
    let crosses = diagram
        .moves
        .iter()
        .filter(|m| m.refused.is_some())
        .filter_map(|m| m.path.last().map(|&s| xy(s)))
        .map(|(x, y)| {
            let d = format!(
                "M{a} {b} L{c} {e} M{a} {e} L{c} {b}",
                a = x - 0.22,
                b = y - 0.22,
                c = x + 0.22,
                e = y + 0.22
            );
            view! { <path class="refused-end" d=d/> }
        })
        .collect_view();
    let head = move |kind: &'static str| {
        view! {
            <marker id=format!("diagram{id}-{kind}") viewBox="0 0 10 10" refX="6" refY="5"
                markerWidth="3" markerHeight="3" orient="auto-start-reverse">
                <path class=format!("arrow-head {kind}") d="M0 0 L10 5 L0 10 z"/>
            </marker>
        }
    };
    let theme = move || format!("board diagram theme-{}", ctx.settings.with(|s| s.theme).id());

    view! {
        <figure class="rule-diagram">
            <div class=theme>
                <svg class=if orthogonal { "board-svg full" } else { "board-svg" } viewBox=format!("0 0 {n} {n}") role="img"
                    aria-label=label>
                    <defs>{head("ok")}{head("no")}</defs>
                    <rect class="board-frame" x="0" y="0" width=n height=n/>
                    {light}
                    {dark}
                    {arrows}
                    {crosses}
                </svg>
            </div>
            <figcaption class="small">{text}</figcaption>
        </figure>
    }
}
