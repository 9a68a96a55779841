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
use leptos_router::{path, Lazy};

use crate::home::HomePage;
use crate::kernel::widgets::footer::Footer;
use crate::kernel::widgets::header::Header;
use crate::kernel::widgets::notice::StorageNotice;
use crate::online::YourGamesWatcher;
use lazy_routes as lazy;
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
                    <Route path=path!("/learn") view={Lazy::<lazy::Learn>::new()}/>
                    <Route path=path!("/learn/:stage") view={Lazy::<lazy::LearnStage>::new()}/>
                    // Before `/learn/:stage/:level`: the first route that matches wins.
                    <Route path=path!("/learn/notation/trainer") view={Lazy::<lazy::NotationTrainer>::new()}/>
                    <Route path=path!("/learn/:stage/:level") view={Lazy::<lazy::LearnLevel>::new()}/>
                    <Route path=path!("/puzzles") view={Lazy::<lazy::Puzzles>::new()}/>
                    <Route path=path!("/puzzles/streak") view={Lazy::<lazy::PuzzleStreak>::new()}/>
                    <Route path=path!("/puzzles/storm") view={Lazy::<lazy::PuzzleStorm>::new()}/>
                    <Route path=path!("/puzzles/:id") view={Lazy::<lazy::Puzzle>::new()}/>
                    <Route path=path!("/puzzles/motif/:theme") view={Lazy::<lazy::Motif>::new()}/>
                    <Route path=path!("/play") view={Lazy::<lazy::Play>::new()}/>
                    <Route path=path!("/analysis") view={Lazy::<lazy::Analysis>::new()}/>
                    <Route path=path!("/online") view={Lazy::<lazy::Online>::new()}/>
                    <Route path=path!("/online/:id") view={Lazy::<lazy::Room>::new()}/>
                    <Route path=path!("/review") view={Lazy::<lazy::Review>::new()}/>
                    <Route path=path!("/rules") view={Lazy::<lazy::Rules>::new()}/>
                    <Route path=path!("/rules/:variant") view={Lazy::<lazy::RuleSet>::new()}/>
                    <Route path=path!("/settings") view={Lazy::<lazy::Settings>::new()}/>
                    <Route path=path!("/bench") view={Lazy::<lazy::Bench>::new()}/>
                </Routes>
            </main>
            <Footer/>
        </Router>
    }
}
