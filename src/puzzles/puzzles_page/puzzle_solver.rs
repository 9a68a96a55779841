//! The puzzle solver: the board, the status line ("your turn", right,
//! wrong and why, solved), hints, show solution, try again and next. The
//! logic is [`crate::puzzles::PuzzleSession`]; this only shows it and
//! records the finished attempt in the saved progress (tactics rated, drills
//! not).
//!
//! The board's help depends on the kind: in a tactic nothing shows before
//! the first tap (then the picked piece's destinations); in a rule drill
//! nothing at all, any own piece can be picked, and a move the rules refuse
//! is a miss explained with its rule.
//!
//! A move that is not the solution's but wins outright (the opponent has
//! no move, or the worker's search proves it lost) solves the puzzle too:
//! "that also wins; the main line was …".
//!
//! The refutation of a wrong move, when the opponent has a choice, is
//! searched by the search worker ([`RefutationSearch`]).
//!
//! [`Solver`] runs what the page asks (a move, a hint, the solution, a new
//! try); [`SolverActions`] shows its buttons, [`StudiedStep`] and
//! [`SolutionExplained`] the solution in words.

use damas_engine::teaching::Illegal;
use damas_engine::{Color, Move, Square};
use leptos::prelude::*;

use super::solution_explained::{SolutionExplained, StudiedStep};
use super::solver::Solver;
use super::solver_actions::SolverActions;
use crate::kernel::board::board_input::Assist;
use crate::kernel::board::board_view::Board;
use crate::kernel::board::orientation;
use crate::kernel::i18n::reasons;
use crate::kernel::i18n::review_texts::Naming;
use crate::kernel::i18n::{
    puzzle_also_wins, puzzle_progress, puzzle_rating_change, puzzle_refuting, puzzle_solved_after_mistakes,
    puzzle_wrong, Lang, Text,
};
use crate::kernel::storage::player_settings::Coords;
use crate::kernel::storage::use_ctx;
use crate::kernel::widgets::page_top::top_in_page;
use crate::puzzles::puzzle_store::PuzzleProgress;
use crate::puzzles::solution_texts as words;
use crate::puzzles::{Day, Entry, Grade, Hint, PuzzleSession, SolverStatus};

/// The status line in words, moves named by `naming`.
fn status_text(status: &SolverStatus, l: Lang, naming: Naming) -> String {
    let text = match status {
        SolverStatus::WrongByTables { tried, before, call } => {
            return words::wrong_by_tables(*call, before, tried, naming, l)
        }
        SolverStatus::AlsoWins { tried, solution } => return puzzle_also_wins(l, tried, solution),
        SolverStatus::Refuting { tried } => return puzzle_refuting(l, tried),
        SolverStatus::Wrong { tried, reply } => return puzzle_wrong(l, tried, reply.as_deref()),
        SolverStatus::BrokeRule(reason) => {
            return format!("{} {}", Text::DrillMiss.get(l), reasons::illegal(reason, l))
        }
        SolverStatus::SolvedClean { first_attempt: true } => Text::PuzzleSolvedClean,
        SolverStatus::SolvedClean { first_attempt: false } => Text::PuzzleSolvedRetry,
        SolverStatus::SolvedHelped => Text::PuzzleSolvedHelped,
        SolverStatus::SolvedAfterMistakes { mistakes } => return puzzle_solved_after_mistakes(l, *mistakes),
        SolverStatus::Failed => Text::PuzzleFailed,
        SolverStatus::Hinted(Hint::Piece | Hint::None) => Text::PuzzleHintPiece,
        SolverStatus::Hinted(Hint::Destination) => Text::PuzzleHintDestination,
        SolverStatus::Hinted(Hint::Path) => Text::PuzzleHintPath,
        SolverStatus::Correct => Text::PuzzleCorrect,
        SolverStatus::Find { drill: true, side: Color::White } => Text::DrillFindLight,
        SolverStatus::Find { drill: true, side: Color::Black } => Text::DrillFindDark,
        SolverStatus::Find { drill: false, side: Color::White } => Text::PuzzleFindLight,
        SolverStatus::Find { drill: false, side: Color::Black } => Text::PuzzleFindDark,
    };
    text.get(l).to_string()
}

/// Records the attempt once, when it ends (tactics rated, drills not);
/// `first_attempt` is set, and `rating_note` says how the rating moved.
fn record_attempt(
    session: RwSignal<PuzzleSession>,
    entry: &'static Entry,
    progress: RwSignal<PuzzleProgress>,
    (today, daily): (Day, bool),
    first_attempt: RwSignal<bool>,
    rating_note: RwSignal<Option<String>>,
) {
    let lang = use_ctx().lang;
    let variant = entry.puzzle.variant;
    let recorded = StoredValue::new(false);
    Effect::new(move |_| {
        let Some(outcome) = session.with(|s| s.grade()) else { return };
        if recorded.get_value() {
            return;
        }
        recorded.set_value(true);
        if session.with_untracked(PuzzleSession::is_drill) {
            let r = progress.try_update(|p| p.record_drill(variant, &entry.puzzle.id, outcome, today));
            first_attempt.set(r.is_none_or(|r| r.first_attempt));
            return;
        }
        let mut change = None;
        progress.update(|p| {
            let r = p.record(variant, &entry.puzzle.id, entry.puzzle.difficulty, outcome, today, daily);
            first_attempt.set(r.first_attempt);
            if r.rating_after != r.rating_before
                || p.tried.get(&entry.puzzle.id).is_some_and(|t| t.attempts == 1)
            {
                change = Some((r.rating_before, r.rating_after));
            }
        });
        if let Some((before, after)) = change {
            let provisional = progress.with_untracked(|p| p.rating(variant).glicko.is_provisional());
            rating_note.set(Some(puzzle_rating_change(lang.get_untracked(), before, after, provisional)));
        }
    });
}

/// Solves one puzzle. `today` is the current day; `daily` says the puzzle
/// is today's daily puzzle (it then counts for the streak). `on_next` asks
/// for the next puzzle. An attempt that is not `rated` (a puzzle replayed
/// from a run) is not recorded at all.
#[component]
pub fn PuzzleSolver(
    entry: &'static Entry,
    today: Day,
    daily: bool,
    progress: RwSignal<PuzzleProgress>,
    on_next: Callback<()>,
    #[prop(default = true)] rated: bool,
) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let solver = Solver::new(entry);
    let session = solver.session;
    let interim = solver.interim;
    let rating_note: RwSignal<Option<String>> = RwSignal::new(None);
    // Whether the attempt just recorded was the first at this puzzle.
    let first_attempt = RwSignal::new(true);
    if rated {
        record_attempt(session, entry, progress, (today, daily), first_attempt, rating_note);
    }

    let side = entry.start.side_to_move();
    // The solver's side at the bottom, whichever side moves first.
    let flipped = Signal::derive(move || orientation::flipped(side, ctx.settings.with(|s| s.flip)));
    let coords = Signal::derive(move || ctx.settings.with(|s| s.coords));
    let theme = Signal::derive(move || ctx.settings.with(|s| s.theme));
    let (position, may_move, last_move) = (solver.position(), solver.may_move(), solver.last_move());
    let highlights = Signal::derive(move || session.with(|s| s.hint_marks().0));
    // The hinted path, or the moves the page names (a wrong move and its
    // refutation, or the move of the solution being studied).
    let arrows: Signal<Vec<(Square, Square)>> = Signal::derive(move || {
        session.with(|s| {
            let mut arrows = s.hint_marks().1;
            arrows.extend(s.named_arrows());
            arrows
        })
    });
    let named = solver.named_squares();
    let on_move = Callback::new(move |mv: Move| solver.play(mv));
    let drill = session.with_untracked(PuzzleSession::is_drill);
    let assist = if drill { Assist::None } else { Assist::AfterPick };
    let on_refused = Callback::new(move |reason: Illegal| {
        session.update(|s| {
            s.refused(reason);
        });
    });

    let status = Memo::new(move |_| session.with(|s| s.status(first_attempt.get())));
    let solution_text = move || {
        session.with(|s| s.grade() == Some(Grade::Failed)).then(|| session.with(|s| s.solution_text()))
    };
    let step_text = move || {
        let (done, total) = session.with(|s| s.progress());
        (total > 1 && !session.with(PuzzleSession::is_over)).then(|| puzzle_progress(lang.get(), done, total))
    };

    // On a phone the board takes the window's height below this top, less
    // the status's room (`--puzzle-top` in the CSS): however many lines the
    // title and the tags above it take, the status stays in sight.
    let solver_box = NodeRef::<leptos::html::Div>::new();
    let top = top_in_page(solver_box);

    view! {
        <div class="puzzle-solver" node_ref=solver_box style=move || top.get().map(|y| format!("--puzzle-top: {y}px")) data-kind=entry.puzzle.kind.id() data-misses=move || session.with(|s| s.tally().mistakes) data-busy=move || interim.with(Option::is_some).to_string()>
            <div class="board-wrap puzzle-board">
                <Board
                    position=position
                    may_move=may_move
                    on_move=on_move
                    last_move=last_move
                    flipped=flipped
                    coords=coords
                    theme=theme
                    highlights=highlights
                    arrows=arrows
                    lang=Signal::from(lang)
                    assist=assist
                    on_refused=on_refused
                    square_classes=named
                    pending=solver.pending
                    hide_refusals=drill
                />
            </div>
            <div class="puzzle-panel">
                <StudiedStep session=session />
                <p
                    id="puzzle-status"
                    class=move || format!("puzzle-status {}", status.with(SolverStatus::kind))
                    role="status"
                    aria-live="polite"
                >
                    {move || {
                        let naming = Naming { algebraic: ctx.settings.with(|s| s.coords == Coords::Algebraic) };
                        status.with(|s| status_text(s, lang.get(), naming))
                    }}
                </p>
                <p class="secondary small">{step_text}</p>
                {move || rating_note.get().map(|n| view! { <p id="puzzle-rating-note" class="rating-note">{n}</p> })}
                {move || solution_text().map(|s| view! {
                    <p class="puzzle-solution-text">{move || ctx.t(Text::PuzzleSolution)}": "<code>{s}</code></p>
                })}
                <SolverActions solver=solver on_next=on_next/>
                <SolutionExplained session=session />
            </div>
        </div>
    }
}
