//! One `<select>` for every closed set of values (rule sets, levels, board
//! themes, piece sets, coordinates, languages, opponents): see
//! [`Choice`].

use leptos::prelude::*;

use crate::kernel::i18n::choice::Choice;
use crate::kernel::storage::use_ctx;

/// A `<select>` of every `T`, showing `value` and calling `on_change` with
/// the value picked. Options are named by [`Choice::name`] in the current
/// language, or by `label` when given (a short name, a count after it).
#[component]
pub fn EnumSelect<T: Choice>(
    id: &'static str,
    #[prop(into)] value: Signal<T>,
    on_change: Callback<T>,
    #[prop(optional)] label: Option<Callback<T, String>>,
) -> impl IntoView {
    let lang = use_ctx().lang;
    let name = move |c: T| label.map_or_else(|| c.name(lang.get()), |l| l.run(c));
    view! {
        <select
            id=id
            prop:value=move || value.get().key()
            on:change=move |ev| {
                if let Some(c) = T::from_key(&event_target_value(&ev)) {
                    on_change.run(c);
                }
            }
        >
            {T::choices()
                .into_iter()
                .map(|c| view! { <option value=c.key() selected=move || value.get() == c>{move || name(c)}</option> })
                .collect_view()}
        </select>
    }
}
