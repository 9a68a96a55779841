//! Reusable components shared by the pages.

pub mod footer;
pub mod header;
pub mod notice;
pub mod board;
pub mod coming_soon;
pub mod ruleset_select;
