//! `/play`: a game against the computer (four levels, searched in a Web
//! Worker, see [`crate::ai`]) or a friend on the same device.
//!
//! The new-game form (rule set, opponent, colour, English ballot opening,
//! open a PDN game or FEN position, resume the unfinished game), then the
//! board, the move list, a thinking indicator (with the depth the worker
//! has reached), take back / offer a draw / resign / flip / pause, the
//! computer's own draw offer in dead-drawn endings (accept or decline; it
//! waits a while before offering again), the end-of-game banner with a
//! rematch, and the game's PDN to copy or download. The game in progress is
//! saved after every move (`damas.v1.game`), the scores after every finished
//! game (`damas.v1.scores`). The game logic is [`crate::session::Session`].
//!
//! Another tab playing the same game: this page follows its saves (more
//! moves load quietly, with a one-line notice; a different or shortened
//! game, the newer save, replaces this one, which can be brought back; a
//! game ended there closes here), and the scores shown follow too. A game
//! loaded with the computer to move waits for the other tab's reply
//! ("Think here" asks this tab's worker instead).
//!
//! `/play?bench=1` also measures the worker's search: 1 s from each rule
//! set's start position, nodes per second and depth (used by the e2e test).

use damas_engine::{Color, Level, Limits, Move, Position, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use wasm_bindgen::JsCast;

use crate::ai;
use crate::components::board::Board;
use crate::i18n::{
    computer_offers_draw, level_name, moves_played, reasons, thinking_depth, variant_name, Text,
};
use crate::session::{openings, Opponent, Session, Setup};
use crate::state::game::{InProgress, OtherTab};
use crate::state::scores::Scores;
use crate::state::{persisted, use_ctx};

/// What the page shows under the board while a question is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    None,
    Resign,
    FriendDraw,
    /// The computer, having just moved, offers a draw.
    ComputerDraw(Level),
}

fn random_u64() -> u64 {
    (js_sys::Math::random() * 9.0e15) as u64
}

fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/x-portable-draughts-notation;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(a) =
        document().create_element("a").ok().and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

#[component]
pub fn PlayPage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let lang = ctx.lang;

    let slot = persisted::<InProgress>();
    let scores = persisted::<Scores>();

    let session: RwSignal<Option<Session>> = RwSignal::new(None);
    // The unfinished game found on arrival, offered for resumption.
    let resumable: RwSignal<Option<Session>> = RwSignal::new(slot.with_untracked(|s| s.resume()));
    let thinking = RwSignal::new(false);
    // The worker's last finished depth while it thinks (the indicator).
    let thinking_at: RwSignal<Option<u32>> = RwSignal::new(None);
    let paused = RwSignal::new(false);
    let ask = RwSignal::new(Ask::None);
    let note: RwSignal<Option<String>> = RwSignal::new(None);
    let recorded = RwSignal::new(false);
    let flip_extra = RwSignal::new(false);
    let ai_ticket = StoredValue::new(0u64);
    // The game shown was loaded from another tab whose computer is thinking.
    let elsewhere = RwSignal::new(false);
    // This tab's game, set aside when another tab saved a newer one.
    let set_aside: RwSignal<Option<Session>> = RwSignal::new(None);

    // The form.
    let form_variant = RwSignal::new(ctx.variant.get_untracked());
    let form_opponent = RwSignal::new(Opponent::Computer(ctx.settings.with_untracked(|s| s.level)));
    let form_user_first = RwSignal::new(true);
    let form_ballot: RwSignal<Option<usize>> = RwSignal::new(None);
    let paste = RwSignal::new(String::new());
    let paste_error: RwSignal<Option<String>> = RwSignal::new(None);

    let form_setup = move || {
        let variant = form_variant.get_untracked();
        let first = variant.rules().first;
        let user = if form_user_first.get_untracked() { first } else { !first };
        Setup { variant, opponent: form_opponent.get_untracked(), user, ballot: form_ballot.get_untracked() }
    };

    // Save after every change; count the result once.
    Effect::new(move |_| {
        session.with(|s| {
            if let Some(s) = s {
                let now = InProgress::of(s);
                if slot.with_untracked(|old| *old != now) {
                    slot.set(now);
                }
                if s.is_over() && !recorded.get_untracked() {
                    recorded.set(true);
                    scores.update(|sc| {
                        sc.record_session(s);
                    });
                }
            }
        });
    });

    let stop_ai = move || {
        let _ = ai_ticket.try_update_value(|t| *t += 1);
        ai::cancel();
        let _ = thinking.try_set(false);
        let _ = thinking_at.try_set(None);
        let _ = elsewhere.try_set(false);
    };
    on_cleanup(move || {
        ai::cancel();
    });

    let start_ai = move || {
        elsewhere.set(false);
        let Some(s) = session.get_untracked() else { return };
        let Some(level) = s.computer_to_move() else { return };
        let ticket = ai_ticket.get_value() + 1;
        ai_ticket.set_value(ticket);
        thinking.set(true);
        thinking_at.set(None);
        let game = s.game().clone();
        spawn_local(async move {
            let progress = move |p: ai::AiProgress| {
                if ai_ticket.try_get_value() == Some(ticket) {
                    let _ = thinking_at.try_set(Some(p.depth));
                }
            };
            let reply = ai::request_move_watched(&game, level, random_u64(), progress).await;
            if ai_ticket.try_get_value() != Some(ticket) {
                return; // stale: the user undid, left or started again
            }
            let _ = thinking.try_set(false);
            let _ = thinking_at.try_set(None);
            let played =
                reply.and_then(|r| r.best.map(|best| (best, r.score))).is_some_and(|(best, score)| {
                    session
                        .try_update(|s| s.as_mut().is_some_and(|s| s.play_computer(&best, score).is_ok()))
                        .unwrap_or(false)
                });
            if !played {
                let _ = note.try_set(Some(Text::PlayAiError.get(lang.get_untracked()).to_string()));
                return;
            }
            // In a dead-drawn ending the computer offers a draw with its move.
            let offers = session.with_untracked(|s| s.as_ref().is_some_and(Session::computer_offers_draw));
            if offers {
                session.update(|s| {
                    if let Some(s) = s {
                        s.note_computer_offer();
                    }
                });
                let _ = ask.try_set(Ask::ComputerDraw(level));
                // Below a tall board (laptops) the question may be out of
                // sight: bring it just into view.
                request_animation_frame(|| {
                    let Some(el) = document().query_selector(".computer-draw-offer").ok().flatten() else {
                        return;
                    };
                    let height = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(f64::MAX);
                    if el.get_bounding_client_rect().bottom() > height {
                        el.scroll_into_view_with_bool(false);
                    }
                });
            }
        });
    };

    // Pausing stops the computer's thinking; continuing asks it again.
    let pause = move || {
        stop_ai();
        paused.set(true);
    };
    let resume = move || {
        paused.set(false);
        if !thinking.get_untracked() {
            start_ai();
        }
    };

    let begin = move |s: Session| {
        stop_ai();
        // The game's rule set becomes the chosen one (shown in the header).
        if ctx.variant.get_untracked() != s.variant() {
            ctx.set_variant(s.variant());
        }
        recorded.set(s.is_over());
        paused.set(false);
        ask.set(Ask::None);
        note.set(None);
        flip_extra.set(false);
        resumable.set(None);
        set_aside.set(None);
        session.set(Some(s));
        window().scroll_to_with_x_and_y(0.0, 0.0);
        start_ai();
    };

    // Another tab saved the game slot: follow it, calmly (see
    // `InProgress::from_other_tab`). A game loaded with the computer to move
    // is left to the tab that asked it (the reply comes from there), unless
    // the player asks here.
    let take_over = move |s: Session, mine: Option<Session>| {
        stop_ai();
        recorded.set(s.is_over());
        paused.set(false);
        ask.set(Ask::None);
        let replaced = mine.is_some();
        set_aside.set(mine);
        let computer = s.computer_to_move().is_some();
        session.set(Some(s));
        note.set((!replaced).then(|| Text::PlayOtherTabMoves.get(lang.get_untracked()).to_string()));
        elsewhere.set(computer);
    };
    Effect::new(move |_| {
        let incoming = slot.get();
        let action = session.with_untracked(|s| incoming.from_other_tab(s.as_ref()));
        match action {
            OtherTab::Same => {}
            OtherTab::Offer => resumable.set(incoming.resume()),
            OtherTab::Follow(s) => take_over(s, None),
            OtherTab::Replace(s) => take_over(s, session.get_untracked()),
            OtherTab::Ended => {
                stop_ai();
                session.set(None);
                paused.set(false);
                ask.set(Ask::None);
                set_aside.set(None);
                resumable.set(None);
                note.set(Some(Text::PlayOtherTabEnded.get(lang.get_untracked()).to_string()));
            }
        }
    });

    let on_move = Callback::new(move |mv: Move| {
        let ok = session.try_update(|s| s.as_mut().is_some_and(|s| s.play(&mv).is_ok())).unwrap_or(false);
        if ok {
            note.set(None);
            ask.set(Ask::None);
            start_ai();
        }
    });

    let take_back = move |_| {
        stop_ai();
        session.update(|s| {
            if let Some(s) = s {
                if s.take_back() > 0 {
                    recorded.set(s.is_over());
                }
            }
        });
        note.set(None);
        ask.set(Ask::None);
        start_ai();
    };

    let offer_draw = move |_| {
        let Some(s) = session.get_untracked() else { return };
        if s.is_over() {
            return;
        }
        match s.opponent() {
            Opponent::Friend => ask.set(Ask::FriendDraw),
            Opponent::Computer(_) => {
                if !s.user_may_move() {
                    return;
                }
                let ticket = ai_ticket.get_value() + 1;
                ai_ticket.set_value(ticket);
                thinking.set(true);
                let game = s.game().clone();
                spawn_local(async move {
                    let reply = ai::request_with(&game, Session::draw_offer_limits()).await;
                    if ai_ticket.try_get_value() != Some(ticket) {
                        return;
                    }
                    let _ = thinking.try_set(false);
                    let Some(reply) = reply else { return };
                    let accepts = session
                        .with_untracked(|s| s.as_ref().is_some_and(|s| s.computer_accepts_draw(reply.score)));
                    if accepts {
                        session.update(|s| {
                            if let Some(s) = s {
                                s.agree_draw();
                            }
                        });
                    } else {
                        note.set(Some(Text::PlayDrawDeclined.get(lang.get_untracked()).to_string()));
                    }
                });
            }
        }
    };

    let resign_now = move |_| {
        stop_ai();
        ask.set(Ask::None);
        session.update(|s| {
            if let Some(s) = s {
                s.resign();
            }
        });
    };

    let new_game_form = move |_| {
        stop_ai();
        // An unfinished game stays saved and offered until another starts
        // (after a finished one, maybe another tab's).
        let unfinished = session.get_untracked().filter(|s| !s.is_over());
        session.set(None);
        paused.set(false);
        ask.set(Ask::None);
        note.set(None);
        set_aside.set(None);
        resumable.set(unfinished.or_else(|| slot.with_untracked(InProgress::resume)));
    };

    // The board's inputs.
    let position = Signal::derive(move || {
        session
            .with(|s| s.as_ref().map(|s| *s.position()))
            .unwrap_or_else(|| Position::start(Variant::Brazilian))
    });
    let may_move = Signal::derive(move || {
        !paused.get() && !thinking.get() && session.with(|s| s.as_ref().is_some_and(Session::user_may_move))
    });
    let last_move = Signal::derive(move || session.with(|s| s.as_ref().and_then(Session::last_move)));
    let flipped = Signal::derive(move || {
        let base = ctx.settings.with(|s| s.flip);
        let user_dark = session.with(|s| {
            s.as_ref().is_some_and(|s| {
                matches!(s.opponent(), Opponent::Computer(_)) && s.setup().user == Color::Black
            })
        });
        base ^ user_dark ^ flip_extra.get()
    });
    let coords = Signal::derive(move || ctx.settings.with(|s| s.coords));
    let theme = Signal::derive(move || ctx.settings.with(|s| s.theme));

    let status = move || {
        let l = lang.get();
        session.with(|s| {
            let s = s.as_ref()?;
            if s.is_over() {
                return None;
            }
            if thinking.get() {
                return Some(Text::PlayThinking.get(l).to_string());
            }
            if elsewhere.get() && s.computer_to_move().is_some() {
                return Some(Text::PlayThinkingElsewhere.get(l).to_string());
            }
            let side = s.position().side_to_move();
            Some(match s.opponent() {
                Opponent::Computer(_) if side == s.setup().user => Text::PlayYourMove.get(l).to_string(),
                _ if side == Color::White => Text::PlayLightToMove.get(l).to_string(),
                _ => Text::PlayDarkToMove.get(l).to_string(),
            })
        })
    };

    let move_list = move || {
        let algebraic = ctx.settings.with(|s| s.coords == crate::state::settings::Coords::Algebraic);
        let rows = session.with(|s| s.as_ref().map(|s| s.move_rows(algebraic)).unwrap_or_default());
        if rows.is_empty() {
            return view! { <p class="secondary moves-empty">{Text::PlayNoMoves.get(lang.get())}</p> }
                .into_any();
        }
        view! {
            <ol class="move-list">
                {rows
                    .into_iter()
                    .map(|r| {
                        view! {
                            <li>
                                <span class="move-no">{format!("{}.", r.number)}</span>
                                <span class="move">{r.first.unwrap_or_else(|| "…".into())}</span>
                                <span class="move">{r.second.unwrap_or_default()}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        }
        .into_any()
    };

    let banner = move || {
        let l = lang.get();
        let s = session.get()?;
        let outcome = s.outcome()?;
        let headline = match (s.opponent(), outcome.winner()) {
            (_, None) => Text::PlayDraw.get(l),
            (Opponent::Computer(_), Some(w)) if w == s.setup().user => Text::PlayYouWon.get(l),
            (Opponent::Computer(_), Some(_)) => Text::PlayYouLost.get(l),
            (Opponent::Friend, Some(_)) => Text::PlayGameOver.get(l),
        };
        Some(view! {
            <div class="end-banner" role="alert">
                <strong>{headline}</strong>
                <span class="end-reason">{reasons::outcome(outcome, l)}</span>
                <div class="end-actions">
                    <button class="primary" on:click=move |_| {
                        if let Some(s) = session.get_untracked() {
                            begin(s.rematch());
                        }
                    }>{Text::PlayRematch.get(l)}</button>
                    <button on:click=new_game_form>{Text::NewGame.get(l)}</button>
                </div>
            </div>
        })
    };

    let score_line = move || {
        let l = lang.get();
        let s = session.get()?;
        let text = match s.opponent() {
            Opponent::Computer(level) => {
                let r = scores.with(|sc| sc.against(s.variant(), level));
                format!(
                    "{} — {}: {} · {}: {} · {}: {}",
                    level_name(level, l),
                    Text::PlayWins.get(l),
                    r.wins,
                    Text::PlayDraws.get(l),
                    r.draws,
                    Text::PlayLosses.get(l),
                    r.losses
                )
            }
            Opponent::Friend => {
                let r = scores.with(|sc| sc.friends(s.variant()));
                format!(
                    "{}: {} · {}: {} · {}: {}",
                    Text::PlayLight.get(l),
                    r.white,
                    Text::PlayDark.get(l),
                    r.black,
                    Text::PlayDraws.get(l),
                    r.draws
                )
            }
        };
        Some(
            view! { <p class="score-line" id="score-line"><span class="label">{Text::PlayScores.get(l)}": "</span>{text}</p> },
        )
    };

    let pdn_text = move || session.with(|s| s.as_ref().map(|s| s.to_pdn(lang.get())).unwrap_or_default());

    let copy_pdn = move |_| {
        let text = pdn_text();
        let l = lang.get_untracked();
        let clipboard = window().navigator().clipboard();
        spawn_local(async move {
            let ok = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&text)).await.is_ok();
            let _ = note
                .try_set(Some(if ok { Text::PlayCopied } else { Text::PlayCopyFailed }.get(l).to_string()));
        });
    };
    let download_pdn = move |_| {
        let name =
            session.with_untracked(|s| s.as_ref().map(|s| s.variant().id().to_string())).unwrap_or_default();
        download(&format!("damas-{name}.pdn"), &pdn_text());
    };

    // Pause screen.
    // The pause screen takes the focus (Esc or Enter continues).
    let continue_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = continue_button.get() {
            let _ = button.focus();
        }
    });
    let pause_screen = move || {
        if !paused.get() {
            return None;
        }
        let l = lang.get();
        let s = session.get()?;
        let who = match s.opponent() {
            Opponent::Friend => Text::PlayFriend.get(l).to_string(),
            Opponent::Computer(level) => level_name(level, l).to_string(),
        };
        Some(view! {
            <div class="pause-screen" role="dialog" aria-modal="true" aria-labelledby="pause-title"
                on:keydown=move |ev| if ev.key() == "Escape" { resume() }>
                <h2 id="pause-title">{Text::PlayPaused.get(l)}</h2>
                <p class="pause-variant">{variant_name(s.variant(), l)}</p>
                <p>{Text::PlayOpponent.get(l)}": "{who}</p>
                <button class="primary" id="continue-game" node_ref=continue_button
                    on:click=move |_| resume()>{Text::PlayContinue.get(l)}</button>
            </div>
        })
    };

    let question = move || {
        let l = lang.get();
        match ask.get() {
            Ask::None => None,
            Ask::Resign => Some(view! {
                <div class="question" role="alertdialog">
                    <span>{Text::PlayResignQuestion.get(l)}</span>
                    <button class="danger" on:click=resign_now>{Text::PlayYes.get(l)}</button>
                    <button on:click=move |_| ask.set(Ask::None)>{Text::PlayNo.get(l)}</button>
                </div>
            }.into_any()),
            Ask::ComputerDraw(level) => Some(view! {
                <div class="question computer-draw-offer" role="alertdialog">
                    <span>{computer_offers_draw(level, l)}</span>
                    <button id="accept-computer-draw" on:click=move |_| {
                        ask.set(Ask::None);
                        session.update(|s| if let Some(s) = s { s.agree_draw() });
                    }>{Text::PlayAccept.get(l)}</button>
                    <button id="decline-computer-draw" on:click=move |_| ask.set(Ask::None)>{Text::PlayDecline.get(l)}</button>
                </div>
            }.into_any()),
            Ask::FriendDraw => Some(view! {
                <div class="question" role="alertdialog">
                    <span>{Text::PlayDrawQuestion.get(l)}</span>
                    <button on:click=move |_| {
                        ask.set(Ask::None);
                        session.update(|s| if let Some(s) = s { s.agree_draw() });
                    }>{Text::PlayAccept.get(l)}</button>
                    <button on:click=move |_| ask.set(Ask::None)>{Text::PlayDecline.get(l)}</button>
                </div>
            }.into_any()),
        }
    };

    // Another tab's game replaced this tab's: say so, offer ours back; or
    // the computer thinks in another tab: offer to think here.
    let other_tab = move || {
        let l = lang.get();
        let aside = set_aside.with(Option::is_some).then(|| {
            view! {
                <div class="question other-tab" role="status">
                    <span>{Text::PlayOtherTabReplaced.get(l)}</span>
                    <button id="bring-back" on:click=move |_| {
                        if let Some(s) = set_aside.get_untracked() {
                            begin(s);
                        }
                    }>{Text::PlayOtherTabBringBack.get(l)}</button>
                </div>
            }
        });
        let here = (elsewhere.get()
            && session.with(|s| s.as_ref().is_some_and(|s| s.computer_to_move().is_some())))
        .then(|| {
            view! {
                <div class="question other-tab">
                    <button id="think-here" on:click=move |_| start_ai()>{Text::PlayThinkHere.get(l)}</button>
                </div>
            }
        });
        (aside, here)
    };

    let game_view = move || {
        let l = lang.get();
        let header = session.with(|s| {
            s.as_ref().map(|s| {
                let who = match s.opponent() {
                    Opponent::Friend => Text::PlayFriend.get(l).to_string(),
                    Opponent::Computer(level) => level_name(level, l).to_string(),
                };
                format!("{} · {}", variant_name(s.variant(), l), who)
            })
        });
        let over = move || session.with(|s| s.as_ref().is_none_or(Session::is_over));
        let can_take_back = move || session.with(|s| s.as_ref().is_some_and(Session::can_take_back));
        view! {
            <div class="play-game">
                <div class="play-board">
                    <p class="play-heading">{header}</p>
                    <div class="board-wrap">
                        <Board
                            position=position
                            may_move=may_move
                            on_move=on_move
                            last_move=last_move
                            flipped=flipped
                            coords=coords
                            theme=theme
                            lang=Signal::from(lang)
                        />
                        {pause_screen}
                    </div>
                    <p class="play-status" role="status" aria-live="polite">
                        <span class=move || if thinking.get() { "thinking-dot on" } else { "thinking-dot" } aria-hidden="true"></span>
                        <span id="play-status">{status}</span>
                        // Outside the announced text: it changes often.
                        {move || {
                            let depth = thinking_at.get().filter(|_| thinking.get())?;
                            let text = thinking_depth(depth, lang.get());
                            Some(view! { <small class="secondary thinking-depth" aria-hidden="true">{text}</small> })
                        }}
                    </p>
                    {banner}
                    {question}
                    <p class="play-note" role="status">{move || note.get()}</p>
                    {other_tab}
                    <div class="play-actions">
                        // While paused, only flip and a new game stay available.
                        <button on:click=take_back disabled=move || !can_take_back() || paused.get()>{t(Text::PlayTakeBack)}</button>
                        <button on:click=offer_draw disabled=move || over() || thinking.get() || paused.get()>{t(Text::PlayOfferDraw)}</button>
                        <button on:click=move |_| ask.set(Ask::Resign) disabled=move || over() || paused.get()>{t(Text::PlayResign)}</button>
                        <button on:click=move |_| flip_extra.update(|f| *f = !*f)>{t(Text::PlayFlip)}</button>
                        <button id="pause-game" on:click=move |_| pause() disabled=move || over() || paused.get()>{t(Text::PlayPause)}</button>
                        <button on:click=new_game_form>{t(Text::NewGame)}</button>
                    </div>
                </div>
                <aside class="play-side">
                    <h2>{t(Text::PlayMoves)}</h2>
                    {move_list}
                    {score_line}
                    <div class="pdn-actions">
                        <button on:click=copy_pdn>{t(Text::PlayCopyPdn)}</button>
                        <button on:click=download_pdn>{t(Text::PlayDownloadPdn)}</button>
                    </div>
                    <details class="pdn-text">
                        <summary>"PDN"</summary>
                        <pre>{pdn_text}</pre>
                    </details>
                </aside>
            </div>
        }
    };

    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut setup = form_setup();
        if setup.variant != Variant::English {
            setup.ballot = None;
        } else if setup.ballot == Some(usize::MAX) {
            setup.ballot = Some(random_u64() as usize % openings::ENGLISH.len());
        }
        begin(Session::new(setup));
    };

    let open_now = move || {
        let mut setup = form_setup();
        setup.ballot = None;
        match Session::open_text(&paste.get_untracked(), setup, lang.get_untracked()) {
            Ok(s) => {
                paste_error.set(None);
                begin(s);
            }
            Err(e) => paste_error.set(Some(e.0)),
        }
    };
    let open_pasted = move |_| open_now();
    // A PDN file: its text goes into the box above and opens (or says why not).
    let open_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = ev.target().expect("target").unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        let l = lang.get_untracked();
        if file.size() > 1_000_000.0 {
            paste_error.set(Some(Text::PlayFileTooBig.get(l).to_string()));
            return;
        }
        spawn_local(async move {
            let text =
                wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string());
            match text {
                Some(text) => {
                    let _ = paste.try_set(text);
                    open_now();
                }
                None => {
                    let _ = paste_error.try_set(Some(Text::PlayFileUnreadable.get(l).to_string()));
                }
            }
        });
    };

    let form_view = move || {
        let l = lang.get();
        let resume = resumable.get().map(|s| {
            let who = match s.opponent() {
                Opponent::Friend => Text::PlayFriend.get(l).to_string(),
                Opponent::Computer(level) => level_name(level, l).to_string(),
            };
            let desc = format!(
                "{} · {} · {}",
                variant_name(s.variant(), l),
                who,
                moves_played(l, s.game().moves().len())
            );
            view! {
                <div class="resume-card">
                    <p>{Text::PlayUnfinished.get(l)}</p>
                    <p class="secondary">{desc}</p>
                    <button class="primary" id="resume-game" on:click=move |_| {
                        if let Some(s) = resumable.get_untracked() {
                            begin(s);
                        }
                    }>{Text::PlayResume.get(l)}</button>
                </div>
            }
        });
        let opp_value = move || form_opponent.get().id();
        view! {
            <div class="play-form-wrap">
                <h1>{Text::PlayTitle.get(l)}</h1>
                <p class="play-online-link"><A href="/online">{crate::i18n::online::OnlineText::Title.get(l)}</A></p>
                {move || note.get().map(|n| view! { <p class="play-note" role="status">{n}</p> })}
                {resume}
                <form class="play-form" on:submit=start>
                    <h2>{Text::NewGame.get(l)}</h2>
                    <div class="field">
                        <label for="play-variant">{Text::SettingsRuleSet.get(l)}</label>
                        <select id="play-variant" prop:value=move || form_variant.get().id()
                            on:change=move |ev| {
                                if let Ok(v) = event_target_value(&ev).parse::<Variant>() {
                                    form_variant.set(v);
                                }
                            }>
                            {Variant::ALL.into_iter().map(|v| view! {
                                <option value=v.id() selected=move || form_variant.get() == v>{variant_name(v, l)}</option>
                            }).collect_view()}
                        </select>
                    </div>
                    <div class="field">
                        <label for="play-opponent">{Text::PlayOpponent.get(l)}</label>
                        <select id="play-opponent" prop:value=opp_value
                            on:change=move |ev| {
                                if let Some(o) = Opponent::from_id(&event_target_value(&ev)) {
                                    form_opponent.set(o);
                                }
                            }>
                            {Level::ALL.into_iter().map(|lv| view! {
                                <option value=lv.id() selected=move || form_opponent.get() == Opponent::Computer(lv)>{level_name(lv, l)}</option>
                            }).collect_view()}
                            <option value="friend" selected=move || form_opponent.get() == Opponent::Friend>{Text::PlayFriend.get(l)}</option>
                        </select>
                    </div>
                    <fieldset class="field" disabled=move || form_opponent.get() == Opponent::Friend>
                        <legend>{Text::PlayYourPieces.get(l)}</legend>
                        {move || {
                            let first = form_variant.get().rules().first;
                            let name = |c: Color| if c == Color::White { Text::PlayLight.get(l) } else { Text::PlayDark.get(l) };
                            view! {
                                <label class="radio">
                                    <input type="radio" name="play-colour" id="play-first"
                                        prop:checked=move || form_user_first.get()
                                        on:change=move |_| form_user_first.set(true)/>
                                    {format!("{} ({})", name(first), Text::PlayMovesFirst.get(l))}
                                </label>
                                <label class="radio">
                                    <input type="radio" name="play-colour" id="play-second"
                                        prop:checked=move || !form_user_first.get()
                                        on:change=move |_| form_user_first.set(false)/>
                                    {name(!first)}
                                </label>
                            }
                        }}
                    </fieldset>
                    <Show when=move || form_variant.get() == Variant::English>
                        <div class="field">
                            <label for="play-ballot">{move || Text::PlayBallot.get(lang.get())}</label>
                            <select id="play-ballot" on:change=move |ev| {
                                let v = event_target_value(&ev);
                                form_ballot.set(match v.as_str() {
                                    "" => None,
                                    "random" => Some(usize::MAX),
                                    n => n.parse().ok(),
                                });
                            }>
                                <option value="">{move || Text::PlayBallotNone.get(lang.get())}</option>
                                <option value="random">{move || Text::PlayBallotRandom.get(lang.get())}</option>
                                {openings::ENGLISH.iter().enumerate().map(|(i, o)| view! {
                                    <option value=i.to_string()>{format!("{} ({})", o.name, o.moves.join(" "))}</option>
                                }).collect_view()}
                            </select>
                        </div>
                    </Show>
                    <button type="submit" class="primary" id="start-game">{Text::PlayStart.get(l)}</button>
                </form>
                <details class="open-pdn">
                    <summary>{Text::PlayOpenTitle.get(l)}</summary>
                    <p class="secondary">{Text::PlayOpenHelp.get(l)}</p>
                    <textarea id="paste-pdn" rows="5" aria-label=Text::PlayOpenTitle.get(l) prop:value=move || paste.get()
                        on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
                    <div class="open-actions">
                        <button id="open-pdn" on:click=open_pasted>{Text::PlayOpen.get(l)}</button>
                        <label class="button secondary file-button">
                            {Text::PlayOpenFile.get(l)}
                            <input type="file" id="open-pdn-file" accept=".pdn,.txt,text/plain" on:change=open_file/>
                        </label>
                    </div>
                    <p class="error" role="alert">{move || paste_error.get()}</p>
                </details>
            </div>
        }
    };

    // `?bench=1`: the worker's speed from every rule set's start.
    let query = use_query_map();
    let bench = RwSignal::new(String::new());
    if query.with_untracked(|q| q.get("bench").is_some()) {
        spawn_local(async move {
            let mut out = String::new();
            // Warm-up (starts the worker and compiles its wasm).
            let _ = ai::request_with(&damas_engine::Game::new(Variant::English), Limits::movetime(300)).await;
            for v in Variant::ALL {
                let game = damas_engine::Game::new(v);
                let limits = Limits::movetime(1000);
                if let Some(r) = ai::request_with(&game, limits).await {
                    let nps = (r.nodes * 1000).checked_div(r.elapsed_ms).unwrap_or(0);
                    out.push_str(&format!(
                        "{} depth {} nodes {} ms {} nps {}\n",
                        v.id(),
                        r.depth,
                        r.nodes,
                        r.elapsed_ms,
                        nps
                    ));
                    let _ = bench.try_set(out.clone());
                }
            }
            out.push_str("done\n");
            let _ = bench.try_set(out);
        });
    }

    view! {
        <section class="play">
            {move || if session.with(Option::is_some) { game_view().into_any() } else { form_view().into_any() }}
            <Show when=move || !bench.get().is_empty()>
                <pre id="bench">{move || bench.get()}</pre>
            </Show>
        </section>
    }
}
