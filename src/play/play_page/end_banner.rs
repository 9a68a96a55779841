//! The end-of-game banner: who won and why, a rematch, a new game.

use leptos::prelude::*;

use super::Actions;
use crate::kernel::i18n::{reasons, Text};
use crate::play::Opponent;
use crate::review::ReviewButton;

#[component]
pub fn EndBanner(actions: Actions) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    let ended = Memo::new(move |_| {
        ctrl.with(|c| {
            let s = c.session()?;
            let outcome = s.outcome()?;
            Some((s.opponent(), s.setup().user, outcome, s.variant()))
        })
    });
    let to_review =
        Signal::derive(move || ctrl.with(|c| c.session().map(crate::play::game_store::kept_for_review)));
    move || {
        let l = ctx.lang.get();
        let (opponent, user, outcome, variant) = ended.get()?;
        let headline = match (opponent, outcome.winner()) {
            (_, None) => Text::PlayDraw.get(l),
            (Opponent::Computer(_), Some(w)) if w == user => Text::PlayYouWon.get(l),
            (Opponent::Computer(_), Some(_)) => Text::PlayYouLost.get(l),
            (Opponent::Friend, Some(_)) => Text::PlayGameOver.get(l),
        };
        Some(view! {
            <div class="end-banner" role="alert">
                <strong>{headline}</strong>
                <span class="end-reason">{reasons::outcome(outcome, variant, l)}</span>
                <div class="end-actions">
                    <button class="primary" on:click=move |_| {
                        if let Some(s) = ctrl.with_untracked(|c| c.rematch()) {
                            actions.begin(s);
                        }
                    }>{Text::PlayRematch.get(l)}</button>
                    <button on:click=move |_| actions.show_form()>{Text::NewGame.get(l)}</button>
                </div>
                <ReviewButton game=to_review primary=true/>
            </div>
        })
    }
}
