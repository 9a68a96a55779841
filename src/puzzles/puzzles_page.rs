//! `/puzzles` and `/puzzles/:id`.
//!
//! `/puzzles`: two tabs for the page's rule set (the header's, unless
//! another is picked here). Tactics (the default): today's puzzle card first
//! (the first thing on a phone), the day streak and the Glicko-2 rating, the
//! history with the puzzles due again today (a missed one comes back after
//! 1, 3 and 7 days: [`crate::puzzles::Revisit`]), the past days'
//! puzzles, and the tactics of a theme a page at a time ([`crate::puzzles::listing`]: "show
//! more"). Rule drills (`?tab=drills`): their own progress (right first
//! time, the ones due again today) and list, never rated. `/puzzles/:id`
//! solves one puzzle ([`PuzzleSolver`]); `?theme=<id>` keeps the filter for
//! "next", and `?queue=due` makes "next" the next puzzle due today.
//!
//! The page's parts are components under `pages/puzzles/` (today's card,
//! the figures, the history, the past days, the motifs' dashboard, the
//! filter and the tiles; a motif's own page); what they show is worked out
//! in plain, natively tested Rust ([`crate::puzzles::overview`],
//! [`crate::puzzles::motifs`], [`crate::puzzles::listing`]).
//!
//! The data is [`crate::puzzles`], fetched a rule set at a time
//! ([`load_rule_set`]: "loading", then the page, or a clear message and
//! "try again" when offline and never cached); the progress
//! `damas.v2.puzzles` ([`PuzzleProgress`]; a migration notice shows once).

use damas_engine::teaching::Kind;
use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_navigate, use_params_map, use_query_map};
use leptos_router::NavigateOptions;

mod daily_card;
mod filter_chips;
mod history_panel;
mod motif_dashboard;
mod motif_page;
mod past_days;
mod puzzle_solver;
mod puzzle_stats;
mod puzzle_tiles;
mod refutation_search;
mod run_page;
mod solution_explained;
mod solver;
mod solver_actions;

pub use motif_page::MotifPage;
use run_page::{run_url, title as run_title};
pub use run_page::{StormPage, StreakPage};

use daily_card::DailyCard;
use filter_chips::FilterChips;
use history_panel::HistoryPanel;
use motif_dashboard::MotifDashboard;
use past_days::{PastDays, ARCHIVE_DAYS};
use puzzle_solver::PuzzleSolver;
use puzzle_stats::{DrillStats, PuzzleStats};
use puzzle_tiles::PuzzleTiles;

use crate::kernel::i18n::format::date_short;
use crate::kernel::i18n::key;
use crate::kernel::i18n::{puzzle_title, theme_name, variant_name, Lang, Text};
use crate::kernel::storage::{persisted, use_ctx};
use crate::kernel::widgets::enum_select::EnumSelect;
use crate::puzzles::catalog::catalog_of;
use crate::puzzles::daily::{day_date, day_of};
use crate::puzzles::files::{load_rule_set, rule_set_loaded, LoadError};
use crate::puzzles::filter::Filter;
use crate::puzzles::overview::next_after;
use crate::puzzles::puzzle_store::{Notice, PuzzleProgress};
use crate::puzzles::retry_panel::GameMistakePage;
use crate::puzzles::{day_number, find, Day, Entry, Grade, RunKind, RunRecords};
use crate::tr;

/// Today, as a UTC day.
fn today() -> Day {
    day_number(js_sys::Date::now())
}

/// The rule set of a puzzle id (`brazilian-0007` → Brazilian).
fn variant_of(id: &str) -> Option<Variant> {
    Variant::ALL.into_iter().find(|v| id.strip_prefix(v.id()).is_some_and(|rest| rest.starts_with('-')))
}

fn puzzle_url(id: &str, filter: Filter, due: bool) -> String {
    let mut q = filter.query();
    if due {
        q.push("queue=due".to_string());
    }
    if q.is_empty() {
        format!("/puzzles/{id}")
    } else {
        format!("/puzzles/{id}?{}", q.join("&"))
    }
}

/// Where a page's puzzle files are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Load {
    Loading,
    Ready,
    Failed(LoadError),
}

/// The state of a rule set's files, `result` being the latest answer of
/// [`load_rule_set`] (possibly for another rule set).
fn load_state(variant: Variant, result: Option<Result<Variant, LoadError>>) -> Load {
    if rule_set_loaded(variant) {
        return Load::Ready;
    }
    match result {
        Some(Err(e)) => Load::Failed(e),
        _ => Load::Loading,
    }
}

/// "Loading", or why the puzzles are not there with "try again".
fn load_status(state: Load, lang: Lang, retry: impl Fn() + 'static) -> AnyView {
    let text = match state {
        Load::Ready | Load::Loading => {
            return view! { <p class="message" id="puzzles-loading" role="status">{Text::PuzzlesLoading.get(lang)}</p> }
                .into_any()
        }
        Load::Failed(LoadError::Offline) => Text::PuzzlesOffline,
        Load::Failed(LoadError::NotFound(_)) => Text::PuzzlesLoadFailed,
    };
    view! {
        <div class="message" id="puzzles-load-error" role="alert">
            <p>{text.get(lang)}</p>
            <button class="button" id="puzzles-retry" on:click=move |_| retry()>{Text::PuzzlesRetryLoad.get(lang)}</button>
        </div>
    }
    .into_any()
}

fn result_text(o: Grade) -> Text {
    match o {
        Grade::Clean => Text::PuzzlesResultClean,
        Grade::Helped => Text::PuzzlesResultHelped,
        Grade::Failed => Text::PuzzlesResultFailed,
    }
}

fn result_class(o: Option<Grade>) -> &'static str {
    match o {
        Some(Grade::Clean) => "clean",
        Some(Grade::Helped) => "helped",
        Some(Grade::Failed) => "failed",
        None => "new",
    }
}

fn stars(difficulty: u8) -> String {
    (1..=5).map(|i| if i <= difficulty { '★' } else { '☆' }).collect()
}

fn themes_line(entry: &Entry, lang: Lang) -> String {
    entry.puzzle.themes.iter().map(|&t| theme_name(t, lang)).collect::<Vec<_>>().join(" · ")
}

/// `/puzzles`.
/// The filter a page's address names (`?theme=…&band=…&origin=…`).
fn filter_of(query: &leptos_router::params::ParamsMap) -> Filter {
    Filter::from_query(
        query.get("theme").as_deref(),
        query.get("band").as_deref(),
        query.get("origin").as_deref(),
    )
}

#[component]
pub fn PuzzlesPage() -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let t = move |text: Text| move || ctx.t(text);
    let progress = persisted::<PuzzleProgress>();
    let query = use_query_map();
    let today = today();

    // The page's rule set follows the header's unless picked here.
    let variant = RwSignal::new(ctx.variant.get_untracked());
    // The tab: tactics, or rule drills (`?tab=drills`).
    let kind = Memo::new(move |_| {
        if query.with(|q| q.get("tab").as_deref() == Some("drills")) {
            Kind::Drill
        } else {
            Kind::Tactic
        }
    });
    let cat = move || catalog_of(variant.get(), kind.get());
    // The rule set's puzzle files, fetched when the page or the rule set
    // changes (at once when already loaded).
    let files = LocalResource::new(move || load_rule_set(variant.get()));
    let state = Memo::new(move |_| load_state(variant.get(), files.get()));
    let filter = RwSignal::new(query.with_untracked(filter_of));
    Effect::new(move |prev: Option<Variant>| {
        let v = ctx.variant.get();
        if prev.is_some_and(|p| p != v) {
            variant.set(v);
            filter.set(Filter::default());
        }
        v
    });
    Effect::new(move |prev: Option<Kind>| {
        let k = kind.get();
        if prev.is_some_and(|p| p != k) {
            filter.set(Filter::default());
        }
        k
    });

    let cat_signal = Signal::derive(cat);

    let notice = move || {
        let l = lang.get();
        let text = match progress.with(|p| p.notice)? {
            Notice::RatingReset => Text::PuzzlesMigratedRating,
            Notice::ProgressReset => Text::PuzzlesMigratedReset,
        };
        Some(view! {
            <div class="notice" id="puzzles-notice" role="status">
                <span>{text.get(l)}</span>
                <button class="button secondary" on:click=move |_| progress.update(|p| p.notice = None)>
                    {Text::NoticeDismiss.get(l)}
                </button>
            </div>
        })
    };

    view! {
        <div class="puzzles">
            <div class="puzzles-head">
            <h1>{t(Text::PuzzlesTitle)}</h1>
            <label class="puzzles-ruleset">
                <span class="puzzles-ruleset-label">{t(Text::PuzzlesRuleSet)}</span>
                <EnumSelect id="puzzles-variant" value=variant
                    on_change=Callback::new(move |v| {
                        variant.set(v);
                        filter.set(Filter::default());
                    })
                    label=Callback::new(move |v| {
                        state.track();
                        let name = variant_name(v, lang.get());
                        if rule_set_loaded(v) { format!("{name} ({})", catalog_of(v, kind.get()).len()) } else { name.to_string() }
                    })/>
            </label>
            </div>
            {notice}
            <nav class="puzzle-tabs" role="tablist">
                <A href="/puzzles" attr:id="tab-tactics" attr:role="tab"
                    attr:class=move || if kind.get() == Kind::Tactic { "tab on" } else { "tab" }
                    attr:aria-selected=move || (kind.get() == Kind::Tactic).to_string()>
                    {t(Text::PuzzlesTabTactics)}
                </A>
                <A href="/puzzles?tab=drills" attr:id="tab-drills" attr:role="tab"
                    attr:class=move || if kind.get() == Kind::Drill { "tab on" } else { "tab" }
                    attr:aria-selected=move || (kind.get() == Kind::Drill).to_string()>
                    {t(Text::PuzzlesTabDrills)}
                </A>
            </nav>
            <Show when=move || state.get() == Load::Ready
                fallback=move || move || load_status(state.get(), lang.get(), move || files.refetch())>
            {move || match kind.get() {
                Kind::Tactic => view! {
                    <div class="puzzles-top">
                        <DailyCard variant=variant progress=progress today=today/>
                        <PuzzleStats variant=variant progress=progress today=today/>
                    </div>
                    <RunLinks variant=variant/>
                    <div class="puzzles-grid">
                        <section class="puzzles-history">
                            <h2>{t(Text::PuzzlesHistory)}</h2>
                            <HistoryPanel catalog=cat_signal progress=progress today=today/>
                        </section>
                        <section class="puzzles-archive">
                            <h2>{t(Text::PuzzlesArchive)}</h2>
                            <ul class="archive-list"><PastDays variant=variant progress=progress today=today/></ul>
                        </section>
                    </div>
                    <MotifDashboard variant=variant progress=progress/>
                }
                .into_any(),
                Kind::Drill => view! {
                    <section class="drills-top" id="drills">
                        <p class="secondary">{t(Text::DrillsLead)}</p>
                        <DrillStats catalog=cat_signal progress=progress/>
                        <HistoryPanel catalog=cat_signal progress=progress today=today/>
                    </section>
                }
                .into_any(),
            }}
            <section class="puzzles-browse">
                <h2>{move || if kind.get() == Kind::Drill { ctx.t(Text::DrillsList) } else { ctx.t(Text::PuzzlesList) }}</h2>
                <Show when=move || kind.get() == Kind::Tactic>
                    <p class="secondary">{t(Text::PuzzlesLead)}</p>
                </Show>
                <FilterChips catalog=cat_signal filter=filter/>
                <PuzzleTiles catalog=cat_signal filter=filter progress=progress/>
            </section>
            </Show>
        </div>
    }
}

/// The links to Puzzle Streak and Puzzle Storm, with their records in
/// the page's rule set.
#[component]
fn RunLinks(#[prop(into)] variant: Signal<Variant>) -> impl IntoView {
    let lang = use_ctx().lang;
    let records = persisted::<RunRecords>();
    let link = move |kind: RunKind| {
        let l = lang.get();
        let best = records.with(|r| r.best(variant.get(), kind));
        view! {
            <li>
                <A href=run_url(kind) attr:class="button secondary" attr:id=format!("open-{}", kind.id())>{tr!(l, run_title(kind))}</A>
                {best.map(|b| view! { <span class="small secondary">" "{tr!(l, key::RUN_BEST, score = b)}</span> })}
            </li>
        }
    };
    view! {
        <section class="puzzle-runs" id="puzzle-runs">
            <h2>{move || tr!(lang.get(), key::RUN_HEADING)}</h2>
            <ul class="run-links">{move || RunKind::ALL.map(link)}</ul>
        </section>
    }
}

/// `/puzzles/:id`.
#[component]
pub fn PuzzlePage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let lang = ctx.lang;
    let params = use_params_map();
    let query = use_query_map();
    let navigate = use_navigate();
    let progress = persisted::<PuzzleProgress>();
    let today = today();

    let rule_set = Memo::new(move |_| variant_of(&params.read().get("id").unwrap_or_default()));
    let files = LocalResource::new(move || {
        let v = rule_set.get();
        async move {
            match v {
                Some(v) => load_rule_set(v).await.map(Some),
                None => Ok(None),
            }
        }
    });
    let state = Memo::new(move |_| match (rule_set.get(), files.get()) {
        (Some(v), result) => load_state(v, result.map(|r| r.map(|_| v))),
        (None, _) => Load::Ready,
    });
    let entry = Memo::new(move |_| {
        state.track();
        let id = params.read().get("id").unwrap_or_default();
        variant_of(&id).and_then(|v| find(v, &id))
    });
    // A mistake from the learner's games (`game-…`, see `crate::puzzles::puzzle_store::GameMistake`).
    let game_id = Memo::new(move |_| params.read().get("id").filter(|id| id.starts_with("game-")));

    move || {
        if let Some(id) = game_id.get() {
            return view! { <GameMistakePage id=id/> }.into_any();
        }
        let st = state.get();
        if st != Load::Ready {
            return view! { <div class="puzzles">{load_status(st, lang.get(), move || files.refetch())}</div> }.into_any();
        }
        let Some(e) = entry.get() else {
            return view! {
                <div class="puzzles">
                    <p class="message">{t(Text::PuzzleNotFound)}</p>
                    <p><A href="/puzzles">{t(Text::PuzzleBack)}</A></p>
                </div>
            }
            .into_any();
        };
        let v = e.puzzle.variant;
        let filter = query.with_untracked(filter_of);
        let due = query.with_untracked(|q| q.get("queue").as_deref() == Some("due"));
        // A puzzle missed in a run, replayed: not rated, "next" goes back.
        let run = query.with_untracked(|q| q.get("run").and_then(|r| RunKind::parse(&r)));
        let daily_day = day_of(v, e.id(), today, 1);
        let is_daily = daily_day == Some(today);
        let past_daily = day_of(v, e.id(), today, ARCHIVE_DAYS + 1).filter(|&d| d != today);
        let nav = navigate.clone();
        let on_next = Callback::new(move |_| {
            if let Some(kind) = run {
                return nav(&run_url(kind), NavigateOptions::default());
            }
            let c = catalog_of(v, e.puzzle.kind);
            match progress.with_untracked(|p| next_after(c, p, e.id(), filter, due, today)) {
                Some(id) => nav(&puzzle_url(&id, filter, due), NavigateOptions::default()),
                None => nav("/puzzles", NavigateOptions::default()),
            }
        });
        let back = match run {
            Some(kind) => run_url(kind),
            None if e.puzzle.kind == Kind::Drill => "/puzzles?tab=drills".to_string(),
            None => "/puzzles".to_string(),
        };
        let head = move || {
            let l = lang.get();
            // The short date: the badge stays one line on a 320 px phone.
            let day = if is_daily { Some(today) } else { past_daily };
            let tag = day.map(|d| format!("{} · {}", Text::PuzzlesDaily.get(l), date_short(l, day_date(d))));
            view! {
                <p class="crumbs"><A href=back.clone()>{if run.is_some() { tr!(l, key::RUN_BACK) } else { Text::PuzzleBack.get(l).to_string() }}</A></p>
                <h1>{puzzle_title(l, e.puzzle.kind, e.number())}</h1>
                <p class="puzzle-meta">
                    <span class="badge">{variant_name(v, l)}</span>
                    " "{tag.map(|s| view! { <span class="badge daily">{s}</span> })}
                    " "<span class="secondary">{themes_line(e, l)}</span>
                    " "<span class="difficulty" role="img" aria-label=format!("{}: {}/5", Text::PuzzleDifficulty.get(l), e.puzzle.difficulty)>{stars(e.puzzle.difficulty)}</span>
                </p>
                {e.human.map(|g| view! {
                    <p class="puzzle-source secondary" id="puzzle-source" data-game=g.game>
                        {g.source_text(l)}
                    </p>
                })}
                {run.map(|_| view! { <p class="notice" id="run-replay-note">{tr!(l, key::RUN_REPLAY_NOTE)}</p> })}
            }
        };
        view! {
            <div class="puzzle-page" data-id=e.id().to_string() data-daily=is_daily.to_string()>
                {head}
                <PuzzleSolver entry=e today=today daily=is_daily && run.is_none() progress=progress on_next=on_next rated=run.is_none()/>
            </div>
        }
        .into_any()
    }
}
