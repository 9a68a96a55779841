//! The engine, on request: the evaluation in words, the endgame tables'
//! word, and the best moves with their lines and scores (a line's first
//! move can be played from here).

use leptos::prelude::*;

use super::Page;
use crate::analysis::analysis_texts;
use crate::analysis::assessment::Assessment;
use crate::analysis::controller::AnalysisController;
use crate::kernel::i18n::review_texts::{score, Naming};
use crate::kernel::i18n::{key, thinking_depth};
use crate::kernel::storage::player_settings::Coords;
use crate::tr;

#[component]
pub fn EnginePanel(page: Page) -> impl IntoView {
    let Page { ctrl, ctx } = page;
    let t = move |k| page.t(k);
    let on = Memo::new(move |_| ctrl.with(AnalysisController::engine_on));
    let toggle = move |_| ctrl.update(|c| c.set_engine(!c.engine_on()));
    let lines = Memo::new(move |_| ctrl.with(AnalysisController::lines));
    let verdict = move || {
        let l = ctx.lang.get();
        let lines = lines.get();
        let first = lines.first()?;
        Some(analysis_texts::assessment(Assessment::of(&first.start, first.score), l))
    };
    let table = move || {
        let l = ctx.lang.get();
        ctrl.with(|c| c.table_word().map(|w| analysis_texts::table_word(w, &c.position(), l)))
    };
    let status = move || {
        let c = ctrl.read();
        if !c.engine_on() {
            None
        } else if c.position().legal_moves().is_empty() {
            Some(tr!(ctx.lang.get(), key::ANALYSIS_ENGINE_NOTHING))
        } else if c.thinking() && c.lines().is_empty() {
            Some(tr!(ctx.lang.get(), key::ANALYSIS_ENGINE_THINKING))
        } else {
            None
        }
    };
    let shown = move || {
        let l = ctx.lang.get();
        let naming = Naming { algebraic: ctx.settings.with(|s| s.coords == Coords::Algebraic) };
        lines
            .get()
            .into_iter()
            .enumerate()
            .map(|(k, line)| {
                let first = naming.move_text(&line.start, &line.moves[0]);
                let rest = naming.line(&line.start.after(&line.moves[0]), &line.moves[1..]);
                let label = tr!(l, key::ANALYSIS_PLAY_MOVE, move = first.clone());
                view! {
                    <li class="engine-line">
                        <span class="line-score">{score(line.score, l)}</span>
                        <button class="line-move" aria-label=label on:click=move |_| ctrl.update(|c| { c.play_line(k); })>{first}</button>
                        <span class="line-rest">{rest}</span>
                        <small class="secondary line-depth">{thinking_depth(line.depth, l)}</small>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <div class="engine-panel" id="engine-panel">
            <button id="engine-toggle" aria-pressed=move || on.get().to_string() on:click=toggle>
                {move || if on.get() { t(key::ANALYSIS_ENGINE_OFF)() } else { t(key::ANALYSIS_ENGINE_ON)() }}
            </button>
            <div hidden=move || !on.get()>
                <p class="engine-status" role="status" aria-live="polite">
                    <span class=move || if ctrl.with(AnalysisController::thinking) { "thinking-dot on" } else { "thinking-dot" } aria-hidden="true"></span>
                    <span id="engine-verdict">{verdict}</span>
                    <span>{status}</span>
                </p>
                <p class="engine-table" id="engine-table">{table}</p>
                <h2 class="visually-hidden">{t(key::ANALYSIS_BEST_MOVES)}</h2>
                <ol class="engine-lines" id="engine-lines" aria-label=t(key::ANALYSIS_BEST_MOVES)>{shown}</ol>
            </div>
        </div>
    }
}
