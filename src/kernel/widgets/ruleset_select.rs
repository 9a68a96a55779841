//! The rule-set selector, in the header and on the settings page.

use damas_engine::Variant;
use leptos::prelude::*;

use crate::kernel::i18n::{variant_name, variant_short_name};
use crate::kernel::storage::use_ctx;
use crate::kernel::widgets::enum_select::EnumSelect;

/// A `<select>` of the nine rule sets bound to the one chosen app-wide;
/// `short` names them briefly (the header on a phone).
#[component]
pub fn RuleSetSelect(id: &'static str, #[prop(optional)] short: bool) -> impl IntoView {
    let ctx = use_ctx();
    let label = Callback::new(move |v: Variant| {
        let l = ctx.lang.get();
        if short { variant_short_name(v, l) } else { variant_name(v, l) }.to_string()
    });
    view! { <EnumSelect id=id value=ctx.variant on_change=Callback::new(move |v| ctx.set_variant(v)) label=label/> }
}
