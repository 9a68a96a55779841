//! The solution of a finished tactic in words, one line per move
//! ([`crate::puzzles::PuzzleSession::explanation`], put in words by
//! [`crate::puzzles::solution_texts`]): tapping a move shows the position after it
//! on the board with its squares marked, and [`StudiedStep`] says it again
//! next to the board with the moves before and after it a tap away (on a
//! phone the board comes back into view); "Back to the end" returns.

use leptos::prelude::*;

use crate::kernel::i18n::review_texts::Naming;
use crate::kernel::i18n::Text;
use crate::kernel::storage::player_settings::Coords;
use crate::kernel::storage::use_ctx;
use crate::puzzles::solution_texts as words;
use crate::puzzles::PuzzleSession;

/// One move of the explanation: its sentence and whether the solver played it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    text: String,
    solvers: bool,
}

/// The explanation's sentences and what the line wins, in the language
/// and naming of the moment; `None` while the attempt goes on. They change
/// with the language and the naming, not with the move studied: nothing is
/// redrawn (nor focus lost) on a tap.
fn told(session: RwSignal<PuzzleSession>) -> Memo<Option<(Vec<Line>, String)>> {
    let ctx = use_ctx();
    let lang = ctx.lang;
    Memo::new(move |_| {
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
                let mut outcome = words::outcome(&told.outcome, l);
                // Where the endgame tables decide the first move, their word.
                if let (Some(v), Some(first)) = (s.table_verdict(), s.entry().line.first()) {
                    outcome = format!("{outcome} {}", words::tables(v, &s.entry().start, first, naming, l));
                }
                (lines, outcome)
            })
        })
    })
}

/// On a phone the list is under the board: a tapped move brings the board
/// (and the move's sentence under it, [`StudiedStep`]) back into view.
fn show_board() {
    request_animation_frame(|| {
        let Some(board) = document().query_selector(".puzzle-board").ok().flatten() else { return };
        if board.get_bounding_client_rect().top() < 0.0 {
            board.scroll_into_view_with_bool(true);
        }
    });
}

/// The explanation of `session`'s solution, once its attempt is over.
#[component]
pub fn SolutionExplained(session: RwSignal<PuzzleSession>) -> impl IntoView {
    let lang = use_ctx().lang;
    let told = told(session);
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
                        if next.is_some() {
                            show_board();
                        }
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

/// The move being studied, in words, next to the board, with the moves
/// before and after it a tap away.
#[component]
pub fn StudiedStep(session: RwSignal<PuzzleSession>) -> impl IntoView {
    let lang = use_ctx().lang;
    let told = told(session);
    let studied = Memo::new(move |_| session.with(PuzzleSession::studied));
    let count = move || told.with(|t| t.as_ref().map_or(0, |(lines, _)| lines.len()));
    let go = move |delta: isize| {
        if let Some(i) = studied.get_untracked() {
            let next = i.checked_add_signed(delta).filter(|&n| n < count());
            if next.is_some() {
                session.update(|s| s.study(next));
            }
        }
    };
    move || {
        let i = studied.get()?;
        let text = told.with(|t| t.as_ref().and_then(|(lines, _)| lines.get(i).map(|l| l.text.clone())))?;
        let l = lang.get();
        Some(view! {
            <div id="explained-step" class="explained-step" data-index=i>
                <button type="button" class="button secondary step-prev" disabled={i == 0}
                    aria-label=Text::PuzzleExplainedPrev.get(l) on:click=move |_| go(-1)>"◀"</button>
                <p aria-live="polite">{text}</p>
                <button type="button" class="button secondary step-next" disabled={i + 1 >= count()}
                    aria-label=Text::PuzzleExplainedNext.get(l) on:click=move |_| go(1)>"▶"</button>
            </div>
        })
    }
}
