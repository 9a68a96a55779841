//! `/review`: the game stored by "Review the game" (`damas.v2.review`,
//! [`ReviewGame`]) judged move by move in the worker ([`crate::kernel::ai`],
//! `AiTask::Judge`, one request per move so progress shows at once and
//! leaving the page stops it), shown as it comes: a progress bar, the
//! evaluation graph ([`graph::EvalGraph`]: tap a point to see that
//! position), the move list marked good / `?!` / `?` / `??`, a summary per
//! side, and for the move at the cursor its verdict, the better move and
//! what follows played out on the board, and the reasons in words with the
//! squares they name marked ([`detail::MoveDetail`]). "Find the better
//! move" ([`RetryPanel`]) replays the learner's mistakes as puzzles;
//! the unsolved ones join the puzzles page's missed queue.
//!
//! The logic is [`GameReview`] and [`crate::puzzles::retry::Retry`] (plain
//! Rust, tested natively); this module runs the worker and shows them.

mod detail;
mod graph;
mod moves;

use damas_engine::{Move, Position, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::A;

use crate::kernel::ai;
use crate::kernel::board::board_view::Board;
use crate::kernel::i18n::{review_texts as words, variant_name, Lang, Text};
use crate::kernel::storage::player_settings::Coords;
use crate::kernel::storage::{persisted, use_ctx, Ctx};
use crate::kernel::ticket::Tickets;
use crate::puzzles::{play_retry_in, Mistake, PuzzleProgress, Retry, RetryBox};
use crate::review::review_store::ReviewGame;
use crate::review::{Conclusion, GameReview};

/// The page's state, a `Copy` bundle passed to its parts.
#[derive(Clone, Copy)]
pub(crate) struct Rv {
    pub review: RwSignal<GameReview>,
    /// "Find the better move", while it is open.
    pub retry: RwSignal<Option<Retry>>,
    pub progress: RwSignal<PuzzleProgress>,
    /// The analysis stopped before the end (the worker failed or gave a
    /// verdict that does not fit): the page says so and offers to go on.
    pub stopped: RwSignal<bool>,
    pub tickets: Tickets,
    pub ctx: Ctx,
}

impl Rv {
    /// How moves and squares are named (the settings' coordinates).
    pub fn naming(self) -> words::Naming {
        words::Naming { algebraic: self.ctx.settings.with(|s| s.coords == Coords::Algebraic) }
    }

    /// Opens "find the better move" on the learner's mistakes so far.
    pub fn open_retry(self) {
        let mistakes = self.review.with_untracked(|r| {
            r.mistakes()
                .into_iter()
                .filter_map(|ply| {
                    let m = r.verdict(ply)?;
                    Mistake::new(r.position(ply), m.played, m.better.clone())
                })
                .collect::<Vec<_>>()
        });
        if !mistakes.is_empty() {
            self.retry.set(Some(Retry::new(mistakes)));
            show_board();
            // On a laptop the panel heads the side column, which may have
            // scrolled up out of sight (the move list was tapped below).
            bring_into_sight("#retry-panel", Reveal::FromAbove);
        }
    }

    /// Shows position `at` of the game (a move or a graph point tapped),
    /// bringing the board into sight.
    pub fn go_to(self, at: usize) {
        self.review.update(|r| r.go_to(at));
        show_board();
    }
}

/// On a phone the move list and the graph are below the board: bring the
/// board into sight when what it shows changes from there (only if it is
/// out of sight, so nothing jumps on a laptop).
pub(crate) fn show_board() {
    bring_into_sight(".review .board-wrap", Reveal::Whole);
}

/// What [`bring_into_sight`] scrolls for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reveal {
    /// The element is above the window or runs past its bottom.
    Whole,
    /// Only an element hidden above the window (under the sticky header).
    FromAbove,
}

/// On the next frame, scrolls the window so the element `selector` starts
/// just below the sticky header, if `reveal` says it is out of sight.
fn bring_into_sight(selector: &'static str, reveal: Reveal) {
    request_animation_frame(move || {
        let Some(el) = document().query_selector(selector).ok().flatten() else { return };
        let rect = el.get_bounding_client_rect();
        let height = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(f64::MAX);
        // Below the sticky header, not under it.
        let header = document()
            .query_selector("header")
            .ok()
            .flatten()
            .map_or(0.0, |h| h.get_bounding_client_rect().bottom().max(0.0));
        if rect.top() < header || (reveal == Reveal::Whole && rect.bottom() > height) {
            window().scroll_by_with_x_and_y(0.0, rect.top() - header - 4.0);
        }
    });
}

/// Judges the game's moves one by one in the worker until all are done,
/// the page is left (its tickets go stale) or an answer does not fit
/// (`stopped` is set: the page offers to go on).
fn analyse(rv: Rv) {
    let Rv { review, stopped, tickets, .. } = rv;
    let ticket = tickets.issue();
    stopped.set(false);
    spawn_local(async move {
        loop {
            let Some(Some((ply, request))) =
                review.try_with_untracked(|r| r.next_request().map(|q| (r.done(), q)))
            else {
                return;
            };
            let judged = ai::request_judgement(request, move || tickets.is_current(ticket)).await;
            if !tickets.is_current(ticket) {
                return;
            }
            let ok =
                judged.is_some_and(|j| review.try_update(|r| r.accept(ply, &j).is_ok()).unwrap_or(false));
            if !ok {
                let _ = stopped.try_set(true);
                return;
            }
        }
    });
}

/// `/review`.
#[component]
pub fn ReviewPage() -> impl IntoView {
    let ctx = use_ctx();
    let stored = persisted::<ReviewGame>();
    let progress = persisted::<PuzzleProgress>();
    on_cleanup(ai::cancel);
    let Some((game, learner)) = stored.with_untracked(ReviewGame::game) else {
        return view! {
            <section class="review">
                <h1>{move || ctx.t(Text::ReviewTitle)}</h1>
                <p class="message" id="review-empty">{move || ctx.t(Text::ReviewNoGame)}</p>
                <p><A href="/play">{move || ctx.t(Text::ReviewPlay)}</A></p>
            </section>
        }
        .into_any();
    };
    let (source, bottom) = stored.with_untracked(|s| (s.source.clone(), s.bottom));
    let variant = game.variant();
    if ctx.variant.get_untracked() != variant {
        ctx.set_variant(variant);
    }
    let review = GameReview::new(game, learner);
    let review = RwSignal::new(match bottom {
        Some(side) => review.drawn_from(side),
        None => review,
    });
    let rv = Rv {
        review,
        retry: RwSignal::new(None),
        progress,
        stopped: RwSignal::new(false),
        tickets: Tickets::new(),
        ctx,
    };
    ai::warm_up();
    analyse(rv);
    view! { <ReviewView rv=rv variant=variant source=source/> }.into_any()
}

/// `Brazilian · against a friend`.
fn title(variant: Variant, source: &str, l: Lang) -> String {
    let from = match source {
        "computer" => Text::ReviewFromComputer,
        "friend" => Text::ReviewFromFriend,
        "online" => Text::ReviewFromOnline,
        _ => Text::ReviewFromPdn,
    };
    format!("{} · {}", variant_name(variant, l), from.get(l))
}

#[component]
fn ReviewView(rv: Rv, variant: Variant, source: String) -> impl IntoView {
    let Rv { review, retry, ctx, .. } = rv;
    let retrying = Memo::new(move |_| retry.with(Option::is_some));
    let view_now = Memo::new(move |_| review.with(GameReview::board));
    let position = Memo::new(move |_| match retry.with(|r| r.as_ref().and_then(Retry::board)) {
        Some((pos, _)) => pos,
        None => view_now.with(|v| v.position),
    });
    let last_move = Signal::derive(move || match retry.with(|r| r.as_ref().and_then(Retry::board)) {
        Some((_, mv)) => mv,
        None => view_now.with(|v| v.last_move),
    });
    let highlights =
        Signal::derive(move || if retrying.get() { Vec::new() } else { view_now.with(|v| v.marks.clone()) });
    let arrows = Signal::derive(move || {
        if retrying.get() {
            Vec::new()
        } else {
            view_now.with(|v| v.arrow.into_iter().collect())
        }
    });
    let may_move = Signal::derive(move || retry.with(|r| r.as_ref().is_some_and(Retry::may_move)));
    let on_move = Callback::new(move |mv: Move| play_retry(rv, mv));
    let flipped = Signal::derive(move || {
        let turned = ctx.settings.with(|s| s.flip);
        review.with(|r| r.flipped(turned))
    });
    let heading = move || title(variant, &source, ctx.lang.get());
    view! {
        <section class="play review">
            <h1 class="review-title">{move || ctx.t(Text::ReviewTitle)}</h1>
            <div class="play-game">
                <div class="play-board">
                    <p class="play-heading">{heading}</p>
                    <div class="board-wrap">
                        <Board position=Signal::from(position) may_move=may_move on_move=on_move last_move=last_move
                            flipped=flipped highlights=highlights arrows=arrows
                            coords=Signal::derive(move || ctx.settings.with(|s| s.coords))
                            theme=Signal::derive(move || ctx.settings.with(|s| s.theme))
                            lang=Signal::from(ctx.lang)/>
                    </div>
                    {move || if retrying.get() {
                        view! { <RetryPanel rv=rv/> }.into_any()
                    } else {
                        view! { <detail::Stepper rv=rv/><detail::MoveDetail rv=rv/> }.into_any()
                    }}
                </div>
                <aside class="play-side review-side">
                    <ReviewProgress rv=rv/>
                    <graph::EvalGraph rv=rv/>
                    <Summary rv=rv/>
                    <moves::MarkedMoves rv=rv/>
                </aside>
            </div>
        </section>
    }
}

/// The progress bar while the worker judges, then "analysis complete".
#[component]
fn ReviewProgress(rv: Rv) -> impl IntoView {
    let Rv { review, ctx, .. } = rv;
    let counts = Memo::new(move |_| review.with(|r| (r.done(), r.total())));
    move || {
        let l = ctx.lang.get();
        let (done, total) = counts.get();
        if done == total {
            return view! { <p class="review-progress done" id="review-done" role="status">{Text::ReviewDone.get(l)}</p> }
                .into_any();
        }
        if rv.stopped.get() {
            return view! {
                <div class="review-progress" role="alert" id="review-stopped">
                    <p>{Text::ReviewStopped.get(l)}</p>
                    <button on:click=move |_| analyse(rv)>{Text::RetryAgain.get(l)}</button>
                </div>
            }
            .into_any();
        }
        view! {
            <div class="review-progress" role="status">
                <label for="review-bar">{words::progress(l, done, total)}</label>
                <progress id="review-bar" max=total value=done></progress>
            </div>
        }
        .into_any()
    }
}

/// Per side: inaccuracies, mistakes, blunders, average loss; and "find
/// the better move".
#[component]
fn Summary(rv: Rv) -> impl IntoView {
    let Rv { review, retry, ctx, .. } = rv;
    let mistakes = Memo::new(move |_| review.with(|r| r.mistakes().len()));
    let rows = move || {
        let l = ctx.lang.get();
        [damas_engine::Color::White, damas_engine::Color::Black]
            .into_iter()
            .map(|side| {
                let s = review.with(|r| r.summary(side));
                let you = review.with(|r| r.learner() == Some(side));
                let name = words::summary_side(l, side, you);
                view! {
                    <tr data-side=side.to_string()>
                        <th scope="row">{name}</th>
                        <td>{s.inaccuracies}</td>
                        <td>{s.mistakes}</td>
                        <td class="blunders">{s.blunders}</td>
                        <td>{words::men(s.average_loss, l)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <h2>{move || ctx.t(Text::ReviewSummary)}</h2>
        <table class="review-summary">
            <thead><tr>
                <th></th>
                <th scope="col"><abbr title=move || ctx.t(Text::ReviewInaccuracies)>"?!"</abbr></th>
                <th scope="col"><abbr title=move || ctx.t(Text::ReviewMistakes)>"?"</abbr></th>
                <th scope="col"><abbr title=move || ctx.t(Text::ReviewBlunders)>"??"</abbr></th>
                <th scope="col">{move || ctx.t(Text::ReviewAverageLoss)}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
        <p class="review-legend secondary small">
            "?! " {move || ctx.t(Text::ReviewInaccuracies)} " · ? " {move || ctx.t(Text::ReviewMistakes)}
            " · ?? " {move || ctx.t(Text::ReviewBlunders)}
        </p>
        <div class="review-retry">
            {move || {
                let l = ctx.lang.get();
                match review.with(GameReview::conclusion) {
                    Conclusion::NoMistakes => {
                        view! { <p class="secondary" id="review-no-mistakes">{Text::ReviewNoMistakes.get(l)}</p> }.into_any()
                    }
                    Conclusion::LostAt { loser, turn } => lost_without_mistakes(rv, loser, None, Some(turn)),
                    Conclusion::Outplayed { loser, start, turn } => lost_without_mistakes(rv, loser, Some(start), turn),
                    Conclusion::Pending | Conclusion::Mistakes(_) => {
                        let n = mistakes.get();
                        view! {
                            <button class="primary" id="find-better" disabled=move || n == 0 || retry.with(Option::is_some)
                                on:click=move |_| rv.open_retry()>{words::find_better(l, n)}</button>
                        }
                        .into_any()
                    }
                }
            }}
        </div>
    }
}

/// A game the learner lost with no move marked a mistake: where the score
/// fell most (with a button to that move), or that the opponent was
/// stronger from the start (`start`: the score at the first move, given
/// unless the fall at `turn` was decisive).
fn lost_without_mistakes(
    rv: Rv,
    loser: damas_engine::Color,
    start: Option<i32>,
    turn: Option<damas_engine::teaching::TurningPoint>,
) -> AnyView {
    let l = rv.ctx.lang.get_untracked();
    let text = rv.review.with_untracked(|r| {
        let at = turn.map(|t| {
            let pos = r.position(t.ply);
            let mv = r.game().moves()[t.ply];
            (words::numbered(t.ply, &move_text(rv, &pos, &mv)), t.before, t.after)
        });
        let at = at.as_ref().map(|(text, before, after)| (text.as_str(), *before, *after));
        words::lost_without_mistakes(l, loser, start.unwrap_or(0), at, start.is_none())
    });
    view! {
        <p class="review-lost" id="review-lost">{text}</p>
        {turn.map(|t| view! {
            <button id="review-turning" on:click=move |_| rv.go_to(t.ply)>{Text::ReviewGoToMove.get(l)}</button>
        })}
    }
    .into_any()
}

/// The text of `mv` played from `pos`, named as the settings say.
pub(crate) fn move_text(rv: Rv, pos: &Position, mv: &Move) -> String {
    rv.naming().move_text(pos, mv)
}

/// "Review the game": stores the game (`damas.v2.review`) and opens
/// `/review`. Shown while `game` has a game with at least one move.
#[component]
pub(crate) fn ReviewButton(
    #[prop(into)] game: Signal<Option<ReviewGame>>,
    #[prop(optional)] primary: bool,
) -> impl IntoView {
    let ctx = use_ctx();
    let navigate = leptos_router::hooks::use_navigate();
    let open = move |_| {
        let Some(to_review) = game.get_untracked() else { return };
        crate::kernel::storage::with_store(|s| s.save(&to_review));
        navigate("/review", Default::default());
    };
    move || {
        let has_moves =
            game.with(|g| g.as_ref().and_then(|r| r.game.as_ref()).is_some_and(|g| !g.moves.is_empty()));
        has_moves.then(|| {
            let open = open.clone();
            view! {
                <button class=if primary { "primary review-open" } else { "review-open" } on:click=open>
                    {ctx.t(Text::ReviewButton)}
                </button>
            }
        })
    }
}

/// The learner tries `mv` in "find the better move".
fn play_retry(rv: Rv, mv: Move) {
    play_retry_in(rv.retry, rv.progress, mv);
}

/// The panel of "find the better move" under the board.
#[component]
fn RetryPanel(rv: Rv) -> impl IntoView {
    let Rv { retry, progress, .. } = rv;
    view! { <RetryBox retry=retry progress=progress on_done=Callback::new(move |_| retry.set(None))/> }
}
