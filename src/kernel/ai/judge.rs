//! What goes to the worker to judge one move, and the verdict that comes
//! back, as plain serialisable data: the game as its record, moves typed
//! (each checked legal where the page plays it back), reasons as the
//! length of the line they name ([`JudgedMove::of`] and
//! [`JudgedMove::to_review`] convert from and to the engine's
//! [`MoveReview`]). [`JudgeRequest::answer`] is the worker's side (plain
//! Rust, tested natively).

use damas_engine::notation::GameRecord;
use damas_engine::teaching::{Analyser, MoveClass, MoveReview, Reason, ReviewOptions};
use damas_engine::{Game, Move, Position, Square};
use serde::{Deserialize, Serialize};

use super::refusal::WhyRefused;

/// A move to judge: the game before it (so repetitions count) and the move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgeRequest {
    /// The game before the judged move.
    pub game: GameRecord,
    /// The judged move.
    pub played: Move,
}

/// A reason, its line given by its length in the judged move's lines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReasonData {
    /// [`Reason::AllowedShot`]: the first `len` moves of the refutation.
    AllowedShot { len: usize, pieces: u32 },
    /// [`Reason::AllowedCapture`]: the first `len` moves of the refutation.
    AllowedCapture { len: usize, pieces: u32 },
    /// [`Reason::MissedCapture`]: the first `len` moves of the better line,
    /// the capture last.
    MissedCapture { len: usize, pieces: u32 },
    /// [`Reason::AllowedCrowning`]: the first `len` moves of the refutation.
    AllowedCrowning { man: u8, crowned_on: u8, len: usize },
    /// [`Reason::KingCaptureFromAfar`]: move `at` of the refutation.
    KingCaptureFromAfar { at: usize, distance: u8 },
}

/// A judged move on its way back from the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgedMove {
    pub best_score: i32,
    pub played_score: i32,
    pub loss: i32,
    /// The engine's line from the position before, its best move first.
    pub better: Vec<Move>,
    /// The expected line after the played move.
    pub refutation: Vec<Move>,
    pub reasons: Vec<ReasonData>,
    pub nodes: u64,
}

/// `line`, each move checked legal after the ones before it from `start`.
fn checked_line(start: &Position, line: &[Move]) -> Result<Vec<Move>, String> {
    let mut pos = *start;
    line.iter().map(|mv| pos.play(mv).map_err(|e| format!("{mv}: {e}"))).collect()
}

fn prefix(line: &[Move], len: usize) -> Result<Vec<Move>, String> {
    line.get(..len).map(<[Move]>::to_vec).ok_or_else(|| format!("a line of {len} moves is too long"))
}

impl JudgeRequest {
    /// A request to judge `played` in the current position of `before`.
    pub fn new(before: &Game, played: &Move) -> JudgeRequest {
        JudgeRequest { game: GameRecord::of(before), played: *played }
    }

    /// The game before the move, and the move, checked legal there.
    pub fn game(&self) -> Result<(Game, Move), WhyRefused> {
        let game = self.game.game().map_err(|_| WhyRefused::UnreadableGame)?;
        let played = game.position().own_move(&self.played).ok_or(WhyRefused::IllegalMove)?;
        Ok((game, played))
    }

    /// Judges the move at `options` (the worker uses
    /// [`ReviewOptions::browser`]).
    pub fn answer(&self, options: ReviewOptions) -> Result<JudgedMove, WhyRefused> {
        let (game, played) = self.game()?;
        let judged = Analyser::new(options).judge(&game, &played).map_err(|_| WhyRefused::IllegalMove)?;
        Ok(JudgedMove::of(&judged))
    }
}

impl JudgedMove {
    /// The wire form of an engine verdict.
    pub fn of(m: &MoveReview) -> JudgedMove {
        let reasons = m
            .reasons
            .iter()
            .map(|r| match r {
                Reason::AllowedShot { line, pieces } => {
                    ReasonData::AllowedShot { len: line.len(), pieces: *pieces }
                }
                Reason::AllowedCapture { line, pieces } => {
                    ReasonData::AllowedCapture { len: line.len(), pieces: *pieces }
                }
                Reason::MissedCapture { line, pieces, .. } => {
                    ReasonData::MissedCapture { len: line.len(), pieces: *pieces }
                }
                Reason::AllowedCrowning { man, crowned_on, line } => ReasonData::AllowedCrowning {
                    man: man.number(),
                    crowned_on: crowned_on.number(),
                    len: line.len(),
                },
                Reason::KingCaptureFromAfar { capture, distance } => ReasonData::KingCaptureFromAfar {
                    at: m.refutation.iter().position(|x| x == capture).unwrap_or(0),
                    distance: *distance,
                },
            })
            .collect();
        JudgedMove {
            best_score: m.best_score,
            played_score: m.played_score,
            loss: m.loss,
            better: m.better.clone(),
            refutation: m.refutation.clone(),
            reasons,
            nodes: m.nodes,
        }
    }

    /// The engine's verdict again, for `played` in the current position of
    /// `before`; an error when a move or line does not fit.
    pub fn to_review(&self, before: &Game, played: &Move) -> Result<MoveReview, String> {
        let pos = *before.position();
        let after = pos.after(played);
        let better = checked_line(&pos, &self.better)?;
        let refutation = checked_line(&after, &self.refutation)?;
        let size = pos.size();
        let square = |n: u8| Square::new(n as u32, size).ok_or_else(|| format!("no square {n}"));
        let reasons = self
            .reasons
            .iter()
            .map(|r| {
                Ok(match *r {
                    ReasonData::AllowedShot { len, pieces } => {
                        Reason::AllowedShot { line: prefix(&refutation, len)?, pieces }
                    }
                    ReasonData::AllowedCapture { len, pieces } => {
                        Reason::AllowedCapture { line: prefix(&refutation, len)?, pieces }
                    }
                    ReasonData::MissedCapture { len, pieces } => {
                        let line = prefix(&better, len)?;
                        let capture = *line.last().ok_or("an empty capture line")?;
                        Reason::MissedCapture { line, capture, pieces }
                    }
                    ReasonData::AllowedCrowning { man, crowned_on, len } => Reason::AllowedCrowning {
                        man: square(man)?,
                        crowned_on: square(crowned_on)?,
                        line: prefix(&refutation, len)?,
                    },
                    ReasonData::KingCaptureFromAfar { at, distance } => Reason::KingCaptureFromAfar {
                        capture: *refutation.get(at).ok_or("no such capture")?,
                        distance,
                    },
                })
            })
            .collect::<Result<Vec<Reason>, String>>()?;
        Ok(MoveReview {
            ply: before.moves().len(),
            mover: pos.side_to_move(),
            played: *played,
            best: better.first().copied().unwrap_or(*played),
            best_score: self.best_score,
            played_score: self.played_score,
            loss: self.loss,
            class: MoveClass::of_loss(self.loss),
            better,
            refutation,
            reasons,
            nodes: self.nodes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn a_verdict_survives_the_trip_to_the_worker_and_back() {
        // Black's 22-26 walks into White's man on 31: a capture (the
        // engine's own doc example).
        let start = Position::from_fen(Variant::Brazilian, "B:W27,31:B22,3").unwrap();
        let game = Game::from_position(start);
        let played = start.parse_move("22-26").unwrap();
        let request = JudgeRequest::new(&game, &played);
        let json = serde_json::to_string(&request).unwrap();
        let request: JudgeRequest = serde_json::from_str(&json).unwrap();
        let wire = request.answer(ReviewOptions::depth(6)).unwrap();
        let json = serde_json::to_string(&wire).unwrap();
        let wire: JudgedMove = serde_json::from_str(&json).unwrap();
        let back = wire.to_review(&game, &played).unwrap();
        let direct = Analyser::new(ReviewOptions::depth(6)).judge(&game, &played).unwrap();
        assert_eq!(back, direct);
        assert_eq!(back.class, MoveClass::Blunder);
        assert!(matches!(back.reasons[0], Reason::AllowedCapture { pieces: 1, .. }));
    }

    #[test]
    fn every_reason_kind_round_trips() {
        // A flying king left to capture from afar, and crowning: Brazilian
        // positions judged by the engine; whatever reasons it finds come back equal.
        for (fen, text) in
            [("B:W9,K10,19:B1,2,17,18", "1-6"), ("W:WK46,28:B19,23,41", "28-22"), ("W:W22,31:B18,3", "31-27")]
        {
            let start = Position::from_fen(Variant::Brazilian, fen);
            let Ok(start) = start else { continue };
            let Ok(played) = start.parse_move(text) else { continue };
            let game = Game::from_position(start);
            let direct = Analyser::new(ReviewOptions::depth(5)).judge(&game, &played).unwrap();
            let back = JudgedMove::of(&direct).to_review(&game, &played).unwrap();
            assert_eq!(back, direct, "{fen} {text}");
        }
    }

    #[test]
    fn bad_requests_and_lines_are_errors_not_panics() {
        let game = Game::new(Variant::Brazilian);
        let played = game.legal_moves()[0];
        let mut request = JudgeRequest::new(&game, &played);
        // A move of the other side's, and a game that does not read.
        request.played = game.position().after(&played).legal_moves()[0];
        assert_eq!(request.answer(ReviewOptions::depth(2)), Err(WhyRefused::IllegalMove));
        request.game.start_fen = "junk".into();
        assert!(matches!(request.game(), Err(WhyRefused::UnreadableGame)));
        let mut wire = JudgeRequest::new(&game, &played).answer(ReviewOptions::depth(2)).unwrap();
        wire.reasons = vec![ReasonData::AllowedShot { len: 99, pieces: 1 }];
        assert!(wire.to_review(&game, &played).is_err());
        wire.reasons.clear();
        // The same move twice: the second is not the opponent's.
        wire.better = vec![played, played];
        assert!(wire.to_review(&game, &played).is_err());
    }
}
