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
//! searched by the search worker ([`crate::ai::request_with_id`]), never
//! on the page's thread. Its answer goes to the session with the ticket of
//! that wrong move, so a late one (the solver retried, took a hint, or
//! left the puzzle) is ignored; a request still running when the solver
//! retries or leaves is cancelled, and one that does not answer within
//! [`REFUTATION_TIMEOUT_MS`] is given up (the wrong move is then shown
//! without the reply).

use std::time::Duration;

use damas_engine::teaching::Illegal;
use damas_engine::{Color, Game, Move, Position, Square};
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::ai;
use crate::components::board::{Board, PendingMove};
use crate::components::solution_explained::{SolutionExplained, StudiedStep};
use crate::i18n::reasons;
use crate::i18n::{
    puzzle_also_wins, puzzle_progress, puzzle_rating_change, puzzle_refuting, puzzle_wrong, Text,
};
use crate::puzzles::{refutation_limits, Day, Entry, Grade, Hint, PuzzleSession, Step};
use crate::session::input::Assist;
use crate::session::orientation;
use crate::state::puzzles::PuzzleProgress;
use crate::state::use_ctx;
use crate::ticket::Tickets;

/// Milliseconds between the moves of a shown solution.
const SOLUTION_STEP_MS: u64 = 700;
/// Milliseconds the solver's move is shown alone before the reply.
const REPLY_DELAY_MS: u64 = 450;
/// Milliseconds the worker has to find a refutation before the wrong move
/// is shown without it.
const REFUTATION_TIMEOUT_MS: u64 = 6000;

/// Solves one puzzle. `today` is the current day; `daily` says the puzzle
/// is today's daily puzzle (it then counts for the streak). `on_next` asks
/// for the next puzzle.
#[component]
pub fn PuzzleSolver(
    entry: &'static Entry,
    today: Day,
    daily: bool,
    progress: RwSignal<PuzzleProgress>,
    on_next: Callback<()>,
) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let t = move |text: Text| move || ctx.t(text);
    let session = RwSignal::new(PuzzleSession::new(entry));
    // Load the search worker now: a wrong move's refutation then comes at once.
    ai::warm_up();
    // The id of the worker request searching a refutation (0: none). A plain
    // stored value: wasm is single-threaded, and a disposed one reads as none.
    let search = StoredValue::new(0u64);
    // Takes the id if it is still `id` (or any id when `id` is 0).
    let take_search = move |id: u64| {
        search
            .try_update_value(|v| if id == 0 || *v == id { std::mem::take(v) } else { 0 })
            .filter(|&taken| taken != 0)
    };
    let stop = move || {
        if let Some(id) = take_search(0) {
            ai::cancel_request(id);
        }
    };
    let stop_search = Callback::new(move |()| stop());
    on_cleanup(stop);
    let ask_refutation = move |after: Position, ticket: u32| {
        let (id, answer) = ai::request_with_id(&Game::from_position(after), refutation_limits());
        search.set_value(id);
        spawn_local(async move {
            let (best, score) = match answer.await {
                Some(r) if r.error.is_none() => (r.best, Some(r.score)),
                _ => (None, None),
            };
            let _ = take_search(id);
            let _ = session.try_update(|s| s.refuted(ticket, best.as_deref(), score));
        });
        set_timeout(
            move || {
                if take_search(id).is_some() {
                    ai::cancel_request(id);
                }
                let _ = session.try_update(|s| s.refuted(ticket, None, None));
            },
            Duration::from_millis(REFUTATION_TIMEOUT_MS),
        );
    };
    let rating_note: RwSignal<Option<String>> = RwSignal::new(None);
    // Whether the attempt just recorded was the first at this puzzle.
    let first_attempt = RwSignal::new(true);
    let recorded = StoredValue::new(false);

    let variant = entry.puzzle.variant;
    let solver = entry.start.side_to_move();
    // The solver's side at the bottom, whichever side moves first.
    let flipped = Signal::derive(move || orientation::flipped(solver, ctx.settings.with(|s| s.flip)));
    let coords = Signal::derive(move || ctx.settings.with(|s| s.coords));
    let theme = Signal::derive(move || ctx.settings.with(|s| s.theme));
    // The solver's move alone, shown for a moment before the reply.
    let interim: RwSignal<Option<(Position, Move)>> = RwSignal::new(None);
    let interim_tickets = Tickets::new();
    let position =
        Signal::derive(move || interim.get().map_or_else(|| session.with(|s| s.position()), |(p, _)| p));
    let may_move = Signal::derive(move || interim.with(Option::is_none) && session.with(|s| s.may_move()));
    let last_move = Signal::derive(move || {
        interim.get().map_or_else(|| session.with(|s| s.last_move()), |(_, m)| Some(m))
    });
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
    // The squares the status line names ("... answers 13-9"), marked.
    let named = Signal::derive(move || {
        session.with(|s| s.named_squares().into_iter().map(|sq| (sq, "named")).collect::<Vec<_>>())
    });

    // Record the attempt once, when it ends.
    Effect::new(move |_| {
        let Some(outcome) = session.with(|s| s.grade()) else { return };
        if recorded.get_value() {
            return;
        }
        recorded.set_value(true);
        let mut change = None;
        if session.with_untracked(PuzzleSession::is_drill) {
            let r = progress.try_update(|p| p.record_drill(variant, &entry.puzzle.id, outcome, today));
            first_attempt.set(r.is_none_or(|r| r.first_attempt));
            return;
        }
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

    let on_move = Callback::new(move |mv: Move| {
        let before = session.with_untracked(|s| s.current());
        let step = session.try_update(|s| s.play(&mv)).unwrap_or(Step::Ignored);
        let pause = match &step {
            Step::Wrong { refutation, .. } => refutation.is_some(),
            Step::Refuting { after, ticket, .. } => {
                ask_refutation(*after, *ticket);
                true
            }
            Step::Correct { reply: Some(_) } => true,
            _ => false,
        };
        if pause {
            let ticket = interim_tickets.issue();
            interim.set(Some((before.after(&mv), mv)));
            set_timeout(
                move || {
                    if interim_tickets.is_current(ticket) {
                        let _ = interim.try_set(None);
                    }
                },
                Duration::from_millis(REPLY_DELAY_MS),
            );
        }
    });

    let drill = session.with_untracked(PuzzleSession::is_drill);
    let assist = if drill { Assist::None } else { Assist::AfterPick };
    let on_refused = Callback::new(move |reason: Illegal| {
        session.update(|s| {
            s.refused(reason);
        });
    });

    // A chain capture begun on the board: a hint or the solution puts it back.
    let pending = PendingMove::new();
    let retry = move |_| {
        stop_search.run(());
        interim.set(None);
        session.update(PuzzleSession::retry);
    };
    let hint = move |_| {
        pending.cancel();
        stop_search.run(());
        interim.set(None);
        session.update(|s| {
            s.hint();
        });
    };
    fn play_out(session: RwSignal<PuzzleSession>) {
        set_timeout(
            move || {
                if session.try_update(PuzzleSession::step_solution).unwrap_or(false) {
                    play_out(session);
                }
            },
            Duration::from_millis(SOLUTION_STEP_MS),
        );
    }
    let reveal = move |_| {
        pending.cancel();
        stop_search.run(());
        interim.set(None);
        session.update(PuzzleSession::reveal);
        play_out(session);
    };

    let status = move || {
        let l = lang.get();
        if let Some(tried) = session.with(|s| s.also_wins().map(|(t, _)| s.current().move_text(&t))) {
            return (puzzle_also_wins(l, &tried, &session.with(|s| s.solution_text())), "solved also");
        }
        if let Some((tried, reply, refuting, before)) =
            session.with(|s| s.wrong().map(|(t, r)| (t, r, s.refuting(), s.current())))
        {
            let after = before.after(&tried);
            let tried = before.move_text(&tried);
            if refuting {
                return (puzzle_refuting(l, &tried), "refuting");
            }
            return (puzzle_wrong(l, &tried, reply.map(|r| after.move_text(&r)).as_deref()), "wrong");
        }
        if let Some(reason) = session.with(|s| s.broken_rule().cloned()) {
            return (format!("{} {}", Text::DrillMiss.get(l), reasons::illegal(&reason, l)), "wrong");
        }
        let (outcome, hint, started) = session.with(|s| (s.grade(), s.hint_level(), s.progress().0 > 0));
        let (text, kind) = match (outcome, hint) {
            (Some(Grade::Clean), _) if first_attempt.get() => (Text::PuzzleSolvedClean, "solved"),
            (Some(Grade::Clean), _) => (Text::PuzzleSolvedRetry, "solved"),
            (Some(Grade::Helped), _) => (Text::PuzzleSolvedHelped, "solved"),
            (Some(Grade::Failed), _) => (Text::PuzzleFailed, "failed"),
            (None, Hint::Piece) => (Text::PuzzleHintPiece, "hint"),
            (None, Hint::Destination) => (Text::PuzzleHintDestination, "hint"),
            (None, Hint::Path) => (Text::PuzzleHintPath, "hint"),
            (None, Hint::None) if started => (Text::PuzzleCorrect, "right"),
            (None, Hint::None) if drill && solver == Color::White => (Text::DrillFindLight, "turn"),
            (None, Hint::None) if drill => (Text::DrillFindDark, "turn"),
            (None, Hint::None) if solver == Color::White => (Text::PuzzleFindLight, "turn"),
            (None, Hint::None) => (Text::PuzzleFindDark, "turn"),
        };
        (text.get(l).to_string(), kind)
    };

    let over = move || session.with(|s| s.grade().is_some());
    let showing_wrong = move || session.with(|s| s.wrong().is_some());
    let solution_text = move || {
        session.with(|s| s.grade() == Some(Grade::Failed)).then(|| session.with(|s| s.solution_text()))
    };
    let step_text = move || {
        let (done, total) = session.with(|s| s.progress());
        (total > 1 && !over()).then(|| puzzle_progress(lang.get(), done, total))
    };

    view! {
        <div class="puzzle-solver" data-kind=entry.puzzle.kind.id() data-misses=move || session.with(|s| s.tally().mistakes) data-busy=move || interim.with(Option::is_some).to_string()>
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
                    pending=pending
                    hide_refusals=drill
                />
            </div>
            <div class="puzzle-panel">
                <StudiedStep session=session />
                <p
                    id="puzzle-status"
                    class=move || format!("puzzle-status {}", status().1)
                    role="status"
                    aria-live="polite"
                >
                    {move || status().0}
                </p>
                <p class="secondary small">{step_text}</p>
                {move || rating_note.get().map(|n| view! { <p id="puzzle-rating-note" class="rating-note">{n}</p> })}
                {move || solution_text().map(|s| view! {
                    <p class="puzzle-solution-text">{t(Text::PuzzleSolution)}": "<code>{s}</code></p>
                })}
                <div class="puzzle-actions">
                    <Show when=showing_wrong>
                        <button id="puzzle-retry" class="button" on:click=retry>{t(Text::PuzzleTryAgain)}</button>
                    </Show>
                    <Show when=move || !over()>
                        <button id="puzzle-hint" class="button secondary" on:click=hint
                            disabled=move || session.with(|s| s.hint_level() == Hint::Path && s.wrong().is_none())>
                            {t(Text::PuzzleHint)}
                        </button>
                        <button id="puzzle-solution" class="button secondary" on:click=reveal>{t(Text::PuzzleShowSolution)}</button>
                    </Show>
                    <button id="puzzle-next" class=move || if over() { "button" } else { "button secondary" }
                        on:click=move |_| on_next.run(())>
                        {t(Text::PuzzleNext)}
                    </button>
                </div>
                <Show when=move || !over()>
                    <p class="secondary small">{t(Text::PuzzleHintCost)}</p>
                </Show>
                <SolutionExplained session=session />
            </div>
        </div>
    }
}
