//! Offline and install: registers the service worker (`sw.js`, copied to
//! `dist/` by Trunk), which caches the app shell for offline use.

/// Registers `/sw.js` if the browser supports service workers. Failures
/// (http: origins other than localhost, private modes) are ignored: the app
/// simply works online only.
pub fn register_service_worker() {
    let Some(window) = web_sys::window() else { return };
    let navigator = window.navigator();
    let has_sw = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    if !has_sw {
        return;
    }
    let _ = navigator.service_worker().register("/sw.js");
}
