//! `/settings`: language, rule set, board, sound, default opponent; export,
//! import and reset of the progress ([`progress_section`]).

mod progress_section;

use damas_engine::search::Level;
use leptos::prelude::*;

use crate::kernel::i18n::{Lang, Text};
use crate::kernel::storage::player_settings::{BoardTheme, Coords, PieceSet, Settings};
use crate::kernel::storage::use_ctx;
use crate::kernel::widgets::enum_select::EnumSelect;
use crate::kernel::widgets::ruleset_select::RuleSetSelect;
use progress_section::ProgressSection;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let settings = ctx.settings;
    let set = move |f: &dyn Fn(&mut Settings)| settings.update(|s| f(s));

    view! {
        <section class="settings">
            <h1>{t(Text::SettingsTitle)}</h1>
            <p class="secondary">{t(Text::SettingsSavedHere)}</p>

            <div class="field">
                <label for="set-lang">{t(Text::SettingsLanguage)}</label>
                <EnumSelect id="set-lang" value=Signal::derive(move || settings.with(|s| s.lang))
                    on_change=Callback::new(move |lang: Option<Lang>| {
                        let browser = crate::kernel::storage::browser_lang();
                        set(&|s| s.set_lang(lang, browser));
                    })/>
            </div>

            <div class="field">
                <label for="set-variant">{t(Text::SettingsRuleSet)}</label>
                <RuleSetSelect id="set-variant"/>
            </div>

            <h2>{t(Text::SettingsBoard)}</h2>
            <div class="field">
                <label for="set-theme">{t(Text::SettingsTheme)}</label>
                <EnumSelect id="set-theme" value=Signal::derive(move || settings.with(|s| s.theme))
                    on_change=Callback::new(move |v: BoardTheme| set(&|s| s.theme = v))/>
                <div class=move || format!("theme-swatch theme-{}", settings.with(|s| s.theme.id()))>
                    <span class="light"></span><span class="dark"></span><span class="light"></span><span class="dark"></span>
                </div>
            </div>
            <div class="field">
                <label for="set-pieces">{t(Text::SettingsPieces)}</label>
                <EnumSelect id="set-pieces" value=Signal::derive(move || settings.with(|s| s.pieces))
                    on_change=Callback::new(move |v: PieceSet| set(&|s| s.pieces = v))/>
            </div>
            <div class="field">
                <label for="set-coords">{t(Text::SettingsCoords)}</label>
                <EnumSelect id="set-coords" value=Signal::derive(move || settings.with(|s| s.coords))
                    on_change=Callback::new(move |v: Coords| set(&|s| s.coords = v))/>
                // The orthogonal board (Turkish) has no numbers: it names its
                // squares on the edges whichever coordinates are chosen.
                {move || ctx.variant.get().size().is_orthogonal().then(|| view! {
                    <p class="small secondary" id="coords-orthogonal">{t(Text::SettingsCoordsOrthogonal)}</p>
                })}
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
                <EnumSelect id="set-level" value=Signal::derive(move || settings.with(|s| s.level))
                    on_change=Callback::new(move |v: Level| set(&|s| s.level = v))/>
            </div>

            <ProgressSection/>
        </section>
    }
}
