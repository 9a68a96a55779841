//! `/play`: a game against the computer (four levels, searched in a Web
//! Worker, see [`crate::kernel::ai`]) or a friend on the same device.
//!
//! The page's logic is [`PlayController`] (plain Rust, tested natively): its
//! phase picks the new-game form ([`form::NewGameForm`]) or the game (the
//! board, the status line, [`question_bar::QuestionBar`],
//! [`end_banner::EndBanner`], [`pause_screen::PauseScreen`],
//! [`move_list::MoveList`] with the scores and the PDN). This module runs
//! what the controller asks for ([`Actions`]: the worker's searches, each
//! with a [`Ticket`](crate::kernel::ticket::Ticket)) and saves: the game in progress
//! after every move (`damas.v2.game`), the scores once per finished game
//! (`damas.v1.scores`).
//!
//! Another tab playing the same game: this page follows its saves (more
//! moves load quietly, with a one-line notice; a different or shortened
//! game, the newer save, replaces this one, which can be brought back; a
//! game ended there closes here), and the scores shown follow too. A game
//! loaded with the computer to move waits for the other tab's reply
//! ("Think here" asks this tab's worker instead).

mod end_banner;
mod form;
mod move_list;
mod pause_screen;
mod question_bar;

use damas_engine::{Move, Position, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::kernel::ai;
use crate::kernel::board::board_view::{Board, PendingMove};
use crate::kernel::i18n::{level_name, thinking_depth, variant_name, Lang, Text};
use crate::kernel::random_seed::random_seed;
use crate::kernel::storage::{persisted, use_ctx, Ctx};
use crate::kernel::ticket::Tickets;
use crate::play::controller::{Note, Phase, PlayController, Search, Status};
use crate::play::game_store::{InProgress, OtherTab};
use crate::play::score_store::Scores;
use crate::play::{openings, Opponent, Session};

/// "Domador" or "A friend on this device".
fn opponent_name(opponent: Opponent, l: Lang) -> &'static str {
    match opponent {
        Opponent::Friend => Text::PlayFriend.get(l),
        Opponent::Computer(level) => level_name(level, l),
    }
}

/// "Brazilian · Domador" (and the English ballot opening's name).
fn game_title(s: &Session, l: Lang) -> String {
    let mut title = format!("{} · {}", variant_name(s.variant(), l), opponent_name(s.opponent(), l));
    if let Some(opening) = s.setup().ballot.and_then(|i| openings::ENGLISH.get(i)) {
        title.push_str(&format!(" · {}: {}", Text::PlayOpening.get(l), opening.name));
    }
    title
}

fn note_text(note: Note) -> Text {
    match note {
        Note::AiError => Text::PlayAiError,
        Note::DrawDeclined => Text::PlayDrawDeclined,
        Note::OtherTabMoves => Text::PlayOtherTabMoves,
        Note::OtherTabEnded => Text::PlayOtherTabEnded,
        Note::Copied => Text::PlayCopied,
        Note::CopyFailed => Text::PlayCopyFailed,
    }
}

/// What the page does for the controller: a `Copy` bundle passed to the
/// parts of the page.
#[derive(Clone, Copy)]
pub(crate) struct Actions {
    pub ctrl: RwSignal<PlayController>,
    pub ctx: Ctx,
    tickets: Tickets,
    slot: RwSignal<InProgress>,
}

impl Actions {
    /// Sends the controller's search (if any) to the worker.
    fn run(self, search: Option<Search>) {
        let Some(search) = search else { return };
        let Actions { ctrl, tickets, .. } = self;
        let ticket = tickets.issue();
        spawn_local(async move {
            match search {
                Search::Move(game, level) => {
                    let progress = move |report: ai::AiReport| {
                        if tickets.is_current(ticket) {
                            ctrl.update(|c| match report {
                                ai::AiReport::LoadingData => c.loading_data(),
                                ai::AiReport::Depth(p) => c.progress(p.depth),
                            });
                        }
                    };
                    let reply = ai::request_move_watched(&game, level, random_seed(), progress).await;
                    if !tickets.is_current(ticket) {
                        return; // stale: the user undid, left or started again
                    }
                    let reply = reply.and_then(Result::ok).and_then(|r| r.best.map(|best| (best, r.score)));
                    if ctrl.try_update(|c| c.computer_moved(reply)).unwrap_or(false) {
                        show_question();
                    }
                }
                Search::DrawAnswer(game) => {
                    let reply = ai::request_with(&game, Session::draw_offer_limits()).await;
                    if tickets.is_current(ticket) {
                        ctrl.update(|c| c.draw_answered(reply.and_then(Result::ok).map(|r| r.score)));
                    }
                }
            }
        });
    }

    /// Asks the computer for its move if it is its turn.
    pub fn think(self) {
        let search = self.ctrl.try_update(PlayController::start_search).flatten();
        self.run(search);
    }

    /// Stops waiting for the computer.
    pub fn stop(self) {
        self.tickets.cancel();
        ai::cancel();
        let _ = self.ctrl.try_update(PlayController::stop_search);
    }

    /// Shows a game (new, resumed, rematch, brought back) and lets the
    /// computer move if it is its turn.
    pub fn begin(self, s: Session) {
        self.stop();
        // The game's rule set becomes the chosen one (shown in the header).
        if self.ctx.variant.get_untracked() != s.variant() {
            self.ctx.set_variant(s.variant());
        }
        self.ctrl.update(|c| c.begin(s));
        window().scroll_to_with_x_and_y(0.0, 0.0);
        self.think();
    }

    /// Back to the new-game form.
    pub fn show_form(self) {
        self.stop();
        let saved = self.slot.with_untracked(InProgress::resume);
        self.ctrl.update(|c| c.show_form(saved));
    }

    pub fn take_back(self) {
        self.stop();
        if self.ctrl.try_update(PlayController::take_back).unwrap_or(false) {
            self.think();
        }
    }

    pub fn pause(self) {
        self.stop();
        self.ctrl.update(PlayController::pause);
    }

    pub fn resume(self) {
        self.ctrl.update(PlayController::resume);
        self.think();
    }

    pub fn resign(self) {
        self.stop();
        self.ctrl.update(PlayController::resign);
    }

    pub fn confirm_draw_offer(self) {
        let search = self.ctrl.try_update(PlayController::confirm_draw_offer).flatten();
        self.run(search);
    }
}

/// Below a tall board (laptops) the computer's draw offer may be out of
/// sight: bring it just into view.
fn show_question() {
    request_animation_frame(|| {
        let Some(el) = document().query_selector(".computer-draw-offer").ok().flatten() else { return };
        let height = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(f64::MAX);
        if el.get_bounding_client_rect().bottom() > height {
            el.scroll_into_view_with_bool(false);
        }
    });
}

#[component]
pub fn PlayPage() -> impl IntoView {
    let ctx = use_ctx();
    let slot = persisted::<InProgress>();
    let scores = persisted::<Scores>();
    let ctrl = RwSignal::new(PlayController::new(slot.with_untracked(InProgress::resume)));
    let actions = Actions { ctrl, ctx, tickets: Tickets::new(), slot };
    on_cleanup(ai::cancel);
    // A game brought back against the computer: its worker and data load
    // now, before its next move is asked for (the form does the same).
    let resumed =
        ctrl.with_untracked(|c| c.session().and_then(|s| Some((s.variant(), s.opponent().level()?))));
    if let Some((variant, level)) = resumed {
        ai::get_ready(variant, level);
    }

    // Save after every change of the game shown (only then: another tab's
    // save must not be overwritten by a question or a note changing here);
    // score an ended game once.
    let shown = Memo::new(move |_| ctrl.with(|c| c.session().map(InProgress::of)));
    Effect::new(move |_| {
        let Some(now) = shown.get() else { return };
        if slot.with_untracked(|old| *old != now) {
            slot.set(now);
        }
        // Untracked: marking the result scored changes nothing shown.
        let ended = ctrl.try_update_untracked(|c| c.result_to_record().cloned()).flatten();
        if let Some(s) = ended {
            scores.update(|sc| {
                sc.record_session(&s);
            });
            // The finished game stays reviewable once the page is left.
            crate::kernel::storage::with_store(|st| st.save(&crate::play::game_store::kept_for_review(&s)));
        }
    });

    // Another tab saved the game slot: follow it, calmly (see
    // `InProgress::from_other_tab`).
    Effect::new(move |_| {
        let incoming = slot.get();
        let action = ctrl.with_untracked(|c| incoming.from_other_tab(c.session()));
        match action {
            OtherTab::Same => {}
            OtherTab::Offer => ctrl.update(|c| c.offer(incoming.resume())),
            OtherTab::Follow(s) => {
                actions.stop();
                ctrl.update(|c| c.take_over(s, None));
            }
            OtherTab::Replace(s) => {
                actions.stop();
                ctrl.update(|c| {
                    let mine = c.session().cloned();
                    c.take_over(s, mine)
                });
            }
            OtherTab::Ended => {
                actions.stop();
                ctrl.update(PlayController::other_tab_ended);
            }
        }
    });

    let on_form = Memo::new(move |_| ctrl.with(|c| c.phase() == Phase::Form));
    view! {
        <section class="play">
            {move || if on_form.get() {
                view! { <form::NewGameForm actions=actions/> }.into_any()
            } else {
                view! { <GameView actions=actions scores=scores/> }.into_any()
            }}
        </section>
    }
}

/// The game: the board with its status, questions and buttons, and beside
/// it the moves, the scores and the PDN. Built once per game shown: the
/// board is never rebuilt by a move (its focus stays).
#[component]
fn GameView(actions: Actions, scores: RwSignal<Scores>) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    let lang = ctx.lang;
    let t = move |text: Text| move || ctx.t(text);
    let on_move = Callback::new(move |mv: Move| {
        if ctrl.try_update(|c| c.user_moved(&mv)).unwrap_or(false) {
            actions.think();
        }
    });
    let position = Memo::new(move |_| {
        ctrl.with(|c| c.session().map(|s| *s.position()))
            .unwrap_or_else(|| Position::start(Variant::Brazilian))
    });
    let may_move = Memo::new(move |_| ctrl.with(PlayController::user_may_move));
    let last_move = Memo::new(move |_| ctrl.with(|c| c.session().and_then(Session::last_move)));
    let flipped = Memo::new(move |_| {
        let base = ctx.settings.with(|s| s.flip);
        ctrl.with(|c| c.flipped(base))
    });
    let phase = Memo::new(move |_| ctrl.with(PlayController::phase));
    let over = move || phase.get() == Phase::Ended;
    let paused = move || ctrl.with(PlayController::is_paused);
    let thinking = move || ctrl.with(PlayController::is_thinking);
    let status = move || {
        let l = lang.get();
        ctrl.with(|c| c.status()).map(|s| match s {
            Status::GettingReady => Text::PlayGettingReady.get(l),
            Status::Thinking => Text::PlayThinking.get(l),
            Status::ThinkingElsewhere => Text::PlayThinkingElsewhere.get(l),
            Status::YourMove => Text::PlayYourMove.get(l),
            Status::ToMove(damas_engine::Color::White) => Text::PlayLightToMove.get(l),
            Status::ToMove(damas_engine::Color::Black) => Text::PlayDarkToMove.get(l),
        })
    };
    let depth = move || {
        let text = thinking_depth(ctrl.with(PlayController::depth)?, lang.get());
        Some(view! { <small class="secondary thinking-depth" aria-hidden="true">{text}</small> })
    };
    let title = move || ctrl.with(|c| c.session().map(|s| game_title(s, lang.get())));
    // A chain capture begun on the board: take back cancels it first.
    let pending = PendingMove::new();
    let take_back = move |_| {
        if pending.underway() {
            pending.cancel();
        } else {
            actions.take_back();
        }
    };
    view! {
        <div class="play-game">
            <div class="play-board">
                <p class="play-heading">{title}</p>
                <div class="board-wrap">
                    <Board position=position may_move=may_move on_move=on_move last_move=last_move
                        flipped=flipped coords=Signal::derive(move || ctx.settings.with(|s| s.coords))
                        theme=Signal::derive(move || ctx.settings.with(|s| s.theme)) lang=Signal::from(lang)
                        pending=pending/>
                    <pause_screen::PauseScreen actions=actions/>
                </div>
                <p class="play-status" role="status" aria-live="polite">
                    <span class=move || if thinking() { "thinking-dot on" } else { "thinking-dot" } aria-hidden="true"></span>
                    <span id="play-status">{status}</span>
                    // Outside the announced text: it changes often.
                    {depth}
                </p>
                <end_banner::EndBanner actions=actions/>
                <question_bar::QuestionBar actions=actions/>
                <p class="play-note" role="status">{move || ctrl.with(|c| c.note()).map(|n| ctx.t(note_text(n)))}</p>
                <question_bar::OtherTabBar actions=actions/>
                <div class="play-actions">
                    // While paused, only flip and a new game stay available.
                    <button id="take-back" on:click=take_back
                        disabled=move || !pending.underway() && !ctrl.with(PlayController::can_take_back)>{t(Text::PlayTakeBack)}</button>
                    <button on:click=move |_| ctrl.update(|c| c.offer_draw())
                        disabled=move || over() || thinking() || paused()>{t(Text::PlayOfferDraw)}</button>
                    <button on:click=move |_| ctrl.update(|c| c.set_ask(crate::play::controller::Ask::Resign))
                        disabled=move || over() || paused()>{t(Text::PlayResign)}</button>
                    <button on:click=move |_| ctrl.update(PlayController::flip)>{t(Text::PlayFlip)}</button>
                    <button id="pause-game" on:click=move |_| actions.pause()
                        disabled=move || over() || paused()>{t(Text::PlayPause)}</button>
                    <button on:click=move |_| actions.show_form()>{t(Text::NewGame)}</button>
                </div>
            </div>
            <move_list::GameSide actions=actions scores=scores/>
        </div>
    }
}
