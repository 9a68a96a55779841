//! `damas arena`: our engine against any engine that speaks the Hub
//! protocol, each in its own process, refereed by our rules.
//!
//! Every move either side sends is checked against the legal moves of the
//! position; a move that is illegal, unreadable or missing (no answer in
//! time, a crashed engine) is printed with the position and loses that game
//! for that side. Each opening is played twice, colours swapped.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command as Process, ExitCode, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use damas_engine::{BoardSize, Color, DrawReason, Game, Move, Outcome, Position, Variant, WinReason};

use crate::args;
use crate::best::line_text;
use crate::duel::{draw_opening, game_line, MAX_GAMES, MAX_OPENING, MAX_PLIES};
use crate::files;
use crate::hub::{self, HubLine};
use crate::seeded;
use crate::tally::{elo_text, Tally};
use crate::Stop;

/// How to start one engine.
#[derive(Clone, Debug)]
enum Launch {
    /// This program's own `damas hub <rule-set>`, with `--cpu-time` if true.
    Ours(bool),
    /// A shell command line (`sh -c`), e.g. `cd /opt/scan && exec ./scan hub`.
    Shell(String),
}

/// Where the protocol transcript goes (`--log FILE`), if anywhere.
struct Log(Option<BufWriter<File>>);

impl Log {
    fn line(&mut self, side: &str, arrow: &str, text: &str) {
        if let Some(file) = &mut self.0 {
            // A transcript that cannot be written is not worth stopping a match for.
            let _ = writeln!(file, "{side} {arrow} {text}");
        }
    }
}

/// A running engine process and the lines it writes.
struct Engine {
    side: &'static str,
    name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts the engine and goes through `hub` ... `wait`, `init` ... `ready`.
    fn start(launch: &Launch, variant: Variant, side: &'static str, log: &mut Log) -> Result<Engine, String> {
        let mut process = match launch {
            Launch::Ours(cpu_time) => {
                let exe = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
                let mut p = Process::new(exe);
                p.args(["hub", variant.id()]);
                if *cpu_time {
                    p.arg("--cpu-time");
                }
                p
            }
            Launch::Shell(line) => {
                let mut p = Process::new("sh");
                p.args(["-c", line]);
                p
            }
        };
        let mut child = process
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start engine {side}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no engine stdin")?;
        let stdout = child.stdout.take().ok_or("no engine stdout")?;
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine { side, name: side.to_string(), child, stdin, lines };
        let startup = Duration::from_secs(120);
        engine.send(&HubLine::new("hub"), log)?;
        let mut id = None;
        engine.wait_for("wait", startup, log, &mut |line| {
            if line.command == "id" {
                id = Some(line.clone());
            }
        })?;
        if let Some(id) = id {
            let name = id.value("name").unwrap_or(side);
            engine.name = match id.value("version") {
                Some(v) if !v.is_empty() => format!("{name} {v}"),
                _ => name.to_string(),
            };
        }
        engine.send(&HubLine::new("init"), log)?;
        engine.wait_for("ready", startup, log, &mut |_| {})?;
        Ok(engine)
    }

    fn send(&mut self, line: &HubLine, log: &mut Log) -> Result<(), String> {
        let text = line.to_string();
        log.line(self.side, ">", &text);
        writeln!(self.stdin, "{text}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("engine {} ({}) stopped reading: {e}", self.side, self.name))
    }

    /// Reads lines until one whose command is `word`, within `timeout`;
    /// `seen` is shown every line before it.
    fn wait_for(
        &mut self,
        word: &str,
        timeout: Duration,
        log: &mut Log,
        seen: &mut dyn FnMut(&HubLine),
    ) -> Result<HubLine, String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let text = match self.lines.recv_timeout(left) {
                Ok(text) => text,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("no '{word}' within {:.1} s", timeout.as_secs_f64()));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("the engine quit before '{word}'"))
                }
            };
            log.line(self.side, "<", &text);
            let Ok(line) = HubLine::parse(&text) else { continue };
            seen(&line);
            if line.command == word {
                return Ok(line);
            }
        }
    }

    /// Asks for a move in the game's position; the move text as sent.
    /// Asks for a move in the game's position, sent as the position after
    /// the last man move or capture and the king moves since (`bare`: the
    /// current position alone). The move text as sent, and the `error`
    /// lines the engine wrote meanwhile.
    fn think(
        &mut self,
        game: &Game,
        level: &HubLine,
        bare: bool,
        timeout: Duration,
        log: &mut Log,
    ) -> (Result<String, Failure>, Vec<String>) {
        let (pos, moves) = if bare { (*game.position(), Vec::new()) } else { hub_position(game) };
        let mut line = HubLine::new("pos").arg("pos", hub::position_text(&pos));
        if !moves.is_empty() {
            line = line.arg("moves", moves.join(" "));
        }
        let mut errors = Vec::new();
        let asked = self.send(&line, log).and_then(|_| self.send(level, log));
        if let Err(e) = asked.and_then(|_| self.send(&HubLine::new("go").flag("think"), log)) {
            return (Err(Failure::NoAnswer(e)), errors);
        }
        let done = self.wait_for("done", timeout, log, &mut |line| {
            if line.command == "error" {
                errors.push(line.to_string());
            }
        });
        let answer = match done {
            Ok(done) => done.value("move").map(str::to_string).ok_or(Failure::Unreadable(done.to_string())),
            Err(e) => Err(Failure::NoAnswer(e)),
        };
        (answer, errors)
    }

    fn quit(mut self, log: &mut Log) {
        let _ = self.send(&HubLine::new("quit"), log);
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Why a side gave no move.
enum Failure {
    /// Timed out, crashed or stopped reading.
    NoAnswer(String),
    /// A `done` line without a move.
    Unreadable(String),
}

/// The position after the game's last irreversible move (a man move or a
/// capture) and the king moves since, in Hub form: what Hub GUIs send, so
/// that an engine can see repetitions.
pub fn hub_position(game: &Game) -> (Position, Vec<String>) {
    let moves = game.moves();
    let reversible = moves.iter().rev().take_while(|m| m.is_reversible()).count();
    let first = moves.len() - reversible;
    let pos = game.positions().get(first).copied().unwrap_or(*game.position());
    (pos, moves[first..].iter().map(hub::move_text).collect())
}

/// How a game ended.
enum Ending {
    Rules(Outcome),
    /// Stopped after `MAX_PLIES` plies: a draw.
    Capped,
    /// This side (0 = a, 1 = b) gave an illegal, unreadable or no move.
    Forfeit(usize, &'static str),
}

/// The reason word of a game the rules ended, as `damas match` prints it.
fn reason_text(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Win { reason: WinReason::NoPieces, .. } => "no-pieces",
        Outcome::Win { reason: WinReason::Blocked, .. } => "blocked",
        Outcome::Win { reason: WinReason::Resignation, .. } => "resignation",
        Outcome::Draw(DrawReason::KingMoves) => "king-moves",
        Outcome::Draw(DrawReason::Repetition) => "repetition",
        Outcome::Draw(DrawReason::Agreement) => "agreement",
        Outcome::Draw(DrawReason::OnePieceEach) => "one-piece-each",
    }
}

/// A side's depth and node limits; with neither, it plays by time.
#[derive(Clone, Copy, Debug, Default)]
struct Limit {
    depth: Option<u32>,
    nodes: Option<u64>,
}

impl Limit {
    /// The `level` line sent before each search.
    fn level(self, movetime: u64) -> HubLine {
        let mut line = HubLine::new("level");
        if self.depth.is_none() && self.nodes.is_none() {
            return line.arg("move-time", format!("{}", movetime as f64 / 1000.0));
        }
        if let Some(d) = self.depth {
            line = line.arg("depth", d.to_string());
        }
        if let Some(n) = self.nodes {
            line = line.arg("nodes", n.to_string());
        }
        line
    }

    /// `movetime=MS`, or `depth=N`, `nodes=N`, `depth=N,nodes=N`.
    fn text(self, movetime: u64) -> String {
        let mut parts = Vec::new();
        if let Some(d) = self.depth {
            parts.push(format!("depth={d}"));
        }
        if let Some(n) = self.nodes {
            parts.push(format!("nodes={n}"));
        }
        if parts.is_empty() {
            format!("movetime={movetime}")
        } else {
            parts.join(",")
        }
    }
}

/// The options of `damas arena`.
pub struct Options {
    variant: Variant,
    engines: [Launch; 2],
    games: u64,
    movetime: u64,
    /// Depth and node limits of a (index 0) and b (index 1), instead of time.
    limits: [Limit; 2],
    seed: u64,
    opening_plies: usize,
    openings_file: Option<PathBuf>,
    timeout: Duration,
}

/// Plays games between our engine and another engine speaking the Hub protocol
///
/// Plays --games N games between our engine (a: `damas hub <rule-set>`, or
/// the shell command --us COMMAND) and the engine started by the shell
/// command --hub COMMAND (b), both speaking the Hub protocol. Openings as
/// for match (--openings K random plies, --seed S), or one a line from
/// --openings-file FILE (moves separated by spaces or commas; # comments),
/// each played twice, colours swapped. Each side gets --movetime MS a move
/// (sent as level move-time); --depth N and/or --nodes N limit a instead
/// (reproducible), --hub-depth N and/or --hub-nodes N limit b instead. Our
/// rules referee: a move that is not legal, not readable, or not sent
/// within --timeout MS loses the game for that side and prints
///   illegal <a|b> (<name>) fen <FEN> move <move>: <reason>
///   no-answer <a|b> (<name>) fen <FEN>: <reason>
/// When the engine also wrote an error line (it refused the position or its
/// king moves) or sent done without a move, the move is asked once more
/// with the current position alone, first printing
///   retry <a|b> (<name>): <error lines>; ...
/// Then the game lines of match (reasons also illegal-move and no-answer),
/// and the summary from a's side:
///   <a> (<limits>) vs <b> (<limits>): wins <w> draws <d>
///     losses <l> score <p>% capped <c> forfeits <f>
///   elo <e> [<low>, <high>] (95%, trinomial: games independent)
///   elo <e> [<low>, <high>] (95%, pentanomial: pairs of games
///     independent)
/// (the pentanomial line from two pairs on; `[no interval: all scored
/// alike]` when every game, or pair, scored the same). See
/// bench/arena/README.md for the opponents.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The shell command that starts engine b
    #[arg(long, value_name = "COMMAND")]
    hub: String,
    /// The shell command that starts engine a (default: `damas hub
    /// <rule-set>`)
    #[arg(long, value_name = "COMMAND")]
    us: Option<String>,
    /// The number of games, 1 to 100000
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES))]
    games: u64,
    /// Each side's time a move
    #[arg(long, value_name = "MS", value_parser = args::movetime(), default_value_t = 1000)]
    movetime: u64,
    /// Limits a to N plies a move instead of the time
    #[arg(long, value_name = "N", value_parser = args::search_depth())]
    depth: Option<u32>,
    /// Limits a to N nodes a move instead of the time
    #[arg(long, value_name = "N", value_parser = args::nodes())]
    nodes: Option<u64>,
    /// Limits b to N plies a move instead of the time
    #[arg(long, value_name = "N", value_parser = args::search_depth())]
    hub_depth: Option<u32>,
    /// Limits b to N nodes a move instead of the time
    #[arg(long, value_name = "N", value_parser = args::nodes())]
    hub_nodes: Option<u64>,
    /// Draws the openings
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Random plies of each opening, 0 to 20 (default 2 on 8x8 boards, 4 on
    /// 10x10)
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(0..=MAX_OPENING))]
    openings: Option<u64>,
    /// The openings, one a line, instead of random ones
    #[arg(long, value_name = "FILE", conflicts_with = "openings")]
    openings_file: Option<PathBuf>,
    /// The longest wait for a move (default 10 x movetime + 10 s)
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    timeout: Option<u64>,
    /// Writes every protocol line to FILE, `a > ` sent, `a < ` received
    #[arg(long, value_name = "FILE")]
    log: Option<String>,
    /// Starts our engine with `hub --cpu-time` (for opponents that count
    /// CPU time, on a busy machine)
    #[arg(long)]
    cpu_time: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args {
        rule_set: args::RuleSet { variant },
        hub,
        us,
        games,
        movetime,
        depth,
        nodes,
        hub_depth,
        hub_nodes,
        seed,
        openings,
        openings_file,
        timeout,
        log,
        cpu_time,
    } = args;
    let us = us.map(Launch::Shell).unwrap_or(Launch::Ours(cpu_time));
    let limits = [Limit { depth, nodes }, Limit { depth: hub_depth, nodes: hub_nodes }];
    let timeout_ms = timeout.unwrap_or(10 * movetime + 10_000);
    let start = Position::start(variant);
    let opening_plies = match openings {
        Some(k) => k as usize,
        None if start.size() == BoardSize::Eight => 2,
        None => 4,
    };
    let options = Options {
        variant,
        engines: [us, Launch::Shell(hub)],
        games,
        movetime,
        limits,
        seed,
        opening_plies,
        openings_file,
        timeout: Duration::from_millis(timeout_ms),
    };
    let mut log = match log {
        Some(path) => Log(Some(BufWriter::new(
            File::create(&path).map_err(|e| Stop::Usage(format!("cannot write {path}: {e}")))?,
        ))),
        None => Log(None),
    };
    play_arena(&options, out, &mut log)
}

/// Reads an openings file: one opening a line, its moves separated by spaces
/// or commas (PDN move text); `#` starts a comment.
pub fn read_openings(variant: Variant, text: &str) -> Result<Vec<Vec<Move>>, String> {
    let mut openings = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut game = Game::new(variant);
        for word in line.split([' ', ',', '\t']).filter(|w| !w.is_empty()) {
            game.play_text(word)
                .map_err(|e| format!("openings line {}: '{}': {e}", i + 1, args::snippet(word)))?;
        }
        if game.outcome().is_some() {
            return Err(format!("openings line {}: the opening ends the game", i + 1));
        }
        openings.push(game.moves().to_vec());
    }
    if openings.is_empty() {
        return Err("the openings file has no opening".into());
    }
    Ok(openings)
}

fn play_arena(o: &Options, out: &mut impl Write, log: &mut Log) -> Result<ExitCode, Stop> {
    let start = Position::start(o.variant);
    let book = match &o.openings_file {
        Some(path) => {
            let text = files::read_text(path)?;
            Some(read_openings(o.variant, &text)?)
        }
        None => None,
    };
    let levels = [o.limits[0].level(o.movetime), o.limits[1].level(o.movetime)];
    let sides = ["a", "b"];
    let mut engines: [Option<Engine>; 2] = [None, None];
    let mut names = [String::from("a"), String::from("b")];
    let mut random = seeded::from_seed(o.seed);
    let mut seen = Vec::new();
    let mut opening = Vec::new();
    let mut tally = Tally::default();
    let mut pair_score = 0.0;
    let mut capped = 0u64;
    let mut forfeits = 0u64;
    for i in 0..o.games {
        if i % 2 == 0 {
            opening = match &book {
                Some(list) => list[(i / 2) as usize % list.len()].clone(),
                None => draw_opening(&start, o.opening_plies, &mut random, &mut seen)?,
            };
            pair_score = 0.0;
        }
        for side in 0..2 {
            if engines[side].is_none() {
                let e = Engine::start(&o.engines[side], o.variant, sides[side], log)
                    .map_err(|e| Stop::Usage(format!("engine {}: {e}", sides[side])))?;
                names[side] = e.name.clone();
                engines[side] = Some(e);
            }
        }
        for e in engines.iter_mut().flatten() {
            e.send(&HubLine::new("new-game"), log).map_err(Stop::Usage)?;
        }
        // Game 1 of an opening: a has White; game 2: b.
        let white = (i % 2) as usize;
        let mut game = Game::from_position(start);
        for mv in &opening {
            game.play(mv).map_err(|e| Stop::Usage(format!("opening move {mv}: {e}")))?;
        }
        let ending = loop {
            if let Some(outcome) = game.outcome() {
                break Ending::Rules(outcome);
            }
            if game.moves().len() >= MAX_PLIES {
                break Ending::Capped;
            }
            let who = if game.position().side_to_move() == Color::White { white } else { 1 - white };
            let Some(engine) = engines[who].as_mut() else { unreachable!("engines start before each game") };
            let (mut answer, errors) = engine.think(&game, &levels[who], false, o.timeout, log);
            let refused = match &answer {
                Ok(text) => hub::parse_move(game.position(), text).is_err(),
                Err(Failure::Unreadable(_)) => true,
                Err(Failure::NoAnswer(_)) => false,
            };
            let no_move = matches!(answer, Err(Failure::Unreadable(_)));
            if refused && (no_move || !errors.is_empty()) {
                // The engine could not take the king moves, or saw no move
                // to make (its rules may have ended the game already, e.g.
                // FMJD's endgame counts): once more with the bare
                // position; that move is judged.
                writeln!(
                    out,
                    "retry {} ({}): {}; the position sent again without its king moves",
                    sides[who],
                    names[who],
                    if errors.is_empty() {
                        "a done line without a move".to_string()
                    } else {
                        errors.join("; ")
                    }
                )?;
                answer = engine.think(&game, &levels[who], true, o.timeout, log).0;
            }
            let fen = game.position().to_fen();
            match answer {
                Ok(text) => match hub::parse_move(game.position(), &text) {
                    Ok(mv) => {
                        game.play(&mv).map_err(|e| Stop::Usage(format!("internal error: {mv}: {e}")))?;
                    }
                    Err(reason) => {
                        writeln!(
                            out,
                            "illegal {} ({}) fen {fen} move {text}: {reason}",
                            sides[who], names[who]
                        )?;
                        break Ending::Forfeit(who, "illegal-move");
                    }
                },
                Err(Failure::Unreadable(line)) => {
                    writeln!(out, "illegal {} ({}) fen {fen} no move in: {line}", sides[who], names[who])?;
                    break Ending::Forfeit(who, "illegal-move");
                }
                Err(Failure::NoAnswer(reason)) => {
                    writeln!(out, "no-answer {} ({}) fen {fen}: {reason}", sides[who], names[who])?;
                    // Restarted before the next game.
                    if let Some(e) = engines[who].take() {
                        e.quit(log);
                    }
                    break Ending::Forfeit(who, "no-answer");
                }
            }
        };
        let a_color = if white == 0 { Color::White } else { Color::Black };
        let (a_score, result, reason) = match &ending {
            Ending::Rules(outcome) => {
                let a = match outcome.winner() {
                    Some(c) if c == a_color => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                };
                (a, outcome.result_text(), reason_text(outcome))
            }
            Ending::Capped => {
                capped += 1;
                (0.5, "1/2-1/2", "ply-cap")
            }
            Ending::Forfeit(side, why) => {
                forfeits += 1;
                let a = if *side == 0 { 0.0 } else { 1.0 };
                let white_won = (a == 1.0) == (a_color == Color::White);
                (a, if white_won { "1-0" } else { "0-1" }, *why)
            }
        };
        tally.add(a_score);
        pair_score += a_score;
        if i % 2 == 1 {
            tally.pairs.push(pair_score);
        }
        let opening_text =
            if opening.is_empty() { "none".to_string() } else { line_text(&start, &opening).join(",") };
        writeln!(out, "{}", game_line(i + 1, &opening_text, white, result, reason, &game))?;
        out.flush()?;
    }
    for e in engines.into_iter().flatten() {
        e.quit(log);
    }
    let texts = [o.limits[0].text(o.movetime), o.limits[1].text(o.movetime)];
    writeln!(
        out,
        "{} ({}) vs {} ({}): wins {} draws {} losses {} score {:.1}% capped {capped} forfeits {forfeits}",
        names[0],
        texts[0],
        names[1],
        texts[1],
        tally.wins,
        tally.draws,
        tally.losses,
        tally.score() * 100.0
    )?;
    if let Some(e) = tally.trinomial() {
        writeln!(out, "elo {} (95%, trinomial: games independent)", elo_text(&e))?;
    }
    if let Some(e) = tally.pentanomial() {
        writeln!(out, "elo {} (95%, pentanomial: pairs of games independent)", elo_text(&e))?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hub_position_starts_after_the_last_man_move() {
        let mut game =
            Game::from_position(Position::from_fen(Variant::International, "W:WK46,36:BK1").unwrap());
        let (pos, moves) = hub_position(&game);
        assert_eq!(pos, *game.position());
        assert!(moves.is_empty());
        game.play_text("36-31").unwrap();
        game.play_text("1-6").unwrap();
        game.play_text("46-41").unwrap();
        let (pos, moves) = hub_position(&game);
        assert_eq!(pos, game.positions()[1], "after the man move 36-31");
        assert_eq!(moves, ["1-6", "46-41"]);
    }

    #[test]
    fn an_openings_file_is_read_and_bad_lines_are_named() {
        let text = "# ballots\n11-15 23-19 8-11\n\n9-13, 22-18, 10-14 # a comment\n";
        let openings = read_openings(Variant::English, text).unwrap();
        assert_eq!(openings.len(), 2);
        assert_eq!(openings[0].len(), 3);
        let err = read_openings(Variant::English, "11-15 23-19\n11-20\n").unwrap_err();
        assert!(err.contains("line 2"), "{err}");
        assert!(read_openings(Variant::English, "# nothing\n").is_err());
    }
}
