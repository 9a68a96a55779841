//! The header on every page: app name, navigation, rule-set selector and
//! language menu.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::kernel::i18n::{Lang, Text};
use crate::kernel::storage::use_ctx;
use crate::kernel::widgets::enum_select::EnumSelect;
use crate::kernel::widgets::ruleset_select::RuleSetSelect;

#[component]
pub fn Header() -> impl IntoView {
    let ctx = use_ctx();
    let t = move |text: Text| move || ctx.t(text);
    let short = Callback::new(|lang: Lang| lang.short().to_string());
    let nav = [
        ("/", Text::NavHome),
        ("/learn", Text::NavLearn),
        ("/puzzles", Text::NavPuzzles),
        ("/play", Text::NavPlay),
        ("/rules", Text::NavRules),
        ("/settings", Text::NavSettings),
    ];
    view! {
        <header class="header">
            <div class="header-bar">
                <A href="/" attr:class="brand">
                    <img src="/icon.svg" alt="" width="32" height="32"/>
                    <span>{t(Text::AppName)}</span>
                </A>
                <div class="header-controls">
                    // The rule set's short name ("English") beside the
                    // language ("EN"): a small board and, where there is
                    // room, a word say which menu is the rule set.
                    <label class="ruleset-picker">
                        <svg class="ruleset-icon" viewBox="0 0 2 2" width="18" height="18" aria-hidden="true">
                            <rect class="light" width="2" height="2"/>
                            <rect class="dark" width="1" height="1"/>
                            <rect class="dark" x="1" y="1" width="1" height="1"/>
                        </svg>
                        <span class="label">{t(Text::HeaderRuleSet)}</span>
                        <RuleSetSelect id="ruleset" short=true/>
                    </label>
                    <label class="lang-picker">
                        <span class="visually-hidden">{t(Text::LanguageLabel)}</span>
                        <EnumSelect id="lang-switch" value=ctx.lang on_change=Callback::new(move |l| ctx.set_lang(l)) label=short/>
                    </label>
                </div>
            </div>
            <nav class="nav" aria-label=t(Text::NavMenu)>
                {nav
                    .into_iter()
                    .map(|(href, text)| {
                        view! {
                            <A href=href exact=href == "/" attr:class=if href == "/" { "nav-home" } else { "" }>
                                {t(text)}
                            </A>
                        }
                    })
                    .collect_view()}
            </nav>
        </header>
    }
}
