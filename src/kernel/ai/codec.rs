//! The worker's message codec: postcard (serde, compact, maintained), in
//! place of gloo-worker's default, bincode (unmaintained:
//! RUSTSEC-2025-0141). [`encode`] and [`decode`] are plain Rust, tested
//! natively; in the browser, `Postcard` is the `gloo_worker::Codec` that
//! both the page's spawner and the worker's registrar set.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// A message as postcard bytes.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Only a sequence of unknown length fails to serialise: none is sent.
    postcard::to_allocvec(message).expect("a worker message serialises")
}

/// A message from postcard bytes; an error for bytes that are not one.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, postcard::Error> {
    postcard::from_bytes(bytes)
}

#[cfg(target_arch = "wasm32")]
pub use web::Postcard;

#[cfg(target_arch = "wasm32")]
mod web {
    use js_sys::Uint8Array;
    use serde::{Deserialize, Serialize};
    use wasm_bindgen::JsValue;

    /// gloo-worker's codec over postcard: each message posted as one
    /// `Uint8Array`.
    #[derive(Debug)]
    pub struct Postcard;

    impl gloo_worker::Codec for Postcard {
        fn encode<I: Serialize>(input: I) -> JsValue {
            Uint8Array::from(super::encode(&input).as_slice()).into()
        }

        fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
            // The page and the worker are one build: a message that does
            // not read is a bug, as with gloo-worker's own codec.
            super::decode(&Uint8Array::new(&input).to_vec()).expect("a worker message reads")
        }
    }
}

#[cfg(test)]
mod tests {
    use damas_engine::search::Level;
    use damas_engine::teaching::{TableCall, TableVerdict};
    use damas_engine::{Game, Position, Variant};
    use strum::VariantArray;

    use super::*;
    use crate::kernel::ai::answers::AiAnswerKind;
    use crate::kernel::ai::judge::JudgeRequest;
    use crate::kernel::ai::practice_verdict::{Slip, Standing, TurningPoint};
    use crate::kernel::ai::tasks::AiTaskKind;
    use crate::kernel::ai::{
        AiAnswer, AiJob, AiProgress, AiRequest, AiTask, AiUpdate, Analysed, AnalysisRequest, Ask,
        AttemptHint, AttemptRecord, AttemptReview, EngineLine, GetReady, LessonReply, Searched, TableWord,
        TacticLine, WhyRefused,
    };

    /// A value survives the trip through the codec.
    fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
        assert_eq!(&decode::<T>(&encode(value)).unwrap(), value);
    }

    /// A position with a capture to judge (22-26 walks into 31x22).
    fn start() -> Position {
        Position::from_fen(Variant::Brazilian, "B:W27,31:B22,3").unwrap()
    }

    fn attempt() -> AttemptRecord {
        AttemptRecord {
            level: "brazilian/a-level".into(),
            record: vec![("22-26".into(), Some("31x22".into()))],
        }
    }

    /// A task of each kind: the match fails to build when a task is added
    /// and not listed here.
    fn a_task(kind: AiTaskKind) -> AiTask {
        let game = Game::from_position(start());
        match kind {
            AiTaskKind::Search => AiRequest::for_level(&game, Level::Empresario, 7).into_task(),
            AiTaskKind::LessonReply => LessonReply::new(&start()).into_task(),
            AiTaskKind::LessonHint => AttemptHint(attempt()).into_task(),
            AiTaskKind::PracticeReview => AttemptReview(attempt()).into_task(),
            AiTaskKind::TableVerdict => TacticLine {
                variant: Variant::Turkish,
                fen: "W:WKh2,Ka1:Bb2,Kg1".into(),
                line: vec!["a1xh1".into()],
            }
            .into_task(),
            AiTaskKind::Judge => JudgeRequest::new(&game, &start().parse_move("22-26").unwrap()).into_task(),
            AiTaskKind::Analyse => AnalysisRequest::new(&game, 1_000, 3).into_task(),
            AiTaskKind::GetReady => {
                GetReady { variant: Variant::Russian, level: Level::Carcereiro }.into_task()
            }
        }
    }

    /// An answer of each kind (every refusal for [`AiAnswerKind::Refused`]),
    /// with what each carries filled in.
    fn answers(kind: AiAnswerKind) -> Vec<AiAnswer> {
        let played = start().parse_move("22-26").unwrap();
        let other = start().legal_moves().into_iter().find(|m| *m != played).unwrap();
        match kind {
            AiAnswerKind::Search => vec![AiAnswer::Search(Searched {
                best: Some(played),
                score: -120,
                depth: 9,
                nodes: 1 << 40,
                elapsed_ms: 1000,
            })],
            AiAnswerKind::LessonReply => {
                vec![AiAnswer::LessonReply(Some(played)), AiAnswer::LessonReply(None)]
            }
            AiAnswerKind::LessonHint => vec![AiAnswer::LessonHint(Some(other)), AiAnswer::LessonHint(None)],
            AiAnswerKind::PracticeReview => vec![
                AiAnswer::PracticeReview(Some(TurningPoint {
                    index: 2,
                    played,
                    better: Some(other),
                    slip: Slip::Result { before: Standing::Win, after: Standing::Draw },
                })),
                AiAnswer::PracticeReview(None),
            ],
            AiAnswerKind::TableVerdict => vec![
                AiAnswer::TableVerdict(Some(TableVerdict {
                    solution: TableCall::Win,
                    worse: vec![(other, TableCall::Draw)],
                })),
                AiAnswer::TableVerdict(None),
            ],
            AiAnswerKind::Judge => {
                let judged = JudgeRequest::new(&Game::from_position(start()), &played)
                    .answer(damas_engine::teaching::ReviewOptions::depth(6))
                    .unwrap();
                assert!(!judged.refutation.is_empty() && !judged.reasons.is_empty());
                vec![AiAnswer::Judge(judged)]
            }
            AiAnswerKind::Analyse => vec![
                AiAnswer::Analyse(Analysed {
                    lines: vec![
                        EngineLine { score: 120, depth: 9, moves: vec![played, other] },
                        EngineLine { score: -30, depth: 9, moves: vec![other] },
                    ],
                    table: Some(TableWord::Loss { plies: 12 }),
                    elapsed_ms: 640,
                }),
                AiAnswer::Analyse(Analysed { lines: Vec::new(), table: None, elapsed_ms: 0 }),
            ],
            AiAnswerKind::GetReady => vec![AiAnswer::GetReady(())],
            AiAnswerKind::Refused => WhyRefused::VARIANTS.iter().copied().map(AiAnswer::Refused).collect(),
        }
    }

    #[test]
    fn every_task_survives_the_codec_as_the_job_the_worker_reads() {
        for (id, &kind) in AiTaskKind::VARIANTS.iter().enumerate() {
            let task = a_task(kind);
            assert_eq!(AiTaskKind::from(&task), kind);
            round_trips(&AiJob { id: id as u64, task });
        }
    }

    #[test]
    fn every_answer_and_every_refusal_survive_the_codec() {
        let progress = AiProgress { depth: 3, score: 50, nodes: 12_345, elapsed_ms: 7 };
        round_trips(&AiUpdate::Progress { id: u64::MAX, progress });
        for &kind in AiAnswerKind::VARIANTS {
            let answers = answers(kind);
            assert!(!answers.is_empty());
            for answer in answers {
                assert_eq!(AiAnswerKind::from(&answer), kind);
                round_trips(&AiUpdate::Done { id: 42, answer });
            }
        }
    }

    #[test]
    fn each_request_reads_its_own_answer_and_a_typed_refusal_and_no_other() {
        for &kind in AiTaskKind::VARIANTS {
            // The answer's variant is the task's (same name), or a refusal.
            let own = |answer: &AiAnswer| format!("{:?}", AiAnswerKind::from(answer)) == format!("{kind:?}");
            let every: Vec<AiAnswer> = AiAnswerKind::VARIANTS.iter().flat_map(|&k| answers(k)).collect();
            for answer in every {
                let read = match a_task(kind) {
                    AiTask::Search(_) => AiRequest::unwrap(answer.clone()).map(|r| r.map(|_| ())),
                    AiTask::LessonReply(_) => LessonReply::unwrap(answer.clone()).map(|r| r.map(|_| ())),
                    AiTask::LessonHint(_) => AttemptHint::unwrap(answer.clone()).map(|r| r.map(|_| ())),
                    AiTask::PracticeReview(_) => AttemptReview::unwrap(answer.clone()).map(|r| r.map(|_| ())),
                    AiTask::TableVerdict(_) => TacticLine::unwrap(answer.clone()).map(|r| r.map(|_| ())),
                    AiTask::Judge(_) => JudgeRequest::unwrap(answer.clone()).map(|r| r.map(|_| ())),
                    AiTask::Analyse(_) => AnalysisRequest::unwrap(answer.clone()).map(|r| r.map(|_| ())),
                    AiTask::GetReady(_) => GetReady::unwrap(answer.clone()),
                };
                let expected = match &answer {
                    AiAnswer::Refused(why) => Some(Err(*why)),
                    other if own(other) => Some(Ok(())),
                    _ => None,
                };
                assert_eq!(read, expected, "{kind:?} reading {answer:?}");
            }
        }
    }

    #[test]
    fn bytes_that_are_no_message_are_an_error_not_a_panic() {
        assert!(decode::<AiUpdate>(&[]).is_err());
        assert!(decode::<AiJob>(&[0, 250, 250, 250]).is_err());
    }
}
