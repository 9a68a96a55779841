//! "Resign?" asked in the page.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::RoomActions;
use crate::kernel::storage::use_ctx;
use crate::online::online_texts::OnlineText as O;
use crate::online::{RoomController, SeatAction};

/// The question, while the controller asks it: the safe answer has the
/// focus, Escape keeps playing, and the focus goes back to the resign
/// button.
#[component]
pub fn ResignQuestion(actions: RoomActions) -> impl IntoView {
    let lang = use_ctx().lang;
    let ctrl = actions.ctrl;
    let asking = Memo::new(move |_| ctrl.with(RoomController::resign_question));
    let keep_playing = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if asking.get()
            && let Some(b) = keep_playing.get()
        {
            let _ = b.focus();
        }
    });
    let cancel = move || {
        ctrl.update(RoomController::cancel_resign);
        request_animation_frame(|| {
            if let Some(b) = document().get_element_by_id("online-resign") {
                let _ = b.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        })
    };
    let confirm = move |_| {
        if ctrl.try_update(RoomController::confirm_resign).unwrap_or(false) {
            actions.act(SeatAction::Resign);
        }
    };
    move || {
        asking.get().then(|| {
            view! {
                <div class="question" id="online-resign-question" role="alertdialog"
                    aria-labelledby="online-resign-text"
                    on:keydown=move |ev| if ev.key() == "Escape" { cancel() }>
                    <span id="online-resign-text">{move || O::ConfirmResign.get(lang.get())}</span>
                    <button id="online-confirm-resign" on:click=confirm>{move || O::ConfirmResignYes.get(lang.get())}</button>
                    <button id="online-cancel-resign" node_ref=keep_playing
                        on:click=move |_| cancel()>{move || O::ConfirmResignNo.get(lang.get())}</button>
                </div>
            }
        })
    }
}
