//! The settings page's progress section: export to a file, import one
//! (refused with its reason when it is not a Damas export), reset with a
//! confirmation.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::kernel::i18n::Text;
use crate::kernel::storage::use_ctx;
use crate::settings::progress_io::web as io;

/// Export, import and reset, and what came of the last one.
#[component]
pub fn ProgressSection() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    // Messages of the progress section: Ok(text) or Err(text).
    let message = RwSignal::new(None::<Result<String, String>>);
    let confirming = RwSignal::new(false);

    let on_import = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = ev.target().expect("target").unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let lang = ctx.lang.get_untracked();
            message.set(Some(match io::import(file).await {
                Ok(()) => Ok(Text::ImportDone.get(lang).to_string()),
                Err(e) => Err(crate::settings::progress_texts::import_error(&e, lang)),
            }));
        });
    };

    view! {
        <h2>{t(Text::ProgressTitle)}</h2>
        <p class="secondary">{t(Text::ProgressHelp)}</p>
        <div class="actions">
            <button
                class="button"
                id="export"
                on:click=move |_| {
                    if let Err(e) = io::download() {
                        message.set(Some(Err(e)));
                    }
                }
            >
                {t(Text::ExportButton)}
            </button>
            <label class="button file-button">
                {t(Text::ImportButton)}
                <input type="file" id="import" accept=".json,application/json" on:change=on_import/>
            </label>
        </div>
        <p class="secondary small">{t(Text::ImportReplaces)}</p>
        {move || {
            message
                .get()
                .map(|m| match m {
                    Ok(text) => view! { <p class="message ok" role="status">{text}</p> }.into_any(),
                    Err(text) => view! { <p class="message error" role="alert">{text}</p> }.into_any(),
                })
        }}
        <div class="danger-zone">
            {move || {
                if confirming.get() {
                    view! {
                        <div class="confirm" role="alertdialog">
                            <p>{t(Text::ResetQuestion)}</p>
                            <button
                                class="button danger"
                                id="reset-confirm"
                                on:click=move |_| {
                                    io::reset();
                                    confirming.set(false);
                                    message.set(Some(Ok(Text::ResetDone.get(ctx.lang.get_untracked()).to_string())));
                                }
                            >
                                {t(Text::ResetConfirm)}
                            </button>
                            <button class="button secondary" on:click=move |_| confirming.set(false)>
                                {t(Text::Cancel)}
                            </button>
                        </div>
                    }
                    .into_any()
                } else {
                    view! {
                        <button class="button danger-outline" id="reset" on:click=move |_| confirming.set(true)>
                            {t(Text::ResetButton)}
                        </button>
                    }
                    .into_any()
                }
            }}
        </div>
    }
}
