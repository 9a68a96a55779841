//! The endgame tables' word on a tactic's first move, where they decide
//! it: a capture that takes as much as the solution's may still only draw.
//! [`table_verdict`] says what the tables call the solution's first move
//! and each other move they call worse, so that the solution can say why
//! ("the tables call it a draw: two kings cannot beat one").

use crate::endgame::{EndgameTables, TableValue};
use crate::{Move, Position};

/// What the tables call a position for the side that just moved into it:
/// won, drawn or lost with best play on both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TableCall {
    Loss,
    Draw,
    Win,
}

/// The tables' word on a tactic's first move ([`table_verdict`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TableVerdict {
    /// What they call the solution's first move.
    pub solution: TableCall,
    /// Every other first move they call worse, with what they call it, in
    /// move order.
    pub worse: Vec<(Move, TableCall)>,
}

/// What the tables call `mv` in `pos` for the side that plays it (a move
/// after which the other side has no move wins); `None` when the tables do
/// not hold the position after it. The king-move count starts at zero.
pub fn table_call(tables: &EndgameTables, pos: &Position, mv: &Move) -> Option<TableCall> {
    let after = pos.after(mv);
    if after.legal_moves().is_empty() {
        return Some(TableCall::Win);
    }
    Some(match tables.probe(&after, 0)? {
        TableValue::Win { .. } => TableCall::Loss,
        TableValue::Draw => TableCall::Draw,
        TableValue::Loss { .. } => TableCall::Win,
    })
}

/// The tables' word on the first move of `line` from `start`, where they
/// decide it: `None` unless they hold the position after it and call at
/// least one other first move worse.
pub fn table_verdict(tables: &EndgameTables, start: &Position, line: &[Move]) -> Option<TableVerdict> {
    let first = line.first()?;
    let solution = table_call(tables, start, first)?;
    let worse: Vec<(Move, TableCall)> = start
        .legal_moves()
        .into_iter()
        .filter(|m| !m.same_effect(first))
        .filter_map(|m| Some((m, table_call(tables, start, &m)?)))
        .filter(|(_, call)| *call < solution)
        .collect();
    (!worse.is_empty()).then_some(TableVerdict { solution, worse })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    /// The shipped tables of a rule set (`engine/data/endgame`).
    fn shipped(variant: Variant) -> EndgameTables {
        let path = format!("{}/data/endgame/{}.egdb", env!("CARGO_MANIFEST_DIR"), variant.id());
        EndgameTables::from_bytes(&std::fs::read(path).unwrap()).unwrap()
    }

    /// turkish-t0140 (issue 51): both captures take one piece, but two
    /// kings cannot beat one, so only taking the king wins.
    #[test]
    fn the_tables_call_the_capture_of_the_man_a_draw_and_of_the_king_a_win() {
        let tables = shipped(Variant::Turkish);
        let start = Position::from_fen(Variant::Turkish, "W:WKh2,Ka1:Bb2,Kg1").unwrap();
        let line = start.parse_line(&["a1xh1"]).unwrap();
        let verdict = table_verdict(&tables, &start, &line).expect("the tables decide it");
        assert_eq!(verdict.solution, TableCall::Win);
        let wrong = start.parse_move("h2xa2").unwrap();
        assert!(verdict.worse.contains(&(wrong, TableCall::Draw)), "{verdict:?}");
        assert!(verdict.worse.iter().all(|(m, _)| !m.same_effect(&line[0])));
    }

    #[test]
    fn no_verdict_where_the_tables_do_not_hold_the_position() {
        let tables = shipped(Variant::Brazilian);
        let start = Position::from_fen(Variant::Brazilian, "W:W21,22,23,24,25:B5,6,7,8,9").unwrap();
        let first = start.legal_moves()[0];
        assert_eq!(table_verdict(&tables, &start, &[first]), None);
    }
}
