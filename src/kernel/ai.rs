//! The computer opponent, on the page's side: a small API over a Web Worker
//! that runs the engine's search, so the page never freezes. The one place
//! the app asks for a move or an evaluation (the game, lessons, puzzles and
//! the review).
//!
//! * [`messages`]: what goes to the worker and back, typed ([`AiRequest`]
//!   carries a game record and the level; [`AiReply`] a [`damas_engine::Move`]).
//! * [`search_worker`]: the worker's side, plain Rust tested natively ([`think`],
//!   [`run_job`], [`KnowledgeStore`]), and in the browser the worker itself.
//! * `worker_client` (browser only): [`request_move`], [`request_move_watched`],
//!   [`request_with`], [`request_with_id`] and [`request_task`] send a job
//!   and give the future of its answer; [`cancel_request`] drops one,
//!   [`cancel`] every pending request and the worker; [`warm_up`] loads the
//!   worker before the first request.

pub mod judge;
pub mod messages;
pub mod practice_verdict;
pub mod search_worker;

#[cfg(target_arch = "wasm32")]
mod worker_client;

pub use messages::{AiJob, AiProgress, AiReply, AiRequest, AiTask, AiUpdate, LessonAnswers};
pub use search_worker::{answer_lessons_with, judge, run_job, think, KnowledgeStore};

#[cfg(target_arch = "wasm32")]
pub use search_worker::{now_ms, PerfClock, SearchWorker};
#[cfg(target_arch = "wasm32")]
pub use worker_client::{
    cancel, cancel_request, request, request_judgement, request_move, request_move_watched, request_task,
    request_with, request_with_id, warm_up,
};
