//! `/online`: create a room to play by link, and the games this browser
//! holds a seat in; says plainly when no game server answers.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_navigate;

use crate::kernel::i18n::Text;
use crate::kernel::storage::{persisted, use_ctx};
use crate::kernel::widgets::enum_select::EnumSelect;
use crate::online::online_texts::OnlineText as O;
use crate::online::room_page::{error_text, now_ms};
use crate::online::seat_store::{Seat, Seats};
use crate::online::server_client;
use crate::online::your_games_panel::{use_your_games, YourGamesList};

/// `/online`: create a room and list my games.
#[component]
pub fn OnlinePage() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let tx = move |t: O| move || t.get(lang.get());
    let server = RwSignal::new(None::<bool>);
    use_your_games().refresh();
    spawn_local(async move {
        server.set(Some(server_client::server_answers().await));
    });
    let form = move || match server.get() {
        None => view! { <p class="secondary">{tx(O::Checking)}</p> }.into_any(),
        Some(false) => {
            view! { <p class="question" id="online-no-server" role="status">{tx(O::NoServer)}</p> }.into_any()
        }
        Some(true) => view! { <CreateRoomForm/> }.into_any(),
    };
    view! {
        <section class="play online">
            <h1>{tx(O::Title)}</h1>
            <p class="lead">{tx(O::Intro)}</p>
            {form}
            <h2>{tx(O::MyGames)}</h2>
            <YourGamesList empty=O::NoGames/>
        </section>
    }
}

/// The rule set of a new room, and the button that makes it: the creator
/// takes seat 0 and goes to the room.
#[component]
fn CreateRoomForm() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let tx = move |t: O| move || t.get(lang.get());
    let seats = persisted::<Seats>();
    let variant = RwSignal::new(ctx.variant.get_untracked());
    let error = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let navigate = use_navigate();
    let create = move |_| {
        let navigate = navigate.clone();
        busy.set(true);
        spawn_local(async move {
            let v = variant.get_untracked();
            match server_client::create(v).await {
                Ok((room, secret)) => {
                    seats.update(|s| {
                        s.add(Seat {
                            room: room.id.clone(),
                            seat: 0,
                            secret,
                            variant: v.id().into(),
                            added_at: now_ms(),
                        })
                    });
                    navigate(&format!("/online/{}", room.id), Default::default());
                }
                Err(e) => error.set(Some(error_text(&e, lang.get_untracked()))),
            }
            busy.set(false);
        });
    };
    view! {
        <div class="play-form">
            <label class="field">
                <span>{move || Text::RuleSetLabel.get(lang.get())}</span>
                <EnumSelect id="online-variant" value=variant on_change=Callback::new(move |v| variant.set(v))/>
            </label>
            <p class="secondary">{tx(O::CreatorSide)}</p>
            <button class="primary" id="online-create" on:click=create disabled=move || busy.get()>{tx(O::Create)}</button>
            <p class="play-note" role="status">{move || error.get()}</p>
        </div>
    }
}
