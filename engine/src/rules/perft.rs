use super::geometry::{Eight, Full, Geometry, Ten};
use super::movegen::Law;
use crate::{BoardSize, Convention, Move, Position, Rules};

/// Counts the move paths of `depth` plies from `pos` (bulk counting at the
/// last ply). `Convention::Drop` merges equal captures, `Keep` does not.
///
/// ```
/// use damas_engine::{perft, Convention, Position, Variant};
/// let pos = Position::start(Variant::International);
/// assert_eq!(perft(&pos, 2, Convention::Drop), 81);
/// ```
pub fn perft(pos: &Position, depth: u32, convention: Convention) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    // The board and the rules are looked up once for the whole walk.
    let rules = pos.rules();
    match pos.size() {
        BoardSize::Eight => walk::<Eight>(pos, depth, rules, convention, &mut buffers),
        BoardSize::Ten => walk::<Ten>(pos, depth, rules, convention, &mut buffers),
        BoardSize::EightFull => walk::<Full>(pos, depth, rules, convention, &mut buffers),
    }
}

fn walk<G: Geometry>(
    pos: &Position,
    depth: u32,
    rules: &Rules,
    convention: Convention,
    buffers: &mut [Vec<Move>],
) -> u64 {
    let (list, rest) = match buffers.split_first_mut() {
        Some(pair) => pair,
        None => return 0,
    };
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.count_with::<G>(rules, convention, list);
    }
    list.clear();
    pos.generate_with::<G>(rules, convention, Law::Apply, list);
    let mut total = 0;
    if depth == 2 {
        // The last ply counted here, one call fewer per position.
        let Some(scratch) = rest.first_mut() else { return 0 };
        for mv in list.iter() {
            total += pos.after_unhashed(mv).count_with::<G>(rules, convention, scratch);
        }
        return total;
    }
    for mv in list.iter() {
        total += walk::<G>(&pos.after_unhashed(mv), depth - 1, rules, convention, rest);
    }
    total
}

/// Perft split by first move: each legal move with its count at `depth - 1`.
pub fn perft_divide(pos: &Position, depth: u32, convention: Convention) -> Vec<(Move, u64)> {
    let moves = pos.moves_with(convention);
    moves.into_iter().map(|mv| (mv, perft(&pos.after(&mv), depth.saturating_sub(1), convention))).collect()
}
