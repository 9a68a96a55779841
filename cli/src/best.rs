//! `damas best`: the engine's move in a position, with its thinking.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use damas_engine::search::{Info, Limits, Searcher, StdClock};
use damas_engine::{Game, Move, Position};

use crate::args::{self, Command, Opt};
use crate::Stop;

/// Transposition table of every search: 2^20 entries (16 MiB).
pub const TABLE_BITS: u32 = 20;

pub fn command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "level", takes_value: true },
        Opt { name: "depth", takes_value: true },
        Opt { name: "movetime", takes_value: true },
        Opt { name: "seed", takes_value: true },
        Opt { name: "endgame", takes_value: true },
        Opt { name: "plain", takes_value: false },
    ];
    let Command { variant, mut positional, options: split } = args::command(args, &options)?;
    let fen = positional.next("FEN")?;
    positional.end()?;
    let limited: Vec<&str> = ["level", "depth", "movetime"].into_iter().filter(|n| split.flag(n)).collect();
    if let [first, second, ..] = limited[..] {
        return Err(Stop::Usage(format!("options --{first} and --{second} cannot be used together")));
    }
    let seed = split.value("seed").map(args::seed).transpose()?.unwrap_or(0);
    // A level plays as the app ships it, unless --plain.
    let mut level = None;
    let limits = if let Some(depth) = split.value("depth") {
        Limits { seed, ..Limits::depth(args::search_depth(depth)?) }
    } else if let Some(ms) = split.value("movetime") {
        Limits { seed, ..Limits::movetime(args::movetime(ms)?) }
    } else {
        let l = args::level(split.value("level").unwrap_or("empresario"))?;
        level = Some(l).filter(|_| !split.flag("plain"));
        l.limits(seed)
    };
    let pos = args::position(variant, &fen)?;

    let game = Game::from_position(pos);
    let stop = AtomicBool::new(false);
    let mut failed: Option<io::Error> = None;
    let mut searcher = Searcher::new(TABLE_BITS);
    if let Some(level) = level {
        crate::shipped::knowledge(variant).apply(&mut searcher, level.uses_book());
        searcher.set_contempt(level.contempt(variant));
    }
    if let Some(path) = split.value("endgame") {
        searcher.set_endgame(Some(crate::shipped::load_endgame(variant, path)?));
    }
    let result = searcher.search(&game, &limits, &StdClock::start(), Some(&stop), &mut |info| {
        if failed.is_some() {
            return;
        }
        // Each depth is shown as soon as it is done; a closed output ends
        // the search.
        if let Err(e) = write_info(out, &pos, info).and_then(|()| out.flush()) {
            failed = Some(e);
            stop.store(true, Ordering::Relaxed);
        }
    });
    if let Some(e) = failed {
        return Err(Stop::Io(e));
    }
    match result.best {
        Some(mv) => writeln!(out, "bestmove {}", pos.move_text(&mv))?,
        None => writeln!(out, "bestmove none")?,
    }
    Ok(ExitCode::SUCCESS)
}

/// `info depth <d> score <s> nodes <n> pv <move>...`
fn write_info(out: &mut impl Write, pos: &Position, info: &Info) -> io::Result<()> {
    let pv = line_text(pos, &info.pv).join(" ");
    writeln!(out, "info depth {} score {} nodes {} pv {pv}", info.depth, info.score, info.nodes)
}

/// The texts of the moves of a line from `pos`, each written in the position
/// where it is played.
pub fn line_text(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut pos = *pos;
    line.iter()
        .map(|mv| {
            let text = pos.move_text(mv);
            pos.play_unchecked(mv);
            text
        })
        .collect()
}
