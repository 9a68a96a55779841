//! The puzzle files, fetched when a page needs them. The app does not carry
//! its puzzles: they stay PDN files next to it ([`file_path`]), and the
//! service worker keeps a copy of each one fetched, so a rule set's puzzles
//! work offline once its page was opened online. [`answer`] judges what the
//! server sent (tested natively); `load_rule_set` (browser only) fetches a
//! rule set's tactics and drills and hands them to
//! [`super::catalog::load`].

use damas_engine::teaching::Kind;
use damas_engine::Variant;

pub use super::catalog::file_path;

/// Why a rule set's puzzles could not be loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// No answer: offline and the file was never cached.
    Offline,
    /// The server answered, but not with the file: its HTTP status, or 200
    /// with a page instead of PDN (a static host's fallback page).
    NotFound(u16),
}

/// The PDN text in an answer to a puzzle file's request: the body of a 2xx
/// answer that is not an HTML page.
///
/// ```
/// use damas_app::puzzles::files::{answer, LoadError};
/// assert_eq!(answer(200, "[GameType \"26\"]"), Ok("[GameType \"26\"]"));
/// assert_eq!(answer(404, "not here"), Err(LoadError::NotFound(404)));
/// assert_eq!(answer(200, "<!DOCTYPE html><html>"), Err(LoadError::NotFound(200)));
/// ```
pub fn answer(status: u16, body: &str) -> Result<&str, LoadError> {
    let page = body.trim_start().get(..15).is_some_and(|head| {
        let head = head.to_ascii_lowercase();
        head.starts_with("<!doctype") || head.starts_with("<html")
    });
    if !(200..300).contains(&status) || page {
        return Err(LoadError::NotFound(status));
    }
    Ok(body)
}

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

#[cfg(target_arch = "wasm32")]
async fn fetch_text(path: &str) -> Result<String, LoadError> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window().ok_or(LoadError::Offline)?;
    let res: web_sys::Response =
        JsFuture::from(window.fetch_with_str(path)).await.map_err(|_| LoadError::Offline)?.unchecked_into();
    let body =
        JsFuture::from(res.text().map_err(|_| LoadError::Offline)?).await.map_err(|_| LoadError::Offline)?;
    let body = body.as_string().unwrap_or_default();
    answer(res.status(), &body).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_pdn_only_when_the_file_came() {
        let pdn = include_str!("../../puzzles/drills/thai.pdn");
        assert_eq!(answer(200, pdn), Ok(pdn));
        assert_eq!(answer(304, pdn), Err(LoadError::NotFound(304)));
        assert_eq!(answer(500, pdn), Err(LoadError::NotFound(500)));
        // A host that answers every path with the app's page.
        assert_eq!(answer(200, "\n  <HTML lang=\"pt-BR\">"), Err(LoadError::NotFound(200)));
        assert_eq!(answer(404, include_str!("../../index.html")), Err(LoadError::NotFound(404)));
        assert_eq!(answer(200, include_str!("../../index.html")), Err(LoadError::NotFound(200)));
        // An empty file is a rule set with no puzzles, not an error.
        assert_eq!(answer(200, ""), Ok(""));
    }

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
