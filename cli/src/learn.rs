//! `damas learn`: the data and the fit of the learned evaluation.
//!
//! `damas learn generate <family> --games N --out FILE` plays self-play games
//! and writes their quiet positions (`--learned FILE`: searching with those
//! weights rather than the hand-set evaluation); `damas learn train <family> --data FILE
//! --out FILE` fits the weights. Both are deterministic from `--seed`: the
//! engine draws them from ChaCha8 (rand_chacha), as the other commands do
//! (`seeded.rs`), which promises its stream in every version of the crate.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

use damas_engine::search::{generate, train, Family, GenerateConfig, LearnedEval, Sample, TrainConfig};
use damas_engine::Variant;

use crate::args;
use crate::files;
use crate::Stop;

/// Reads a family by its id (`flying-eight`, `short-eight`, `ten`), or one
/// rule set (its family, that rule set only).
fn scope(text: &str) -> Result<(Family, Option<Variant>), String> {
    if let Some(f) = Family::ALL.into_iter().find(|f| f.id() == text.trim()) {
        return Ok((f, None));
    }
    args::variant(text).map(|v| (Family::of(v), Some(v))).map_err(|_| {
        format!(
            "unknown family '{}' (expected flying-eight, short-eight, ten or a rule set)",
            args::snippet(text)
        )
    })
}

/// The learned evaluation: self-play data and the fit
#[derive(clap::Subcommand)]
pub enum Command {
    Generate(GenerateArgs),
    Train(TrainArgs),
}

pub fn run(command: Command, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match command {
        Command::Generate(args) => generate_command(args, out),
        Command::Train(args) => train_command(args, out),
    }
}

/// Plays self-play games and writes their quiet positions
///
/// Plays --games N self-play games (hand-set evaluation, --depth D plies and
/// --nodes N nodes a move; 6 random opening plies; small random choices
/// among near-equal moves) in the rule sets of a family (flying-eight,
/// short-eight, ten) or in one rule set (its name), seeded by --seed S, and
/// writes every quiet position with the game's result and the search's
/// score to --out FILE (30 bytes each).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct GenerateArgs {
    /// A family of rule sets (flying-eight, short-eight, ten) or one rule set
    #[arg(value_name = "family", value_parser = scope)]
    scope: (Family, Option<Variant>),
    /// The number of games, 1 to 10000000
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    games: u64,
    /// The file to write
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Seeds the games
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Plies a move (default 6)
    #[arg(long, value_name = "D", value_parser = args::search_depth())]
    depth: Option<u32>,
    /// Nodes a move (default 6000)
    #[arg(long, value_name = "N", value_parser = args::nodes())]
    nodes: Option<u64>,
    /// Searches with these weights rather than the hand-set evaluation
    #[arg(long, value_name = "FILE")]
    learned: Option<String>,
}

fn generate_command(args: GenerateArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let GenerateArgs { scope: (family, rule_set), games, out: path, seed, depth, nodes, learned } = args;
    let learned = learned.map(|file| learned_file(&file, family)).transpose()?;
    let mut config = GenerateConfig::new(family, games as usize, seed);
    config.rule_set = rule_set;
    if let Some(d) = depth {
        config.depth = d;
    }
    if let Some(n) = nodes {
        config.nodes = n;
    }
    let started = std::time::Instant::now();
    let samples = generate(&config, learned, &mut |game, samples| {
        if game % 100 == 0 {
            eprintln!("{game} games, {samples} positions, {:.0} s", started.elapsed().as_secs_f64());
        }
    });
    let mut bytes = Vec::with_capacity(samples.len() * damas_engine::search::SAMPLE_BYTES);
    for s in &samples {
        bytes.extend_from_slice(&s.to_bytes());
    }
    std::fs::write(&path, bytes).map_err(|e| format!("{path}: {e}"))?;
    writeln!(
        out,
        "{} games, {} positions, {:.1} s -> {path}",
        games,
        samples.len(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Reads a weights file of `family` for the self-play searches.
fn learned_file(file: &str, family: Family) -> Result<Arc<LearnedEval>, String> {
    let eval = crate::shipped::read_learned(file)?;
    if eval.family() != family {
        return Err(format!("{file}: weights of {}, not of {}", eval.family().id(), family.id()));
    }
    Ok(eval)
}

/// Fits a learned evaluation to self-play positions
///
/// Fits a learned evaluation for the family to the positions of --data
/// FILE[,FILE...] (given a rule set's name, to that rule set's positions
/// only) and writes it to --out FILE; prints the loss of each epoch on the
/// data and on the last 5 %, held out:
///   epoch <e> loss <l> holdout <h>
/// The target is --result-weight X times the game result plus the rest
/// times the squashed search score.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct TrainArgs {
    /// A family of rule sets (flying-eight, short-eight, ten) or one rule set
    #[arg(value_name = "family", value_parser = scope)]
    scope: (Family, Option<Variant>),
    /// The positions, files written by `damas learn generate`
    #[arg(long, value_name = "FILE[,FILE...]", value_delimiter = ',', required = true)]
    data: Vec<String>,
    /// The weights file to write
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Passes over the data, 1 to 1000 (default 8)
    #[arg(long, value_name = "E", value_parser = clap::value_parser!(u16).range(1..=1000))]
    epochs: Option<u16>,
    /// Seeds the shuffles
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// The game result's share of the target, 0 to 1 (default 0.5)
    #[arg(long, value_name = "X", value_parser = share)]
    result_weight: Option<f32>,
    /// The fit's L2 penalty
    #[arg(long, value_name = "X", value_parser = non_negative)]
    l2: Option<f32>,
    /// The fit's learning rate
    #[arg(long, value_name = "X", value_parser = non_negative)]
    rate: Option<f32>,
    /// Fits material with the regions instead of adding the regions to the
    /// hand-set terms
    #[arg(long)]
    no_hand: bool,
}

/// A share, from 0 to 1.
fn share(text: &str) -> Result<f32, String> {
    non_negative(text)
        .ok()
        .filter(|x| *x <= 1.0)
        .ok_or(format!("'{}' is not a number from 0 to 1", args::snippet(text)))
}

/// A finite number, 0 or more.
fn non_negative(text: &str) -> Result<f32, String> {
    text.parse::<f32>()
        .ok()
        .filter(|x| x.is_finite() && *x >= 0.0)
        .ok_or(format!("'{}' is not a number >= 0", args::snippet(text)))
}

fn train_command(args: TrainArgs, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let TrainArgs {
        scope: (family, rule_set),
        data,
        out: path,
        epochs,
        seed,
        result_weight,
        l2,
        rate,
        no_hand,
    } = args;
    let mut config = TrainConfig::default();
    if let Some(e) = epochs {
        config.epochs = e.into();
    }
    config.seed = seed.unwrap_or(config.seed);
    if let Some(x) = result_weight {
        config.result_weight = x;
    }
    if let Some(x) = l2 {
        config.l2 = x;
    }
    if let Some(x) = rate {
        config.learning_rate = x;
    }
    config.hand_base = !no_hand;
    let mut samples = Vec::new();
    for file in &data {
        let bytes = files::read(file)?;
        if bytes.len() % damas_engine::search::SAMPLE_BYTES != 0 {
            return Err(Stop::Usage(format!("{file}: not a whole number of samples")));
        }
        for (i, chunk) in bytes.chunks_exact(damas_engine::search::SAMPLE_BYTES).enumerate() {
            samples.push(Sample::from_bytes(chunk).ok_or(format!("{file}: sample {} is damaged", i + 1))?);
        }
    }
    samples.retain(|s| rule_set.is_none_or(|v| s.position.variant() == v));
    if samples.is_empty() {
        let of = rule_set.map_or(family.id(), |v| v.id());
        return Err(Stop::Usage(format!("{}: no positions of {of}", data.join(","))));
    }
    let started = std::time::Instant::now();
    let (eval, report) = train(family, &samples, &config);
    for (epoch, (t, h)) in report.train.iter().zip(&report.holdout).enumerate() {
        writeln!(out, "epoch {epoch} loss {t:.5} holdout {h:.5}")?;
    }
    std::fs::write(&path, eval.to_bytes()).map_err(|e| format!("{path}: {e}"))?;
    writeln!(
        out,
        "{} positions, {:.1} s, material {:?}, hand terms x{:.3} -> {path}",
        samples.len(),
        started.elapsed().as_secs_f64(),
        eval.material(),
        eval.base() as f64 / damas_engine::search::BASE_ONE as f64
    )?;
    Ok(ExitCode::SUCCESS)
}
