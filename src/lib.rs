//! Damas: learn and play draughts in the browser.
//!
//! The user interface (Leptos 0.8, client-side rendered) is compiled only for
//! `wasm32`; natively this crate holds just the plain-Rust parts (texts), so
//! `cargo test --workspace` stays light.

pub mod text;

#[cfg(target_arch = "wasm32")]
mod components;
#[cfg(target_arch = "wasm32")]
mod pages;

#[cfg(target_arch = "wasm32")]
pub use app::App;

#[cfg(target_arch = "wasm32")]
mod app {
    use leptos::prelude::*;
    use leptos_router::components::{Route, Router, Routes};
    use leptos_router::path;

    use crate::components::footer::Footer;
    use crate::pages::home::HomePage;
    use crate::pages::not_found::NotFound;

    /// The root component, mounted on `<body>` by `main`.
    #[component]
    pub fn App() -> impl IntoView {
        view! {
            <Router>
                <main class="page">
                    <Routes fallback=NotFound>
                        <Route path=path!("/") view=HomePage/>
                    </Routes>
                </main>
                <Footer/>
            </Router>
        }
    }
}
