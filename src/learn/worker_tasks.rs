//! The lessons' tasks in the search worker: a lesson's engine reply, a
//! hint, a failed practice's review. The kernel's worker knows no lesson;
//! it answers these through [`LESSON_ANSWERS`], which the worker binary
//! registers.

use damas_engine::endgame::EndgameTables;
use damas_engine::{Position, Variant};

use crate::kernel::ai::{AiReply, AiTask, LessonAnswers};
use crate::learn::{self, Attempt, LessonLevel};

/// The lessons' answers, for the worker.
pub const LESSON_ANSWERS: LessonAnswers = LessonAnswers { tables_of, answer };

/// The practice level a lesson task is about, if it is one the endgame
/// tables judge ([`learn::Aim::reads_tables`]): the worker then loads its
/// rule set's tables first.
pub fn practice_level(task: &AiTask) -> Option<&'static LessonLevel> {
    match task {
        AiTask::LessonHint { level, .. } | AiTask::PracticeReview { level, .. } => {
            learn::level_by_key(level).filter(|l| learn::Aim::of(l).is_some_and(|a| a.reads_tables()))
        }
        _ => None,
    }
}

/// The rule set whose tables a lesson task reads ([`practice_level`]).
fn tables_of(task: &AiTask) -> Option<Variant> {
    practice_level(task).map(|l| l.variant)
}

/// Answers a lesson task (with the rule set's endgame tables for a
/// practice: [`practice_level`]); `None` for any other task.
pub fn answer(task: &AiTask, tables: Option<&EndgameTables>) -> Option<AiReply> {
    let replay = |level: &str, record: &[(String, Option<String>)]| {
        let lvl = learn::level_by_key(level).ok_or_else(|| format!("no level {level}"))?;
        Attempt::replay(lvl, record).map(|attempt| (lvl, attempt))
    };
    Some(match task {
        AiTask::LessonReply { variant, fen } => match Position::from_fen(*variant, fen) {
            Ok(pos) => AiReply::moved(learn::engine_reply_move(&pos)),
            Err(e) => AiReply::refused(e.to_string()),
        },
        AiTask::LessonHint { level, record } => match replay(level, record) {
            // A practice's hint is the tables' move when they hold the
            // position (a result: a crowning's is the search's).
            Ok((lvl, attempt)) => AiReply::moved(
                tables
                    .filter(|_| learn::Aim::of(lvl).is_some_and(|a| a.reads_tables()))
                    .zip(attempt.game())
                    .and_then(|(t, game)| learn::table_move_in_game(t, &game))
                    .or_else(|| learn::hint(lvl, &attempt)),
            ),
            Err(e) => AiReply::refused(e),
        },
        AiTask::PracticeReview { level, record } => match replay(level, record) {
            // A position beyond the tables (or none loaded): no review
            // rather than a wrong one.
            Ok((_, attempt)) => match learn::turning_point(tables, &attempt) {
                Ok(turning) => AiReply { turning: turning.map(Box::new), ..AiReply::moved(None) },
                Err(e) => AiReply::refused(e.to_string()),
            },
            Err(e) => AiReply::refused(e),
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::ai::{answer_lessons_with, run_job, AiJob, AiUpdate, KnowledgeStore};
    use damas_engine::search::{NoClock, Searcher};

    #[test]
    fn lesson_tasks_answer_the_lessons_own_reply_and_hint() {
        use crate::learn::Replies;
        answer_lessons_with(LESSON_ANSWERS);
        let level = learn::stages()
            .iter()
            .flat_map(|s| s.levels.iter())
            .find(|l| l.opponent == Replies::Engine && !l.solution.is_empty())
            .unwrap();
        let mut attempt = Attempt::new(level);
        attempt.play_text(level.solution[0]).unwrap();
        // The reply: the same move as the lesson's native check plays.
        let after = level.position().after(&level.position().parse_move(level.solution[0]).unwrap());
        let job = AiJob { id: 5, task: AiTask::lesson_reply(&after) };
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(8), &job, &NoClock, &mut |u| updates.push(u));
        let [AiUpdate::Done { id: 5, reply }] = &updates[..] else { panic!("one answer: {updates:?}") };
        assert_eq!(reply.best, attempt.replies()[0]);
        // The hint, for the attempt rebuilt from its record.
        let task = AiTask::LessonHint { level: learn::level_key(level), record: attempt.record() };
        let text = serde_json::to_string(&task).unwrap();
        let task: AiTask = serde_json::from_str(&text).unwrap();
        let reply = answer(&task, None).unwrap();
        assert_eq!(reply.best, learn::hint(level, &attempt));
        assert!(reply.error.is_none());
        // Bad tasks are answered with an error.
        let bad = AiTask::LessonHint { level: "no-such".into(), record: vec![] };
        assert!(answer(&bad, None).unwrap().error.is_some());
        let bad = AiTask::LessonReply { variant: Variant::Brazilian, fen: "junk".into() };
        assert!(answer(&bad, None).unwrap().error.is_some());
    }

    #[test]
    fn a_failed_practice_is_reviewed_and_hinted_with_the_tables_the_worker_loads() {
        answer_lessons_with(LESSON_ANSWERS);
        let bytes =
            std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/engine/data/endgame/english.egdb")).unwrap();
        let mut fetch = |path: &str| match path {
            KnowledgeStore::LIST => Some(b"endgame/english.egdb\n".to_vec()),
            "endgame/english.egdb" => Some(bytes.clone()),
            _ => None,
        };
        let (_, level) =
            crate::learn::course(Variant::English).level("endings-out-of-the-double-corner").unwrap();
        let key = crate::learn::level_key(level);
        // 19-24 gives both kings away: the win is gone.
        let start = level.position();
        let slip = start.parse_move("19-24").unwrap();
        let taken = start.after(&slip).legal_moves()[0];
        let record = vec![(slip.full_text(), Some(taken.full_text()))];
        let mut store = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        let job = AiJob { id: 3, task: AiTask::PracticeReview { level: key.clone(), record } };
        store.prepare(&mut searcher, &job.task, &mut fetch);
        let mut replies = Vec::new();
        run_job(&mut searcher, &job, &NoClock, &mut |u| replies.push(u));
        let [AiUpdate::Done { id: 3, reply }] = &replies[..] else { panic!("{replies:?}") };
        let turning = reply.turning.as_deref().expect("the move that let the win go");
        assert_eq!((turning.index, turning.played), (0, slip));
        assert_eq!(
            turning.slip,
            crate::learn::Slip::Result {
                before: crate::learn::Standing::Win,
                after: crate::learn::Standing::Loss
            }
        );
        // The hint in the start position: a move the tables call winning.
        let hint = AiJob { id: 4, task: AiTask::LessonHint { level: key, record: vec![] } };
        store.prepare(&mut searcher, &hint.task, &mut fetch);
        let mut replies = Vec::new();
        run_job(&mut searcher, &hint, &NoClock, &mut |u| replies.push(u));
        let [AiUpdate::Done { reply, .. }] = &replies[..] else { panic!("{replies:?}") };
        let best = reply.best.expect("a hint");
        let tables = searcher.endgame().unwrap();
        assert_eq!(
            crate::learn::standing(tables, &start.after(&best), 1),
            Some(crate::learn::Standing::Loss)
        );
        // Without tables (none listed) the review says so, no panic.
        let mut none = |_: &str| None;
        let mut bare = KnowledgeStore::default();
        let mut searcher = Searcher::new(12);
        bare.prepare(&mut searcher, &job.task, &mut none);
        let mut replies = Vec::new();
        run_job(&mut searcher, &job, &NoClock, &mut |u| replies.push(u));
        let [AiUpdate::Done { reply, .. }] = &replies[..] else { panic!("{replies:?}") };
        assert!(reply.error.is_some() && reply.turning.is_none());
    }
}
