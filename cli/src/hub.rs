//! The Hub protocol (version 2, Scan 3.1's): its lines, positions and moves,
//! and `damas hub`, our engine speaking it on standard input and output.
//!
//! A line is `<command> <arg>=<val> <arg>=<val> ...`; a value with a space,
//! `=` or `"` in it, or an empty one, is written in double quotes; an
//! argument without `=` is a flag. A position is the side to move (`W` or
//! `B`) and one character per square in square order: `w`/`b` men, `W`/`B`
//! kings, `e` empty. A move is `32-28`, or for a capture the origin, the
//! destination and every captured square, in any order: `28x19x23`.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use damas_engine::search::{Clock, GameClock, Info, Knowledge, Level, Limits, Searcher, StdClock};
use damas_engine::{Color, Game, Move, Position, Role, Square, Variant};

use crate::args;
use crate::best::TABLE_BITS;
use crate::{shipped, Stop};

/// One line of the protocol: a command and its arguments, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubLine {
    pub command: String,
    /// (name, value); a flag has no value.
    pub args: Vec<(String, Option<String>)>,
}

impl HubLine {
    /// A line with no arguments yet.
    pub fn new(command: &str) -> HubLine {
        HubLine { command: command.to_string(), args: Vec::new() }
    }

    /// The same line with one more `name=value` argument.
    pub fn arg(mut self, name: &str, value: impl Into<String>) -> HubLine {
        self.args.push((name.to_string(), Some(value.into())));
        self
    }

    /// The same line with one more flag.
    pub fn flag(mut self, name: &str) -> HubLine {
        self.args.push((name.to_string(), None));
        self
    }

    /// Reads a line. Only an unclosed quote is an error; an empty line is a
    /// line with an empty command.
    pub fn parse(text: &str) -> Result<HubLine, String> {
        let mut words = Vec::new();
        let mut chars = text.trim().chars().peekable();
        while chars.peek().is_some() {
            while chars.next_if(|c| c.is_whitespace()).is_some() {}
            if chars.peek().is_none() {
                break;
            }
            let mut name = String::new();
            while let Some(c) = chars.next_if(|c| !c.is_whitespace() && *c != '=') {
                name.push(c);
            }
            let value = if chars.next_if_eq(&'=').is_some() {
                let mut value = String::new();
                if chars.next_if_eq(&'"').is_some() {
                    loop {
                        match chars.next() {
                            Some('"') => break,
                            Some(c) => value.push(c),
                            None => return Err(format!("unclosed quote in '{}'", args::snippet(text))),
                        }
                    }
                } else {
                    while let Some(c) = chars.next_if(|c| !c.is_whitespace()) {
                        value.push(c);
                    }
                }
                Some(value)
            } else {
                None
            };
            words.push((name, value));
        }
        let mut words = words.into_iter();
        let command = words.next().map(|(name, _)| name).unwrap_or_default();
        Ok(HubLine { command, args: words.collect() })
    }

    /// The value of argument `name` (the first one of that name).
    pub fn value(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(n, _)| n == name).and_then(|(_, v)| v.as_deref())
    }

    /// Whether argument `name` is there, as a flag or with a value.
    pub fn has(&self, name: &str) -> bool {
        self.args.iter().any(|(n, _)| n == name)
    }
}

impl fmt::Display for HubLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.command)?;
        for (name, value) in &self.args {
            write!(f, " {name}")?;
            if let Some(value) = value {
                if value.is_empty() || value.contains(|c: char| c.is_whitespace() || c == '=' || c == '"') {
                    // A quote inside a value cannot be written; it is dropped.
                    write!(f, "=\"{}\"", value.replace('"', ""))?;
                } else {
                    write!(f, "={value}")?;
                }
            }
        }
        Ok(())
    }
}

/// The position in Hub form: side to move, then one letter per square.
pub fn position_text(pos: &Position) -> String {
    let squares = pos.size().squares() as u32;
    let mut text = String::with_capacity(squares as usize + 1);
    text.push(if pos.side_to_move() == Color::White { 'W' } else { 'B' });
    for n in 1..=squares {
        let piece = Square::new(n, pos.size()).and_then(|s| pos.piece_at(s));
        text.push(match piece {
            None => 'e',
            Some(p) => match (p.color, p.role) {
                (Color::White, Role::Man) => 'w',
                (Color::White, Role::King) => 'W',
                (Color::Black, Role::Man) => 'b',
                (Color::Black, Role::King) => 'B',
            },
        });
    }
    text
}

/// Reads a Hub position of `variant` (checked as a FEN would be).
pub fn parse_position(variant: Variant, text: &str) -> Result<Position, String> {
    let squares = variant.size().squares() as usize;
    let mut chars = text.trim().chars();
    let side = match chars.next() {
        Some(c @ ('W' | 'B')) => c,
        _ => return Err(format!("position '{}' does not start with W or B", args::snippet(text))),
    };
    let cells: Vec<char> = chars.collect();
    if cells.len() != squares {
        return Err(format!("position '{}' has {} squares, not {squares}", args::snippet(text), cells.len()));
    }
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for (i, c) in cells.iter().enumerate() {
        let n = i + 1;
        match c {
            'e' => {}
            'w' => white.push(n.to_string()),
            'W' => white.push(format!("K{n}")),
            'b' => black.push(n.to_string()),
            'B' => black.push(format!("K{n}")),
            other => return Err(format!("position: '{other}' on square {n} is not w, b, W, B or e")),
        }
    }
    let fen = format!("{side}:W{}:B{}", white.join(","), black.join(","));
    Position::from_fen(variant, &fen).map_err(|e| format!("position '{}': {e}", args::snippet(text)))
}

/// The move in Hub form: `32-28`, or `28x19x23` with every captured square
/// after the destination, in square order.
pub fn move_text(mv: &Move) -> String {
    if !mv.is_capture() {
        return format!("{}-{}", mv.from().number(), mv.to().number());
    }
    let mut captured: Vec<u8> = mv.captured().iter().map(|s| s.number()).collect();
    captured.sort_unstable();
    let mut text = format!("{}x{}", mv.from().number(), mv.to().number());
    for n in captured {
        text.push_str(&format!("x{n}"));
    }
    text
}

/// The one legal move of `pos` that `text` names in Hub form. A capture may
/// leave out its captured squares only when no other legal capture has the
/// same origin and destination.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, String> {
    let text = text.trim();
    let capture = text.contains('x') || text.contains('X');
    let numbers: Result<Vec<u8>, _> = text.split(['-', 'x', 'X']).map(|n| n.parse::<u8>()).collect();
    let numbers = match numbers {
        Ok(n) if n.len() >= 2 && (capture || n.len() == 2) && !(capture && text.contains('-')) => n,
        _ => return Err(format!("'{}' is not a move in Hub notation", args::snippet(text))),
    };
    let (from, to) = (numbers[0], numbers[1]);
    let mut listed: Vec<u8> = numbers[2..].to_vec();
    listed.sort_unstable();
    let matching: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.is_capture() == capture && mv.from().number() == from && mv.to().number() == to)
        .filter(|mv| {
            let mut captured: Vec<u8> = mv.captured().iter().map(|s| s.number()).collect();
            captured.sort_unstable();
            listed.is_empty() || captured == listed
        })
        .collect();
    match matching[..] {
        [mv] => Ok(mv),
        [] => Err(format!("'{}' is not a legal move", args::snippet(text))),
        _ => Err(format!(
            "'{}' names {} legal moves; list the captured squares",
            args::snippet(text),
            matching.len()
        )),
    }
}

/// Reads `pos pos=... moves="..."`: the position (the start position
/// without `pos=`), then the moves played from it (for repetitions).
pub fn parse_game(variant: Variant, line: &HubLine) -> Result<Game, String> {
    let start = match line.value("pos") {
        Some(text) => parse_position(variant, text)?,
        None => Position::start(variant),
    };
    let mut game = Game::from_position(start);
    for text in line.value("moves").unwrap_or("").split_whitespace() {
        let mv = parse_move(game.position(), text)?;
        game.play(&mv).map_err(|e| format!("move '{}': {e}", args::snippet(text)))?;
    }
    Ok(game)
}

/// What a `level` line asks for: limits, and a clock when the game has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HubLevel {
    pub limits: Limits,
    /// `time=` (the time left), with `inc=` and `moves=` (moves to the next
    /// control): each move's time is reckoned from it and the position
    /// ([`GameClock::move_time_ms`]).
    pub clock: Option<GameClock>,
}

/// The `level` line read into limits: `depth=`, `nodes=`, `move-time=`
/// (seconds); or a clock, `time=` (the time left, seconds) with `inc=`
/// (seconds) and `moves=` (moves to go).
pub fn parse_level(line: &HubLine, level: Level) -> Result<HubLevel, String> {
    // The level's own search, within the limits given.
    let mut limits = Limits { features: level.features(), ..Limits::depth(99) };
    let mut clock = None;
    let mut any = false;
    let seconds = |name: &str, v: &str| -> Result<u64, String> {
        match v.parse::<f64>() {
            Ok(s) if s.is_finite() && s >= 0.0 => Ok(((s * 1000.0).round() as u64).max(1)),
            _ => Err(format!("level {name}={}: not a number of seconds", args::snippet(v))),
        }
    };
    if let Some(v) = line.value("depth") {
        limits.depth = args::depth_value(v)?;
        any = true;
    }
    if let Some(v) = line.value("nodes") {
        limits.nodes =
            v.parse::<u64>().map_err(|_| format!("level nodes={}: not a number", args::snippet(v)))?;
        any = true;
    }
    if let Some(v) = line.value("move-time") {
        limits.movetime_ms = Some(seconds("move-time", v)?);
        any = true;
    } else if let Some(v) = line.value("time") {
        let increment_ms = line.value("inc").map(|v| seconds("inc", v)).transpose()?.unwrap_or(0);
        let moves_to_go = line
            .value("moves")
            .map(|v| match v.parse::<u32>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(format!("level moves={}: not a number of moves", args::snippet(v))),
            })
            .transpose()?;
        clock = Some(GameClock { left_ms: seconds("time", v)?, increment_ms, moves_to_go });
        any = true;
    }
    if line.has("infinite") {
        any = true;
    }
    Ok(HubLevel { limits: if any { limits } else { level.limits(0) }, clock })
}

/// Our engine's identification line.
fn id_line() -> HubLine {
    HubLine::new("id")
        .arg("name", "Damas")
        .arg("version", env!("CARGO_PKG_VERSION"))
        .arg("author", "Damas developers")
}

/// The `info` line of a finished depth: score in men, time in seconds.
fn info_line(pos: &Position, info: &Info) -> HubLine {
    let mut p = *pos;
    let mut pv = Vec::new();
    for mv in &info.pv {
        pv.push(move_text(mv));
        p.play_unchecked(mv);
    }
    HubLine::new("info")
        .arg("depth", info.depth.to_string())
        .arg("score", format!("{:.2}", info.score as f64 / 100.0))
        .arg("nodes", info.nodes.to_string())
        .arg("time", format!("{:.3}", info.elapsed_ms as f64 / 1000.0))
        .arg("pv", pv.join(" "))
}

/// What a move-time measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeKind {
    /// Wall-clock time.
    Wall,
    /// The search thread's CPU time (as Samuel counts), so that on a busy
    /// machine both sides get the same computing a move.
    Cpu,
}

/// The calling thread's CPU time in nanoseconds (Linux; `None` elsewhere).
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// A clock on the search thread's CPU time; the wall clock where that
/// cannot be read.
struct CpuClock {
    start_ns: Option<u64>,
    wall: StdClock,
}

impl CpuClock {
    fn start() -> CpuClock {
        CpuClock { start_ns: thread_cpu_ns(), wall: StdClock::start() }
    }
}

impl Clock for CpuClock {
    fn elapsed_ms(&self) -> u64 {
        match (self.start_ns, thread_cpu_ns()) {
            (Some(start), Some(now)) => now.saturating_sub(start) / 1_000_000,
            _ => self.wall.elapsed_ms(),
        }
    }
}

/// Our engine speaking the Hub protocol on standard input and output
///
/// Our engine speaking the Hub protocol (version 2, the one of Scan 3.1 and
/// the Hub GUI) on standard input and output, for GUIs and arenas: hub
/// (answered by id, param name=variant, wait), set-param name=variant
/// value=<rule-set>, init (ready), new-game, pos pos=<side><one letter a
/// square> moves="...", level depth=N | nodes=N | move-time=S | time=S, go
/// think (info lines, then done move=<move> ponder=<move>), ping (pong),
/// quit. Moves as Hub writes them: 32-28, or a capture with its origin,
/// destination and every captured square: 28x19x23. A bad command is
/// answered by error message="..." and the engine goes on. Without a level
/// line it plays at --level.
/// The engine uses the data the app's worker uses (read from engine/data:
/// the opening book and endgame tables for the levels that use them,
/// Empresário; the learned evaluation of the rule set's family at every
/// level).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The level played without a level line: domador, motorista,
    /// carcereiro or empresario
    #[arg(long, value_name = "NAME", value_parser = args::level, default_value = "empresario")]
    level: Level,
    /// A move-time counts the search thread's CPU time (Linux; wall time
    /// elsewhere), as Samuel's clock does
    #[arg(long)]
    cpu_time: bool,
    /// The search and the hand-set evaluation alone (the engine before the
    /// book, the tables and the learned weights, for matches against it)
    #[arg(long)]
    plain: bool,
    /// Counts a draw as N hundredths of a man (0 to 100) worse than an
    /// even position for the engine; by default the level's (Empresário in thai: 20), 0 with
    /// --plain
    #[arg(long, value_name = "N", value_parser = args::contempt)]
    contempt: Option<i32>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { rule_set: args::RuleSet { variant }, level, cpu_time, plain, contempt } = args;
    let time = if cpu_time { TimeKind::Cpu } else { TimeKind::Wall };
    let knows = if plain { Knows::Nothing } else { Knows::Shipped };
    let stdin = io::stdin();
    serve(variant, Player { level, time, knows, contempt }, stdin.lock(), out)?;
    Ok(ExitCode::SUCCESS)
}

/// What the engine knows beyond its search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knows {
    /// The data the app's worker uses ([`shipped::knowledge`]): the opening
    /// book and endgame tables for the levels that use them, the learned
    /// evaluation of the rule set's family at every level.
    Shipped,
    /// `--plain`: the search and the hand-set evaluation alone.
    Nothing,
}

/// How the engine plays: its level, its clock and its data.
#[derive(Clone, Copy, Debug)]
pub struct Player {
    pub level: Level,
    pub time: TimeKind,
    pub knows: Knows,
    /// What a draw costs, in hundredths of a man (`--contempt N`); `None`:
    /// the level's ([`Level::contempt`]), or 0 with `--plain`.
    pub contempt: Option<i32>,
}

/// Answers Hub commands read from `input` until `quit` or the end of input.
/// Bad commands are answered with `error message="..."`, never fatal.
pub fn serve(variant: Variant, player: Player, input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    let mut session = Session::new(variant, player);
    for line in input.lines() {
        let going_on = match HubLine::parse(&line?) {
            Ok(hub) => session.answer(&hub, out)?,
            Err(e) => {
                writeln!(out, "{}", HubLine::new("error").arg("message", e))?;
                true
            }
        };
        out.flush()?;
        if !going_on {
            return Ok(());
        }
    }
    Ok(())
}

/// One engine's side of a Hub conversation: the rule set, the position and
/// limits last sent, and the data loaded for the search.
struct Session {
    variant: Variant,
    player: Player,
    searcher: Searcher,
    /// The data given to the searcher, and for which rule set.
    knowledge: Option<(Variant, Knowledge)>,
    /// None after a position that could not be read: no stale answer.
    game: Option<Game>,
    level: HubLevel,
    seed: u64,
}

impl Session {
    fn new(variant: Variant, player: Player) -> Session {
        Session {
            variant,
            player,
            searcher: Searcher::new(TABLE_BITS),
            knowledge: None,
            game: Some(Game::new(variant)),
            level: HubLevel { limits: player.level.limits(0), clock: None },
            seed: 0,
        }
    }

    /// Answers one line; false after `quit`.
    fn answer(&mut self, hub: &HubLine, out: &mut impl Write) -> io::Result<bool> {
        let result: Result<(), String> = match hub.command.as_str() {
            "hub" => {
                writeln!(out, "{}", id_line())?;
                let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
                let param = HubLine::new("param")
                    .arg("name", "variant")
                    .arg("value", self.variant.id())
                    .arg("type", "enum")
                    .arg("values", ids.join(" "));
                writeln!(out, "{param}")?;
                writeln!(out, "wait")?;
                Ok(())
            }
            "set-param" => match (hub.value("name"), hub.value("value")) {
                (Some("variant"), Some(v)) => args::variant(v).map(|v| {
                    self.variant = v;
                    self.game = Some(Game::new(v));
                }),
                _ => Ok(()),
            },
            "init" => {
                // Loaded now, so that the first move's time is all search.
                self.load_knowledge();
                writeln!(out, "ready")?;
                Ok(())
            }
            "new-game" => {
                self.searcher.clear();
                self.game = Some(Game::new(self.variant));
                Ok(())
            }
            "ping" => {
                writeln!(out, "pong")?;
                Ok(())
            }
            "pos" => {
                self.game = None;
                parse_game(self.variant, hub).map(|g| self.game = Some(g))
            }
            "level" => parse_level(hub, self.player.level).map(|l| self.level = l),
            "go" => {
                self.go(out)?;
                Ok(())
            }
            "quit" => return Ok(false),
            // stop, ponder-hit: our search is over before we read them.
            _ => Ok(()),
        };
        if let Err(e) = result {
            writeln!(out, "{}", HubLine::new("error").arg("message", e))?;
        }
        Ok(true)
    }

    /// Gives the searcher the shipped data for the current rule set, unless
    /// it has it already or plays `--plain`.
    fn load_knowledge(&mut self) {
        let variant = self.variant;
        if self.player.knows == Knows::Shipped && self.knowledge.as_ref().is_none_or(|(v, _)| *v != variant) {
            let loaded = shipped::knowledge(variant);
            shipped::play_level(&mut self.searcher, &loaded, variant, self.player.level);
            self.knowledge = Some((variant, loaded));
        }
    }

    /// Searches the position and answers `done move=... ponder=...`.
    fn go(&mut self, out: &mut impl Write) -> io::Result<()> {
        if self.game.as_ref().is_none_or(|g| g.legal_moves().is_empty()) {
            // Answered all the same, so that the GUI does not wait.
            let why = if self.game.is_none() { "no position to search" } else { "the game is over" };
            writeln!(out, "{}", HubLine::new("error").arg("message", why))?;
            return writeln!(out, "done");
        }
        // A rule set set after `init` is loaded here.
        self.load_knowledge();
        // The level's contempt came with the data; --contempt overrides it.
        if let Some(contempt) = self.player.contempt {
            self.searcher.set_contempt(contempt);
        }
        let Some(game) = self.game.as_ref() else { unreachable!("checked above") };
        let pos = *game.position();
        let mut search_limits = self.level.limits;
        self.seed = self.seed.wrapping_add(1);
        search_limits.seed = self.seed;
        if let Some(clock) = self.level.clock {
            search_limits.movetime_ms = Some(clock.move_time_ms(&pos));
        }
        let mut infos = Vec::new();
        let clock: Box<dyn Clock> = match self.player.time {
            TimeKind::Wall => Box::new(StdClock::start()),
            TimeKind::Cpu => Box::new(CpuClock::start()),
        };
        let result =
            self.searcher.search(game, &search_limits, clock.as_ref(), None, &mut |i| infos.push(i.clone()));
        for info in &infos {
            writeln!(out, "{}", info_line(&pos, info))?;
        }
        let best = result.best.or_else(|| game.legal_moves().first().copied());
        let mut done = HubLine::new("done");
        if let Some(mv) = best {
            done = done.arg("move", move_text(&mv));
            if let Some(reply) = result.pv.get(1).filter(|_| result.pv.first() == Some(&mv)) {
                done = done.arg("ponder", move_text(reply));
            }
        }
        writeln!(out, "{done}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_with_quoted_values_and_flags_is_read() {
        let line = HubLine::parse(r#"info depth=21 score=-0.01 pv="32-28 17-22" ponder"#).unwrap();
        assert_eq!(line.command, "info");
        assert_eq!(line.value("depth"), Some("21"));
        assert_eq!(line.value("pv"), Some("32-28 17-22"));
        assert!(line.has("ponder"));
        assert_eq!(line.value("ponder"), None);
        assert_eq!(line.value("nodes"), None);
    }

    #[test]
    fn an_unclosed_quote_is_an_error() {
        assert!(HubLine::parse(r#"pos moves="32-28 17-22"#).is_err());
    }

    #[test]
    fn printing_quotes_only_what_needs_it_and_reads_back() {
        let line = HubLine::new("id").arg("name", "Damas").arg("author", "A B").arg("empty", "").flag("x");
        let text = line.to_string();
        assert_eq!(text, r#"id name=Damas author="A B" empty="" x"#);
        assert_eq!(HubLine::parse(&text).unwrap(), line);
    }

    #[test]
    fn the_international_start_position_reads_and_prints_as_scan_writes_it() {
        let text = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
        let pos = parse_position(Variant::International, text).unwrap();
        assert_eq!(pos, Position::start(Variant::International));
        assert_eq!(position_text(&pos), text);
    }

    #[test]
    fn english_positions_have_32_squares_and_black_to_move_at_the_start() {
        let pos = Position::start(Variant::English);
        let text = position_text(&pos);
        assert_eq!(text, "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
        assert!(parse_position(Variant::English, &text[..32]).is_err());
        assert!(parse_position(Variant::English, &text.replace('e', "q")).is_err());
    }

    #[test]
    fn a_capture_lists_its_captured_squares_in_any_order() {
        let pos = Position::from_fen(Variant::International, "W:W28:B23,13").unwrap();
        let mv = parse_move(&pos, "28x8x13x23").unwrap();
        assert_eq!(move_text(&mv), "28x8x13x23");
        let pos = Position::from_fen(Variant::International, "W:W32:B27,17").unwrap();
        let mv = parse_move(&pos, "32x12x27x17").unwrap();
        assert_eq!(parse_move(&pos, "32x12x17x27").unwrap(), mv);
        assert_eq!(move_text(&mv), "32x12x17x27");
        assert_eq!(parse_move(&pos, "32x12").unwrap(), mv);
        assert!(parse_move(&pos, "32x12x27").is_err(), "a captured square left out");
        assert!(parse_move(&pos, "32x21x27").is_err(), "a wrong destination");
        assert!(parse_move(&pos, "32-28").is_err(), "a quiet move when a capture is due");
        assert!(parse_move(&pos, "32-12-27").is_err());
        assert!(parse_move(&pos, "thirty").is_err());
    }

    #[test]
    fn the_engine_answers_a_hub_session() {
        let input =
            "hub\ninit\npos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 19-23\"\n\
                     level depth=3\ngo think\nping\npos pos=Wxx\ngo think\nquit\nping\n";
        let mut out = Vec::new();
        let player =
            Player { level: Level::Empresario, time: TimeKind::Wall, knows: Knows::Shipped, contempt: None };
        serve(Variant::International, player, input.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("id name=Damas"), "{text}");
        assert!(lines.contains(&"wait") && lines.contains(&"ready"), "{text}");
        let done = lines.iter().find(|l| l.starts_with("done")).expect("a done line");
        // After 32-28 19-23 White must capture: 28x19x23.
        assert_eq!(HubLine::parse(done).unwrap().value("move"), Some("28x19x23"), "{text}");
        assert!(lines.iter().any(|l| l.starts_with("info depth=3")), "{text}");
        assert!(lines.contains(&"pong"));
        assert!(lines.iter().any(|l| l.starts_with("error message=")), "a bad position is answered: {text}");
        let dones: Vec<&str> = lines.iter().filter(|l| l.starts_with("done")).copied().collect();
        assert_eq!(dones.len(), 2, "{text}");
        assert_eq!(dones[1], "done", "after a bad position, no move from the one before: {text}");
        assert_eq!(lines.iter().filter(|l| **l == "pong").count(), 1, "nothing is read after quit");
    }

    #[test]
    fn the_shipped_data_is_loaded_at_init_not_in_the_first_move() {
        let line = |text: &str| HubLine::parse(text).unwrap();
        let player =
            Player { level: Level::Empresario, time: TimeKind::Wall, knows: Knows::Shipped, contempt: None };
        let mut session = Session::new(Variant::Thai, player);
        let mut out = Vec::new();
        session.answer(&line("hub"), &mut out).unwrap();
        assert!(session.knowledge.is_none());
        session.answer(&line("init"), &mut out).unwrap();
        assert_eq!(session.knowledge.as_ref().map(|k| k.0), Some(Variant::Thai), "loaded before ready");
        assert!(String::from_utf8(out).unwrap().ends_with("ready\n"));
        // A rule set changed after init is loaded by the next search.
        let mut out = Vec::new();
        session.answer(&line("set-param name=variant value=english"), &mut out).unwrap();
        session.answer(&line("level depth=1"), &mut out).unwrap();
        session.answer(&line("go think"), &mut out).unwrap();
        assert_eq!(session.knowledge.as_ref().map(|k| k.0), Some(Variant::English));
        let plain = Player { knows: Knows::Nothing, ..player };
        let mut session = Session::new(Variant::Thai, plain);
        session.answer(&line("init"), &mut out).unwrap();
        assert!(session.knowledge.is_none(), "--plain loads nothing");
    }

    #[test]
    fn the_contempt_is_the_levels_unless_given_and_none_when_plain() {
        let contempt = |knows, contempt| {
            let player = Player { level: Level::Empresario, time: TimeKind::Wall, knows, contempt };
            let mut session = Session::new(Variant::Thai, player);
            for text in ["init", "level depth=1", "go think"] {
                session.answer(&HubLine::parse(text).unwrap(), &mut Vec::new()).unwrap();
            }
            session.searcher.contempt()
        };
        assert_eq!(contempt(Knows::Shipped, None), Level::Empresario.contempt(Variant::Thai));
        assert_eq!(contempt(Knows::Nothing, None), 0, "the engine of before");
        assert_eq!(contempt(Knows::Nothing, Some(5)), 5);
        assert_eq!(contempt(Knows::Shipped, Some(5)), 5, "--contempt overrides the level's");
    }

    #[test]
    fn the_cpu_clock_counts_work_not_waiting() {
        let clock = CpuClock::start();
        std::thread::sleep(std::time::Duration::from_millis(60));
        assert!(clock.elapsed_ms() < 30, "sleeping costs no CPU: {} ms", clock.elapsed_ms());
        let started = std::time::Instant::now();
        let mut x = 0u64;
        while started.elapsed().as_millis() < 80 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
        }
        std::hint::black_box(x);
        assert!(clock.elapsed_ms() > 0, "busy work is counted");
    }

    #[test]
    fn the_level_line_sets_the_limits() {
        let level = |text: &str| parse_level(&HubLine::parse(text).unwrap(), Level::Empresario);
        let l = level("level move-time=0.25").unwrap();
        assert_eq!((l.limits.movetime_ms, l.clock), (Some(250), None));
        assert_eq!(l.limits.features, Level::Empresario.features());
        let l = level("level depth=6 nodes=1000").unwrap().limits;
        assert_eq!((l.depth, l.nodes, l.movetime_ms), (6, 1000, None));
        assert!(level("level move-time=soon").is_err());
    }

    #[test]
    fn a_clock_on_the_level_line_is_spent_by_the_moves_left() {
        let level = |text: &str| parse_level(&HubLine::parse(text).unwrap(), Level::Empresario);
        let clock = level("level time=60 inc=0.5 moves=20").unwrap().clock;
        assert_eq!(clock, Some(GameClock { left_ms: 60_000, increment_ms: 500, moves_to_go: Some(20) }));
        let clock = level("level time=90").unwrap().clock.unwrap();
        // More time for a move of the opening than for one of an ending.
        let start = Position::start(Variant::International);
        let ending = Position::from_fen(Variant::International, "W:WK46,K1:BK5").unwrap();
        assert!(clock.move_time_ms(&start) < clock.move_time_ms(&ending));
        assert!(level("level time=60 moves=none").is_err());
        assert!(level("level time=60 moves=0").is_err());
        assert!(level("level time=60 inc=-1").is_err());
    }
}
