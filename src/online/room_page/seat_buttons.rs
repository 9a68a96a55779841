//! What a player may do besides moving: draw offers and answers,
//! resigning, claiming an absence, a rematch.

use leptos::prelude::*;

use super::RoomActions;
use crate::kernel::storage::use_ctx;
use crate::online::online_texts::OnlineText as O;
use crate::online::{RoomController, SeatAction};

/// The buttons and notes the controller allows now; `absence` says whether
/// the absence rule allows a claim (re-rendered when it flips, not every
/// second).
#[component]
pub fn SeatButtons(actions: RoomActions, #[prop(into)] absence: Signal<bool>) -> impl IntoView {
    let lang = use_ctx().lang;
    let ctrl = actions.ctrl;
    let button = move |id: &'static str, action: SeatAction, text: O, primary: bool| {
        view! {
            <button id=id class:primary=primary on:click=move |_| actions.act(action)>{move || text.get(lang.get())}</button>
        }
    };
    move || {
        let c = ctrl.get();
        let l = lang.get();
        view! {
            <div class="play-actions" id="online-actions">
                {c.draw_offered_to_me().then(|| view! {
                    <p id="online-draw-offered">{O::DrawOfferedToYou.get(l)}</p>
                    {button("online-accept-draw", SeatAction::AcceptDraw, O::AcceptDraw, true)}
                    {button("online-decline-draw", SeatAction::DeclineDraw, O::DeclineDraw, false)}
                })}
                {c.my_offer_pending().then(|| view! { <p class="secondary">{O::DrawOffered.get(l)}</p> })}
                {c.my_offer_declined().then(|| view! { <p id="online-draw-declined">{O::DrawDeclined.get(l)}</p> })}
                {(c.can_offer_draw() && !c.draw_offered_to_me())
                    .then(|| button("online-offer-draw", SeatAction::OfferDraw, O::OfferDraw, false))}
                {c.can_resign().then(|| view! {
                    <button id="online-resign" aria-haspopup="dialog"
                        on:click=move |_| ctrl.update(RoomController::ask_resign)>{O::Resign.get(l)}</button>
                })}
                {absence.get().then(|| button("online-absence", SeatAction::ClaimAbsence, O::ClaimAbsence, false))}
                {c.rematch_offered_to_me().then(|| view! { <p id="online-rematch-offered">{O::RematchOffered.get(l)}</p> })}
                {c.rematch_pending().then(|| view! { <p class="secondary">{O::RematchAsked.get(l)}</p> })}
                {c.can_ask_rematch().then(|| button("online-rematch", SeatAction::Rematch, O::Rematch, true))}
            </div>
        }
    }
}
