//! Under the board: the buttons that step through the game (or the line
//! played out), and the verdict on the move at the cursor — its class and
//! loss, the better move, the reasons in words (their squares are marked on
//! the board), and the lines to play out.

use damas_engine::teaching::MoveClass;
use leptos::prelude::*;

use super::{move_text, Rv};
use crate::kernel::i18n::{review_texts as words, Text};
use crate::review::{GameReview, Line};

/// ⏮ ◀ ▶ ⏭ and "next mistake".
#[component]
pub fn Stepper(rv: Rv) -> impl IntoView {
    let Rv { review, ctx, .. } = rv;
    let t = move |text: Text| move || ctx.t(text);
    let next_mistake = move |_| {
        review.update(|r| {
            let at = r.cursor().at;
            let list = r.moments();
            let next = list.iter().copied().find(|&p| p > at).or(list.first().copied());
            if let Some(p) = next {
                r.go_to(p);
            }
        })
    };
    view! {
        <div class="review-steps">
            <button id="review-first" title=t(Text::ReviewFirst) aria-label=t(Text::ReviewFirst)
                on:click=move |_| review.update(|r| r.go_to(0))>"«"</button>
            <button id="review-back" title=t(Text::ReviewPrevious) aria-label=t(Text::ReviewPrevious)
                on:click=move |_| review.update(|r| r.step(false))>"◀"</button>
            <button id="review-forward" title=t(Text::ReviewNextMove) aria-label=t(Text::ReviewNextMove)
                on:click=move |_| review.update(|r| r.step(true))>"▶"</button>
            <button id="review-last" title=t(Text::ReviewLast) aria-label=t(Text::ReviewLast)
                on:click=move |_| review.update(|r| { let n = r.total(); r.go_to(n) })>"»"</button>
            <button id="review-next-mistake" on:click=next_mistake
                disabled=move || review.with(|r| r.moments().is_empty())>{t(Text::ReviewNextMistake)}</button>
            <crate::analysis::AnalyseLink href=Signal::derive(move || {
                review.with(|r| Some(crate::analysis::analysis_href(*r.game().start(), &r.moves_shown())))
            })/>
        </div>
    }
}

/// The verdict on the move at the cursor.
#[component]
pub fn MoveDetail(rv: Rv) -> impl IntoView {
    let Rv { review, ctx, .. } = rv;
    move || {
        let l = ctx.lang.get();
        let naming = rv.naming();
        review.with(|r| {
            let cursor = r.cursor();
            let at = cursor.at;
            if at >= r.total() {
                return view! { <div class="review-detail"><p>{Text::ReviewEndPosition.get(l)}</p></div> }.into_any();
            }
            let Some(m) = r.verdict(at) else {
                return view! { <div class="review-detail"><p class="secondary">{Text::ReviewNotJudged.get(l)}</p></div> }
                    .into_any();
            };
            let before = r.position(at);
            let after = r.position(at + 1);
            let played = move_text(rv, &before, &m.played);
            let number = words::move_number(at);
            let class = m.class;
            let head = words::verdict(l, &played, class, m.loss);
            let better = (class != MoveClass::Good).then(|| {
                let best = move_text(rv, &before, &m.best);
                let text = words::better(l, &best, m.best_score, m.mover);
                view! { <p class="review-better" id="review-better">{text}</p> }
            });
            // The move where a game lost without mistakes turned.
            let turning = r.turning_point().filter(|t| t.ply == at).map(|t| {
                let text = words::turning_here(l, m.mover, t.before, t.after);
                view! { <p class="review-turning-here" id="review-turning-here">{text}</p> }
            });
            let reasons: Vec<String> = if class == MoveClass::Good {
                Vec::new()
            } else {
                m.reasons.iter().map(|x| words::reason(x, &before, &after, &m.refutation, naming, l)).collect()
            };
            let good = (class == MoveClass::Good).then(|| view! { <p class="secondary">{Text::ReviewGood.get(l)}</p> });
            view! {
                <div class=format!("review-detail cls-{}", class_id(class)) id="review-detail" data-ply=at>
                    <p class="review-verdict"><span class="move-no">{number}</span>" "<strong>{head}</strong></p>
                    {better}
                    {good}
                    {turning}
                    <ul class="review-reasons">
                        {reasons.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
                    </ul>
                    <LineButtons rv=rv/>
                </div>
            }
            .into_any()
        })
    }
}

/// The class's id in CSS classes and data attributes.
pub fn class_id(class: MoveClass) -> &'static str {
    match class {
        MoveClass::Good => "good",
        MoveClass::Inaccuracy => "inaccuracy",
        MoveClass::Mistake => "mistake",
        MoveClass::Blunder => "blunder",
    }
}

/// "Play the better line" (when the move played was not good: a good
/// move has no better line to show) / "Play what follows", and, while a
/// line is shown, its moves with the current one in bold and "back to the
/// game".
#[component]
fn LineButtons(rv: Rv) -> impl IntoView {
    let Rv { review, ctx, .. } = rv;
    let shown = Memo::new(move |_| review.with(|r| r.cursor().line));
    let line_text = move || {
        review.with(|r: &GameReview| {
            let (which, step) = r.cursor().line?;
            let at = r.cursor().at;
            let m = r.verdict(at)?;
            let (mut pos, moves) = match which {
                Line::Better => (r.position(at), &m.better),
                Line::Refutation => (r.position(at + 1), &m.refutation),
            };
            let items: Vec<_> = moves
                .iter()
                .enumerate()
                .map(|(k, mv)| {
                    let text = move_text(rv, &pos, mv);
                    pos = pos.after(mv);
                    let cls = if k + 1 == step { "line-move on" } else { "line-move" };
                    view! { <span class=cls>{text}</span>" " }
                })
                .collect();
            Some(view! { <p class="review-line" id="review-line">{items}</p> })
        })
    };
    let t = move |text: Text| move || ctx.t(text);
    move || {
        match shown.get() {
        None => view! {
            <div class="review-line-buttons">
                {review.with_untracked(|r| r.offers_line(Line::Better)).then(|| view! {
                    <button id="play-better" on:click=move |_| review.update(|r| r.show_line(Some(Line::Better)))>
                        {t(Text::ReviewBetterLine)}
                    </button>
                })}
                <button id="play-refutation" on:click=move |_| review.update(|r| r.show_line(Some(Line::Refutation)))>
                    {t(Text::ReviewRefutation)}
                </button>
            </div>
        }
        .into_any(),
        Some(_) => view! {
            {line_text}
            <div class="review-line-buttons">
                <button id="line-back" aria-label=t(Text::ReviewPrevious) on:click=move |_| review.update(|r| r.step(false))>"◀"</button>
                <button id="line-forward" aria-label=t(Text::ReviewNextMove) on:click=move |_| review.update(|r| r.step(true))>"▶"</button>
                <button id="line-exit" on:click=move |_| review.update(|r| r.show_line(None))>{t(Text::ReviewBackToGame)}</button>
            </div>
        }
        .into_any(),
    }
    }
}
