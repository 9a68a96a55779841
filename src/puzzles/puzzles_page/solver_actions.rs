//! The solver's buttons: try again, hint, show the solution, next.

use leptos::prelude::*;

use super::solver::Solver;
use crate::kernel::i18n::Text;
use crate::kernel::storage::use_ctx;
use crate::puzzles::Hint;

/// "Try again" after a wrong move; "Hint" and "Show solution" while the
/// puzzle is open (a hint costs the clean solve, and the page says so);
/// "Next" always, the main button once the puzzle is over; then
/// "Analyse" (the puzzle and its solution on the analysis board).
#[component]
pub fn SolverActions(solver: Solver, on_next: Callback<()>) -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let session = solver.session;
    let over = move || session.with(|s| s.grade().is_some());
    // Once solved or shown: the puzzle and its solution on the analysis board.
    let to_analyse = Signal::derive(move || {
        session.with(|s| {
            s.grade().is_some().then(|| crate::analysis::analysis_href(s.entry().start, &s.entry().line))
        })
    });
    let no_more_hints = move || session.with(|s| s.hint_level() == Hint::Path && s.wrong().is_none());
    view! {
        <div class="puzzle-actions">
            <Show when=move || session.with(|s| s.wrong().is_some())>
                <button id="puzzle-retry" class="button" on:click=move |_| solver.retry()>{t(Text::PuzzleTryAgain)}</button>
            </Show>
            <Show when=move || !over()>
                <button id="puzzle-hint" class="button secondary" on:click=move |_| solver.hint()
                    disabled=no_more_hints>
                    {t(Text::PuzzleHint)}
                </button>
                <button id="puzzle-solution" class="button secondary" on:click=move |_| solver.reveal()>
                    {t(Text::PuzzleShowSolution)}
                </button>
            </Show>
            <button id="puzzle-next" class=move || if over() { "button" } else { "button secondary" }
                on:click=move |_| on_next.run(())>
                {t(Text::PuzzleNext)}
            </button>
            <crate::analysis::AnalyseLink href=to_analyse/>
        </div>
        <Show when=move || !over()>
            <p class="secondary small">{t(Text::PuzzleHintCost)}</p>
        </Show>
    }
}
