//! "Your games": the rooms this browser holds a seat in, asked of the game
//! server when the app opens, every minute while it is open and whenever a
//! list is shown. The tab title counts the games where it is the user's
//! move, and a browser notification (only when the user turned it on) says
//! when one becomes so. The logic is `crate::online::your_games`; this file
//! fetches and shows it.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use damas_engine::Variant;
use leptos::prelude::*;
use leptos::task::spawn_local;
#[cfg(not(test))]
use leptos::wasm_split::wasm_split;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

use crate::kernel::i18n::{variant_name, Lang};
use crate::kernel::storage::{persisted, use_ctx, with_store};
use crate::online::online_texts::{deadline_text, duration, ending_text, last_move_ago, OnlineText as O};
use crate::online::seat_store::{Seat, Seats};
use crate::online::server_client::{self, NetError};
use crate::online::your_games::{newly_your_move, your_games, your_moves, Deadline, Standing, YourGame};
use crate::online::{elapsed, time_until, RoomStatus, RoomView};

/// At most this many rooms are asked about at each look.
const ROOMS_PER_LOOK: usize = 30;

/// The list and the rooms' latest states, shared by the pages.
#[derive(Clone, Copy)]
pub struct YourGamesFeed {
    /// The list, the user's moves first.
    pub list: RwSignal<Vec<YourGame>>,
    views: RwSignal<HashMap<String, RoomView>>,
    /// A look is under way.
    busy: RwSignal<bool>,
    /// The language of the notification.
    lang: Memo<Lang>,
}

impl YourGamesFeed {
    /// Asks the server about the stored seats' rooms (not those known to
    /// be over) and rebuilds the list; notifies when a game became the
    /// user's move and the user asked for it.
    pub fn refresh(self) {
        if self.busy.get_untracked() {
            return;
        }
        let seats = with_store(|s| s.load::<Seats>());
        if seats.seats.is_empty() {
            if !self.list.with_untracked(Vec::is_empty) {
                self.list.set(Vec::new());
            }
            return;
        }
        self.busy.set(true);
        let notify_your_move = seats.notify_your_move;
        spawn_local(async move {
            let (views, after) = look(seats.seats, self.views.get_untracked()).await.await;
            let new = self.list.with_untracked(|before| newly_your_move(before, &after));
            if notify_your_move && !new.is_empty() {
                notify(O::NotifyBody.get(self.lang.get_untracked()));
            }
            self.views.set(views);
            self.list.set(after);
            self.busy.set(false);
        });
    }
}

/// What a look at the rooms finds: their latest states and the list.
type Look = Pin<Box<dyn Future<Output = (HashMap<String, RoomView>, Vec<YourGame>)>>>;

/// Asks the server about the seats' rooms (not those known to be over),
/// then makes the list. A split function in the online pages' group
/// (`other`, see `crate::app::lazy_routes`): the server's client and the
/// rooms' decoding load with the first look at a stored seat, so the main
/// wasm (the first visit, which has no seat) does not carry them. In the
/// online pages' group, not a group of its own: a fifth group cut the
/// shared code into more chunks (10 to 14 files per page group).
#[cfg(not(test))]
#[wasm_split(other, wasm_split_path = ::leptos::wasm_split)]
fn look(seats: Vec<Seat>, views: HashMap<String, RoomView>) -> Look {
    look_now(seats, views)
}

/// The look in the component tests (`cargo test --target wasm32`): no
/// splitter resolves a split function's import there, and the test runner
/// cannot load a module that names it; awaited twice, as the split
/// function's call is.
#[cfg(test)]
async fn look(seats: Vec<Seat>, views: HashMap<String, RoomView>) -> Look {
    look_now(seats, views)
}

/// The look itself (see `look`).
fn look_now(seats: Vec<Seat>, mut views: HashMap<String, RoomView>) -> Look {
    Box::pin(async move {
        for seat in seats.iter().take(ROOMS_PER_LOOK) {
            if views.get(&seat.room).is_some_and(|v| v.status == RoomStatus::Ended) {
                continue;
            }
            match server_client::room(&seat.room, Some(&seat.secret)).await {
                Ok(v) => {
                    views.insert(seat.room.clone(), v);
                }
                // No server: nothing more to learn now.
                Err(NetError::Offline) => break,
                Err(NetError::Refused { .. }) => {}
            }
        }
        let after = your_games(&seats, &views, js_sys::Date::now() as i64);
        (views, after)
    })
}

/// The feed, made once for the app (inside the router): a first look now,
/// then one a minute; the tab title counts the user's moves (the room page
/// sets its own).
#[component]
pub fn YourGamesWatcher() -> impl IntoView {
    let feed = YourGamesFeed {
        list: RwSignal::new(Vec::new()),
        views: RwSignal::new(HashMap::new()),
        busy: RwSignal::new(false),
        lang: use_ctx().lang,
    };
    provide_context(feed);
    feed.refresh();
    if let Ok(h) = set_interval_with_handle(move || feed.refresh(), Duration::from_secs(60)) {
        on_cleanup(move || h.clear());
    }
    let path = use_location().pathname;
    Effect::new(move |_| {
        let n = feed.list.with(|l| your_moves(l));
        if !path.get().starts_with("/online/") {
            document().set_title(&if n > 0 { format!("({n}) Damas") } else { "Damas".into() });
        }
    });
}

/// The feed the watcher provides.
pub fn use_your_games() -> YourGamesFeed {
    expect_context::<YourGamesFeed>()
}

/// Whether this browser has notifications.
fn can_notify() -> bool {
    js_sys::Reflect::has(&window(), &"Notification".into()).unwrap_or(false)
}

fn notify(body: &str) {
    if !can_notify() || web_sys::Notification::permission() != web_sys::NotificationPermission::Granted {
        return;
    }
    let options = web_sys::NotificationOptions::new();
    options.set_body(body);
    let _ = web_sys::Notification::new_with_options("Damas", &options);
}

fn standing_text(game: &YourGame, l: Lang) -> String {
    match &game.standing {
        Standing::YourMove => O::YourTurn.get(l).into(),
        Standing::TheirMove => O::TheirTurn.get(l).into(),
        Standing::WaitingForOpponent => O::WaitingForOpponent.get(l).into(),
        Standing::Ended(e) => ending_text(l, e, game.variant.parse().unwrap_or(Variant::Brazilian)),
        Standing::Unknown => String::new(),
    }
}

fn clock_text(game: &YourGame, l: Lang) -> String {
    let mut parts = Vec::new();
    if let Some(ms) = game.last_move_ago {
        parts.push(last_move_ago(l, &duration(l, elapsed(ms))));
    }
    if let Some(d) = game.deadline {
        // Right after a move the other player has "2 days", not "1".
        let time = match d {
            Deadline::MoveWithin(ms) | Deadline::ClaimIn(ms) | Deadline::ExpiresIn(ms) => time_until(ms),
            Deadline::ClaimNow => (0, "s"),
        };
        parts.push(deadline_text(l, d, &duration(l, time)));
    }
    parts.join(" · ")
}

/// The list of the user's games (`empty`: what to say when there is none,
/// or nothing). The page asks for a fresh look when it opens.
#[component]
pub fn YourGamesList(#[prop(optional)] empty: Option<O>) -> impl IntoView {
    let lang = use_ctx().lang;
    let feed = use_your_games();
    let seats = persisted::<Seats>();
    let denied = RwSignal::new(false);
    let toggle = move |on: bool| {
        if !on {
            seats.update(|s| s.notify_your_move = false);
            return;
        }
        spawn_local(async move {
            let granted = match web_sys::Notification::request_permission() {
                Ok(p) => wasm_bindgen_futures::JsFuture::from(p)
                    .await
                    .ok()
                    .and_then(|v| v.as_string())
                    .is_some_and(|v| v == "granted"),
                Err(_) => false,
            };
            denied.set(!granted);
            seats.update(|s| s.notify_your_move = granted);
        });
    };
    move || {
        let l = lang.get();
        let list = feed.list.get();
        if list.is_empty() {
            return empty
                .map(|t| view! { <p class="secondary" id="your-games-none">{t.get(l)}</p> })
                .into_any();
        }
        view! {
            <ul class="online-games" id="your-games">
                {list.into_iter().map(|g| {
                    let name = g.variant.parse::<Variant>().map(|v| variant_name(v, l)).unwrap_or("?");
                    let mine = g.standing == Standing::YourMove;
                    let (standing, clock) = (standing_text(&g, l), clock_text(&g, l));
                    view! {
                        <li class:your-move=mine data-room=g.room.clone()>
                            <A href=format!("/online/{}", g.room)>{name} " · " {O::Open.get(l)}</A>
                            " " <strong class="your-games-standing">{standing}</strong>
                            {(!clock.is_empty()).then(|| view! { <span class="secondary your-games-clock">{clock}</span> })}
                        </li>
                    }
                }).collect_view()}
            </ul>
            {can_notify().then(|| view! {
                <label class="field-inline">
                    <input type="checkbox" id="your-games-notify"
                        prop:checked=move || seats.with(|s| s.notify_your_move)
                        on:change=move |ev| toggle(event_target_checked(&ev))/>
                    " " {O::NotifyMoves.get(l)}
                </label>
            })}
            {move || denied.get().then(|| view! { <p class="secondary">{O::NotifyDenied.get(lang.get())}</p> })}
        }
        .into_any()
    }
}
