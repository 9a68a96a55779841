//! Damas: learn and play draughts in the browser.
//!
//! `src/` is cut by feature: each feature's folder holds its model and
//! controller (plain Rust, tested natively), its stored state, its views
//! (browser only) and its texts' glue. The features build on the shared
//! [`kernel`] (board, i18n, storage, the search worker), which imports no
//! feature; between features the imports go one way (see ARCHITECTURE.md;
//! `scripts/import-cycles` fails on a circle between folders).
//!
//! The user interface (Leptos 0.8, client-side rendered) is compiled only for
//! `wasm32`; natively this crate holds just the plain-Rust parts, so
//! `cargo test --workspace` stays light.

pub mod kernel;

pub mod analysis;
pub mod learn;
pub mod online;
pub mod play;
pub mod puzzles;
pub mod review;
pub mod settings;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
mod app;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
mod home;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
mod rules;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use app::App;
