//! The verifier: it proves, with the engine's own move generator and
//! search, that a [`Puzzle`] has exactly one solution, and measures a
//! tactic's difficulty.
//!
//! What [`verify`] checks:
//! - the FEN is legal for the rule set and the side to move has a move;
//! - every move of the solution is legal; the solution ends with a solver
//!   move;
//! - every solver move is the only solution. Rule themes
//!   (compulsory-capture, majority-law, italian-tiebreak,
//!   promotion-in-capture, king-capture): it is the only legal move, and it
//!   shows the theme. Shots and endgames: every legal move is searched deep
//!   enough to see the rest of the line; the solution must beat every other
//!   move by [`VerifyOptions::margin`] (a forced win against no forced win
//!   always does). A shot starts with a sacrifice; an endgame's solution is
//!   a forced win;
//! - every reply is forced, or the best reply by the same search;
//! - a tactic's difficulty is the one [`tactic_difficulty`] measures.
//!
//! ```
//! use damas_engine::Variant;
//! use damas_engine::teaching::{verify, Puzzle, Theme};
//! // Compulsory capture: 22x15 is White's only legal move.
//! let p = Puzzle::new("t-1", Variant::Brazilian, "W:W22,31,32:B18,3", &[Theme::CompulsoryCapture], 1, &["22x15"]);
//! assert!(verify(&p).is_ok());
//! ```

use std::collections::HashMap;

use super::puzzle::{Kind, Puzzle, PuzzleFlaw, Theme, MARGIN, MAX_SOLVER_MOVES};
use super::themes::shows_theme;
use crate::search::{Limits, NoClock, Searcher, MATE};
use crate::{Color, Game, Move, Position, Role};

/// Scores beyond this are forced wins (or losses).
pub(super) const WIN: i32 = MATE - 1_000;

/// Whether the first move shows each theme of the puzzle.
fn check_themes(puzzle: &Puzzle, start: &Position, line: &[Move]) -> Result<(), PuzzleFlaw> {
    for &theme in &puzzle.themes {
        if !shows_theme(theme, start, line) {
            return Err(PuzzleFlaw::ThemeNotShown(theme));
        }
    }
    Ok(())
}

/// The deepest search, in plies, that measures a tactic's difficulty
/// ([`tactic_difficulty`]): the miner tags with it, `damas puzzles rate`
/// recomputes with it and the verifier checks the tag against it.
pub const DIFFICULTY_DEPTH: u32 = 10;

/// How hard [`verify_with`] looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VerifyOptions {
    /// Plies searched after each alternative of a shot or endgame (at least
    /// the rest of the line plus two).
    pub depth: u32,
    /// Hundredths of a man the solution must beat every other move by.
    pub margin: i32,
    /// Hundredths of a man every defence of the opponent must leave the
    /// solver ahead by, in a tactic (a defence that does not is no loss).
    pub defence: i32,
    /// Whether a tactic's `Difficulty` tag must be the one
    /// [`tactic_difficulty`] measures (searched [`DIFFICULTY_DEPTH`] plies).
    /// The miner leaves it out of its first proof and tags afterwards.
    pub difficulty: bool,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions { depth: 8, margin: MARGIN, defence: MARGIN, difficulty: true }
    }
}

/// What the verifier learnt about a sound puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// Solver moves in the solution.
    pub solver_moves: usize,
    /// Legal moves in the puzzle's position.
    pub alternatives: usize,
    /// The smallest margin by which a searched solver move beat the next
    /// best (`None` for rule puzzles).
    pub margin: Option<i32>,
    /// The solution's score after the first move, for the solver (`None` for
    /// rule puzzles).
    pub score: Option<i32>,
    /// Pieces captured by the solver's moves.
    pub captured: u32,
}

impl Verified {
    /// A difficulty from 1 to 5: longer solutions, more alternatives and
    /// smaller margins are harder; `found_depth` is the depth at which a
    /// search first found the first move (0 when unknown).
    pub fn difficulty(&self, found_depth: u32) -> u8 {
        let mut d = 1i32;
        if self.margin.is_some() {
            d += 1;
        }
        d += (self.solver_moves as i32 - 1).min(2);
        if self.alternatives >= 8 {
            d += 1;
        }
        if found_depth >= 5 {
            d += 1;
        }
        if self.margin.is_none() && self.captured >= 3 {
            d += 1;
        }
        d.clamp(1, 5) as u8
    }
}

/// Verifies a puzzle with the default options.
pub fn verify(puzzle: &Puzzle) -> Result<Verified, PuzzleFlaw> {
    verify_with(puzzle, &VerifyOptions::default())
}

/// The legal position of a puzzle's FEN.
fn start_of(puzzle: &Puzzle) -> Result<Position, PuzzleFlaw> {
    let pos =
        Position::from_fen(puzzle.variant, &puzzle.fen).map_err(|e| PuzzleFlaw::BadFen(e.to_string()))?;
    for color in Color::ALL {
        if pos.count(color, Role::Man) + pos.count(color, Role::King) == 0 {
            return Err(PuzzleFlaw::BadFen(format!("{color} has no pieces")));
        }
    }
    if pos.legal_moves().is_empty() {
        return Err(PuzzleFlaw::NoMove);
    }
    Ok(pos)
}

/// A puzzle's legal start and its solution as legal moves, ending on a
/// move of the solver's.
pub(super) fn solution_line(puzzle: &Puzzle) -> Result<(Position, Vec<Move>), PuzzleFlaw> {
    let start = start_of(puzzle)?;
    if puzzle.solution.is_empty() {
        return Err(PuzzleFlaw::EmptySolution);
    }
    let mut line = Vec::new();
    let mut pos = start;
    for (i, text) in puzzle.solution.iter().enumerate() {
        let mv = pos.parse_move(text).map_err(|e| PuzzleFlaw::IllegalMove {
            ply: i + 1,
            text: text.clone(),
            reason: e.to_string(),
        })?;
        line.push(mv);
        pos.play_unchecked(&mv);
    }
    if line.len() % 2 == 0 {
        return Err(PuzzleFlaw::EndsOnReply);
    }
    Ok((start, line))
}

/// Verifies a puzzle: see the module documentation.
pub fn verify_with(puzzle: &Puzzle, options: &VerifyOptions) -> Result<Verified, PuzzleFlaw> {
    verify_memo(puzzle, options, &mut ScoreMemo::default())
}

/// [`verify_with`], taking the scores of the searches from `memo` when it
/// has them (and keeping the new ones there). [`score_moves`] depends on
/// nothing but the position and the depth, so the answer is the same as
/// [`verify_with`]'s: the miner scores a line, then proves it, without
/// searching the same positions twice.
///
/// ```
/// use damas_engine::Variant;
/// use damas_engine::teaching::{verify_memo, verify_with, Puzzle, ScoreMemo, Theme, VerifyOptions};
/// let p = Puzzle::new("t", Variant::Brazilian, "W:W13,19,20,22,23,26,27,30,31:B1,2,6,8,9,10,11,12,21",
///     &[Theme::Shot], 2, &["19-16", "12x19", "23x5"]);
/// let options = VerifyOptions::default();
/// let mut memo = ScoreMemo::default();
/// assert_eq!(verify_memo(&p, &options, &mut memo), verify_with(&p, &options));
/// assert!(!memo.is_empty());
/// // Again, from the memo alone: the same answer.
/// assert_eq!(verify_memo(&p, &options, &mut memo), verify_with(&p, &options));
/// ```
pub fn verify_memo(
    puzzle: &Puzzle,
    options: &VerifyOptions,
    memo: &mut ScoreMemo,
) -> Result<Verified, PuzzleFlaw> {
    if !(1..=5).contains(&puzzle.difficulty) {
        return Err(PuzzleFlaw::BadTag { tag: "Difficulty", value: puzzle.difficulty.to_string() });
    }
    if puzzle.themes.is_empty() {
        return Err(PuzzleFlaw::MissingTag("Theme"));
    }
    if let Some(&t) = puzzle.themes.iter().find(|t| !t.applies_to(puzzle.variant)) {
        return Err(PuzzleFlaw::ThemeNotInRules(t));
    }
    // Every move legal first: the cheapest flaws first.
    let (start, line) = solution_line(puzzle)?;
    let tactic = puzzle.kind == Kind::Tactic;
    if tactic != puzzle.is_calculation() {
        return Err(PuzzleFlaw::KindMismatch(puzzle.kind));
    }
    let legal = start.legal_moves().len();
    let solver_moves = line.len().div_ceil(2);
    if tactic {
        if legal < 2 {
            return Err(PuzzleFlaw::OnlyOneLegalMove);
        }
        if solver_moves > MAX_SOLVER_MOVES {
            return Err(PuzzleFlaw::TooLong(solver_moves));
        }
    }
    let mut verified = Verified {
        solver_moves,
        alternatives: legal,
        margin: None,
        score: None,
        captured: line.iter().step_by(2).map(Move::capture_count).sum(),
    };
    let mut pos = start;
    for (i, mv) in line.iter().enumerate() {
        let moves = pos.legal_moves();
        let ply = i + 1;
        let solver = i % 2 == 0;
        if moves.len() > 1 {
            if solver && !tactic {
                let other = moves.iter().find(|m| !m.same_effect(mv)).expect("two moves");
                return Err(PuzzleFlaw::SecondSolution { ply, text: pos.move_text(other) });
            }
            // Deeper than the rest of the line.
            let depth = options.depth.max((line.len() - i) as u32 + 2);
            let scored = memo.scores(&pos, depth);
            let own = scored.iter().find(|(m, _)| m.same_effect(mv)).map_or(-MATE, |s| s.1);
            let (best_other, other_score) = scored
                .iter()
                .filter(|(m, _)| !m.same_effect(mv))
                .max_by_key(|s| s.1)
                .copied()
                .expect("two moves");
            if solver {
                let margin = solver_margin(&pos, mv, &scored, options.margin, WIN, ply)?;
                verified.margin = Some(verified.margin.map_or(margin, |m: i32| m.min(margin)));
                if i == 0 {
                    verified.score = Some(own);
                }
                if puzzle.themes.contains(&Theme::Endgame) && own < WIN {
                    return Err(PuzzleFlaw::NotWinning { ply, score: own });
                }
                if own < options.margin && own < WIN {
                    return Err(PuzzleFlaw::NotWinning { ply, score: own });
                }
            } else {
                if other_score > own {
                    return Err(PuzzleFlaw::ReplyNotForced {
                        ply,
                        text: pos.move_text(mv),
                        better: pos.move_text(&best_other),
                    });
                }
                // Every defence loses: none leaves the solver short of the margin.
                if tactic && let Some((holds, _)) = scored.iter().find(|(_, s)| *s > -options.defence) {
                    return Err(PuzzleFlaw::DefenceHolds { ply, text: pos.move_text(holds) });
                }
            }
        }
        pos.play_unchecked(mv);
    }
    check_themes(puzzle, &start, &line)?;
    if tactic && options.difficulty {
        let measured = tactic_difficulty(&start, &line, DIFFICULTY_DEPTH);
        if measured != puzzle.difficulty {
            return Err(PuzzleFlaw::DifficultyMismatch { tagged: puzzle.difficulty, measured });
        }
    }
    Ok(verified)
}

/// How far the solver's move `mv` beats the best other move of `scored`
/// (every legal move of `pos` with its score), or the flaw when another
/// move keeps a comparable result: it scores as well (a second solution) or
/// within `margin`, unless the solver's move wins by force (scores `win` or
/// more) and it does not; two forced wins are two solutions, however far
/// apart their lengths.
pub(super) fn solver_margin(
    pos: &Position,
    mv: &Move,
    scored: &[(Move, i32)],
    margin: i32,
    win: i32,
    ply: usize,
) -> Result<i32, PuzzleFlaw> {
    let own = scored.iter().find(|(m, _)| m.same_effect(mv)).map_or(-MATE, |s| s.1);
    let Some(&(best_other, other_score)) =
        scored.iter().filter(|(m, _)| !m.same_effect(mv)).max_by_key(|s| s.1)
    else {
        return Ok(i32::MAX);
    };
    let text = || pos.move_text(&best_other);
    let by = own - other_score;
    if other_score >= win && (own >= win || by <= 0) {
        return Err(PuzzleFlaw::SecondSolution { ply, text: text() });
    }
    let won_against_no_win = own >= win && other_score < win;
    if !won_against_no_win && by < margin {
        return Err(if by <= 0 {
            PuzzleFlaw::SecondSolution { ply, text: text() }
        } else {
            PuzzleFlaw::MarginTooSmall { ply, text: text(), margin: by }
        });
    }
    Ok(by)
}

/// The depth at which an iterative-deepening search (to `max` plies) first
/// settles on `mv` for good, 0 when it never does.
pub fn found_depth(pos: &Position, mv: &Move, max: u32) -> u32 {
    let mut found = 0;
    let game = Game::from_position(*pos);
    let mut searcher = Searcher::new(16);
    searcher.search(&game, &Limits::depth(max), &NoClock, None, &mut |info| match info.pv.first() {
        Some(first) if first.same_effect(mv) => {
            if found == 0 {
                found = info.depth;
            }
        }
        _ => found = 0,
    });
    found
}

/// A tactic's difficulty (1 to 5) from the depth, in plies, a search needs
/// to find it: the later of the depth where it settles on the first move
/// ([`found_depth`]) and the length of the solution line (a search sees
/// the win no sooner); 0, never found, is the hardest.
///
/// ```
/// use damas_engine::teaching::difficulty_from_depth;
/// assert_eq!(difficulty_from_depth(1), 1);
/// assert_eq!(difficulty_from_depth(3), 2);
/// assert_eq!(difficulty_from_depth(6), 3);
/// assert_eq!(difficulty_from_depth(0), 5);
/// ```
pub fn difficulty_from_depth(depth: u32) -> u8 {
    match depth {
        1 | 2 => 1,
        3 | 4 => 2,
        5 | 6 => 3,
        7 | 8 => 4,
        _ => 5,
    }
}

/// The difficulty of a tactic from `start` with this solution line, found
/// by a search of at most `max` plies ([`difficulty_from_depth`]).
pub fn tactic_difficulty(start: &Position, line: &[Move], max: u32) -> u8 {
    let Some(first) = line.first() else { return 1 };
    let found = found_depth(start, first, max);
    difficulty_from_depth(if found == 0 { 0 } else { found.max(line.len() as u32) })
}

/// The scores [`score_moves`] gives, remembered by position and depth.
///
/// ```
/// use damas_engine::{Position, Variant};
/// use damas_engine::teaching::{score_moves, ScoreMemo};
/// let pos = Position::from_fen(Variant::Brazilian, "W:W22,24,31:B18,3").unwrap();
/// let mut memo = ScoreMemo::default();
/// assert_eq!(memo.scores(&pos, 4), score_moves(&pos, 4));
/// assert_eq!(memo.len(), 1);
/// assert_eq!(memo.scores(&pos, 4), score_moves(&pos, 4));
/// assert_eq!(memo.len(), 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct ScoreMemo {
    scores: HashMap<(Position, u32), Vec<(Move, i32)>>,
}

impl ScoreMemo {
    /// [`score_moves`] of `pos` at `depth`: searched once, then remembered.
    pub fn scores(&mut self, pos: &Position, depth: u32) -> Vec<(Move, i32)> {
        self.scores.entry((*pos, depth)).or_insert_with(|| score_moves(pos, depth)).clone()
    }

    /// Positions and depths remembered.
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    /// Whether nothing is remembered.
    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.scores.clear();
    }
}

/// Every legal move with its score for the side to move, each searched to
/// `depth` plies (the move included) by a fresh searcher: the same position
/// always gets the same scores.
pub fn score_moves(pos: &Position, depth: u32) -> Vec<(Move, i32)> {
    let mut searcher = Searcher::new(16);
    let clock = NoClock;
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let child = pos.after(&mv);
            let game = Game::from_position(child);
            let score = if child.legal_moves().is_empty() {
                MATE - 1
            } else {
                let r = searcher.search(
                    &game,
                    &Limits::depth(depth.saturating_sub(1).max(1)),
                    &clock,
                    None,
                    &mut |_| {},
                );
                -r.score
            };
            (mv, score)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teaching::{balance, law_saves, shows_theme, tactic_themes};
    use crate::Variant;

    fn shot() -> Puzzle {
        // Found by `damas puzzles generate brazilian`: 19-16 sacrifices a
        // man, 23x5 takes three.
        Puzzle::new("t-shot", Variant::Brazilian, SHOT_FEN, &[Theme::Shot], 2, SHOT_LINE)
    }

    const SHOT_FEN: &str = "W:W13,19,20,22,23,26,27,30,31:B1,2,6,8,9,10,11,12,21";
    const SHOT_LINE: &[&str] = &["19-16", "12x19", "23x5"];

    #[test]
    fn accepts_a_compulsory_capture() {
        let p = Puzzle::new(
            "a",
            Variant::Brazilian,
            "W:W22,31,32:B18,3",
            &[Theme::CompulsoryCapture],
            1,
            &["22x15"],
        );
        assert_eq!(verify(&p).map(|v| v.solver_moves), Ok(1));
    }

    #[test]
    fn rejects_a_bad_fen() {
        let p =
            Puzzle::new("b", Variant::Brazilian, "W:W22,40:B18", &[Theme::CompulsoryCapture], 1, &["22x15"]);
        assert!(matches!(verify(&p), Err(PuzzleFlaw::BadFen(_))));
        let p =
            Puzzle::new("b", Variant::Brazilian, "W:W22,2:B18", &[Theme::CompulsoryCapture], 1, &["22x15"]);
        assert!(matches!(verify(&p), Err(PuzzleFlaw::BadFen(_))));
    }

    #[test]
    fn rejects_an_illegal_move() {
        let p = Puzzle::new(
            "c",
            Variant::Brazilian,
            "W:W22,31:B18,3",
            &[Theme::CompulsoryCapture],
            1,
            &["31-27"],
        );
        let flaw = verify(&p).unwrap_err();
        assert!(matches!(flaw, PuzzleFlaw::IllegalMove { ply: 1, .. }), "{flaw}");
        assert!(flaw.to_string().starts_with("illegal move 1 (31-27)"), "{flaw}");
    }

    #[test]
    fn rejects_two_solutions() {
        // Two captures of one piece each: free choice, two answers.
        let p = Puzzle::new(
            "d",
            Variant::Brazilian,
            "W:W22,24:B18,19,3",
            &[Theme::CompulsoryCapture],
            1,
            &["22x15"],
        );
        assert_eq!(verify(&p), Err(PuzzleFlaw::SecondSolution { ply: 1, text: "24x15".into() }));
    }

    #[test]
    fn rejects_a_theme_not_shown() {
        let p = Puzzle::new("e", Variant::Brazilian, "W:W22,31:B18,3", &[Theme::MajorityLaw], 1, &["22x15"]);
        assert_eq!(verify(&p), Err(PuzzleFlaw::ThemeNotShown(Theme::MajorityLaw)));
        let p = Puzzle::new("e", Variant::Russian, "W:W22,31:B18,3", &[Theme::MajorityLaw], 1, &["22x15"]);
        assert_eq!(verify(&p), Err(PuzzleFlaw::ThemeNotInRules(Theme::MajorityLaw)));
    }

    #[test]
    fn accepts_a_shot_and_rejects_a_worse_first_move() {
        let p = shot();
        assert!(verify(&p).is_ok(), "{:?}", verify(&p));
        // Another first move that is legal but loses the shot.
        let pos = Position::from_fen(Variant::Brazilian, SHOT_FEN).unwrap();
        let other = pos.legal_moves().into_iter().find(|m| m.to_string() != "19-16").unwrap();
        let mut bad = p.clone();
        bad.solution = vec![pos.move_text(&other)];
        assert!(matches!(verify(&bad), Err(PuzzleFlaw::SecondSolution { ply: 1, .. })), "{:?}", verify(&bad));
        // A shot needs a line, not a lone move.
        let mut short = p.clone();
        short.solution.truncate(1);
        assert!(verify(&short).is_err());
    }

    #[test]
    fn rejects_a_reply_that_is_not_forced() {
        // 22x15 is forced; then Black has several replies: take the worst.
        let fen = "W:W22,31:B18,6,1";
        let mut pos = Position::from_fen(Variant::Brazilian, fen).unwrap();
        pos.play_unchecked(&pos.parse_move("22x15").unwrap());
        let scored = score_moves(&pos, 8);
        let best = scored.iter().map(|s| s.1).max().unwrap();
        let (worst, score) = scored.iter().min_by_key(|s| s.1).copied().unwrap();
        assert!(score < best, "{scored:?}");
        let reply = pos.move_text(&worst);
        let next = pos.after(&worst).legal_moves()[0];
        let next = pos.after(&worst).move_text(&next);
        let p = Puzzle::new(
            "g",
            Variant::Brazilian,
            fen,
            &[Theme::CompulsoryCapture],
            1,
            &["22x15", &reply, &next],
        );
        assert!(matches!(verify(&p), Err(PuzzleFlaw::ReplyNotForced { ply: 2, .. })), "{:?}", verify(&p));
    }

    #[test]
    fn kinds_follow_the_themes_and_tactic_themes_are_told_apart() {
        assert_eq!(Kind::of_themes(&[Theme::CompulsoryCapture, Theme::KingCapture]), Kind::Drill);
        assert_eq!(Kind::of_themes(&[Theme::MajorityLaw, Theme::Shot]), Kind::Tactic);
        assert_eq!(Kind::parse(" Drill "), Some(Kind::Drill));
        assert_eq!(Kind::parse("riddle"), None);
        assert_eq!(shot().kind, Kind::Tactic);
        let pos = Position::from_fen(Variant::Brazilian, SHOT_FEN).unwrap();
        let mut p = pos;
        let line: Vec<Move> = SHOT_LINE
            .iter()
            .map(|t| {
                let m = p.parse_move(t).unwrap();
                p.play_unchecked(&m);
                m
            })
            .collect();
        // A sacrifice first: a shot, so not a plain material win; no crowning.
        assert!(shows_theme(Theme::Shot, &pos, &line));
        assert!(!shows_theme(Theme::WinMaterial, &pos, &line));
        assert!(!shows_theme(Theme::Breakthrough, &pos, &line));
        assert!(balance(&p, Color::White) > balance(&pos, Color::White));
        // A man that crowns on its move: a breakthrough.
        let run = Position::from_fen(Variant::Brazilian, "W:W6,30:B20").unwrap();
        let crown = run.parse_move("6-2").unwrap();
        assert!(shows_theme(Theme::Breakthrough, &run, &[crown]));
        for d in 0..12 {
            assert!((1..=5).contains(&difficulty_from_depth(d)));
        }
    }

    /// The moves of a line, played from `pos`.
    fn line_of(pos: &Position, texts: &[&str]) -> Vec<Move> {
        let mut p = *pos;
        texts
            .iter()
            .map(|t| {
                let m = p.parse_move(t).unwrap();
                p.play_unchecked(&m);
                m
            })
            .collect()
    }

    #[test]
    fn the_majority_law_forcing_the_opponents_capture_is_a_theme() {
        // Made by hand: Black gives a man on 15. White must take two men
        // (19x10x17, the majority law), which opens 13x15 and 15x24; either
        // single capture (18x11 or 18x9) would have kept White safe.
        let fen = "B:W18,19,23:B11,13,14";
        let texts = ["11-15", "19x17", "13x15", "23-19", "15x24"];
        let pos = Position::from_fen(Variant::Brazilian, fen).unwrap();
        let line = line_of(&pos, &texts);
        let saves = law_saves(&pos, &line);
        let texts_of: Vec<String> = saves.iter().map(|(_, m, _)| pos.after(&line[0]).move_text(m)).collect();
        assert_eq!(texts_of, ["18x9", "18x11"], "{saves:?}");
        for &(ply, alt, theme) in &saves {
            assert_eq!((ply, theme), (1, Theme::ForcedByMajority));
            assert!(alt.capture_count() < line[1].capture_count());
        }
        let themes = tactic_themes(&pos, &line);
        assert_eq!(themes, vec![Theme::Shot, Theme::Endgame, Theme::ForcedByMajority]);
        assert!(!themes.contains(&Theme::ForcedByTiebreak));
        let p = Puzzle::new("h-majority", Variant::Brazilian, fen, &themes, 3, &texts);
        assert!(verify(&p).is_ok(), "{:?}", verify(&p));
        // No law in Russian rules (free choice): not this theme.
        let free = Position::from_fen(Variant::Russian, fen).unwrap();
        assert!(law_saves(&free, &line_of(&free, &texts)).is_empty());
        // A shot whose replies the law does not shape: not this theme, and
        // the verifier names the theme it does not show.
        let shot_pos = Position::from_fen(Variant::Brazilian, SHOT_FEN).unwrap();
        let shot_line = line_of(&shot_pos, SHOT_LINE);
        assert!(!tactic_themes(&shot_pos, &shot_line).contains(&Theme::ForcedByMajority));
        let mut tagged = shot();
        tagged.themes.push(Theme::ForcedByMajority);
        assert_eq!(verify(&tagged), Err(PuzzleFlaw::ThemeNotShown(Theme::ForcedByMajority)));
    }

    #[test]
    fn the_italian_tiebreak_forcing_the_opponents_capture_is_a_theme() {
        // Made by hand from a mined Italian ending: the king 19 offers
        // itself; among Black's captures of one piece the tie-breaks make
        // the king take (26x19), which lets 24x15 and 15x24 follow and leaves
        // Black's last man with no move (a block).
        let fen = "W:W16,K19,23,32:B12,K26,28";
        let texts = ["19-24", "26x19", "24x15", "12x19", "15x24"];
        let pos = Position::from_fen(Variant::Italian, fen).unwrap();
        let line = line_of(&pos, &texts);
        let saves = law_saves(&pos, &line);
        assert!(!saves.is_empty());
        for &(ply, alt, theme) in &saves {
            assert_eq!((ply, theme), (1, Theme::ForcedByTiebreak));
            assert_eq!(alt.capture_count(), line[1].capture_count());
            assert!(!pos.after(&line[0]).legal_moves().iter().any(|m| m.same_effect(&alt)));
        }
        let themes = tactic_themes(&pos, &line);
        assert_eq!(themes, vec![Theme::Shot, Theme::Endgame, Theme::Block, Theme::ForcedByTiebreak]);
        let p = Puzzle::new("h-tiebreak", Variant::Italian, fen, &themes, 3, &texts);
        assert!(verify(&p).is_ok(), "{:?}", verify(&p));
        // The tie-breaks are Italian only.
        let mut elsewhere = p.clone();
        elsewhere.variant = Variant::Brazilian;
        assert_eq!(verify(&elsewhere), Err(PuzzleFlaw::ThemeNotInRules(Theme::ForcedByTiebreak)));
    }
}
