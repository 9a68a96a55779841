//! The computer opponent's Web Worker: Trunk builds it as `worker.js`
//! (`<link data-trunk rel="rust" data-bin="worker" data-type="worker">`).
//! It registers [`damas_app::kernel::ai::SearchWorker`], which answers each
//! search job with a progress report per finished depth and then the move,
//! and gives it the lessons' answers to their tasks. Messages travel as
//! postcard ([`damas_app::kernel::ai::codec`]).

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo_worker::Registrable;
    console_error_panic_hook::set_once();
    damas_app::kernel::ai::answer_lessons_with(damas_app::learn::LESSON_ANSWERS);
    // Postcard on the wire, as the page sends and reads it (worker_client.rs).
    damas_app::kernel::ai::SearchWorker::registrar()
        .encoding::<damas_app::kernel::ai::codec::Postcard>()
        .register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("worker: the AI Web Worker only runs in the browser");
}
