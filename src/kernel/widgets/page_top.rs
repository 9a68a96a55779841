//! How far down the page an element starts, for CSS that sizes a board to
//! the window's height below it (a lesson, a puzzle on a phone).

use leptos::prelude::*;

use crate::kernel::storage::use_ctx;

/// The distance from the top of the page to `el`, in pixels: measured
/// once it is drawn, and again when the window is resized or the language
/// changes (the lines above it may wrap).
pub fn top_in_page(el: NodeRef<leptos::html::Div>) -> RwSignal<Option<f64>> {
    let top = RwSignal::new(None);
    let measure = move || {
        // `try_`: the element may be gone by the next frame (no panic).
        if let Some(e) = el.try_get_untracked().flatten() {
            let y = e.get_bounding_client_rect().top() + window().scroll_y().unwrap_or(0.0);
            let _ = top.try_set(Some(y.round()));
        }
    };
    let ctx = use_ctx();
    Effect::new(move |_| {
        ctx.lang.track();
        request_animation_frame(measure);
    });
    let handle = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || handle.remove());
    top
}
