//! Entry point of the Damas browser app (built with Trunk for wasm32).

///
/// The learner's language is fetched first (the app carries no text of its
/// own: `damas_app::kernel::i18n::catalogue`), so the first page shows in it.
#[cfg(target_arch = "wasm32")]
fn main() {
    // A release build's panics stop the module at once, with no message
    // for a hook to print (scripts/split-wasm: `-Cpanic=immediate-abort`).
    #[cfg(not(panic = "immediate-abort"))]
    console_error_panic_hook::set_once();
    wasm_bindgen_futures::spawn_local(async {
        damas_app::kernel::storage::load_first_language().await;
        leptos::mount::mount_to_body(damas_app::App);
    });
}

/// Natively there is no UI: the app is built for the browser with Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "damas-app is a browser app: run scripts/serve (or `trunk serve`) \
         and open http://127.0.0.1:8080/"
    );
}
