//! `damas puzzles acf <file>`: tactics from human games, the ACF archive of
//! English checkers games ([`crate::acf`]), found and proved by the miner's
//! own path ([`crate::mined::mine_position`], [`TacticProver`]).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use damas_engine::Variant;

use crate::acf::AcfGame;
use crate::args;
use crate::files;
use crate::mined::{Haul, MineOptions};
use crate::prover::{positions_in, TacticProver};
use crate::puzzle_file::theme_counts;
use crate::Stop;

/// The credit every tactic of the archive carries in its Source tag.
pub const CREDIT: &str = "ACF archive (EricCJoyce/Datasets, MIT)";

/// Finds English tactics in the human games of the ACF archive
///
/// Reads the ACF archive of English checkers games (EricCJoyce/Datasets,
/// Checkers/ACF.txt, MIT: one game a line, moves `a-b` or `a-b-c` in
/// squares 0 to 31, a tab, the result 1-0, 0-1 or 1/2-1/2) and replays each
/// game under our English rules. A line that is not a legal game is
/// reported on standard error and skipped:
///   damas: game <line>: <why>
/// Then, unless --check, every position of the games --from N to --to M
/// (line numbers, from 1) goes through the miner's own path (as `puzzles
/// mine`: positions already found, in --exclude files or as colour mirrors,
/// skipped; the cheap shallow filter; the line built at --depth D, proved
/// there and at D + 2, rechecked at D + 4 with the endgame tables; the
/// difficulty measured). Prints PDN (Kind tactic, ids english-hNNNN, an
/// Origin tag acf:<game>:<ply> and a Source tag crediting the archive, the
/// game and the ply) until --count N or --seconds S. After each game, a
/// line on standard error to resume from:
///   damas: done game <line>, <n> tactics
/// then a summary: games read, legal, skipped; positions; tactics by theme.
/// Status 0 whatever the games; 2 if the file cannot be read.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The archive (ACF.txt)
    #[arg(value_name = "file")]
    file: String,
    /// Only replays the games and reports those that are not legal
    #[arg(long)]
    check: bool,
    /// The first game looked at, a line number from 1
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    from: u32,
    /// The last game looked at (default: the last line)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    to: Option<u32>,
    /// The most tactics, 1 to 100000 (default: as many as are found)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: Option<u32>,
    #[command(flatten)]
    mining: MineOptions,
    #[command(flatten)]
    run: args::PuzzleRun,
}

/// What a run counted, for its summary.
#[derive(Default)]
struct Counts {
    games: usize,
    skipped: usize,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { file, check, from, to, count, mining, run: args::PuzzleRun { seconds, first_id } } = args;
    let text = files::read_text(&file)?;
    let settings = mining.settings();
    let MineOptions { depth, shallow, exclude } = mining;
    let mut prover = TacticProver::new(Variant::English, depth);
    let mut haul = Haul::new(positions_in(&exclude, Variant::English)?);
    let started = Instant::now();
    let mut counts = Counts::default();
    let last = to.unwrap_or(u32::MAX) as usize;
    let wanted = count.map_or(usize::MAX, |c| c as usize);
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        if number < from as usize || line.trim().is_empty() {
            continue;
        }
        if number > last || haul.kept >= wanted || seconds.is_some_and(|s| started.elapsed().as_secs() >= s) {
            break;
        }
        counts.games += 1;
        let game = match AcfGame::read(line) {
            Ok(game) => game,
            Err(why) => {
                counts.skipped += 1;
                eprintln!("damas: game {number}: {why}");
                continue;
            }
        };
        if check {
            continue;
        }
        // After a tactic, the positions of its own line are not looked at.
        let mut skip_until = 0;
        for (p, pos) in game.positions.iter().enumerate() {
            let ply = p + 1;
            if ply < skip_until || haul.kept >= wanted {
                continue;
            }
            let id = format!("english-h{:04}", first_id as usize + haul.kept);
            let Some((puzzle, line)) = haul.mine(&mut prover, pos, shallow, id, None) else { continue };
            let Ok(mut pdn) = puzzle.to_pdn() else { continue };
            pdn.set_tag("Origin", &format!("acf:{number}:{ply}"));
            let settings =
                if settings.is_empty() { String::new() } else { format!(" (mined with{settings})") };
            pdn.set_tag("Source", &format!("{CREDIT}, game {number}, ply {ply}{settings}"));
            haul.keep(pos, &puzzle, &pdn, out)?;
            skip_until = ply + line.len();
        }
        eprintln!("damas: done game {number}, {} tactics", haul.kept);
    }
    let Counts { games, skipped } = counts;
    let Haul { looked: positions, past_shallow, kept: tactics, themes, .. } = haul;
    eprintln!(
        "damas: {games} games read, {} legal, {skipped} skipped; {positions} positions ({past_shallow} past the shallow filter), {tactics} tactics in {:.0} s ({})",
        games - skipped,
        started.elapsed().as_secs_f64(),
        theme_counts(&themes)
    );
    if !check {
        prover.time.print();
    }
    Ok(ExitCode::SUCCESS)
}
