//! The core levels on the 10×10 board: an 8×8 level placed on the big
//! board square by square.
//!
//! An 8×8 square at row `r`, column `c` (from the top left, White at the
//! bottom) goes to row `r + rows`, column `c + cols` of the 10×10 board
//! ([`Shift`]; `rows + cols` even, so dark squares stay dark). By default
//! the level keeps the top left corner (White's crowning row stays the
//! crowning row); levels about White's back row or corner keep the
//! bottom left one. Every square the level names (pieces, goal, solution,
//! scripted replies, wrong examples, arrows, highlights) is renumbered. Its
//! texts name those squares by placeholders (`{ $s22 }` in
//! `locales/<lang>/lessons.ftl`), which the moved level fills with the new
//! numbers ([`LessonText`]). The tests then check every translated level
//! with the engine, as any other.
//!
//! ```
//! use damas_app::learn::course;
//! use damas_engine::Variant;
//! let (_, walk) = course(Variant::International).level("man-walk").unwrap();
//! assert_eq!(walk.fen, "W:W27:B1");
//! assert_eq!(walk.goal_text.get(damas_app::kernel::i18n::Lang::En), "Walk the man to square 12, one step at a time.");
//! ```

use std::collections::BTreeSet;

use super::model::{Goal, LessonLevel, LessonText, Mistake, Replies};
use super::shift::{square, Shift};

/// The top left corner kept (the default).
const TOP: Shift = Shift { rows: 0, cols: 0 };
/// The bottom left corner kept: White's back row and corner stay theirs.
const BOTTOM: Shift = Shift { rows: 2, cols: 0 };
/// The top right corner kept: the right-hand edge stays the edge.
const RIGHT: Shift = Shift { rows: 0, cols: 2 };
/// The bottom right corner kept: White's back row and the right-hand edge.
const BOTTOM_RIGHT: Shift = Shift { rows: 2, cols: 2 };
/// One row and one column in: the 8×8 board's centre squares land on the
/// 10×10 board's (the middle four of its two middle rows).
const CENTRE: Shift = Shift { rows: 1, cols: 1 };

/// The levels that keep the bottom left corner.
const AT_THE_BOTTOM: &[&str] = &[
    "tip-back-row",
    "tip-trap-lone-king",
    // "Play better": captures that the 8×8 bottom edge stops.
    "trade-one-for-one",
    "trade-when-ahead",
    "trade-two-when-ahead",
    "shot-one-for-two-again",
    "shot-one-for-three",
    "shot-one-for-three-again",
    "shot-two-given",
    // The back row stays White's back row.
    "back-row-guard",
    "back-row-guard-again",
    "run-stop",
];
/// The levels that keep both the bottom and the right-hand edge.
const AT_THE_BOTTOM_RIGHT: &[&str] = &["trade-two-for-two", "back-row-which", "run-stop-again"];
/// The levels about the centre: placed in the middle of the big board.
const AT_THE_CENTRE: &[&str] = &["centre-squares", "centre-safe", "centre-safe-again"];
/// The levels that keep the right-hand edge.
const AT_THE_RIGHT: &[&str] = &[
    "win-block",
    "attack-hold-on",
    "run-break-through",
    "run-use-the-time",
    "block-edge",
    "block-in-two-again",
];

/// Question levels whose answer is a number, not a square: the answer is
/// kept as it is (the board has the same square numbers to tap).
const NUMBER_ANSWERS: &[&str] = &["draw-twenty", "draw-repetition"];

/// The shift of a level.
pub(crate) fn shift_of(id: &str) -> Shift {
    if AT_THE_BOTTOM.contains(&id) {
        BOTTOM
    } else if AT_THE_BOTTOM_RIGHT.contains(&id) {
        BOTTOM_RIGHT
    } else if AT_THE_RIGHT.contains(&id) {
        RIGHT
    } else if AT_THE_CENTRE.contains(&id) {
        CENTRE
    } else {
        TOP
    }
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn leak_slice<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

/// Every run of digits in `text` that is a whole number (not part of a
/// word such as "20º") and one of `squares`, renumbered.
fn renumber(text: &str, squares: &BTreeSet<u8>, shift: Shift) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[start..i].iter().collect();
        let before_ok = start == 0 || !chars[start - 1].is_alphanumeric() || chars[start - 1] == 'x';
        let after_ok = i == chars.len() || !chars[i].is_alphanumeric() || chars[i] == 'x';
        match digits.parse::<u8>() {
            Ok(n) if before_ok && after_ok && squares.contains(&n) => {
                out.push_str(&square(n, shift).to_string())
            }
            _ => out.push_str(&digits),
        }
    }
    out
}

/// The squares of a move text such as `22x15x6`.
fn move_squares(text: &str) -> impl Iterator<Item = u8> + '_ {
    text.split(['-', 'x']).filter_map(|n| n.parse().ok())
}

/// The squares of a PDN FEN such as `W:WK29,22:B18`.
fn fen_squares(fen: &str) -> impl Iterator<Item = u8> + '_ {
    fen.split(':').skip(1).flat_map(|part| {
        part.get(1..).unwrap_or("").split(',').filter_map(|p| p.trim_start_matches('K').parse().ok())
    })
}

fn fen(fen: &str, shift: Shift) -> String {
    let mut parts = fen.split(':');
    let mut out = parts.next().unwrap_or("W").to_string();
    for part in parts {
        let (side, list) = part.split_at(1);
        let pieces: Vec<String> = list
            .split(',')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (king, n) = p.strip_prefix('K').map_or(("", p), |n| ("K", n));
                let n: u8 = n.parse().unwrap_or_else(|_| panic!("FEN {fen}: {p}"));
                format!("{king}{}", square(n, shift))
            })
            .collect();
        out.push_str(&format!(":{side}{}", pieces.join(",")));
    }
    out
}

fn goal_squares(goal: &Goal, out: &mut BTreeSet<u8>) {
    match goal {
        Goal::ReachSquares(s) | Goal::PickSquares(s) => out.extend(s.iter().copied()),
        Goal::Play(text) => out.extend(move_squares(text)),
        Goal::All(gs) | Goal::Any(gs) => gs.iter().for_each(|g| goal_squares(g, out)),
        _ => {}
    }
}

fn goal(g: &Goal, shift: Shift, keep_answer: bool) -> Goal {
    let squares = |s: &[u8]| leak_slice(s.iter().map(|&n| square(n, shift)).collect());
    match g {
        Goal::ReachSquares(s) => Goal::ReachSquares(squares(s)),
        Goal::PickSquares(s) if keep_answer => Goal::PickSquares(s),
        Goal::PickSquares(s) => Goal::PickSquares(squares(s)),
        Goal::Play(text) => Goal::Play(leak(renumber(text, &move_squares(text).collect(), shift))),
        Goal::All(gs) => Goal::All(leak_slice(gs.iter().map(|g| goal(g, shift, keep_answer)).collect())),
        Goal::Any(gs) => Goal::Any(leak_slice(gs.iter().map(|g| goal(g, shift, keep_answer)).collect())),
        other => *other,
    }
}

/// The 10×10 version of an 8×8 level (its rule set: the caller's).
pub(crate) fn translate(level: &LessonLevel) -> LessonLevel {
    let shift = shift_of(level.id);
    let keep_answer = NUMBER_ANSWERS.contains(&level.id);
    let mut named: BTreeSet<u8> = fen_squares(level.fen).collect();
    if !keep_answer {
        goal_squares(&level.goal, &mut named);
    }
    named.extend(level.solution.iter().flat_map(|m| move_squares(m)));
    if let Replies::Script(replies) = level.opponent {
        named.extend(replies.iter().flat_map(|m| move_squares(m)));
    }
    named.extend(level.mistakes.iter().flat_map(|m| move_squares(m.text)));
    named.extend(level.arrows.iter().flat_map(|&(a, b)| [a, b]));
    named.extend(level.highlights.iter().copied());
    // The texts name their squares by placeholders (`{ $s22 }`), filled
    // with the shift: nothing to read in them.
    let text = |t: &LessonText| LessonText { shift: Some(shift), ..*t };
    let moves = |ms: &[&str]| -> &'static [&'static str] {
        leak_slice(ms.iter().map(|m| leak(renumber(m, &named, shift)) as &'static str).collect())
    };
    LessonLevel {
        goal_text: text(&level.goal_text),
        fen: leak(fen(level.fen, shift)),
        goal: goal(&level.goal, shift, keep_answer),
        opponent: match level.opponent {
            Replies::Script(r) => Replies::Script(moves(r)),
            other => other,
        },
        solution: moves(level.solution),
        arrows: leak_slice(level.arrows.iter().map(|&(a, b)| (square(a, shift), square(b, shift))).collect()),
        highlights: leak_slice(level.highlights.iter().map(|&n| square(n, shift)).collect()),
        mistakes: leak_slice(
            level
                .mistakes
                .iter()
                .map(|m| Mistake {
                    text: leak(renumber(m.text, &named, shift)),
                    kind: m.kind,
                    why: text(&m.why),
                })
                .collect(),
        ),
        success_text: text(&level.success_text),
        ..*level
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_keep_their_place_from_the_chosen_corner() {
        // Top left kept: 1 stays 1, 5 (row 1, column 0) is 6, 29 (row 7, column 0) is 36.
        assert_eq!(square(1, TOP), 1);
        assert_eq!(square(5, TOP), 6);
        assert_eq!(square(29, TOP), 36);
        assert_eq!(square(32, TOP), 39);
        // Bottom left kept: 29 is the corner 46, 32 is 49.
        assert_eq!(square(29, BOTTOM), 46);
        assert_eq!(square(32, BOTTOM), 49);
        assert_eq!(square(1, BOTTOM), 11);
        assert_eq!(fen("W:WK29,22:B18,1", TOP), "W:WK36,27:B22,1");
        // Top right kept: the right-hand edge (20, 12) stays the edge.
        assert_eq!(square(20, RIGHT), 25);
        assert_eq!(square(12, RIGHT), 15);
    }

    #[test]
    fn only_whole_numbers_that_are_named_squares_are_renumbered() {
        let named: BTreeSet<u8> = [22, 15, 6, 20].into_iter().collect();
        assert_eq!(
            renumber("22x15x6, on 15; 20º move, 3 times, 16 moves", &named, TOP),
            "27x18x7, on 18; 20º move, 3 times, 16 moves"
        );
    }
}
