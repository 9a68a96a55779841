//! Files served beside the app and fetched when needed: the puzzles' PDN
//! files ([`crate::puzzles::files`]) and each language's catalogue
//! ([`crate::kernel::i18n::catalogue`]). [`answer`] judges what the server sent
//! (tested natively); `fetch_text` (browser only) fetches a file.

/// Why a file could not be loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// No answer: offline and the file was never cached.
    Offline,
    /// The server answered, but not with the file: its HTTP status, or 200
    /// with a page instead of the file (a static host's fallback page).
    NotFound(u16),
}

/// The text in an answer to a file's request: the body of a 2xx answer
/// that is not an HTML page.
///
/// ```
/// use damas_app::kernel::served_file::{answer, LoadError};
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

/// Fetches the file at `path` (same origin) as text.
#[cfg(target_arch = "wasm32")]
pub async fn fetch_text(path: &str) -> Result<String, LoadError> {
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
    fn an_answer_is_the_file_only_when_the_file_came() {
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
}
