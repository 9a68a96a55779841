//! "Find the better move": the panel under the board while the learner
//! replays mistakes ([`Retry`]), the worker judging moves other than the
//! engine's and the mistake itself; each result stored in the puzzle
//! progress as it is decided. Also the page of one kept mistake, opened
//! from the puzzles page's missed queue (`/puzzles/game-…`).

use damas_engine::Move;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

use crate::kernel::ai;
use crate::kernel::board::board_view::Board;
use crate::kernel::board::orientation;
use crate::kernel::i18n::{review_texts as words, Text};
use crate::kernel::storage::{persisted, use_ctx};
use crate::puzzles::puzzle_store::{GameMistake, PuzzleProgress};
use crate::puzzles::retry::{Attempt, Mistake, Retry};
use crate::puzzles::{day_number, Grade};

/// Stores what the retry decided since the last call.
fn store(retry: RwSignal<Option<Retry>>, progress: RwSignal<PuzzleProgress>) {
    let record = retry.try_update(|r| r.as_mut().and_then(Retry::to_record)).flatten();
    save(progress, record);
}

fn save(progress: RwSignal<PuzzleProgress>, record: Option<(GameMistake, Grade, bool)>) {
    if let Some((mistake, grade, first)) = record {
        let today = day_number(js_sys::Date::now());
        progress.update(|p| p.record_game_mistake(&mistake, grade, today, first));
    }
}

/// The learner tries `mv`: decided at once, or judged in the worker.
pub fn play_in(retry: RwSignal<Option<Retry>>, progress: RwSignal<PuzzleProgress>, mv: Move) {
    let request = retry.try_update(|r| r.as_mut().and_then(|r| r.play(&mv))).flatten();
    store(retry, progress);
    let Some(request) = request else { return };
    spawn_local(async move {
        let judged =
            ai::request_judgement(request.clone(), move || retry.try_with_untracked(|_| ()).is_some()).await;
        let verdict = judged.and_then(|j| {
            request.game().ok().and_then(|(before, played)| j.to_review(&before, &played).ok())
        });
        let _ = retry.try_update(|r| {
            if let Some(r) = r.as_mut() {
                r.judged(&mv, verdict.as_ref());
            }
        });
        store(retry, progress);
    });
}

/// The retry's text and buttons; `on_done` closes it.
#[component]
pub fn RetryBox(
    retry: RwSignal<Option<Retry>>,
    progress: RwSignal<PuzzleProgress>,
    on_done: Callback<()>,
) -> impl IntoView {
    let ctx = crate::kernel::storage::use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let state =
        Memo::new(move |_| retry.with(|r| r.as_ref().map(|r| (r.attempt(), r.number(), r.is_finished()))));
    let next = move |_| {
        let record = retry.try_update(|r| r.as_mut().and_then(Retry::advance)).flatten();
        save(progress, record);
    };
    let show = move |_| {
        retry.update(|r| {
            if let Some(r) = r.as_mut() {
                r.show();
            }
        });
        store(retry, progress);
    };
    let best_text = move || {
        retry.with(|r| {
            let m = r.as_ref()?.current()?;
            let naming = words::Naming {
                algebraic: ctx
                    .settings
                    .with(|s| s.coords == crate::kernel::storage::player_settings::Coords::Algebraic),
            };
            Some(naming.line(&m.position, &m.better))
        })
    };
    move || {
        let l = ctx.lang.get();
        let Some((attempt, (number, total), finished)) = state.get() else { return ().into_any() };
        if finished {
            let (_, solved) = retry.with(|r| r.as_ref().map_or((0, 0), Retry::score));
            return view! {
                <div class="retry-panel" id="retry-panel" data-state="finished">
                    <p><strong>{words::retry_score(l, solved, total)}</strong></p>
                    <div class="review-line-buttons">
                        <button class="primary" id="retry-back" on:click=move |_| on_done.run(())>{t(Text::RetryBack)}</button>
                        <A href="/puzzles">{t(Text::NavPuzzles)}</A>
                    </div>
                </div>
            }
            .into_any();
        }
        let (state_id, message) = match attempt {
            Attempt::Waiting => ("waiting", Text::RetryPrompt.get(l).to_string()),
            Attempt::Judging(_) => ("judging", Text::RetryJudging.get(l).to_string()),
            Attempt::Solved(_) => ("solved", Text::RetrySolved.get(l).to_string()),
            Attempt::Wrong(..) => ("wrong", Text::RetryWrong.get(l).to_string()),
            Attempt::Shown => {
                ("shown", format!("{}: {}", Text::RetryShow.get(l), best_text().unwrap_or_default()))
            }
        };
        let decided = matches!(attempt, Attempt::Solved(_) | Attempt::Shown);
        view! {
            <div class="retry-panel" id="retry-panel" data-state=state_id role="status">
                <p class="retry-number">{words::retry_number(l, number, total)}</p>
                <p class="retry-message">{message}</p>
                <div class="review-line-buttons">
                    {matches!(attempt, Attempt::Wrong(..)).then(|| view! {
                        <button id="retry-again" on:click=move |_| retry.update(|r| { if let Some(r) = r.as_mut() { r.try_again() } })>
                            {t(Text::RetryAgain)}
                        </button>
                    })}
                    {(!decided).then(|| view! {
                        <button id="retry-show" disabled=matches!(attempt, Attempt::Judging(_)) on:click=show>{t(Text::RetryShow)}</button>
                    })}
                    {decided.then(|| view! { <button class="primary" id="retry-next" on:click=next>{t(Text::RetryNext)}</button> })}
                    <button id="retry-close" on:click=move |_| on_done.run(())>{t(Text::RetryBack)}</button>
                </div>
            </div>
        }
        .into_any()
    }
}

/// `/puzzles/game-…`: one kept mistake from the learner's games, replayed
/// from the puzzles due again today; "next" goes on to the next one due of
/// its rule set.
#[component]
pub fn GameMistakePage(id: String) -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let progress = persisted::<PuzzleProgress>();
    on_cleanup(ai::cancel);
    let mistake =
        progress.with_untracked(|p| p.game_mistake(&id).cloned()).and_then(|m| Mistake::from_stored(&m).ok());
    let Some(mistake) = mistake else {
        return view! {
            <div class="puzzles">
                <p class="message" id="retry-gone">{t(Text::RetryGone)}</p>
                <p><A href="/puzzles">{t(Text::PuzzleBack)}</A></p>
            </div>
        }
        .into_any();
    };
    let variant = mistake.position.variant();
    if ctx.variant.get_untracked() != variant {
        ctx.set_variant(variant);
    }
    let learner = mistake.position.side_to_move();
    let retry = RwSignal::new(Some(Retry::new(vec![mistake])));
    let board = Memo::new(move |_| retry.with(|r| r.as_ref().and_then(Retry::board)));
    let position = Signal::derive(move || {
        board.with(|b| b.map(|b| b.0)).unwrap_or_else(|| damas_engine::Position::start(variant))
    });
    let last_move = Signal::derive(move || board.with(|b| b.and_then(|b| b.1)));
    let may_move = Signal::derive(move || retry.with(|r| r.as_ref().is_some_and(Retry::may_move)));
    let on_move = Callback::new(move |mv: Move| play_in(retry, progress, mv));
    let flipped = Signal::derive(move || orientation::flipped(learner, ctx.settings.with(|s| s.flip)));
    let navigate = use_navigate();
    let on_done = Callback::new(move |_| {
        let today = day_number(js_sys::Date::now());
        let next = progress.with_untracked(|p| {
            p.due(variant, today)
                .into_iter()
                .filter(|m| {
                    *m != id && (m.starts_with("game-") || crate::puzzles::find(variant, m).is_some())
                })
                .find(|m| *m > id.as_str())
                .map(str::to_string)
        });
        match next {
            Some(n) => navigate(&format!("/puzzles/{n}?queue=due"), NavigateOptions::default()),
            None => navigate("/puzzles", NavigateOptions::default()),
        }
    });
    view! {
        <div class="puzzle-page game-mistake">
            <p class="crumbs"><A href="/puzzles">{t(Text::PuzzleBack)}</A></p>
            <h1>{t(Text::RetryFromGame)}</h1>
            <p class="puzzle-meta"><span class="badge">{move || crate::kernel::i18n::variant_name(variant, ctx.lang.get())}</span></p>
            <div class="board-wrap">
                <Board position=position may_move=may_move on_move=on_move last_move=last_move flipped=flipped
                    coords=Signal::derive(move || ctx.settings.with(|s| s.coords))
                    theme=Signal::derive(move || ctx.settings.with(|s| s.theme))
                    lang=Signal::from(ctx.lang)/>
            </div>
            <RetryBox retry=retry progress=progress on_done=on_done/>
        </div>
    }
    .into_any()
}
