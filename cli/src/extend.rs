//! `damas puzzles extend <rule-set> --from <file>`: harder tactics made
//! from proved ones, a move or two earlier.
//!
//! Self-play seldom reaches a tactic a search finds only late (★4–5), but
//! a combination is often a shot with a move before it: the solver gives a
//! man the opponent must take (a sacrifice), or takes one and is taken back
//! (an exchange), and the opponent's capture walks into the shot. From each
//! tactic's position this looks for the positions one such move earlier
//! ([`sacrifices_before`], [`exchanges_before`]) and proves each as a new
//! tactic, from scratch, with the miner's own proof ([`TacticProver`]):
//! the line is the verifier's, which need not begin with the move put
//! back.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use damas_engine::notation::read_games;
use damas_engine::teaching::{dedup_key, Kind, Puzzle, Theme};
use damas_engine::{BoardSize, Color, Move, Piece, Position, Role, Square};

use crate::args;
use crate::files;
use crate::prover::{positions_in, TacticProver};
use crate::puzzle_file::{puzzle_pdn, theme_counts};
use crate::Stop;

/// Harder tactics from proved ones, a move or two earlier
///
/// For each tactic of --from tagged --from-difficulty or more (the hardest
/// first, then in file order), the positions one move earlier where the
/// solver sacrifices (a quiet move after which the opponent must capture)
/// and, with --exchanges, where the solver captures and the opponent must
/// capture back; the opponent's capture leaves the tactic's position. At
/// most --tries of them (sacrifices first, in square order) are proved as
/// new tactics by the miner's proof (built at --depth D, proved at D and
/// D + 2, rechecked at D + 4 with the endgame tables); the first one of
/// difficulty --min-difficulty or more is kept, at most one per tactic.
/// With --moves N, N such moves earlier, each position between proved as a
/// tactic first. Positions in --exclude files, or kept already, are
/// skipped. Prints PDN (Kind tactic, a Source tag naming the tactic it came
/// from and the moves put back; ids <rule-set>-tNNNN from --first-id) until
/// --count N or --seconds S, and a summary on standard error.
/// --recheck-nodes N passes over what the miner's cap would (see
/// `damas puzzles mine --help`). Deterministic.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct ExtendArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
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
    /// Moves put back before each tactic, 1 to 3 (each position between is
    /// a proved tactic too)
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=3))]
    moves: u8,
    /// Puts back exchanges as well as sacrifices
    #[arg(long)]
    exchanges: bool,
    /// Positions proved at most before each tactic (at each move), 1 to 1000
    #[arg(long, value_name = "N", default_value_t = 12, value_parser = clap::value_parser!(u32).range(1..=1000))]
    tries: u32,
    /// Plies the line is built at
    #[arg(long, value_name = "D", default_value_t = 8, value_parser = args::search_depth())]
    depth: u32,
    #[command(flatten)]
    run: args::PuzzleRun,
    /// Skips the positions of this puzzle file (may be given again)
    #[arg(long, value_name = "FILE")]
    exclude: Vec<String>,
    /// Nodes each search of the recheck may spend, 0 for no cap (as for
    /// `damas puzzles mine`)
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=100_000_000_000))]
    recheck_nodes: u64,
}

pub fn run(args: ExtendArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let ExtendArgs {
        rule_set: args::RuleSet { variant },
        from,
        from_difficulty,
        min_difficulty,
        count,
        moves,
        exchanges,
        tries,
        depth,
        run: args::PuzzleRun { seconds, first_id },
        exclude,
        recheck_nodes,
    } = args;
    let text = files::read_text(&from)?;
    let mut sources: Vec<Puzzle> = read_games(&text, variant)
        .into_iter()
        .flatten()
        .filter_map(|game| Puzzle::from_pdn(&game).ok())
        .filter(|p| p.kind == Kind::Tactic && p.variant == variant && p.difficulty >= from_difficulty)
        .collect();
    // The hardest first: a move more lifts them furthest.
    sources.sort_by_key(|p| std::cmp::Reverse(p.difficulty));
    let mut prover = TacticProver::new(variant, depth);
    prover.recheck_nodes = if recheck_nodes == 0 { u64::MAX } else { recheck_nodes };
    let mut search = Search {
        prover,
        seen: positions_in(&exclude, variant)?,
        tries: tries as usize,
        exchanges,
        min_difficulty,
        candidates: 0,
        tried: 0,
    };
    let started = Instant::now();
    let mut written = 0usize;
    let mut themes_made: BTreeMap<Theme, usize> = BTreeMap::new();
    let how_many = ["one move", "two moves", "three moves"][moves as usize - 1];
    let mut flags = String::from(if exchanges { " --exchanges" } else { "" });
    if recheck_nodes > 0 {
        flags.push_str(&format!(" --recheck-nodes {recheck_nodes}"));
    }
    for source in &sources {
        if written >= count as usize || seconds.is_some_and(|s| started.elapsed().as_secs() >= s) {
            break;
        }
        let Ok(start) = Position::from_fen(variant, &source.fen) else { continue };
        let id = format!("{}-t{:04}", variant.id(), first_id as usize + written);
        let Some((puzzle, chain)) = search.earlier(&start, moves, &id) else { continue };
        let Ok(mut game) = puzzle.to_pdn() else { continue };
        let texts: Vec<String> = chain
            .iter()
            .map(|l| {
                let pos = &l.position;
                format!("{} {}", pos.move_text(&l.first), pos.after(&l.first).move_text(&l.reply))
            })
            .collect();
        game.set_tag(
            "Source",
            &format!(
                "damas puzzles extend {} --moves {moves}{flags} --from-difficulty {from_difficulty} --min-difficulty {min_difficulty}: {}, {how_many} earlier ({})",
                variant.id(),
                source.id,
                texts.join(", ")
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
        "damas: extended {written} {variant} tactics from {} ({} positions earlier, {} tried) in {:.0} s ({})",
        sources.len(),
        search.candidates,
        search.tried,
        started.elapsed().as_secs_f64(),
        theme_counts(&themes_made)
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
    /// Whether exchanges are put back as well as sacrifices.
    exchanges: bool,
    min_difficulty: u8,
    /// Positions found earlier, and tried.
    candidates: usize,
    tried: usize,
}

impl Search {
    /// A tactic of `min_difficulty` or more `moves` moves before `pos`,
    /// named `id`, with the moves put back in the order they are played;
    /// each position between is a proved tactic too.
    fn earlier(&mut self, pos: &Position, moves: u8, id: &str) -> Option<(Puzzle, Vec<LeadIn>)> {
        let mut earlier = sacrifices_before(pos);
        if self.exchanges {
            earlier.extend(exchanges_before(pos));
        }
        self.candidates += earlier.len();
        let fresh: Vec<LeadIn> = earlier
            .into_iter()
            .filter(|e| !self.seen.contains(&dedup_key(&e.position)))
            .take(self.tries)
            .collect();
        for lead_in in fresh {
            self.tried += 1;
            let Some((puzzle, _)) = self.prover.prove(&lead_in.position, id.to_string(), None) else {
                continue;
            };
            if moves > 1 {
                if let Some((puzzle, mut chain)) = self.earlier(&lead_in.position, moves - 1, id) {
                    chain.push(lead_in);
                    return Some((puzzle, chain));
                }
            } else if puzzle.difficulty >= self.min_difficulty {
                return Some((puzzle, vec![lead_in]));
            }
        }
        None
    }
}

/// A position one move (the solver's and the opponent's) before a
/// tactic's: the solver's `first` is a sacrifice (a quiet move after which
/// the opponent must capture) or an exchange (a capture the opponent must
/// answer by capturing), and the opponent's capture `reply` leaves the
/// tactic's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeadIn {
    pub position: Position,
    pub first: Move,
    pub reply: Move,
}

/// Every position one sacrifice before `pos` (the solver, `pos`'s side to
/// move, moves next in each). One of the opponent's pieces goes back to an
/// empty square, from where it can jump an empty square and land where it
/// stands, and either a solver's man (or king, when the solver has kings)
/// is put one quiet move from the jumped square, or a solver's man is put
/// on the jumped square and one of the solver's pieces goes back one quiet
/// move (perhaps to the square the capture lands on: the man behind the
/// sacrificed one steps aside). After the solver's quiet move the opponent
/// must capture, and one of its captures gives `pos` back (whether it is
/// the best defence is the proof's to say). In square order.
pub fn sacrifices_before(pos: &Position) -> Vec<LeadIn> {
    let board = Board::of(pos);
    let man = Piece { color: board.solver, role: Role::Man };
    let mut out = Vec::new();
    for (taker, back, jumped) in board.captures_back() {
        // The man given moves onto the jumped square.
        for &giver in board.empty.iter().filter(|&&g| g != back && g != jumped) {
            for &role in &board.roles {
                let solver = Piece { color: board.solver, role };
                let Some(earlier) = board.earlier(taker, back, &[(giver, solver)], None) else { continue };
                let quiet = |m: &Move| !m.is_capture() && m.from() == giver && m.to() == jumped;
                out.extend(board.lead_ins(&earlier, quiet, back));
            }
        }
        // The man given stands there; another steps away.
        for &stepper in &board.own {
            let starts = board.empty.iter().copied().chain([taker]);
            for from in starts.filter(|&d| d != back && d != jumped) {
                let Some(earlier) = board.earlier(taker, back, &[(jumped, man)], Some((stepper, from)))
                else {
                    continue;
                };
                let quiet = |m: &Move| !m.is_capture() && m.from() == from && m.to() == stepper;
                out.extend(board.lead_ins(&earlier, quiet, back));
            }
        }
    }
    out
}

/// Every position one exchange before `pos` (the solver moves next in
/// each): one of the opponent's pieces goes back to an empty square, from
/// where it can jump an empty square and land where it stands; an
/// opponent's man is put on another empty square and a solver's man (or
/// king) on a third, from where it takes that man, and that man only, and
/// lands on the square the opponent's piece then jumps; after it the
/// opponent must capture, and one of its captures gives `pos` back. In
/// square order.
pub fn exchanges_before(pos: &Position) -> Vec<LeadIn> {
    let board = Board::of(pos);
    let opponent = !board.solver;
    let mut out = Vec::new();
    for (taker, back, landing) in board.captures_back() {
        for &taken in board.empty.iter().filter(|&&x| x != back && x != landing) {
            for &giver in board.empty.iter().filter(|&&d| d != back && d != landing && d != taken) {
                for &role in &board.roles {
                    let pieces = [
                        (taken, Piece { color: opponent, role: Role::Man }),
                        (giver, Piece { color: board.solver, role }),
                    ];
                    let Some(earlier) = board.earlier(taker, back, &pieces, None) else { continue };
                    let exchange =
                        |m: &Move| m.from() == giver && m.to() == landing && m.captured() == [taken];
                    out.extend(board.lead_ins(&earlier, exchange, back));
                }
            }
        }
    }
    out
}

/// A tactic's position, seen from before it.
struct Board {
    pos: Position,
    solver: Color,
    /// The squares of the opponent's pieces (one took last), the solver's
    /// and the empty ones.
    takers: Vec<Square>,
    own: Vec<Square>,
    empty: Vec<Square>,
    /// The roles a solver's piece put back may have: men, and kings when
    /// the solver has kings.
    roles: Vec<Role>,
}

impl Board {
    fn of(pos: &Position) -> Board {
        let solver = pos.side_to_move();
        let squares: Vec<_> = pos.size().all_squares().collect();
        let mut roles = vec![Role::Man];
        if pos.count(solver, Role::King) > 0 {
            roles.push(Role::King);
        }
        Board {
            pos: *pos,
            solver,
            takers: squares
                .iter()
                .copied()
                .filter(|&s| pos.piece_at(s).is_some_and(|p| p.color != solver))
                .collect(),
            own: squares
                .iter()
                .copied()
                .filter(|&s| pos.piece_at(s).is_some_and(|p| p.color == solver))
                .collect(),
            empty: squares.iter().copied().filter(|&s| pos.piece_at(s).is_none()).collect(),
            roles,
        }
    }

    /// Every capture that may have led to the position: the opponent's
    /// piece on `taker`, back on `back`, jumps a solver's man on `jumped`
    /// (both empty now) and lands where it stands.
    fn captures_back(&self) -> Vec<(Square, Square, Square)> {
        let man = Piece { color: self.solver, role: Role::Man };
        let mut out = Vec::new();
        for &taker in &self.takers {
            for &back in &self.empty {
                for &jumped in self.empty.iter().filter(|&&c| c != back) {
                    let Some(probe) = self.earlier(taker, back, &[(jumped, man)], None) else { continue };
                    let probe = probe.with_side_to_move(!self.solver);
                    if probe
                        .legal_moves()
                        .iter()
                        .any(|m| m.from() == back && m.to() == taker && m.captured() == [jumped])
                    {
                        out.push((taker, back, jumped));
                    }
                }
            }
        }
        out
    }

    /// The position with the piece on `taker` back on `back`, these pieces
    /// put on the board and the solver's piece on `stepped.0` back on
    /// `stepped.1`, the solver to move (`None` when it is not legal, as
    /// with a man on its crowning row).
    fn earlier(
        &self,
        taker: Square,
        back: Square,
        added: &[(Square, Piece)],
        stepped: Option<(Square, Square)>,
    ) -> Option<Position> {
        let moved = self.pos.piece_at(taker)?;
        let mut pieces: Vec<(Square, Piece)> = self
            .pos
            .size()
            .all_squares()
            .filter(|&s| s != taker)
            .filter_map(|s| self.pos.piece_at(s).map(|p| (s, p)))
            .map(|(s, p)| match stepped {
                Some((now, before)) if now == s => (before, p),
                _ => (s, p),
            })
            .collect();
        pieces.push((back, moved));
        pieces.extend_from_slice(added);
        Position::from_fen(self.pos.variant(), &fen_of(self.solver, &pieces, self.pos.size())).ok()
    }

    /// The lead-ins from `earlier`: each solver's move `first` picks, after
    /// which the opponent must capture, with the opponent's capture from
    /// `back` that gives the tactic's position.
    fn lead_ins(&self, earlier: &Position, first: impl Fn(&Move) -> bool, back: Square) -> Vec<LeadIn> {
        let mut out = Vec::new();
        for mv in earlier.legal_moves().into_iter().filter(|m| first(m)) {
            let after = earlier.after(&mv);
            if !after.must_capture() {
                continue;
            }
            let reply =
                after.legal_moves().into_iter().find(|m| m.from() == back && after.after(m) == self.pos);
            if let Some(reply) = reply {
                out.push(LeadIn { position: *earlier, first: mv, reply });
            }
        }
        out
    }
}

/// The FEN of these pieces, `side` to move (in any order: the FEN reader
/// places each piece on its square).
fn fen_of(side: Color, pieces: &[(Square, Piece)], size: BoardSize) -> String {
    let mut fen = side.letter().to_string();
    for color in Color::ALL {
        let list: Vec<String> = pieces
            .iter()
            .filter(|(_, p)| p.color == color)
            .map(|(s, p)| format!("{}{}", if p.is_king() { "K" } else { "" }, s.label(size)))
            .collect();
        fen.push_str(&format!(":{}{}", color.letter(), list.join(",")));
    }
    fen
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    fn position(variant: Variant, fen: &str) -> Position {
        Position::from_fen(variant, fen).unwrap()
    }

    /// The Turkish board names its squares (a FEN with numbers is refused
    /// there, and every earlier position was lost).
    #[test]
    fn an_earlier_position_is_written_in_the_boards_own_squares() {
        for (variant, fen) in
            [(Variant::Turkish, "W:Wa2,Kd4:Bh7,Ke5"), (Variant::Brazilian, "W:W22,K9:B13,K32")]
        {
            let pos = position(variant, fen);
            let pieces: Vec<_> =
                pos.size().all_squares().filter_map(|s| pos.piece_at(s).map(|p| (s, p))).collect();
            let written = fen_of(Color::White, &pieces, pos.size());
            assert_eq!(Position::from_fen(variant, &written).as_ref(), Ok(&pos), "{written}");
        }
    }

    /// The first `n` tactics of a shipped puzzle file, as positions.
    fn shipped(variant: Variant, n: usize) -> Vec<Position> {
        let path = format!("{}/../puzzles/tactics/{}.pdn", env!("CARGO_MANIFEST_DIR"), variant.id());
        let text = std::fs::read_to_string(path).unwrap();
        read_games(&text, variant).into_iter().take(n).map(|g| *g.unwrap().start()).collect()
    }

    /// Checks each lead-in gives `pos` back: the solver's first move, then
    /// a capture the opponent must make.
    fn assert_leads_back(pos: &Position, lead_ins: &[LeadIn]) {
        for l in lead_ins {
            let fen = l.position.to_fen();
            assert_eq!(l.position.side_to_move(), pos.side_to_move(), "{fen}");
            let after = l.position.after(&l.first);
            assert!(after.must_capture() && l.reply.is_capture(), "{fen}");
            assert!(after.legal_moves().contains(&l.reply), "{fen}");
            assert_eq!(after.after(&l.reply).to_fen(), pos.to_fen(), "{fen}");
        }
    }

    #[test]
    fn every_sacrifice_put_back_leads_back_by_a_capture_the_opponent_must_make() {
        for variant in [Variant::Brazilian, Variant::English, Variant::International, Variant::Italian] {
            let (mut moved, mut stepped) = (0, 0);
            for pos in shipped(variant, 12) {
                let lead_ins = sacrifices_before(&pos);
                assert_leads_back(&pos, &lead_ins);
                for l in &lead_ins {
                    assert!(!l.first.is_capture());
                    // The man given is the one that moved, or one that
                    // stood there while another stepped aside.
                    if l.reply.captured().contains(&l.first.to()) {
                        moved += 1;
                    } else {
                        stepped += 1;
                    }
                }
            }
            assert!(moved > 0 && stepped > 0, "{variant}: {moved} moved, {stepped} stepped aside");
        }
    }

    #[test]
    fn every_exchange_put_back_takes_one_man_and_is_taken_back() {
        for variant in [Variant::Brazilian, Variant::Russian] {
            let mut found = 0;
            for pos in shipped(variant, 12) {
                let lead_ins = exchanges_before(&pos);
                assert_leads_back(&pos, &lead_ins);
                for l in &lead_ins {
                    assert_eq!(l.first.capture_count(), 1, "{}", l.position.to_fen());
                    assert!(l.reply.captured().contains(&l.first.to()), "{}", l.position.to_fen());
                }
                found += lead_ins.len();
            }
            assert!(found > 0, "{variant}: no exchange before 12 tactics");
        }
    }

    #[test]
    fn the_sacrifice_before_a_known_tactic_is_found() {
        // White gives 29-25, the king must take 21x30, and the position is
        // brazilian-t0641's.
        let pos = position(Variant::Brazilian, "W:W18,19,20,23,27,32:B3,8,9,10,11,12,K30");
        let earlier = sacrifices_before(&pos);
        let found = earlier
            .iter()
            .find(|e| e.position.to_fen() == "W:W18,19,20,23,27,29,32:B3,8,9,10,11,12,K21")
            .expect("29-25 21x30 is one sacrifice earlier");
        assert_eq!(found.position.move_text(&found.first), "29-25");
    }

    #[test]
    fn an_english_man_is_never_given_to_a_man_behind_it() {
        // English men take forwards only: the capture that takes the
        // sacrifice goes forwards for a man.
        let mut seen = 0;
        for pos in shipped(Variant::English, 40) {
            for e in sacrifices_before(&pos) {
                seen += 1;
                let taker = e.position.piece_at(e.reply.from()).unwrap();
                let size = Variant::English.size();
                let (from, to) = (e.reply.from().row(size), e.reply.to().row(size));
                let forwards = if taker.color == Color::White { to < from } else { to > from };
                assert!(taker.is_king() || forwards, "{}: a man took backwards", e.position.to_fen());
            }
        }
        assert!(seen > 0);
    }
}
