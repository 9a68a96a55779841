//! The board editor's controls: the piece to place (or the eraser), the
//! side to move, clear, the start position, and leaving the editor (the
//! rules' refusal shown when they do not allow the position).

use damas_engine::{Color, Piece, Role};
use leptos::prelude::*;

use super::Page;
use crate::analysis::analysis_texts;
use crate::analysis::board_setup::Brush;
use crate::analysis::controller::AnalysisController;
use crate::kernel::i18n::{key, Key, Text};

fn brush_key(brush: Brush) -> Key {
    match brush {
        Brush::Place(Piece { color: Color::White, role: Role::Man }) => key::ANALYSIS_BRUSH_WHITE_MAN,
        Brush::Place(Piece { color: Color::White, role: Role::King }) => key::ANALYSIS_BRUSH_WHITE_KING,
        Brush::Place(Piece { color: Color::Black, role: Role::Man }) => key::ANALYSIS_BRUSH_BLACK_MAN,
        Brush::Place(Piece { color: Color::Black, role: Role::King }) => key::ANALYSIS_BRUSH_BLACK_KING,
        Brush::Erase => key::ANALYSIS_BRUSH_ERASE,
    }
}

/// A stable id for the e2e tests and the styles.
fn brush_id(brush: Brush) -> &'static str {
    match brush {
        Brush::Place(Piece { color: Color::White, role: Role::Man }) => "brush-white-man",
        Brush::Place(Piece { color: Color::White, role: Role::King }) => "brush-white-king",
        Brush::Place(Piece { color: Color::Black, role: Role::Man }) => "brush-black-man",
        Brush::Place(Piece { color: Color::Black, role: Role::King }) => "brush-black-king",
        Brush::Erase => "brush-erase",
    }
}

#[component]
pub fn Editor(page: Page) -> impl IntoView {
    let Page { ctrl, ctx } = page;
    let t = move |k| page.t(k);
    let brushes = Brush::ALL
        .into_iter()
        .map(|brush| {
            view! {
                <button id=brush_id(brush) class="brush" aria-pressed=move || (ctrl.with(AnalysisController::brush) == brush).to_string()
                    on:click=move |_| ctrl.update(|c| c.set_brush(brush))>{t(brush_key(brush))}</button>
            }
        })
        .collect_view();
    let sides = [
        (Color::White, Text::PlayLightToMove, "side-white"),
        (Color::Black, Text::PlayDarkToMove, "side-black"),
    ]
    .into_iter()
    .map(|(side, text, id)| {
        view! {
            <button id=id aria-pressed=move || (ctrl.with(|c| c.setup().side_to_move()) == side).to_string()
                on:click=move |_| ctrl.update(|c| c.set_side_to_move(side))>{move || ctx.t(text)}</button>
        }
    })
    .collect_view();
    let refusal = move || ctrl.with(|c| c.refusal().map(|e| analysis_texts::refusal(e, ctx.lang.get())));
    view! {
        <div class="analysis-editor" id="analysis-editor">
            <h2>{t(key::ANALYSIS_EDITOR_HEADING)}</h2>
            <p class="secondary">{t(key::ANALYSIS_EDITOR_HELP)}</p>
            <div class="brushes" role="group" aria-label=t(key::ANALYSIS_EDITOR_HEADING)>{brushes}</div>
            <p class="label">{t(key::ANALYSIS_SIDE_TO_MOVE)}</p>
            <div class="sides" role="group" aria-label=t(key::ANALYSIS_SIDE_TO_MOVE)>{sides}</div>
            <div class="editor-actions">
                <button id="editor-clear" on:click=move |_| ctrl.update(AnalysisController::clear_board)>{t(key::ANALYSIS_CLEAR)}</button>
                <button id="editor-start" on:click=move |_| ctrl.update(AnalysisController::start_position)>{t(key::ANALYSIS_START_POSITION)}</button>
                <button id="editor-flip" on:click=move |_| ctrl.update(AnalysisController::flip)>{move || ctx.t(Text::PlayFlip)}</button>
            </div>
            <p class="error" role="alert" id="editor-refusal">{refusal}</p>
            <div class="editor-actions">
                <button id="editor-done" class="primary" on:click=move |_| ctrl.update(|c| { let _ = c.finish_editing(); })>{t(key::ANALYSIS_FINISH_EDITING)}</button>
                <button id="editor-cancel" on:click=move |_| ctrl.update(AnalysisController::cancel_editing)>{t(key::ANALYSIS_CANCEL_EDITING)}</button>
            </div>
        </div>
    }
}
