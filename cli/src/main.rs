//! `damas`: the rules engine on the command line, for people and scripts.
//! The usage text below is the reference for the output formats; other tools
//! depend on them, so keep them stable.

mod arena;
mod args;
mod best;
mod book;
mod duel;
mod endgame;
mod hub;
mod judge;
mod learn;
mod puzzle_file;
mod puzzles;
mod recheck;
mod review;
mod shipped;
mod tally;
mod xorshift;

use std::io::{self, BufRead, BufReader, BufWriter, ErrorKind, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use damas_engine::{perft, perft_divide, Convention, Move, Position};

use args::{Command, Opt};
use judge::Judgement;

const USAGE: &str = "\
damas: the Damas draughts rules engine on the command line

USAGE
  damas perft <rule-set> <depth> [--fen FEN] [--keep] [--divide]
  damas moves <rule-set> [FEN]
  damas play <rule-set> <FEN> <move>...
  damas explain <rule-set> <FEN> <move>
  damas best <rule-set> <FEN> [--level NAME | --depth N | --movetime MS]
             [--seed S] [--endgame FILE] [--plain]
  damas match <rule-set> <player> <player> --games N [--movetime MS] [--seed S]
              [--openings K] [--fens FILE]
  damas puzzles verify <file>... [--depth D]
  damas puzzles recheck <file>... [--depth D] [--jobs N] [--drop]
                         [--resume LOG]
  damas puzzles generate <rule-set> [--count N] [--seed S] [--theme T]
                         [--depth D] [--seconds S] [--first-id N]
  damas puzzles mine <rule-set> [--count N] [--seed S] [--depth D]
                     [--shallow D] [--seconds S] [--first-id N]
                     [--exclude FILE]... [--game-nodes N] [--motif T]
                     [--min-difficulty D]
  damas puzzles rate <file>
  damas puzzles count <files...>
  damas puzzles retag <file>
  damas review <rule-set> <PDN file> [--depth N]
  damas hub <rule-set> [--level NAME] [--cpu-time] [--plain]
             [--contempt N]
  damas arena <rule-set> --hub COMMAND --games N [--movetime MS]
              [--depth N] [--nodes N] [--hub-depth N] [--hub-nodes N]
              [--us COMMAND] [--seed S]
              [--openings K | --openings-file FILE] [--timeout MS]
              [--log FILE] [--cpu-time]
  damas endgame build <rule-set> --pieces N --out FILE [--budget BYTES]
  damas endgame verify <rule-set> FILE
  damas endgame probe <rule-set> FILE <FEN> [--run N]
  damas endgame positions <rule-set> [--pieces A-B] [--count N] [--seed S]
  damas book build <rule-set> [--plies N] [--wide W] [--depth D] [--nodes N]
                   [--margin M] [--max-moves K] [--positions P] [--out FILE]
  damas book verify <rule-set> <file>
  damas book variety <rule-set> [--games N] [--nodes N] [--plies P]
                     [--book FILE]
  damas learn generate <family> --games N --out FILE [--seed S] [--depth D]
                       [--nodes N] [--learned FILE]
  damas learn train <family> --data FILE[,FILE...] --out FILE [--epochs E]
                    [--seed S] [--result-weight X] [--l2 X] [--rate X] [--no-hand]
  damas help | --help | -h        this text (also `damas <command> --help`)
  damas --version | -V            prints `damas <version>`

RULE SETS
  brazilian english russian spanish italian thai damas10 international
  (aliases: american, checkers = english; brasileira, brasileiras =
  brazilian; fmjd = international; any letter case)

POSITIONS AND MOVES
  FEN is a PDN FEN: side to move, then each colour's squares, K for kings,
  e.g. W:W21,22,K30:B1,2,K9 (ranges such as W21-32 are read too). The word
  `start` stands for the rule set's start position wherever a FEN is
  expected, on the command line and on standard input.
  A move is written 11-15 (quiet) or 22x15 (capture); a capture may list
  landing squares, 22x15x24, and must list enough of them to name one move.
  On 8x8 boards algebraic squares (c3-d4) are read too.

COMMANDS
  perft    Counts move paths from the position (the start position unless
           --fen is given) for every depth from 1 to <depth> (1 to 30).
           Output, one line per depth d:
             <d> <count>
           then one totals line for the deepest depth:
             nodes <count> seconds <seconds> nps <nodes per second>
           e.g. `nodes 3963680 seconds 0.181 nps 21898785`. <count> is the
           count at <depth>; <seconds> is the wall time of that deepest count
           alone, with exactly 3 decimals; nps is count / seconds rounded to a
           whole number (0 when no time could be measured).
           Options may come anywhere after `perft`; --fen=FEN works too.
           --keep   count captures that take the same pieces by different
                    routes separately (the \"keep\" convention); the default
                    merges them (\"drop\", the legal move list).
           --divide first print one line per legal first move, in move-list
                    order (see moves), before the depth lines:
                      <move> <count>
                    <count> is the perft of the position after <move> at
                    depth - 1; the counts add up to the count at <depth>.
                    <move> is the move text (11-15, 22x15, or every landing
                    square when two moves share both ends); under --keep,
                    routes that would print the same text print every
                    landing square. Move lines always contain `-` or `x`;
                    depth and totals lines never do.
  moves    Prints the legal moves, one per line, captures with every
           landing square (22x15x24), quiet moves as 11-15, sorted by the
           square numbers along the path.
           With a FEN argument: just those lines (none when there is no
           legal move), no empty line after them.
           Without FEN: reads FENs from standard input, one per line, and
           answers each with its moves followed by one empty line (so a
           position with no legal move is answered by the empty line alone).
           Output is flushed whenever no more input is waiting, so the
           command can be driven line by line. At the first malformed line
           (blank lines included) it prints one line on standard error and
           exits with status 2, after the answers to the lines before it.
  play     Plays the moves in order from FEN and prints the FEN after them
           (squares in order, K before kings), e.g.
           `damas play english start 11-15` prints
           W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15
           A move that cannot be played: nothing on standard output, one line
             damas: move <n> '<move>': <reason>
           on standard error, status 1.
  explain  Prints `legal` (status 0), or one line
             illegal: <reason>
           (status 1): the rule the move breaks, or, for a capture that
           stops too early, that it must go on and to which squares.
  best     Searches the position and prints, after each finished depth,
             info depth <d> score <score> nodes <nodes> pv <move>...
           then one last line
             bestmove <move>
           <score> is for the side to move, in hundredths of a man (a man
           is 100); a win in n plies scores 30000 - n, a loss in n plies
           -(30000 - n). <nodes> counts from the start of the search. The pv
           is the expected line, best move first. Moves are written as play
           reads them: 11-15, 22x15, every landing square only when two
           captures share both ends. bestmove is the first pv move of the
           last info line. A position with no legal move prints no info
           line and `bestmove none`, with status 0.
           One limit at most:
           --level NAME   a computer opponent of the app: domador,
                          motorista, carcereiro or empresario (any letter
                          case, with or without the accent); the default
                          is empresario (about one second). A level
                          plays as in the app: the opening book and
                          endgame tables of engine/data where the level
                          uses them (Empresário), the learned evaluation
                          of the rule set's family, the level's contempt.
           --plain        a level with the search and the hand-set
                          evaluation alone.
           --depth N      search N plies (1 to 99), and to the end of the
                          captures.
           --movetime MS  think MS milliseconds (1 to 3600000).
           --seed S       chooses among the moves a level finds equally
                          good (default 0): the same seed, the same move,
                          unless the level's time limit cut the search.
           --endgame FILE probes these endgame tables (damas endgame
                          build); a won ending scores 20000 less the plies
                          to it and to its conversion (docs/ENDGAMES.md).
  learn    generate <family>: plays --games N self-play games (hand-set
           evaluation, --depth D plies and --nodes N nodes a move, default
           6 and 6000; 6 random opening plies; small random choices among
           near-equal moves) in the rule sets of a family (flying-eight,
           short-eight, ten) or in one rule set (its name), seeded by
           --seed S (default 1), and writes every quiet position with the
           game's result and the search's score to --out FILE (30 bytes
           each).
           train <family>: fits a learned evaluation for the family to the
           positions of --data FILE[,FILE...] (given a rule set's name, to
           that rule set's positions only; --epochs E, default 8; --seed S
           of the shuffles) and writes it to --out FILE; prints the loss
           of each epoch on the data and on the last 5 %, held out. The
           target is --result-weight X (0 to 1, default 0.5) times the game
           result plus the rest times the squashed search score; --l2 and
           --rate set the fit; --no-hand fits material with the regions
           instead of adding the regions to the hand-set terms.
  match    Plays --games N games (1 to 100000) between two engine players,
           a and b, the two <player> arguments: a level name, depth=N,
           movetime=MS (as for best) or nodes=N (N nodes a move: the same
           games on any machine load). A level plays as in the app (as
           for best: book and endgame tables where the level uses them,
           the learned weights built in from engine/data/eval, the level's
           contempt), the others with the hand-set terms alone; each extra
           below replaces its part, and +plain takes a level's away. Any
           player may end in +hand (the hand-set terms), +learned (the
           built-in learned weights) or +learned=FILE (a weights file
           written by `damas learn train`), in +book (plays from
           engine/data/book/<rule-set>.txt where it has a move) or
           +book=FILE, and in +endgame (below); several may follow one
           another (empresario+book+endgame); +booksearch (with a book:
           searches the book's moves, then chooses among those within the
           book's margin) and +lmr (late-move reductions, a search change
           under test: docs/BENCHMARKS.md). Each opening is K random legal plies
           from the start position (--openings K, 0 to 20; default 2 on
           8x8 boards, 4 on 10x10), drawn with --seed S (default 0); one
           that ends the game is never drawn, and a position already used
           only when no other is found. Each opening is played twice, a
           with White then b with White; for an odd N the last opening is
           played once. --movetime MS caps every player's time for each
           move (a level keeps its depth, a depth=N player stops at the
           first of the two limits). Each player keeps its own
           transposition table, cleared between games.
           Games end by the rules only: no legal move loses; the king-move
           rule and repetition draw. A game still going after 400 plies,
           opening included, is stopped and counted as a draw.
           One line per game, printed as soon as it ends:
             game <i> opening <moves> white <a|b> result <r> reason <why> plies <n> end <FEN>
           <i> counts from 1; <moves> are the opening's moves joined by
           commas (`none` when K is 0); white names the player with White;
           <r> is 1-0, 0-1 or 1/2-1/2 (White's score first); <why> is
           no-pieces, blocked (no legal move), king-moves, repetition or
           ply-cap (the 400-ply stop); <n> counts every ply, opening
           included; <FEN> is the last position. Then one summary line,
           from a's side:
             <a> vs <b>: wins <w> draws <d> losses <l> score <p>% capped <c>
           <a> and <b> are the players' names (domador, motorista,
           carcereiro, empresario, depth=N, movetime=MS, nodes=N, with
           their +book and +endgame); w + d + l = N;
           <p> = (w + d/2) / N x 100 with one decimal; the draws include
           the <c> games stopped at 400 plies. Players with a time limit
           may play differently from one run to the next.
           A player may end in +endgame (empresario+endgame): it probes
           the rule set's endgame tables, engine/data/endgame/<rule-set>.egdb,
           or those of +endgame=FILE (damas endgame build). --fens FILE
           starts the games from the file's positions (one FEN a line, each
           played twice with the colours swapped, none random) instead of
           openings; <moves> is then the start FEN.
  puzzles  verify: reads PDN puzzle files (one game per puzzle: FEN,
           GameType, PuzzleId, Kind (tactic or drill; else the themes'
           kind), Theme, Difficulty 1-5, the solution as movetext) and
           proves each puzzle has exactly one solution: the FEN is legal,
           every move is legal, every reply is forced or the engine's best,
           and every solver move is the only solution. Drills (rule
           themes): the only legal move. Tactics: at least two legal first
           moves, 1 to 5 solver moves, each better than every other move by
           1.5 men (or the only forced win), searched --depth D plies,
           default 8, and at least two more than the rest of the line; every
           defence of the opponent loses. The flaw is named: only one legal
           move, second solution, margin too small, reply not forced,
           defence does not lose, too long, kind/themes mismatch,
           difficulty N tagged, M measured (a tactic's difficulty is the
           depth a search needs to find it, searched 10 plies)...
           One line per puzzle:
             ok <id>
             FAIL <id>: <flaw>
           then `summary: <n> puzzles, <ok> ok, <f> failed, <s> s` and one
           line per rule set and kind: `<rule-set> <kind> <n>: <theme>
           <count>, ...`; for tactics three more: the number of puzzles by
           legal first moves, by solver moves and by difficulty
           (`<value>:<count> ...`).
           Status 1 if any puzzle fails, 2 if a file cannot be read.
           Themes: compulsory-capture majority-law italian-tiebreak
           promotion-in-capture king-capture (drills); shot breakthrough
           win-material endgame forced-by-majority forced-by-tiebreak
           (tactics; the last two: a capture the majority law or the
           Italian tie-breaks forbid would have saved the opponent).
           generate: mines puzzles (self-play and random positions), keeps
           those the verifier accepts (shots and endgames also at
           depth D + 3), drops duplicates (same position or
           its colour-reversed mirror), estimates a difficulty and prints
           PDN on standard output: --count N puzzles (default 10; each
           theme gets its share), --theme T only that theme, --seed S,
           --depth D (default 8), --seconds S stop after S seconds,
           --first-id N number the ids <rule-set>-NNNN from N. A summary
           line goes to standard error.
           mine: finds tactics in the engine's own games (a few random
           opening moves, then each side at a level chosen by the seed,
           searched by depth and at most --game-nodes N nodes a move,
           default 20000, 0 for no cap; never by the clock, so a seed gives
           the same games everywhere). Each position after the opening passes cheap
           filters first (two legal moves or more; a --shallow D search,
           default 4, sees one move winning by 1.5 men over every other),
           then the line is built at --depth D (default 8) and the
           verifier proves it at D and D + 2, then the recheck (below) at
           D + 4 with the endgame tables. Positions already found, in
           --exclude files or as colour mirrors, are skipped. Prints PDN
           (Kind tactic, a Source tag naming seed, game and ply; ids
           <rule-set>-tNNNN) until --count N (default 10) or --seconds S;
           a summary line on standard error, and where the time went.
           --motif T keeps only tactics of theme T and looks for them on
           purpose: a cheap test first (for forced-by-majority and
           forced-by-tiebreak, a move after which the law forbids one of
           the opponent's captures; for shot, a quiet move the opponent
           must take; for turkish-strike, a move after which a capture of
           the opponent's stops on the pieces it jumped), and for those
           three each game position is also tried one piece short (the
           Source tag names the square). --min-difficulty D keeps only
           tactics of difficulty D or more.
           recheck: looks at every tactic again, --depth D plies (default
           12: four deeper than verify) with the rule set's endgame tables
           (engine/data/endgame/<rule-set>.egdb), and refuses it when, at
           any step of the solver's, another move keeps a comparable
           result (as good, or within the margin of 1.5 men, unless the
           solution wins by force and it does not). One line per tactic,
           printed as soon as it is known:
             ok <id>
             REFUSED <id>: <flaw>
           then `summary: <n> tactics (<k> from an earlier run), <r>
           refused, depth <d>, <j> jobs, <s> s` (and every 25 tactics a
           line of progress on standard error). --jobs N searches N
           tactics at once (default: the machine's cores); --drop writes
           each file again without the tactics it refuses; --resume LOG
           takes the answers in LOG (an earlier run's output, even one
           stopped half way) instead of searching those tactics again.
           count: a Markdown row per file: its tactics, how many show
           each motif, the share of shots and of pure endgame material
           wins, and how many at each difficulty.
           rate: prints the file again with each tactic's Difficulty
           measured again. retag: the same with each tactic's Theme found
           again (as the miner tags). Both are deterministic.

  review   Reviews every game of a PDN file (each game's GameType tag
           chooses its rule set, else <rule-set>) and prints them again as
           PDN, one blank line between games: the tags, an `Annotator` tag
           (`damas review, depth <d>`), a comment before the first move
           with each side's summary
             Review at depth <d>. White: <n> moves, <i> inaccuracies,
             <m> mistakes, <b> blunders, average loss <l>. Black: ...
           then the moves, each move that lost score marked glued to it
           (?! inaccuracy, ? mistake, ?? blunder) and followed by a comment
             {<class>, loses <l>. Better <line> (<score>). After it:
             <line> (<score>). <reasons>}
           The loss is in men (a man is 1.00) for the mover: the best
           move's score less the played move's, each first held within
           +-5 men (a forced win counts as 5). Classes: a loss of 0.40 or
           more is an inaccuracy, 1.00 a mistake, 2.00 a blunder. Scores
           are for the mover, `+0.35`, or `win in <n>`/`loss in <n>` plies.
           Reasons, when the lines show one: It allows a shot: <line>,
           losing <n> pieces. / It leaves <n> pieces to be taken: <line>. /
           It misses a capture of <n> pieces: <line>. / It lets the man on
           <square> through to be crowned on <square>: <line>. / It lets a
           king capture from afar (<n> squares away): <move>.
           The game's own comments are kept, ours after them.
           Each position is searched 8 plies (at most 400000 nodes a
           search: what the app's review does), or --depth N plies (1 to
           99, no node limit). The same file gives the same output.
           A file that cannot be read, holds no game, or a game with a bad
           tag, FEN or move: one `damas: ` line naming the game and line,
           status 2, nothing on standard output.
  book     build: builds an opening book (the format:
           damas_engine::search::OpeningBook) from the start position (and
           for english also from the app's five three-move ballots),
           breadth first: in each position with a choice every legal move
           is searched --depth D plies (default 10; at most --nodes N a
           move, default 0: no cap; never by the clock), and the moves
           within --margin M hundredths of a man of the best (default 10),
           at most --max-moves K of them (default 3), are kept with their
           scores. For the first --wide W plies (default 2) every legal
           move is followed, then only the book's, up to --plies N
           (default 10), until the book holds --positions P positions
           (default 2000). The same arguments give the same
           file. Writes the book to --out FILE (else standard output) and
           one line on standard error:
             book <rule-set>: <p> positions, <m> moves, <b> bytes, <s> s
           verify: reads a book file, checking every move by the rules
           (status 2 and the line at fault if one is refused), and prints
             ok <file>: <rule-set> <p> positions, <m> moves, margin <m>, <b> bytes
           variety: plays --games N games (default 20) of Empresário
           against itself from the start, a new seed each move (as the
           app), --nodes N a move (default 50000) instead of its second,
           first with the book (engine/data/book/<rule-set>.txt or --book
           FILE), then without; counts the distinct games over the first
           --plies P plies (default 20):
             <rule-set> with book: <d> distinct games of <n> over the first
             <p> plies (<b> book moves), nodes <n>
           (<b>: the moves played in book positions with a choice)
  hub      Our engine speaking the Hub protocol (version 2, the one of
           Scan 3.1 and the Hub GUI) on standard input and output, for
           GUIs and arenas: hub (answered by id, param name=variant, wait),
           set-param name=variant value=<rule-set>, init (ready),
           new-game, pos pos=<side><one letter a square> moves=\"...\",
           level depth=N | nodes=N | move-time=S | time=S, go think
           (info lines, then done move=<move> ponder=<move>), ping (pong),
           quit. Moves as Hub writes them: 32-28, or a capture with its
           origin, destination and every captured square: 28x19x23. A bad
           command is answered by error message=\"...\" and the engine goes
           on. Without a level line it plays at --level (empresario).
           --cpu-time: a move-time counts the search thread's CPU time
           (Linux; wall time elsewhere), as Samuel's clock does.
           The engine uses the data the app's worker uses (read from
           engine/data: the opening book and endgame tables for the
           levels that use them, Empresário; the learned evaluation of
           the rule set's family at every level); --plain plays
           with the search and the hand-set evaluation alone (the engine
           before the book, the tables and the learned weights, for
           matches against it). --contempt N (0 to 100) scores a draw N hundredths of a man below level
           for the engine; by default the level's (Empresário in thai:
           20), 0 with --plain.
  arena    Plays --games N games between our engine (a: `damas hub
           <rule-set>`, or the shell command --us COMMAND) and the engine
           started by the shell command --hub COMMAND (b), both speaking
           the Hub protocol. Openings as for match (--openings K random
           plies, --seed S), or one a line from --openings-file FILE (moves
           separated by spaces or commas; # comments), each played twice,
           colours swapped. Each side gets --movetime MS a move (default
           1000, sent as level move-time); --depth N and/or --nodes N limit
           a instead (reproducible), --hub-depth N and/or --hub-nodes N
           limit b instead. Our rules referee: a move that is not
           legal, not readable, or not sent within --timeout MS (default 10
           x movetime + 10 s) loses the game for that side and prints
             illegal <a|b> (<name>) fen <FEN> move <move>: <reason>
             no-answer <a|b> (<name>) fen <FEN>: <reason>
           When the engine also wrote an error line (it refused the
           position or its king moves) or sent done without a move, the
           move is asked once more with the current position alone, first
           printing
             retry <a|b> (<name>): <error lines>; ...
           Then the game lines of match (reasons also illegal-move and
           no-answer), and the summary from a's side:
             <a> (<limits>) vs <b> (<limits>): wins <w> draws <d>
               losses <l> score <p>% capped <c> forfeits <f>
             elo <e> [<low>, <high>] (95%, trinomial: games independent)
             elo <e> [<low>, <high>] (95%, pentanomial: pairs of games
               independent)
           (the pentanomial line from two pairs on; `[no interval: all
           scored alike]` when every game, or pair, scored the same)
           --cpu-time starts our engine with `hub --cpu-time` (for
           opponents that count CPU time, on a busy machine).
           --log FILE writes every protocol line, `a > ` sent, `a < `
           received. See bench/arena/README.md for the opponents.
  endgame  build: solves every material signature of the rule set with
           fewer than N pieces (N from 2 to 6), then those of N pieces in
           order (kings only first) while the file stays within --budget
           BYTES (default 250000; the first that does not fit ends the
           list), and writes the tables to FILE (the same bytes on every
           run); prints one line
             <rule-set> pieces <N> signatures <s> positions <p> wins <w>
             draws <d> losses <l> bytes <b> seconds <t>
           (wins/draws/losses of the side to move, king-move count at 0).
           verify: reads FILE (status 2 if it is damaged or of another rule
           set), checks every stored value against the position's moves and
           its children's values, and prints the same counts with `ok`;
           status 1 and the first wrong position if one disagrees.
           probe: prints the tables' value of the position for the side to
           move after N king moves in a row (--run N, default 0): `win
           <plies>`, `draw`, `loss <plies>` or `unknown`; then one line per
           legal move, `<move> <value>`, the value for the opponent after it.
           positions: prints --count random open positions (default 10),
           one FEN a line, with --pieces A-B pieces (default 5-7), for
           `damas match --fens`. See docs/ENDGAMES.md.

EXIT STATUS
  0  success (explain: the move is legal; best: also when there is no
     legal move)
  1  the move cannot be played (play, explain)
  2  bad arguments or input: unknown command, rule set, option, level or
     player, missing or extra argument, two of --level, --depth and
     --movetime, a number out of its range (perft depth 1 to 30), malformed
     FEN, text that is not a move on this board; one line on standard
     error, starting with `damas: `.
  Output to a closed pipe (e.g. `| head -1`) stops quietly with status 0.
";

/// Why a command stops early.
enum Stop {
    /// Bad arguments or input: one line on stderr, status 2.
    Usage(String),
    /// A move that cannot be played: one line on stderr, status 1.
    Refused(String),
    /// Writing the output failed.
    Io(io::Error),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Io(e)
    }
}

impl From<String> for Stop {
    fn from(message: String) -> Stop {
        Stop::Usage(message)
    }
}

const REFUSED: u8 = 1;
const USAGE_ERROR: u8 = 2;

fn main() -> ExitCode {
    let args = match args::collect(std::env::args_os().skip(1)) {
        Ok(args) => args,
        Err(message) => return complain(&message, USAGE_ERROR),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = run(&args, &mut out);
    let flushed = out.flush();
    match result {
        Ok(code) => match flushed {
            Ok(()) => code,
            Err(e) if e.kind() == ErrorKind::BrokenPipe => code,
            Err(e) => complain(&format!("cannot write the output: {e}"), USAGE_ERROR),
        },
        Err(Stop::Usage(message)) => complain(&message, USAGE_ERROR),
        Err(Stop::Refused(message)) => complain(&message, REFUSED),
        Err(Stop::Io(e)) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Stop::Io(e)) => complain(&format!("cannot write the output: {e}"), USAGE_ERROR),
    }
}

/// Prints `damas: <message>` as one line on stderr and returns `status`.
fn complain(message: &str, status: u8) -> ExitCode {
    let line = format!("damas: {}\n", args::one_line(message));
    // Nothing more can be done if stderr is closed too.
    let _ = io::stderr().lock().write_all(line.as_bytes());
    ExitCode::from(status)
}

fn run(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Stop::Usage("missing command (try 'damas --help')".into()));
    };
    let wants_help = rest.iter().any(|a| a == "--help" || a == "-h");
    match command.as_str() {
        "help" | "--help" | "-h" => usage(out),
        "--version" | "-V" => {
            writeln!(out, "damas {}", env!("CARGO_PKG_VERSION"))?;
            Ok(ExitCode::SUCCESS)
        }
        "perft" | "moves" | "play" | "explain" | "best" | "match" | "puzzles" | "review" | "hub"
        | "arena" | "book" | "endgame" | "learn"
            if wants_help =>
        {
            usage(out)
        }
        "perft" => perft_command(rest, out),
        "moves" => moves_command(rest, out),
        "play" => play_command(rest, out),
        "explain" => explain_command(rest, out),
        "best" => best::command(rest, out),
        "match" => duel::command(rest, out),
        "puzzles" => puzzles::command(rest, out),
        "review" => review::command(rest, out),
        "hub" => hub::command(rest, out),
        "arena" => arena::command(rest, out),
        "book" => book::command(rest, out),
        "endgame" => endgame::command(rest, out),
        "learn" => learn::command(rest, out),
        other => Err(Stop::Usage(format!(
            "unknown command '{}' (expected perft, moves, play, explain, best, match, puzzles, review, hub, \
             arena, book, endgame, learn or help)",
            args::snippet(other)
        ))),
    }
}

fn usage(out: &mut impl Write) -> Result<ExitCode, Stop> {
    out.write_all(USAGE.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

fn perft_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let options = [
        Opt { name: "fen", takes_value: true },
        Opt { name: "keep", takes_value: false },
        Opt { name: "divide", takes_value: false },
    ];
    let Command { variant, mut positional, options: split } = args::command(args, &options)?;
    let depth = args::depth(&positional.next("depth")?)?;
    positional.end()?;
    let pos = args::position(variant, split.value("fen").unwrap_or("start"))?;
    let convention = if split.flag("keep") { Convention::Keep } else { Convention::Drop };

    let deepest = if split.flag("divide") {
        let started = Instant::now();
        let mut divided = perft_divide(&pos, depth, convention);
        let elapsed = started.elapsed();
        divided.sort_by_key(|(mv, _)| path_key(mv));
        let texts: Vec<String> = divided.iter().map(|(mv, _)| pos.move_text(mv)).collect();
        for (i, (mv, count)) in divided.iter().enumerate() {
            let shared = texts.iter().filter(|t| **t == texts[i]).count() > 1;
            let text = if shared { mv.full_text() } else { texts[i].clone() };
            writeln!(out, "{text} {count}")?;
        }
        out.flush()?;
        Some((divided.iter().map(|(_, c)| c).sum::<u64>(), elapsed))
    } else {
        None
    };
    for d in 1..depth {
        writeln!(out, "{d} {}", perft(&pos, d, convention))?;
        out.flush()?;
    }
    let (nodes, elapsed) = match deepest {
        Some(done) => done,
        None => {
            let started = Instant::now();
            let nodes = perft(&pos, depth, convention);
            (nodes, started.elapsed())
        }
    };
    writeln!(out, "{depth} {nodes}")?;
    writeln!(out, "nodes {nodes} seconds {:.3} nps {}", elapsed.as_secs_f64(), nps(nodes, elapsed))?;
    Ok(ExitCode::SUCCESS)
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        (nodes as f64 / seconds).round() as u64
    } else {
        0
    }
}

/// Sort key of the move lists: the square numbers along the path.
fn path_key(mv: &Move) -> Vec<u8> {
    mv.path().iter().map(|s| s.number()).collect()
}

fn moves_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Command { variant, mut positional, .. } = args::command(args, &[])?;
    if let Some(fen) = positional.optional() {
        positional.end()?;
        let pos = args::position(variant, &fen)?;
        write_moves(out, &pos)?;
        return Ok(ExitCode::SUCCESS);
    }
    let stdin = io::stdin();
    let mut input = BufReader::with_capacity(1 << 16, stdin.lock());
    let mut line = Vec::new();
    let mut number = 0u64;
    loop {
        // Answer everything read so far before waiting for more input.
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        let read = input
            .read_until(b'\n', &mut line)
            .map_err(|e| Stop::Usage(format!("cannot read standard input: {e}")))?;
        if read == 0 {
            return Ok(ExitCode::SUCCESS);
        }
        number += 1;
        let text = std::str::from_utf8(&line)
            .map_err(|_| Stop::Usage(format!("line {number} of standard input is not valid UTF-8")))?;
        let pos = args::position(variant, text).map_err(|e| Stop::Usage(format!("line {number}: {e}")))?;
        write_moves(out, &pos)?;
        out.write_all(b"\n")?;
    }
}

/// The legal moves, one full text per line, sorted along their paths.
fn write_moves(out: &mut impl Write, pos: &Position) -> io::Result<()> {
    let mut moves = pos.legal_moves();
    moves.sort_by_key(path_key);
    for mv in &moves {
        writeln!(out, "{}", mv.full_text())?;
    }
    Ok(())
}

fn play_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Command { variant, mut positional, .. } = args::command(args, &[])?;
    let fen = positional.next("FEN")?;
    let moves = positional.rest();
    let mut pos = args::position(variant, &fen)?;
    if moves.is_empty() {
        return Err(Stop::Usage("missing move".into()));
    }
    for (i, text) in moves.iter().enumerate() {
        let which = format!("move {} '{}'", i + 1, args::snippet(text));
        match judge::judge(&pos, text) {
            Judgement::Legal(mv) => pos.play_unchecked(&mv),
            Judgement::Refused(reason) => return Err(Stop::Refused(format!("{which}: {reason}"))),
            Judgement::BadText(reason) => return Err(Stop::Usage(format!("{which}: {reason}"))),
        }
    }
    writeln!(out, "{}", pos.to_fen())?;
    Ok(ExitCode::SUCCESS)
}

fn explain_command(args: &[String], out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Command { variant, mut positional, .. } = args::command(args, &[])?;
    let fen = positional.next("FEN")?;
    let text = positional.next("move")?;
    positional.end()?;
    let pos = args::position(variant, &fen)?;
    match judge::judge(&pos, &text) {
        Judgement::Legal(_) => {
            writeln!(out, "legal")?;
            Ok(ExitCode::SUCCESS)
        }
        Judgement::Refused(reason) => {
            writeln!(out, "illegal: {}", args::one_line(&reason))?;
            Ok(ExitCode::from(REFUSED))
        }
        Judgement::BadText(reason) => Err(Stop::Usage(format!("move '{}': {reason}", args::snippet(&text)))),
    }
}
