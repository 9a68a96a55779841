//! What the page and the search worker say to each other: typed values
//! (a [`GameRecord`], [`Move`]s, a [`Level`]), serialised by the worker's
//! codec.

use damas_engine::endgame::EndgameTables;
use damas_engine::notation::{GameRecord, GameRecordError};
use damas_engine::search::{Level, Limits};
use damas_engine::teaching::{table_verdict, TableVerdict};
use damas_engine::{Game, Move, Position, Variant};
use serde::{Deserialize, Serialize};

use crate::lessons::{Attempt, LessonLevel, TurningPoint};
use crate::review::{JudgeRequest, JudgedMove};

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
    /// ([`crate::lessons::engine_reply_move`]: a fresh fixed-depth search, the
    /// same move as the lessons' native checks find).
    LessonReply { variant: Variant, fen: String },
    /// A lesson's hint ([`crate::lessons::hint`]) for the attempt at level
    /// `level` (its key, [`crate::lessons::level_key`]) rebuilt from its
    /// record ([`crate::lessons::Attempt::record`]).
    LessonHint { level: String, record: Vec<(String, Option<String>)> },
    /// A failed practice's review: the learner's move that let the result
    /// go, by the endgame tables ([`crate::lessons::turning_point`]), for
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

    /// The practice level a lesson task is about, if it is one the endgame
    /// tables judge ([`crate::lessons::Aim::reads_tables`]): the worker
    /// then loads its rule set's tables first.
    pub fn practice_level(&self) -> Option<&'static LessonLevel> {
        match self {
            AiTask::LessonHint { level, .. } | AiTask::PracticeReview { level, .. } => {
                crate::lessons::level_by_key(level)
                    .filter(|l| crate::lessons::Aim::of(l).is_some_and(|a| a.reads_tables()))
            }
            _ => None,
        }
    }

    /// The rule set whose endgame tables a task reads: a practice's
    /// ([`Self::practice_level`]), or a tactic's table verdict.
    pub fn tables_of(&self) -> Option<Variant> {
        match self {
            AiTask::TableVerdict { variant, .. } => Some(*variant),
            _ => self.practice_level().map(|l| l.variant),
        }
    }

    /// Answers a lesson task here (the worker calls this, with the rule
    /// set's endgame tables for a practice: [`Self::practice_level`]);
    /// `None` for a search or a verdict, which the worker's search answers.
    pub fn answer_lesson(&self, tables: Option<&EndgameTables>) -> Option<AiReply> {
        let replay = |level: &str, record: &[(String, Option<String>)]| {
            let lvl = crate::lessons::level_by_key(level).ok_or_else(|| format!("no level {level}"))?;
            Attempt::replay(lvl, record).map(|attempt| (lvl, attempt))
        };
        Some(match self {
            AiTask::Search(_) | AiTask::Judge(_) => return None,
            AiTask::LessonReply { variant, fen } => match Position::from_fen(*variant, fen) {
                Ok(pos) => AiReply::moved(crate::lessons::engine_reply_move(&pos)),
                Err(e) => AiReply::refused(e.to_string()),
            },
            AiTask::LessonHint { level, record } => match replay(level, record) {
                // A practice's hint is the tables' move when they hold the
                // position (a result: a crowning's is the search's).
                Ok((lvl, attempt)) => AiReply::moved(
                    tables
                        .filter(|_| crate::lessons::Aim::of(lvl).is_some_and(|a| a.reads_tables()))
                        .zip(attempt.game())
                        .and_then(|(t, game)| crate::lessons::table_move_in_game(t, &game))
                        .or_else(|| crate::lessons::hint(lvl, &attempt)),
                ),
                Err(e) => AiReply::refused(e),
            },
            AiTask::TableVerdict { variant, fen, line } => {
                let texts: Vec<&str> = line.iter().map(String::as_str).collect();
                let start = Position::from_fen(*variant, fen).map_err(|e| e.to_string());
                let line = start.and_then(|p| Ok((p, p.parse_line(&texts).map_err(|e| e.to_string())?)));
                match (line, tables) {
                    (Ok((start, line)), Some(t)) => AiReply {
                        verdict: table_verdict(t, &start, &line).map(Box::new),
                        ..AiReply::moved(None)
                    },
                    (Ok(_), None) => AiReply::moved(None),
                    (Err(e), _) => AiReply::refused(e),
                }
            }
            AiTask::PracticeReview { level, record } => match replay(level, record) {
                // A position beyond the tables (or none loaded): no review
                // rather than a wrong one.
                Ok((_, attempt)) => match crate::lessons::turning_point(tables, &attempt) {
                    Ok(turning) => AiReply { turning: turning.map(Box::new), ..AiReply::moved(None) },
                    Err(e) => AiReply::refused(e.to_string()),
                },
                Err(e) => AiReply::refused(e),
            },
        })
    }
}

/// The message the page sends the worker: a task and its id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiJob {
    /// Names the request in the worker's answers.
    pub id: u64,
    /// What to do.
    pub task: AiTask,
}
