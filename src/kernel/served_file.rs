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

/// Fetches the file at `path` (same origin) as text, with gloo-net: a
/// request that gets no answer, or whose body cannot be read, is
/// [`LoadError::Offline`].
///
/// The request is made from `path` as it is, not with gloo-net's builder:
/// gloo-net 0.6 (the one Leptos uses) appends a `&` to an address with a
/// query (its issue 498, mended in 0.7), and a language's texts are asked
/// for with one (`?v=<digest>`), the exact address the service worker
/// keeps.
#[cfg(target_arch = "wasm32")]
pub async fn fetch_text(path: &str) -> Result<String, LoadError> {
    let res = get(path).await?;
    let body = res.text().await.map_err(|_| LoadError::Offline)?;
    answer(res.status(), &body).map(str::to_string)
}

/// Fetches the file at `path` (same origin) and reads its bytes, whatever
/// the answer: for a file fetched ahead, so that the browser keeps it
/// (`crate::kernel::ai`'s data files). No answer is [`LoadError::Offline`].
#[cfg(target_arch = "wasm32")]
pub async fn fetch_ahead(path: &str) -> Result<(), LoadError> {
    get(path).await?.binary().await.map(drop).map_err(|_| LoadError::Offline)
}

/// Sends a GET for `path` as it is (see [`fetch_text`] on gloo-net's builder).
#[cfg(target_arch = "wasm32")]
async fn get(path: &str) -> Result<gloo_net::http::Response, LoadError> {
    let request = web_sys::Request::new_with_str(path).map_err(|_| LoadError::Offline)?;
    gloo_net::http::Request::from(request).send().await.map_err(|_| LoadError::Offline)
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
