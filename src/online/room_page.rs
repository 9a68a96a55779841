//! `/online/:id`: one room (invitation, board, live updates, draw,
//! resignation, absence, rematch, PDN). The room's logic is
//! [`RoomController`] (plain Rust, tested natively); [`RoomActions`] runs
//! what the page asks of the server and feeds the answers to it; the
//! components under `room/` show it.

mod clipboard;
mod invitation;
mod pdn_buttons;
mod resign_question;
mod seat_buttons;
mod seat_link;
mod share_box;

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use damas_engine::{Color, Move, Position, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use crate::kernel::board::board_view::Board;
use crate::kernel::i18n::Lang;
use crate::kernel::storage::{persisted, use_ctx};
use crate::online::online_texts::{
    duration, ending_text, refused, room_info, to_move, watching, OnlineText as O,
};
use crate::online::seat_store::{Seat, Seats};
use crate::online::server_client::{self, Events, NetError};
use crate::online::your_games::seat_from_fragment;
use crate::online::{elapsed, player_key, Headline, RoomController, RoomView, SeatAction};
use crate::review::{ReviewButton, ReviewGame};
use invitation::Invitation;
use pdn_buttons::PdnButtons;
use resign_question::ResignQuestion;
use seat_buttons::SeatButtons;
use seat_link::SeatLink;
use share_box::ShareBox;

/// This device's clock (ms).
pub(crate) fn now_ms() -> i64 {
    js_sys::Date::now() as i64
}

/// Why a request failed, for people.
pub(crate) fn error_text(e: &NetError, lang: Lang) -> String {
    match e {
        NetError::Offline => O::Offline.get(lang).to_string(),
        NetError::Refused { code, .. } => refused(lang, code),
    }
}

fn headline_text(c: &RoomController, l: Lang) -> String {
    match c.headline() {
        None => String::new(),
        Some(Headline::WaitingForOpponent) => O::WaitingForOpponent.get(l).into(),
        // The invitation box below gives the rule set and the side.
        Some(Headline::Invitation { .. }) => O::Invitation.get(l).into(),
        Some(Headline::YourTurn) => O::YourTurn.get(l).into(),
        Some(Headline::TheirTurn) => O::TheirTurn.get(l).into(),
        Some(Headline::ToMove { side }) => to_move(l, side),
        Some(Headline::Ended(e)) => {
            ending_text(l, &e, c.view.as_ref().map_or(Variant::Brazilian, |v| v.variant))
        }
    }
}

/// "Brazilian · Game 2 · You play white · 3 min since the last move".
fn info_line(c: &RoomController, l: Lang, now: i64) -> Option<String> {
    let v = c.view.as_ref()?;
    // Before the game's first move there is no last move to time.
    let since = c.since_last_move_ms(now).map(|ms| duration(l, elapsed(ms)));
    Some(room_info(l, v.variant, v.game, c.my_side(), since.as_deref()))
}

/// A request to the server that answers with the room.
type RoomRequest = Pin<Box<dyn Future<Output = Result<RoomView, NetError>>>>;

/// What the room page asks of the server, and where the answers go: the
/// controller takes each newer state; a refusal is said in the note (with
/// the current room on 409).
#[derive(Clone, Copy)]
pub(crate) struct RoomActions {
    pub ctrl: RwSignal<RoomController>,
    pub busy: RwSignal<bool>,
    pub note: RwSignal<Option<String>>,
    /// The live stream is connected.
    pub live: RwSignal<bool>,
    /// The server knows no such room.
    pub missing: RwSignal<bool>,
    room: StoredValue<String>,
    seats: RwSignal<Seats>,
    lang: Memo<Lang>,
    events: StoredValue<Option<Events>, LocalStorage>,
}

impl RoomActions {
    fn new(room: String, lang: Memo<Lang>) -> RoomActions {
        let seats = persisted::<Seats>();
        let seat = seats.with_untracked(|s| s.get(&room).map(|s| s.seat));
        RoomActions {
            ctrl: RwSignal::new(RoomController::new(seat)),
            busy: RwSignal::new(false),
            note: RwSignal::new(None),
            live: RwSignal::new(false),
            missing: RwSignal::new(false),
            room: StoredValue::new(room),
            seats,
            lang,
            events: StoredValue::new_local(None),
        }
    }

    fn room(self) -> String {
        self.room.get_value()
    }

    /// The user's seat secret (tracked: the seat may be taken on this page).
    fn secret(self) -> Option<String> {
        let room = self.room();
        self.seats.with(|s| s.get(&room).map(|s| s.secret.clone()))
    }

    fn secret_untracked(self) -> Option<String> {
        let room = self.room();
        self.seats.with_untracked(|s| s.get(&room).map(|s| s.secret.clone()))
    }

    fn say(self, e: &NetError) {
        self.note.set(Some(error_text(e, self.lang.get_untracked())));
    }

    fn receive(self, view: RoomView) {
        self.ctrl.update(|c| {
            c.receive(view, now_ms());
        });
    }

    fn keep_seat(self, seat: u8, secret: String, variant: Variant) {
        let room = self.room();
        self.seats.update(|all| {
            all.add(Seat { room, seat, secret, variant: variant.id().into(), added_at: now_ms() })
        });
        self.ctrl.update(|c| c.seat = Some(seat));
    }

    /// Loads the room; `carried` is a seat secret brought by a seat link,
    /// kept once the server recognises it.
    fn load(self, carried: Option<String>) {
        let id = self.room();
        spawn_local(async move {
            let secret = carried.clone().or_else(|| self.secret_untracked());
            match server_client::room(&id, secret.as_deref()).await {
                Ok(v) => {
                    if let Some(carried) = carried {
                        let l = self.lang.get_untracked();
                        match v.you {
                            Some(seat) => {
                                self.keep_seat(seat, carried, v.variant);
                                self.note.set(Some(O::SeatRestored.get(l).into()));
                            }
                            None => self.note.set(Some(O::SeatLinkInvalid.get(l).into())),
                        }
                    }
                    self.receive(v)
                }
                Err(NetError::Refused { code, .. }) if code == "room_not_found" => self.missing.set(true),
                Err(e) => self.say(&e),
            }
        });
    }

    /// Opens (or reopens) the live stream; a player's own stream says so,
    /// and is not counted among the watchers.
    fn watch(self, secret: Option<String>) {
        let key = secret.as_deref().map(player_key);
        let ctrl = self.ctrl;
        let live = self.live;
        let stream = server_client::watch(
            &self.room(),
            key.as_deref(),
            move |v| self.receive(v),
            move |n| ctrl.update(|c| c.set_watchers(n)),
            move |up| live.set(up),
        );
        self.events.update_value(|e| *e = stream);
    }

    fn send(self, request: RoomRequest) {
        self.busy.set(true);
        self.note.set(None);
        spawn_local(async move {
            match request.await {
                Ok(v) => self.receive(v),
                Err(e) => {
                    if let NetError::Refused { room: Some(r), .. } = &e {
                        self.receive((**r).clone());
                    }
                    self.say(&e);
                }
            }
            self.busy.set(false);
        });
    }

    /// A seat's action (a draw offer, a resignation, …).
    pub fn act(self, action: SeatAction) {
        let (id, Some(secret)) = (self.room(), self.secret()) else { return };
        self.send(Box::pin(async move { server_client::act(&id, &secret, action).await }));
    }

    /// Plays the user's move at the game's next ply.
    pub fn play(self, mv: Move) {
        let (id, Some(secret)) = (self.room(), self.secret()) else { return };
        let ply = self.ctrl.with_untracked(RoomController::next_ply);
        self.send(Box::pin(async move { server_client::play(&id, &secret, ply, mv.full_text()).await }));
    }

    /// Takes the free seat; from then on this page's stream is a player's.
    pub fn accept(self) {
        let id = self.room();
        self.busy.set(true);
        spawn_local(async move {
            match server_client::join(&id).await {
                Ok((v, secret)) => {
                    self.watch(Some(secret.clone()));
                    self.keep_seat(1, secret, v.variant);
                    self.receive(v);
                }
                Err(e) => self.say(&e),
            }
            self.busy.set(false);
        });
    }
}

/// `/online/:id`: one room.
#[component]
pub fn RoomPage() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let tx = move |t: O| move || t.get(lang.get());
    let id = use_params_map().with_untracked(|p| p.get("id").unwrap_or_default());
    let actions = RoomActions::new(id.clone(), lang);
    let ctrl = actions.ctrl;
    let now = RwSignal::new(now_ms());
    if let Ok(h) = set_interval_with_handle(move || now.set(now_ms()), Duration::from_secs(1)) {
        on_cleanup(move || h.clear());
    }
    // A seat link (`#seat=<secret>`, never sent to the server) brings a
    // seat from another device; the fragment leaves the address bar.
    let carried = window().location().hash().ok().and_then(|h| seat_from_fragment(&h));
    if carried.is_some()
        && let Ok(history) = window().history()
    {
        let path = format!("/online/{id}");
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    actions.load(carried.clone());
    actions.watch(carried.or_else(|| actions.secret_untracked()));
    on_cleanup(move || {
        actions.events.update_value(|e| *e = None);
        document().set_title("Damas");
    });
    Effect::new(move |_| {
        let title = ctrl.with(|c| c.title("Damas", O::YourTurn.get(lang.get())));
        document().set_title(&title);
    });

    let board =
        Memo::new(move |_| ctrl.with(|c| c.game().map(|g| (*g.position(), g.moves().last().copied()))));
    let variant = move || ctrl.with(RoomController::variant).unwrap_or(Variant::Brazilian);
    let position = Signal::derive(move || board.get().map_or_else(|| Position::start(variant()), |b| b.0));
    let last_move = Signal::derive(move || board.get().and_then(|b| b.1));
    let may_move = Signal::derive(move || ctrl.with(RoomController::my_turn) && !actions.busy.get());
    let flipped = Signal::derive(move || ctrl.with(RoomController::my_side) == Some(Color::Black));
    let on_move = Callback::new(move |mv: Move| actions.play(mv));
    // Re-render the buttons when the absence rule flips, not every second.
    let absence = Memo::new(move |_| ctrl.with(|c| c.can_claim_absence(now.get())));
    // An ended game may be reviewed: the player's own mistakes (a
    // spectator's review teaches both sides).
    let to_review = Signal::derive(move || {
        ctrl.with(|c| {
            c.game_to_review().map(|(game, learner)| {
                // As the room draws it: the player's side, else Light.
                ReviewGame::of(&game, learner, "online").drawn_from(learner.unwrap_or(Color::White))
            })
        })
    });
    // …and analysed, by anyone in the room.
    let to_analyse = Signal::derive(move || {
        ctrl.with(|c| {
            c.game_to_review().map(|(game, _)| crate::analysis::analysis_href(*game.start(), game.moves()))
        })
    });
    let share_box = {
        let id = id.clone();
        move || {
            ctrl.with(RoomController::shows_invitation_link).then(|| view! { <ShareBox room=id.clone()/> })
        }
    };
    let invitation = move || {
        let side = ctrl.with(RoomController::invited_side)?;
        Some(view! { <Invitation actions=actions variant=variant() side=side/> })
    };
    let seat_link = {
        let id = id.clone();
        move || actions.secret().map(|secret| view! { <SeatLink room=id.clone() secret=secret/> })
    };
    let game_no = Signal::derive(move || ctrl.with(|c| c.view.as_ref().map_or(1, |v| v.game)));
    let moves = move || {
        ctrl.with(RoomController::move_pairs)
            .into_iter()
            .map(|pair| view! { <li class="move">{pair}</li> })
            .collect_view()
    };
    let live =
        move || if actions.live.get() { O::Live.get(lang.get()) } else { O::Reconnecting.get(lang.get()) };

    view! {
        <section class="play online-room">
            <h1>{tx(O::Title)}</h1>
            {move || actions.missing.get().then(|| view! { <p class="question" id="online-missing">{tx(O::RoomNotFound)}</p> })}
            <div class="play-game">
                <div class="play-board">
                    <p class="play-heading" id="online-info">{move || ctrl.with(|c| info_line(c, lang.get(), now.get()))}</p>
                    <div class="board-wrap">
                        <Board position=position may_move=may_move on_move=on_move last_move=last_move flipped=flipped
                            lang=Signal::from(lang)/>
                    </div>
                    <p class="play-status" role="status" aria-live="polite">
                        <span id="online-status">{move || ctrl.with(|c| headline_text(c, lang.get()))}</span>
                    </p>
                    {share_box}
                    {invitation}
                    <p class="play-note" role="status" id="online-note">{move || actions.note.get()}</p>
                    <SeatButtons actions=actions absence=absence/>
                    <ResignQuestion actions=actions/>
                    <ReviewButton game=to_review primary=true/>
                    <crate::analysis::AnalyseLink href=to_analyse/>
                </div>
                <aside class="play-side">
                    <p class="secondary">
                        <span id="online-watchers">{move || ctrl.with(RoomController::watchers)}</span>
                        " " {move || watching(ctx.lang.get(), ctrl.with(RoomController::watchers))} " · " <span id="online-live">{live}</span>
                    </p>
                    {move || ctrl.with(RoomController::watching)
                        .then(|| view! { <p class="secondary" id="online-watching">{tx(O::Watching)}</p> })}
                    <h2>{tx(O::Moves)}</h2>
                    <ol class="moves" id="online-moves">{moves}</ol>
                    <PdnButtons room=id.clone() game=game_no/>
                    {seat_link}
                    <p><A href="/online">{tx(O::MyGames)}</A></p>
                </aside>
            </div>
        </section>
    }
}
