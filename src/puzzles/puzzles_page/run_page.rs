//! `/puzzles/streak` and `/puzzles/storm`: Puzzle Streak and Puzzle Storm
//! in the header's rule set. Before a run: what it is, the record, and the
//! last run's missed puzzles; during it: the board (each puzzle solved by
//! the puzzles' own [`Solver`]), the score and, in a storm, the clock and
//! the combo bar; after it: the score, a new record, and the puzzles
//! missed, each to replay (`/puzzles/<id>?run=<kind>`, not rated). The
//! logic is [`PuzzleRun`] (plain Rust); this page reads the time
//! (`Date.now`, which the e2e moves) and hands each puzzle's answer
//! ([`answer_of`]) to it. A run never touches the puzzle rating: only
//! [`RunRecords`] is written.

use std::time::Duration;

use damas_engine::{Color, Move, Variant};
use leptos::prelude::*;
use leptos_router::components::A;

use super::solver::Solver;
use super::{load_state, load_status, Load};
use crate::kernel::board::board_input::Assist;
use crate::kernel::board::board_view::Board;
use crate::kernel::board::orientation;
use crate::kernel::browser_clock::now_ms;
use crate::kernel::i18n::{key, puzzle_title, variant_name, Key, Lang, Text};
use crate::kernel::random_seed::random_seed;
use crate::kernel::storage::{persisted, use_ctx};
use crate::kernel::widgets::page_top::top_in_page;
use crate::puzzles::catalog;
use crate::puzzles::combo::Combo;
use crate::puzzles::files::load_rule_set;
use crate::puzzles::storm_clock::clock_text;
use crate::puzzles::{
    answer_of, run_order, Answer, Entry, LastRun, PuzzleRun, PuzzleSession, RunEnd, RunKind, RunRecords,
};
use crate::tr;

/// Where a missed puzzle is replayed: its page, not rated, "next" back here.
pub fn replay_url(id: &str, kind: RunKind) -> String {
    format!("/puzzles/{id}?run={}", kind.id())
}

/// Where a run starts: its page.
pub fn run_url(kind: RunKind) -> String {
    format!("/puzzles/{}", kind.id())
}

/// A run's name.
pub fn title(kind: RunKind) -> Key {
    match kind {
        RunKind::Streak => key::RUN_STREAK_TITLE,
        RunKind::Storm => key::RUN_STORM_TITLE,
    }
}

/// The missed puzzles of `variant`, each a link to replay it.
fn missed_list(ids: Vec<String>, variant: Variant, kind: RunKind, lang: Lang) -> impl IntoView {
    let items = ids
        .into_iter()
        .filter_map(|id| {
            let e = catalog(variant).get(&id)?;
            let url = replay_url(&id, kind);
            Some(view! { <li><A href=url attr:class="run-replay" attr:data-id=id.clone()>{puzzle_title(lang, e.puzzle.kind, e.number())}</A></li> })
        })
        .collect_view();
    view! { <ul class="run-missed-list" id="run-missed-list">{items}</ul> }
}

/// What ended the run, in words (`solution`: the missed puzzle's).
fn end_text(end: RunEnd, solution: String, lang: Lang) -> String {
    match end {
        RunEnd::Missed => tr!(lang, key::RUN_END_MISSED, line = solution),
        RunEnd::TimeUp => tr!(lang, key::RUN_END_TIME),
        RunEnd::NoneLeft => tr!(lang, key::RUN_END_NONE_LEFT),
        RunEnd::Stopped => tr!(lang, key::RUN_END_STOPPED),
    }
}

/// One puzzle of the run on the board: solved with the puzzles' own
/// [`Solver`]; its answer goes to `on_answer` once known.
#[component]
fn RunPuzzle(entry: &'static Entry, run: RwSignal<PuzzleRun>, on_answer: Callback<Answer>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let solver = Solver::new(entry);
    let session = solver.session;
    let interim = solver.interim;
    let answered = StoredValue::new(false);
    Effect::new(move |_| {
        let Some(answer) = session.with(answer_of) else { return };
        if !answered.get_value() {
            answered.set_value(true);
            on_answer.run(answer);
        }
    });
    let side = entry.start.side_to_move();
    let flipped = Signal::derive(move || orientation::flipped(side, ctx.settings.with(|s| s.flip)));
    let solver_may_move = solver.may_move();
    let may_move = Signal::derive(move || !run.with(PuzzleRun::is_over) && solver_may_move.get());
    let arrows = Signal::derive(move || session.with(|s| s.named_arrows()));
    let on_move = Callback::new(move |mv: Move| solver.play(mv));
    let status = move || {
        let l = lang.get();
        if let Some(end) = run.with(PuzzleRun::end) {
            return end_text(end, session.with(PuzzleSession::solution_text), l);
        }
        let find = if side == Color::White { Text::PuzzleFindLight } else { Text::PuzzleFindDark };
        if session.with(|s| s.refuting()) {
            return tr!(l, key::RUN_CHECKING);
        }
        find.get(l).to_string()
    };
    let solver_box = NodeRef::<leptos::html::Div>::new();
    let top = top_in_page(solver_box);
    // The board takes the keys as the run starts and from one puzzle to
    // the next (the button or board that had them is gone); focus left
    // elsewhere stays there.
    request_animation_frame(move || {
        let doc = document();
        let free = doc.active_element().is_none_or(|e| e.tag_name() == "BODY");
        if free && let Some(board) = doc.query_selector("#run-puzzle svg.board-svg").ok().flatten() {
            use wasm_bindgen::JsCast;
            let _ = board.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    view! {
        <div class="puzzle-solver run-puzzle" node_ref=solver_box id="run-puzzle" data-id=entry.id().to_string()
            data-difficulty=entry.puzzle.difficulty
            data-busy=move || interim.with(Option::is_some).to_string()
            style=move || top.get().map(|y| format!("--puzzle-top: {y}px"))>
            <div class="board-wrap puzzle-board">
                <Board
                    position=solver.position()
                    may_move=may_move
                    on_move=on_move
                    last_move=solver.last_move()
                    flipped=flipped
                    coords=Signal::derive(move || ctx.settings.with(|s| s.coords))
                    theme=Signal::derive(move || ctx.settings.with(|s| s.theme))
                    arrows=arrows
                    lang=Signal::from(lang)
                    assist=Assist::AfterPick
                    square_classes=solver.named_squares()
                    pending=solver.pending
                />
            </div>
            <div class="puzzle-panel">
                <p id="puzzle-status" class=move || format!("puzzle-status {}", if run.with(PuzzleRun::is_over) { "wrong" } else { "turn" })
                    role="status" aria-live="polite">{status}</p>
                <RunFigures run=run/>
                <RunActions run=run/>
            </div>
        </div>
    }
}

/// The score, and in a storm the clock and the combo bar.
#[component]
fn RunFigures(run: RwSignal<PuzzleRun>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let now = expect_context::<RunNow>().0;
    let clock = move || {
        let at = now.get();
        let left = run.with(|r| r.remaining(at))?;
        // `data-deadline`: when the time runs out, in `Date.now` milliseconds.
        Some(view! {
            <span class="run-clock" id="run-clock" role="timer" aria-label=move || tr!(lang.get(), key::RUN_CLOCK_LABEL)
                data-ms=left.round() data-deadline=(at + left).round()>{clock_text(left)}</span>
        })
    };
    let combo = move || {
        (run.with(PuzzleRun::kind) == RunKind::Storm).then(|| {
            let c: Combo = run.with(PuzzleRun::combo);
            let l = lang.get();
            view! {
                <div class="run-combo" id="run-combo" data-count=c.count()>
                    <span class="small">{tr!(l, key::RUN_COMBO, count = c.count(), seconds = c.next_bonus_s())}</span>
                    <div class="run-combo-bar" role="progressbar" aria-valuemin="0" aria-valuemax="100"
                        aria-valuenow=c.bar_percent() aria-label=tr!(l, key::RUN_COMBO_BAR)>
                        <div class="run-combo-fill" style=format!("width: {}%", c.bar_percent())></div>
                    </div>
                </div>
            }
        })
    };
    view! {
        <div class="run-figures">
            <span class="run-score" id="run-score" data-score=move || run.with(PuzzleRun::score)>
                {move || tr!(lang.get(), key::RUN_SCORE, score = run.with(PuzzleRun::score))}
            </span>
            {clock}
        </div>
        {combo}
    }
}

/// "End the run" while it goes on.
#[component]
fn RunActions(run: RwSignal<PuzzleRun>) -> impl IntoView {
    let lang = use_ctx().lang;
    move || {
        (!run.with(PuzzleRun::is_over)).then(|| {
            view! {
                <div class="actions">
                    <button class="button secondary" id="run-stop" on:click=move |_| run.update(|r| r.stop(now_ms()))>
                        {tr!(lang.get(), key::RUN_STOP)}
                    </button>
                </div>
            }
        })
    }
}

/// The page's clock, read by the figures (a storm's clock ticks it).
#[derive(Clone, Copy)]
struct RunNow(RwSignal<f64>);

/// `/puzzles/streak` or `/puzzles/storm`.
#[component]
fn RunPage(kind: RunKind) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let records = persisted::<RunRecords>();
    let variant = Memo::new(move |_| ctx.variant.get());
    let files = LocalResource::new(move || load_rule_set(variant.get()));
    let state = Memo::new(move |_| load_state(variant.get(), files.get()));
    let run: RwSignal<Option<RwSignal<PuzzleRun>>> = RwSignal::new(None);
    let new_record = RwSignal::new(false);
    let now = RwSignal::new(now_ms());
    provide_context(RunNow(now));
    // A run's state is made when "start" is pressed, under the page's owner:
    // the start screen that pressed it is disposed as the run shows.
    let owner = Owner::current().expect("a page has an owner");

    if let Ok(h) = set_interval_with_handle(
        move || {
            let t = now_ms();
            now.set(t);
            if let Some(r) = run.get_untracked() {
                r.update(|r| {
                    r.tick(t);
                });
            }
        },
        Duration::from_millis(200),
    ) {
        on_cleanup(move || h.clear());
    }
    // The header's rule set changed: back to the start.
    Effect::new(move |prev: Option<()>| {
        variant.track();
        if prev.is_some() {
            run.set(None);
        }
    });
    let start = Callback::new(move |_: ()| {
        let v = variant.get_untracked();
        let order = run_order(&catalog(v).entries, kind, random_seed());
        new_record.set(false);
        now.set(now_ms());
        run.set(Some(owner.with(|| RwSignal::new(PuzzleRun::new(kind, order, now_ms())))));
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    // A run is kept once, as it ends (a miss, the time, the last puzzle, or
    // the learner): its score and the puzzles missed.
    let keep_when_over = move |r: RwSignal<PuzzleRun>| {
        Effect::new(move |was: Option<bool>| {
            let over = r.with(PuzzleRun::is_over);
            if over && was == Some(false) {
                let last = r.with_untracked(LastRun::of);
                let beaten = records.try_update(|rec| rec.record(variant.get_untracked(), kind, last));
                new_record.set(beaten.unwrap_or(false));
            }
            over
        });
    };
    let record_line = move || {
        let best = records.with(|rec| rec.best(variant.get(), kind))?;
        Some(
            view! { <p class="run-best" id="run-best" data-best=best>{tr!(lang.get(), key::RUN_BEST, score = best)}</p> },
        )
    };
    let lead = move || {
        tr!(
            lang.get(),
            match kind {
                RunKind::Streak => key::RUN_STREAK_LEAD,
                RunKind::Storm => key::RUN_STORM_LEAD,
            }
        )
    };
    let start_screen = move || {
        let l = lang.get();
        let last = records.with(|rec| rec.last(variant.get(), kind).cloned());
        view! {
            <section class="run-start" id="run-start">
                <p>{lead}</p>
                <p class="secondary">{tr!(l, key::RUN_RULE_SET, name = variant_name(variant.get(), l))}</p>
                {record_line}
                <div class="actions">
                    <button class="button" id="run-go" on:click=move |_| start.run(())>{tr!(l, key::RUN_START)}</button>
                </div>
                {last.filter(|r| !r.missed.is_empty()).map(|r| view! {
                    <h2>{tr!(l, key::RUN_LAST_MISSED)}</h2>
                    {missed_list(r.missed, variant.get(), kind, l)}
                })}
            </section>
        }
    };
    let playing = move |r: RwSignal<PuzzleRun>| {
        keep_when_over(r);
        let shown = Memo::new(move |_| r.with(|r| r.shown().map(Entry::id)));
        let on_answer = Callback::new(move |answer: Answer| {
            let t = now_ms();
            now.set(t);
            r.update(|r| {
                r.answer(answer, t);
            });
        });
        let board = move || {
            let id = shown.get()?;
            let e = catalog(variant.get_untracked()).get(id)?;
            Some(view! { <RunPuzzle entry=e run=r on_answer=on_answer/> })
        };
        let summary = move || {
            let end = r.with(PuzzleRun::end)?;
            let l = lang.get();
            let missed = r.with(LastRun::of).missed;
            let none = missed.is_empty();
            Some(view! {
                <section class="run-summary" id="run-summary" data-end=format!("{end:?}").to_lowercase()>
                    <h2>{tr!(l, key::RUN_RESULT, score = r.with(PuzzleRun::score))}</h2>
                    {move || new_record.get().then(|| view! { <p class="run-new-best" id="run-new-best">{tr!(lang.get(), key::RUN_NEW_BEST)}</p> })}
                    {record_line}
                    <div class="actions">
                        <button class="button" id="run-again" on:click=move |_| start.run(())>{tr!(l, key::RUN_AGAIN)}</button>
                    </div>
                    <h3>{tr!(l, key::RUN_MISSED)}</h3>
                    {if none {
                        view! { <p class="secondary" id="run-missed-none">{tr!(l, key::RUN_MISSED_NONE)}</p> }.into_any()
                    } else {
                        missed_list(missed, variant.get_untracked(), kind, l).into_any()
                    }}
                </section>
            })
        };
        view! { {summary} {board} }
    };
    view! {
        <div class="puzzles run-page" data-kind=kind.id()>
            <p class="crumbs"><A href="/puzzles">{move || ctx.t(Text::PuzzleBack)}</A></p>
            <h1>{move || tr!(lang.get(), title(kind))}</h1>
            {move || match state.get() {
                Load::Ready => match run.get() {
                    Some(r) => playing(r).into_any(),
                    None => start_screen().into_any(),
                },
                st => load_status(st, lang.get(), move || files.refetch()),
            }}
        </div>
    }
}

/// `/puzzles/streak`.
#[component]
pub fn StreakPage() -> impl IntoView {
    view! { <RunPage kind=RunKind::Streak/> }
}

/// `/puzzles/storm`.
#[component]
pub fn StormPage() -> impl IntoView {
    view! { <RunPage kind=RunKind::Storm/> }
}
