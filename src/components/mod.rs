//! Reusable components shared by the pages.

pub mod footer;
pub mod header;
pub mod notice;
pub mod board;
