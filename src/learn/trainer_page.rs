//! `/learn/notation/trainer`: the notation trainer's page. The learner
//! picks the drill (find or name a square), the names (numbers, letters and
//! numbers, as the rule set chosen in the header uses them) and the side at
//! the bottom, then plays a [`Round`] of thirty seconds; the best score of
//! each setup is kept ([`TrainerRecords`], `damas.v1.notation-trainer`).

use std::time::Duration;

use damas_engine::{Color, Move, Position, Square, Variant};
use leptos::prelude::*;
use leptos_router::components::A;

use crate::kernel::board::board_view::Board;
use crate::kernel::board::orientation;
use crate::kernel::browser_clock::now_ms;
use crate::kernel::i18n::{key, variant_name, Lang, Text};
use crate::kernel::random_seed::random_seed;
use crate::kernel::storage::{persisted, use_ctx};
use crate::learn::trainer_records::TrainerRecords;
use crate::learn::{Drill, Round, SquareNames, TrainerAnswer, TrainerSetup};
use crate::tr;

/// How a finished round went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RoundResult {
    right: u32,
    wrong: u32,
    new_best: bool,
}

/// A radio button of the setup form.
#[component]
fn SetupRadio(
    name: &'static str,
    id: &'static str,
    #[prop(into)] checked: Signal<bool>,
    on_pick: Callback<()>,
    label: Signal<String>,
) -> impl IntoView {
    view! {
        <label class="radio">
            <input type="radio" name=name id=id prop:checked=move || checked.get() on:change=move |_| on_pick.run(())/>
            {move || label.get()}
        </label>
    }
}

/// The setup form: drill, names, side at the bottom, best score, start.
#[component]
fn TrainerForm(
    setup: RwSignal<TrainerSetup>,
    records: RwSignal<TrainerRecords>,
    start: Callback<()>,
) -> impl IntoView {
    let lang = use_ctx().lang;
    let text = move |k| Signal::derive(move || tr!(lang.get(), k));
    let drill = move |d: Drill, id, k| {
        view! { <SetupRadio name="trainer-drill" id=id checked=Signal::derive(move || setup.with(|s| s.drill == d))
        on_pick=Callback::new(move |_| setup.update(|s| s.drill = d)) label=text(k)/> }
    };
    let names = move || {
        let choices = SquareNames::of(setup.with(|s| s.variant));
        (choices.len() > 1).then(|| {
            let radio = move |n: SquareNames, id, k| {
                view! { <SetupRadio name="trainer-names" id=id checked=Signal::derive(move || setup.with(|s| s.names == n))
                    on_pick=Callback::new(move |_| setup.update(|s| s.names = n)) label=text(k)/> }
            };
            view! {
                <fieldset class="field">
                    <legend>{text(key::TRAINER_NAMES)}</legend>
                    {radio(SquareNames::Numbers, "trainer-numbers", key::TRAINER_NUMBERS)}
                    {radio(SquareNames::Letters, "trainer-letters", key::TRAINER_LETTERS)}
                </fieldset>
            }
        })
    };
    let side = move |c: Color, id| {
        let label = Signal::derive(move || {
            let t = if c == Color::White { Text::PlayLight } else { Text::PlayDark };
            t.get(lang.get()).to_string()
        });
        view! { <SetupRadio name="trainer-bottom" id=id checked=Signal::derive(move || setup.with(|s| s.bottom == c))
        on_pick=Callback::new(move |_| setup.update(|s| s.bottom = c)) label=label/> }
    };
    let best = move || {
        let best = records.with(|r| r.best(&setup.get()))?;
        Some(
            view! { <p class="trainer-best" id="trainer-best">{tr!(lang.get(), key::TRAINER_BEST, best = best)}</p> },
        )
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        start.run(());
    };
    view! {
        <form class="trainer-form" on:submit=submit>
            <p>{move || tr!(lang.get(), key::TRAINER_RULE_SET, name = variant_name(setup.with(|s| s.variant), lang.get()))}</p>
            <fieldset class="field">
                <legend>{text(key::TRAINER_DRILL)}</legend>
                {drill(Drill::Find, "trainer-find", key::TRAINER_FIND)}
                {drill(Drill::Name, "trainer-name", key::TRAINER_NAME)}
            </fieldset>
            {names}
            <fieldset class="field">
                <legend>{text(key::TRAINER_BOTTOM)}</legend>
                {side(Color::White, "trainer-white")}
                {side(Color::Black, "trainer-black")}
            </fieldset>
            {best}
            <button type="submit" id="trainer-start">{text(key::TRAINER_START)}</button>
        </form>
    }
}

/// The words after an answer.
fn answer_text(answer: TrainerAnswer, setup: &TrainerSetup, lang: Lang) -> String {
    match answer {
        TrainerAnswer::Right(_) => tr!(lang, key::TRAINER_RIGHT),
        TrainerAnswer::Wrong { asked, given: Some(given) } if setup.drill == Drill::Find => {
            tr!(lang, key::TRAINER_WRONG_FIND, given = setup.name(given), asked = setup.name(asked))
        }
        TrainerAnswer::Wrong { asked, .. } => tr!(lang, key::TRAINER_WRONG_NAME, asked = setup.name(asked)),
    }
}

/// A round being played: the question, the clock, the board, the answer.
#[component]
fn TrainerRound(round: RwSignal<Option<Round>>, now: RwSignal<f64>) -> impl IntoView {
    let lang = use_ctx().lang;
    // The round's setup; kept while the page swaps the ended round out.
    let kept = Memo::new(move |before: Option<&TrainerSetup>| {
        round
            .with(|r| r.as_ref().map(|r| *r.setup()))
            .or(before.copied())
            .unwrap_or_else(|| TrainerSetup::new(Variant::Brazilian))
    });
    let setup = move || kept.get();
    let empty = Signal::derive(move || {
        Position::from_fen(setup().variant, "W:W:B").expect("an empty board reads in every rule set")
    });
    let flipped = Signal::derive(move || orientation::flipped(setup().bottom, false));
    let asked = move || round.with(|r| r.as_ref().map(Round::asked));
    let prompt = move || {
        let s = setup();
        Some(match s.drill {
            Drill::Find => tr!(lang.get(), key::TRAINER_FIND_PROMPT, square = s.name(asked()?)),
            Drill::Name => tr!(lang.get(), key::TRAINER_NAME_PROMPT),
        })
    };
    let on_square = Callback::new(move |square: Square| {
        if setup().drill == Drill::Find {
            round.update(|r| {
                if let Some(r) = r {
                    // Once the time is up the tap counts for nothing.
                    let _ = r.tap(square, now_ms());
                }
            });
        }
    });
    let typed = RwSignal::new(String::new());
    let name_it = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = typed.get_untracked();
        round.update(|r| {
            if let Some(r) = r {
                let _ = r.name(&text, now_ms());
            }
        });
        typed.set(String::new());
    };
    // The name drill marks the square asked; after a miss in the find
    // drill, the square tapped (red) and the one asked (green).
    let highlights = Signal::derive(move || match setup().drill {
        Drill::Name => asked().into_iter().collect(),
        Drill::Find => Vec::new(),
    });
    let classes = Signal::derive(move || match round.with(|r| r.as_ref().and_then(Round::last)) {
        Some(TrainerAnswer::Wrong { asked, given: Some(given) }) if setup().drill == Drill::Find => {
            vec![(asked, "picked"), (given, "picked"), (given, "wrong")]
        }
        _ => Vec::new(),
    });
    let feedback = move || {
        let s = setup();
        round.with(|r| r.as_ref().and_then(Round::last)).map(|a| answer_text(a, &s, lang.get()))
    };
    let seconds =
        move || round.with(|r| r.as_ref().map_or(0.0, |r| r.ms_left(now.get()) / 1000.0)).ceil() as u32;
    let score = move || {
        let (right, wrong) = round.with(|r| r.as_ref().map_or((0, 0), |r| (r.right(), r.wrong())));
        tr!(lang.get(), key::TRAINER_SCORE, right = right, wrong = wrong)
    };
    let numeric = move || setup().names == SquareNames::Numbers;
    view! {
        <div class="trainer-round">
            <div class="trainer-bar">
                <p class="trainer-prompt" id="trainer-prompt" aria-live="polite">{prompt}</p>
                <p class="trainer-clock" id="trainer-clock" aria-label=move || tr!(lang.get(), key::TRAINER_TIME_LEFT, seconds = seconds())>
                    {move || tr!(lang.get(), key::TRAINER_TIME_LEFT, seconds = seconds())}
                </p>
            </div>
            <p class="trainer-score secondary" id="trainer-score">{score}</p>
            <div class="trainer-board">
                <Board position=empty may_move=false on_move=Callback::new(|_: Move| {}) flipped=flipped
                    highlights=highlights square_classes=classes on_square=on_square/>
            </div>
            <Show when=move || setup().drill == Drill::Name>
                <form class="trainer-answer" on:submit=name_it>
                    <label for="trainer-answer" class="visually-hidden">{move || tr!(lang.get(), key::TRAINER_ANSWER_LABEL)}</label>
                    <input id="trainer-answer" type="text" autocomplete="off" autocapitalize="off" spellcheck="false"
                        inputmode=move || if numeric() { "numeric" } else { "text" } maxlength="3"
                        prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev))/>
                    <button type="submit" id="trainer-submit">{move || tr!(lang.get(), key::TRAINER_SUBMIT)}</button>
                </form>
            </Show>
            <p class="trainer-feedback" id="trainer-feedback" role="status">{feedback}</p>
        </div>
    }
}

/// `/learn/notation/trainer`.
#[component]
pub fn NotationTrainerPage() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let records = persisted::<TrainerRecords>();
    let setup = RwSignal::new(TrainerSetup::new(ctx.variant.get_untracked()));
    // The rule set chosen in the header.
    Effect::new(move |_| {
        let variant = ctx.variant.get();
        if setup.with_untracked(|s| s.variant != variant) {
            setup.update(|s| *s = s.with_variant(variant));
        }
    });
    let round: RwSignal<Option<Round>> = RwSignal::new(None);
    let result: RwSignal<Option<RoundResult>> = RwSignal::new(None);
    let now = RwSignal::new(now_ms());
    if let Ok(h) = set_interval_with_handle(
        move || {
            let t = now_ms();
            now.set(t);
            let Some((setup, right, wrong)) = round.with_untracked(|r| {
                r.as_ref().filter(|r| r.is_over(t)).map(|r| (*r.setup(), r.right(), r.wrong()))
            }) else {
                return;
            };
            let new_best = records.try_update(|rec| rec.record(&setup, right)).unwrap_or(false);
            result.set(Some(RoundResult { right, wrong, new_best }));
            round.set(None);
        },
        Duration::from_millis(200),
    ) {
        on_cleanup(move || h.clear());
    }
    let start = Callback::new(move |_| {
        result.set(None);
        now.set(now_ms());
        round.set(Some(Round::new(setup.get_untracked(), now_ms(), random_seed())));
        // The form's button may sit low on a phone: the round starts at the top.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    let result_view = move || {
        let r = result.get()?;
        let l = lang.get();
        Some(view! {
            <div class="trainer-result" id="trainer-result" role="status">
                <p>{tr!(l, key::TRAINER_RESULT, right = r.right, wrong = r.wrong)}</p>
                {r.new_best.then(|| view! { <p class="trainer-new-best" id="trainer-new-best">{tr!(l, key::TRAINER_NEW_BEST)}</p> })}
            </div>
        })
    };
    view! {
        <section class="trainer">
            // A round has the screen to itself: the question, the clock, the board.
            <Show when=move || round.with(Option::is_some)
                fallback=move || view! {
                    <p class="crumbs"><A href="/learn">{move || ctx.t(Text::LearnTitle)}</A></p>
                    <h1>{move || tr!(lang.get(), key::TRAINER_TITLE)}</h1>
                    <p class="lead">{move || tr!(lang.get(), key::TRAINER_INTRO)}</p>
                    {result_view}
                    <TrainerForm setup=setup records=records start=start/>
                }>
                <TrainerRound round=round now=now/>
            </Show>
        </section>
    }
}
