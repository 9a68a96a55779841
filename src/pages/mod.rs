//! One module per page (route) of the app.

pub mod bench;
pub mod home;
pub mod lazy;
pub mod learn;
pub mod not_found;
pub mod online;
pub mod play;
pub mod puzzles;
pub mod review;
pub mod room;
pub mod rules;
pub mod settings;
