//! The settings page and everything the player can take away or wipe: the
//! export / import of all progress as one JSON file ([`progress_io`]) and
//! its wording ([`progress_texts`]). The settings themselves are stored by
//! the kernel (`crate::kernel::storage::player_settings`), since every page reads
//! them.

pub mod progress_io;
pub mod progress_texts;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod settings_page;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use settings_page::SettingsPage;
