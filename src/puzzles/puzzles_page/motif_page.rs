//! `/puzzles/motif/:theme`: one motif explained — what it is, how to spot
//! it, what the rule set changes about it — with the rule set's easiest
//! puzzle of it drawn as a diagram (its solution behind "show"), a button
//! to solve it and one to train the motif (its puzzles one after another),
//! and the learner's progress on it. The rule set is `?rules=<id>`, else
//! the header's.

use damas_engine::teaching::Theme;
use damas_engine::Variant;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::motif_dashboard::MotifDashboard;
use super::{load_state, load_status, puzzle_url, stars, Load};
use crate::kernel::board::diagram_view::RuleDiagram;
use crate::kernel::board::diagrams::Diagram;
use crate::kernel::i18n::rule_texts::Caption;
use crate::kernel::i18n::{key, motif_count, theme_name, variant_name, Lang, Text};
use crate::kernel::storage::{persisted, use_ctx};
use crate::puzzles::files::load_rule_set;
use crate::puzzles::filter::Filter;
use crate::puzzles::motif_texts::{motif_about, motif_rule_note};
use crate::puzzles::motifs::{example, MOTIFS};
use crate::puzzles::overview::next_unsolved;
use crate::puzzles::puzzle_store::PuzzleProgress;
use crate::puzzles::{catalog, Entry};

/// The example's diagram: its start, no arrow, and who is to play.
fn example_diagram(entry: &Entry) -> Diagram {
    let dark = entry.start.side_to_move() != damas_engine::Color::White;
    Diagram {
        position: entry.start,
        moves: Vec::new(),
        marked: Vec::new(),
        caption: Caption::ToPlayAndWin { dark },
    }
}

/// The solution as it is written: `1. 26-22 28x26 2. 23x21`.
fn solution_text(entry: &Entry) -> String {
    entry.puzzle.solution.join(" ")
}

/// Where "train this motif" goes: the first of its puzzles `filter` keeps
/// (the motif's, or its puzzles from real games) not yet solved cleanly,
/// with the filter kept for "next".
fn training_url(variant: Variant, filter: Filter, progress: &PuzzleProgress) -> String {
    let c = catalog(variant);
    next_unsolved(c, progress, filter).or_else(|| c.filtered(filter).next()).map_or_else(
        || format!("/puzzles?{}", filter.query().join("&")),
        |e| puzzle_url(e.id(), filter, false),
    )
}

fn motif_body(
    theme: Theme,
    variant: Variant,
    lang: Lang,
    progress: RwSignal<PuzzleProgress>,
) -> impl IntoView {
    let [what, spot] = motif_about(theme, lang);
    let note = motif_rule_note(theme, variant, lang);
    let c = catalog(variant);
    let count = c.with_theme(Some(theme)).count();
    let shown = example(c, theme).map(|e| {
        let url = puzzle_url(e.id(), Filter::of_theme(theme), false);
        let train = progress.with_untracked(|p| training_url(variant, Filter::of_theme(theme), p));
        // Its puzzles from games people played, where the rule set has some.
        let human = Filter { human: true, ..Filter::of_theme(theme) };
        let from_games = c.filtered(human).count();
        let train_human = (from_games > 0).then(|| {
            let url = progress.with_untracked(|p| training_url(variant, human, p));
            let label = crate::tr!(lang, key::PUZZLES_ORIGIN_HUMAN, count = from_games);
            view! { <A href=url attr:class="button secondary" attr:id="motif-train-human">{label}</A> }
        });
        view! {
            <section class="motif-example" id="motif-example" data-id=e.id().to_string()>
                <h2>{Text::MotifExample.get(lang)}</h2>
                <RuleDiagram diagram=example_diagram(e)/>
                <p class="secondary small">
                    <span class="difficulty" role="img" aria-label=format!("{}: {}/5", Text::PuzzleDifficulty.get(lang), e.puzzle.difficulty)>{stars(e.puzzle.difficulty)}</span>
                </p>
                <details class="motif-line">
                    <summary>{Text::MotifShowLine.get(lang)}</summary>
                    <p class="move-text">{solution_text(e)}</p>
                </details>
                <div class="actions">
                    <A href=url attr:class="button secondary" attr:id="motif-solve">{Text::MotifSolveExample.get(lang)}</A>
                    <A href=train attr:class="button" attr:id="motif-train">{Text::MotifTrain.get(lang)}</A>
                    {train_human}
                </div>
            </section>
        }
    });
    let none =
        shown.is_none().then(|| view! { <p class="message" id="motif-none">{Text::MotifNone.get(lang)}</p> });
    view! {
        <p class="puzzle-meta">
            <span class="badge">{variant_name(variant, lang)}</span>
            " "<span class="secondary" id="motif-count">{motif_count(lang, count)}</span>
        </p>
        {note.map(|n| view! { <p class="notice motif-note" id="motif-note">{n}</p> })}
        <section class="motif-about">
            <h2>{Text::MotifWhat.get(lang)}</h2>
            <p>{what}</p>
            <h2>{Text::MotifSpot.get(lang)}</h2>
            <p>{spot}</p>
        </section>
        {shown}
        {none}
    }
}

/// `/puzzles/motif/:theme`.
#[component]
pub fn MotifPage() -> impl IntoView {
    let ctx = use_ctx();
    let params = use_params_map();
    let query = use_query_map();
    let progress = persisted::<PuzzleProgress>();
    let theme = Memo::new(move |_| {
        params.read().get("theme").and_then(|t| Theme::parse(&t)).filter(|t| MOTIFS.contains(t))
    });
    let variant = Memo::new(move |_| {
        query.read().get("rules").and_then(|r| r.parse::<Variant>().ok()).unwrap_or_else(|| ctx.variant.get())
    });
    let files = LocalResource::new(move || load_rule_set(variant.get()));
    let state = Memo::new(move |_| load_state(variant.get(), files.get()));
    let others = move || {
        let lang = ctx.lang.get();
        let v = variant.get();
        MOTIFS
            .into_iter()
            .filter(|&t| Some(t) != theme.get())
            .map(|t| view! { <li><A href=format!("/puzzles/motif/{}?rules={}", t.id(), v.id())>{theme_name(t, lang)}</A></li> })
            .collect_view()
    };
    move || {
        let lang = ctx.lang.get();
        let Some(th) = theme.get() else {
            return view! {
                <div class="puzzles">
                    <p class="message">{Text::MotifNotFound.get(lang)}</p>
                    <p><A href="/puzzles">{Text::PuzzleBack.get(lang)}</A></p>
                </div>
            }
            .into_any();
        };
        let v = variant.get();
        let body = match state.get() {
            Load::Ready => motif_body(th, v, lang, progress).into_any(),
            st => load_status(st, lang, move || files.refetch()),
        };
        view! {
            <div class="puzzles motif-page" data-theme=th.id()>
                <p class="crumbs"><A href="/puzzles">{Text::PuzzleBack.get(lang)}</A></p>
                <h1>{theme_name(th, lang)}</h1>
                {body}
                <Show when=move || state.get() == Load::Ready>
                    <h2>{move || ctx.t(Text::MotifProgress)}</h2>
                    <MotifDashboard variant=variant progress=progress only=th/>
                </Show>
                <nav class="motif-others" aria-label=Text::MotifAll.get(lang)>
                    <h2>{Text::MotifAll.get(lang)}</h2>
                    <ul class="motif-list">{others}</ul>
                </nav>
            </div>
        }
        .into_any()
    }
}
