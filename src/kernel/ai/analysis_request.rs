//! The analysis board's request: the best few moves of a position with
//! their lines and scores ([`damas_engine::search::Searcher::best_lines`]),
//! and the endgame tables' word on the position where they hold. The
//! answer is [`Analysed`]; [`AnalysisRequest::answer`] is the worker's side
//! (plain Rust, tested natively). The page plays a line back only as far
//! as its moves are legal.

use damas_engine::endgame::{EndgameTables, TableValue};
use damas_engine::notation::GameRecord;
use damas_engine::search::{Clock, Limits, Searcher};
use damas_engine::{Game, Move};
use serde::{Deserialize, Serialize};

use super::refusal::WhyRefused;

/// The most lines an analysis asks for.
pub const MAX_LINES: u8 = 3;

/// The best `lines` moves of the game's current position, searched for
/// `movetime_ms` in all (full width, the plain engine with the rule set's
/// endgame tables and learned evaluation, no book).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalysisRequest {
    /// The game whose current position is analysed (its start and moves, so
    /// repetitions and the king-move count are seen).
    pub game: GameRecord,
    pub movetime_ms: u64,
    /// 1 to [`MAX_LINES`].
    pub lines: u8,
}

/// One of the best moves: its line (the move first) and score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineLine {
    /// In hundredths of a man, for the side to move (near `MATE`: a win
    /// the search proved).
    pub score: i32,
    /// The depth it was searched to, in plies.
    pub depth: u32,
    pub moves: Vec<Move>,
}

/// The endgame tables' word on a position, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableWord {
    /// It wins within this many plies.
    Win {
        plies: u8,
    },
    Draw,
    /// It loses; it can hold out this many plies.
    Loss {
        plies: u8,
    },
}

impl From<TableValue> for TableWord {
    fn from(value: TableValue) -> TableWord {
        match value {
            TableValue::Win { plies } => TableWord::Win { plies },
            TableValue::Draw => TableWord::Draw,
            TableValue::Loss { plies } => TableWord::Loss { plies },
        }
    }
}

/// What the worker answers an analysis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysed {
    /// Best first; none when the side to move has no move.
    pub lines: Vec<EngineLine>,
    /// The tables' word, where they hold the position.
    pub table: Option<TableWord>,
    /// Time the job took, in milliseconds (a fresh worker's data loading included).
    pub elapsed_ms: u64,
}

impl AnalysisRequest {
    /// An analysis of `game`'s current position.
    pub fn new(game: &Game, movetime_ms: u64, lines: u8) -> AnalysisRequest {
        AnalysisRequest { game: GameRecord::of(game), movetime_ms, lines: lines.clamp(1, MAX_LINES) }
    }

    /// The worker's answer, with the tables its searcher was given.
    pub fn answer(&self, searcher: &mut Searcher, clock: &dyn Clock) -> Result<Analysed, WhyRefused> {
        let game = self.game.game().map_err(|_| WhyRefused::UnreadableGame)?;
        let tables: Option<&EndgameTables> = searcher.endgame().map(|t| &**t);
        let table = tables
            .and_then(|t| t.probe(game.position(), game.king_moves_in_a_row() as u32))
            .map(TableWord::from);
        let limits = Limits::movetime(self.movetime_ms);
        let count = self.lines.clamp(1, MAX_LINES) as usize;
        let lines = searcher
            .best_lines(&game, &limits, clock, count)
            .into_iter()
            .map(|r| EngineLine { score: r.score, depth: r.depth, moves: r.pv })
            .collect();
        Ok(Analysed { lines, table, elapsed_ms: clock.elapsed_ms() })
    }
}

// Native only: the searches run on StdClock (std's Instant, which wasm32 lacks).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use damas_engine::search::StdClock;
    use damas_engine::{Position, Variant};

    #[test]
    fn an_analysis_answers_distinct_legal_lines() {
        let game = Game::new(Variant::International);
        let request = AnalysisRequest::new(&game, 300, 3);
        let answer = request.answer(&mut Searcher::new(16), &StdClock::start()).unwrap();
        assert_eq!(answer.lines.len(), 3);
        // Distinct first moves. (Best first holds at a fixed depth, the
        // engine's test; under a time limit a later line may be searched
        // less deep, its depth shown beside it.)
        let firsts: Vec<Move> = answer.lines.iter().map(|l| l.moves[0]).collect();
        assert!(firsts.iter().enumerate().all(|(i, a)| firsts[..i].iter().all(|b| !b.same_effect(a))));
        for line in &answer.lines {
            let mut pos = *game.position();
            for mv in &line.moves {
                pos.play(mv).expect("every move of a line is legal in turn");
            }
        }
        assert_eq!(answer.table, None, "no tables given");
    }

    #[test]
    fn the_tables_word_comes_with_the_lines_where_they_hold() {
        let tables = std::sync::Arc::new(EndgameTables::build(Variant::English, 3, &mut |_, _| {}));
        let mut searcher = Searcher::new(16);
        searcher.set_endgame(Some(tables));
        let pos = Position::from_fen(Variant::English, "W:WK18,K26:BK4").unwrap();
        let request = AnalysisRequest::new(&Game::from_position(pos), 200, 1);
        let answer = request.answer(&mut searcher, &StdClock::start()).unwrap();
        assert!(matches!(answer.table, Some(TableWord::Win { .. })), "{:?}", answer.table);
        assert_eq!(answer.lines.len(), 1);
    }

    #[test]
    fn lines_are_held_between_one_and_three() {
        let game = Game::new(Variant::Brazilian);
        assert_eq!(AnalysisRequest::new(&game, 100, 0).lines, 1);
        assert_eq!(AnalysisRequest::new(&game, 100, 9).lines, MAX_LINES);
    }
}
