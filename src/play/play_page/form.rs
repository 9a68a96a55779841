//! The new-game form: resume the unfinished game; rule set, opponent,
//! colour, English ballot opening; or open a PDN game or FEN position
//! (pasted, or from a file).

use damas_engine::{Color, Variant};
use leptos::prelude::*;

use super::{note_text, opponent_name, Actions};
use crate::kernel::ai;
use crate::kernel::i18n::{moves_played, pdn_errors, variant_name, Lang, Text};
use crate::kernel::random_seed::random_seed;
use crate::kernel::widgets::enum_select::EnumSelect;
use crate::kernel::widgets::pdn_file::read_chosen;
use crate::play::controller::{Ballot, NewGame};
use crate::play::{openings, OpenError, Opponent, Session};

/// Why a pasted game or position did not open, in words.
fn open_error(e: &OpenError, l: Lang) -> String {
    match e {
        OpenError::Empty => pdn_errors::nothing_pasted(l),
        OpenError::Fen(e) => pdn_errors::fen(e, l),
        OpenError::Pdn(e) => pdn_errors::pdn(e, l),
        OpenError::Replay { text, error, variant } => pdn_errors::replay(text, error, *variant, l),
    }
}

/// The card offering the unfinished game.
#[component]
fn ResumeCard(actions: Actions) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    move || {
        let l = ctx.lang.get();
        let desc = ctrl.with(|c| {
            c.resumable().map(|s| {
                format!(
                    "{} · {} · {}",
                    variant_name(s.variant(), l),
                    opponent_name(s.opponent(), l),
                    moves_played(l, s.numbered_moves())
                )
            })
        })?;
        Some(view! {
            <div class="resume-card">
                <p>{Text::PlayUnfinished.get(l)}</p>
                <p class="secondary">{desc}</p>
                <button class="primary" id="resume-game" on:click=move |_| {
                    if let Some(s) = ctrl.with_untracked(|c| c.resumable().cloned()) {
                        actions.begin(s);
                    }
                }>{Text::PlayResume.get(l)}</button>
            </div>
        })
    }
}

/// Paste a PDN game or FEN position, or open a file, to play on from it.
#[component]
fn OpenGame(actions: Actions, form: RwSignal<NewGame>) -> impl IntoView {
    let ctx = actions.ctx;
    let lang = ctx.lang;
    let paste = RwSignal::new(String::new());
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    let open_now = move || {
        let setup = form.get_untracked().open_setup();
        match Session::open_text(&paste.get_untracked(), setup) {
            Ok(s) => {
                error.set(None);
                actions.begin(s);
            }
            Err(e) => error.set(Some(open_error(&e, lang.get_untracked()))),
        }
    };
    // A PDN file: its text goes into the box and opens (or says why not).
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
    let t = move |text: Text| move || ctx.t(text);
    view! {
        <details class="open-pdn">
            <summary>{t(Text::PlayOpenTitle)}</summary>
            <p class="secondary">{t(Text::PlayOpenHelp)}</p>
            <textarea id="paste-pdn" rows="5" aria-label=t(Text::PlayOpenTitle) prop:value=move || paste.get()
                on:input=move |ev| paste.set(event_target_value(&ev))></textarea>
            <div class="open-actions">
                <button id="open-pdn" on:click=move |_| open_now()>{t(Text::PlayOpen)}</button>
                <label class="button secondary file-button">
                    {t(Text::PlayOpenFile)}
                    <input type="file" id="open-pdn-file" accept=".pdn,.txt,text/plain" on:change=open_file/>
                </label>
            </div>
            <p class="error" role="alert">{move || error.get()}</p>
        </details>
    }
}

/// The form.
#[component]
pub fn NewGameForm(actions: Actions) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    let lang = ctx.lang;
    let t = move |text: Text| move || ctx.t(text);
    let level = ctx.settings.with_untracked(|s| s.level);
    // A link may ask for a rule set (`/play?variant=english`, from a rules page).
    let asked = leptos_router::hooks::use_query_map()
        .with_untracked(|q| q.get("variant"))
        .and_then(|id| id.parse::<Variant>().ok());
    let variant = asked.unwrap_or_else(|| ctx.variant.get_untracked());
    let form = RwSignal::new(NewGame::new(variant, Opponent::Computer(level)));
    // The learner will most likely start with this choice: the worker and
    // that level's data start loading now, not at the first move.
    ai::get_ready(variant, level);
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        actions.begin(Session::new(form.get_untracked().setup(random_seed())));
    };
    let colours = move || {
        let l = lang.get();
        let first = form.with(|f| f.variant.rules().first);
        let name = |c: Color| if c == Color::White { Text::PlayLight.get(l) } else { Text::PlayDark.get(l) };
        view! {
            <label class="radio">
                <input type="radio" name="play-colour" id="play-first" prop:checked=move || form.with(|f| f.user_first)
                    on:change=move |_| form.update(|f| f.user_first = true)/>
                {format!("{} ({})", name(first), Text::PlayMovesFirst.get(l))}
            </label>
            <label class="radio">
                <input type="radio" name="play-colour" id="play-second" prop:checked=move || !form.with(|f| f.user_first)
                    on:change=move |_| form.update(|f| f.user_first = false)/>
                {name(!first)}
            </label>
        }
    };
    view! {
        <div class="play-form-wrap">
            <h1>{t(Text::PlayTitle)}</h1>
            <p class="play-online-link">
                <leptos_router::components::A href="/online">
                    {move || crate::online::OnlineText::Title.get(ctx.lang.get())}
                </leptos_router::components::A>
            </p>
            {move || ctrl.with(|c| c.note()).map(|n| view! { <p class="play-note" role="status">{ctx.t(note_text(n))}</p> })}
            <ResumeCard actions=actions/>
            <form class="play-form" on:submit=start>
                <h2>{t(Text::NewGame)}</h2>
                <div class="field">
                    <label for="play-variant">{t(Text::SettingsRuleSet)}</label>
                    <EnumSelect id="play-variant" value=Signal::derive(move || form.with(|f| f.variant))
                        on_change=Callback::new(move |v| form.update(|f| f.variant = v))/>
                </div>
                <div class="field">
                    <label for="play-opponent">{t(Text::PlayOpponent)}</label>
                    <EnumSelect id="play-opponent" value=Signal::derive(move || form.with(|f| f.opponent))
                        on_change=Callback::new(move |o| form.update(|f| f.opponent = o))/>
                </div>
                // With a friend: the side drawn at the bottom.
                <fieldset class="field">
                    <legend>{t(Text::PlayYourPieces)}</legend>
                    {colours}
                </fieldset>
                <Show when=move || form.with(|f| f.variant == Variant::English)>
                    <div class="field">
                        <label for="play-ballot">{t(Text::PlayBallot)}</label>
                        <select id="play-ballot" prop:value=move || form.with(|f| f.ballot.id())
                            on:change=move |ev| form.update(|f| f.ballot = Ballot::from_id(&event_target_value(&ev)))>
                            <option value="">{t(Text::PlayBallotNone)}</option>
                            <option value="random">{t(Text::PlayBallotRandom)}</option>
                            {openings::ENGLISH.iter().enumerate().map(|(i, o)| view! {
                                <option value=i.to_string()>{format!("{} ({})", o.name, o.moves.join(" "))}</option>
                            }).collect_view()}
                        </select>
                    </div>
                </Show>
                <button type="submit" class="primary" id="start-game">{t(Text::PlayStart)}</button>
            </form>
            <OpenGame actions=actions form=form/>
        </div>
    }
}
