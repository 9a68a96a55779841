//! `damas puzzles extend <rule-set> --from <file>`: harder tactics made
//! from proved ones, one sacrifice earlier.
//!
//! Self-play seldom reaches a tactic a search finds only late (★4–5), but
//! a combination is often one sacrifice longer than the shot a game gave:
//! the solver first gives a man the opponent must take, and the capture
//! walks into the known tactic. From each tactic's position this looks for
//! the positions one such pair of moves earlier (a solver piece one quiet
//! move from the square the opponent's capture jumps; the capturing piece
//! back on the square it jumped from; the opponent bound to capture) and
//! proves each as a new tactic, from scratch, with the miner's
//! own proof ([`TacticProver`]): the line is the verifier's, which need
//! not begin with that sacrifice.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use damas_engine::notation::read_games;
use damas_engine::teaching::{dedup_key, Kind, Puzzle, Theme};
use damas_engine::{Color, Move, Piece, Position, Role, Variant};

use crate::args;
use crate::prover::{positions_in, TacticProver};
use crate::puzzle_file::puzzle_pdn;
use crate::Stop;

/// Harder tactics from proved ones, one sacrifice earlier
///
/// For each tactic of --from tagged --from-difficulty or more (the hardest
/// first, then in file order), the positions one sacrifice earlier: a
/// solver piece one quiet move from the square the opponent's capture
/// jumps, the opponent's capturing piece back where it jumped from, the
/// opponent bound to capture (the majority law may choose which). At most
/// --tries of them (in square order) are proved as new tactics by the
/// miner's proof (built at --depth D, proved at D and D + 2, rechecked at
/// D + 4 with the endgame tables); the first one of difficulty
/// --min-difficulty or more is kept, at most one per tactic. With
/// --sacrifices N, N such pairs earlier, each position between proved as
/// a tactic first. Positions in --exclude files, or kept already, are
/// skipped. Prints PDN (Kind tactic, a Source tag naming the tactic it came
/// from and the sacrifices; ids <rule-set>-tNNNN from --first-id) until
/// --count N or --seconds S, and a
/// summary on standard error. Deterministic.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct ExtendArgs {
    /// The rule set (see `damas --help`)
    #[arg(value_name = "rule-set", value_parser = args::variant)]
    variant: Variant,
    /// The proved tactics to start from
    #[arg(long, value_name = "FILE")]
    from: String,
    /// Starts only from tactics tagged this difficulty or more, 1 to 5
    #[arg(long, value_name = "D", default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=5))]
    from_difficulty: u8,
    /// Keeps only tactics of this difficulty or more, 1 to 5
    #[arg(long, value_name = "D", default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=5))]
    min_difficulty: u8,
    /// The number of tactics, 1 to 100000
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: u32,
    /// Sacrifices put back before each tactic, 1 to 3 (each position
    /// between is a proved tactic too)
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=3))]
    sacrifices: u8,
    /// Positions proved at most before each tactic (at each sacrifice), 1 to 1000
    #[arg(long, value_name = "N", default_value_t = 12, value_parser = clap::value_parser!(u32).range(1..=1000))]
    tries: u32,
    /// Plies the line is built at
    #[arg(long, value_name = "D", default_value_t = 8, value_parser = args::search_depth())]
    depth: u32,
    /// Stops after S seconds
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..=86_400))]
    seconds: Option<u64>,
    /// Numbers the ids from N
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=999_999))]
    first_id: u32,
    /// Skips the positions of this puzzle file (may be given again)
    #[arg(long, value_name = "FILE")]
    exclude: Vec<String>,
}

pub fn run(args: ExtendArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let ExtendArgs {
        variant,
        from,
        from_difficulty,
        min_difficulty,
        count,
        sacrifices,
        tries,
        depth,
        seconds,
        first_id,
        exclude,
    } = args;
    let text = std::fs::read_to_string(&from)
        .map_err(|e| Stop::Usage(format!("cannot read '{}': {e}", args::snippet(&from))))?;
    let mut sources: Vec<Puzzle> = read_games(&text, variant)
        .into_iter()
        .flatten()
        .filter_map(|game| Puzzle::from_pdn(&game).ok())
        .filter(|p| p.kind == Kind::Tactic && p.variant == variant && p.difficulty >= from_difficulty)
        .collect();
    // The hardest first: one sacrifice more lifts them furthest.
    sources.sort_by_key(|p| std::cmp::Reverse(p.difficulty));
    let mut search = Search {
        prover: TacticProver::new(variant, depth),
        seen: positions_in(&exclude, variant)?,
        tries: tries as usize,
        min_difficulty,
        candidates: 0,
        tried: 0,
    };
    let started = Instant::now();
    let mut written = 0usize;
    let mut themes_made: BTreeMap<Theme, usize> = BTreeMap::new();
    let how_many = ["one sacrifice", "two sacrifices", "three sacrifices"][sacrifices as usize - 1];
    for source in &sources {
        if written >= count as usize || seconds.is_some_and(|s| started.elapsed().as_secs() >= s) {
            break;
        }
        let Ok(start) = Position::from_fen(variant, &source.fen) else { continue };
        let id = format!("{}-t{:04}", variant.id(), first_id as usize + written);
        let Some((puzzle, chain)) = search.earlier(&start, sacrifices, &id) else { continue };
        let Ok(mut game) = puzzle.to_pdn() else { continue };
        let mut moves = Vec::new();
        for sacrifice in &chain {
            let pos = &sacrifice.position;
            moves.push(format!(
                "{} {}",
                pos.move_text(&sacrifice.given),
                pos.after(&sacrifice.given).move_text(&sacrifice.taken)
            ));
        }
        game.set_tag(
            "Source",
            &format!(
                "damas puzzles extend {} --sacrifices {sacrifices} --from-difficulty {from_difficulty} --min-difficulty {min_difficulty}: {}, {how_many} earlier ({})",
                variant.id(),
                source.id,
                moves.join(", ")
            ),
        );
        search.seen.insert(dedup_key(&chain[0].position));
        for t in &puzzle.themes {
            *themes_made.entry(*t).or_default() += 1;
        }
        written += 1;
        writeln!(out, "{}", puzzle_pdn(&game))?;
        out.flush()?;
    }
    eprintln!(
        "damas: extended {written} {variant} tactics from {} ({} positions earlier, {} proved) in {:.0} s ({})",
        sources.len(),
        search.candidates,
        search.tried,
        started.elapsed().as_secs_f64(),
        crate::puzzles::theme_counts(&themes_made)
    );
    search.prover.time.print();
    Ok(ExitCode::SUCCESS)
}

/// The search for a harder tactic before a proved one.
struct Search {
    prover: TacticProver,
    /// Positions in the collection or kept already.
    seen: HashSet<String>,
    /// Positions proved at most before each tactic.
    tries: usize,
    min_difficulty: u8,
    /// Positions found earlier, and proved.
    candidates: usize,
    tried: usize,
}

impl Search {
    /// A tactic of `min_difficulty` or more `sacrifices` sacrifices before
    /// `pos`, named `id`, with the sacrifices in the order they are played;
    /// each position between is a proved tactic too.
    fn earlier(&mut self, pos: &Position, sacrifices: u8, id: &str) -> Option<(Puzzle, Vec<Sacrifice>)> {
        let earlier = one_sacrifice_earlier(pos);
        self.candidates += earlier.len();
        let fresh: Vec<Sacrifice> = earlier
            .into_iter()
            .filter(|e| !self.seen.contains(&dedup_key(&e.position)))
            .take(self.tries)
            .collect();
        for sacrifice in fresh {
            self.tried += 1;
            let Some((puzzle, _)) = self.prover.prove(&sacrifice.position, id.to_string(), None) else {
                continue;
            };
            if sacrifices > 1 {
                if let Some((puzzle, mut chain)) = self.earlier(&sacrifice.position, sacrifices - 1, id) {
                    chain.push(sacrifice);
                    return Some((puzzle, chain));
                }
            } else if puzzle.difficulty >= self.min_difficulty {
                return Some((puzzle, vec![sacrifice]));
            }
        }
        None
    }
}

/// A position one sacrifice before a tactic's: the solver gives a piece
/// (`given`, a quiet move), the opponent must capture, and one of its
/// captures (`taken`) leaves the tactic's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sacrifice {
    pub position: Position,
    pub given: Move,
    pub taken: Move,
}

/// Every position one sacrifice before `pos` (the solver, `pos`'s side to
/// move, moves next in each): one of the opponent's pieces goes back to an
/// empty square, a solver's man (or king, when the solver has kings) is put
/// on another, and after the solver's quiet move of that piece the opponent
/// must capture, and one of its legal captures gives `pos` back (whether
/// it is the best defence is the proof's to say). In square order.
pub fn one_sacrifice_earlier(pos: &Position) -> Vec<Sacrifice> {
    let variant = pos.variant();
    let size = variant.size();
    let solver = pos.side_to_move();
    let target = pos.to_fen();
    let squares: Vec<_> = size.all_squares().collect();
    let empty: Vec<_> = squares.iter().copied().filter(|&s| pos.piece_at(s).is_none()).collect();
    let mut roles = vec![Role::Man];
    if pos.count(solver, Role::King) > 0 {
        roles.push(Role::King);
    }
    let mut out = Vec::new();
    for &taker in squares.iter().filter(|&&s| pos.piece_at(s).is_some_and(|p| p.color != solver)) {
        for &back in &empty {
            for &giver in empty.iter().filter(|&&g| g != back) {
                for &role in &roles {
                    let mut pieces: Vec<(u32, Piece)> = squares
                        .iter()
                        .filter(|&&s| s != taker)
                        .filter_map(|&s| pos.piece_at(s).map(|p| (u32::from(s.number()), p)))
                        .collect();
                    let moved = pos.piece_at(taker).expect("the taker is on its square");
                    pieces.push((u32::from(back.number()), moved));
                    pieces.push((u32::from(giver.number()), Piece { color: solver, role }));
                    let Ok(earlier) = Position::from_fen(variant, &fen_of(solver, &pieces)) else { continue };
                    let Some(given) =
                        earlier.legal_moves().into_iter().find(|m| !m.is_capture() && m.from() == giver)
                    else {
                        continue;
                    };
                    let after = earlier.after(&given);
                    if !after.must_capture() {
                        continue;
                    }
                    let taken = after
                        .legal_moves()
                        .into_iter()
                        .find(|m| m.from() == back && after.after(m).to_fen() == target);
                    if let Some(taken) = taken {
                        out.push(Sacrifice { position: earlier, given, taken });
                    }
                }
            }
        }
    }
    out
}

/// The FEN of these pieces (square numbers), `side` to move.
fn fen_of(side: Color, pieces: &[(u32, Piece)]) -> String {
    let mut fen = side.letter().to_string();
    for color in Color::ALL {
        let mut own: Vec<_> = pieces.iter().filter(|(_, p)| p.color == color).collect();
        own.sort_by_key(|(n, _)| *n);
        let list: Vec<String> =
            own.iter().map(|(n, p)| format!("{}{n}", if p.is_king() { "K" } else { "" })).collect();
        fen.push_str(&format!(":{}{}", color.letter(), list.join(",")));
    }
    fen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(variant: Variant, fen: &str) -> Position {
        Position::from_fen(variant, fen).unwrap()
    }

    /// The first `n` tactics of a shipped puzzle file, as positions.
    fn shipped(variant: Variant, n: usize) -> Vec<Position> {
        let path = format!("{}/../puzzles/tactics/{}.pdn", env!("CARGO_MANIFEST_DIR"), variant.id());
        let text = std::fs::read_to_string(path).unwrap();
        read_games(&text, variant).into_iter().take(n).map(|g| *g.unwrap().start()).collect()
    }

    #[test]
    fn every_position_one_sacrifice_earlier_leads_back_by_the_sacrifice_and_a_capture_the_opponent_must_make()
    {
        for variant in [Variant::Brazilian, Variant::English, Variant::International, Variant::Italian] {
            let mut found = 0;
            for pos in shipped(variant, 12) {
                let earlier = one_sacrifice_earlier(&pos);
                found += earlier.len();
                for e in &earlier {
                    assert_eq!(e.position.side_to_move(), pos.side_to_move());
                    assert!(!e.given.is_capture() && e.taken.is_capture(), "{}", e.position.to_fen());
                    let after = e.position.after(&e.given);
                    assert!(after.must_capture(), "{}", e.position.to_fen());
                    assert!(after.legal_moves().contains(&e.taken), "{}", e.position.to_fen());
                    assert_eq!(after.after(&e.taken).to_fen(), pos.to_fen());
                }
            }
            assert!(found > 0, "{variant}: no position one sacrifice earlier in 12 tactics");
        }
    }

    #[test]
    fn the_sacrifice_before_a_known_tactic_is_found() {
        // White gives 29-25, the king must take 21x30, and the position is
        // brazilian-t0641's.
        let pos = position(Variant::Brazilian, "W:W18,19,20,23,27,32:B3,8,9,10,11,12,K30");
        let earlier = one_sacrifice_earlier(&pos);
        let found = earlier
            .iter()
            .find(|e| e.position.to_fen() == "W:W18,19,20,23,27,29,32:B3,8,9,10,11,12,K21")
            .expect("29-25 21x30 is one sacrifice earlier");
        assert_eq!(found.position.move_text(&found.given), "29-25");
    }

    #[test]
    fn an_english_man_is_never_given_to_a_man_behind_it() {
        // English men take forwards only: the capture that takes the
        // sacrifice goes forwards for a man.
        let mut seen = 0;
        for pos in shipped(Variant::English, 40) {
            for e in one_sacrifice_earlier(&pos) {
                seen += 1;
                let taker = e.position.piece_at(e.taken.from()).unwrap();
                let size = Variant::English.size();
                let (from, to) = (e.taken.from().row(size), e.taken.to().row(size));
                let forwards = if taker.color == Color::White { to < from } else { to > from };
                assert!(taker.is_king() || forwards, "{}: a man took backwards", e.position.to_fen());
            }
        }
        assert!(seen > 0);
    }
}
