//! A practice's review: the learner's move that let the result go (a win
//! into a draw, a draw into a loss, by the rule set's endgame tables) or
//! the crowning or the piece to win (by a search), found by the search
//! worker ([`crate::kernel::ai::AiTask::PracticeReview`]) after each
//! reply, and a move that kept it.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::kernel::ai::{self, AttemptRecord, AttemptReview};
use crate::kernel::i18n::{Lang, Text};
use crate::kernel::storage::use_ctx;
use crate::learn::lesson_texts::{learn_search_slip, learn_turning_point};
use crate::learn::{self, LevelSession, Slip, Standing, TurningPoint};

/// A failed attempt, as its learner moves and replies ([`learn::Attempt::record`]).
type Record = Vec<(String, Option<String>)>;

/// What the review of one failed attempt found.
#[derive(Clone, Debug, PartialEq)]
enum Found {
    /// The worker is looking.
    Checking,
    /// The move, or `None`: every move kept the result.
    Move(Option<TurningPoint>),
}

/// The move that let the practice go, in words.
fn turning_sentence(l: Lang, tp: TurningPoint) -> String {
    let (n, played, better) = (tp.index + 1, tp.played.full_text(), tp.better.map(|m| m.full_text()));
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

/// The review of a practice shown by `session`, asked of the search worker
/// after each reply: a move found to have let the aim go fails the attempt
/// there ([`LevelSession::reviewed`]), so the headline names it, and once
/// the attempt has failed this says which move it was (or that every move
/// kept the result). Nothing for another level, or when the worker cannot
/// answer.
#[component]
pub fn PracticeReview(session: RwSignal<LevelSession>) -> impl IntoView {
    let ctx = use_ctx();
    let lang = ctx.lang;
    let level = session.with_untracked(|s| s.level());
    // The attempt to review: after each reply, until a move let the aim go.
    let current = Memo::new(move |_| {
        session.with(|s| {
            let a = s.attempt();
            (!s.busy() && a.learner_moves() > 0 && a.turning_point().is_none()).then(|| a.record())
        })
    });
    let found: RwSignal<Option<(Record, Found)>> = RwSignal::new(None);
    Effect::new(move |_| {
        let Some(record) = current.get() else { return };
        found.set(Some((record.clone(), Found::Checking)));
        let task = AttemptReview(AttemptRecord { level: learn::level_key(level), record: record.clone() });
        let (_, reply) = ai::request_task(task);
        spawn_local(async move {
            // Refused or cancelled: no review.
            let answer = reply.await.and_then(Result::ok);
            // A late answer for an attempt since changed is dropped.
            if current.try_get_untracked().flatten().as_ref() != Some(&record) {
                return;
            }
            let turning = answer.flatten();
            let _ = session.try_update(|s| s.reviewed(&record, turning));
            let _ = found.try_set(answer.map(|_| (record, Found::Move(turning))));
        });
    });
    let text = move || {
        let l = lang.get();
        let (failed, turning, record) =
            session.with(|s| (s.failure().is_some(), s.attempt().turning_point(), s.attempt().record()));
        if !failed {
            return None;
        }
        if let Some(tp) = turning {
            return Some(turning_sentence(l, tp));
        }
        let (reviewed, f) = found.get()?;
        (reviewed == record).then(|| match f {
            Found::Checking => Text::LearnPracticeChecking.get(l).to_string(),
            Found::Move(None) => Text::LearnPracticeNoSlip.get(l).to_string(),
            Found::Move(Some(tp)) => turning_sentence(l, tp),
        })
    };
    let busy = move || found.with(|f| matches!(f, Some((_, Found::Checking))));
    // How many learner moves the last answered review covered (for tests
    // and tools: a move let go fails the level when it comes).
    let reviewed = move || {
        found
            .with(|f| match f {
                Some((record, Found::Move(_))) => record.len(),
                _ => 0,
            })
            .to_string()
    };
    view! {
        <span id="lesson-practice-reviewed" hidden data-moves=reviewed></span>
        {move || text().map(|t| view! {
            <p class="lesson-practice-review small" id="lesson-practice-review" aria-busy=move || busy().to_string()>{t}</p>
        })}
    }
}
