//! The built app's files (`dist/`), as static hosts serve them: the brotli
//! or gzip copy written beside a file by the build (scripts/compress) when
//! the browser accepts it, and a cache lifetime by kind of file. Files whose
//! name holds a hash of their content (the app's modules in `app-<hash>/`,
//! Trunk's `name-<hash>.css/.js/.wasm`), and the AI's data and the texts
//! asked for at their digest's address (`?v=<digest>`), never change under
//! that name, so browsers keep them a year without asking again;
//! everything else (the page, the service worker, the texts and the puzzle
//! and AI data at their plain path, which a new build may change) is
//! checked with the server each time (`no-cache`: an unchanged file costs
//! a 304).

use std::path::Path;

use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeader;

/// How long a browser may keep a file of the app without asking again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheLifetime {
    /// A name that changes with the content: kept a year, never revalidated.
    Immutable,
    /// A name a new build reuses: revalidated on every use.
    Revalidate,
}

impl CacheLifetime {
    /// The lifetime of the file at `address` (a URL path and its query,
    /// `/app-…/x.wasm`, `/data/ai/eval/ten.dmle?v=…`).
    pub fn of(address: &str) -> CacheLifetime {
        let (path, query) = address.split_once('?').unwrap_or((address, ""));
        // The AI's data and the texts at their digest's address (the search
        // worker's, the service worker's and the page's requests): a new
        // content comes under a new digest.
        let by_digest = (path.starts_with("/data/ai/") || path.starts_with("/locales/"))
            && query.split('&').any(|pair| pair.strip_prefix("v=").is_some_and(is_hash));
        let path = path.trim_start_matches('/');
        let in_hashed_folder =
            path.split_once('/').is_some_and(|(folder, _)| folder.strip_prefix("app-").is_some_and(is_hash));
        // Trunk's outputs: name-<hash>.css, name-<hash>.js, name-<hash>_bg.wasm.
        let name = path.rsplit('/').next().unwrap_or_default();
        let stem = [".css", ".js", "_bg.wasm", ".wasm"].iter().find_map(|ext| name.strip_suffix(ext));
        let hashed_name = stem.and_then(|stem| stem.rsplit_once('-')).is_some_and(|(_, hash)| is_hash(hash));
        if in_hashed_folder || hashed_name || by_digest {
            CacheLifetime::Immutable
        } else {
            CacheLifetime::Revalidate
        }
    }

    /// Its `Cache-Control` header.
    pub fn header(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            CacheLifetime::Immutable => "public, max-age=31536000, immutable",
            CacheLifetime::Revalidate => "no-cache",
        })
    }
}

/// At least 8 lowercase hex digits: a content hash in a file name.
fn is_hash(text: &str) -> bool {
    text.len() >= 8 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Answers `req` from `dist`: the file, its precompressed copy when the
/// browser accepts it, or index.html for any path that is not a file (the
/// app's routes), each with its `Cache-Control`.
pub async fn serve(dist: &Path, req: Request) -> Response {
    let uri = req.uri();
    let lifetime = CacheLifetime::of(uri.path_and_query().map_or(uri.path(), |address| address.as_str()));
    let page = SetResponseHeader::overriding(
        ServeFile::new(dist.join("index.html")).precompressed_br().precompressed_gzip(),
        header::CACHE_CONTROL,
        CacheLifetime::Revalidate.header(),
    );
    let files = ServeDir::new(dist).precompressed_br().precompressed_gzip().fallback(page);
    let mut res = match files.oneshot(req).await {
        Ok(res) => res.into_response(),
        Err(never) => match never {},
    };
    if res.status().is_success() || res.status().is_redirection() {
        res.headers_mut().entry(header::CACHE_CONTROL).or_insert_with(|| lifetime.header());
    }
    res
}

#[cfg(test)]
mod tests {
    use super::CacheLifetime::{self, Immutable, Revalidate};

    #[test]
    fn the_app_modules_in_a_hashed_folder_are_kept_a_year() {
        assert_eq!(CacheLifetime::of("/app-0123456789abcdef/damas-app_bg.wasm"), Immutable);
        assert_eq!(CacheLifetime::of("/app-0123456789abcdef/split_play.wasm"), Immutable);
    }

    #[test]
    fn trunk_outputs_with_a_hash_in_their_name_are_kept_a_year() {
        assert_eq!(CacheLifetime::of("/style-9f86d081884c7d65.css"), Immutable);
        assert_eq!(CacheLifetime::of("/worker-9f86d081884c7d65.js"), Immutable);
        assert_eq!(CacheLifetime::of("/worker-9f86d081884c7d65_bg.wasm"), Immutable);
    }

    #[test]
    fn the_ai_data_and_the_texts_at_their_digests_address_are_kept_a_year() {
        assert_eq!(CacheLifetime::of("/data/ai/eval/ten.dmle?v=0a1b2c3d4e5f6071"), Immutable);
        assert_eq!(CacheLifetime::of("/data/ai/book/english.txt?v=0a1b2c3d4e5f6071"), Immutable);
        assert_eq!(CacheLifetime::of("/locales/ru.shell.ftl?v=0a1b2c3d4e5f6071"), Immutable);
    }

    #[test]
    fn files_a_new_build_may_change_under_the_same_name_are_revalidated() {
        for path in [
            "/",
            "/index.html",
            "/sw.js",
            "/worker.js",
            "/worker_bg.wasm",
            "/locales/en.ftl",
            "/data/tactics/brazilian.pdn",
            "/data/ai/files.txt",
            "/manifest.webmanifest",
            "/play",
            "/online/AAAAAAAAAAAAAAAA",
            "/app-0123456789abcdef",
            "/app-notahash/x.wasm",
            "/data-0123456789abcdef.pdn",
            // A digest only names a content where the app asks with one.
            "/data/ai/eval/ten.dmle",
            "/data/ai/eval/ten.dmle?v=nothex",
            "/data/ai/eval/ten.dmle?w=0a1b2c3d4e5f6071",
            "/data/tactics/thai.pdn?v=0a1b2c3d4e5f6071",
            "/index.html?v=0a1b2c3d4e5f6071",
        ] {
            assert_eq!(CacheLifetime::of(path), Revalidate, "{path}");
        }
    }
}
