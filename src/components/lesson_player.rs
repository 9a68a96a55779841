//! One lesson level on the board: the task, the board, the opponent's
//! replies (shown after a short pause), question levels answered by tapping
//! squares, the move counter against the target, a two-step hint (the piece,
//! then the move; one star each time a new hint is asked), undo and restart,
//! the explanation of every refused or failing move, and on success the
//! stars and the way on.
//!
//! The rules of the exercise are plain Rust in [`crate::lessons`]
//! ([`Attempt`]); this component only shows an attempt and feeds it taps.
//! The stars are saved through the [`LessonProgress`] signal it is given.

use std::time::Duration;

use damas_engine::teaching::Illegal;
use damas_engine::{Color, Move, Position, Square};
use leptos::prelude::*;
use leptos_router::components::A;
use wasm_bindgen::JsCast;

use crate::components::board::Board;
use crate::i18n::{learn_draw_counts, learn_hints_used, learn_moves, learn_stars, variant_name, Text};
use crate::lessons::{self, Attempt, Fail, Goal, Level, Progress, Stage};
use crate::state::lessons::LessonProgress;
use crate::state::settings::Coords;
use crate::state::use_ctx;

/// How long the learner's move stays on the board before the reply.
const REPLY_DELAY: Duration = Duration::from_millis(700);

/// What the hint button has shown so far.
#[derive(Clone, Copy, Debug, PartialEq)]
enum HintShown {
    None,
    /// The piece to move is highlighted.
    Piece(Move),
    /// The whole move is drawn as arrows.
    Arrow(Move),
    /// A square of a question's answer is highlighted.
    Square(u8),
}

/// Where the learner goes after a level.
fn next_href(stage: &'static Stage, index: usize) -> (String, Text) {
    if index + 1 < stage.levels.len() {
        return (format!("/learn/{}/{}", stage.id, index + 2), Text::LearnNextLevel);
    }
    let all = lessons::stages();
    match all.iter().position(|s| std::ptr::eq(*s, stage)).and_then(|i| all.get(i + 1)) {
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

/// A level of a stage (`index` from 0), played on the board; `intro`: show
/// the stage's intro above the task (on its first level).
#[component]
pub fn LessonPlayer(
    stage: &'static Stage,
    index: usize,
    progress: RwSignal<LessonProgress>,
    #[prop(optional)] intro: bool,
) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let level: &'static Level = &stage.levels[index];
    let code = move || lang.get().code();

    let attempt = RwSignal::new(Attempt::new(level));
    let shown = RwSignal::new(level.position());
    let last: RwSignal<Option<Move>> = RwSignal::new(None);
    let busy = RwSignal::new(false);
    let picked: RwSignal<Vec<u8>> = RwSignal::new(Vec::new());
    let hint = RwSignal::new(HintShown::None);
    let why: RwSignal<Option<lessons::Text>> = RwSignal::new(None);
    let seq = StoredValue::new(0u32);

    if progress.with_untracked(|p| p.last.as_deref() != Some(level.id)) {
        progress.update(|p| {
            p.visit(level.id);
        });
    }

    let status = move || attempt.with(|a| a.progress());
    let record = move || {
        if let Some(stars) = attempt.with_untracked(|a| a.stars()) {
            if progress.with_untracked(|p| p.stars_of(level.id) < stars) {
                progress.update(|p| {
                    p.record(level.id, stars);
                });
            }
        }
    };
    // Shows the attempt's position now (cancelling a pending reply).
    let sync = move || {
        seq.update_value(|s| *s += 1);
        busy.set(false);
        shown.set(attempt.with_untracked(|a| *a.position()));
    };

    let on_move = Callback::new(move |mv: Move| {
        if busy.get_untracked() || attempt.with_untracked(|a| a.progress()) != Progress::Going {
            return;
        }
        let before: Position = attempt.with_untracked(|a| *a.position());
        let played = attempt.try_update(|a| a.play(&mv)).unwrap_or(Err(Illegal::NotAMove));
        if played.is_err() {
            return; // the board only offers legal moves
        }
        hint.set(HintShown::None);
        why.set(None);
        record();
        let reply = attempt.with_untracked(|a| a.replies().last().copied().flatten());
        match reply {
            Some(reply) => {
                seq.update_value(|s| *s += 1);
                let ticket = seq.get_value();
                busy.set(true);
                shown.set(before.after(&mv));
                last.set(Some(mv));
                set_timeout(
                    move || {
                        if seq.try_get_value() != Some(ticket) {
                            return;
                        }
                        let _ = busy.try_set(false);
                        let _ = last.try_set(Some(reply));
                        if let Some(pos) = attempt.try_with_untracked(|a| *a.position()) {
                            let _ = shown.try_set(pos);
                        }
                    },
                    REPLY_DELAY,
                );
            }
            None => {
                sync();
                last.set(Some(mv));
            }
        }
    });

    let on_refused = Callback::new(move |reason: Illegal| {
        let at_start = attempt.with_untracked(|a| a.learner_moves() == 0);
        let start = level.position();
        let known = at_start
            .then(|| level.mistakes.iter().find(|m| m.reason(&start).as_ref() == Some(&reason)))
            .flatten();
        why.set(known.map(|m| m.why));
    });

    let expected_len = match level.goal {
        Goal::PickSquares(answer) => answer.len(),
        _ => 0,
    };
    let on_square = Callback::new(move |square: Square| {
        let n = square.number();
        match attempt.with_untracked(|a| a.progress()) {
            Progress::Solved => return,
            Progress::Failed(_) => {
                attempt.update(Attempt::undo);
                picked.set(Vec::new());
            }
            Progress::Going => {}
        }
        picked.update(|p| {
            if let Some(i) = p.iter().position(|&x| x == n) {
                p.remove(i);
            } else {
                p.push(n);
            }
        });
        if picked.with_untracked(|p| p.len()) >= expected_len {
            let answer = picked.get_untracked();
            attempt.update(|a| {
                a.answer(&answer);
            });
            hint.set(HintShown::None);
            record();
        }
    });

    let undo = move |_| {
        attempt.update(Attempt::undo);
        picked.set(Vec::new());
        hint.set(HintShown::None);
        why.set(None);
        sync();
        last.set(attempt.with_untracked(|a| a.replies().last().copied().flatten()));
    };
    let restart = move |_| {
        attempt.update(Attempt::restart);
        picked.set(Vec::new());
        hint.set(HintShown::None);
        why.set(None);
        sync();
        last.set(None);
    };
    let ask_hint = move |_| {
        if busy.get_untracked() {
            return;
        }
        let next = match hint.get_untracked() {
            HintShown::Piece(mv) => HintShown::Arrow(mv),
            HintShown::Arrow(mv) => HintShown::Arrow(mv),
            _ if level.is_question() => {
                let have = picked.get_untracked();
                match attempt.try_update(|a| a.question_hint(&have)).flatten() {
                    Some(n) => HintShown::Square(n),
                    None => return,
                }
            }
            _ => match attempt.try_update(|a| a.hint()).flatten() {
                Some(mv) => HintShown::Piece(mv),
                None => return,
            },
        };
        hint.set(next);
    };

    // What the board shows.
    let sq = move |n: u8| lessons::square(level, n);
    let highlights =
        Signal::derive(move || level.highlights.iter().filter_map(|&n| sq(n)).collect::<Vec<Square>>());
    let arrows = Signal::derive(move || {
        if let HintShown::Arrow(mv) = hint.get() {
            let path = mv.path();
            return path.windows(2).map(|w| (w[0], w[1])).collect();
        }
        if attempt.with(|a| a.learner_moves() == 0) && !busy.get() {
            level.arrows.iter().filter_map(|&(a, b)| Some((sq(a)?, sq(b)?))).collect()
        } else {
            Vec::new()
        }
    });
    // Picked squares (questions) and the hinted square, by class: the
    // level's own highlights stay as they are.
    let square_classes = Signal::derive(move || {
        let wrong = matches!(status(), Progress::Failed(Fail::WrongAnswer));
        let class = if wrong { "picked wrong" } else { "picked" };
        let mut out: Vec<(Square, &'static str)> =
            picked.get().into_iter().filter_map(|n| Some((sq(n)?, class))).collect();
        match hint.get() {
            HintShown::Piece(mv) => out.push((mv.from(), "hint")),
            HintShown::Square(n) => out.extend(sq(n).map(|s| (s, "hint"))),
            _ => {}
        }
        out
    });
    let may_move = Signal::derive(move || !busy.get() && status() == Progress::Going && !level.is_question());
    let coords = if level.algebraic { Coords::Algebraic } else { Coords::Numeric };
    let flipped = level.learner() == Color::Black;
    let theme = Signal::derive(move || ctx.settings.with(|s| s.theme));

    let board = if level.is_question() {
        view! {
            <Board position=shown may_move=may_move on_move=on_move last_move=last flipped=flipped
                coords=coords theme=theme highlights=highlights arrows=arrows
                square_classes=square_classes on_square=on_square/>
        }
        .into_any()
    } else {
        view! {
            <Board position=shown may_move=may_move on_move=on_move last_move=last flipped=flipped
                coords=coords theme=theme highlights=highlights arrows=arrows
                square_classes=square_classes on_refused=on_refused/>
        }
        .into_any()
    };

    // The line under the task: whose turn, moves against the target.
    let turn_line = move || {
        let l = lang.get();
        if level.is_question() {
            return Text::LearnQuestionHelp.get(l).to_string();
        }
        let moves = learn_moves(l, attempt.with(|a| a.learner_moves()), level.par);
        if busy.get() {
            format!("{} · {moves}", Text::LearnOpponentMoves.get(l))
        } else if status() == Progress::Going {
            format!("{} · {moves}", Text::LearnYourMove.get(l))
        } else {
            moves
        }
    };
    // A level that ends in a draw shows the draw rules' counts (the reply
    // on its way included).
    let draw_line = move || {
        if !level.wants_draw() {
            return None;
        }
        let c = attempt.with(|a| a.draw_counts())?;
        let text = learn_draw_counts(
            lang.get(),
            c.king_moves,
            c.king_moves_limit,
            c.repetitions,
            c.repetitions_limit,
        );
        Some(view! { <p class="lesson-draw small" id="lesson-draw">{text}</p> })
    };
    let hints_line = move || {
        let n = attempt.with(|a| a.hints_used());
        (n > 0).then(|| view! { <span class="hints-used">{learn_hints_used(lang.get(), n)}</span> })
    };

    // The result (success or failure), shown with the task.
    let result = move || {
        let l = lang.get();
        if busy.get() {
            return None;
        }
        match status() {
            Progress::Solved => {
                let stars = attempt.with(|a| a.stars()).unwrap_or(1);
                let success = level.success_text.get(l.code());
                let (href, label) = next_href(stage, index);
                Some(
                    view! {
                        <div class="lesson-result solved" role="status" id="lesson-solved">
                            <div class="result-head">
                                <strong>{Text::LearnSolved.get(l)}</strong>
                                <Stars earned=Signal::derive(move || stars) big=true/>
                            </div>
                            {(!success.is_empty()).then(|| view! { <p>{success}</p> })}
                            <div class="actions">
                                <A href=href attr:class="button" attr:id="lesson-next">{label.get(l)}</A>
                                <button class="button secondary" on:click=restart>{Text::LearnTryAgain.get(l)}</button>
                            </div>
                        </div>
                    }
                    .into_any(),
                )
            }
            _ => None,
        }
    };

    // Why the level failed, in the task box (the board stays where it is).
    let failure = move || {
        let l = lang.get();
        if busy.get() {
            return None;
        }
        let Progress::Failed(fail) = status() else { return None };
        let text = match fail {
            Fail::LostPiece => Text::LearnFailLostPiece,
            Fail::TooManyMoves => Text::LearnFailTooManyMoves,
            Fail::GameOver => Text::LearnFailGameOver,
            Fail::WrongAnswer => Text::LearnFailWrongAnswer,
        };
        Some(view! { <p class="lesson-fail" role="alert" id="lesson-failed">{text.get(l)}</p> })
    };

    // Notes by the board: the mistake explained, the hint.
    let note = move || {
        let l = lang.get();
        match status() {
            Progress::Going if !busy.get() => {
                let mistake = why.get().map(|w| w.get(l.code()));
                let hint_text = match hint.get() {
                    HintShown::None => None,
                    HintShown::Piece(_) => Some(Text::LearnHintPiece.get(l)),
                    HintShown::Arrow(_) => Some(Text::LearnHintMove.get(l)),
                    HintShown::Square(_) => Some(Text::LearnHintSquare.get(l)),
                };
                (mistake.is_some() || hint_text.is_some()).then(|| {
                    view! {
                        <div class="lesson-note" role="status">
                            {mistake.map(|m| view! { <p class="lesson-why" id="lesson-why">{m}</p> })}
                            {hint_text.map(|h| view! { <p class="lesson-hint">{h}</p> })}
                        </div>
                    }
                })
            }
            _ => None,
        }
    };

    // Solved: the way on gets the focus (and so comes into view on a phone).
    Effect::new(move |was_solved: Option<bool>| {
        let solved = status() == Progress::Solved && !busy.get();
        if solved && was_solved == Some(false) {
            request_animation_frame(|| {
                if let Some(el) = document().get_element_by_id("lesson-next") {
                    let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            });
        }
        solved
    });

    // Hint, undo, restart while the level is going (the result panel has
    // its own buttons once it is over).
    let controls = move || {
        let l = lang.get();
        let state = status();
        if state == Progress::Solved {
            return None;
        }
        // While the reply is shown the result is not out yet.
        let going = state == Progress::Going || busy.get();
        let (hint_label, hint_cost) = match hint.get() {
            HintShown::Piece(_) => (Text::LearnShowMove.get(l), None),
            _ => (
                Text::LearnHint.get(l),
                Some(format!("{} ({})", Text::LearnHint.get(l), Text::LearnHintCost.get(l))),
            ),
        };
        let can_undo = attempt.with(|a| a.learner_moves() > 0) || !picked.with(|p| p.is_empty());
        Some(view! {
            <div class="lesson-controls">
                {going.then(|| view! {
                    <button class="button secondary" id="lesson-hint" on:click=ask_hint
                        title=hint_cost.clone() aria-label=hint_cost.clone()
                        disabled=move || busy.get()>
                        {hint_label}
                        {hint_cost.is_some().then(|| view! { <span class="hint-cost" aria-hidden="true">"−1★"</span> })}
                    </button>
                })}
                {(!level.is_question()).then(|| view! {
                    <button class="button secondary" id="lesson-undo" on:click=undo disabled=!can_undo>
                        {Text::LearnUndo.get(l)}
                    </button>
                })}
                <button class=if going { "button secondary" } else { "button" } id="lesson-restart" on:click=restart>
                    {if going { Text::LearnRestart.get(l) } else { Text::LearnTryAgain.get(l) }}
                </button>
            </div>
        })
    };

    let mistakes_list = move || {
        let l = lang.get();
        (!level.mistakes.is_empty()).then(|| {
            view! {
                <details class="lesson-mistakes">
                    <summary>{Text::LearnMistakesTitle.get(l)}</summary>
                    <ul>
                        {level
                            .mistakes
                            .iter()
                            .map(|m| view! { <li><code>{m.text}</code>" — "{m.why.get(l.code())}</li> })
                            .collect_view()}
                    </ul>
                </details>
            }
        })
    };

    let variant_line = move || {
        let l = lang.get();
        view! {
            <p class="lesson-variant small secondary">
                {Text::LearnRuleSet.get(l)}" "<strong>{variant_name(level.variant, l)}</strong>
            </p>
        }
    };
    view! {
        <div class="lesson" data-level=level.id>
            <div class="lesson-top">
                {intro.then(|| view! {
                    <p class="stage-intro-short small secondary">{move || stage.intro.get(code())}</p>
                })}
                <div class="lesson-task" class:solved=move || status() == Progress::Solved && !busy.get()>
                    <h2 class="visually-hidden">{move || Text::LearnTask.get(lang.get())}</h2>
                    <p class="lesson-goal" id="lesson-goal">{move || level.goal_text.get(code())}</p>
                    <p class="lesson-turn small" id="lesson-turn">{turn_line} " " {hints_line}</p>
                    {draw_line}
                    {failure}
                    {variant_line}
                </div>
                {result}
            </div>
            <div class="lesson-board">{board}</div>
            <div class="lesson-rest">
                {note}
                {controls}
                {mistakes_list}
            </div>
        </div>
    }
}
