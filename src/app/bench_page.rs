//! `/bench`: measures the search worker — 1 s from each rule set's start
//! position: depth, nodes and nodes per second (read by
//! `tests/e2e/play.spec.mjs`). `/bench?depth` plays Empresário as shipped on
//! the positions of `damas bench depth` (`bench/positions/`, international
//! and english), the browser's figures beside the native ones
//! (`tests/e2e/bench-page.mjs depth`). `/bench?review` instead reviews a 60-move
//! game of each rule set in the worker, one request per move as the review
//! page does (the same self-play games as the engine's
//! `cargo bench --bench review`; docs/BENCHMARKS.md). Not linked from the app.

use damas_engine::search::{self_play, Level, Limits};
use damas_engine::{Game, Position, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::kernel::ai;

#[component]
pub fn BenchPage() -> impl IntoView {
    let query = leptos_router::hooks::use_query_map();
    if query.with_untracked(|q| q.get("review").is_some()) {
        return view! { <ReviewBench/> }.into_any();
    }
    if query.with_untracked(|q| q.get("depth").is_some()) {
        return view! { <DepthBench/> }.into_any();
    }
    let report = RwSignal::new(String::new());
    spawn_local(async move {
        let mut out = String::new();
        warm_up().await;
        for v in Variant::ALL {
            if let Some(Ok(r)) = ai::request_with(&Game::new(v), Limits::movetime(1000)).await {
                let nps = (r.nodes * 1000).checked_div(r.elapsed_ms).unwrap_or(0);
                out.push_str(&format!(
                    "{} depth {} nodes {} ms {} nps {}\n",
                    v.id(),
                    r.depth,
                    r.nodes,
                    r.elapsed_ms,
                    nps
                ));
                let _ = report.try_set(out.clone());
            }
        }
        out.push_str("done\n");
        let _ = report.try_set(out);
    });
    on_cleanup(ai::cancel);
    report_view("Worker speed", report).into_any()
}

/// The depth benchmark's positions (`damas bench positions`), as the
/// native `damas bench depth` reads them.
const DEPTH_POSITIONS: [(Variant, &str); 2] = [
    (Variant::International, include_str!("../../bench/positions/international.txt")),
    (Variant::English, include_str!("../../bench/positions/english.txt")),
];

/// Starts the worker and has it compile its wasm with a short search, so
/// that no measurement pays for that.
async fn warm_up() {
    let _ = ai::request_with(&Game::new(Variant::English), Limits::movetime(300)).await;
}

/// The median of some figures (0 for none).
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    match values.len() {
        0 => 0.0,
        n if n % 2 == 1 => values[n / 2],
        n => (values[n / 2 - 1] + values[n / 2]) / 2.0,
    }
}

/// Empresário's move, as the app plays it, in each position of the depth
/// benchmark: the last finished depth, nodes, time, then the medians.
#[component]
fn DepthBench() -> impl IntoView {
    let report = RwSignal::new(String::new());
    spawn_local(async move {
        let mut out = String::new();
        warm_up().await;
        for (variant, text) in DEPTH_POSITIONS {
            let fens = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'));
            let (mut depths, mut speeds) = (Vec::new(), Vec::new());
            for (i, fen) in fens.enumerate() {
                let Ok(pos) = Position::from_fen(variant, fen) else { continue };
                let Some(Ok(r)) = ai::request_move(&Game::from_position(pos), Level::Empresario, 1).await
                else {
                    continue;
                };
                let nps = (r.nodes * 1000).checked_div(r.elapsed_ms).unwrap_or(0);
                out.push_str(&format!(
                    "{} position {} depth {} nodes {} ms {} nps {nps}\n",
                    variant.id(),
                    i + 1,
                    r.depth,
                    r.nodes,
                    r.elapsed_ms
                ));
                depths.push(r.depth as f64);
                speeds.push(nps as f64);
                let _ = report.try_set(out.clone());
            }
            out.push_str(&format!(
                "{} median depth {} nps {:.0}\n",
                variant.id(),
                median(depths),
                median(speeds)
            ));
            let _ = report.try_set(out.clone());
        }
        out.push_str("done\n");
        let _ = report.try_set(out);
    });
    on_cleanup(ai::cancel);
    report_view("Search depth in the worker", report)
}

/// Plies of a benchmark game.
const PLIES: usize = 120;

/// Reviews each rule set's game in the worker, move by move.
#[component]
fn ReviewBench() -> impl IntoView {
    use crate::review::GameReview;
    let report = RwSignal::new(String::new());
    spawn_local(async move {
        let mut out = String::new();
        warm_up().await;
        for v in Variant::ALL {
            let mut review = GameReview::new(self_play(v, PLIES), None);
            let (mut nodes, mut slowest) = (0u64, 0f64);
            let started = ai::now_ms();
            while let Some(request) = review.next_request() {
                let ply_start = ai::now_ms();
                let (_, answer) = ai::request_task(request);
                let Some(Ok(judged)) = answer.await else { return };
                slowest = slowest.max(ai::now_ms() - ply_start);
                nodes += judged.nodes;
                let ply = review.done();
                if review.accept(ply, &judged).is_err() {
                    return;
                }
            }
            let ms = ai::now_ms() - started;
            let plies = review.done().max(1);
            out.push_str(&format!(
                "review {} plies {plies} seconds {:.2} ms/ply {:.1} slowest-ply-ms {slowest:.0} nodes {nodes}\n",
                v.id(),
                ms / 1000.0,
                ms / plies as f64,
            ));
            let _ = report.try_set(out.clone());
        }
        out.push_str("done\n");
        let _ = report.try_set(out);
    });
    on_cleanup(ai::cancel);
    report_view("Review speed in the worker", report)
}

/// A bench's page: its title and its report, one line per measurement.
fn report_view(title: &'static str, report: RwSignal<String>) -> impl IntoView {
    view! {
        <section class="bench">
            <h1>{title}</h1>
            <pre id="bench">{move || report.get()}</pre>
        </section>
    }
}
