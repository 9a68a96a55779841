//! `damas puzzles recheck <files...>`: every tactic looked at again, four
//! plies deeper than the verifier and with the rule set's endgame tables
//! ([`Recheck`]); `--drop` writes each file again without the tactics it
//! refuses.

use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use damas_engine::endgame::EndgameTables;
use damas_engine::notation::{read_games, PdnGame};
use damas_engine::teaching::{Kind, Puzzle, PuzzleFlaw, Recheck};
use damas_engine::Variant;

use crate::args::{self, Opt};
use crate::puzzles::puzzle_pdn;
use crate::{shipped, Stop};

/// One game of a file, and the re-check's answer when it is a tactic.
struct Entry {
    game: PdnGame,
    tactic: Option<Puzzle>,
    answer: Option<Result<(), PuzzleFlaw>>,
}

pub fn command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "depth", takes_value: true },
        Opt { name: "jobs", takes_value: true },
        Opt { name: "drop", takes_value: false },
    ];
    let split = args::split(args, &options)?;
    let base = Recheck::new(None);
    let depth = split.value("depth").map(args::search_depth).transpose()?.unwrap_or(base.depth);
    let jobs = match split.value("jobs") {
        Some(text) => text
            .parse::<usize>()
            .ok()
            .filter(|j| (1..=64).contains(j))
            .ok_or_else(|| Stop::Usage(format!("--jobs takes 1 to 64, not '{}'", args::snippet(text))))?,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    if split.positional.is_empty() {
        return Err(Stop::Usage("missing puzzle file".into()));
    }
    let mut files = Vec::new();
    for file in &split.positional {
        let text = std::fs::read_to_string(file)
            .map_err(|e| Stop::Usage(format!("cannot read '{}': {e}", args::snippet(file))))?;
        let mut entries = Vec::new();
        for (i, game) in read_games(&text, Variant::Brazilian).into_iter().enumerate() {
            let game = game.map_err(|e| Stop::Usage(format!("{file} game {}: {e}", i + 1)))?;
            let tactic = Puzzle::from_pdn(&game).ok().filter(|p| p.kind == Kind::Tactic);
            entries.push(Entry { game, tactic, answer: None });
        }
        files.push((file.clone(), entries));
    }
    let mut tables: HashMap<Variant, Option<Arc<EndgameTables>>> = HashMap::new();
    let mut work = Vec::new();
    for (f, (_, entries)) in files.iter().enumerate() {
        for (g, entry) in entries.iter().enumerate() {
            if let Some(p) = &entry.tactic {
                let endgame =
                    tables.entry(p.variant).or_insert_with(|| shipped::knowledge(p.variant).endgame);
                work.push((f, g, p.clone(), Recheck { depth, endgame: endgame.clone(), ..base.clone() }));
            }
        }
    }
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let answers = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((f, g, puzzle, recheck)) = work.get(i) else { break };
                let answer = recheck.check(puzzle);
                let mut answers = answers.lock().expect("no worker panicked");
                answers.push((*f, *g, answer));
                // Progress on standard error: a 10×10 file takes an hour.
                if answers.len() % 25 == 0 {
                    let refused = answers.iter().filter(|a| a.2.is_err()).count();
                    eprintln!(
                        "damas: {} of {} rechecked, {refused} refused, {:.0} s",
                        answers.len(),
                        work.len(),
                        started.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
    for (f, g, answer) in answers.into_inner().expect("no worker panicked") {
        files[f].1[g].answer = Some(answer);
    }
    let mut refused = 0usize;
    for (file, entries) in &files {
        for entry in entries {
            if let (Some(p), Some(answer)) = (&entry.tactic, &entry.answer) {
                match answer {
                    Ok(()) => writeln!(out, "ok {}", p.id)?,
                    Err(flaw) => {
                        refused += 1;
                        writeln!(out, "REFUSED {}: {}", p.id, args::one_line(&flaw.to_string()))?;
                    }
                }
            }
        }
        if split.flag("drop") {
            let kept: Vec<String> = entries
                .iter()
                .filter(|e| !matches!(e.answer, Some(Err(_))))
                .map(|e| format!("{}\n", puzzle_pdn(&e.game)))
                .collect();
            std::fs::write(file, kept.concat())
                .map_err(|e| Stop::Usage(format!("cannot write '{}': {e}", args::snippet(file))))?;
        }
    }
    writeln!(
        out,
        "summary: {} tactics, {refused} refused, depth {depth}, {jobs} jobs, {:.1} s",
        work.len(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(ExitCode::SUCCESS)
}
