//! The rule-set selector, in the header and on the settings page.

use damas_engine::Variant;
use leptos::prelude::*;

use crate::i18n::{variant_name, variant_short_name};
use crate::state::use_ctx;

/// A `<select>` of the eight rule sets bound to the chosen one; `short`
/// names them briefly (the header on a phone).
#[component]
pub fn RuleSetSelect(id: &'static str, #[prop(optional)] short: bool) -> impl IntoView {
    let ctx = use_ctx();
    view! {
        <select
            id=id
            prop:value=move || ctx.variant.get().id()
            on:change=move |ev| {
                let id = event_target_value(&ev);
                if let Some(v) = Variant::ALL.into_iter().find(|v| v.id() == id) {
                    ctx.set_variant(v);
                }
            }
        >
            {Variant::ALL
                .into_iter()
                .map(|v| {
                    view! {
                        <option value=v.id() selected=move || ctx.variant.get() == v>
                            {move || if short { variant_short_name(v, ctx.lang.get()) } else { variant_name(v, ctx.lang.get()) }}
                        </option>
                    }
                })
                .collect_view()}
        </select>
    }
}
