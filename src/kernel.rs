//! The shared kernel: what every feature builds on, importing no feature.
//!
//! * [`board`]: the board's input logic, orientation and diagrams (plain
//!   Rust), and in the browser the `Board` and `Diagram` components.
//! * [`i18n`]: the languages, the Fluent catalogue, the `Text` texts and
//!   the `key` constants (generated from it), the `tr!` glue, and the wording shared by several features (the engine's
//!   reasons, a judged move's reasons, the rule sets' reference texts, PDN
//!   errors).
//! * [`storage`]: the one store (localStorage, versioned keys, typed
//!   loading), the player's settings and, in the browser, the app-wide
//!   context (`Ctx`) that features read their stored values through.
//! * [`ai`]: the search worker, its messages and, in the browser, its client.
//! * [`ticket`]: tickets for replies that may come too late.
//! * `browser_clock`, `random_seed` (browser only): the time and a random
//!   seed, as the pages hand them to their logic.
//! * [`served_file`]: reading a file the app serves.
//! * [`offline_fill`]: what the page asks the service worker to keep for
//!   offline use, and in which order.
//! * `widgets` (browser only): the plain components every page may use
//!   (header, footer, notices, page top, `<select>`s, PDN file input).

pub mod ai;
pub mod board;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod browser_clock;
pub mod i18n;
pub mod offline_fill;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod random_seed;
pub mod served_file;
pub mod storage;
pub mod ticket;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod widgets;
