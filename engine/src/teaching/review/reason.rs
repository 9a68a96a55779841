//! Why a move lost: patterns read off the refutation line (what the
//! opponent does after the played move) and the better line (what the
//! engine would have played). Typed values only; the app and the command
//! put them into words.

use crate::{Color, Move, Position, Role, Square};

/// Opponent moves of the refutation looked at for crowning and king
/// captures: its first three.
const WINDOW: usize = 3;

/// A reason a played move lost score.
///
/// ```
/// use damas_engine::{Game, Position, Variant};
/// use damas_engine::teaching::{Analyser, Reason, ReviewOptions};
/// // Black to move; 22-26 walks into White's man on 31... and 27 takes.
/// let start = Position::from_fen(Variant::Brazilian, "B:W27,31:B22,3").unwrap();
/// let played = start.parse_move("22-26").unwrap();
/// let judged = Analyser::new(ReviewOptions::depth(6)).judge(&Game::from_position(start), &played).unwrap();
/// let Some(Reason::AllowedCapture { line, pieces }) = judged.reasons.first() else { panic!() };
/// assert_eq!((line[0].to_string().as_str(), *pieces), ("31x22", 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The move allowed a shot: the opponent gives up one or more pieces,
    /// then takes more with a capture of two or more. `line` runs from the
    /// opponent's first sacrifice to the end of the captures; `pieces` is
    /// the mover's net loss in pieces, counted from before the played move.
    AllowedShot { line: Vec<Move>, pieces: u32 },
    /// The opponent simply captures at once: `line` is the capture
    /// exchange, `pieces` the mover's net loss in pieces.
    AllowedCapture { line: Vec<Move>, pieces: u32 },
    /// The better line captured `pieces` pieces with `capture` (after the
    /// sacrifices of `line`, which ends with it), and the played move did
    /// not.
    MissedCapture { line: Vec<Move>, capture: Move, pieces: u32 },
    /// The opponent's man now on `man` reaches the last row and is crowned
    /// on `crowned_on`, along `line` (the refutation up to the crowning),
    /// which the better line did not allow.
    AllowedCrowning { man: Square, crowned_on: Square, line: Vec<Move> },
    /// An opponent king captures from a distance: its first captured piece
    /// is `distance` squares along the diagonal from `capture`'s start
    /// (flying kings), which the better line did not allow.
    KingCaptureFromAfar { capture: Move, distance: u8 },
}

/// A combination from `start`: the side to move gives up pieces (quiet
/// moves after which the opponent must capture), then captures.
struct Combination {
    /// Moves from the first sacrifice through the end of the captures.
    end: usize,
    /// Index in the line of the attacker's capture.
    capture: usize,
    sacrifices: u32,
}

fn pieces(pos: &Position, color: Color) -> i32 {
    (pos.count(color, Role::Man) + pos.count(color, Role::King)) as i32
}

/// The combination at the start of `line`, if the line starts with one.
fn combination(start: &Position, line: &[Move]) -> Option<Combination> {
    let attacker = start.side_to_move();
    let mut pos = *start;
    let mut sacrifices = 0;
    for (k, mv) in line.iter().enumerate() {
        if pos.side_to_move() == attacker {
            if mv.is_capture() {
                pos = pos.after(mv);
                let mut end = k + 1;
                // The exchange goes on while a capture is compulsory.
                while end < line.len() && pos.must_capture() {
                    pos = pos.after(&line[end]);
                    end += 1;
                }
                return Some(Combination { end, capture: k, sacrifices });
            }
            pos = pos.after(mv);
            if !pos.must_capture() {
                return None;
            }
            sacrifices += 1;
        } else {
            if !mv.is_capture() {
                return None;
            }
            pos = pos.after(mv);
        }
    }
    None
}

/// The net loss in pieces of `loser` from `before` to after `line` is played
/// from `from`.
fn net_loss(before: &Position, from: &Position, line: &[Move], loser: Color) -> i32 {
    let mut pos = *from;
    for mv in line {
        pos = pos.after(mv);
    }
    (pieces(before, loser) - pieces(&pos, loser)) - (pieces(before, !loser) - pieces(&pos, !loser))
}

/// The reasons a move lost: `before` is the position before `played`,
/// `better` the engine's line from it, `refutation` the line after `played`.
pub(super) fn find(before: &Position, played: &Move, better: &[Move], refutation: &[Move]) -> Vec<Reason> {
    let mover = before.side_to_move();
    let after = before.after(played);
    let mut reasons = Vec::new();
    if let Some(c) = combination(&after, refutation) {
        let line = refutation[..c.end].to_vec();
        let lost = net_loss(before, &after, &line, mover).max(0) as u32;
        let big = refutation[c.capture].capture_count() >= 2;
        if lost > 0 && c.sacrifices > 0 && big {
            reasons.push(Reason::AllowedShot { line, pieces: lost });
        } else if lost > 0 && c.sacrifices == 0 {
            reasons.push(Reason::AllowedCapture { line, pieces: lost });
        }
    }
    if let Some(reason) = king_from_afar(&after, refutation, before, better) {
        reasons.push(reason);
    }
    if let Some(reason) = crowning(refutation, better) {
        reasons.push(reason);
    }
    if let Some(c) = combination(before, better) {
        let capture = better[c.capture];
        let gain = -net_loss(before, before, &better[..c.end], mover);
        let as_big = played.is_capture() && played.capture_count() >= capture.capture_count();
        if gain > 0 && !as_big && !better[0].same_effect(played) {
            reasons.push(Reason::MissedCapture {
                line: better[..=c.capture].to_vec(),
                capture,
                pieces: capture.capture_count(),
            });
        }
    }
    reasons
}

/// The first [`WINDOW`] moves of the side to move at the start of `line`,
/// with their indices.
fn opponent_moves(line: &[Move]) -> impl Iterator<Item = (usize, &Move)> {
    line.iter().enumerate().step_by(2).take(WINDOW)
}

/// The first crowning of the opponent in the refutation that the better
/// line (opponent moves at odd plies) does not have.
fn crowning(refutation: &[Move], better: &[Move]) -> Option<Reason> {
    let better_crowns = better.get(1..).is_some_and(|b| opponent_moves(b).any(|(_, m)| m.promotes()));
    if better_crowns {
        return None;
    }
    let (k, mv) = opponent_moves(refutation).find(|(_, m)| m.promotes())?;
    let mut man = mv.from();
    let earlier: Vec<&Move> =
        opponent_moves(refutation).take_while(|(j, _)| *j < k).map(|(_, m)| m).collect();
    for earlier in earlier.into_iter().rev() {
        if earlier.to() == man {
            man = earlier.from();
        }
    }
    Some(Reason::AllowedCrowning { man, crowned_on: mv.to(), line: refutation[..=k].to_vec() })
}

/// How far along the diagonal the first piece a capture takes stands from
/// its start square.
fn first_capture_distance(pos: &Position, mv: &Move) -> Option<u8> {
    let size = pos.size();
    let path = mv.path();
    let (from, to) = (path[0], *path.get(1)?);
    let (r0, c0) = (from.row(size) as i32, from.column(size) as i32);
    let (r1, c1) = (to.row(size) as i32, to.column(size) as i32);
    let (dr, dc) = ((r1 - r0).signum(), (c1 - c0).signum());
    mv.captured()
        .into_iter()
        .filter_map(|s| {
            let (r, c) = (s.row(size) as i32, s.column(size) as i32);
            let steps = (r - r0) * dr;
            let on_leg = steps > 0 && (c - c0) == steps * dc && steps < (r1 - r0).abs();
            on_leg.then_some(steps as u8)
        })
        .min()
}

/// An opponent king's capture from a distance in the refutation, when the
/// better line has none.
fn king_from_afar(
    after: &Position,
    refutation: &[Move],
    before: &Position,
    better: &[Move],
) -> Option<Reason> {
    let far = |start: &Position, line: &[Move], first: usize| -> Option<(Move, u8)> {
        let mut pos = *start;
        for (k, mv) in line.iter().enumerate() {
            if k >= first + 2 * WINDOW {
                break;
            }
            if k >= first
                && (k - first).is_multiple_of(2)
                && mv.is_king_move()
                && mv.is_capture()
                && let Some(d) = first_capture_distance(&pos, mv).filter(|&d| d >= 2)
            {
                return Some((*mv, d));
            }
            pos = pos.after(mv);
        }
        None
    };
    if far(before, better, 1).is_some() {
        return None;
    }
    let (capture, distance) = far(after, refutation, 0)?;
    Some(Reason::KingCaptureFromAfar { capture, distance })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Brazilian, fen).unwrap()
    }

    fn line(start: &Position, texts: &[&str]) -> Vec<Move> {
        start.parse_line(texts).unwrap()
    }

    #[test]
    fn a_flying_king_captures_from_its_distance() {
        let far = pos("W:WK10:B17");
        let mv = far.parse_move("10x21").unwrap();
        assert_eq!(first_capture_distance(&far, &mv), Some(2));
        let near = pos("W:WK14:B17");
        let mv = near.parse_move("14x21").unwrap();
        assert_eq!(first_capture_distance(&near, &mv), Some(1));
    }

    #[test]
    fn a_combination_starts_with_sacrifices_and_ends_after_the_captures() {
        // A capture at once: no sacrifice.
        let start = pos("W:W22,31:B18,3");
        let c = combination(&start, &line(&start, &["22x15", "3-7"])).unwrap();
        assert_eq!((c.sacrifices, c.capture, c.end), (0, 0, 1));
        // A quiet move that leaves no capture to the opponent is no sacrifice.
        let start = pos("W:W22,31:B11,3");
        assert!(combination(&start, &line(&start, &["31-27", "11-15"])).is_none());
    }

    #[test]
    fn the_better_line_crowning_too_is_no_reason() {
        let start = pos("B:W9,K10,19:B1,2,17,18");
        let refutation = line(&start.after(&start.parse_move("1-6").unwrap()), &["10x21"]);
        // A better line where White crowns at once as well.
        let crowning_start = pos("W:W5:B27");
        let crowns = line(&crowning_start, &["5-1"]);
        assert!(crowns[0].promotes());
        let better = vec![start.parse_move("17-21").unwrap(), crowns[0]];
        assert!(crowning(&[crowns[0]], &better).is_none());
        assert!(crowning(&refutation, &better).is_none());
        assert!(crowning(&[crowns[0]], &better[..1]).is_some());
    }
}
