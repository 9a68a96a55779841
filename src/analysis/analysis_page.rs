//! `/analysis`: the analysis board. The page's logic is
//! [`AnalysisController`] (plain Rust, tested natively); this module shows
//! it and runs what it asks: the worker's searches
//! ([`crate::kernel::ai::AnalysisRequest`]), the address kept in step with
//! the position and line shown (the link a learner sends), copying and
//! downloading. The parts: [`editor::Editor`] (the board editor's
//! controls), [`move_list::MoveList`] (the moves and variations),
//! [`engine_panel::EnginePanel`] (the evaluation and the best lines),
//! [`in_out::InOut`] (FEN, PDN and the link).

mod analyse_link;
mod editor;
mod engine_panel;
mod in_out;
mod move_list;

use damas_engine::{Move, Square};
use leptos::prelude::*;
use leptos::task::spawn_local;

pub use analyse_link::{analysis_href, AnalyseLink};

use super::controller::{AnalysisController, Mode, Note, Pass};
use super::move_step::MoveStep;
use super::move_tree::NodeId;
use crate::kernel::ai;
use crate::kernel::board::board_view::{Board, PendingMove};
use crate::kernel::i18n::{key, Text};
use crate::kernel::storage::{use_ctx, Ctx};
use crate::tr;

/// What the parts of the page share: a `Copy` bundle.
#[derive(Clone, Copy)]
pub(crate) struct Page {
    pub ctrl: RwSignal<AnalysisController>,
    pub ctx: Ctx,
}

impl Page {
    /// A message of `analysis.ftl`, in the language shown.
    pub fn t(self, key: crate::kernel::i18n::Key) -> impl Fn() -> String + Copy + 'static {
        let lang = self.ctx.lang;
        move || tr!(lang.get(), key)
    }
}

/// The search the worker is running for the page: the move and pass.
type InFlight = StoredValue<Option<(NodeId, Pass)>>;

/// Sends the controller's next search to the worker, if it asks one. A
/// full pass still running for a move no longer shown (or with the engine
/// off) is stopped first: the worker searches one job at a time, so it
/// would hold up the new position's quick pass (`ai::cancel` drops the
/// worker; the next request starts a fresh one).
fn run_engine(ctrl: RwSignal<AnalysisController>, in_flight: InFlight) {
    let (on, at) = ctrl.with_untracked(|c| (c.engine_on() && c.mode() == Mode::Explore, c.at()));
    if let Some((node, Pass::Full)) = in_flight.get_value()
        && (!on || node != at)
    {
        in_flight.set_value(None);
        ai::cancel();
    }
    let Some(ask) = ctrl.try_update(AnalysisController::engine_request).flatten() else { return };
    in_flight.set_value(Some((ask.at, ask.pass)));
    let (_, answer) = ai::request_task(ask.request);
    spawn_local(async move {
        let analysed = answer.await.and_then(Result::ok);
        if in_flight.try_get_value().flatten() == Some((ask.at, ask.pass)) {
            in_flight.set_value(None);
        }
        let _ = ctrl.try_update(|c| c.engine_answered(ask.at, ask.pass, analysed));
    });
}

fn note_text(note: Note) -> crate::kernel::i18n::Key {
    match note {
        Note::Copied => key::ANALYSIS_COPIED,
        Note::CopyFailed => key::ANALYSIS_COPY_FAILED,
        Note::LinkCut => key::ANALYSIS_LINK_CUT,
        Note::LinkBroken => key::ANALYSIS_LINK_BROKEN,
    }
}

/// Whether the key goes to what has the focus: the board, a text field, a
/// list to choose from.
fn keys_are_taken(ev: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("svg[role=application], input, textarea, select, [contenteditable]").ok())
        .flatten()
        .is_some()
}

#[component]
pub fn AnalysisPage() -> impl IntoView {
    let ctx = use_ctx();
    // The router's address: on a link followed within the app (Analyse
    // after a game, a lesson, a puzzle), the window's is still the page
    // left when this page is made.
    let query = leptos_router::hooks::use_location().search.get_untracked();
    let ctrl = RwSignal::new(AnalysisController::from_query(&query, ctx.variant.get_untracked()));
    let page = Page { ctrl, ctx };
    on_cleanup(ai::cancel);
    // The link's rule set becomes the chosen one; the header's choice
    // later opens its start position.
    let variant = ctrl.with_untracked(AnalysisController::variant);
    if ctx.variant.get_untracked() != variant {
        ctx.set_variant(variant);
    }
    Effect::new(move |_| {
        let chosen = ctx.variant.get();
        ctrl.update(|c| c.set_variant(chosen));
    });
    // The address follows the position and line shown.
    let href = Memo::new(move |_| ctrl.with(|c| (c.mode() == Mode::Explore).then(|| c.link().href())));
    Effect::new(move |_| {
        if let Some(href) = href.get() {
            let _ = window()
                .history()
                .and_then(|h| h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&href)));
        }
    });
    // The engine: a quick pass, then the full one, for each move shown.
    let engine_key =
        Memo::new(move |_| ctrl.with(|c| (c.engine_on(), c.at(), c.mode(), c.answered(), c.thinking())));
    let in_flight: InFlight = StoredValue::new(None);
    Effect::new(move |_| {
        // Read (not only tracked): the memo must compute to tell a change.
        let _ = engine_key.get();
        run_engine(ctrl, in_flight);
    });
    // ← → Home End step through the moves, unless the board (its own
    // arrows move the focus ring) or a text field has the keys.
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        let modified = ev.alt_key() || ev.ctrl_key() || ev.meta_key() || ev.shift_key();
        let Some(step) = MoveStep::from_key(&ev.key(), modified) else { return };
        if keys_are_taken(&ev) {
            return;
        }
        ev.prevent_default();
        ctrl.update(|c| c.step(step));
    });
    on_cleanup(move || keys.remove());
    let t = move |k| page.t(k);
    view! {
        <section class="play analysis">
            <h1 class="analysis-title">{t(key::ANALYSIS_TITLE)}</h1>
            <p class="secondary analysis-intro">{t(key::ANALYSIS_INTRO)}</p>
            <div class="play-game">
                <AnalysisBoard page=page/>
                <aside class="play-side analysis-side" hidden=move || ctrl.with(|c| c.mode() == Mode::Edit)>
                    <engine_panel::EnginePanel page=page/>
                    <move_list::MoveList page=page/>
                    <in_out::InOut page=page/>
                </aside>
            </div>
        </section>
    }
}

/// The board (moves by the rules, or taps that place pieces in the
/// editor) and the buttons under it.
#[component]
fn AnalysisBoard(page: Page) -> impl IntoView {
    let Page { ctrl, ctx } = page;
    let t = move |k| page.t(k);
    let position = Memo::new(move |_| ctrl.with(AnalysisController::position));
    let last_move = Memo::new(move |_| ctrl.with(AnalysisController::last_move));
    let flipped = Memo::new(move |_| {
        let base = ctx.settings.with(|s| s.flip);
        ctrl.with(|c| c.flipped(base))
    });
    let arrows = Memo::new(move |_| ctrl.with(|c| c.best_arrow().into_iter().collect::<Vec<_>>()));
    let mode = Memo::new(move |_| ctrl.with(AnalysisController::mode));
    let marks = Memo::new(move |_| ctrl.with(AnalysisController::marks));
    let coords = Signal::derive(move || ctx.settings.with(|s| s.coords));
    let theme = Signal::derive(move || ctx.settings.with(|s| s.theme));
    let lang = Signal::from(ctx.lang);
    let pending = PendingMove::new();
    let on_move = Callback::new(move |mv: Move| {
        ctrl.update(|c| {
            c.play(&mv);
        });
    });
    let on_square = Callback::new(move |square: Square| ctrl.update(|c| c.tap(square)));
    let back = move |_| {
        if pending.underway() {
            pending.cancel();
        } else {
            ctrl.update(AnalysisController::back);
        }
    };
    let note = move || ctrl.with(AnalysisController::note).map(|n| tr!(ctx.lang.get(), note_text(n)));
    view! {
        <div class="play-board">
            <div class="board-wrap">
                {move || match mode.get() {
                    Mode::Explore => view! {
                        <Board position=position may_move=Signal::derive(|| true) on_move=on_move
                            last_move=last_move flipped=flipped coords=coords theme=theme lang=lang
                            arrows=arrows pending=pending/>
                    }.into_any(),
                    Mode::Edit => view! {
                        <Board position=position may_move=Signal::derive(|| false) on_move=on_move
                            flipped=flipped coords=coords theme=theme lang=lang on_square=on_square
                            highlights=marks/>
                    }.into_any(),
                }}
            </div>
            <p class="play-note" role="status">{note}</p>
            {move || (mode.get() == Mode::Edit).then(|| view! { <editor::Editor page=page/> })}
            <div class="play-actions analysis-nav" hidden=move || mode.get() == Mode::Edit>
                <button id="analysis-start" aria-keyshortcuts="Home" on:click=move |_| ctrl.update(AnalysisController::to_start)
                    disabled=move || !ctrl.with(AnalysisController::can_go_back)>{t(key::ANALYSIS_START)}</button>
                <button id="analysis-back" aria-keyshortcuts="ArrowLeft" on:click=back
                    disabled=move || !pending.underway() && !ctrl.with(AnalysisController::can_go_back)>{t(key::ANALYSIS_BACK)}</button>
                <button id="analysis-forward" aria-keyshortcuts="ArrowRight" on:click=move |_| ctrl.update(AnalysisController::forward)
                    disabled=move || !ctrl.with(AnalysisController::can_go_forward)>{t(key::ANALYSIS_FORWARD)}</button>
                <button id="analysis-end" aria-keyshortcuts="End" on:click=move |_| ctrl.update(AnalysisController::to_end)
                    disabled=move || !ctrl.with(AnalysisController::can_go_forward)>{t(key::ANALYSIS_END)}</button>
                <button id="analysis-promote" on:click=move |_| ctrl.update(|c| { c.promote_here(); })
                    disabled=move || !ctrl.with(AnalysisController::in_variation)>{t(key::ANALYSIS_PROMOTE)}</button>
                <button id="analysis-delete" on:click=move |_| ctrl.update(AnalysisController::delete_here)
                    disabled=move || !ctrl.with(AnalysisController::can_go_back)>{t(key::ANALYSIS_DELETE)}</button>
                <button id="analysis-flip" on:click=move |_| ctrl.update(AnalysisController::flip)>{move || ctx.t(Text::PlayFlip)}</button>
                <button id="analysis-edit" on:click=move |_| ctrl.update(AnalysisController::edit)>{t(key::ANALYSIS_EDIT)}</button>
            </div>
        </div>
    }
}
