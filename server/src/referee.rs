//! The engine as referee: the only file of the server that uses
//! `damas-engine` (rule sets, replaying a game, checking a move, PDN).

use damas_engine::notation::{GameResult, MoveTextError, PdnGame};
use damas_engine::teaching::Verdict;
use damas_engine::{Color, Game, Outcome, Variant};
use damas_protocol::EndReason;

pub use damas_engine::{Color as Side, Variant as RuleSet};

/// Why a move was refused: a stable code (snake_case) and the engine's
/// explanation in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Stable code: the rule broken (`capture_is_compulsory`,
    /// `man_moves_forward_only`, …) or what is wrong with the text
    /// (`bad_square`, `ambiguous`, …).
    pub code: String,
    /// The engine's words.
    pub message: String,
}

/// `CamelCase` → `camel_case`.
fn snake(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The variant name of an enum value from its `Debug` text
/// (`MajorityLaw { .. }` → `majority_law`): stable codes without listing
/// every rule here.
fn code_of(debug: &str) -> String {
    let name: String = debug.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
    snake(&name)
}

/// Reads a rule set's name (`brazilian`, `english`, …).
pub fn rule_set(name: &str) -> Option<Variant> {
    name.parse().ok()
}

/// The side that moves first in a rule set.
pub fn first_side(variant: Variant) -> Color {
    variant.rules().first
}

/// Replays stored moves (full texts, as written by [`check_move`]).
pub fn replay(variant: Variant, moves: &[String]) -> Result<Game, String> {
    let mut game = Game::new(variant);
    for (ply, text) in moves.iter().enumerate() {
        game.play_text(text).map_err(|e| format!("stored move {ply} ({text}) does not replay: {e}"))?;
    }
    Ok(game)
}

/// Checks a move text in the game's current position; on success returns
/// the move's full text (every landing square), which is what is stored.
pub fn check_move(game: &Game, text: &str) -> Result<String, Refusal> {
    let pos = game.position();
    if text.len() > 200 {
        return Err(Refusal { code: "bad_move_text".into(), message: "move text too long".into() });
    }
    match pos.explain_text(text) {
        Ok(Verdict::Legal(mv)) => Ok(mv.full_text()),
        Ok(Verdict::Incomplete { .. }) => Err(Refusal {
            code: "capture_must_go_on".into(),
            message: "the capture must go on: name every landing square".into(),
        }),
        Ok(Verdict::Illegal(reason)) => {
            Err(Refusal { code: code_of(&format!("{reason:?}")), message: reason.to_string() })
        }
        Err(e) => Err(text_refusal(&e)),
    }
}

fn text_refusal(e: &MoveTextError) -> Refusal {
    Refusal { code: code_of(&format!("{e:?}")), message: e.to_string() }
}

/// Whether `text` names the same move as `stored` in the position before
/// ply `ply` of `game` (a repeated request).
pub fn same_move_at(game: &Game, ply: usize, text: &str, stored: &str) -> bool {
    let Some(pos) = game.positions().get(ply) else { return false };
    match (pos.parse_move(text), pos.parse_move(stored)) {
        (Ok(a), Ok(b)) => a.same_effect(&b),
        _ => false,
    }
}

/// The side to move at ply `ply` of `game`.
pub fn side_at(game: &Game, ply: usize) -> Option<Color> {
    game.positions().get(ply).map(|p| p.side_to_move())
}

/// How the rules ended the game: the winning side (none for a draw) and
/// why.
pub fn rules_outcome(game: &Game) -> Option<(Option<Color>, EndReason)> {
    game.outcome().map(|o| {
        let winner = match o {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        };
        (winner, EndReason::of(o))
    })
}

/// The game in PDN, with the room's tags and its result (`*` while it goes on
/// or when the room expired).
pub fn pdn(game: &Game, tags: Vec<(String, String)>, winner: Option<Option<Color>>) -> String {
    let mut out = PdnGame::from_game(game, tags);
    out.set_result(winner.map(|w| match w {
        Some(Color::White) => GameResult::WhiteWins,
        Some(Color::Black) => GameResult::BlackWins,
        None => GameResult::Draw,
    }));
    out.to_string()
}

/// The FEN of the current position.
pub fn fen(game: &Game) -> String {
    game.position().to_fen()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_snake_case_variant_names() {
        assert_eq!(code_of("ManMovesForwardOnly { from: 1, to: 2 }"), "man_moves_forward_only");
        assert_eq!(code_of("Empty"), "empty");
        assert_eq!(code_of("BadSquare(\"x\")"), "bad_square");
    }

    #[test]
    fn refuses_with_the_rule() {
        let game = Game::new(Variant::Brazilian);
        assert_eq!(check_move(&game, "22-18").unwrap(), "22-18");
        let r = check_move(&game, "22-26").unwrap_err();
        assert_eq!(r.code, "man_moves_forward_only");
        assert_eq!(check_move(&game, "hello").unwrap_err().code, "bad_square");
        assert_eq!(check_move(&game, "").unwrap_err().code, "empty");
    }

    #[test]
    fn replays_and_recognises_a_repeat() {
        let game = replay(Variant::Brazilian, &["22-18".into(), "11-15".into()]).unwrap();
        assert!(same_move_at(&game, 0, "22-18", "22-18"));
        assert!(!same_move_at(&game, 0, "21-17", "22-18"));
        assert!(replay(Variant::Brazilian, &["22-26".into()]).is_err());
    }
}
