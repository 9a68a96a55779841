//! `damas puzzles verify <files...>`, `damas puzzles generate <rule-set>`
//! (rule drills), `damas puzzles mine <rule-set>` (tactics from the
//! engine's own games) and `damas puzzles rate <file>`: the puzzle
//! collection, proven by the engine (see `damas_engine::teaching::verify`).

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use damas_engine::notation::{read_games, PdnGame};
use damas_engine::search::Level;
use damas_engine::search::{Limits, NoClock, Searcher, StdClock, MATE};
use damas_engine::teaching::{
    dedup_key, score_moves, shows_theme, tactic_difficulty, tactic_themes, verify_with, Kind, Puzzle, Theme,
    VerifyOptions, DIFFICULTY_DEPTH,
};
use damas_engine::{Color, Game, Move, Position, Role, Square, Variant};
use rand::RngExt;

use crate::args;
use crate::files;
use crate::mined::{Haul, MineOptions};
use crate::prover::{cpu_seconds, positions_in, TacticProver};
use crate::puzzle_file::{puzzle_pdn, theme_counts};
use crate::seeded::{self, Seeded};
use crate::Stop;

/// Puzzles: verify, recheck, generate, mine, acf, extend, rate, retag, count
#[derive(clap::Subcommand)]
pub enum Command {
    Verify(VerifyArgs),
    Recheck(crate::recheck::Args),
    Generate(GenerateArgs),
    Mine(MineArgs),
    Acf(crate::acf_mine::Args),
    Extend(crate::extend::ExtendArgs),
    /// Prints a puzzle file again, each tactic's difficulty measured again
    ///
    /// Prints the file again with each tactic's Difficulty measured again
    /// (the depth a search needs to find it, searched 10 plies at most).
    /// Drills and games that do not read as puzzles are copied as they are.
    /// Deterministic.
    #[command(verbatim_doc_comment)]
    Rate(FileArgs),
    /// Prints a puzzle file again, each tactic's themes found again
    ///
    /// Prints the file again with each tactic's Theme found again (as the
    /// miner tags). Drills and games that do not read as puzzles are copied
    /// as they are. Deterministic.
    #[command(verbatim_doc_comment)]
    Retag(FileArgs),
    Count(CountArgs),
}

pub fn run(command: Command, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match command {
        Command::Verify(args) => verify_command(args, out),
        Command::Recheck(args) => crate::recheck::run(args, out),
        Command::Count(args) => count_command(args, out),
        Command::Generate(args) => generate_command(args, out),
        Command::Mine(args) => mine_command(args, out),
        Command::Acf(args) => crate::acf_mine::run(args, out),
        Command::Extend(args) => crate::extend::run(args, out),
        Command::Rate(args) => rate_command(args, out),
        Command::Retag(args) => retag_command(args, out),
    }
}

/// Proves each puzzle of PDN files has exactly one solution
///
/// Reads PDN puzzle files (one game per puzzle: FEN, GameType, PuzzleId,
/// Kind (tactic or drill; else the themes' kind), Theme, Difficulty 1-5,
/// the solution as movetext) and proves each puzzle has exactly one
/// solution: the FEN is legal, every move is legal, every reply is forced or
/// the engine's best, and every solver move is the only solution. Drills
/// (rule themes): the only legal move. Tactics: at least two legal first
/// moves, 1 to 5 solver moves, each better than every other move by 1.5 men
/// (or the only forced win), searched --depth D plies, and at least two
/// more than the rest of the line; every defence of the opponent loses. The
/// flaw is named: only one legal move, second solution, margin too small,
/// reply not forced, defence does not lose, too long, kind/themes mismatch,
/// difficulty N tagged, M measured (a tactic's difficulty is the depth a
/// search needs to find it, searched 10 plies)...
/// One line per puzzle:
///   ok <id>
///   FAIL <id>: <flaw>
/// then `summary: <n> puzzles, <ok> ok, <f> failed, <s> s` and one line per
/// rule set and kind: `<rule-set> <kind> <n>: <theme> <count>, ...`; for
/// tactics three more: the number of puzzles by legal first moves, by
/// solver moves and by difficulty (`<value>:<count> ...`).
/// Status 1 if any puzzle fails, 2 if a file cannot be read.
/// Themes: compulsory-capture majority-law italian-tiebreak
/// promotion-in-capture king-capture (drills); shot breakthrough
/// win-material endgame forced-by-majority forced-by-tiebreak (tactics; the
/// last two: a capture the majority law or the Italian tie-breaks forbid
/// would have saved the opponent).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct VerifyArgs {
    /// The puzzle files
    #[arg(value_name = "file", required = true)]
    files: Vec<String>,
    /// Plies each tactic is searched (default 8)
    #[arg(long, value_name = "D", value_parser = args::search_depth())]
    depth: Option<u32>,
}

fn verify_command(args: VerifyArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let VerifyArgs { files, depth } = args;
    let mut verify_options = VerifyOptions::default();
    if let Some(d) = depth {
        verify_options.depth = d;
    }
    let mut texts = Vec::new();
    for file in &files {
        let text = files::read_text(file)?;
        texts.push((file, text));
    }
    let started = Instant::now();
    let mut ids = HashSet::new();
    let (mut ok, mut failed) = (0usize, 0usize);
    let mut counts: BTreeMap<(Variant, Kind), Tally> = BTreeMap::new();
    for (file, text) in &texts {
        for (i, game) in read_games(text, Variant::Brazilian).into_iter().enumerate() {
            let puzzle = match game {
                Ok(game) => Puzzle::from_pdn(&game)
                    .map_err(|flaw| (format!("{file} game {}", i + 1), flaw.to_string())),
                Err(e) => Err((format!("{file} game {}", i + 1), e.to_string())),
            };
            let result = puzzle.and_then(|p| {
                if !ids.insert(p.id.clone()) {
                    return Err((p.id.clone(), "duplicate id".to_string()));
                }
                match verify_with(&p, &verify_options) {
                    Ok(v) => Ok((p, v)),
                    Err(flaw) => Err((p.id.clone(), flaw.to_string())),
                }
            });
            match result {
                Ok((p, v)) => {
                    ok += 1;
                    writeln!(out, "ok {}", p.id)?;
                    let entry = counts.entry((p.variant, p.kind)).or_default();
                    entry.puzzles += 1;
                    for t in &p.themes {
                        *entry.themes.entry(*t).or_default() += 1;
                    }
                    *entry.legal.entry(v.alternatives).or_default() += 1;
                    *entry.solver_moves.entry(v.solver_moves).or_default() += 1;
                    *entry.difficulty.entry(p.difficulty).or_default() += 1;
                }
                Err((id, flaw)) => {
                    failed += 1;
                    writeln!(out, "FAIL {id}: {}", args::one_line(&flaw))?;
                }
            }
            out.flush()?;
        }
    }
    writeln!(
        out,
        "summary: {} puzzles, {ok} ok, {failed} failed, {:.1} s",
        ok + failed,
        started.elapsed().as_secs_f64()
    )?;
    for ((variant, kind), tally) in &counts {
        let list: Vec<String> = tally.themes.iter().map(|(t, c)| format!("{t} {c}")).collect();
        writeln!(out, "{variant} {kind} {}: {}", tally.puzzles, list.join(", "))?;
        if *kind == Kind::Tactic {
            let hist = |m: &BTreeMap<usize, usize>| {
                m.iter().map(|(k, c)| format!("{k}:{c}")).collect::<Vec<String>>().join(" ")
            };
            let difficulty: BTreeMap<usize, usize> =
                tally.difficulty.iter().map(|(d, c)| (*d as usize, *c)).collect();
            writeln!(out, "  legal first moves {}", hist(&tally.legal))?;
            writeln!(out, "  solver moves {}", hist(&tally.solver_moves))?;
            writeln!(out, "  difficulty {}", hist(&difficulty))?;
        }
    }
    Ok(if failed > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// What `verify` counts per rule set and kind.
#[derive(Default)]
struct Tally {
    puzzles: usize,
    themes: BTreeMap<Theme, usize>,
    /// Legal first moves → puzzles.
    legal: BTreeMap<usize, usize>,
    /// Solver moves → puzzles.
    solver_moves: BTreeMap<usize, usize>,
    difficulty: BTreeMap<u8, usize>,
}

/// Men plus three per king.
fn material(pos: &Position, color: Color) -> i32 {
    pos.count(color, Role::Man) as i32 + 3 * pos.count(color, Role::King) as i32
}

/// The pieces on the board, both colours, men and kings.
fn pieces(pos: &Position) -> u32 {
    Color::ALL.iter().map(|&c| pos.count(c, Role::Man) + pos.count(c, Role::King)).sum()
}

/// A random position: a few men and sometimes kings of each colour.
fn random_position(variant: Variant, rng: &mut Seeded, endgame: bool) -> Option<Position> {
    let size = variant.size();
    let n = size.squares() as u64;
    let half = size.half() as u64;
    let mut used = HashSet::new();
    let mut sections = [Vec::new(), Vec::new()];
    let (lo, span) = if endgame {
        (1, 3)
    } else if size.rows() == 10 {
        (3, 7)
    } else {
        (3, 5)
    };
    for (ci, section) in sections.iter_mut().enumerate() {
        let count = lo + rng.random_range(0..span);
        let mut tries = 0;
        while (section.len() as u64) < count && tries < 200 {
            tries += 1;
            let king = rng.random_range(0..if endgame { 3 } else { 8 }) == 0;
            let s = if king {
                1 + rng.random_range(0..n)
            } else if ci == 0 {
                // White men: not on row 0.
                1 + half + rng.random_range(0..n - half)
            } else {
                1 + rng.random_range(0..n - half)
            };
            if used.insert(s) {
                // Named as the board's FEN names it: its number, or `e4`
                // on the orthogonal board (Turkish FEN has no numbers).
                let name = Square::new(s as u32, size).expect("a square of the board").label(size);
                section.push(if king { format!("K{name}") } else { name });
            }
        }
    }
    let side = if rng.random_range(0..2) == 0 { 'W' } else { 'B' };
    let fen = format!("{side}:W{}:B{}", sections[0].join(","), sections[1].join(","));
    Position::from_fen(variant, &fen).ok()
}

/// Positions of a game played from the start by a weak, varied engine.
fn self_play_positions(variant: Variant, rng: &mut Seeded) -> Vec<Position> {
    let mut game = Game::new(variant);
    let mut searcher = Searcher::new(14);
    let mut out = Vec::new();
    for ply in 0..120 {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        let mv = if rng.random_range(0..4) == 0 {
            moves[rng.random_range(0..moves.len())]
        } else {
            let limits = Limits { variety: 40, seed: rng.random::<u64>(), ..Limits::depth(2) };
            match searcher.search(&game, &limits, &StdClock::start(), None, &mut |_| {}).best {
                Some(m) => m,
                None => break,
            }
        };
        if game.play(&mv).is_err() {
            break;
        }
        if ply >= 8 {
            out.push(*game.position());
        }
    }
    out
}

/// The rule themes a lone legal capture shows, most specific first.
fn rule_themes(pos: &Position) -> Vec<Theme> {
    let legal = pos.legal_moves();
    if legal.len() != 1 || !legal[0].is_capture() {
        return Vec::new();
    }
    let line = [legal[0]];
    let specific =
        [Theme::ItalianTiebreak, Theme::MajorityLaw, Theme::PromotionInCapture, Theme::KingCapture];
    let mut themes: Vec<Theme> = specific.into_iter().filter(|&t| shows_theme(t, pos, &line)).collect();
    if themes.is_empty() {
        let side = pos.side_to_move();
        if pos.count(side, Role::Man) + pos.count(side, Role::King) >= 3 {
            themes.push(Theme::CompulsoryCapture);
        }
    }
    themes
}

/// A shot's line: the sacrifice, then the best replies and the solver's best
/// moves until the material is won back with interest.
fn shot_line(pos: &Position, first: Move, depth: u32) -> Option<Vec<Move>> {
    let me = pos.side_to_move();
    let base = material(pos, me) - material(pos, !me);
    let mut line = vec![first];
    let mut cur = pos.after(&first);
    while line.len() < 11 {
        // Reply: the best by the verifier's own search.
        let scored = score_moves(&cur, depth);
        let (reply, _) = scored.iter().max_by_key(|s| s.1).copied()?;
        line.push(reply);
        cur.play_unchecked(&reply);
        let scored = score_moves(&cur, depth);
        if scored.is_empty() {
            return None;
        }
        let (mv, _) = scored.iter().max_by_key(|s| s.1).copied()?;
        line.push(mv);
        cur.play_unchecked(&mv);
        let gain = material(&cur, me) - material(&cur, !me) - base;
        if cur.legal_moves().is_empty() || (gain >= 1 && !cur.must_capture()) {
            return Some(line);
        }
    }
    None
}

/// An endgame's line: the winning moves and best replies until the win.
fn endgame_line(pos: &Position, depth: u32) -> Option<Vec<Move>> {
    let mut line = Vec::new();
    let mut cur = *pos;
    while line.len() < depth as usize {
        let scored = score_moves(&cur, depth.saturating_sub(line.len() as u32).max(2));
        let (mv, _) = scored.iter().max_by_key(|s| s.1).copied()?;
        line.push(mv);
        cur.play_unchecked(&mv);
        if line.len() % 2 == 1 && cur.legal_moves().is_empty() {
            return Some(line);
        }
        if line.len() % 2 == 1 && cur.legal_moves().is_empty() {
            return None;
        }
    }
    None
}

/// Finds drills and tactics in self-play and random positions
///
/// Mines puzzles (self-play and random positions), keeps those the verifier
/// accepts (shots and endgames also at depth D + 3), drops duplicates (same
/// position or its colour-reversed mirror), estimates a difficulty and
/// prints PDN on standard output, ids <rule-set>-NNNN; each theme gets its
/// share of the count. A summary line goes to standard error.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct GenerateArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The number of puzzles, 1 to 100000
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: u32,
    /// Seeds the search for positions
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Only puzzles of this theme
    #[arg(long, value_name = "T")]
    theme: Option<String>,
    /// Plies each puzzle is verified
    #[arg(long, value_name = "D", default_value_t = 8, value_parser = args::search_depth())]
    depth: u32,
    #[command(flatten)]
    run: args::PuzzleRun,
}

fn generate_command(args: GenerateArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let GenerateArgs {
        rule_set: args::RuleSet { variant },
        count,
        seed,
        theme,
        depth,
        run: args::PuzzleRun { seconds, first_id },
    } = args;
    let (count, first_id) = (count as usize, first_id as usize);
    let wanted: Vec<Theme> = match theme.as_deref() {
        Some(t) => {
            let theme = Theme::parse(t).ok_or_else(|| {
                let ids: Vec<&str> = Theme::ALL.iter().map(|t| t.id()).collect();
                Stop::Usage(format!(
                    "unknown theme '{}' (expected one of: {})",
                    args::snippet(t),
                    ids.join(", ")
                ))
            })?;
            if !theme.applies_to(variant) {
                return Err(Stop::Usage(format!("{theme} is not a theme of {variant}")));
            }
            if !generated(theme) {
                return Err(Stop::Usage(format!("{theme} tactics are found by 'damas puzzles mine'")));
            }
            vec![theme]
        }
        None => Theme::ALL.into_iter().filter(|&t| t.applies_to(variant) && generated(t)).collect(),
    };
    // Each theme gets its share of the count (its quota).
    let quota = count.div_ceil(wanted.len());
    let mut made: BTreeMap<Theme, usize> = BTreeMap::new();
    let verify_options = VerifyOptions { depth, ..VerifyOptions::default() };
    let mut rng = seeded::stream(seed, variant as u64);
    let mut seen = HashSet::new();
    let mut written = 0usize;
    let started = Instant::now();
    let open = |made: &BTreeMap<Theme, usize>, t: Theme, lifted: bool| {
        wanted.contains(&t) && (lifted || made.get(&t).copied().unwrap_or(0) < quota)
    };
    let mut round = 0u64;
    while written < count {
        if seconds.is_some_and(|s| started.elapsed().as_secs() >= s) || round > 5_000_000 {
            break;
        }
        round += 1;
        // Late in the time budget, any theme may fill the count.
        let lifted = seconds.is_some_and(|s| started.elapsed().as_secs() * 10 >= s * 7);
        let candidates: Vec<(Position, bool)> = match round % 4 {
            0 => self_play_positions(variant, &mut rng).into_iter().map(|p| (p, false)).collect(),
            1 => random_position(variant, &mut rng, true).into_iter().map(|p| (p, true)).collect(),
            _ => random_position(variant, &mut rng, false).into_iter().map(|p| (p, false)).collect(),
        };
        for (pos, endgame) in candidates {
            if written >= count {
                break;
            }
            if pos.legal_moves().is_empty() || pos.after(&pos.legal_moves()[0]).legal_moves().is_empty() {
                continue;
            }
            let key = dedup_key(&pos);
            if seen.contains(&key) {
                continue;
            }
            let Some((themes, line)) = candidate(&pos, endgame, depth, &|t| open(&made, t, lifted)) else {
                continue;
            };
            let texts: Vec<String> = {
                let mut p = pos;
                line.iter()
                    .map(|m| {
                        let t = p.move_text(m);
                        p.play_unchecked(m);
                        t
                    })
                    .collect()
            };
            let mut puzzle = Puzzle {
                id: format!("{}-{:04}", variant.id(), first_id + written),
                kind: Kind::of_themes(&themes),
                variant,
                fen: pos.to_fen(),
                themes: themes.clone(),
                difficulty: 1,
                solution: texts,
            };
            if puzzle.kind == Kind::Tactic {
                puzzle.difficulty = tactic_difficulty(&pos, &line, DIFFICULTY_DEPTH);
            }
            let Ok(verified) = verify_with(&puzzle, &verify_options) else { continue };
            // Shots and endgames must also hold three plies deeper: no second
            // solution just beyond the verifier's horizon.
            let deeper = VerifyOptions { depth: depth + 3, ..verify_options };
            if puzzle.is_calculation() && verify_with(&puzzle, &deeper).is_err() {
                continue;
            }
            if puzzle.kind == Kind::Drill {
                puzzle.difficulty = verified.difficulty(0);
            }
            let Ok(game) = puzzle.to_pdn() else { continue };
            seen.insert(key);
            *made.entry(themes[0]).or_default() += 1;
            written += 1;
            writeln!(out, "{}", puzzle_pdn(&game))?;
            out.flush()?;
        }
    }
    eprintln!(
        "damas: generated {written} {variant} puzzles in {:.0} s ({})",
        started.elapsed().as_secs_f64(),
        theme_counts(&made)
    );
    Ok(ExitCode::SUCCESS)
}

/// The themes `generate` shares its count among: the law's tactic motifs
/// come only from the miner's lines.
fn generated(theme: Theme) -> bool {
    !matches!(theme, Theme::ForcedByMajority | Theme::ForcedByTiebreak)
}

/// A puzzle found in `pos`, if any: its themes (main theme first) and line.
fn candidate(
    pos: &Position,
    endgame: bool,
    depth: u32,
    open: &dyn Fn(Theme) -> bool,
) -> Option<(Vec<Theme>, Vec<Move>)> {
    let rule = rule_themes(pos);
    if let Some(&main) = rule.first() {
        if open(main) {
            return Some((rule, pos.legal_moves()));
        }
        return None;
    }
    let legal = pos.legal_moves();
    if legal.len() < 2 || pos.must_capture() && !endgame {
        return None;
    }
    let game = Game::from_position(*pos);
    let mut searcher = Searcher::new(16);
    if endgame {
        if !open(Theme::Endgame) || pieces(pos) > 8 {
            return None;
        }
        let r = searcher.search(&game, &Limits::depth(depth + 2), &StdClock::start(), None, &mut |_| {});
        if r.score < MATE - 1_000 || MATE - r.score > depth as i32 {
            return None;
        }
        let line = endgame_line(pos, depth)?;
        return Some((vec![Theme::Endgame], line));
    }
    if !open(Theme::Shot) {
        return None;
    }
    let r = searcher.search(&game, &Limits::depth(depth.min(7)), &StdClock::start(), None, &mut |_| {});
    let best = r.best?;
    let me = pos.side_to_move();
    let base = material(pos, me) - material(pos, !me);
    if !pos.after(&best).must_capture() || r.score < 150 + base.clamp(-3, 3) * 100 {
        return None;
    }
    let line = shot_line(pos, best, depth)?;
    Some((vec![Theme::Shot], line))
}

/// One game of the engine against itself: a few random opening moves, then
/// each side plays at a level (its search depth, and at most `nodes` nodes
/// a move as a slow device's clock would stop it; never a clock, so a seed
/// replays the same game on any machine). Every position after the
/// opening, with its ply.
fn mined_game(variant: Variant, rng: &mut Seeded, nodes: u64) -> Vec<(usize, Position)> {
    let mut game = Game::new(variant);
    let mut searcher = Searcher::new(16);
    let levels = [Level::ALL[rng.random_range(0..3)], Level::ALL[rng.random_range(0..3)]];
    let opening = 2 + rng.random_range(0..7);
    let mut out = Vec::new();
    for ply in 0..160 {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        let mv = if ply < opening {
            moves[rng.random_range(0..moves.len())]
        } else {
            let side = usize::from(game.position().side_to_move() == Color::Black);
            let limits = Limits { movetime_ms: None, nodes, ..levels[side].limits(rng.random::<u64>()) };
            match searcher.search(&game, &limits, &NoClock, None, &mut |_| {}).best {
                Some(m) => m,
                None => break,
            }
        };
        if game.play(&mv).is_err() {
            break;
        }
        if ply + 1 >= opening {
            out.push((ply + 1, *game.position()));
        }
    }
    out
}

/// Finds tactics in the engine's own games
///
/// Finds tactics in the engine's own games (a few random opening moves, then
/// each side at a level chosen by the seed, searched by depth and at most
/// --game-nodes N nodes a move, 0 for no cap; never by the clock, so a seed
/// gives the same games everywhere). Each position after the opening passes
/// cheap filters first (two legal moves or more; a --shallow D search sees
/// one move winning by 1.5 men over every other), then the line is built at
/// --depth D and the verifier proves it at D and D + 2, then the recheck
/// (puzzles recheck) at D + 4 with the endgame tables. Positions already
/// found, in --exclude files or as colour mirrors, are skipped. Prints PDN
/// (Kind tactic, a Source tag naming seed, game and ply; ids
/// <rule-set>-tNNNN) until --count N or --seconds S; a summary line on
/// standard error, and where the time went.
/// --motif T keeps only tactics of theme T and looks for them on purpose: a
/// cheap test first (for forced-by-majority and forced-by-tiebreak, a move
/// after which the law forbids one of the opponent's captures; for shot, a
/// quiet move the opponent must take; for turkish-strike, a move after
/// which a capture of the opponent's stops on the pieces it jumped), and
/// for those three each game position is also tried one piece short (the
/// Source tag names the square).
/// --recheck-nodes N passes over a position when a search of it to the
/// recheck's depth reaches N nodes (or its depths so far grow fast enough
/// to reach twice that), and a tactic when a search of its
/// recheck does (Turkish: a search of 12 plies may need hundreds of
/// millions of nodes); under the cap the recheck runs before the deeper
/// proof. What it keeps is rechecked in full.
/// --max-pieces N looks only at positions of N pieces or fewer (with
/// --motif, the positions one piece short too); --min-pieces N only at
/// positions of N pieces or more (the middlegame's).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct MineArgs {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The number of tactics, 1 to 100000
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: u32,
    /// Chooses the games
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    #[command(flatten)]
    mining: MineOptions,
    #[command(flatten)]
    run: args::PuzzleRun,
    /// Nodes a move of the games, 0 for no cap
    #[arg(long, value_name = "N", default_value_t = GAME_NODES, value_parser = clap::value_parser!(u64).range(0..=1_000_000_000))]
    game_nodes: u64,
    /// Keeps only tactics of this theme, and looks for them on purpose
    #[arg(long, value_name = "T")]
    motif: Option<String>,
    /// Keeps only tactics of this difficulty or more, 1 to 5
    #[arg(long, value_name = "D", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=5))]
    min_difficulty: u8,
    /// Nodes each search of the recheck may spend, 0 for no cap; a tactic
    /// whose recheck needs more is passed over
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=100_000_000_000))]
    recheck_nodes: u64,
    /// Looks only at positions of at most N pieces, 2 to 40 (default: any)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(2..=40))]
    max_pieces: Option<u32>,
    /// Looks only at positions of at least N pieces, 2 to 40 (default: any)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(2..=40))]
    min_pieces: Option<u32>,
}

fn mine_command(args: MineArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let MineArgs {
        rule_set: args::RuleSet { variant },
        count,
        seed,
        mining,
        run: args::PuzzleRun { seconds, first_id },
        game_nodes,
        motif,
        min_difficulty,
        recheck_nodes,
        max_pieces,
        min_pieces,
    } = args;
    if let (Some(min), Some(max)) = (min_pieces, max_pieces)
        && min > max
    {
        return Err(Stop::Usage(format!("--min-pieces {min} is more than --max-pieces {max}")));
    }
    let (count, first_id) = (count as usize, first_id as usize);
    // Only tactics of this theme are kept (and looked for on purpose).
    let motif = motif.map(|m| mined_motif(&m, variant)).transpose()?;
    // The Source tag names every setting that changes what is found.
    let mut settings = mining.settings();
    let MineOptions { depth, shallow, exclude } = mining;
    if game_nodes != GAME_NODES {
        settings.push_str(&format!(" --game-nodes {game_nodes}"));
    }
    let game_nodes = if game_nodes == 0 { u64::MAX } else { game_nodes };
    let mut prover = TacticProver::new(variant, depth);
    prover.recheck_nodes = if recheck_nodes == 0 { u64::MAX } else { recheck_nodes };
    // Positions already in these files are not mined again.
    let mut haul = Haul::new(positions_in(&exclude, variant)?);
    let mut rng = seeded::stream(seed, variant as u64);
    let started = Instant::now();
    let mut games = 0usize;
    while haul.kept < count {
        if seconds.is_some_and(|s| started.elapsed().as_secs() >= s) {
            break;
        }
        games += 1;
        let t = cpu_seconds();
        let positions = mined_game(variant, &mut rng, game_nodes);
        prover.time.games += cpu_seconds() - t;
        let mut skip_until = 0;
        let positions = positions.into_iter().flat_map(|(ply, pos)| {
            let variants = match motif {
                Some(Theme::ForcedByMajority | Theme::ForcedByTiebreak | Theme::TurkishStrike) => {
                    without_one_piece(&pos)
                }
                _ => Vec::new(),
            };
            std::iter::once((ply, pos, None)).chain(variants.into_iter().map(move |(p, s)| (ply, p, Some(s))))
        });
        for (ply, pos, removed) in positions {
            if haul.kept >= count || ply < skip_until {
                continue;
            }
            let n = pieces(&pos);
            if max_pieces.is_some_and(|max| n > max) || min_pieces.is_some_and(|min| n < min) {
                continue;
            }
            let id = format!("{}-t{:04}", variant.id(), first_id + haul.kept);
            let Some((puzzle, line)) = haul.mine(&mut prover, &pos, shallow, id, motif) else { continue };
            if puzzle.difficulty < min_difficulty {
                continue;
            }
            let Ok(mut game) = puzzle.to_pdn() else { continue };
            let mut flags = motif.map_or(String::new(), |m| format!(" --motif {m}"));
            flags.push_str(&settings);
            if min_difficulty > 1 {
                flags.push_str(&format!(" --min-difficulty {min_difficulty}"));
            }
            if recheck_nodes > 0 {
                flags.push_str(&format!(" --recheck-nodes {recheck_nodes}"));
            }
            if let Some(n) = max_pieces {
                flags.push_str(&format!(" --max-pieces {n}"));
            }
            if let Some(n) = min_pieces {
                flags.push_str(&format!(" --min-pieces {n}"));
            }
            let without = removed.map_or(String::new(), |s| format!(", without the piece on {s}"));
            game.set_tag(
                "Source",
                &format!(
                    "damas puzzles mine {}{flags} --seed {seed}: game {games}, ply {ply}{without}",
                    variant.id()
                ),
            );
            haul.keep(&pos, &puzzle, &game, out)?;
            skip_until = ply + line.len();
        }
    }
    eprintln!(
        "damas: mined {} {variant} tactics from {games} games ({} positions, {} past the shallow filter) in {:.0} s ({})",
        haul.kept,
        haul.looked,
        haul.past_shallow,
        started.elapsed().as_secs_f64(),
        theme_counts(&haul.themes)
    );
    prover.time.print();
    Ok(ExitCode::SUCCESS)
}

/// The theme `--motif` names: a tactic's theme the rule set has.
fn mined_motif(text: &str, variant: Variant) -> Result<Theme, Stop> {
    Theme::parse(text).filter(|t| !t.is_rule() && t.applies_to(variant)).ok_or_else(|| {
        Stop::Usage(format!(
            "no tactics of motif '{}' in {variant} (expected shot, breakthrough, win-material, endgame{})",
            args::snippet(text),
            match variant.rules().choice {
                damas_engine::CaptureChoice::Free => "",
                damas_engine::CaptureChoice::Italian => ", forced-by-majority or forced-by-tiebreak",
                _ => " or forced-by-majority",
            }
        ))
    })
}

/// The positions one piece short of `pos` (both sides keep two pieces or
/// more), each with the square the piece left: self-play seldom reaches
/// the few positions where the capture law decides a shot, and one piece
/// more or less is often all that separates a game's position from one.
fn without_one_piece(pos: &Position) -> Vec<(Position, String)> {
    let fen = pos.to_fen();
    let sections: Vec<&str> = fen.split(':').collect();
    let mut out = Vec::new();
    for (i, section) in sections.iter().enumerate().skip(1) {
        let (letter, list) = section.split_at(1);
        let items: Vec<&str> = list.split(',').filter(|t| !t.is_empty()).collect();
        if items.len() <= 2 {
            continue;
        }
        for skip in 0..items.len() {
            let kept: Vec<&str> =
                items.iter().enumerate().filter(|&(j, _)| j != skip).map(|(_, t)| *t).collect();
            let mut parts = sections.clone();
            let rebuilt = format!("{letter}{}", kept.join(","));
            parts[i] = &rebuilt;
            if let Ok(p) = Position::from_fen(pos.variant(), &parts.join(":")) {
                out.push((p, items[skip].trim_start_matches('K').to_string()));
            }
        }
    }
    out
}

/// The nodes a search of the miner's games may spend on a move (on 10×10
/// boards the deeper levels' searches would take most of the mining time;
/// docs/BENCHMARKS.md); capped, it plays on at the depth it reached.
const GAME_NODES: u64 = 20_000;

/// `damas puzzles retag <file>`: the file again, each tactic's `Theme` tag
/// recomputed by [`tactic_themes`] (the miner's own tagging: shots,
/// breakthroughs, material, endgames, and the captures the majority law or
/// the Italian tie-breaks force on the opponent); drills, tactics whose line
/// shows no theme of calculation, and unreadable games are copied as they
/// are. Deterministic: the same file gives the same output.
fn retag_command(args: FileArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    rewrite_tactics(args, out, |game| {
        let themes = tactic_themes(game.start(), game.moves());
        if !themes.is_empty() {
            let ids: Vec<&str> = themes.iter().map(|t| t.id()).collect();
            game.set_tag("Theme", &ids.join(","));
        }
    })
}

/// Counts each file's tactics by motif and difficulty
///
/// A Markdown row per file: its tactics, how many show each motif, the
/// share of shots and of pure endgame material wins (no theme but
/// win-material and endgame), and how many at each difficulty (tags as the
/// files have them; verify proves them). With --by-difficulty, a row per
/// file and motif instead: how many of that motif at each difficulty. With
/// --by-origin, each file's rows twice: its tactics from the engine's
/// games, then those from games people played (an Origin tag).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct CountArgs {
    /// The puzzle files
    #[arg(value_name = "file", required = true)]
    files: Vec<String>,
    /// A row per file and motif, its tactics at each difficulty
    #[arg(long)]
    by_difficulty: bool,
    /// Rows per file and origin: the engine's games, then games people
    /// played (tactics with an Origin tag, `puzzles acf`)
    #[arg(long)]
    by_origin: bool,
}

/// The file `rate` and `retag` print again.
#[derive(clap::Args)]
pub struct FileArgs {
    /// The puzzle file
    #[arg(value_name = "file")]
    file: String,
}

fn count_command(args: CountArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let names: Vec<&str> = Theme::MOTIFS.iter().map(|t| t.id()).collect();
    if args.by_difficulty {
        writeln!(out, "| file | motif | ★1 | ★2 | ★3 | ★4 | ★5 |")?;
        writeln!(out, "|---|---|---|---|---|---|---|")?;
    } else {
        writeln!(
            out,
            "| file | tactics | {} | shots % | pure endgame % | ★1 | ★2 | ★3 | ★4 | ★5 | ★4–5 % |",
            names.join(" | ")
        )?;
        writeln!(out, "|---|---|{}---|---|---|---|---|---|---|---|", "---|".repeat(Theme::MOTIFS.len()))?;
    }
    for file in &args.files {
        let text = files::read_text(file)?;
        // Each tactic, and whether it comes from a game people played.
        let all: Vec<(Puzzle, bool)> = read_games(&text, Variant::Brazilian)
            .into_iter()
            .flatten()
            .filter_map(|g| Puzzle::from_pdn(&g).ok().map(|p| (p, g.tag("Origin").is_some())))
            .filter(|(p, _)| p.kind == Kind::Tactic)
            .collect();
        let stem = std::path::Path::new(file).file_stem().and_then(|s| s.to_str()).unwrap_or(file);
        let groups: Vec<(String, Vec<Puzzle>)> = if args.by_origin {
            [(false, "engine games"), (true, "human games")]
                .into_iter()
                .map(|(human, label)| {
                    let kept = all.iter().filter(|(_, h)| *h == human).map(|(p, _)| p.clone()).collect();
                    (format!("{stem} ({label})"), kept)
                })
                .collect()
        } else {
            vec![(stem.to_string(), all.into_iter().map(|(p, _)| p).collect())]
        };
        for (name, tactics) in &groups {
            count_rows(name, tactics, args.by_difficulty, out)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The rows of `count` for one file (or one origin of a file's tactics).
fn count_rows(name: &str, tactics: &[Puzzle], by_difficulty: bool, out: &mut impl Write) -> Result<(), Stop> {
    // How many tactics at each difficulty, of those `keep` picks.
    let stars = |keep: &dyn Fn(&Puzzle) -> bool| -> Vec<usize> {
        (1..=5).map(|d| tactics.iter().filter(|p| p.difficulty == d && keep(p)).count()).collect()
    };
    let joined = |v: &[usize]| v.iter().map(usize::to_string).collect::<Vec<_>>().join(" | ");
    if by_difficulty {
        for motif in Theme::MOTIFS {
            let row = stars(&|p: &Puzzle| p.themes.contains(&motif));
            if row.iter().any(|&c| c > 0) {
                writeln!(out, "| {name} | {motif} | {} |", joined(&row))?;
            }
        }
        return Ok(());
    }
    let n = tactics.len().max(1) as f64;
    let with = |t: Theme| tactics.iter().filter(|p| p.themes.contains(&t)).count();
    let pure = tactics
        .iter()
        .filter(|p| {
            p.themes.contains(&Theme::Endgame)
                && p.themes.iter().all(|t| matches!(t, Theme::Endgame | Theme::WinMaterial))
        })
        .count();
    let all = stars(&|_| true);
    let counts: Vec<String> = Theme::MOTIFS.iter().map(|&t| with(t).to_string()).collect();
    writeln!(
        out,
        "| {name} | {} | {} | {:.0} | {:.0} | {} | {:.0} |",
        tactics.len(),
        counts.join(" | "),
        100.0 * with(Theme::Shot) as f64 / n,
        100.0 * pure as f64 / n,
        joined(&all),
        100.0 * (all[3] + all[4]) as f64 / n,
    )?;
    Ok(())
}

fn rate_command(args: FileArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    rewrite_tactics(args, out, |game| {
        let line: Vec<Move> = game.moves().to_vec();
        let d = tactic_difficulty(game.start(), &line, DIFFICULTY_DEPTH);
        game.set_tag("Difficulty", &d.to_string());
    })
}

/// Prints the puzzle file named by `args` again, each tactic changed by
/// `change`; drills and games that do not read as puzzles are copied as
/// they are.
fn rewrite_tactics(
    args: FileArgs,
    out: &mut impl Write,
    change: impl Fn(&mut PdnGame),
) -> Result<ExitCode, Stop> {
    let file = args.file;
    let text = files::read_text(&file)?;
    for mut game in read_games(&text, Variant::Brazilian).into_iter().flatten() {
        if Puzzle::from_pdn(&game).is_ok_and(|p| p.kind == Kind::Tactic) {
            change(&mut game);
        }
        writeln!(out, "{}", puzzle_pdn(&game))?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `generate` draws three positions in four at random: every rule set,
    /// the orthogonal board's too, must get positions out of it.
    #[test]
    fn random_positions_are_drawn_on_every_board() {
        for variant in Variant::ALL {
            let mut rng = seeded::stream(0x5EED, variant as u64);
            for endgame in [false, true] {
                let drawn = (0..50).filter_map(|_| random_position(variant, &mut rng, endgame)).count();
                assert!(drawn >= 25, "{variant}: {drawn} of 50 random positions (endgame {endgame})");
            }
        }
    }
}
