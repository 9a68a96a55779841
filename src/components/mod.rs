//! Reusable components shared by the pages.

pub mod footer;
