//! One game of the ACF archive of English checkers games (EricCJoyce's
//! Datasets, `Checkers/ACF.txt`, MIT): a line of moves separated by spaces,
//! `a-b` or a multi-jump `a-b-c`, squares numbered 0 to 31, then a tab and
//! the result. Read and replayed under our English rules ([`AcfGame::read`]),
//! each refusal typed ([`AcfError`]).
//!
//! The archive numbers the squares from 0 at a1, the corner on the left of
//! the side that moves first (Red, our Black), four a row, left to right
//! from that side's view, up the board: 0 a1, 1 c1, 2 e1, 3 g1, 4 b2 … 31
//! h8. Our English numbering (docs/RULES.md) starts at Black's side too but
//! counts each row from the other end: 1 is b8 seen from White, that is the
//! square on Black's right of its first row. Square `i` of the archive is
//! ours `4 × (i / 4) + 4 − i mod 4`: 0 → 4, 3 → 1, 10 → 10, 13 → 15.

use std::fmt;

use damas_engine::notation::{MoveText, MoveTextError};
use damas_engine::{Move, Position, Square, Variant};

/// A game of the archive, replayed: its moves and the position after each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AcfGame {
    /// The moves, legal in turn from the start.
    pub moves: Vec<Move>,
    /// The position after each move (`positions[p - 1]` after ply `p`).
    pub positions: Vec<Position>,
    pub result: AcfResult,
}

/// The result written after the tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AcfResult {
    /// `1-0`: the side that moved first (Black) won.
    FirstWon,
    /// `0-1`: the side that moved second (White) won.
    SecondWon,
    /// `1/2-1/2`.
    Draw,
}

/// Why a line of the archive is not a game we can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AcfError {
    /// No tab: the result is missing.
    NoResult,
    /// After the tab, something other than `1-0`, `0-1` or `1/2-1/2`.
    BadResult(String),
    /// No move before the tab.
    NoMoves,
    /// A move whose squares are not numbers 0 to 31, or fewer than two.
    BadMove { ply: usize, text: String },
    /// A move our rules do not allow in the position reached (or that names
    /// more than one move).
    Illegal { ply: usize, text: String, why: MoveTextError },
}

impl fmt::Display for AcfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AcfError::NoResult => write!(f, "no result (no tab)"),
            AcfError::BadResult(text) => write!(f, "unknown result '{text}'"),
            AcfError::NoMoves => write!(f, "no moves"),
            AcfError::BadMove { ply, text } => {
                write!(f, "ply {ply}: '{text}' is not a move of squares 0 to 31")
            }
            AcfError::Illegal { ply, text, why } => {
                write!(f, "ply {ply}: '{text}' is not legal here ({why})")
            }
        }
    }
}

impl std::error::Error for AcfError {}

/// The longest text of a move an error quotes.
const QUOTED: usize = 20;

impl AcfGame {
    /// Reads one line of the archive and replays it from the English start.
    pub fn read(line: &str) -> Result<AcfGame, AcfError> {
        let line = line.trim_end_matches(['\r', '\n']);
        let (moves_text, result_text) = line.split_once('\t').ok_or(AcfError::NoResult)?;
        let result = match result_text.trim() {
            "1-0" => AcfResult::FirstWon,
            "0-1" => AcfResult::SecondWon,
            "1/2-1/2" => AcfResult::Draw,
            other => return Err(AcfError::BadResult(other.chars().take(QUOTED).collect())),
        };
        let mut pos = Position::start(Variant::English);
        let mut moves = Vec::new();
        let mut positions = Vec::new();
        for (i, text) in moves_text.split_whitespace().enumerate() {
            let ply = i + 1;
            let quoted = || text.chars().take(QUOTED).collect::<String>();
            let squares = squares_of(text).ok_or_else(|| AcfError::BadMove { ply, text: quoted() })?;
            let mv = pos
                .find_move(&MoveText { squares, capture: None })
                .map_err(|why| AcfError::Illegal { ply, text: quoted(), why })?;
            pos.play_unchecked(&mv);
            moves.push(mv);
            positions.push(pos);
        }
        if moves.is_empty() {
            return Err(AcfError::NoMoves);
        }
        Ok(AcfGame { moves, positions, result })
    }
}

/// The squares of a move text of the archive, as ours; `None` when a part
/// is not a number 0 to 31 or there are fewer than two.
fn squares_of(text: &str) -> Option<Vec<Square>> {
    let size = Variant::English.size();
    let squares = text
        .split('-')
        .map(|part| {
            let i: u32 = part.parse().ok().filter(|&i| i < 32)?;
            Square::new(our_number(i), size)
        })
        .collect::<Option<Vec<Square>>>()?;
    (squares.len() >= 2).then_some(squares)
}

/// Our English number of the archive's square `i` (0 to 31).
pub fn our_number(i: u32) -> u32 {
    4 * (i / 4) + 4 - i % 4
}

/// The archive's number of our English square `n` (1 to 32): the inverse
/// of [`our_number`], to write games in the archive's format.
#[cfg(test)]
pub fn archive_number(n: u32) -> u32 {
    let i = n - 1;
    4 * (i / 4) + 3 - i % 4
}

/// A game written as a line of the archive: each move's squares in the
/// archive's numbers, a tab, the result.
#[cfg(test)]
pub fn archive_line(moves: &[Move], result: AcfResult) -> String {
    let texts: Vec<String> = moves
        .iter()
        .map(|m| {
            m.path()
                .iter()
                .map(|s| archive_number(u32::from(s.number())).to_string())
                .collect::<Vec<_>>()
                .join("-")
        })
        .collect();
    let result = match result {
        AcfResult::FirstWon => "1-0",
        AcfResult::SecondWon => "0-1",
        AcfResult::Draw => "1/2-1/2",
    };
    format!("{}\t{result}", texts.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::search::{Limits, NoClock, Searcher};
    use damas_engine::{Color, Game, Outcome};
    use rand::RngExt;

    /// The test archive (`cli/tests/data/acf-sample.txt`): games of our
    /// engine in the archive's format, then lines that are not games.
    const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/acf-sample.txt");

    /// The engine's games in the test archive.
    const GAMES: usize = 16;

    /// The lines of the test archive that are not legal games, with why.
    const MALFORMED: [&str; 4] = [
        "10-13 21-17 5-10",
        "10-13 21-17 5-10\twon",
        "10-13 21-17 5-33 22-18\t1-0",
        "10-13 21-17 10-14\t0-1",
    ];

    /// `n` games of our engine, a weak and varied one (a random move one
    /// time in three, else a search of two plies), from `seed`, each as a
    /// line of the archive.
    fn engine_games(n: usize, seed: u64) -> Vec<String> {
        let mut rng = crate::seeded::stream(seed, Variant::English as u64);
        let mut searcher = Searcher::new(12);
        (0..n)
            .map(|_| {
                let mut game = Game::new(Variant::English);
                while game.outcome().is_none() && game.moves().len() < 120 {
                    let moves = game.legal_moves();
                    let mv = if rng.random_range(0..3) == 0 {
                        moves[rng.random_range(0..moves.len())]
                    } else {
                        let limits = Limits { variety: 40, seed: rng.random::<u64>(), ..Limits::depth(2) };
                        match searcher.search(&game, &limits, &NoClock, None, &mut |_| {}).best {
                            Some(m) => m,
                            None => break,
                        }
                    };
                    if game.play(&mv).is_err() {
                        break;
                    }
                }
                let result = match game.outcome() {
                    Some(Outcome::Win { winner: Color::Black, .. }) => AcfResult::FirstWon,
                    Some(Outcome::Win { winner: Color::White, .. }) => AcfResult::SecondWon,
                    // A draw, or stopped at 120 plies.
                    _ => AcfResult::Draw,
                };
                archive_line(game.moves(), result)
            })
            .collect()
    }

    /// The test archive is our engine's games (seed 55) and the malformed
    /// lines, as this test writes it with `DAMAS_WRITE_ACF_SAMPLE=1`.
    #[test]
    fn the_test_archive_is_our_engines_games_and_the_malformed_lines() {
        let mut lines = engine_games(GAMES, 55);
        lines.extend(MALFORMED.iter().map(|l| l.to_string()));
        let text = lines.join("\n") + "\n";
        if std::env::var_os("DAMAS_WRITE_ACF_SAMPLE").is_some() {
            std::fs::write(SAMPLE, &text).unwrap();
        }
        assert!(std::fs::read_to_string(SAMPLE).unwrap() == text, "{SAMPLE} differs from the engine's games");
        let read: Vec<Result<AcfGame, AcfError>> = text.lines().map(AcfGame::read).collect();
        assert!(read[..GAMES].iter().all(Result::is_ok));
        assert!(read[GAMES..].iter().all(Result::is_err));
    }

    #[test]
    fn the_archive_numbering_and_ours_are_each_others_inverse() {
        for i in 0..32 {
            assert_eq!(archive_number(our_number(i)), i);
        }
        assert_eq!([our_number(0), our_number(3), our_number(10), our_number(13)], [4, 1, 10, 15]);
    }

    #[test]
    fn the_archive_first_game_opens_with_legal_moves() {
        let game = AcfGame::read("10-13 21-17 5-10 22-18 13-22 27-18\t1/2-1/2").unwrap();
        let texts: Vec<String> = {
            let mut pos = Position::start(Variant::English);
            game.moves
                .iter()
                .map(|m| {
                    let t = pos.move_text(m);
                    pos.play_unchecked(m);
                    t
                })
                .collect()
        };
        assert_eq!(texts, ["10-15", "23-19", "7-10", "22-18", "15x22", "25x18"]);
        assert_eq!(game.positions.len(), 6);
        assert_eq!(game.result, AcfResult::Draw);
    }

    #[test]
    fn each_refusal_is_named() {
        assert_eq!(AcfGame::read("10-13 21-17"), Err(AcfError::NoResult));
        assert_eq!(AcfGame::read("10-13\t2-0"), Err(AcfError::BadResult("2-0".into())));
        assert_eq!(AcfGame::read("\t1-0"), Err(AcfError::NoMoves));
        assert_eq!(
            AcfGame::read("10-13 21-32\t1-0"),
            Err(AcfError::BadMove { ply: 2, text: "21-32".into() })
        );
        assert_eq!(AcfGame::read("10-13 x\t1-0"), Err(AcfError::BadMove { ply: 2, text: "x".into() }));
        assert!(matches!(AcfGame::read("10-13 10-14\t0-1"), Err(AcfError::Illegal { ply: 2, .. })));
    }

    #[test]
    fn a_game_written_in_the_archive_format_reads_back() {
        let mut pos = Position::start(Variant::English);
        let mut moves = Vec::new();
        for _ in 0..30 {
            let Some(&mv) = pos.legal_moves().last() else { break };
            pos.play_unchecked(&mv);
            moves.push(mv);
        }
        let game = AcfGame::read(&archive_line(&moves, AcfResult::SecondWon)).unwrap();
        assert_eq!(game.moves, moves);
    }
}
