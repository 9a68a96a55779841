//! The questions under the board (resign? offer a draw? the friend's or the
//! computer's draw offer) and the other-tab bar.

use leptos::prelude::*;

use super::Actions;
use crate::kernel::i18n::{computer_offers_draw, Text};
use crate::play::controller::{Ask, PlayController};

#[component]
pub fn QuestionBar(actions: Actions) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    let ask = Memo::new(move |_| ctrl.with(PlayController::ask));
    let close = move |_| ctrl.update(|c| c.set_ask(Ask::None));
    move || {
        let l = ctx.lang.get();
        // A question with its two answers; `id` names the buttons
        // (`accept-<id>`, `decline-<id>`); `class` is the bar's.
        let yes_no = |question: String,
                      yes: Text,
                      no: Text,
                      on_yes: Callback<()>,
                      (id, class): (&str, &str)| {
            view! {
                <div class=format!("question {class}") role="alertdialog">
                    <span>{question}</span>
                    <button id=format!("accept-{id}") on:click=move |_| on_yes.run(())>{yes.get(l)}</button>
                    <button id=format!("decline-{id}") on:click=close>{no.get(l)}</button>
                </div>
            }
        };
        match ask.get() {
            Ask::None => None,
            Ask::Resign => Some(yes_no(
                Text::PlayResignQuestion.get(l).into(),
                Text::PlayYes,
                Text::PlayNo,
                Callback::new(move |()| actions.resign()),
                ("resign", "resign-question"),
            )),
            Ask::OfferDraw => Some(yes_no(
                Text::PlayOfferDrawQuestion.get(l).into(),
                Text::PlayYes,
                Text::PlayNo,
                Callback::new(move |()| actions.confirm_draw_offer()),
                ("draw-question", "draw-question"),
            )),
            Ask::FriendDraw => Some(yes_no(
                Text::PlayDrawQuestion.get(l).into(),
                Text::PlayAccept,
                Text::PlayDecline,
                Callback::new(move |()| ctrl.update(PlayController::agree_draw)),
                ("friend-draw", "friend-draw"),
            )),
            Ask::ComputerDraw(level) => Some(yes_no(
                computer_offers_draw(level, l),
                Text::PlayAccept,
                Text::PlayDecline,
                Callback::new(move |()| ctrl.update(PlayController::agree_draw)),
                ("computer-draw", "computer-draw-offer"),
            )),
        }
    }
}

/// Another tab's game replaced this tab's: say so, offer ours back; or the
/// computer thinks in another tab: offer to think here.
#[component]
pub fn OtherTabBar(actions: Actions) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    let aside = Memo::new(move |_| ctrl.with(|c| c.set_aside().is_some()));
    let elsewhere = Memo::new(move |_| {
        ctrl.with(|c| c.status() == Some(crate::play::controller::Status::ThinkingElsewhere))
    });
    move || {
        let l = ctx.lang.get();
        let aside = aside.get().then(|| {
            view! {
                <div class="question other-tab" role="status">
                    <span>{Text::PlayOtherTabReplaced.get(l)}</span>
                    <button id="bring-back" on:click=move |_| {
                        if let Some(s) = ctrl.with_untracked(|c| c.set_aside().cloned()) {
                            actions.begin(s);
                        }
                    }>{Text::PlayOtherTabBringBack.get(l)}</button>
                </div>
            }
        });
        let here = elsewhere.get().then(|| {
            view! {
                <div class="question other-tab">
                    <button id="think-here" on:click=move |_| actions.think()>{Text::PlayThinkHere.get(l)}</button>
                </div>
            }
        });
        (aside, here)
    }
}
