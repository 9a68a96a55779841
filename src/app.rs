//! The app's shell: the root component with its routes
//! ([`lazy_routes`]: one split module per group of pages), the page for an
//! unknown address, the benchmark page (a developers' tool) and the service
//! worker's registration. It imports the features; no feature imports it.

pub mod bench_page;
pub mod lazy_routes;
pub mod not_found;
pub mod pwa;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::home::HomePage;
use crate::kernel::widgets::footer::Footer;
use crate::kernel::widgets::header::Header;
use crate::kernel::widgets::notice::StorageNotice;
use crate::online::YourGamesWatcher;
use lazy_routes::LazyPage;
use not_found::NotFound;

/// The root component, mounted on `<body>` by `main`: provides the
/// context (`crate::kernel::storage::Ctx`), then the header, the storage notice,
/// the page of the current route and the footer.
#[component]
pub fn App() -> impl IntoView {
    let ctx = crate::kernel::storage::provide_ctx();
    pwa::register_service_worker(ctx);
    view! {
        <Router>
            <Header/>
            <StorageNotice/>
            <YourGamesWatcher/>
            <main class="page">
                <Routes fallback=NotFound>
                    <Route path=path!("/") view=HomePage/>
                    <Route path=path!("/learn") view=LazyPage::Learn/>
                    <Route path=path!("/learn/:stage") view=LazyPage::LearnStage/>
                    // Before `/learn/:stage/:level`: the first route that matches wins.
                    <Route path=path!("/learn/notation/trainer") view=LazyPage::NotationTrainer/>
                    <Route path=path!("/learn/:stage/:level") view=LazyPage::LearnLevel/>
                    <Route path=path!("/puzzles") view=LazyPage::Puzzles/>
                    <Route path=path!("/puzzles/streak") view=LazyPage::PuzzleStreak/>
                    <Route path=path!("/puzzles/storm") view=LazyPage::PuzzleStorm/>
                    <Route path=path!("/puzzles/:id") view=LazyPage::Puzzle/>
                    <Route path=path!("/puzzles/motif/:theme") view=LazyPage::Motif/>
                    <Route path=path!("/play") view=LazyPage::Play/>
                    <Route path=path!("/analysis") view=LazyPage::Analysis/>
                    <Route path=path!("/online") view=LazyPage::Online/>
                    <Route path=path!("/online/:id") view=LazyPage::Room/>
                    <Route path=path!("/review") view=LazyPage::Review/>
                    <Route path=path!("/rules") view=LazyPage::Rules/>
                    <Route path=path!("/rules/:variant") view=LazyPage::RuleSet/>
                    <Route path=path!("/settings") view=LazyPage::Settings/>
                    <Route path=path!("/bench") view=LazyPage::Bench/>
                </Routes>
            </main>
            <Footer/>
        </Router>
    }
}
