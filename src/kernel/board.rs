//! The board: its input logic ([`board_input`]), which way it is turned
//! ([`orientation`]) and the rule-set diagrams ([`diagrams`]), plain Rust
//! tested natively; in the browser the `Board` component (`board_view`) and
//! the static `Diagram` (`diagram_view`).

pub mod board_input;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod board_view;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod diagram_view;
pub mod diagrams;
pub mod orientation;
