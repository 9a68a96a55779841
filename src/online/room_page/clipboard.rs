//! Copying and sharing a link or a text from the room page.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

/// Copies `text`; `done` says whether it worked.
pub fn copy(text: String, done: RwSignal<bool>) {
    let clipboard = window().navigator().clipboard();
    spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&text)).await.is_ok();
        done.set(ok);
    });
}

/// Opens the Web Share sheet, where the browser has it.
pub fn share(url: &str, title: &str) -> bool {
    let nav = window().navigator();
    let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) else { return false };
    let Some(f) = f.dyn_ref::<js_sys::Function>() else { return false };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    if let Ok(p) = f.call1(&nav, &data)
        && let Ok(p) = p.dyn_into::<js_sys::Promise>()
    {
        // A cancelled share rejects: nothing to do.
        spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(p).await;
        });
    }
    true
}

/// Whether the browser can share.
pub fn has_share() -> bool {
    js_sys::Reflect::get(&window().navigator(), &"share".into()).is_ok_and(|f| f.is_function())
}
