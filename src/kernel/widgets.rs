//! The plain components any page may use: they read the kernel only.

pub mod enum_select;
pub mod footer;
pub mod header;
pub mod notice;
pub mod page_top;
pub mod pdn_file;
pub mod ruleset_select;
