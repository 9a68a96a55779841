//! The analysis board (`/analysis`): a position set up by hand or opened
//! from FEN, PDN or a link, explored move by move in a tree of variations
//! with the rules enforced, and the engine's best lines on request.
//!
//! Plain Rust, tested natively: [`BoardSetup`] (the editor's position),
//! [`MoveTree`] (the variations), [`AnalysisLink`] (the position and line
//! in the address), [`Assessment`] (the engine's score in a learner's
//! words) and [`AnalysisController`], which owns them and tells the page
//! what to show and what to ask the worker; the views are
//! `analysis_page` (browser only).

pub mod analysis_link;
pub mod analysis_texts;
pub mod assessment;
pub mod board_setup;
pub mod controller;
pub mod move_step;
pub mod move_tree;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod analysis_page;

pub use analysis_link::{AnalysisLink, LinkError};
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use analysis_page::{analysis_href, AnalyseLink, AnalysisPage};
pub use assessment::{Assessment, Standing};
pub use board_setup::{BoardSetup, Brush};
pub use controller::AnalysisController;
pub use move_step::MoveStep;
pub use move_tree::{MoveTree, NodeId};
