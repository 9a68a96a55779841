//! `/bench`: measures the search worker — 1 s from each rule set's start
//! position: depth, nodes and nodes per second (read by
//! `tests/e2e/play.spec.mjs`). Not linked from the app.

use damas_engine::search::Limits;
use damas_engine::{Game, Variant};
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::ai;

#[component]
pub fn BenchPage() -> impl IntoView {
    let report = RwSignal::new(String::new());
    spawn_local(async move {
        let mut out = String::new();
        // Warm-up (starts the worker and compiles its wasm).
        let _ = ai::request_with(&Game::new(Variant::English), Limits::movetime(300)).await;
        for v in Variant::ALL {
            if let Some(r) = ai::request_with(&Game::new(v), Limits::movetime(1000)).await {
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
    view! {
        <section class="bench">
            <h1>"Worker speed"</h1>
            <pre id="bench">{move || report.get()}</pre>
        </section>
    }
}
