//! `damas review`: every game of a PDN file, reviewed by the engine and
//! written back as PDN with move marks (`?!`, `?`, `??`) and comments.
//! The engine's reasons are typed; their English words are made here.

use std::io::Write;
use std::process::ExitCode;

use damas_engine::notation::{read_games, PdnGame};
use damas_engine::search::MATE;
use damas_engine::teaching::{summarise, MoveReview, Reason, Review, ReviewOptions, SideSummary};
use damas_engine::{Color, Move, Position};

use crate::args;
use crate::best::line_text;
use crate::files;
use crate::Stop;

/// Reviews every game of a PDN file and prints it again, annotated
///
/// Reviews every game of a PDN file (each game's GameType tag chooses its
/// rule set, else <rule-set>) and prints them again as PDN, one blank line
/// between games: the tags, an `Annotator` tag (`damas review, depth <d>`),
/// a comment before the first move with each side's summary
///   Review at depth <d>. White: <n> moves, <i> inaccuracies,
///   <m> mistakes, <b> blunders, average loss <l>. Black: ...
/// then the moves, each move that lost score marked glued to it (?!
/// inaccuracy, ? mistake, ?? blunder) and followed by a comment
///   {<class>, loses <l>. Better <line> (<score>). After it:
///   <line> (<score>). <reasons>}
/// The loss is in men (a man is 1.00) for the mover: the best move's score
/// less the played move's, each first held within +-5 men (a forced win
/// counts as 5). Classes: a loss of 0.40 or more is an inaccuracy, 1.00 a
/// mistake, 2.00 a blunder. Scores are for the mover, `+0.35`, or `win in
/// <n>`/`loss in <n>` plies.
/// Reasons, when the lines show one: It allows a shot: <line>, losing <n>
/// pieces. / It leaves <n> pieces to be taken: <line>. / It misses a
/// capture of <n> pieces: <line>. / It lets the man on <square> through to
/// be crowned on <square>: <line>. / It lets a king capture from afar (<n>
/// squares away): <move>.
/// The game's own comments are kept, ours after them. The same file gives
/// the same output.
/// A file that cannot be read, holds no game, or a game with a bad tag, FEN
/// or move: one `damas: ` line naming the game and line, status 2, nothing
/// on standard output.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    rule_set: args::RuleSet,
    /// The PDN file
    #[arg(value_name = "pdn-file")]
    file: String,
    /// Searches each position N plies, full width (1 to 99, no node limit),
    /// instead of the app's review (10 plies with the levels' selective
    /// search, at most 400000 nodes a search)
    #[arg(long, value_name = "N", value_parser = args::search_depth())]
    depth: Option<u32>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<ExitCode, Stop> {
    let Args { rule_set: args::RuleSet { variant }, file, depth } = args;
    let options = match depth {
        Some(depth) => ReviewOptions::depth(depth),
        None => ReviewOptions::browser(),
    };
    let text = files::read_text(&file)?;
    let games = read_games(&text, variant).into_iter().collect::<Result<Vec<PdnGame>, _>>();
    let games = games.map_err(|e| Stop::Usage(format!("{}: {e}", args::snippet(&file))))?;
    if games.is_empty() {
        return Err(Stop::Usage(format!("{}: no game", args::snippet(&file))));
    }
    for (i, pdn) in games.iter().enumerate() {
        let game = pdn
            .to_game()
            .map_err(|e| Stop::Usage(format!("{}: game {}: {e}", args::snippet(&file), i + 1)))?;
        let review = Review::run(&game, options);
        if i > 0 {
            writeln!(out)?;
        }
        out.write_all(annotate(pdn, review.moves(), options).to_pdn().as_bytes())?;
        out.flush()?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The game again, its moves marked and commented, a summary before the
/// first move and an `Annotator` tag.
fn annotate(pdn: &PdnGame, judged: &[MoveReview], options: ReviewOptions) -> PdnGame {
    let mut out = PdnGame::new(*pdn.start());
    for (name, value) in pdn.tags() {
        out.set_tag(name, value);
    }
    out.set_tag("Annotator", &format!("damas review, depth {}", options.depth));
    let summary = format!(
        "Review at depth {}. White: {}. Black: {}.",
        options.depth,
        side_text(summarise(judged, Color::White)),
        side_text(summarise(judged, Color::Black))
    );
    let opening = match pdn.opening_comment() {
        Some(old) => format!("{old} {summary}"),
        None => summary,
    };
    out.set_comment(Some(&opening));
    let mut pos = *pdn.start();
    for ((mv, old), m) in pdn.moves().iter().zip(pdn.comments()).zip(judged) {
        out.push(&pos.move_text(mv)).expect("a move of the game");
        out.set_mark(m.class.mark());
        let ours = m.class.mark().map(|_| move_comment(&pos, m));
        let text = [old.clone(), ours].into_iter().flatten().collect::<Vec<_>>().join(" ");
        out.set_comment(Some(&text));
        pos = pos.after(mv);
    }
    out.set_result(pdn.result());
    out
}

/// `8 moves, 1 inaccuracy, 0 mistakes, 2 blunders, average loss 0.35`
fn side_text(s: SideSummary) -> String {
    let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{}, {}, {}, {}, average loss {}",
        plural(s.moves, "move", "moves"),
        plural(s.inaccuracies, "inaccuracy", "inaccuracies"),
        plural(s.mistakes, "mistake", "mistakes"),
        plural(s.blunders, "blunder", "blunders"),
        men(s.average_loss)
    )
}

/// Hundredths of a man as men with two decimals: `1.25`.
fn men(score: i32) -> String {
    let sign = if score < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", score.abs() / 100, score.abs() % 100)
}

/// A score for the mover: `+0.35`, `-2.10`, `win in 7`, `loss in 6`
/// (plies).
fn score_text(score: i32) -> String {
    if score.abs() >= MATE - 1_000 {
        let plies = MATE - score.abs();
        return format!("{} in {plies}", if score > 0 { "win" } else { "loss" });
    }
    let sign = if score > 0 { "+" } else { "" };
    format!("{sign}{}", men(score))
}

fn pieces(n: u32) -> String {
    format!("{n} {}", if n == 1 { "piece" } else { "pieces" })
}

/// `blunder, loses 2.31. Better 3-7 22-18 (-0.08). After it: 22-17 13x22
/// 25x11 (-2.39). It allows a shot: …`
fn move_comment(before: &Position, m: &MoveReview) -> String {
    let after = before.after(&m.played);
    let class = format!("{:?}", m.class).to_lowercase();
    let better = line_text(before, &m.better).join(" ");
    let refutation = line_text(&after, &m.refutation).join(" ");
    let mut text = format!(
        "{class}, loses {}. Better {better} ({}). After it: {refutation} ({}).",
        men(m.loss),
        score_text(m.best_score),
        score_text(m.played_score)
    );
    for reason in &m.reasons {
        text.push(' ');
        text.push_str(&reason_text(before, &after, &m.refutation, reason));
    }
    text
}

/// One reason in English words.
fn reason_text(before: &Position, after: &Position, refutation: &[Move], reason: &Reason) -> String {
    match reason {
        Reason::AllowedShot { line, pieces: n } => {
            format!("It allows a shot: {}, losing {}.", line_text(after, line).join(" "), pieces(*n))
        }
        Reason::AllowedCapture { line, pieces: n } => {
            format!("It leaves {} to be taken: {}.", pieces(*n), line_text(after, line).join(" "))
        }
        Reason::MissedCapture { line, pieces: n, .. } => {
            format!("It misses a capture of {}: {}.", pieces(*n), line_text(before, line).join(" "))
        }
        Reason::AllowedCrowning { man, crowned_on, line } => format!(
            "It lets the man on {man} through to be crowned on {crowned_on}: {}.",
            line_text(after, line).join(" ")
        ),
        Reason::KingCaptureFromAfar { capture, distance } => {
            // Written as in its place in the refutation.
            let at = refutation.iter().position(|m| m == capture);
            let text = at.and_then(|at| line_text(after, &refutation[..=at]).pop());
            let text = text.unwrap_or_else(|| capture.to_string());
            format!("It lets a king capture from afar ({distance} squares away): {text}.")
        }
    }
}
