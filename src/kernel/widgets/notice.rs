//! The one-line storage notice (blocked, full, or corrupt data reset).

use leptos::prelude::*;

use crate::kernel::i18n::Text;
use crate::kernel::storage::use_ctx;

#[component]
pub fn StorageNotice() -> impl IntoView {
    let ctx = use_ctx();
    let current = move || ctx.status.with(|s| s.notice()).filter(|_| !ctx.notice_dismissed.get());
    move || {
        current().map(|n| {
            view! {
                <div class="notice" role="status" id="storage-notice">
                    <span>{move || ctx.t(n.text())}</span>
                    <button
                        class="notice-close"
                        aria-label=move || ctx.t(Text::NoticeDismiss)
                        title=move || ctx.t(Text::NoticeDismiss)
                        on:click=move |_| ctx.notice_dismissed.set(true)
                    >
                        "×"
                    </button>
                </div>
            }
        })
    }
}
