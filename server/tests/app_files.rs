//! The built app's files as static hosts serve them: the precompressed
//! copies the build writes beside each file (scripts/compress), sent when the
//! browser accepts them, and the cache lifetime by kind of file.

mod common;

use common::Server;
use damas_server::ManualClock;

const MODULE: &str = "/app-0123456789abcdef/damas-app_bg.wasm";
const BARE_MODULE: &str = "/app-0123456789abcdef/split_play.wasm";

/// A build: index.html, a module of the app with its brotli and gzip copies
/// (their bytes told apart), a module without copies, a service worker and
/// a language's texts.
fn build() -> std::path::PathBuf {
    let dist = common::app_dist();
    std::fs::create_dir_all(dist.join("app-0123456789abcdef")).unwrap();
    std::fs::create_dir_all(dist.join("locales")).unwrap();
    let file =
        |path: &str, bytes: &[u8]| std::fs::write(dist.join(path.trim_start_matches('/')), bytes).unwrap();
    file(MODULE, &b"\0asm the module ".repeat(64));
    file(&format!("{MODULE}.br"), b"brotli copy of the module");
    file(&format!("{MODULE}.gz"), b"gzip copy of the module");
    file(BARE_MODULE, &b"\0asm a module with no copies ".repeat(64));
    file("/sw.js", b"self.addEventListener('fetch', () => {});");
    file("/locales/en.ftl", b"home-title = Damas\n");
    dist
}

/// Starts a server on `dist` and answers GET `path` with `accept_encoding`:
/// (Content-Encoding, Cache-Control, body bytes).
async fn fetch(
    dist: &std::path::Path,
    path: &str,
    accept_encoding: Option<&str>,
) -> (Option<String>, String, Vec<u8>) {
    let db = common::sqlite_db();
    let dir = dist.to_path_buf();
    let server = Server::start_with(&db.url, ManualClock::new(common::T0), move |c| c.dist = Some(dir)).await;
    let mut req = server.http.get(format!("{}{path}", server.base));
    if let Some(encodings) = accept_encoding {
        req = req.header("accept-encoding", encodings);
    }
    let res = req.send().await.unwrap();
    assert_eq!(res.status().as_u16(), 200, "{path}");
    let header = |name: &str| res.headers().get(name).map(|v| v.to_str().unwrap().to_owned());
    let (encoding, cache) = (header("content-encoding"), header("cache-control").unwrap_or_default());
    (encoding, cache, res.bytes().await.unwrap().to_vec())
}

fn on_disk(dist: &std::path::Path, path: &str) -> Vec<u8> {
    std::fs::read(dist.join(path.trim_start_matches('/'))).unwrap()
}

#[tokio::test]
async fn a_browser_accepting_brotli_gets_the_brotli_copy() {
    let dist = build();
    let (encoding, _, body) = fetch(&dist, MODULE, Some("gzip, deflate, br")).await;
    assert_eq!(encoding.as_deref(), Some("br"));
    assert_eq!(body, on_disk(&dist, &format!("{MODULE}.br")));
    let _ = std::fs::remove_dir_all(dist);
}

#[tokio::test]
async fn a_browser_accepting_only_gzip_gets_the_gzip_copy() {
    let dist = build();
    let (encoding, _, body) = fetch(&dist, MODULE, Some("gzip")).await;
    assert_eq!(encoding.as_deref(), Some("gzip"));
    assert_eq!(body, on_disk(&dist, &format!("{MODULE}.gz")));
    let _ = std::fs::remove_dir_all(dist);
}

#[tokio::test]
async fn a_browser_accepting_no_encoding_gets_the_file_itself() {
    let dist = build();
    let (encoding, _, body) = fetch(&dist, MODULE, None).await;
    assert_eq!(encoding, None);
    assert_eq!(body, on_disk(&dist, MODULE));
    let _ = std::fs::remove_dir_all(dist);
}

#[tokio::test]
async fn a_hashed_file_without_a_brotli_copy_is_served_plain() {
    let dist = build();
    let (encoding, cache, body) = fetch(&dist, BARE_MODULE, Some("br")).await;
    assert_eq!(encoding, None);
    assert_eq!(body, on_disk(&dist, BARE_MODULE));
    assert_eq!(cache, "public, max-age=31536000, immutable");
    let _ = std::fs::remove_dir_all(dist);
}

#[tokio::test]
async fn hashed_files_are_kept_a_year_and_the_rest_revalidated() {
    let dist = build();
    let year = "public, max-age=31536000, immutable";
    for (path, expected) in [
        (MODULE, year),
        ("/", "no-cache"),
        ("/index.html", "no-cache"),
        ("/sw.js", "no-cache"),
        ("/locales/en.ftl", "no-cache"),
        ("/play", "no-cache"),
        ("/app-0123456789abcdef/missing.wasm", "no-cache"),
    ] {
        let (_, cache, _) = fetch(&dist, path, Some("br")).await;
        assert_eq!(cache, expected, "{path}");
    }
    let _ = std::fs::remove_dir_all(dist);
}
