//! Beside the board: the move list, the scores against this opponent, and
//! the game's PDN to copy or download.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::{opponent_name, Actions};
use crate::kernel::i18n::Text;
use crate::kernel::storage::player_settings::Coords;
use crate::kernel::widgets::pdn_file::download;
use crate::play::controller::Note;
use crate::play::score_store::Scores;
use crate::play::{MoveRow, Opponent};
use crate::review::ReviewButton;

/// The moves played, numbered.
#[component]
pub fn MoveList(rows: Memo<Vec<MoveRow>>) -> impl IntoView {
    let ctx = crate::kernel::storage::use_ctx();
    move || {
        let rows = rows.get();
        if rows.is_empty() {
            return view! { <p class="secondary moves-empty">{ctx.t(Text::PlayNoMoves)}</p> }.into_any();
        }
        view! {
            <ol class="move-list">
                {rows
                    .into_iter()
                    .map(|r| view! {
                        <li>
                            <span class="move-no">{format!("{}.", r.number)}</span>
                            <span class="move">{r.first.unwrap_or_else(|| "…".into())}</span>
                            <span class="move">{r.second.unwrap_or_default()}</span>
                        </li>
                    })
                    .collect_view()}
            </ol>
        }
        .into_any()
    }
}

/// The side column: moves, scores, PDN.
#[component]
pub fn GameSide(actions: Actions, scores: RwSignal<Scores>) -> impl IntoView {
    let Actions { ctrl, ctx, .. } = actions;
    let t = move |text: Text| move || ctx.t(text);
    let rows = Memo::new(move |_| {
        let algebraic = ctx.settings.with(|s| s.coords == Coords::Algebraic);
        ctrl.with(|c| c.session().map(|s| s.move_rows(algebraic)).unwrap_or_default())
    });
    let score_line = move || {
        let l = ctx.lang.get();
        let (variant, opponent) = ctrl.with(|c| c.session().map(|s| (s.variant(), s.opponent())))?;
        let text = match opponent {
            Opponent::Computer(level) => {
                let r = scores.with(|sc| sc.against(variant, level));
                format!(
                    "{} — {}: {} · {}: {} · {}: {}",
                    opponent_name(opponent, l),
                    Text::PlayWins.get(l),
                    r.wins,
                    Text::PlayDraws.get(l),
                    r.draws,
                    Text::PlayLosses.get(l),
                    r.losses
                )
            }
            Opponent::Friend => {
                let r = scores.with(|sc| sc.friends(variant));
                format!(
                    "{}: {} · {}: {} · {}: {}",
                    Text::PlayLight.get(l),
                    r.white,
                    Text::PlayDark.get(l),
                    r.black,
                    Text::PlayDraws.get(l),
                    r.draws
                )
            }
        };
        Some(view! {
            <p class="score-line" id="score-line"><span class="label">{Text::PlayScores.get(l)}": "</span>{text}</p>
        })
    };
    // A game with a friend or an opened PDN game may be reviewed at any
    // time; against the computer, once it is over (the end banner has it too).
    let to_review = Signal::derive(move || {
        ctrl.with(|c| {
            let s = c.session()?;
            let open = s.is_over() || s.opponent() == Opponent::Friend || s.fixed_moves() > 0;
            open.then(|| crate::play::game_store::kept_for_review(s))
        })
    });
    // The game on the analysis board, once over (or between friends).
    let to_analyse = Signal::derive(move || {
        ctrl.with(|c| {
            let s = c.session()?;
            let open = s.is_over() || s.opponent() == Opponent::Friend;
            open.then(|| crate::analysis::analysis_href(*s.game().start(), s.game().moves()))
        })
    });
    let pdn_text = move || ctrl.with(|c| c.session().map(|s| s.to_pdn(ctx.lang.get())).unwrap_or_default());
    let copy_pdn = move |_| {
        let text = pdn_text();
        let clipboard = window().navigator().clipboard();
        spawn_local(async move {
            let ok = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&text)).await.is_ok();
            let _ = ctrl.try_update(|c| c.set_note(Some(if ok { Note::Copied } else { Note::CopyFailed })));
        });
    };
    let download_pdn = move |_| {
        let name =
            ctrl.with_untracked(|c| c.session().map(|s| s.variant().id().to_string())).unwrap_or_default();
        download(&format!("damas-{name}.pdn"), &pdn_text());
    };
    view! {
        <aside class="play-side">
            <h2>{t(Text::PlayMoves)}</h2>
            <MoveList rows=rows/>
            {score_line}
            <div class="review-actions">
                <ReviewButton game=to_review/>
                <crate::analysis::AnalyseLink href=to_analyse/>
            </div>
            <div class="pdn-actions">
                <button on:click=copy_pdn>{t(Text::PlayCopyPdn)}</button>
                <button on:click=download_pdn>{t(Text::PlayDownloadPdn)}</button>
            </div>
            <details class="pdn-text">
                <summary>"PDN"</summary>
                <pre>{pdn_text}</pre>
            </details>
        </aside>
    }
}
