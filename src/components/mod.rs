//! Reusable components shared by the pages.

pub mod board;
pub mod diagram;
pub mod enum_select;
pub mod footer;
pub mod header;
pub mod lesson_player;
pub mod notice;
pub mod page_top;
pub mod pdn_file;
pub mod practice_review;
pub mod ruleset_select;
pub mod stage_map;
pub mod your_games;
