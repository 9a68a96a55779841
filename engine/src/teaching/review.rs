//! Reviewing a game: every played move is compared with the engine's best
//! move of its position, classed by the score it lost, and explained by
//! typed [`Reason`]s read off the refutation line.
//!
//! The analysis is deterministic: each search has a fixed depth (and an
//! optional node limit), starts from empty tables and never reads a clock,
//! so the same game and options always give the same review, move by move
//! or all at once. A browser worker makes a [`Review`] and calls
//! [`Review::step`] once per move, reporting [`Review::done`] of
//! [`Review::total`] after each.
//!
//! Scores are in hundredths of a man from the mover's view. The score a move
//! lost is `capped(best) - capped(played)` (never below 0), each score first
//! held within ±[`SCORE_CAP`], so that a forced win and a five-men lead
//! count the same. The classes ([`MoveClass::of_loss`]):
//!
//! | loss (hundredths of a man) | class | NAG |
//! |---|---|---|
//! | below [`INACCURACY`] (40) | good | |
//! | [`INACCURACY`] (40) to 99 | inaccuracy | `?!` |
//! | [`MISTAKE`] (100) to 199 | mistake | `?` |
//! | [`BLUNDER`] (200) or more | blunder | `??` |
//!
//! ```
//! use damas_engine::{Game, Variant};
//! use damas_engine::teaching::{MoveClass, Review, ReviewOptions};
//! let mut game = Game::new(Variant::Brazilian);
//! for text in ["22-18", "11-15", "18x11", "8x15"] {
//!     game.play_text(text).unwrap();
//! }
//! let mut review = Review::new(&game, ReviewOptions::depth(4));
//! while let Some(judged) = review.step() {
//!     assert_eq!(judged.ply + 1, review.done());
//! }
//! assert_eq!(review.done(), review.total());
//! assert!(review.moves().iter().all(|m| m.class != MoveClass::Blunder));
//! ```

mod reason;
mod turning;

pub use reason::Reason;
pub use turning::{start_score, turning_point, TurningPoint};

use crate::notation::MoveMark;
use crate::search::{Features, Limits, NoClock, Searcher, MATE};
use crate::{Color, Game, Move, Outcome, PlayError};

/// Scores are held within ± this many hundredths of a man (five men) before
/// the loss is measured: beyond it the game is decided either way, and a
/// forced win ([`MATE`]` - n`) counts as this much.
pub const SCORE_CAP: i32 = 500;
/// The least loss, in hundredths of a man, of an inaccuracy (`?!`).
pub const INACCURACY: i32 = 40;
/// The least loss of a mistake (`?`): about a man.
pub const MISTAKE: i32 = 100;
/// The least loss of a blunder (`??`): two men, or a won game let go.
pub const BLUNDER: i32 = 200;

/// A score held within ±[`SCORE_CAP`].
///
/// ```
/// use damas_engine::teaching::{capped, SCORE_CAP};
/// use damas_engine::search::MATE;
/// assert_eq!(capped(MATE - 3), SCORE_CAP);
/// assert_eq!(capped(-120), -120);
/// ```
pub fn capped(score: i32) -> i32 {
    score.clamp(-SCORE_CAP, SCORE_CAP)
}

/// How good a played move was, by the score it lost.
///
/// ```
/// use damas_engine::teaching::MoveClass;
/// assert_eq!(MoveClass::of_loss(0), MoveClass::Good);
/// assert_eq!(MoveClass::of_loss(60), MoveClass::Inaccuracy);
/// assert_eq!(MoveClass::of_loss(150), MoveClass::Mistake);
/// assert_eq!(MoveClass::of_loss(300), MoveClass::Blunder);
/// assert_eq!(MoveClass::Blunder.mark().unwrap().text(), "??");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveClass {
    /// Lost less than [`INACCURACY`].
    Good,
    /// Lost [`INACCURACY`] or more: `?!`.
    Inaccuracy,
    /// Lost [`MISTAKE`] or more: `?`.
    Mistake,
    /// Lost [`BLUNDER`] or more: `??`.
    Blunder,
}

impl MoveClass {
    /// The class of a move that lost `loss` hundredths of a man.
    pub fn of_loss(loss: i32) -> MoveClass {
        if loss >= BLUNDER {
            MoveClass::Blunder
        } else if loss >= MISTAKE {
            MoveClass::Mistake
        } else if loss >= INACCURACY {
            MoveClass::Inaccuracy
        } else {
            MoveClass::Good
        }
    }

    /// The PDN move mark: `?!`, `?`, `??`; none for a good move.
    pub fn mark(self) -> Option<MoveMark> {
        match self {
            MoveClass::Good => None,
            MoveClass::Inaccuracy => Some(MoveMark::Dubious),
            MoveClass::Mistake => Some(MoveMark::Mistake),
            MoveClass::Blunder => Some(MoveMark::Blunder),
        }
    }
}

/// How deep each position is searched. The same options give the same
/// review on every machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Plies searched from the position before each move (and to the end
    /// of the captures); the played move is searched one ply less deep
    /// after it, so both have the same horizon.
    pub depth: u32,
    /// Nodes at most per search (`u64::MAX`: no limit); a search cut by it
    /// keeps its last finished depth.
    pub nodes: u64,
    /// The transposition table has `2^table_bits` entries of 16 bytes.
    pub table_bits: u32,
    /// The search's selective features ([`Features::NONE`]: full width).
    pub features: Features,
}

impl ReviewOptions {
    /// Depth of [`ReviewOptions::browser`]: a 60-move game in well under
    /// ten seconds in the browser's worker (docs/BENCHMARKS.md, "Game
    /// review").
    pub const BROWSER_DEPTH: u32 = 10;

    /// A fixed depth, full width, no node limit, a 4 MiB table.
    pub fn depth(depth: u32) -> ReviewOptions {
        ReviewOptions { depth: depth.max(1), nodes: u64::MAX, table_bits: 18, features: Features::NONE }
    }

    /// What the app's review uses: [`Self::BROWSER_DEPTH`] plies with the
    /// levels' selective search ([`Features::SHIPPED`]), at most 400,000
    /// nodes a search.
    pub fn browser() -> ReviewOptions {
        ReviewOptions {
            nodes: 400_000,
            features: Features::SHIPPED,
            ..ReviewOptions::depth(Self::BROWSER_DEPTH)
        }
    }
}

/// The engine's view of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The best move; `None` when the game is over.
    pub best: Option<Move>,
    /// For the side to move, in hundredths of a man; `MATE - n` wins in `n`
    /// plies; 0 for a game drawn by the rules.
    pub score: i32,
    /// The expected line, best move first (forced moves included).
    pub line: Vec<Move>,
    /// The deepest finished search depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// One played move, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Index of the move in the game, from 0.
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The move played.
    pub played: Move,
    /// The engine's move in the position before it.
    pub best: Move,
    /// The best move's score, for the mover (not capped).
    pub best_score: i32,
    /// The played move's score, for the mover (not capped).
    pub played_score: i32,
    /// `capped(best_score) - capped(played_score)`, at least 0; 0 when the
    /// played move is the best one or the only legal one.
    pub loss: i32,
    /// The class of `loss`.
    pub class: MoveClass,
    /// The engine's line from the position before the move, `best` first.
    pub better: Vec<Move>,
    /// The expected line after the played move, the opponent's reply
    /// first: the refutation of a bad move.
    pub refutation: Vec<Move>,
    /// Why the move lost, as far as the lines show it (only for moves
    /// classed below good), most telling first.
    pub reasons: Vec<Reason>,
    /// Nodes searched to judge the move.
    pub nodes: u64,
}

/// A count of each class, and the average loss, for one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideSummary {
    /// Moves judged.
    pub moves: u32,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// Mean loss per move, in hundredths of a man, rounded down.
    pub average_loss: i32,
}

/// Searches positions for a review: one searcher, its table cleared before
/// each search, no clock.
pub struct Analyser {
    searcher: Searcher,
    options: ReviewOptions,
}

/// More forced moves than this in a row are searched as they are.
const MAX_FORCED: usize = 40;

impl Analyser {
    pub fn new(options: ReviewOptions) -> Analyser {
        Analyser { searcher: Searcher::new(options.table_bits), options }
    }

    /// The engine's view of the current position of `game`, searched
    /// `options.depth` plies. Forced moves are played out first (they cost
    /// no depth), so a position with one legal move is searched as deep.
    ///
    /// ```
    /// use damas_engine::{Game, Position, Variant};
    /// use damas_engine::teaching::{Analyser, ReviewOptions};
    /// // White to move takes the man on 18 and wins.
    /// let game = Game::from_position(Position::from_fen(Variant::Brazilian, "W:W22:B18").unwrap());
    /// let analysis = Analyser::new(ReviewOptions::depth(4)).analyse(&game);
    /// assert_eq!(analysis.best.unwrap().to_string(), "22x15");
    /// assert!(analysis.score > 20_000);
    /// ```
    pub fn analyse(&mut self, game: &Game) -> Analysis {
        self.analyse_at(game, self.options.depth)
    }

    fn analyse_at(&mut self, game: &Game, depth: u32) -> Analysis {
        let mut game = game.clone();
        let mut forced = Vec::new();
        loop {
            if let Some(outcome) = game.outcome() {
                let mover = game.position().side_to_move();
                let score = match outcome {
                    Outcome::Win { winner, .. } if winner == mover => MATE - forced.len() as i32,
                    Outcome::Win { .. } => -(MATE - forced.len() as i32),
                    Outcome::Draw(_) => 0,
                };
                return self
                    .with_forced(&forced, Analysis { best: None, score, line: Vec::new(), depth, nodes: 0 });
            }
            let moves = game.legal_moves();
            if moves.len() != 1 || forced.len() >= MAX_FORCED {
                break;
            }
            game.play(&moves[0]).expect("a legal move");
            forced.push(moves[0]);
        }
        self.searcher.clear();
        let limits = Limits {
            nodes: self.options.nodes,
            features: self.options.features,
            ..Limits::depth(depth.max(1))
        };
        let result = self.searcher.search(&game, &limits, &NoClock, None, &mut |_| {});
        let analysis = Analysis {
            best: result.best,
            score: result.score,
            line: result.pv,
            depth: result.depth,
            nodes: result.nodes,
        };
        self.with_forced(&forced, analysis)
    }

    /// Puts the forced moves played before a search in front of its line,
    /// with the score turned to the first mover's view.
    fn with_forced(&self, forced: &[Move], mut analysis: Analysis) -> Analysis {
        if forced.is_empty() {
            return analysis;
        }
        if forced.len() % 2 == 1 {
            analysis.score = -analysis.score;
        }
        // A win's distance counts from the first position.
        if analysis.best.is_some() && analysis.score.abs() >= MATE - 1_000 {
            analysis.score -= analysis.score.signum() * forced.len() as i32;
        }
        analysis.line.splice(0..0, forced.iter().copied());
        analysis.best = Some(forced[0]);
        analysis
    }

    /// Judges `played`, a move of the current position of `before`: the
    /// position is searched for the best move, and, when another move was
    /// played, the position after it one ply less deep. Fails when `played`
    /// cannot be played there. A learner's retry of a mistake ("find the
    /// better move") is judged the same way: a [`MoveClass::Good`] retry is
    /// as good as the engine's move.
    ///
    /// ```
    /// use damas_engine::{Game, Position, Variant};
    /// use damas_engine::teaching::{Analyser, MoveClass, Reason, ReviewOptions};
    /// // Black's man on 22 walks in front of White's man: it is taken.
    /// let start = Position::from_fen(Variant::Brazilian, "B:W27,31:B22,3").unwrap();
    /// let game = Game::from_position(start);
    /// let played = start.parse_move("22-26").unwrap();
    /// let judged = Analyser::new(ReviewOptions::depth(6)).judge(&game, &played).unwrap();
    /// assert_eq!(judged.class, MoveClass::Blunder);
    /// assert!(judged.reasons.iter().any(|r| matches!(r, Reason::AllowedCapture { pieces: 1, .. })));
    /// ```
    pub fn judge(&mut self, before: &Game, played: &Move) -> Result<MoveReview, PlayError> {
        let mut after = before.clone();
        after.play(played)?;
        let played = *after.moves().last().expect("just played");
        let ply = before.moves().len();
        let pos = *before.position();
        let best = self.analyse(before);
        let best_move = best.best.unwrap_or(played);
        let (played_score, refutation, nodes) =
            if best_move.same_effect(&played) || before.legal_moves().len() == 1 {
                (best.score, best.line.iter().skip(1).copied().collect(), best.nodes)
            } else {
                let reply = self.analyse_at(&after, self.options.depth.saturating_sub(1).max(1));
                (-reply.score, reply.line, best.nodes + reply.nodes)
            };
        let loss = (capped(best.score) - capped(played_score)).max(0);
        let class = MoveClass::of_loss(loss);
        let reasons = if class == MoveClass::Good {
            Vec::new()
        } else {
            reason::find(&pos, &played, &best.line, &refutation)
        };
        Ok(MoveReview {
            ply,
            mover: pos.side_to_move(),
            played,
            best: best_move,
            best_score: best.score,
            played_score,
            loss,
            class,
            better: best.line,
            refutation,
            reasons,
            nodes,
        })
    }
}

/// A game under review, one move at a time.
///
/// ```
/// use damas_engine::{Color, Game, Variant};
/// use damas_engine::teaching::{Review, ReviewOptions};
/// let mut game = Game::new(Variant::English);
/// game.play_text("11-15").unwrap();
/// game.play_text("23-19").unwrap();
/// let review = Review::run(&game, ReviewOptions::depth(4));
/// assert_eq!(review.moves().len(), 2);
/// assert_eq!(review.summary(Color::Black).moves, 1);
/// ```
pub struct Review {
    analyser: Analyser,
    game: Game,
    replay: Game,
    judged: Vec<MoveReview>,
}

impl Review {
    /// A review of every move of `game`, none judged yet. A game ended by
    /// resignation or agreement is reviewed up to its last move.
    pub fn new(game: &Game, options: ReviewOptions) -> Review {
        Review {
            analyser: Analyser::new(options),
            game: game.clone(),
            replay: Game::from_position(*game.start()),
            judged: Vec::new(),
        }
    }

    /// Reviews the whole game at once.
    pub fn run(game: &Game, options: ReviewOptions) -> Review {
        let mut review = Review::new(game, options);
        while review.step().is_some() {}
        review
    }

    /// Judges the next move; `None` when every move is judged.
    pub fn step(&mut self) -> Option<&MoveReview> {
        let mv = *self.game.moves().get(self.judged.len())?;
        let judged = self.analyser.judge(&self.replay, &mv).ok()?;
        self.replay.play(&mv).ok()?;
        self.judged.push(judged);
        self.judged.last()
    }

    /// Moves judged so far.
    pub fn done(&self) -> usize {
        self.judged.len()
    }

    /// Moves to judge in all.
    pub fn total(&self) -> usize {
        self.game.moves().len()
    }

    /// The moves judged so far, in order.
    pub fn moves(&self) -> &[MoveReview] {
        &self.judged
    }

    /// The classes and average loss of one side's judged moves.
    pub fn summary(&self, side: Color) -> SideSummary {
        summarise(&self.judged, side)
    }

    /// The evaluation graph: one capped score from White's view per
    /// position judged so far — the start (the first move's best score),
    /// then the position after each judged move (its played score). Empty
    /// before the first step.
    ///
    /// ```
    /// use damas_engine::{Game, Variant};
    /// use damas_engine::teaching::{Review, ReviewOptions, SCORE_CAP};
    /// let mut game = Game::new(Variant::Russian);
    /// game.play_text("22-18").unwrap();
    /// let review = Review::run(&game, ReviewOptions::depth(4));
    /// let graph = review.graph();
    /// assert_eq!(graph.len(), 2);
    /// assert!(graph.iter().all(|s| s.abs() <= SCORE_CAP));
    /// ```
    pub fn graph(&self) -> Vec<i32> {
        evaluation_graph(&self.judged)
    }
}

/// The evaluation from White's view, capped, before the first of `moves`
/// and after each of them (the moves judged one after the other).
pub fn evaluation_graph(moves: &[MoveReview]) -> Vec<i32> {
    let white = |mover: Color, score: i32| capped(if mover == Color::White { score } else { -score });
    let Some(first) = moves.first() else { return Vec::new() };
    std::iter::once(white(first.mover, first.best_score))
        .chain(moves.iter().map(|m| white(m.mover, m.played_score)))
        .collect()
}

/// The classes and average loss of one side's moves in `moves`.
pub fn summarise(moves: &[MoveReview], side: Color) -> SideSummary {
    let mut s = SideSummary::default();
    let mut total = 0i64;
    for m in moves.iter().filter(|m| m.mover == side) {
        s.moves += 1;
        total += m.loss as i64;
        match m.class {
            MoveClass::Good => {}
            MoveClass::Inaccuracy => s.inaccuracies += 1,
            MoveClass::Mistake => s.mistakes += 1,
            MoveClass::Blunder => s.blunders += 1,
        }
    }
    if s.moves > 0 {
        s.average_loss = (total / s.moves as i64) as i32;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Variant};

    #[test]
    fn classes_start_at_their_thresholds() {
        assert_eq!(MoveClass::of_loss(INACCURACY - 1), MoveClass::Good);
        assert_eq!(MoveClass::of_loss(INACCURACY), MoveClass::Inaccuracy);
        assert_eq!(MoveClass::of_loss(MISTAKE - 1), MoveClass::Inaccuracy);
        assert_eq!(MoveClass::of_loss(MISTAKE), MoveClass::Mistake);
        assert_eq!(MoveClass::of_loss(BLUNDER - 1), MoveClass::Mistake);
        assert_eq!(MoveClass::of_loss(BLUNDER), MoveClass::Blunder);
        assert_eq!(MoveClass::Good.mark(), None);
    }

    #[test]
    fn a_won_game_let_go_is_a_blunder_but_a_smaller_win_is_not() {
        // A forced win against five men up: nothing lost.
        assert_eq!(capped(MATE - 9) - capped(SCORE_CAP + 50), 0);
        assert_eq!(MoveClass::of_loss(capped(MATE - 9) - capped(0)), MoveClass::Blunder);
        assert_eq!(capped(-MATE), -SCORE_CAP);
    }

    #[test]
    fn forced_moves_are_played_out_and_scored_from_the_first_mover() {
        // White must take 22x15; then Black's lone man is gone: White won.
        let game = Game::from_position(Position::from_fen(Variant::Brazilian, "W:W22:B18").unwrap());
        let a = Analyser::new(ReviewOptions::depth(3)).analyse(&game);
        assert_eq!(a.line.len(), 1);
        assert_eq!(a.best.unwrap().to_string(), "22x15");
        assert_eq!(a.score, MATE - 1);
        // Black to move with one forced capture, then lost: scored for Black.
        let game = Game::from_position(Position::from_fen(Variant::Brazilian, "B:W22,K1:B18").unwrap());
        assert_eq!(game.legal_moves().len(), 1);
        let forced = game.legal_moves()[0];
        let a = Analyser::new(ReviewOptions::depth(3)).analyse(&game);
        let mut after = game.clone();
        after.play(&forced).unwrap();
        let b = Analyser::new(ReviewOptions::depth(3)).analyse(&after);
        assert_eq!(a.best, Some(forced));
        assert_eq!(a.score, -b.score);
        assert_eq!(a.line[1..], b.line[..]);
    }

    #[test]
    fn a_finished_game_has_no_best_move() {
        // Brazilian: White's man on 29 is blocked; White has lost.
        let game = Game::from_position(Position::from_fen(Variant::Brazilian, "W:W29:B25,22").unwrap());
        assert!(game.outcome().is_some());
        let a = Analyser::new(ReviewOptions::depth(3)).analyse(&game);
        assert_eq!((a.best, a.score), (None, -MATE));
    }
}
