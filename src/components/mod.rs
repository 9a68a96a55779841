//! Reusable components shared by the pages.

pub mod board;
pub mod diagram;
pub mod footer;
pub mod header;
pub mod lesson_player;
pub mod notice;
pub mod pdn_file;
pub mod puzzle_solver;
pub mod ruleset_select;
pub mod solution_explained;
pub mod stage_map;
pub mod your_games;
