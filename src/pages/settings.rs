//! `/settings`: language, rule set, board, sound, default opponent; export,
//! import and reset of the progress.

use damas_engine::search::Level;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::ruleset_select::RuleSetSelect;
use crate::i18n::{level_name, Lang, Text};
use crate::state::progress_io::web as io;
use crate::state::settings::{BoardTheme, Coords, PieceSet, Settings};
use crate::state::use_ctx;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let settings = ctx.settings;
    let set = move |f: &dyn Fn(&mut Settings)| settings.update(|s| f(s));

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
                Err(e) => Err(e.text(lang)),
            }));
        });
    };

    view! {
        <section class="settings">
            <h1>{t(Text::SettingsTitle)}</h1>
            <p class="secondary">{t(Text::SettingsSavedHere)}</p>

            <div class="field">
                <label for="set-lang">{t(Text::SettingsLanguage)}</label>
                <select
                    id="set-lang"
                    prop:value=move || settings.with(|s| s.lang.map_or("auto", |l| l.code()))
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        let lang = Lang::ALL.into_iter().find(|l| l.code() == v);
                        let browser = crate::state::browser_lang();
                        set(&|s| s.set_lang(lang, browser));
                    }
                >
                    <option value="auto">{t(Text::SettingsLanguageAuto)}</option>
                    {Lang::ALL
                        .into_iter()
                        .map(|l| view! { <option value=l.code()>{l.native_name()}</option> })
                        .collect_view()}
                </select>
            </div>

            <div class="field">
                <label for="set-variant">{t(Text::SettingsRuleSet)}</label>
                <RuleSetSelect id="set-variant"/>
            </div>

            <h2>{t(Text::SettingsBoard)}</h2>
            <div class="field">
                <label for="set-theme">{t(Text::SettingsTheme)}</label>
                <select
                    id="set-theme"
                    prop:value=move || settings.with(|s| s.theme.id())
                    on:change=move |ev| {
                        let id = event_target_value(&ev);
                        if let Some(th) = BoardTheme::ALL.into_iter().find(|x| x.id() == id) {
                            set(&|s| s.theme = th);
                        }
                    }
                >
                    {BoardTheme::ALL
                        .into_iter()
                        .map(|th| view! { <option value=th.id()>{t(th.label())}</option> })
                        .collect_view()}
                </select>
                <div class=move || format!("theme-swatch theme-{}", settings.with(|s| s.theme.id()))>
                    <span class="light"></span><span class="dark"></span><span class="light"></span><span class="dark"></span>
                </div>
            </div>
            <div class="field">
                <label for="set-pieces">{t(Text::SettingsPieces)}</label>
                <select
                    id="set-pieces"
                    prop:value=move || settings.with(|s| s.pieces.id())
                    on:change=move |ev| {
                        let id = event_target_value(&ev);
                        if let Some(p) = PieceSet::ALL.into_iter().find(|x| x.id() == id) {
                            set(&|s| s.pieces = p);
                        }
                    }
                >
                    {PieceSet::ALL
                        .into_iter()
                        .map(|p| view! { <option value=p.id()>{t(p.label())}</option> })
                        .collect_view()}
                </select>
            </div>
            <div class="field">
                <label for="set-coords">{t(Text::SettingsCoords)}</label>
                <select
                    id="set-coords"
                    prop:value=move || settings.with(|s| s.coords.id())
                    on:change=move |ev| {
                        let id = event_target_value(&ev);
                        if let Some(c) = Coords::ALL.into_iter().find(|x| x.id() == id) {
                            set(&|s| s.coords = c);
                        }
                    }
                >
                    {Coords::ALL
                        .into_iter()
                        .map(|c| view! { <option value=c.id()>{t(c.label())}</option> })
                        .collect_view()}
                </select>
            </div>
            <div class="field check">
                <input
                    type="checkbox"
                    id="set-flip"
                    prop:checked=move || settings.with(|s| s.flip)
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        set(&|s| s.flip = on);
                    }
                />
                <label for="set-flip">{t(Text::SettingsFlip)}</label>
            </div>
            <div class="field check">
                <input
                    type="checkbox"
                    id="set-sound"
                    prop:checked=move || settings.with(|s| s.sound)
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        set(&|s| s.sound = on);
                    }
                />
                <label for="set-sound">{t(Text::SettingsSound)}</label>
            </div>
            <div class="field">
                <label for="set-level">{t(Text::SettingsLevel)}</label>
                <select
                    id="set-level"
                    prop:value=move || settings.with(|s| s.level.id())
                    on:change=move |ev| {
                        let id = event_target_value(&ev);
                        if let Some(l) = Level::ALL.into_iter().find(|x| x.id() == id) {
                            set(&|s| s.level = l);
                        }
                    }
                >
                    {Level::ALL
                        .into_iter()
                        .map(|l| view! { <option value=l.id()>{move || level_name(l, ctx.lang.get())}</option> })
                        .collect_view()}
                </select>
            </div>

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
        </section>
    }
}
