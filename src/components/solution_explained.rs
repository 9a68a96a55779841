//! The solution of a finished tactic in words, one line per move
//! ([`crate::puzzles::PuzzleSession::explanation`], put in words by
//! [`crate::i18n::solution`]): tapping a move shows the position after it
//! on the board with its squares marked; "Back to the end" returns.

use leptos::prelude::*;

use crate::i18n::review::Naming;
use crate::i18n::{solution as words, Text};
use crate::puzzles::PuzzleSession;
use crate::state::settings::Coords;
use crate::state::use_ctx;

/// One move of the explanation: its sentence and whether the solver played it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    text: String,
    solvers: bool,
}

/// The explanation of `session`'s solution, once its attempt is over.
#[component]
pub fn SolutionExplained(session: RwSignal<PuzzleSession>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    // The sentences change with the language and the naming, not with the
    // move studied: the list is not redrawn (nor focus lost) on a tap.
    let told = Memo::new(move |_| {
        let l = lang.get();
        let naming = Naming { algebraic: ctx.settings.with(|s| s.coords == Coords::Algebraic) };
        session.with(|s| {
            s.explanation().map(|told| {
                let lines: Vec<Line> = told
                    .steps
                    .iter()
                    .enumerate()
                    .map(|(i, step)| Line {
                        text: words::step(step, &s.position_before(i), naming, l),
                        solvers: step.is_solvers(),
                    })
                    .collect();
                (lines, words::outcome(&told.outcome, l))
            })
        })
    });
    let studied = Memo::new(move |_| session.with(PuzzleSession::studied));
    move || {
        told.get().map(|(lines, outcome)| {
            let items = lines
                .into_iter()
                .enumerate()
                .map(|(i, line)| {
                    let class = if line.solvers { "explained-move solver" } else { "explained-move reply" };
                    let toggle = move |_| {
                        let next = if studied.get_untracked() == Some(i) { None } else { Some(i) };
                        session.update(|s| s.study(next));
                    };
                    view! {
                        <li>
                            <button type="button" class=class data-index=i
                                aria-pressed=move || (studied.get() == Some(i)).to_string() on:click=toggle>
                                {line.text}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <section id="puzzle-explained" class="explained" aria-labelledby="puzzle-explained-title">
                    <h2 id="puzzle-explained-title" class="explained-title">{move || Text::PuzzleExplained.get(lang.get())}</h2>
                    <p class="secondary small">{move || Text::PuzzleExplainedHelp.get(lang.get())}</p>
                    <ol class="explained-moves">{items}</ol>
                    <p class="explained-outcome">{outcome}</p>
                    <Show when=move || studied.get().is_some()>
                        <button id="puzzle-explained-end" type="button" class="button secondary"
                            on:click=move |_| session.update(|s| s.study(None))>
                            {move || Text::PuzzleExplainedEnd.get(lang.get())}
                        </button>
                    </Show>
                </section>
            }
        })
    }
}
