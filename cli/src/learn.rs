//! `damas learn`: the data and the fit of the learned evaluation.
//!
//! `damas learn generate <family> --games N --out FILE` plays self-play games
//! and writes their quiet positions (`--learned FILE`: searching with those
//! weights rather than the hand-set evaluation); `damas learn train <family> --data FILE
//! --out FILE` fits the weights. Both are deterministic from `--seed`.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

use damas_engine::search::{generate, train, Family, GenerateConfig, LearnedEval, Sample, TrainConfig};
use damas_engine::Variant;

use crate::args::{self, Opt, Positional};
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

pub fn command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    match args::subcommand("learn", args, &["generate", "train"])? {
        ("generate", rest) => generate_command(rest, out),
        (_, rest) => train_command(rest, out),
    }
}

fn generate_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "games", takes_value: true },
        Opt { name: "seed", takes_value: true },
        Opt { name: "depth", takes_value: true },
        Opt { name: "nodes", takes_value: true },
        Opt { name: "learned", takes_value: true },
        Opt { name: "out", takes_value: true },
    ];
    let split = args::split(args, &options)?;
    let mut positional = Positional::new(split.positional.clone());
    let (family, rule_set) = scope(&positional.next("family")?)?;
    positional.end()?;
    let learned = split.value("learned").map(|file| learned_file(file, family)).transpose()?;
    let games = args::number(
        split.value("games").ok_or_else(|| "missing option --games N".to_string())?,
        "games",
        1,
        10_000_000,
    )?;
    let seed = split.value("seed").map(args::seed).transpose()?.unwrap_or(1);
    let path = split.value("out").ok_or_else(|| "missing option --out FILE".to_string())?.to_string();
    let mut config = GenerateConfig::new(family, games as usize, seed);
    config.rule_set = rule_set;
    if let Some(d) = split.value("depth") {
        config.depth = args::search_depth(d)?;
    }
    if let Some(n) = split.value("nodes") {
        config.nodes = args::number(n, "nodes", 1, u64::MAX)?;
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

fn train_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "data", takes_value: true },
        Opt { name: "out", takes_value: true },
        Opt { name: "epochs", takes_value: true },
        Opt { name: "seed", takes_value: true },
        Opt { name: "result-weight", takes_value: true },
        Opt { name: "l2", takes_value: true },
        Opt { name: "rate", takes_value: true },
        Opt { name: "no-hand", takes_value: false },
    ];
    let split = args::split(args, &options)?;
    let mut positional = Positional::new(split.positional.clone());
    let (family, rule_set) = scope(&positional.next("family")?)?;
    positional.end()?;
    let data = split.value("data").ok_or_else(|| "missing option --data FILE[,FILE...]".to_string())?;
    let path = split.value("out").ok_or_else(|| "missing option --out FILE".to_string())?.to_string();
    let mut config = TrainConfig::default();
    if let Some(e) = split.value("epochs") {
        config.epochs = args::number(e, "epochs", 1, 1000)? as usize;
    }
    config.seed = split.value("seed").map(args::seed).transpose()?.unwrap_or(config.seed);
    let fraction = |name: &str, text: &str| -> Result<f32, String> {
        text.parse::<f32>()
            .ok()
            .filter(|x| x.is_finite() && *x >= 0.0)
            .ok_or(format!("--{name}: '{}' is not a number >= 0", args::snippet(text)))
    };
    if let Some(x) = split.value("result-weight") {
        config.result_weight = fraction("result-weight", x)?.min(1.0);
    }
    if let Some(x) = split.value("l2") {
        config.l2 = fraction("l2", x)?;
    }
    if let Some(x) = split.value("rate") {
        config.learning_rate = fraction("rate", x)?;
    }
    config.hand_base = !split.flag("no-hand");
    let mut samples = Vec::new();
    for file in data.split(',') {
        let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
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
        return Err(Stop::Usage(format!("{data}: no positions of {of}")));
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
