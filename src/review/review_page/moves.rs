//! The move list, each move a button marked by its class (`?!`, `?`,
//! `??`; unjudged ones plain) and the turning point of a game lost without
//! a mistake by `↓`: a tap shows the position before it with its verdict.

use leptos::prelude::*;

use super::detail::class_id;
use super::Rv;
use crate::kernel::i18n::Text;

#[component]
pub fn MarkedMoves(rv: Rv) -> impl IntoView {
    let Rv { review, ctx, .. } = rv;
    let rows = Memo::new(move |_| {
        let naming = rv.naming();
        review.with(|r| {
            let positions = r.game().positions();
            let turning = r.turning_point().map(|t| t.ply);
            r.game()
                .moves()
                .iter()
                .enumerate()
                .map(|(ply, mv)| {
                    let text = naming.move_text(&positions[ply], mv);
                    (ply, text, r.class(ply), turning == Some(ply))
                })
                .collect::<Vec<_>>()
        })
    });
    let at = Memo::new(move |_| review.with(|r| r.cursor().at));
    view! {
        <h2>{move || ctx.t(Text::PlayMoves)}</h2>
        <ol class="review-moves" id="review-moves">
            {move || {
                let rows = rows.get();
                rows.chunks(2)
                    .enumerate()
                    .map(|(k, pair)| {
                        let cells = pair
                            .iter()
                            .map(|(ply, text, class, turning)| {
                                let ply = *ply;
                                let mark = class.and_then(|c| c.mark()).map(|m| m.text()).unwrap_or("");
                                let mark = if *turning { format!("{mark}↓") } else { mark.to_string() };
                                let mut cls = class.map_or("mv".to_string(), |c| format!("mv cls-{}", class_id(c)));
                                if *turning {
                                    cls.push_str(" turning");
                                }
                                view! {
                                    <button class=cls data-ply=ply
                                        aria-current=move || (at.get() == ply).then_some("step")
                                        on:click=move |_| rv.go_to(ply)>
                                        {text.clone()}<span class="mark">{mark}</span>
                                    </button>
                                }
                            })
                            .collect_view();
                        view! { <li><span class="move-no">{format!("{}.", k + 1)}</span>{cells}</li> }
                    })
                    .collect_view()
            }}
        </ol>
    }
}
