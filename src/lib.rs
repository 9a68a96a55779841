//! Damas: learn and play draughts in the browser.
//!
//! The user interface (Leptos 0.8, client-side rendered) is compiled only for
//! `wasm32`; natively this crate holds just the plain-Rust parts (texts in `i18n`,
//! storage logic in `state`, the game session), so
//! `cargo test --workspace` stays light.

pub mod ai;
pub mod diagrams;
pub mod i18n;
pub mod lessons;
pub mod online;
pub mod puzzles;
pub mod review;
pub mod session;
pub mod state;
pub mod ticket;

#[cfg(target_arch = "wasm32")]
mod components;
#[cfg(target_arch = "wasm32")]
mod pages;
#[cfg(target_arch = "wasm32")]
mod pwa;

#[cfg(target_arch = "wasm32")]
pub use app::App;

#[cfg(target_arch = "wasm32")]
mod app {
    use leptos::prelude::*;
    use leptos_router::components::{Route, Router, Routes};
    use leptos_router::path;

    use crate::components::footer::Footer;
    use crate::components::header::Header;
    use crate::components::notice::StorageNotice;
    use crate::pages::bench::BenchPage;
    use crate::pages::home::HomePage;
    use crate::pages::learn::{LearnLevelPage, LearnPage, LearnStagePage};
    use crate::pages::not_found::NotFound;
    use crate::pages::play::PlayPage;
    use crate::pages::puzzles::{PuzzlePage, PuzzlesPage};
    use crate::pages::review::ReviewPage;
    use crate::pages::room::{OnlinePage, RoomPage};
    use crate::pages::rules::{RuleSetPage, RulesPage};
    use crate::pages::settings::SettingsPage;

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
                <main class="page">
                    <Routes fallback=NotFound>
                        <Route path=path!("/") view=HomePage/>
                        <Route path=path!("/learn") view=LearnPage/>
                        <Route path=path!("/learn/:stage") view=LearnStagePage/>
                        <Route path=path!("/learn/:stage/:level") view=LearnLevelPage/>
                        <Route path=path!("/puzzles") view=PuzzlesPage/>
                        <Route path=path!("/puzzles/:id") view=PuzzlePage/>
                        <Route path=path!("/play") view=PlayPage/>
                        <Route path=path!("/online") view=OnlinePage/>
                        <Route path=path!("/online/:id") view=RoomPage/>
                        <Route path=path!("/review") view=ReviewPage/>
                        <Route path=path!("/rules") view=RulesPage/>
                        <Route path=path!("/rules/:variant") view=RuleSetPage/>
                        <Route path=path!("/settings") view=SettingsPage/>
                        <Route path=path!("/bench") view=BenchPage/>
                    </Routes>
                </main>
                <Footer/>
            </Router>
        }
    }
}
