//! The moves explored: the main line, each variation in brackets after the
//! move it replaces; a move is a button that shows its position.

use leptos::prelude::*;

use super::Page;
use crate::analysis::controller::{AnalysisController, MoveToken};
use crate::kernel::i18n::key;
use crate::kernel::i18n::review_texts::{move_number, Naming};
use crate::kernel::storage::player_settings::Coords;

#[component]
pub fn MoveList(page: Page) -> impl IntoView {
    let Page { ctrl, ctx } = page;
    let t = move |k| page.t(k);
    let tokens = Memo::new(move |_| ctrl.with(AnalysisController::move_list));
    let at = Memo::new(move |_| ctrl.with(AnalysisController::at));
    let list = move || {
        let naming = Naming { algebraic: ctx.settings.with(|s| s.coords == Coords::Algebraic) };
        let tokens = tokens.get();
        if tokens.is_empty() {
            return view! { <p class="secondary moves-empty">{t(key::ANALYSIS_NO_MOVES)}</p> }.into_any();
        }
        let mut depth = 0usize;
        tokens
            .into_iter()
            .map(|token| match token {
                MoveToken::Open => {
                    depth += 1;
                    view! { <span class="variation-mark">"("</span> }.into_any()
                }
                MoveToken::Close => {
                    depth = depth.saturating_sub(1);
                    view! { <span class="variation-mark">")"</span> }.into_any()
                }
                MoveToken::Move { node, ply, before, mv, numbered } => {
                    let text = naming.move_text(&before, &mv);
                    let number = numbered.then(|| move_number(ply));
                    let class = if depth > 0 { "tree-move variation" } else { "tree-move" };
                    view! {
                        {number.map(|n| view! { <span class="move-no">{n}</span> })}
                        <button class=class aria-current=move || (at.get() == node).then_some("true")
                            on:click=move |_| ctrl.update(|c| c.go_to(node))>{text}</button>
                    }
                    .into_any()
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <h2>{t(key::ANALYSIS_MOVES)}</h2>
        <div class="move-tree" id="move-tree" role="group" aria-label=t(key::ANALYSIS_MOVE_LIST)>{list}</div>
    }
}
