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

use crate::args;
use crate::files;
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

/// Looks at every tactic again, deeper and with the endgame tables
///
/// Looks at every tactic again, --depth D plies (default 12: four deeper
/// than verify) with the rule set's endgame tables
/// (engine/data/endgame/<rule-set>.egdb), and refuses it when, at any step
/// of the solver's, another move keeps a comparable result (as good, or
/// within the margin of 1.5 men, unless the solution wins by force and it
/// does not). One line per tactic, printed as soon as it is known:
///   ok <id>
///   REFUSED <id>: <flaw>
/// then `summary: <n> tactics (<k> from an earlier run), <r> refused, depth
/// <d>, <j> jobs, <s> s` (and every 25 tactics a line of progress on
/// standard error).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The puzzle files
    #[arg(value_name = "file", required = true)]
    files: Vec<String>,
    /// Plies each tactic is searched (default 12)
    #[arg(long, value_name = "D", value_parser = args::search_depth())]
    depth: Option<u32>,
    /// Searches N tactics at once, 1 to 64 (default: the machine's cores)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=64))]
    jobs: Option<u8>,
    /// Writes each file again without the tactics it refuses
    #[arg(long)]
    drop: bool,
    /// Takes the answers in LOG (an earlier run's output, even one stopped
    /// half way) instead of searching those tactics again
    #[arg(long, value_name = "LOG")]
    resume: Option<String>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { files: paths, depth, jobs, drop: drop_refused, resume } = args;
    let base = Recheck::new(None);
    let depth = depth.unwrap_or(base.depth);
    let jobs = match jobs {
        Some(jobs) => usize::from(jobs),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    // Answers of an earlier run (its output), not looked at again.
    let mut earlier: HashMap<String, Answer> = HashMap::new();
    if let Some(log) = &resume {
        let text = files::read_text(log)?;
        earlier.extend(text.lines().filter_map(Answer::parse));
    }
    let mut files = Vec::new();
    for file in &paths {
        let text = files::read_text(file)?;
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
    if drop_refused {
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
