//! The pause screen over the board: it takes the focus (Esc or Enter
//! continues).

use leptos::prelude::*;

use super::{opponent_name, Actions};
use crate::kernel::i18n::{variant_name, Text};
use crate::play::controller::PlayController;

#[component]
pub fn PauseScreen(actions: Actions) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    let continue_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = continue_button.get() {
            let _ = button.focus();
        }
    });
    let paused = Memo::new(move |_| ctrl.with(PlayController::is_paused));
    move || {
        if !paused.get() {
            return None;
        }
        let l = ctx.lang.get();
        let (variant, opponent) =
            ctrl.with_untracked(|c| c.session().map(|s| (s.variant(), s.opponent())))?;
        Some(view! {
            <div class="pause-screen" role="dialog" aria-modal="true" aria-labelledby="pause-title"
                on:keydown=move |ev| if ev.key() == "Escape" { actions.resume() }>
                <h2 id="pause-title">{Text::PlayPaused.get(l)}</h2>
                <p class="pause-variant">{variant_name(variant, l)}</p>
                <p>{Text::PlayOpponent.get(l)}": "{opponent_name(opponent, l)}</p>
                <button class="primary" id="continue-game" node_ref=continue_button
                    on:click=move |_| actions.resume()>{Text::PlayContinue.get(l)}</button>
            </div>
        })
    }
}
