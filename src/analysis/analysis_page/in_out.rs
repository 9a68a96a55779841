//! FEN and PDN in and out, and the link: copy, download, paste or open a
//! file.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::Page;
use crate::analysis::controller::{AnalysisController, ImportError, Note};
use crate::kernel::i18n::{key, pdn_errors, Lang, Text};
use crate::kernel::widgets::pdn_file::{download, read_chosen};

/// Why pasted text did not open, in words.
fn import_error(e: &ImportError, l: Lang) -> String {
    match e {
        ImportError::Empty => pdn_errors::nothing_pasted(l),
        ImportError::Fen(e) => pdn_errors::fen(e, l),
        ImportError::Pdn(e) => pdn_errors::pdn(e, l),
        ImportError::Replay { text, error, variant } => pdn_errors::replay(text, error, *variant, l),
    }
}

/// Copies `text`, then says whether it worked.
fn copy(ctrl: RwSignal<AnalysisController>, text: String) {
    let clipboard = window().navigator().clipboard();
    spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&text)).await.is_ok();
        let _ = ctrl.try_update(|c| c.set_note(Some(if ok { Note::Copied } else { Note::CopyFailed })));
    });
}

#[component]
pub fn InOut(page: Page) -> impl IntoView {
    let Page { ctrl, ctx } = page;
    let t = move |k| page.t(k);
    let lang = ctx.lang;
    let paste = RwSignal::new(String::new());
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    let open_now = move || {
        let text = paste.get_untracked();
        match ctrl.try_update(|c| c.import(&text)) {
            Some(Ok(())) => {
                error.set(None);
                let variant = ctrl.with_untracked(AnalysisController::variant);
                if ctx.variant.get_untracked() != variant {
                    ctx.set_variant(variant);
                }
            }
            Some(Err(e)) => error.set(Some(import_error(&e, lang.get_untracked()))),
            None => {}
        }
    };
    let open_file = move |ev: leptos::ev::Event| {
        read_chosen(&ev, move |read| match read {
            Ok(text) => {
                let _ = paste.try_set(text);
                open_now();
            }
            Err(why) => {
                let _ = error.try_set(Some(why.get(lang.get_untracked()).to_string()));
            }
        });
    };
    let link = move || {
        let path = ctrl.with(|c| c.link().href());
        window().location().origin().map(|o| format!("{o}{path}")).unwrap_or(path)
    };
    let download_pdn = move |_| {
        let name = ctrl.with_untracked(|c| c.variant().id().to_string());
        download(&format!("damas-analysis-{name}.pdn"), &ctrl.with_untracked(AnalysisController::pdn));
    };
    view! {
        <div class="pdn-actions">
            <button id="copy-fen" on:click=move |_| copy(ctrl, ctrl.with_untracked(AnalysisController::fen))>{t(key::ANALYSIS_COPY_FEN)}</button>
            <button id="copy-pdn" on:click=move |_| copy(ctrl, ctrl.with_untracked(AnalysisController::pdn))>{t(key::ANALYSIS_COPY_PDN)}</button>
            <button id="copy-link" on:click=move |_| copy(ctrl, link())>{t(key::ANALYSIS_COPY_LINK)}</button>
            <button id="download-pdn" on:click=download_pdn>{t(key::ANALYSIS_DOWNLOAD_PDN)}</button>
        </div>
        <details class="pdn-text">
            <summary>"FEN"</summary>
            <pre id="analysis-fen">{move || ctrl.with(AnalysisController::fen)}</pre>
        </details>
        <details class="open-pdn">
            <summary>{t(key::ANALYSIS_PASTE)}</summary>
            <textarea id="analysis-paste" rows="4" aria-label=t(key::ANALYSIS_PASTE) prop:value=move || paste.get()
                on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
            <div class="open-actions">
                <button id="analysis-open" on:click=move |_| open_now()>{t(key::ANALYSIS_OPEN)}</button>
                <label class="button secondary file-button">
                    {move || ctx.t(Text::PlayOpenFile)}
                    <input type="file" id="analysis-open-file" accept=".pdn,.txt,text/plain" on:change=open_file/>
                </label>
            </div>
            <p class="error" role="alert">{move || error.get()}</p>
        </details>
    }
}
