//! The engine's score read for a learner: who stands better and how much
//! ("White is winning: a man up"), from the score of a search and the
//! material on the board. Words are `crate::analysis::analysis_texts`'.

use damas_engine::search::{MATE, PROVEN_WIN};
use damas_engine::{Color, Position, Role};

/// A score this close to [`MATE`] is a win the search proved.
const PROVEN: i32 = MATE - 1_000;
/// From here (hundredths of a man, about a man and a half) a side is
/// winning.
pub const WINNING: i32 = 150;
/// From here (half a man) a side is better.
pub const BETTER: i32 = 50;

/// Who stands better, and how clearly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The side wins by force in this many moves (its own and the
    /// replies, counted as a player counts them).
    WinsIn(Color, u32),
    /// The side wins by force, as the endgame tables prove (with no count
    /// of moves: theirs counts to the next capture or man move).
    Wins(Color),
    /// The side is winning (a man and a half or more).
    Winning(Color),
    /// The side is better (half a man or more).
    Better(Color),
    /// Neither side stands better.
    Level,
}

/// The material difference, White's pieces minus Black's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Material {
    pub men: i32,
    pub kings: i32,
}

/// What the learner reads of a position's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assessment {
    pub standing: Standing,
    pub material: Material,
}

impl Material {
    pub fn of(position: &Position) -> Material {
        let diff =
            |role| position.count(Color::White, role) as i32 - position.count(Color::Black, role) as i32;
        Material { men: diff(Role::Man), kings: diff(Role::King) }
    }

    /// The side ahead in pieces: more kings, or the same kings and more
    /// men (a king is worth more than a man).
    pub fn ahead(self) -> Option<Color> {
        let lead = if self.kings != 0 { self.kings } else { self.men };
        match lead {
            0 => None,
            l if l > 0 => Some(Color::White),
            _ => Some(Color::Black),
        }
    }
}

impl Assessment {
    /// The assessment of `position` from a search's `score` for its side
    /// to move (hundredths of a man; near [`MATE`] a proven win).
    pub fn of(position: &Position, score: i32) -> Assessment {
        let mover = position.side_to_move();
        let (side, value) = if score >= 0 { (mover, score) } else { (!mover, -score) };
        let standing = if value >= PROVEN {
            Standing::WinsIn(side, ((MATE - value + 1) / 2).max(1) as u32)
        } else if value >= PROVEN_WIN {
            Standing::Wins(side)
        } else if value >= WINNING {
            Standing::Winning(side)
        } else if value >= BETTER {
            Standing::Better(side)
        } else {
            Standing::Level
        };
        Assessment { standing, material: Material::of(position) }
    }

    /// The side standing better, if any.
    pub fn side(self) -> Option<Color> {
        match self.standing {
            Standing::WinsIn(c, _) | Standing::Wins(c) | Standing::Winning(c) | Standing::Better(c) => {
                Some(c)
            }
            Standing::Level => None,
        }
    }

    /// Whether the material is the reason to give: the side better is
    /// ahead on the board.
    pub fn material_explains(self) -> bool {
        self.side().is_some() && self.material.ahead() == self.side()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Brazilian, fen).unwrap()
    }

    #[test]
    fn a_man_up_and_a_winning_score_say_that_side_is_winning_because_of_the_man() {
        // Black to move, a man down: its score is negative.
        let p = pos("B:W21,22,23:B1,2");
        let a = Assessment::of(&p, -180);
        assert_eq!(a.standing, Standing::Winning(Color::White));
        assert_eq!(a.material, Material { men: 1, kings: 0 });
        assert!(a.material_explains());
    }

    #[test]
    fn the_thresholds_split_level_better_and_winning_for_either_side() {
        let p = pos("W:W21:B1");
        assert_eq!(Assessment::of(&p, 49).standing, Standing::Level);
        assert_eq!(Assessment::of(&p, -49).standing, Standing::Level);
        assert_eq!(Assessment::of(&p, 50).standing, Standing::Better(Color::White));
        assert_eq!(Assessment::of(&p, -150).standing, Standing::Winning(Color::Black));
        assert!(!Assessment::of(&p, 60).material_explains(), "level material explains nothing");
    }

    #[test]
    fn a_proven_win_counts_its_moves() {
        let p = pos("W:WK21:B1");
        assert_eq!(Assessment::of(&p, MATE - 5).standing, Standing::WinsIn(Color::White, 3));
        assert_eq!(Assessment::of(&p, -(MATE - 2)).standing, Standing::WinsIn(Color::Black, 1));
    }

    #[test]
    fn a_win_the_tables_prove_is_a_win_with_no_count() {
        let p = pos("W:WK21:B1");
        let table_win = damas_engine::search::TABLE_WIN - 7;
        assert_eq!(Assessment::of(&p, table_win).standing, Standing::Wins(Color::White));
        assert_eq!(Assessment::of(&p, -table_win).standing, Standing::Wins(Color::Black));
        assert_eq!(Assessment::of(&p, PROVEN_WIN - 1).standing, Standing::Winning(Color::White));
    }

    #[test]
    fn a_king_outweighs_men_in_who_is_ahead() {
        let m = Material::of(&pos("W:WK21:B1,2,3"));
        assert_eq!(m, Material { men: -3, kings: 1 });
        assert_eq!(m.ahead(), Some(Color::White));
    }
}
