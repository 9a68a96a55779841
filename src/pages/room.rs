//! "Play with someone": `/online` (create a room, my games; says plainly
//! when no game server answers) and `/online/:id` (a room: invitation,
//! board, live updates, draw, resignation, absence, rematch, PDN). The
//! logic is `crate::online::RoomController`; this file only shows it.

use std::time::Duration;

use damas_engine::{Color, Move, Position, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;
use leptos_router::hooks::{use_navigate, use_params_map};
use wasm_bindgen::JsCast;

use crate::components::board::Board;
use crate::components::pdn_file::download;
use crate::components::your_games::{use_your_games, YourGamesList};
use crate::i18n::online::{duration, ending_text, refusal, OnlineText as O};
use crate::i18n::{variant_name, Lang};
use crate::online::client::{self, NetError};
use crate::online::your_games::{seat_from_fragment, seat_link};
use crate::online::{elapsed, player_key, room_link, Headline, RoomController, RoomView};
use crate::pages::review::ReviewButton;
use crate::state::seats::{Seat, Seats};
use crate::state::{persisted, use_ctx};

fn now_ms() -> i64 {
    js_sys::Date::now() as i64
}

fn side_name(side: Color, lang: Lang) -> &'static str {
    match side {
        Color::White => O::White.get(lang),
        Color::Black => O::Black.get(lang),
    }
}

fn error_text(e: &NetError, lang: Lang) -> String {
    match e {
        NetError::Offline => O::Offline.get(lang).to_string(),
        NetError::Refused { code, .. } => format!("{}: {}", O::Refused.get(lang), refusal(lang, code)),
    }
}

fn copy(text: String, done: RwSignal<bool>) {
    let clipboard = window().navigator().clipboard();
    spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&text)).await.is_ok();
        done.set(ok);
    });
}

/// The Web Share API, where the browser has it.
fn share(url: &str, title: &str) -> bool {
    let nav = window().navigator();
    let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) else { return false };
    let Some(f) = f.dyn_ref::<js_sys::Function>() else { return false };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    if let Ok(p) = f.call1(&nav, &data) {
        if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
            // A cancelled share rejects: nothing to do.
            spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(p).await;
            });
        }
    }
    true
}

fn has_share() -> bool {
    js_sys::Reflect::get(&window().navigator(), &"share".into()).is_ok_and(|f| f.is_function())
}

/// `/online`: create a room and list my games.
#[component]
pub fn OnlinePage() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let tx = move |t: O| move || t.get(lang.get());
    let server = RwSignal::new(None::<bool>);
    let seats = persisted::<Seats>();
    use_your_games().refresh();
    spawn_local(async move {
        server.set(Some(client::server_answers().await));
    });
    let variant = RwSignal::new(ctx.variant.get_untracked());
    let error = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let navigate = use_navigate();
    let create = move |_| {
        let navigate = navigate.clone();
        busy.set(true);
        spawn_local(async move {
            let v = variant.get_untracked();
            match client::create(v.id()).await {
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
    let form = move || match server.get() {
        None => view! { <p class="secondary">{tx(O::Checking)}</p> }.into_any(),
        Some(false) => {
            view! { <p class="question" id="online-no-server" role="status">{tx(O::NoServer)}</p> }.into_any()
        }
        Some(true) => {
            let create = create.clone();
            view! {
            <div class="play-form">
                <label class="field">
                    <span>{move || crate::i18n::Text::RuleSetLabel.get(lang.get())}</span>
                    <select id="online-variant" on:change=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<Variant>() { variant.set(v) }
                    }>
                        {Variant::ALL.into_iter().map(|v| view! {
                            <option value=v.id() selected=move || variant.get() == v>{move || variant_name(v, lang.get())}</option>
                        }).collect_view()}
                    </select>
                </label>
                <p class="secondary">{tx(O::CreatorSide)}</p>
                <button class="primary" id="online-create" on:click=create disabled=move || busy.get()>{tx(O::Create)}</button>
                <p class="play-note" role="status">{move || error.get()}</p>
            </div>
        }.into_any()
        }
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

fn headline_text(c: &RoomController, l: Lang) -> String {
    match c.headline() {
        None => String::new(),
        Some(Headline::WaitingForOpponent) => O::WaitingForOpponent.get(l).into(),
        // The invitation box below gives the rule set and the side.
        Some(Headline::Invitation { .. }) => O::Invitation.get(l).into(),
        Some(Headline::YourTurn) => O::YourTurn.get(l).into(),
        Some(Headline::TheirTurn) => O::TheirTurn.get(l).into(),
        Some(Headline::ToMove { side }) => format!("{} {}", O::ToMove.get(l), side_name(side, l)),
        Some(Headline::Ended(e)) => ending_text(l, &e),
    }
}

/// `/online/:id`: one room.
#[component]
pub fn RoomPage() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let tx = move |t: O| move || t.get(lang.get());
    let id = use_params_map().with_untracked(|p| p.get("id").unwrap_or_default());
    let seats = persisted::<Seats>();
    let room_id = StoredValue::new(id.clone());
    let secret = move || seats.with(|s| room_id.with_value(|id| s.get(id).map(|s| s.secret.clone())));
    let secret_untracked =
        move || seats.with_untracked(|s| room_id.with_value(|id| s.get(id).map(|s| s.secret.clone())));
    let ctrl = RwSignal::new(RoomController::new(seats.with_untracked(|s| s.get(&id).map(|s| s.seat))));
    let now = RwSignal::new(now_ms());
    let live = RwSignal::new(false);
    let note = RwSignal::new(None::<String>);
    let missing = RwSignal::new(false);
    let busy = RwSignal::new(false);
    let copied = RwSignal::new(false);
    if let Ok(h) = set_interval_with_handle(move || now.set(now_ms()), Duration::from_secs(1)) {
        on_cleanup(move || h.clear());
    }
    let receive = move |v: RoomView| {
        ctrl.update(|c| {
            c.receive(v, now_ms());
        })
    };
    // A seat link (`#seat=<secret>`, never sent to the server) brings a
    // seat from another device: kept once the server recognises it.
    let carried = window().location().hash().ok().and_then(|h| seat_from_fragment(&h));
    if carried.is_some() {
        let path = format!("/online/{id}");
        if let Ok(history) = window().history() {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }
    {
        let (id, carried) = (id.clone(), carried.clone());
        spawn_local(async move {
            let s = carried.clone().or_else(secret_untracked);
            match client::room(&id, s.as_deref()).await {
                Ok(v) => {
                    if let Some(carried) = carried {
                        match v.you {
                            Some(seat) => {
                                seats.update(|all| {
                                    all.add(Seat {
                                        room: id.clone(),
                                        seat,
                                        secret: carried,
                                        variant: v.variant.clone(),
                                        added_at: now_ms(),
                                    })
                                });
                                ctrl.update(|c| c.seat = Some(seat));
                                note.set(Some(O::SeatRestored.get(lang.get_untracked()).into()));
                            }
                            None => note.set(Some(O::SeatLinkInvalid.get(lang.get_untracked()).into())),
                        }
                    }
                    receive(v)
                }
                Err(NetError::Refused { code, .. }) if code == "room_not_found" => missing.set(true),
                Err(e) => note.set(Some(error_text(&e, lang.get_untracked()))),
            }
        });
    }
    // A player's own stream says so (it is not counted among the watchers).
    let open_events = move |id: &str, secret: Option<String>| {
        let key = secret.as_deref().map(player_key);
        client::watch(
            id,
            key.as_deref(),
            receive,
            move |n| ctrl.update(|c| c.set_watchers(n)),
            move |up| live.set(up),
        )
    };
    let events = StoredValue::new_local(open_events(&id, carried.or_else(secret_untracked)));
    on_cleanup(move || {
        events.update_value(|e| *e = None);
        document().set_title("Damas");
    });
    Effect::new(move |_| {
        let title = ctrl.with(|c| c.title("Damas", O::YourTurn.get(lang.get())));
        document().set_title(&title);
    });

    // Requests: show the answer, or why it was refused (with the current room on 409).
    let send =
        move |req: std::pin::Pin<Box<dyn std::future::Future<Output = Result<RoomView, NetError>>>>| {
            busy.set(true);
            note.set(None);
            spawn_local(async move {
                match req.await {
                    Ok(v) => receive(v),
                    Err(e) => {
                        if let NetError::Refused { room: Some(r), .. } = &e {
                            receive((**r).clone());
                        }
                        note.set(Some(error_text(&e, lang.get_untracked())));
                    }
                }
                busy.set(false);
            });
        };
    let act = {
        let id = id.clone();
        move |what: &'static str| {
            let id = id.clone();
            let Some(s) = secret() else { return };
            send(Box::pin(async move { client::act(&id, &s, what).await }));
        }
    };
    let on_move = {
        let id = id.clone();
        Callback::new(move |mv: Move| {
            let id = id.clone();
            let Some(s) = secret() else { return };
            let ply = ctrl.with_untracked(|c| c.next_ply());
            let text = mv.full_text();
            send(Box::pin(async move { client::play(&id, &s, ply, &text).await }));
        })
    };
    let accept = {
        let id = id.clone();
        move |_| {
            let id = id.clone();
            busy.set(true);
            spawn_local(async move {
                match client::join(&id).await {
                    Ok((v, secret)) => {
                        let variant = v.variant.clone();
                        // From now on this page's stream is a player's.
                        let stream = open_events(&id, Some(secret.clone()));
                        events.update_value(|e| *e = stream);
                        seats.update(|s| {
                            s.add(Seat { room: id.clone(), seat: 1, secret, variant, added_at: now_ms() })
                        });
                        ctrl.update(|c| c.seat = Some(1));
                        receive(v);
                    }
                    Err(e) => note.set(Some(error_text(&e, lang.get_untracked()))),
                }
                busy.set(false);
            });
        }
    };

    let board =
        Memo::new(move |_| ctrl.with(|c| c.game().map(|g| (*g.position(), g.moves().last().copied()))));
    let variant = move || ctrl.with(|c| c.variant()).unwrap_or(Variant::Brazilian);
    let position = Signal::derive(move || board.get().map_or_else(|| Position::start(variant()), |b| b.0));
    let last_move = Signal::derive(move || board.get().and_then(|b| b.1));
    let may_move = Signal::derive(move || ctrl.with(|c| c.my_turn()) && !busy.get());
    let flipped =
        Signal::derive(move || ctrl.with(|c| c.seat.and_then(|s| c.side_of(s))) == Some(Color::Black));
    let link = {
        let id = id.clone();
        move || room_link(&window().location().origin().unwrap_or_default(), &id)
    };

    let headline = move || ctrl.with(|c| headline_text(c, lang.get()));
    let info = move || {
        let l = lang.get();
        ctrl.with(|c| {
            let v = c.view.as_ref()?;
            let name = c.variant().map(|v| variant_name(v, l)).unwrap_or("?");
            let you = c
                .seat
                .and_then(|s| c.side_of(s))
                .map(|side| format!(" · {} {}", O::YouPlay.get(l), side_name(side, l)));
            // Before the game's first move there is no last move to time.
            let since = c
                .since_last_move_ms(now.get())
                .map(|ms| format!(" · {} {}", duration(l, elapsed(ms)), O::SinceLastMove.get(l)));
            Some(format!(
                "{name} · {} {}{}{}",
                O::Game.get(l),
                v.game,
                you.unwrap_or_default(),
                since.unwrap_or_default()
            ))
        })
    };
    let watchers = move || ctrl.with(RoomController::watchers);
    let share_box = {
        let link = link.clone();
        move || {
            let waiting =
                ctrl.with(|c| c.seat == Some(0) && c.view.as_ref().is_some_and(|v| v.status == "waiting"));
            waiting.then(|| {
                let url = link();
                let url2 = url.clone();
                let url3 = url.clone();
                view! {
                    <div class="question" id="online-share">
                        <p>{tx(O::ShareLink)}</p>
                        <p><input id="online-link" readonly value=url.clone()/></p>
                        <button class="primary" on:click=move |_| copy(url2.clone(), copied)>
                            {move || if copied.get() { O::Copied.get(lang.get()) } else { O::Copy.get(lang.get()) }}
                        </button>
                        {has_share().then(|| view! {
                            <button on:click=move |_| { share(&url3, "Damas"); }>{tx(O::Share)}</button>
                        })}
                    </div>
                }
            })
        }
    };
    let invitation = move || {
        let side = ctrl.with(|c| match c.headline() {
            Some(Headline::Invitation { side }) => Some(side),
            _ => None,
        })?;
        let accept = accept.clone();
        Some(view! {
            <div class="question" id="online-invitation">
                <p><strong>{move || variant_name(variant(), lang.get())}</strong>
                   " · " {tx(O::YouWouldPlay)} " " <strong id="online-invited-side">{move || side_name(side, lang.get())}</strong></p>
                <button class="primary" id="online-accept" on:click=accept disabled=move || busy.get()>{tx(O::Accept)}</button>
            </div>
        })
    };
    // Re-render the buttons when the absence rule flips, not every second.
    let absence_ok = Memo::new(move |_| ctrl.with(|c| c.can_claim_absence(now.get())));
    let actions = {
        let act = act.clone();
        move || {
            let c = ctrl.get();
            let l = lang.get();
            let absence = absence_ok.get();
            let a = act.clone();
            let b = act.clone();
            let d = act.clone();
            let f = act.clone();
            let g = act.clone();
            view! {
                <div class="play-actions" id="online-actions">
                    {c.draw_offered_to_me().then(|| view! {
                        <p id="online-draw-offered">{O::DrawOfferedToYou.get(l)}</p>
                        <button class="primary" id="online-accept-draw" on:click=move |_| a("draw/accept")>{O::AcceptDraw.get(l)}</button>
                        <button id="online-decline-draw" on:click=move |_| b("draw/decline")>{O::DeclineDraw.get(l)}</button>
                    })}
                    {c.my_offer_pending().then(|| view! { <p class="secondary">{O::DrawOffered.get(l)}</p> })}
                    {c.my_offer_declined().then(|| view! { <p id="online-draw-declined">{O::DrawDeclined.get(l)}</p> })}
                    {(c.can_offer_draw() && !c.draw_offered_to_me()).then(|| view! {
                        <button id="online-offer-draw" on:click=move |_| d("draw/offer")>{O::OfferDraw.get(l)}</button>
                    })}
                    {c.can_resign().then(|| view! {
                        <button id="online-resign" aria-haspopup="dialog"
                            on:click=move |_| ctrl.update(RoomController::ask_resign)>{O::Resign.get(l)}</button>
                    })}
                    {absence.then(|| view! {
                        <button id="online-absence" on:click=move |_| f("absence")>{O::ClaimAbsence.get(l)}</button>
                    })}
                    {c.rematch_offered_to_me().then(|| view! { <p id="online-rematch-offered">{O::RematchOffered.get(l)}</p> })}
                    {c.rematch_pending().then(|| view! { <p class="secondary">{O::RematchAsked.get(l)}</p> })}
                    {c.can_ask_rematch().then(|| view! {
                        <button class="primary" id="online-rematch" on:click=move |_| g("rematch")>{O::Rematch.get(l)}</button>
                    })}
                </div>
            }
        }
    };
    // "Resign?" asked in the page: the safe answer has the focus, Escape
    // keeps playing, and the focus goes back to the resign button.
    let asking = Memo::new(move |_| ctrl.with(RoomController::resign_question));
    let keep_playing = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if asking.get() {
            if let Some(b) = keep_playing.get() {
                let _ = b.focus();
            }
        }
    });
    let back_to_resign = move || {
        request_animation_frame(|| {
            if let Some(b) = document().get_element_by_id("online-resign") {
                let _ = b.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        })
    };
    let cancel_resign = move || {
        ctrl.update(RoomController::cancel_resign);
        back_to_resign();
    };
    let resign_question = {
        let act = act.clone();
        move || {
            let act = act.clone();
            asking.get().then(|| {
                view! {
                    <div class="question" id="online-resign-question" role="alertdialog"
                        aria-labelledby="online-resign-text"
                        on:keydown=move |ev| if ev.key() == "Escape" { cancel_resign() }>
                        <span id="online-resign-text">{tx(O::ConfirmResign)}</span>
                        <button id="online-confirm-resign" on:click=move |_| {
                            if ctrl.try_update(RoomController::confirm_resign).unwrap_or(false) {
                                act("resign");
                            }
                        }>{tx(O::ConfirmResignYes)}</button>
                        <button id="online-cancel-resign" node_ref=keep_playing
                            on:click=move |_| cancel_resign()>{tx(O::ConfirmResignNo)}</button>
                    </div>
                }
            })
        }
    };
    // An ended game may be reviewed: the player's own mistakes (a
    // spectator's review teaches both sides).
    let to_review = Signal::derive(move || {
        ctrl.with(|c| {
            let ended = c.view.as_ref().is_some_and(|v| v.status == "ended");
            let learner = c.seat.and_then(|s| c.side_of(s));
            ended.then(|| c.game().map(|g| (g, learner, "online"))).flatten()
        })
    });
    // A player's seat, carried to another device by a link.
    let seat_copied = RwSignal::new(false);
    let seat_link_box = {
        let id = id.clone();
        move || {
            let link = seat_link(&window().location().origin().unwrap_or_default(), &id, &secret()?);
            Some(view! {
                <div class="seat-link" id="online-seat-link">
                    <button id="online-copy-seat-link" on:click=move |_| copy(link.clone(), seat_copied)>
                        {move || if seat_copied.get() { O::Copied.get(lang.get()) } else { O::CopySeatLink.get(lang.get()) }}
                    </button>
                    <p class="secondary">{tx(O::SeatLinkNote)}</p>
                </div>
            })
        }
    };
    let pdn_copied = RwSignal::new(false);
    let pdn_actions = {
        let id = id.clone();
        move || {
            let (i1, i2) = (id.clone(), id.clone());
            let game = ctrl.with(|c| c.view.as_ref().map_or(1, |v| v.game));
            view! {
                <div class="pdn-actions">
                    <button id="online-copy-pdn" on:click=move |_| {
                        let id = i1.clone();
                        spawn_local(async move {
                            if let Ok(text) = client::pdn(&id).await { copy(text, pdn_copied) }
                        });
                    }>{move || if pdn_copied.get() { O::Copied.get(lang.get()) } else { O::CopyPdn.get(lang.get()) }}</button>
                    <button id="online-download-pdn" on:click=move |_| {
                        let id = i2.clone();
                        spawn_local(async move {
                            if let Ok(text) = client::pdn(&id).await { download(&format!("damas-{id}-{game}.pdn"), &text) }
                        });
                    }>{tx(O::DownloadPdn)}</button>
                </div>
            }
        }
    };
    let moves = move || {
        ctrl.with(|c| c.view.as_ref().map(|v| v.moves.clone()).unwrap_or_default())
            .chunks(2)
            .map(|pair| view! { <li class="move">{pair.join(" ")}</li> })
            .collect_view()
    };

    view! {
        <section class="play online-room">
            <h1>{tx(O::Title)}</h1>
            {move || missing.get().then(|| view! { <p class="question" id="online-missing">{tx(O::RoomNotFound)}</p> })}
            <div class="play-game">
                <div class="play-board">
                    <p class="play-heading" id="online-info">{info}</p>
                    <div class="board-wrap">
                        <Board position=position may_move=may_move on_move=on_move last_move=last_move flipped=flipped
                            lang=Signal::from(lang)/>
                    </div>
                    <p class="play-status" role="status" aria-live="polite"><span id="online-status">{headline}</span></p>
                    {share_box}
                    {invitation}
                    <p class="play-note" role="status" id="online-note">{move || note.get()}</p>
                    {actions}
                    {resign_question}
                    <ReviewButton game=to_review primary=true/>
                </div>
                <aside class="play-side">
                    <p class="secondary">
                        <span id="online-watchers">{watchers}</span> " " {tx(O::WatchersLabel)} " · "
                        <span id="online-live">{move || if live.get() { O::Live.get(lang.get()) } else { O::Reconnecting.get(lang.get()) }}</span>
                    </p>
                    {move || ctrl.with(|c| c.seat.is_none() && c.view.as_ref().is_some_and(|v| v.status != "waiting"))
                        .then(|| view! { <p class="secondary" id="online-watching">{tx(O::Watching)}</p> })}
                    <h2>{tx(O::Moves)}</h2>
                    <ol class="moves" id="online-moves">{moves}</ol>
                    {pdn_actions}
                    {seat_link_box}
                    <p><A href="/online">{tx(O::MyGames)}</A></p>
                </aside>
            </div>
        </section>
    }
}
