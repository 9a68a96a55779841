//! `damas match`: games between two engine players from random openings,
//! judged by the rules.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

use damas_engine::endgame::EndgameTables;
use damas_engine::search::{
    BookPlay, Feature, Features, Knowledge, LearnedEval, Level, Limits, OpeningBook, Searcher, StdClock,
};
use damas_engine::{BoardSize, Color, DrawReason, Game, Move, Outcome, Position, Variant, WinReason};
use rand::RngExt;

use crate::args;
use crate::best::{line_text, TABLE_BITS};
use crate::files;
use crate::perft::path_key;
use crate::seeded::{self, Seeded};
use crate::{shipped, Stop};

/// A game still going after this many plies (opening included) is stopped
/// and counted as a draw.
pub const MAX_PLIES: usize = 400;
/// The most games a match may have.
pub const MAX_GAMES: u64 = 100_000;
/// The longest random opening, in plies.
pub const MAX_OPENING: u64 = 20;

/// An engine player.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Player {
    Level(Level),
    Depth(u32),
    Movetime(u64),
    /// Searches as deep as it gets within N nodes a move (load-independent).
    Nodes(u64),
}

impl Player {
    fn parse(text: &str) -> Result<Player, String> {
        match text.split_once('=') {
            Some((key, value)) => match key.trim().to_ascii_lowercase().as_str() {
                "depth" => Ok(Player::Depth(args::depth_value(value.trim())?)),
                "movetime" => Ok(Player::Movetime(args::number(
                    value.trim(),
                    "the movetime (ms)",
                    1,
                    args::MAX_MOVETIME_MS,
                )?)),
                "nodes" => Ok(Player::Nodes(args::number(value.trim(), "the node limit", 1, u64::MAX)?)),
                _ => Err(unknown_player(text)),
            },
            None => text.parse::<Level>().map(Player::Level).map_err(|_| unknown_player(text)),
        }
    }

    /// The player's name in the summary: a level id, `depth=N`, `movetime=MS`.
    fn name(self) -> String {
        match self {
            Player::Level(level) => level.id().to_string(),
            Player::Depth(depth) => format!("depth={depth}"),
            Player::Movetime(ms) => format!("movetime={ms}"),
            Player::Nodes(n) => format!("nodes={n}"),
        }
    }

    /// The limits of one move; `movetime` overrides the player's time.
    pub(crate) fn limits(self, seed: u64, movetime: Option<u64>) -> Limits {
        let mut limits = match self {
            Player::Level(level) => level.limits(seed),
            Player::Depth(depth) => Limits::depth(depth),
            Player::Movetime(ms) => Limits::movetime(ms),
            Player::Nodes(n) => Limits { nodes: n, ..Limits::depth(99) },
        };
        limits.seed = seed;
        if movetime.is_some() {
            limits.movetime_ms = movetime;
        }
        limits
    }
}

/// Which evaluation a player uses.
#[derive(Clone, Debug, Default)]
enum Evaluation {
    /// A level's default: the shipped learned evaluation of the rule set's
    /// family; other players: the hand-set terms.
    #[default]
    Default,
    /// `+hand`: the hand-set terms.
    Hand,
    /// `+learned`: the shipped learned evaluation of the rule set's family.
    Shipped,
    /// `+learned=FILE`.
    File(Arc<LearnedEval>),
}

fn unknown_player(text: &str) -> String {
    // The search features from their declaration, so that a new one is named.
    let features: Vec<String> = Feature::ALL.iter().map(|f| format!("+{}", f.id())).collect();
    format!(
        "unknown player '{}' (expected a level: domador, motorista, carcereiro or empresario; \
         or depth=N; or movetime=MS; or nodes=N; each may end in +book or +book=FILE, \
         +booksearch, +bookall, +contempt=N, a search feature ({}) or +features=LIST, \
         +endgame or +endgame=FILE, +hand, +learned or +learned=FILE, +plain)",
        args::snippet(text),
        features.join(", ")
    )
}

/// What a player adds to its search after `+`: `book` (the rule set's
/// book, `engine/data/book/<rule-set>.txt`) or `book=FILE`; `endgame` (the
/// rule set's endgame tables, `engine/data/endgame/<rule-set>.egdb`) or
/// `endgame=FILE`.
#[derive(Clone, Default)]
pub(crate) struct Extras {
    book: Option<(String, Arc<OpeningBook>)>,
    endgame: Option<(String, Arc<EndgameTables>)>,
    evaluation: Evaluation,
    /// The search's selective features: `+features=LIST` (names joined by
    /// commas, or `none`) gives the whole set (`None`: the player's own, a
    /// level's [`Level::features`], full-width for the others); `+lmr`,
    /// `+lmr2`... each add one to it (`added`).
    features: Option<Features>,
    added: Features,
    /// `+booksearch`: the book's moves searched, `+bookall`: all moves
    /// searched, the book's preferred (`Searcher::set_book_play`); at
    /// once by default.
    book_play: Option<BookPlay>,
    /// `+contempt=N`: what a draw costs, in hundredths of a man
    /// (`Searcher::set_contempt`); by default the level's.
    contempt: Option<i32>,
    /// `+plain`: a level without what the app gives it (book, tables,
    /// learned evaluation, contempt): the search and the hand-set terms.
    plain: bool,
}

impl Extras {
    /// Splits `player+extra+...` into the player's text and its extras.
    fn parse(text: &str, variant: Variant) -> Result<(String, Extras), String> {
        let mut parts = text.split('+');
        let player = parts.next().unwrap_or_default().to_string();
        let mut extras = Extras::default();
        for part in parts {
            let (key, value) = part.split_once('=').map_or((part, None), |(k, v)| (k, Some(v)));
            match key.trim().to_ascii_lowercase().as_str() {
                "book" => {
                    let path = value
                        .map(str::to_string)
                        .unwrap_or_else(|| format!("{}/book/{}.txt", crate::shipped::DATA, variant.id()));
                    let bytes = files::read(&path)?;
                    let book = OpeningBook::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
                    if book.variant() != variant {
                        return Err(format!("{path}: a book for {}", book.variant().id()));
                    }
                    let name = if value.is_some() { format!("book={path}") } else { "book".into() };
                    extras.book = Some((name, Arc::new(book)));
                }
                "endgame" => {
                    let path = value
                        .map(str::to_string)
                        .unwrap_or_else(|| format!("{}/endgame/{}.egdb", crate::shipped::DATA, variant.id()));
                    let tables = shipped::load_endgame(variant, &path)?;
                    let name = if value.is_some() { format!("endgame={path}") } else { "endgame".into() };
                    extras.endgame = Some((name, tables));
                }
                "hand" if value.is_none() => extras.evaluation = Evaluation::Hand,
                "learned" => {
                    extras.evaluation = match value {
                        None => Evaluation::Shipped,
                        Some(file) => Evaluation::File(shipped::read_learned(file)?),
                    }
                }
                "features" => {
                    let list = value.unwrap_or_default();
                    extras.features =
                        Some(list.parse().map_err(|e: damas_engine::search::UnknownFeature| {
                            format!("{e} in player '{}'", args::snippet(text))
                        })?);
                }
                "booksearch" if value.is_none() => extras.book_play = Some(BookPlay::AmongBookMoves),
                "bookall" if value.is_none() => extras.book_play = Some(BookPlay::Preferred),
                "contempt" => extras.contempt = Some(args::contempt(value.unwrap_or_default())?),
                "plain" if value.is_none() => extras.plain = true,
                name => match name.trim().parse::<Feature>() {
                    Ok(feature) if value.is_none() => extras.added = extras.added.with(feature, true),
                    _ => return Err(unknown_player(text)),
                },
            }
        }
        Ok((player, extras))
    }

    /// The extras' part of the player's name: `+book`, `+endgame`...
    fn name(&self) -> String {
        let book = self.book.as_ref().map(|(name, _)| format!("+{name}")).unwrap_or_default();
        let endgame = self.endgame.as_ref().map(|(name, _)| format!("+{name}")).unwrap_or_default();
        let evaluation = match self.evaluation {
            Evaluation::Default => "",
            Evaluation::Hand => "+hand",
            Evaluation::Shipped | Evaluation::File(_) => "+learned",
        };
        book + match self.book_play {
            None | Some(BookPlay::AtOnce) => "",
            Some(BookPlay::AmongBookMoves) => "+booksearch",
            Some(BookPlay::Preferred) => "+bookall",
        } + &self.features.map(|set| format!("+features={set}")).unwrap_or_default()
            + &self.added.iter().map(|f| format!("+{}", f.id())).collect::<String>()
            + &self.contempt.map(|c| format!("+contempt={c}")).unwrap_or_default()
            + &endgame
            + evaluation
            + if self.plain { "+plain" } else { "" }
    }

    /// Gives `player`'s searcher its extras in `variant`. A level plays as
    /// the app ships it (the worker's book and tables where the level uses
    /// them, the learned evaluation, the level's contempt) unless `+plain`;
    /// each extra given replaces its own part.
    fn apply(&self, searcher: &mut Searcher, player: Player, variant: Variant) {
        let level = match player {
            Player::Level(level) if !self.plain => Some(level),
            _ => None,
        };
        // The shipped data, read once: for a level as the app plays it, or
        // for `+learned`.
        let wants_shipped = level.is_some() || matches!(self.evaluation, Evaluation::Shipped);
        let shipped = if wants_shipped { shipped::knowledge(variant) } else { Knowledge::default() };
        let uses_book = level.is_some_and(|l| l.uses_book());
        searcher.set_book(self.book.as_ref().map(|(_, b)| b.clone()).or(shipped.book.filter(|_| uses_book)));
        searcher.set_endgame(
            self.endgame.as_ref().map(|(_, t)| t.clone()).or(shipped.endgame.filter(|_| uses_book)),
        );
        // A level's default and `+learned`: the shipped weights (none for a
        // player that is not a level).
        searcher.set_evaluator(match &self.evaluation {
            Evaluation::Default | Evaluation::Shipped => shipped.learned,
            Evaluation::Hand => None,
            Evaluation::File(eval) => Some(eval.clone()),
        });
        searcher.set_book_play(self.book_play.unwrap_or(BookPlay::AtOnce));
        searcher.set_contempt(self.contempt.unwrap_or_else(|| level.map_or(0, |l| l.contempt(variant))));
    }
}

/// One side of a match: a player with its extras, as `match` and `sprt`
/// read it (`empresario+lmr2`, `nodes=50000+hand`).
#[derive(Clone)]
pub(crate) struct Contender {
    pub player: Player,
    extras: Extras,
}

impl Contender {
    pub fn parse(text: &str, variant: Variant) -> Result<Contender, String> {
        let (player, extras) = Extras::parse(text, variant)?;
        Ok(Contender { player: Player::parse(&player)?, extras })
    }

    /// The name in summaries: the player's, then its extras'.
    pub fn name(&self) -> String {
        self.player.name() + &self.extras.name()
    }

    /// The selective features this contender searches with.
    pub fn features(&self) -> Features {
        let own = match self.player {
            Player::Level(level) => level.features(),
            _ => Features::NONE,
        };
        self.extras.added.iter().fold(self.extras.features.unwrap_or(own), |set, f| set.with(f, true))
    }

    /// The limits of one move ([`Player::limits`]) with this contender's
    /// features.
    pub fn limits(&self, seed: u64, movetime: Option<u64>) -> Limits {
        Limits { features: self.features(), ..self.player.limits(seed, movetime) }
    }

    /// A searcher that plays as this contender in `variant`.
    pub fn searcher(&self, variant: Variant) -> Searcher {
        let mut searcher = Searcher::new(TABLE_BITS);
        self.extras.apply(&mut searcher, self.player, variant);
        searcher
    }
}

/// Start positions of `--fens FILE`: one FEN a line (blank lines and `#`
/// comments skipped).
pub(crate) fn read_fens(variant: Variant, path: &str) -> Result<Vec<Position>, Stop> {
    let text = files::read_text(path)?;
    let fens: Vec<Position> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| args::position(variant, l))
        .collect::<Result<_, _>>()?;
    if fens.is_empty() {
        return Err(Stop::Usage(format!("'{path}' holds no FEN")));
    }
    Ok(fens)
}

/// How a game of the match ended.
pub(crate) enum Ending {
    Rules(Outcome),
    /// Stopped after `MAX_PLIES` plies: a draw.
    Capped,
}

impl Ending {
    pub fn result_text(&self) -> &'static str {
        match self {
            Ending::Rules(outcome) => outcome.result_text(),
            Ending::Capped => "1/2-1/2",
        }
    }

    pub fn reason(&self) -> &'static str {
        match self {
            Ending::Rules(Outcome::Win { reason, .. }) => match reason {
                WinReason::NoPieces => "no-pieces",
                WinReason::Blocked => "blocked",
                WinReason::Resignation => "resignation",
            },
            Ending::Rules(Outcome::Draw(reason)) => match reason {
                DrawReason::KingMoves => "king-moves",
                DrawReason::Repetition => "repetition",
                DrawReason::Agreement => "agreement",
                DrawReason::OnePieceEach => "one-piece-each",
            },
            Ending::Capped => "ply-cap",
        }
    }

    pub fn winner(&self) -> Option<Color> {
        match self {
            Ending::Rules(outcome) => outcome.winner(),
            Ending::Capped => None,
        }
    }
}

/// Plays games between two engine players, refereed by the rules
///
/// Plays --games N games (1 to 100000) between two engine players, a and b,
/// the two <player> arguments: a level name, depth=N, movetime=MS (as for
/// best) or nodes=N (N nodes a move: the same games on any machine load).
/// A level plays as in the app (as for best: book and endgame tables where
/// the level uses them, the learned weights of engine/data/eval, the
/// level's contempt), the others with the hand-set terms alone; each extra
/// below replaces its part, and +plain takes a level's away. Any player may
/// end in +hand (the hand-set terms), +learned (the shipped learned
/// weights) or +learned=FILE (a weights file written by `damas learn
/// train`), in +book (plays from engine/data/book/<rule-set>.txt where it
/// has a move) or +book=FILE, and in +endgame (the rule set's endgame
/// tables, engine/data/endgame/<rule-set>.egdb) or +endgame=FILE (damas
/// endgame build); several may follow one another (empresario+book+endgame);
/// +booksearch (with a book: searches the book's moves, then chooses among
/// those within the book's margin), +bookall, +contempt=N, and the search
/// features under test (docs/BENCHMARKS.md): +lmr, +lmr2, +aspiration,
/// +probcut, +qthreat, +singular, +lmr3, +lmrlog, +razor, +hist, +ttmove and
/// +futility each turn one on, +features=LIST (names joined by commas, or
/// none) gives the whole set.
/// Each opening is K random legal plies from the start position (--openings
/// K), drawn with --seed S; one that ends the game is never drawn, and a
/// position already used only when no other is found. Each opening is
/// played twice, a with White then b with White; for an odd N the last
/// opening is played once. --fens FILE starts the games from the file's
/// positions instead (one FEN a line, each played twice with the colours
/// swapped, none random). Each player keeps its own transposition table,
/// cleared between games.
/// Games end by the rules only: no legal move loses; the king-move rule and
/// repetition draw. A game still going after 400 plies, opening included,
/// is stopped and counted as a draw.
/// One line per game, printed as soon as it ends:
///   game <i> opening <moves> white <a|b> result <r> reason <why> plies <n> end <FEN>
/// <i> counts from 1; <moves> are the opening's moves joined by commas
/// (`none` when K is 0; the start FEN with --fens); white names the player
/// with White; <r> is 1-0, 0-1 or 1/2-1/2 (White's score first); <why> is
/// no-pieces, blocked (no legal move), king-moves, repetition or ply-cap
/// (the 400-ply stop); <n> counts every ply, opening included; <FEN> is the
/// last position. Then one summary line, from a's side:
///   <a> vs <b>: wins <w> draws <d> losses <l> score <p>% capped <c>
/// <a> and <b> are the players' names (domador, motorista, carcereiro,
/// empresario, depth=N, movetime=MS, nodes=N, with their extras);
/// w + d + l = N; <p> = (w + d/2) / N x 100 with one decimal; the draws
/// include the <c> games stopped at 400 plies. Players with a time limit
/// may play differently from one run to the next.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// Player a: a level, depth=N, movetime=MS or nodes=N, with its extras
    #[arg(value_name = "player")]
    a: String,
    /// Player b, as a
    #[arg(value_name = "player")]
    b: String,
    /// The number of games, 1 to 100000
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES))]
    games: u64,
    /// Caps every player's time for each move (a level keeps its depth, a
    /// depth=N player stops at the first of the two limits)
    #[arg(long, value_name = "MS", value_parser = args::movetime())]
    movetime: Option<u64>,
    /// Draws the openings (and the moves a level finds equally good)
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Random plies of each opening, 0 to 20 (default 2 on 8x8 boards, 4 on
    /// 10x10)
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(0..=MAX_OPENING))]
    openings: Option<u64>,
    /// Starts the games from this file's positions, one FEN a line
    #[arg(long, value_name = "FILE")]
    fens: Option<String>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { rule_set: args::RuleSet { variant }, a, b, games, movetime, seed, openings, fens } = args;
    let (a, b) = (Contender::parse(&a, variant)?, Contender::parse(&b, variant)?);
    let start = Position::start(variant);
    let opening_plies = match openings {
        Some(k) => k as usize,
        None if start.size() == BoardSize::Eight => 2,
        None => 4,
    };

    let fens = fens.map(|path| read_fens(variant, &path)).transpose()?;
    let names = [a.name(), b.name()];
    let mut searchers = [a.searcher(variant), b.searcher(variant)];
    let players = [a, b];
    let mut openings = seeded::from_seed(seed);
    let mut seen = Vec::new();
    let mut opening = Vec::new();
    // From a's side: wins, draws, losses; and the games capped.
    let (mut wins, mut draws, mut losses, mut capped) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..games {
        let start = match &fens {
            Some(fens) => fens[(i / 2) as usize % fens.len()],
            None => start,
        };
        if fens.is_some() {
            opening.clear();
        } else if i % 2 == 0 {
            opening = draw_opening(&start, opening_plies, &mut openings, &mut seen)?;
        }
        // Game 1 of an opening: a has White; game 2: b.
        let white = (i % 2) as usize;
        let mut moves = seeded::stream(seed, i + 1);
        let mut limits = |who: usize| players[who].limits(moves.random::<u64>(), movetime);
        let (ending, game) = play_game(&start, &opening, white, &mut searchers, &mut limits, None)?
            .ok_or_else(|| internal("a game abandoned"))?;
        let a_color = if white == 0 { Color::White } else { Color::Black };
        match ending.winner() {
            Some(c) if c == a_color => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        if matches!(ending, Ending::Capped) {
            capped += 1;
        }
        let opening_text = match &fens {
            Some(_) => start.to_fen(),
            None if opening.is_empty() => "none".to_string(),
            None => line_text(&start, &opening).join(","),
        };
        let line = game_line(i + 1, &opening_text, white, ending.result_text(), ending.reason(), &game);
        writeln!(out, "{line}")?;
        out.flush()?;
    }
    let score = (wins as f64 + draws as f64 / 2.0) / games as f64 * 100.0;
    writeln!(
        out,
        "{} vs {}: wins {wins} draws {draws} losses {losses} score {score:.1}% capped {capped}",
        names[0], names[1]
    )?;
    Ok(ExitCode::SUCCESS)
}

/// One game's line of `match` and `arena`: `game <number> opening
/// <opening> white <a|b> result <result> reason <reason> plies <n> end
/// <FEN>`, `white` being the index of the player with White.
pub(crate) fn game_line(
    number: u64,
    opening: &str,
    white: usize,
    result: &str,
    reason: &str,
    game: &Game,
) -> String {
    format!(
        "game {number} opening {opening} white {} result {result} reason {reason} plies {} end {}",
        ["a", "b"][white],
        game.moves().len(),
        game.position().to_fen()
    )
}

/// `plies` random legal moves from `start` that do not end the game, leading
/// to a position not in `seen` when one can be found.
pub(crate) fn draw_opening(
    start: &Position,
    plies: usize,
    rng: &mut Seeded,
    seen: &mut Vec<u64>,
) -> Result<Vec<Move>, Stop> {
    let mut repeated = None;
    for _ in 0..1000 {
        let mut game = Game::from_position(*start);
        let mut line = Vec::with_capacity(plies);
        while line.len() < plies {
            let mut moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            moves.sort_by_key(path_key);
            let mv = moves[rng.random_range(0..moves.len())];
            if game.play(&mv).is_err() {
                break;
            }
            line.push(mv);
        }
        if line.len() < plies || game.outcome().is_some() {
            continue;
        }
        let key = game.position().hash();
        if !seen.contains(&key) {
            seen.push(key);
            return Ok(line);
        }
        repeated.get_or_insert(line);
    }
    repeated
        .ok_or_else(|| Stop::Usage(format!("found no opening of {plies} plies that leaves the game open")))
}

/// Plays one game; `white` is the index of the player with White,
/// `limits(i)` gives player i's limits for its next move. Returns how it
/// ended and the game, opening included; `None` when `abandon` was raised
/// (it is read before each move).
pub(crate) fn play_game(
    start: &Position,
    opening: &[Move],
    white: usize,
    searchers: &mut [Searcher; 2],
    limits: &mut dyn FnMut(usize) -> Limits,
    abandon: Option<&std::sync::atomic::AtomicBool>,
) -> Result<Option<(Ending, Game)>, Stop> {
    let mut game = Game::from_position(*start);
    for mv in opening {
        game.play(mv).map_err(|e| internal(&format!("opening move {mv}: {e}")))?;
    }
    for searcher in searchers.iter_mut() {
        searcher.clear();
    }
    loop {
        if let Some(outcome) = game.outcome() {
            return Ok(Some((Ending::Rules(outcome), game)));
        }
        if game.moves().len() >= MAX_PLIES {
            return Ok(Some((Ending::Capped, game)));
        }
        if abandon.is_some_and(|a| a.load(std::sync::atomic::Ordering::Relaxed)) {
            return Ok(None);
        }
        let who = if game.position().side_to_move() == Color::White { white } else { 1 - white };
        let limits = limits(who);
        let result = searchers[who].search(&game, &limits, &StdClock::start(), None, &mut |_| {});
        let Some(mv) = result.best.or_else(|| game.legal_moves().first().copied()) else {
            return Err(internal("the search found no move in an open game"));
        };
        game.play(&mv).map_err(|e| internal(&format!("the engine chose {mv}: {e}")))?;
    }
}

/// A failure of the engine itself (not expected to happen).
pub(crate) fn internal(message: &str) -> Stop {
    Stop::Usage(format!("internal error: {message}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn searcher_of(text: &str, variant: Variant) -> (Searcher, String) {
        let contender = Contender::parse(text, variant).unwrap();
        (contender.searcher(variant), contender.name())
    }

    #[test]
    fn a_level_plays_as_shipped_unless_plain_and_each_extra_replaces_its_part() {
        let (s, name) = searcher_of("empresario", Variant::Thai);
        assert!(s.book().is_some() && s.endgame().is_some() && s.evaluator().is_some(), "{name}");
        assert_eq!(s.contempt(), Level::Empresario.contempt(Variant::Thai));
        let (s, name) = searcher_of("empresario+plain", Variant::Thai);
        assert!(s.book().is_none() && s.endgame().is_none() && s.evaluator().is_none());
        assert_eq!((s.contempt(), name.as_str()), (0, "empresario+plain"));
        let (s, _) = searcher_of("empresario+hand+contempt=5", Variant::Thai);
        assert!(s.endgame().is_some() && s.evaluator().is_none());
        assert_eq!(s.contempt(), 5);
        // The weaker levels: the learned evaluation, no book nor tables.
        let (s, _) = searcher_of("motorista", Variant::English);
        assert!(s.book().is_none() && s.endgame().is_none() && s.evaluator().is_some());
        // Other players: the hand-set terms alone.
        let (s, _) = searcher_of("depth=4", Variant::English);
        assert!(s.book().is_none() && s.evaluator().is_none());
    }

    #[test]
    fn each_search_feature_is_toggled_per_player_by_its_name_or_a_list() {
        let features = |text: &str| {
            let contender = Contender::parse(text, Variant::International).unwrap();
            (contender.features(), contender.limits(1, None).features, contender.name())
        };
        // A level searches as it ships; another player full-width.
        let shipped = Level::Empresario.features();
        assert_eq!(features("empresario"), (shipped, shipped, "empresario".into()));
        assert_eq!(features("nodes=1000").0, Features::NONE);
        for feature in Feature::ALL {
            let name = format!("empresario+{}", feature.id());
            let added = shipped.with(feature, true);
            assert_eq!(features(&name), (added, added, name.clone()));
        }
        let (set, _, name) = features("nodes=1000+features=lmr2,probcut");
        assert_eq!(
            (set, name.as_str()),
            ("lmr2,probcut".parse().unwrap(), "nodes=1000+features=lmr2,probcut")
        );
        let (set, _, name) = features("empresario+features=none");
        assert_eq!((set, name.as_str()), (Features::NONE, "empresario+features=none"));
        let (set, _, name) = features("empresario+features=none+lmr");
        assert_eq!(
            (set, name.as_str()),
            (Features::NONE.with(Feature::LateMoveReductions, true), "empresario+features=none+lmr")
        );
        assert!(Contender::parse("empresario+features=lmr9", Variant::Brazilian).is_err());
        assert!(Contender::parse("empresario+lmr2=1", Variant::Brazilian).is_err());
    }
}
