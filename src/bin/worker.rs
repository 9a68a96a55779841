//! The computer opponent's Web Worker: Trunk builds it as `worker.js`
//! (`<link data-trunk rel="rust" data-bin="worker" data-type="worker">`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo_worker::Registrable;
    console_error_panic_hook::set_once();
    damas_app::ai::SearchTask::registrar().register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("worker: the AI Web Worker only runs in the browser");
}
