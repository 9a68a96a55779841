//! Offline and install: registers the service worker (`sw.js`, copied to
//! `dist/` by Trunk), which caches the app shell at install, and tells it
//! what else to keep, in order ([`OfflineFill`]): the language shown, then
//! the rule set in use, then, once the page is idle, the rest (never on a
//! connection that saves data: then it keeps only what the page uses).

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::kernel::offline_fill::OfflineFill;
use crate::kernel::storage::Ctx;
use crate::puzzles::offline_files;

/// How long after the page's load the rest may start, at the latest (the
/// browser's idle callback usually comes first).
const IDLE_TIMEOUT_MS: u32 = 5_000;

/// The browser's service worker container, if it has one.
fn container() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let has_sw = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    has_sw.then(|| navigator.service_worker())
}

/// Registers `/sw.js` if the browser supports service workers, then keeps
/// it told of the language and rule set in use. Failures (http: origins
/// other than localhost, private modes) are ignored: the app simply works
/// online only.
pub fn register_service_worker(ctx: Ctx) {
    let Some(container) = container() else { return };
    let _ = container.register("/sw.js");
    Effect::new(move |_| send(OfflineFill::texts(ctx.lang.get())));
    if saves_data() {
        return;
    }
    Effect::new(move |_| {
        let variant = ctx.variant.get();
        send(OfflineFill::warm(variant, offline_files(variant)));
    });
    when_idle(|| send(OfflineFill::rest(offline_files)));
}

/// Whether the connection asks to save data (`navigator.connection.saveData`).
fn saves_data() -> bool {
    let Some(window) = web_sys::window() else { return false };
    js_sys::Reflect::get(&window.navigator(), &"connection".into())
        .ok()
        .filter(|c| c.is_object())
        .and_then(|c| js_sys::Reflect::get(&c, &"saveData".into()).ok())
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// Posts `request` to the active service worker once there is one.
fn send(request: OfflineFill) {
    let Some(container) = container() else { return };
    let Ok(ready) = container.ready() else { return };
    leptos::task::spawn_local(async move {
        let Ok(registration) = wasm_bindgen_futures::JsFuture::from(ready).await else { return };
        let registration: web_sys::ServiceWorkerRegistration = registration.unchecked_into();
        let Some(worker) = registration.active() else { return };
        if let Ok(message) = js_sys::JSON::parse(&request.to_json()) {
            let _ = worker.post_message(&message);
        }
    });
}

/// Runs `then` once the page has loaded and the browser is idle.
fn when_idle(then: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else { return };
    let idle = Closure::once_into_js(then);
    let after_load = Closure::once_into_js(move || {
        let Some(window) = web_sys::window() else { return };
        let options = web_sys::IdleRequestOptions::new();
        options.set_timeout(IDLE_TIMEOUT_MS);
        let _ = window.request_idle_callback_with_options(idle.unchecked_ref(), &options);
    });
    let loaded = window.document().is_some_and(|d| d.ready_state() == "complete");
    if loaded {
        let _ = after_load.unchecked_ref::<js_sys::Function>().call0(&JsValue::NULL);
    } else {
        let _ = window.add_event_listener_with_callback("load", after_load.unchecked_ref());
    }
}
