//! Which themes a solution line shows ([`shows_theme`]), the themes a
//! tactic is tagged with ([`tactic_themes`]) and where a capture law saved
//! the solution ([`law_saves`]).

use super::puzzle::{Theme, MARGIN};
use crate::search::{Limits, NoClock, Searcher};
use crate::{Color, Game, Move, Position, PromotionInCapture, Role, Square};

/// Whether a solution line (legal moves from `start`) shows a theme.
pub fn shows_theme(theme: Theme, start: &Position, line: &[Move]) -> bool {
    let Some(first) = line.first() else { return false };
    theme.applies_to(start.variant())
        && match theme {
            Theme::CompulsoryCapture => first.is_capture(),
            Theme::MajorityLaw => {
                let all = start.all_captures();
                let most = all.iter().map(Move::capture_count).max().unwrap_or(0);
                first.capture_count() == most && all.iter().any(|m| m.capture_count() < most)
            }
            Theme::ItalianTiebreak => {
                let all = start.all_captures();
                all.iter().any(|m| m.capture_count() == first.capture_count() && !m.same_effect(first))
                    && start.legal_moves().iter().all(|m| m.capture_count() == first.capture_count())
            }
            Theme::PromotionInCapture => promotion_in_capture(start, first),
            Theme::KingCapture => first.is_king_move() && first.is_capture(),
            Theme::Shot => line.len() >= 3 && start.after(first).must_capture() && !first.is_capture(),
            Theme::Endgame => {
                let pieces = |c| start.count(c, Role::Man) + start.count(c, Role::King);
                pieces(Color::White) + pieces(Color::Black) <= 10
            }
            Theme::Breakthrough => line.iter().step_by(2).any(|m| m.promotes()),
            Theme::WinMaterial => {
                let me = start.side_to_move();
                let mut end = *start;
                for m in line {
                    end.play_unchecked(m);
                }
                balance(&end, me) > balance(start, me) && !shows_theme(Theme::Shot, start, line)
            }
            Theme::ForcedByMajority | Theme::ForcedByTiebreak => {
                law_saves(start, line).iter().any(|&(_, _, t)| t == theme)
            }
            Theme::TwoForOne => super::two_for_one(start, line),
            Theme::KingTrap => super::king_trap(start, line),
            Theme::TurkishStrike => super::turkish_strike(start, line),
            Theme::Block => super::block(start, line),
            Theme::Tempo => super::tempo(start, line, MARGIN),
        }
}

/// The themes of calculation a tactic's solution line shows
/// ([`shows_theme`]), most telling first: shot, breakthrough, win-material,
/// endgame, then the named motifs (two-for-one, king trap, Turkish strike,
/// block, tempo), then forced-by-majority and forced-by-tiebreak. Empty
/// when the line shows none of the first four (it is no tactic). The miner tags
/// with it, and `damas puzzles retag` recomputes the tags with it.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::teaching::{tactic_themes, Theme};
/// // A man that crowns on its move: a breakthrough, and a king is worth
/// // more than a man (material), with three pieces left (an ending).
/// let pos = Position::from_fen(Variant::Brazilian, "W:W6,30:B20").unwrap();
/// let crown = pos.parse_move("6-2").unwrap();
/// assert_eq!(tactic_themes(&pos, &[crown]), vec![Theme::Breakthrough, Theme::WinMaterial, Theme::Endgame]);
/// ```
pub fn tactic_themes(start: &Position, line: &[Move]) -> Vec<Theme> {
    let core = [Theme::Shot, Theme::Breakthrough, Theme::WinMaterial, Theme::Endgame];
    let mut themes: Vec<Theme> = core.into_iter().filter(|&t| shows_theme(t, start, line)).collect();
    if !themes.is_empty() {
        let motifs = [Theme::TwoForOne, Theme::KingTrap, Theme::TurkishStrike, Theme::Block, Theme::Tempo];
        themes.extend(motifs.into_iter().filter(|&t| shows_theme(t, start, line)));
        let saves = law_saves(start, line);
        for theme in [Theme::ForcedByMajority, Theme::ForcedByTiebreak] {
            if saves.iter().any(|&(_, _, t)| t == theme) {
                themes.push(theme);
            }
        }
    }
    themes
}

/// Plies searched, after a capture the law forbids, to see whether it
/// would have saved the opponent ([`law_saves`]).
pub const LAW_DEPTH: u32 = 8;

/// The captures the capture-choice law takes from the opponent along a
/// solution line and that would have saved it: for each reply (ply `i`,
/// from 0, odd) that is a compulsory capture, every complete capture the
/// law forbids there after which a search of [`LAW_DEPTH`] plies no longer
/// sees the solver ahead by the verifier's margin (or sees the solver with
/// no move). Each comes with the law that forbids it:
/// [`Theme::ForcedByMajority`] when it takes fewer pieces than the legal
/// captures, [`Theme::ForcedByTiebreak`] when it takes as many (the Italian
/// tie-breaks). Empty in rule sets of free choice.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::teaching::{law_saves, Theme};
/// // Black gives a man on 15; the majority law makes White take two men
/// // (19x10x17), and Black wins with 13x15, 23-19 15x24. The single captures
/// // 18x9 and 18x11 would have saved White.
/// let mut pos = Position::from_fen(Variant::Brazilian, "B:W18,19,23:B11,13,14").unwrap();
/// let start = pos;
/// let line: Vec<_> = ["11-15", "19x17", "13x15", "23-19", "15x24"]
///     .iter()
///     .map(|t| { let m = pos.parse_move(t).unwrap(); pos.play_unchecked(&m); m })
///     .collect();
/// let saves = law_saves(&start, &line);
/// assert_eq!(saves.len(), 2);
/// assert!(saves.iter().all(|&(ply, _, theme)| ply == 1 && theme == Theme::ForcedByMajority));
/// ```
pub fn law_saves(start: &Position, line: &[Move]) -> Vec<(usize, Move, Theme)> {
    let mut found = Vec::new();
    if start.rules().choice == crate::CaptureChoice::Free {
        return found;
    }
    let margin = MARGIN;
    let mut pos = *start;
    for (i, mv) in line.iter().enumerate() {
        if i % 2 == 1 && mv.is_capture() {
            let legal = pos.legal_moves();
            let most = legal.iter().map(Move::capture_count).max().unwrap_or(0);
            for alt in pos.all_captures() {
                if legal.iter().any(|m| m.same_effect(&alt)) {
                    continue;
                }
                let child = pos.after(&alt);
                let saved = child.legal_moves().is_empty() || {
                    let game = Game::from_position(child);
                    let r = Searcher::new(16).search(
                        &game,
                        &Limits::depth(LAW_DEPTH),
                        &NoClock,
                        None,
                        &mut |_| {},
                    );
                    r.score < margin
                };
                if saved {
                    let theme = if alt.capture_count() < most {
                        Theme::ForcedByMajority
                    } else {
                        Theme::ForcedByTiebreak
                    };
                    found.push((i, alt, theme));
                }
            }
        }
        pos.play_unchecked(mv);
    }
    found
}

/// Material of `color` minus its opponent's: a man counts 1, a king 3.
pub fn balance(pos: &Position, color: Color) -> i32 {
    let material = |c| pos.count(c, Role::Man) as i32 + 3 * pos.count(c, Role::King) as i32;
    material(color) - material(!color)
}

/// Whether a man's capture reaches the last row: in the middle of the
/// capture (it goes on, as a man or as a king), or at its end when the rules
/// end the capture there.
fn promotion_in_capture(pos: &Position, mv: &Move) -> bool {
    if !mv.is_capture() || mv.is_king_move() {
        return false;
    }
    let size = pos.size();
    let last = if pos.side_to_move() == Color::White { 0 } else { size.rows() - 1 };
    let path = mv.path();
    let on_last = |s: &Square| s.row(size) == last;
    match pos.rules().promotion_in_capture {
        PromotionInCapture::CrownAndStop => mv.promotes() && mv.capture_count() >= 1,
        _ => path[1..path.len() - 1].iter().any(on_last),
    }
}
