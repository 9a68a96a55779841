//! The lessons' tasks in the search worker: a lesson's engine reply, a
//! hint, a failed practice's review. The kernel's worker knows no lesson;
//! it answers these through [`LESSON_ANSWERS`], which the worker binary
//! registers.

use damas_engine::endgame::EndgameTables;
use damas_engine::{Position, Variant};

use crate::kernel::ai::{
    Answered, AttemptHint, AttemptRecord, AttemptReview, LessonAnswers, LessonReply, WhyRefused,
};
use crate::learn::{self, Attempt, LessonLevel};

/// The lessons' answers, for the worker.
pub const LESSON_ANSWERS: LessonAnswers = LessonAnswers { tables_of, reply, hint, review };

/// The practice level an attempt is at, if it is one the endgame tables
/// judge ([`learn::Aim::reads_tables`]): the worker then loads its rule
/// set's tables first.
pub fn practice_level(attempt: &AttemptRecord) -> Option<&'static LessonLevel> {
    learn::level_by_key(&attempt.level).filter(|l| learn::Aim::of(l).is_some_and(|a| a.reads_tables()))
}

/// The rule set whose tables an attempt's hint or review reads
/// ([`practice_level`]).
fn tables_of(attempt: &AttemptRecord) -> Option<Variant> {
    practice_level(attempt).map(|l| l.variant)
}

/// The attempt rebuilt from its record, with its level.
fn replay(attempt: &AttemptRecord) -> Result<(&'static LessonLevel, Attempt), WhyRefused> {
    let level = learn::level_by_key(&attempt.level).ok_or(WhyRefused::UnknownLevel)?;
    let replayed = Attempt::replay(level, &attempt.record).map_err(|_| WhyRefused::UnreadableAttempt)?;
    Ok((level, replayed))
}

/// The engine's reply in a lesson position.
pub fn reply(task: &LessonReply) -> Answered<LessonReply> {
    let pos = Position::from_fen(task.variant, &task.fen).map_err(|_| WhyRefused::UnreadablePosition)?;
    Ok(learn::engine_reply_move(&pos))
}

/// A lesson's hint: for a practice the tables judge, the tables' move
/// when they hold the position (a result: a crowning's is the search's).
pub fn hint(task: &AttemptHint, tables: Option<&EndgameTables>) -> Answered<AttemptHint> {
    let (level, attempt) = replay(&task.0)?;
    Ok(tables
        .filter(|_| learn::Aim::of(level).is_some_and(|a| a.reads_tables()))
        .zip(attempt.game())
        .and_then(|(t, game)| learn::table_move_in_game(t, &game))
        .or_else(|| learn::hint(level, &attempt)))
}

/// A failed practice's review (with the rule set's endgame tables:
/// [`practice_level`]). A position beyond the tables (or none loaded) is
/// refused: no review rather than a wrong one.
pub fn review(task: &AttemptReview, tables: Option<&EndgameTables>) -> Answered<AttemptReview> {
    let (_, attempt) = replay(&task.0)?;
    learn::turning_point(tables, &attempt).map_err(|_| WhyRefused::NotInTables)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::ai::{
        answer_lessons_with, codec, run_job, AiJob, AiTask, AiUpdate, Ask, KnowledgeStore,
    };
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
        let job = AiJob { id: 5, task: AiTask::LessonReply(LessonReply::new(&after)) };
        let mut updates = Vec::new();
        run_job(&mut Searcher::new(8), &job, &NoClock, &mut |u| updates.push(u));
        let [AiUpdate::Done { id: 5, answer }] = &updates[..] else { panic!("one answer: {updates:?}") };
        assert_eq!(LessonReply::unwrap(answer.clone()), Some(Ok(attempt.replies()[0])));
        // The hint, for the attempt rebuilt from its record, through the codec.
        let task = AttemptHint(AttemptRecord { level: learn::level_key(level), record: attempt.record() });
        let AiTask::LessonHint(task) = codec::decode(&codec::encode(&task.into_task())).unwrap() else {
            panic!("a hint stays a hint")
        };
        assert_eq!(hint(&task, None), Ok(learn::hint(level, &attempt)));
        // Bad tasks are refused, and say why.
        let bad = AttemptRecord { level: "no-such".into(), record: vec![] };
        assert_eq!(hint(&AttemptHint(bad.clone()), None), Err(WhyRefused::UnknownLevel));
        assert_eq!(review(&AttemptReview(bad), None), Err(WhyRefused::UnknownLevel));
        let unplayable =
            AttemptRecord { level: learn::level_key(level), record: vec![("99-1".into(), None)] };
        assert_eq!(hint(&AttemptHint(unplayable), None), Err(WhyRefused::UnreadableAttempt));
        let bad = LessonReply { variant: Variant::Brazilian, fen: "junk".into() };
        assert_eq!(reply(&bad), Err(WhyRefused::UnreadablePosition));
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
        let job = AiJob {
            id: 3,
            task: AiTask::PracticeReview(AttemptReview(AttemptRecord { level: key.clone(), record })),
        };
        store.prepare(&mut searcher, &job.task, &mut fetch);
        let mut replies = Vec::new();
        run_job(&mut searcher, &job, &NoClock, &mut |u| replies.push(u));
        let [AiUpdate::Done { id: 3, answer }] = &replies[..] else { panic!("{replies:?}") };
        let turning = AttemptReview::unwrap(answer.clone()).expect("a review").unwrap();
        let turning = turning.expect("the move that let the win go");
        assert_eq!((turning.index, turning.played), (0, slip));
        assert_eq!(
            turning.slip,
            crate::learn::Slip::Result {
                before: crate::learn::Standing::Win,
                after: crate::learn::Standing::Loss
            }
        );
        // The hint in the start position: a move the tables call winning.
        let hint = AiJob {
            id: 4,
            task: AiTask::LessonHint(AttemptHint(AttemptRecord { level: key, record: vec![] })),
        };
        store.prepare(&mut searcher, &hint.task, &mut fetch);
        let mut replies = Vec::new();
        run_job(&mut searcher, &hint, &NoClock, &mut |u| replies.push(u));
        let [AiUpdate::Done { answer, .. }] = &replies[..] else { panic!("{replies:?}") };
        let best = AttemptHint::unwrap(answer.clone()).expect("a hint's answer").unwrap().expect("a hint");
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
        let [AiUpdate::Done { answer, .. }] = &replies[..] else { panic!("{replies:?}") };
        assert_eq!(answer, &crate::kernel::ai::AiAnswer::Refused(WhyRefused::NotInTables));
    }
}
