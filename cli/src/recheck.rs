//! `damas puzzles recheck <files...>`: every tactic looked at again, four
//! plies deeper than the verifier and with the rule set's endgame tables
//! ([`Recheck`]); `--drop` writes each file again without the tactics it
//! refuses. Each answer is printed as soon as it is known, so a run that
//! is stopped can be taken up again with `--resume <its output>`.

use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use damas_engine::endgame::EndgameTables;
use damas_engine::notation::{read_games, PdnGame};
use damas_engine::teaching::{Kind, Puzzle, PuzzleFlaw, Recheck};
use damas_engine::Variant;

use crate::args::{self, Opt};
use crate::puzzle_file::puzzle_pdn;
use crate::{shipped, Stop};

/// One game of a file, and the re-check's answer when it is a tactic.
struct Entry {
    game: PdnGame,
    tactic: Option<Puzzle>,
    answer: Option<Answer>,
}

/// The re-check's answer on a tactic: kept, or refused and why.
#[derive(Clone, Debug, PartialEq)]
enum Answer {
    Ok,
    Refused(String),
}

impl Answer {
    fn new(result: Result<(), PuzzleFlaw>) -> Answer {
        match result {
            Ok(()) => Answer::Ok,
            Err(flaw) => Answer::Refused(args::one_line(&flaw.to_string())),
        }
    }

    /// The output line for tactic `id`.
    fn line(&self, id: &str) -> String {
        match self {
            Answer::Ok => format!("ok {id}"),
            Answer::Refused(why) => format!("REFUSED {id}: {why}"),
        }
    }

    /// An output line read back: the tactic's id and its answer.
    fn parse(line: &str) -> Option<(String, Answer)> {
        if let Some(id) = line.strip_prefix("ok ") {
            return Some((id.trim().to_string(), Answer::Ok));
        }
        let (id, why) = line.strip_prefix("REFUSED ")?.split_once(": ")?;
        Some((id.to_string(), Answer::Refused(why.to_string())))
    }
}

pub fn command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "depth", takes_value: true },
        Opt { name: "jobs", takes_value: true },
        Opt { name: "drop", takes_value: false },
        Opt { name: "resume", takes_value: true },
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
    // Answers of an earlier run (its output), not looked at again.
    let mut earlier: HashMap<String, Answer> = HashMap::new();
    if let Some(log) = split.value("resume") {
        let text = std::fs::read_to_string(log)
            .map_err(|e| Stop::Usage(format!("cannot read '{}': {e}", args::snippet(log))))?;
        earlier.extend(text.lines().filter_map(Answer::parse));
    }
    let mut files = Vec::new();
    for file in &split.positional {
        let text = std::fs::read_to_string(file)
            .map_err(|e| Stop::Usage(format!("cannot read '{}': {e}", args::snippet(file))))?;
        let mut entries = Vec::new();
        for (i, game) in read_games(&text, Variant::Brazilian).into_iter().enumerate() {
            let game = game.map_err(|e| Stop::Usage(format!("{file} game {}: {e}", i + 1)))?;
            let tactic = Puzzle::from_pdn(&game).ok().filter(|p| p.kind == Kind::Tactic);
            let answer = tactic.as_ref().and_then(|p| earlier.get(&p.id).cloned());
            entries.push(Entry { game, tactic, answer });
        }
        files.push((file.clone(), entries));
    }
    let mut tables: HashMap<Variant, Option<Arc<EndgameTables>>> = HashMap::new();
    let mut work = Vec::new();
    for (f, (_, entries)) in files.iter().enumerate() {
        for (g, entry) in entries.iter().enumerate() {
            if let (Some(p), None) = (&entry.tactic, &entry.answer) {
                let endgame =
                    tables.entry(p.variant).or_insert_with(|| shipped::knowledge(p.variant).endgame);
                work.push((f, g, p.clone(), Recheck { depth, endgame: endgame.clone(), ..base.clone() }));
            }
        }
    }
    let started = Instant::now();
    // The earlier run's answers first, then each new one as it comes.
    let mut known = 0usize;
    for (_, entries) in &files {
        for entry in entries {
            if let (Some(p), Some(answer)) = (&entry.tactic, &entry.answer) {
                writeln!(out, "{}", answer.line(&p.id))?;
                known += 1;
            }
        }
    }
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel();
    let written: std::io::Result<Vec<(usize, usize, Answer)>> = std::thread::scope(|scope| {
        for _ in 0..jobs {
            let tx = tx.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((f, g, puzzle, recheck)) = work.get(i) else { break };
                if tx.send((*f, *g, Answer::new(recheck.check(puzzle)))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut answers = Vec::new();
        for (f, g, answer) in rx {
            let id = &files[f].1[g].tactic.as_ref().expect("a tactic").id;
            writeln!(out, "{}", answer.line(id))?;
            out.flush()?;
            answers.push((f, g, answer));
            // Progress on standard error: a 10×10 file takes hours.
            if answers.len() % 25 == 0 {
                let refused = answers.iter().filter(|a| a.2 != Answer::Ok).count();
                eprintln!(
                    "damas: {} of {} rechecked, {refused} refused, {:.0} s",
                    answers.len(),
                    work.len(),
                    started.elapsed().as_secs_f64()
                );
            }
        }
        Ok(answers)
    });
    for (f, g, answer) in written? {
        files[f].1[g].answer = Some(answer);
    }
    let refused = files
        .iter()
        .flat_map(|(_, entries)| entries)
        .filter(|e| matches!(e.answer, Some(Answer::Refused(_))))
        .count();
    if split.flag("drop") {
        for (file, entries) in &files {
            let kept: Vec<String> = entries
                .iter()
                .filter(|e| !matches!(e.answer, Some(Answer::Refused(_))))
                .map(|e| format!("{}\n", puzzle_pdn(&e.game)))
                .collect();
            std::fs::write(file, kept.concat())
                .map_err(|e| Stop::Usage(format!("cannot write '{}': {e}", args::snippet(file))))?;
        }
    }
    writeln!(
        out,
        "summary: {} tactics ({known} from an earlier run), {refused} refused, depth {depth}, {jobs} jobs, {:.1} s",
        work.len() + known,
        started.elapsed().as_secs_f64()
    )?;
    Ok(ExitCode::SUCCESS)
}
