//! One lesson level on the board: the task, the board, the notes (the
//! refused move explained, the hint, a wrong square), the controls (hint,
//! undo, restart), the level's wrong examples, and on success the stars and
//! the way on.
//!
//! The level's logic is the plain [`LevelSession`] (tested natively): this
//! component only shows it, feeds it taps, and runs the [`LessonStep`]s it asks
//! for: a pause before the opponent's reply, and the searches (the engine's
//! reply, a hint), which go to the search worker ([`ai::request_task`]).
//! Every answer carries the session's ticket, so a late one (the move was
//! taken back, the level restarted or left) is ignored. The stars are saved
//! through the [`LessonProgress`] signal it is given.

use std::time::Duration;

use damas_engine::search::Level;
use damas_engine::teaching::Illegal;
use damas_engine::{Move, Square, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;
use wasm_bindgen::JsCast;

use crate::kernel::ai::{self, AiRequest, Ask, AttemptHint, AttemptRecord, LessonReply};
use crate::kernel::board::board_view::{square_name, Board, PendingMove};
use crate::kernel::board::orientation;
use crate::kernel::i18n::{variant_name, Text};
use crate::kernel::storage::player_settings::Coords;
use crate::kernel::storage::use_ctx;
use crate::kernel::ticket::Ticket;
use crate::kernel::widgets::page_top::top_in_page;
use crate::learn::lesson_store::LessonProgress;
use crate::learn::lesson_texts::{
    learn_cost, learn_draw_counts, learn_fail, learn_hints_used, learn_moves, learn_moves_within,
    learn_practise_motif, learn_star_costs, learn_stars, learn_the_way, learn_wrong_square,
};
use crate::learn::practice_review::PracticeReview;
use crate::learn::{self, LessonHint, LessonLevel, LessonStep, LevelSession, Pick, Progress, Stage};

/// How long the learner's move stays on the board before the reply.
const REPLY_DELAY: Duration = Duration::from_millis(700);
/// How long the search worker has for a reply or a hint before the page
/// gives up on it (a reply is then searched here; no hint is shown).
const SEARCH_TIMEOUT: Duration = Duration::from_secs(10);

/// Characters from which a goal is set smaller on phones (it would leave
/// the board too little of the window).
const LONG_GOAL: usize = 150;

/// Where the learner goes after a level (in `variant`'s course).
fn next_href(variant: Variant, stage: &'static Stage, index: usize) -> (String, Text) {
    if index + 1 < stage.levels.len() {
        return (format!("/learn/{}/{}", stage.id, index + 2), Text::LearnNextLevel);
    }
    match learn::course(variant).next_stage(stage) {
        Some(next) => (format!("/learn/{}", next.id), Text::LearnNextStage),
        None => ("/learn".to_string(), Text::LearnAllStages),
    }
}

/// Filled and empty stars, with a label for screen readers.
#[component]
pub fn Stars(#[prop(into)] earned: Signal<u8>, #[prop(optional)] big: bool) -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <span class="stars" class:big=big role="img" aria-label=move || learn_stars(ctx.lang.get(), earned.get() as u32, 3)>
            {move || {
                let n = earned.get();
                (0..3u8)
                    .map(|i| view! { <span class=if i < n { "star on" } else { "star" } aria-hidden="true">"★"</span> })
                    .collect_view()
            }}
        </span>
    }
}

/// Starts the level again, the board's unfinished move put back too.
fn restart(session: RwSignal<LevelSession>, pending: PendingMove) {
    pending.cancel();
    session.update(LevelSession::restart);
}

/// Sends a task to the search worker; the move of its answer (`the_move`;
/// `None` when refused, or after [`SEARCH_TIMEOUT`]) goes to `answer` with
/// the ticket.
fn search<T: Ask + 'static>(
    session: RwSignal<LevelSession>,
    task: T,
    ticket: Ticket,
    answer: fn(&mut LevelSession, Ticket, Option<Move>) -> bool,
    the_move: fn(T::Answer) -> Option<Move>,
) {
    let (id, reply) = ai::request_task(task);
    spawn_local(async move {
        let best = reply.await.and_then(Result::ok).and_then(the_move);
        let _ = session.try_update(|s| answer(s, ticket, best));
    });
    set_timeout(
        move || {
            ai::cancel_request(id);
            let _ = session.try_update(|s| answer(s, ticket, None));
        },
        SEARCH_TIMEOUT,
    );
}

/// Does what a session's step asks: a pause, a search.
fn run(session: RwSignal<LevelSession>, step: LessonStep) {
    let pause = |ticket: Ticket| {
        set_timeout(
            move || {
                let _ = session.try_update(|s| s.delay_over(ticket));
            },
            REPLY_DELAY,
        )
    };
    match step {
        LessonStep::Ignored | LessonStep::Shown => {}
        LessonStep::Pause { ticket } => pause(ticket),
        LessonStep::SearchReply { ticket, position } => {
            search(session, LessonReply::new(&position), ticket, LevelSession::replied, |best| best);
            pause(ticket);
        }
        LessonStep::PracticeReply { ticket, game } => {
            // Empresário as shipped: its search with the book and tables.
            match game.game() {
                Ok(game) => {
                    let seed = game.moves().len() as u64;
                    let task = AiRequest::for_level(&game, Level::Empresario, seed);
                    search(session, task, ticket, LevelSession::replied, |searched| searched.best);
                }
                Err(_) => {
                    let _ = session.try_update(|s| s.replied(ticket, None));
                }
            }
            pause(ticket);
        }
        LessonStep::SearchHint { ticket, level, record } => {
            let task = AttemptHint(AttemptRecord { level, record });
            search(session, task, ticket, LevelSession::hinted, |best| best);
        }
    }
}

/// A level of a stage of `variant`'s course (`index` from 0), played on
/// the board; `intro`: show
/// the stage's intro (on its first level), folded under the board.
#[component]
pub fn LessonPlayer(
    stage: &'static Stage,
    variant: Variant,
    index: usize,
    progress: RwSignal<LessonProgress>,
    #[prop(optional)] intro: bool,
) -> impl IntoView {
    let ctx = use_ctx();
    let level: &'static LessonLevel = &stage.levels[index];
    let session = RwSignal::new(LevelSession::new(level));
    ai::warm_up();

    if progress.with_untracked(|p| p.last(variant) != Some(level.id)) {
        progress.update(|p| {
            p.visit(variant, level.id);
        });
    }
    // The stars, saved once earned (the best ones are kept).
    Effect::new(move |_| {
        if let Some(stars) = session.with(|s| s.stars())
            && progress.with_untracked(|p| p.stars_of(variant, level.id) < stars)
        {
            progress.update(|p| {
                p.record(variant, level.id, stars);
            });
        }
    });
    // Solved: the way on gets the focus (and so comes into view on a phone).
    let solved = Memo::new(move |_| session.with(|s| s.stars().is_some()));
    Effect::new(move |was: Option<bool>| {
        let now = solved.get();
        if now && was == Some(false) {
            request_animation_frame(|| {
                if let Some(el) = document().get_element_by_id("lesson-next") {
                    let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            });
        }
        now
    });

    let on_move = Callback::new(move |mv: Move| {
        let step = session.try_update(|s| s.play(&mv)).unwrap_or(LessonStep::Ignored);
        run(session, step);
    });
    let on_refused = Callback::new(move |reason: Illegal| {
        session.update(|s| {
            s.refused(&reason);
        })
    });
    let on_square = Callback::new(move |square: Square| {
        session.update(|s| {
            s.tap(square.number());
        });
    });
    // A chain capture begun on the board: restart, take back and a hint
    // put the piece back first.
    let pending = PendingMove::new();
    let on_hint = Callback::new(move |()| {
        pending.cancel();
        let step = session.try_update(|s| s.ask_hint()).unwrap_or(LessonStep::Ignored);
        run(session, step);
    });

    let position = Signal::derive(move || session.with(|s| s.board()));
    let last = Signal::derive(move || session.with(|s| s.last_move()));
    let may_move = Signal::derive(move || session.with(|s| s.may_move()));
    let marks = Memo::new(move |_| session.with(|s| s.marks()));
    let highlights = Signal::derive(move || marks.with(|m| m.highlights.clone()));
    let arrows = Signal::derive(move || marks.with(|m| m.arrows.clone()));
    let classes = Signal::derive(move || marks.with(|m| m.classes.clone()));
    let coords = if level.algebraic { Coords::Algebraic } else { Coords::Numeric };
    let flipped = orientation::flipped(level.learner(), false);
    let theme = Signal::derive(move || ctx.settings.with(|s| s.theme));
    let board = if level.is_question() {
        view! {
            <Board position=position may_move=may_move on_move=on_move last_move=last flipped=flipped
                coords=coords theme=theme highlights=highlights arrows=arrows
                square_classes=classes on_square=on_square pending=pending/>
        }
        .into_any()
    } else {
        view! {
            <Board position=position may_move=may_move on_move=on_move last_move=last flipped=flipped
                coords=coords theme=theme highlights=highlights arrows=arrows
                square_classes=classes on_refused=on_refused pending=pending/>
        }
        .into_any()
    };
    // Once the level is over, its board may be explored on the analysis
    // board: the level's position and the moves played (as far as they
    // play on: a turn passed back ends them).
    let to_analyse = Signal::derive(move || {
        session.with(|s| {
            (!s.busy() && s.progress() != Progress::Going)
                .then(|| crate::analysis::analysis_href(level.position(), &s.attempt().moves_played()))
        })
    });
    // On a wide screen the stage's intro stands open beside the board.
    let wide = window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w >= 900.0);

    // The task, the board and the buttons fill the window below this top
    // (`--lesson-top` in the CSS).
    let main = NodeRef::<leptos::html::Div>::new();
    let top = top_in_page(main);

    view! {
        <div class="lesson" data-level=level.id>
            <div class="lesson-main" node_ref=main style=move || top.get().map(|y| format!("--lesson-top: {y}px"))>
                <div class="lesson-top">
                    <LessonTask session=session/>
                    {move || solved.get().then(|| view! { <SolvedPanel session=session stage=stage variant=variant index=index pending=pending/> })}
                </div>
                // The notes in the board's box, in room kept for them under
                // the board: they never shrink it nor lie over it (issue 51).
                <div class="lesson-board">{board}<LessonNotes session=session/></div>
                <div class="lesson-act">
                    <LessonControls session=session on_hint=on_hint pending=pending/>
                    <crate::analysis::AnalyseLink href=to_analyse/>
                </div>
            </div>
            <div class="lesson-rest">
                {intro.then(|| view! {
                    <details class="stage-about" open=wide>
                        <summary>{move || ctx.t(Text::LearnAboutStage)}</summary>
                        <p class="small">{move || stage.intro.get(ctx.lang.get())}</p>
                    </details>
                })}
                <MistakesList level=level/>
                <p class="lesson-variant small secondary">
                    {move || ctx.t(Text::LearnRuleSet)}" "
                    <strong>{move || variant_name(level.variant, ctx.lang.get())}</strong>
                </p>
            </div>
        </div>
    }
}

/// The task: the goal, whose turn and the moves against the target, the
/// draw counts of a draw level, and why the level failed.
#[component]
fn LessonTask(session: RwSignal<LevelSession>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let level = session.with_untracked(|s| s.level());
    let state = Memo::new(move |_| session.with(|s| (s.progress(), s.busy())));
    let turn_line = move || {
        let l = lang.get();
        if level.is_question() {
            return Text::LearnQuestionHelp.get(l).to_string();
        }
        let played = session.with(|s| s.attempt().learner_moves());
        let moves = if level.is_practice() {
            learn_moves_within(l, played, level.par + level.slack)
        } else {
            learn_moves(l, played, level.par)
        };
        match state.get() {
            (_, true) => format!("{} · {moves}", Text::LearnOpponentMoves.get(l)),
            (Progress::Going, false) => format!("{} · {moves}", Text::LearnYourMove.get(l)),
            _ => moves,
        }
    };
    let hints_line = move || {
        let n = session.with(|s| s.attempt().hints_used());
        (n > 0).then(|| view! { <span class="hints-used">{learn_hints_used(lang.get(), n)}</span> })
    };
    // A level that ends in a draw shows the draw rules' counts.
    let draw_line = move || {
        if !level.wants_draw() {
            return None;
        }
        let c = session.with(|s| s.attempt().draw_counts())?;
        let text = learn_draw_counts(
            lang.get(),
            level.variant,
            c.king_moves,
            c.king_moves_limit,
            c.repetitions,
            c.repetitions_limit,
        );
        Some(view! { <p class="lesson-draw small" id="lesson-draw">{text}</p> })
    };
    let failure = move || {
        let Progress::Failed(fail) = state.get().0 else { return None };
        let way = level.solution_line().map(|line| {
            view! { <span class="lesson-the-way" id="lesson-the-way">" " {learn_the_way(lang.get(), &line)}</span> }
        });
        Some(
            view! { <p class="lesson-fail" role="alert" id="lesson-failed">{learn_fail(lang.get(), fail)}{way}</p> },
        )
    };
    let long_goal = move || level.goal_text.get(lang.get()).chars().count() > LONG_GOAL;
    view! {
        <div class="lesson-task" class:solved=move || session.with(|s| s.stars().is_some())>
            <h2 class="visually-hidden">{move || Text::LearnTask.get(lang.get())}</h2>
            <p class="lesson-goal" id="lesson-goal" class:long=long_goal>
                {move || level.goal_text.get(lang.get())}
            </p>
            <p class="lesson-turn small" id="lesson-turn">{turn_line} " " {hints_line}</p>
            {level.is_practice().then(|| view! {
                <p class="lesson-practice small" id="lesson-practice">{move || Text::LearnPractice.get(lang.get())}</p>
            })}
            {draw_line}
            {failure}
            {level.is_practice().then(|| view! { <PracticeReview session=session/> })}
        </div>
    }
}

/// Solved: the stars, the level's success text, the way on and try again.
#[component]
fn SolvedPanel(
    session: RwSignal<LevelSession>,
    stage: &'static Stage,
    variant: Variant,
    index: usize,
    pending: PendingMove,
) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let level = &stage.levels[index];
    let stars = Signal::derive(move || session.with(|s| s.stars()).unwrap_or(1));
    let (href, label) = next_href(variant, stage, index);
    let success = move || {
        let text = level.success_text.get(lang.get());
        (!text.is_empty()).then(|| view! { <p>{text}</p> })
    };
    // The last level of a "Play better" stage leads on to its puzzles.
    let practise =
        (index + 1 == stage.levels.len()).then(|| learn::puzzle_motif(stage)).flatten().map(|theme| {
            view! {
                <p><A href=format!("/puzzles/motif/{}", theme.id()) attr:id="lesson-practise">
                    {move || learn_practise_motif(lang.get(), theme)}
                </A></p>
            }
        });
    let costs = move || {
        let costs = session.with(|s| s.attempt().star_costs());
        learn_star_costs(lang.get(), costs).map(|t| view! { <p class="small" id="lesson-star-costs">{t}</p> })
    };
    view! {
        <div class="lesson-result solved" role="status" id="lesson-solved">
            <div class="result-head">
                <strong>{move || Text::LearnSolved.get(lang.get())}</strong>
                <Stars earned=stars big=true/>
            </div>
            {success}
            {costs}
            {practise}
            <div class="actions">
                <A href=href attr:class="button" attr:id="lesson-next">{move || label.get(lang.get())}</A>
                <button class="button secondary" on:click=move |_| restart(session, pending)>
                    {move || Text::LearnTryAgain.get(lang.get())}
                </button>
            </div>
        </div>
    }
}

/// Notes by the board: the refused move explained, a wrong square, the hint.
#[component]
fn LessonNotes(session: RwSignal<LevelSession>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let level = session.with_untracked(|s| s.level());
    let note = move || {
        let l = lang.get();
        if session.with(|s| s.busy() || s.progress() != Progress::Going) {
            return None;
        }
        let why = session.with(|s| s.why()).map(|w| w.get(l));
        let wrong = match session.with(|s| s.last_pick()) {
            Some(Pick::Wrong(n)) => {
                let pos = level.position();
                let name = learn::square(level, n)
                    .map(|sq| {
                        square_name(
                            &pos,
                            sq,
                            if level.algebraic { Coords::Algebraic } else { Coords::Numeric },
                        )
                    })
                    .unwrap_or_else(|| n.to_string());
                Some(learn_wrong_square(l, &name))
            }
            _ => None,
        };
        let cost = session.with(|s| s.last_cost()).map(|c| learn_cost(l, c, level.par));
        let hint = match session.with(|s| s.hint()) {
            LessonHint::None => None,
            LessonHint::Searching { .. } => Some(Text::LearnHintSearching),
            LessonHint::Unavailable => Some(Text::LearnHintUnavailable),
            LessonHint::Piece(_) => Some(Text::LearnHintPiece),
            LessonHint::Arrow(_) => Some(Text::LearnHintMove),
            LessonHint::Square(_) => Some(Text::LearnHintSquare),
        };
        (why.is_some() || wrong.is_some() || hint.is_some() || cost.is_some()).then(|| {
            view! {
                <div class="lesson-note" role="status">
                    {cost.map(|m| view! { <p class="lesson-cost" id="lesson-cost">{m}</p> })}
                    {why.map(|m| view! { <p class="lesson-why" id="lesson-why">{m}</p> })}
                    {wrong.map(|m| view! { <p class="lesson-why" id="lesson-wrong-square">{m}</p> })}
                    {hint.map(|h| view! { <p class="lesson-hint">{h.get(l)}</p> })}
                </div>
            }
        })
    };
    view! { {note} }
}

/// Hint, undo, restart while the level is going (once solved, the result
/// panel has its own buttons).
#[component]
fn LessonControls(
    session: RwSignal<LevelSession>,
    on_hint: Callback<()>,
    pending: PendingMove,
) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let question = session.with_untracked(|s| s.level().is_question());
    move || {
        let l = lang.get();
        let (progress, busy, hint, can_undo) =
            session.with(|s| (s.progress(), s.busy(), s.hint(), s.can_undo()));
        if progress == Progress::Solved && !busy {
            return None;
        }
        let going = progress == Progress::Going;
        let hint_label = match hint {
            LessonHint::Piece(_) => Text::LearnShowMove.get(l),
            _ => Text::LearnHint.get(l),
        };
        let hint_cost = Some(format!("{hint_label} ({})", Text::LearnHintCost.get(l)));
        // The whole move is the ladder's last rung.
        let searching = matches!(hint, LessonHint::Searching { .. } | LessonHint::Arrow(_));
        Some(view! {
            <div class="lesson-controls">
                {going.then(|| view! {
                    <button class="button secondary" id="lesson-hint" on:click=move |_| on_hint.run(())
                        title=hint_cost.clone() aria-label=hint_cost.clone() disabled=busy || searching>
                        {hint_label}
                        {hint_cost.is_some().then(|| view! { <span class="hint-cost" aria-hidden="true">"−1★"</span> })}
                    </button>
                })}
                {(!question).then(|| view! {
                    <button class="button secondary" id="lesson-undo" disabled=!can_undo && !pending.underway()
                        on:click=move |_| {
                            if pending.underway() {
                                pending.cancel();
                            } else {
                                session.update(LevelSession::undo);
                            }
                        }>
                        {Text::LearnUndo.get(l)}
                    </button>
                })}
                <button class=if going { "button secondary" } else { "button" } id="lesson-restart"
                    on:click=move |_| restart(session, pending)>
                    {if going { Text::LearnRestart.get(l) } else { Text::LearnTryAgain.get(l) }}
                </button>
            </div>
        })
    }
}

/// The level's wrong examples, folded.
#[component]
fn MistakesList(level: &'static LessonLevel) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    (!level.mistakes.is_empty()).then(|| {
        view! {
            <details class="lesson-mistakes">
                <summary>{move || Text::LearnMistakesTitle.get(lang.get())}</summary>
                <ul>
                    {move || level
                        .mistakes
                        .iter()
                        .map(|m| view! { <li><code>{m.text}</code>" — "{m.why.get(lang.get())}</li> })
                        .collect_view()}
                </ul>
            </details>
        }
    })
}
