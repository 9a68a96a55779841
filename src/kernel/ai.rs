//! The computer opponent, on the page's side: a small API over a Web Worker
//! that runs the engine's search, so the page never freezes. The one place
//! the app asks for a move or an evaluation (the game, lessons, puzzles and
//! the review).
//!
//! * [`tasks`]: what the page asks ([`AiTask`], one request type per task)
//!   and [`Ask`], which pairs each request with its answer's type;
//!   [`answers`]: what the worker answers ([`AiAnswer`], one variant per
//!   task, or a typed refusal, [`WhyRefused`]); [`messages`]: the job and
//!   the updates that carry them; [`codec`]: postcard on the wire.
//! * [`search_worker`]: the worker's side, plain Rust tested natively ([`think`],
//!   [`run_job`], [`KnowledgeStore`]), and in the browser the worker itself.
//! * `worker_client` (browser only): [`request_move`], [`request_move_watched`],
//!   [`request_with`], [`request_with_id`] and [`request_task`] send a job
//!   and give the future of its own answer; [`cancel_request`] drops one,
//!   [`cancel`] every pending request and the worker that answers them;
//!   [`warm_up`] loads the worker before the first request, [`get_ready`]
//!   the worker and the data a level's moves need.

pub mod analysis_request;
pub mod answers;
pub mod codec;
pub mod judge;
pub mod lesson_answers;
pub mod messages;
pub mod practice_verdict;
pub mod refusal;
pub mod search_request;
pub mod search_worker;
pub mod tasks;

#[cfg(target_arch = "wasm32")]
mod worker_client;

pub use analysis_request::{Analysed, AnalysisRequest, EngineLine, TableWord, MAX_LINES};
pub use answers::{AiAnswer, Searched};
pub use lesson_answers::LessonAnswers;
pub use messages::{AiJob, AiProgress, AiReport, AiUpdate};
pub use refusal::WhyRefused;
pub use search_request::AiRequest;
pub use search_worker::{answer_lessons_with, run_job, think, KnowledgeStore};
pub use tasks::{
    AiTask, Answered, Ask, AttemptHint, AttemptRecord, AttemptReview, GetReady, LessonReply, TacticLine,
};

#[cfg(target_arch = "wasm32")]
pub use search_worker::{now_ms, PerfClock, SearchWorker};
#[cfg(target_arch = "wasm32")]
pub use worker_client::{
    cancel, cancel_request, get_ready, request, request_judgement, request_move, request_move_watched,
    request_task, request_with, request_with_id, warm_up,
};
