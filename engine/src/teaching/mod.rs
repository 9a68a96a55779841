//! Teaching: why a move is illegal ([`Verdict`], [`Illegal`], from
//! `Position::explain`) and puzzles with a verifier that proves each has
//! exactly one solution ([`Puzzle`], [`verify`]), and a solution told step
//! by step ([`explain_solution`]), with the endgame tables' word on its
//! first move where they decide it ([`table_verdict`]).
//!
//! ```
//! use damas_engine::teaching::Verdict;
//! use damas_engine::{BoardSize, Position, Square, Variant};
//! let pos = Position::start(Variant::Brazilian);
//! let sq = |n| Square::new(n, BoardSize::Eight).unwrap();
//! let path = [sq(22), sq(26)];
//! assert!(matches!(pos.explain(&path), Verdict::Illegal(_)));
//! ```

mod dedup;
mod explain;
mod motif;
mod puzzle;
mod recheck;
mod review;
mod solution;
mod table_verdict;
mod themes;
mod verification;

pub use dedup::{dedup_key, mirror};
pub use explain::{Illegal, IllegalKind, Verdict};
pub use motif::{block, king_trap, tempo, turkish_strike, two_for_one, TEMPO_DEPTH};
pub use puzzle::{Kind, Puzzle, PuzzleFlaw, Theme, MAX_SOLVER_MOVES};
pub use recheck::{Recheck, RECHECK_EXTRA};
pub use review::{
    capped, evaluation_graph, start_score, summarise, turning_point, Analyser, Analysis, MoveClass,
    MoveReview, Reason, Review, ReviewOptions, SideSummary, TurningPoint, BLUNDER, INACCURACY, MISTAKE,
    SCORE_CAP,
};
pub use solution::{explain_solution, CaptureLaw, ExplainedSolution, SolutionOutcome, SolutionStep};
pub use table_verdict::{table_call, table_verdict, TableCall, TableVerdict};
pub use themes::{balance, law_saves, shows_theme, tactic_themes, LAW_DEPTH};
pub use verification::{
    difficulty_from_depth, found_depth, score_moves, tactic_difficulty, verify, verify_memo, verify_with,
    ScoreMemo, Verified, VerifyOptions, DIFFICULTY_DEPTH,
};
