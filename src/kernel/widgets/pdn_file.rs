//! PDN files: saving a game's PDN as a file the browser downloads, and
//! reading the file a learner picks to open.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

use crate::kernel::i18n::Text;

/// The largest file read, in bytes: a PDN game is a few kilobytes.
const MAX_FILE_BYTES: f64 = 1_000_000.0;

/// Offers `text` as a download named `name` (a `.pdn` file).
pub fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/x-portable-draughts-notation;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(a) =
        document().create_element("a").ok().and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads the file chosen in a file input (`ev`: its change event) and gives
/// `done` its text, or why it could not be read (too big, unreadable). The
/// input is emptied, so that choosing the same file again reads it again.
pub fn read_chosen(ev: &leptos::ev::Event, done: impl FnOnce(Result<String, Text>) + 'static) {
    let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
        return;
    };
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
    input.set_value("");
    if file.size() > MAX_FILE_BYTES {
        done(Err(Text::PlayFileTooBig));
        return;
    }
    spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string());
        done(text.ok_or(Text::PlayFileUnreadable));
    });
}
