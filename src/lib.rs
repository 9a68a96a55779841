//! Damas: learn and play draughts in the browser.
//!
//! The user interface (Leptos 0.8, client-side rendered) is compiled only for
//! `wasm32`; natively this crate holds just the plain-Rust parts (texts in `i18n`,
//! storage logic in `state`, the game session), so
//! `cargo test --workspace` stays light.

pub mod ai;
pub mod board_input;
pub mod diagrams;
pub mod i18n;
pub mod lessons;
pub mod online;
pub mod orientation;
pub mod play;
pub mod puzzles;
pub mod review;
pub mod served_file;
pub mod state;
pub mod ticket;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
mod components;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
mod pages;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
mod pwa;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use app::App;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
mod app {
    use leptos::prelude::*;
    use leptos_router::components::{Route, Router, Routes};
    use leptos_router::{path, Lazy};

    use crate::components::footer::Footer;
    use crate::components::header::Header;
    use crate::components::notice::StorageNotice;
    use crate::components::your_games::YourGamesWatcher;
    use crate::pages::home::HomePage;
    use crate::pages::lazy;
    use crate::pages::not_found::NotFound;

    /// The root component, mounted on `<body>` by `main`: provides the
    /// context (`crate::state::Ctx`), then the header, the storage notice,
    /// the page of the current route and the footer.
    #[component]
    pub fn App() -> impl IntoView {
        crate::state::provide_ctx();
        crate::pwa::register_service_worker();
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
                        <Route path=path!("/learn/:stage/:level") view={Lazy::<lazy::LearnLevel>::new()}/>
                        <Route path=path!("/puzzles") view={Lazy::<lazy::Puzzles>::new()}/>
                        <Route path=path!("/puzzles/:id") view={Lazy::<lazy::Puzzle>::new()}/>
                        <Route path=path!("/puzzles/motif/:theme") view={Lazy::<lazy::Motif>::new()}/>
                        <Route path=path!("/play") view={Lazy::<lazy::Play>::new()}/>
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
}
