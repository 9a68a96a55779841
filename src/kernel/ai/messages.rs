//! What the page and the search worker say to each other: typed values
//! (a [`GameRecord`], [`Move`]s, a [`Level`]), serialised by the worker's
//! codec.

use damas_engine::endgame::EndgameTables;
use damas_engine::notation::{GameRecord, GameRecordError};
use damas_engine::search::{Features, Level, Limits};
use damas_engine::teaching::{table_verdict, TableVerdict};
use damas_engine::{Game, Move, Position, Variant};
use serde::{Deserialize, Serialize};

use super::judge::{JudgeRequest, JudgedMove};
use super::practice_verdict::TurningPoint;

/// A search request: a game (its start and moves, so repetitions are seen)
/// and the limits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiRequest {
    /// The game whose current position is searched.
    pub game: GameRecord,
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Time budget in milliseconds, if any.
    pub movetime_ms: Option<u64>,
    /// Root moves this close to the best (hundredths of a man) are equally good.
    pub variety: i32,
    /// Seed of the choice among equally good moves (and among book moves).
    pub seed: u64,
    /// The level that plays, if a level plays: it decides whether the
    /// search plays from the rule set's opening book and endgame tables
    /// ([`Level::uses_book`]) and what a draw costs it ([`Level::contempt`]).
    /// `None`: the plain engine, a draw scored level.
    pub level: Option<Level>,
}

impl AiRequest {
    /// A request for the current position of `game` within `limits`, by the
    /// plain engine.
    pub fn new(game: &Game, limits: Limits) -> AiRequest {
        AiRequest {
            game: GameRecord::of(game),
            depth: limits.depth,
            movetime_ms: limits.movetime_ms,
            variety: limits.variety,
            seed: limits.seed,
            level: None,
        }
    }

    /// A request for a level's move, as the level plays it.
    pub fn for_level(game: &Game, level: Level, seed: u64) -> AiRequest {
        AiRequest { level: Some(level), ..AiRequest::new(game, level.limits(seed)) }
    }

    /// The search's limits.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            nodes: u64::MAX,
            movetime_ms: self.movetime_ms,
            variety: self.variety,
            seed: self.seed,
            // A level searches as it ships; the plain engine full-width.
            features: self.level.map_or(Features::NONE, Level::features),
        }
    }

    /// Whether the search plays from the book and the endgame tables.
    pub fn uses_book(&self) -> bool {
        self.level.is_some_and(Level::uses_book)
    }

    /// What a draw costs the search, in hundredths of a man.
    pub fn contempt(&self) -> i32 {
        self.level.map_or(0, |level| level.contempt(self.game.variant))
    }

    /// The game the request describes, every move checked.
    pub fn game(&self) -> Result<Game, GameRecordError> {
        self.game.game()
    }
}

/// The answer: the move, its score for the side to move, and what the
/// search did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiReply {
    /// The move; `None` when there is none (or the request was refused).
    pub best: Option<Move>,
    /// In hundredths of a man, for the side to move.
    pub score: i32,
    /// The last finished depth.
    pub depth: u32,
    /// Nodes searched, the unfinished last depth included.
    pub nodes: u64,
    /// Time the search took, in milliseconds.
    pub elapsed_ms: u64,
    /// A request the worker could not read.
    pub error: Option<String>,
    /// The verdict on a judged move ([`AiTask::Judge`]).
    pub judged: Option<JudgedMove>,
    /// The move that let a practice go ([`AiTask::PracticeReview`]).
    pub turning: Option<Box<TurningPoint>>,
    /// The endgame tables' word on a tactic's first move
    /// ([`AiTask::TableVerdict`]).
    pub verdict: Option<Box<TableVerdict>>,
}

impl AiReply {
    /// The answer to a request that could not be read.
    pub fn refused(error: String) -> AiReply {
        AiReply { error: Some(error), ..AiReply::moved(None) }
    }

    /// An answer with a move (or none) and nothing searched.
    pub fn moved(best: Option<Move>) -> AiReply {
        AiReply {
            best,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed_ms: 0,
            error: None,
            judged: None,
            turning: None,
            verdict: None,
        }
    }
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

/// What the worker sends back for a request (`id` names the request):
/// progress reports, then one final reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AiUpdate {
    /// A depth finished; more to come.
    Progress { id: u64, progress: AiProgress },
    /// The search is over: the last message for this request.
    Done { id: u64, reply: AiReply },
}

/// What a job asks the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AiTask {
    /// A search within limits (games, puzzles, draw offers, benchmarks).
    Search(AiRequest),
    /// A lesson's engine reply in a position
    /// ([`crate::learn::engine_reply_move`]: a fresh fixed-depth search, the
    /// same move as the lessons' native checks find).
    LessonReply { variant: Variant, fen: String },
    /// A lesson's hint ([`crate::learn::hint`]) for the attempt at level
    /// `level` (its key, [`crate::learn::level_key`]) rebuilt from its
    /// record ([`crate::learn::Attempt::record`]).
    LessonHint { level: String, record: Vec<(String, Option<String>)> },
    /// A failed practice's review: the learner's move that let the result
    /// go, by the endgame tables ([`crate::learn::turning_point`]), for
    /// the attempt at `level` rebuilt from its record.
    PracticeReview { level: String, record: Vec<(String, Option<String>)> },
    /// The endgame tables' word on a tactic's first move
    /// ([`damas_engine::teaching::table_verdict`]): the tactic's start and
    /// its line as move text. The worker loads the rule set's tables first.
    TableVerdict { variant: Variant, fen: String, line: Vec<String> },
    /// The review's verdict on one move ([`crate::review`]), at
    /// [`damas_engine::teaching::ReviewOptions::browser`]: one request per
    /// move, so the page shows progress after each.
    Judge(JudgeRequest),
}

impl AiTask {
    /// The engine's reply in a lesson position.
    pub fn lesson_reply(pos: &Position) -> AiTask {
        AiTask::LessonReply { variant: pos.variant(), fen: pos.to_fen() }
    }

    /// The rule set whose endgame tables a task reads: a tactic's table
    /// verdict, or a practice's (the lessons say which:
    /// [`LessonAnswers::tables_of`]).
    pub fn tables_of(&self, lessons: &LessonAnswers) -> Option<Variant> {
        match self {
            AiTask::TableVerdict { variant, .. } => Some(*variant),
            _ => (lessons.tables_of)(self),
        }
    }

    /// Answers a task the worker's search does not (with the rule set's
    /// endgame tables when [`Self::tables_of`] names them): a tactic's
    /// table verdict here, a lesson's task by `lessons`; `None` for a
    /// search or a review's verdict.
    pub fn answer_here(&self, tables: Option<&EndgameTables>, lessons: &LessonAnswers) -> Option<AiReply> {
        match self {
            AiTask::Search(_) | AiTask::Judge(_) => None,
            AiTask::TableVerdict { variant, fen, line } => {
                Some(table_verdict_reply(*variant, fen, line, tables))
            }
            lesson => Some(
                (lessons.answer)(lesson, tables)
                    .unwrap_or_else(|| AiReply::refused("no lessons here".into())),
            ),
        }
    }
}

/// The endgame tables' word on a tactic's first move.
fn table_verdict_reply(
    variant: Variant,
    fen: &str,
    line: &[String],
    tables: Option<&EndgameTables>,
) -> AiReply {
    let texts: Vec<&str> = line.iter().map(String::as_str).collect();
    let start = Position::from_fen(variant, fen).map_err(|e| e.to_string());
    let line = start.and_then(|p| Ok((p, p.parse_line(&texts).map_err(|e| e.to_string())?)));
    match (line, tables) {
        (Ok((start, line)), Some(t)) => {
            AiReply { verdict: table_verdict(t, &start, &line).map(Box::new), ..AiReply::moved(None) }
        }
        (Ok(_), None) => AiReply::moved(None),
        (Err(e), _) => AiReply::refused(e),
    }
}

/// How the worker answers the lessons' tasks ([`AiTask::LessonReply`],
/// [`AiTask::LessonHint`], [`AiTask::PracticeReview`]): the lessons know
/// their levels, the kernel does not, so the lesson feature gives these
/// (`crate::learn::worker_tasks::LESSON_ANSWERS`) and the worker binary
/// registers them before it starts.
#[derive(Clone, Copy, Debug)]
pub struct LessonAnswers {
    /// The rule set whose endgame tables a lesson task reads (a practice
    /// the tables judge), if any.
    pub tables_of: fn(&AiTask) -> Option<Variant>,
    /// The answer to a lesson task, with those tables when loaded; `None`
    /// for a task that is not a lesson's.
    pub answer: fn(&AiTask, Option<&EndgameTables>) -> Option<AiReply>,
}

impl LessonAnswers {
    /// No lessons: their tasks are refused.
    pub const NONE: LessonAnswers = LessonAnswers { tables_of: |_| None, answer: |_, _| None };
}

/// The message the page sends the worker: a task and its id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiJob {
    /// Names the request in the worker's answers.
    pub id: u64,
    /// What to do.
    pub task: AiTask,
}
