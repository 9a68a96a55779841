//! A failed practice's review: the learner's move that let the result go
//! (a win into a draw, a draw into a loss, by the rule set's endgame
//! tables) or the crowning or the piece to win (by a search), found by
//! the search worker
//! ([`AiTask::PracticeReview`]), and a move that kept it.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::ai::{self, AiTask};
use crate::i18n::{learn_search_slip, learn_turning_point, Text};
use crate::lessons::{self, LevelSession, Slip, Standing, TurningPoint};
use crate::state::use_ctx;

/// A failed attempt, as its learner moves and replies ([`lessons::Attempt::record`]).
type Record = Vec<(String, Option<String>)>;

/// What the review of one failed attempt found.
#[derive(Clone, Debug, PartialEq)]
enum Found {
    /// The worker is looking.
    Checking,
    /// The move, or `None`: every move kept the result.
    Move(Option<TurningPoint>),
}

/// The review of the failed attempt shown by `session`, if it is a failed
/// practice; nothing otherwise (or when the worker cannot answer).
#[component]
pub fn PracticeReview(session: RwSignal<LevelSession>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let level = session.with_untracked(|s| s.level());
    // The failed attempt's record: the review is for it alone.
    let failed = Memo::new(move |_| session.with(|s| s.failure().map(|_| s.attempt().record())));
    let found: RwSignal<Option<(Record, Found)>> = RwSignal::new(None);
    Effect::new(move |_| {
        let Some(record) = failed.get() else {
            found.set(None);
            return;
        };
        found.set(Some((record.clone(), Found::Checking)));
        let task = AiTask::PracticeReview { level: lessons::level_key(level), record: record.clone() };
        let (_, reply) = ai::request_task(task);
        spawn_local(async move {
            let answer = reply.await.filter(|r| r.error.is_none());
            // A late answer for an attempt since restarted is dropped.
            if failed.try_get_untracked().flatten().as_ref() == Some(&record) {
                let _ = found.try_set(answer.map(|r| (record, Found::Move(r.turning.map(|t| *t)))));
            }
        });
    });
    let text = move || {
        let l = lang.get();
        let (_, f) = found.get()?;
        Some(match f {
            Found::Checking => Text::LearnPracticeChecking.get(l).to_string(),
            Found::Move(None) => Text::LearnPracticeNoSlip.get(l).to_string(),
            Found::Move(Some(tp)) => {
                let (n, played, better) =
                    (tp.index + 1, tp.played.full_text(), tp.better.map(|m| m.full_text()));
                match tp.slip {
                    Slip::Result { before, after } => learn_turning_point(
                        l,
                        n,
                        &played,
                        better.as_deref(),
                        before == Standing::Win,
                        after == Standing::Loss,
                    ),
                    Slip::Crowning | Slip::Pieces | Slip::Win => {
                        learn_search_slip(l, n, &played, better.as_deref(), tp.slip)
                    }
                }
            }
        })
    };
    let busy = move || found.with(|f| matches!(f, Some((_, Found::Checking))));
    view! {
        {move || text().map(|t| view! {
            <p class="lesson-practice-review small" id="lesson-practice-review" aria-busy=move || busy().to_string()>{t}</p>
        })}
    }
}
