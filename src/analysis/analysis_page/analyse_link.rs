//! "Analyse": the link from another page to the analysis board on the
//! position it shows (a game's start and moves).

use damas_engine::{Game, Move, Position};
use leptos::prelude::*;
use leptos_router::components::A;

use crate::analysis::analysis_link::AnalysisLink;
use crate::kernel::i18n::key;
use crate::kernel::storage::use_ctx;
use crate::tr;

/// The address of the analysis board on `start` and `moves` (as far as
/// they play).
pub fn analysis_href(start: Position, moves: &[Move]) -> String {
    let mut game = Game::from_position(start);
    for mv in moves {
        if game.play(mv).is_err() {
            break;
        }
    }
    AnalysisLink::of(&game).href()
}

/// A link to the analysis board; `href` from [`analysis_href`] (none: no
/// link).
#[component]
pub fn AnalyseLink(#[prop(into)] href: Signal<Option<String>>) -> impl IntoView {
    let ctx = use_ctx();
    move || {
        href.get().map(|href| {
            view! {
                <A href=href attr:class="button secondary analyse-link">{move || tr!(ctx.lang.get(), key::ANALYSIS_OPEN_HERE)}</A>
            }
        })
    }
}
