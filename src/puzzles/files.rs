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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_service_worker_caches_every_puzzle_file() {
        let sw = include_str!("../../public/sw.js");
        let rule_sets = sw.lines().find(|l| l.starts_with("const RULE_SETS")).expect("RULE_SETS in sw.js");
        let data = sw.lines().find(|l| l.starts_with("const DATA")).expect("DATA in sw.js");
        for v in Variant::ALL {
            for kind in Kind::ALL {
                let path = file_path(v, kind);
                let (folder, file) = path.rsplit_once('/').expect("a folder");
                let stem = file.strip_suffix(".pdn").expect(".pdn");
                assert!(rule_sets.contains(&format!("'{stem}'")), "sw.js does not list {stem}");
                assert!(data.contains(&format!("`{folder}/${{r}}.pdn`")), "sw.js does not cache {folder}/");
            }
        }
    }
}
