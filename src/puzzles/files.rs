//! The puzzle files, fetched when a page needs them. The app does not carry
//! its puzzles: they stay PDN files next to it ([`file_path`]), and the
//! service worker keeps a copy of each one fetched, so a rule set's puzzles
//! work offline once its page was opened online. `load_rule_set` (browser
//! only) fetches a rule set's tactics and drills
//! ([`crate::kernel::served_file`]) and hands them to [`super::catalog::load`].

use damas_engine::teaching::Kind;
use damas_engine::Variant;

pub use super::catalog::file_path;
#[cfg(target_arch = "wasm32")]
use crate::kernel::served_file::fetch_text;
pub use crate::kernel::served_file::LoadError;

/// Fetches a rule set's tactics and drills (unless already loaded) and
/// loads them into the catalogues; answers the rule set once both are there.
#[cfg(target_arch = "wasm32")]
pub async fn load_rule_set(variant: Variant) -> Result<Variant, LoadError> {
    use super::catalog::{is_loaded, load};
    for kind in Kind::ALL {
        if !is_loaded(variant, kind) {
            let text = fetch_text(&file_path(variant, kind)).await?;
            load(variant, kind, &text);
        }
    }
    Ok(variant)
}

/// Whether a rule set's tactics and drills are both loaded.
pub fn rule_set_loaded(variant: Variant) -> bool {
    Kind::ALL.into_iter().all(|k| super::catalog::is_loaded(variant, k))
}

/// A rule set's puzzle files, for the service worker to keep offline
/// (`crate::kernel::offline_fill`).
pub fn offline_files(variant: Variant) -> Vec<String> {
    Kind::ALL.into_iter().map(|kind| file_path(variant, kind)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::offline_fill::OfflineFill;

    #[test]
    fn the_service_worker_is_asked_for_every_puzzle_file() {
        let rest = OfflineFill::rest(offline_files);
        for v in Variant::ALL {
            let warm = OfflineFill::warm(v, offline_files(v));
            for kind in Kind::ALL {
                let path = file_path(v, kind);
                assert!(rest.files().contains(&path), "the rest leaves out {path}");
                assert!(warm.files().contains(&path), "warming {v:?} leaves out {path}");
            }
        }
    }
}
