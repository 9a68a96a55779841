//! What the page and the search worker say to each other: a job (a task
//! and its id) goes to the worker; progress reports and then one answer
//! come back. The tasks and their answers are typed ([`AiTask`],
//! [`AiAnswer`], paired by [`super::Ask`]); the worker's codec
//! ([`super::codec`]) carries them.

use serde::{Deserialize, Serialize};

use super::answers::AiAnswer;
use super::tasks::AiTask;

/// The message the page sends the worker: a task and its id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiJob {
    /// Names the request in the worker's answers.
    pub id: u64,
    /// What to do.
    pub task: AiTask,
}

/// A report while the search goes on: the last finished depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiProgress {
    /// The depth just finished, in plies.
    pub depth: u32,
    /// Its score, in hundredths of a man, for the side to move.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub elapsed_ms: u64,
}

/// What the page hears of a job before its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AiReport {
    /// The worker is fetching the rule set's data (weights, book, tables)
    /// before it searches: the first time that data is needed.
    LoadingData,
    /// A depth finished.
    Depth(AiProgress),
}

/// What the worker sends back for a job (`id` names it): that it loads
/// data, progress reports (a search's), then one answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AiUpdate {
    /// The job waits for the rule set's data to be fetched
    /// ([`super::KnowledgeStore::will_fetch`]).
    Loading { id: u64 },
    /// A depth finished; more to come.
    Progress { id: u64, progress: AiProgress },
    /// The job is over: the last message for it.
    Done { id: u64, answer: AiAnswer },
}
