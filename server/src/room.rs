//! A room: two seats, the current game, and the rules of what a seat may do
//! (plain Rust; the store loads and saves it, the API calls it).

use axum::http::StatusCode;
use damas_engine::Game;
use damas_protocol::{EndReason, RoomStatus, RoomView, SeatView};

use crate::error::ApiError;
use crate::referee::{self, RuleSet, Side};

/// Milliseconds in a day.
pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// The player to move may be declared absent after this long without a move.
pub const ABSENCE_MS: i64 = 2 * DAY_MS;
/// A room with no move for this long expires with no winner.
pub const EXPIRY_MS: i64 = 7 * DAY_MS;

/// A room as stored (one row).
#[derive(Clone, Debug)]
pub struct Room {
    /// Random id (96 bits, base64url).
    pub id: String,
    /// The rule set.
    pub variant: RuleSet,
    /// Creation time (ms).
    pub created_at: i64,
    /// Digests of the seats' secrets; seat 0 is the creator's.
    pub seats: [Option<String>; 2],
    /// 1 for the first game, +1 for each rematch.
    pub game_no: i64,
    /// Moves played in the current game.
    pub ply: i64,
    /// When the player to move got the turn (last move, join, rematch).
    pub turn_since: i64,
    /// Where the room stands.
    pub status: RoomStatus,
    /// The winning seat of an ended game (none: draw or expiry).
    pub winner: Option<u8>,
    /// Why the game ended (stable code).
    pub reason: Option<EndReason>,
    /// The seat whose draw offer waits for an answer.
    pub draw_offer: Option<u8>,
    /// The seat whose last draw offer was declined (by the other's "no" or
    /// by their playing on), until that seat moves or offers again.
    pub draw_declined: Option<u8>,
    /// Seats asking for a rematch (bit 0: seat 0, bit 1: seat 1).
    pub rematch: u8,
    /// +1 at every change (events carry it).
    pub version: i64,
}

/// One stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredMove {
    /// Full move text (every landing square).
    pub text: String,
    /// When it was played (ms).
    pub played_at: i64,
}

/// What a request asks of a room.
#[derive(Clone, Debug)]
pub enum Action {
    /// Take the free seat (its secret's digest).
    Join { digest: String },
    /// Play a move at a ply.
    Move { seat: u8, ply: i64, text: String },
    /// Offer a draw (or accept the other's pending offer).
    OfferDraw { seat: u8 },
    /// Accept the other player's offer.
    AcceptDraw { seat: u8 },
    /// Decline the other player's offer.
    DeclineDraw { seat: u8 },
    /// Give up the game.
    Resign { seat: u8 },
    /// Win because the player to move has been silent over two days.
    ClaimAbsence { seat: u8 },
    /// Ask for a new game with the colours swapped.
    Rematch { seat: u8 },
    /// End a room silent for seven days (read or sweep).
    Expire,
}

/// What an action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Applied {
    /// The room changed; a move to store with it, when one was played.
    Changed(Option<StoredMove>),
    /// Nothing to change: a repeated request already done.
    Unchanged,
}

/// A room with its current game replayed.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The stored room.
    pub room: Room,
    /// The current game's moves.
    pub moves: Vec<StoredMove>,
    /// The current game, replayed by the engine.
    pub game: Game,
}

fn other(seat: u8) -> u8 {
    1 - seat
}

impl Room {
    /// A new room; the creator takes seat 0 (the first mover's side).
    pub fn new(id: String, variant: RuleSet, digest: String, now: i64) -> Room {
        Room {
            id,
            variant,
            created_at: now,
            seats: [Some(digest), None],
            game_no: 1,
            ply: 0,
            turn_since: now,
            status: RoomStatus::Waiting,
            winner: None,
            reason: None,
            draw_offer: None,
            draw_declined: None,
            rematch: 0,
            version: 1,
        }
    }

    /// The seat that has the first mover's side in the current game: the
    /// creator in odd games, the other player in rematches 2, 4, …
    pub fn first_seat(&self) -> u8 {
        ((self.game_no - 1).rem_euclid(2)) as u8
    }

    /// The side a seat plays in the current game.
    pub fn side_of(&self, seat: u8) -> Side {
        let first = referee::first_side(self.variant);
        if seat == self.first_seat() {
            first
        } else {
            !first
        }
    }

    /// The seat playing a side in the current game.
    pub fn seat_of(&self, side: Side) -> u8 {
        if self.side_of(0) == side {
            0
        } else {
            1
        }
    }

    /// The seat whose secret has this digest.
    pub fn seat_with(&self, digest: &str) -> Option<u8> {
        (0..2u8)
            .find(|&s| self.seats[s as usize].as_deref().is_some_and(|d| crate::ids::same_digest(d, digest)))
    }

    /// Whether the room should expire now (open and silent for 7 days).
    pub fn expiry_due(&self, now: i64) -> bool {
        self.status != RoomStatus::Ended && now - self.turn_since >= EXPIRY_MS
    }
}

impl Loaded {
    /// The seat to move, while a game is played.
    pub fn turn(&self) -> Option<u8> {
        (self.room.status == RoomStatus::Playing)
            .then(|| self.room.seat_of(self.game.position().side_to_move()))
    }

    fn end(&mut self, winner: Option<u8>, reason: EndReason) {
        self.room.status = RoomStatus::Ended;
        self.room.winner = winner;
        self.room.reason = Some(reason);
        self.room.draw_offer = None;
        self.room.draw_declined = None;
        self.room.rematch = 0;
    }

    fn must_be_playing(&self) -> Result<(), ApiError> {
        match self.room.status {
            RoomStatus::Playing => Ok(()),
            RoomStatus::Waiting => {
                Err(ApiError::conflict("waiting_for_opponent", "the second seat is still free"))
            }
            RoomStatus::Ended => Err(ApiError::conflict("game_over", "the game has ended")),
        }
    }

    /// Applies an action at time `now`: the rules of the room.
    pub fn apply(&mut self, action: Action, now: i64) -> Result<Applied, ApiError> {
        match action {
            Action::Join { digest } => {
                if self.room.seats[1].is_some() {
                    return Err(ApiError::conflict("room_full", "both seats are taken"));
                }
                if self.room.status == RoomStatus::Ended {
                    return Err(ApiError::conflict("game_over", "the room has ended"));
                }
                self.room.seats[1] = Some(digest);
                self.room.status = RoomStatus::Playing;
                self.room.turn_since = now;
                Ok(Applied::Changed(None))
            }
            Action::Move { seat, ply, text } => self.play(seat, ply, &text, now),
            Action::OfferDraw { seat } => {
                self.must_be_playing()?;
                match self.room.draw_offer {
                    Some(s) if s == seat => Ok(Applied::Unchanged),
                    Some(_) => {
                        self.end(None, EndReason::Agreement);
                        Ok(Applied::Changed(None))
                    }
                    None => {
                        self.room.draw_offer = Some(seat);
                        self.room.draw_declined = None;
                        Ok(Applied::Changed(None))
                    }
                }
            }
            Action::AcceptDraw { seat } | Action::DeclineDraw { seat } => {
                let accept = matches!(action, Action::AcceptDraw { .. });
                if accept
                    && self.room.status == RoomStatus::Ended
                    && self.room.reason == Some(EndReason::Agreement)
                {
                    return Ok(Applied::Unchanged);
                }
                self.must_be_playing()?;
                if self.room.draw_offer != Some(other(seat)) {
                    if !accept && self.room.draw_offer.is_none() {
                        return Ok(Applied::Unchanged);
                    }
                    return Err(ApiError::conflict(
                        "no_draw_offer",
                        "the other player has not offered a draw",
                    ));
                }
                if accept {
                    self.end(None, EndReason::Agreement);
                } else {
                    self.room.draw_offer = None;
                    self.room.draw_declined = Some(other(seat));
                }
                Ok(Applied::Changed(None))
            }
            Action::Resign { seat } => {
                if self.room.status == RoomStatus::Ended
                    && self.room.reason == Some(EndReason::Resignation)
                    && self.room.winner == Some(other(seat))
                {
                    return Ok(Applied::Unchanged);
                }
                self.must_be_playing()?;
                self.end(Some(other(seat)), EndReason::Resignation);
                Ok(Applied::Changed(None))
            }
            Action::ClaimAbsence { seat } => {
                if self.room.status == RoomStatus::Ended
                    && self.room.reason == Some(EndReason::Absence)
                    && self.room.winner == Some(seat)
                {
                    return Ok(Applied::Unchanged);
                }
                self.must_be_playing()?;
                if self.turn() == Some(seat) {
                    return Err(ApiError::conflict("your_turn", "it is your turn: the absent player is you"));
                }
                let at = self.room.turn_since + ABSENCE_MS;
                if now <= at {
                    return Err(ApiError::conflict(
                        "absence_too_early",
                        "the player to move has had the turn for 2 days or less",
                    )
                    .with_absence_at(at));
                }
                self.end(Some(seat), EndReason::Absence);
                Ok(Applied::Changed(None))
            }
            Action::Rematch { seat } => {
                if self.room.status != RoomStatus::Ended {
                    return Err(ApiError::conflict("not_ended", "a rematch comes after the game ends"));
                }
                if self.room.reason == Some(EndReason::Expired) {
                    return Err(ApiError::conflict("room_expired", "this room expired"));
                }
                let bit = 1u8 << seat;
                if self.room.rematch & bit != 0 {
                    return Ok(Applied::Unchanged);
                }
                self.room.rematch |= bit;
                if self.room.rematch == 3 {
                    self.room.game_no += 1;
                    self.room.ply = 0;
                    self.room.status = RoomStatus::Playing;
                    self.room.turn_since = now;
                    self.room.winner = None;
                    self.room.reason = None;
                    self.room.draw_offer = None;
                    self.room.draw_declined = None;
                    self.room.rematch = 0;
                    self.moves.clear();
                    self.game = Game::new(self.room.variant);
                }
                Ok(Applied::Changed(None))
            }
            Action::Expire => {
                Ok(if self.expire_if_due(now) { Applied::Changed(None) } else { Applied::Unchanged })
            }
        }
    }

    /// Ends the room as expired if it is due at `now`; whether it did.
    /// Expiring cannot be refused: it is no request.
    pub fn expire_if_due(&mut self, now: i64) -> bool {
        let due = self.room.expiry_due(now);
        if due {
            self.end(None, EndReason::Expired);
        }
        due
    }

    fn play(&mut self, seat: u8, ply: i64, text: &str, now: i64) -> Result<Applied, ApiError> {
        let current = self.moves.len() as i64;
        if ply < 0 || ply > current {
            return Err(ApiError::conflict(
                "ply_mismatch",
                format!("the game is at ply {current}, not {ply}"),
            )
            .with_room(self.view(None, now, 0)));
        }
        if ply < current {
            let i = ply as usize;
            let mover = referee::side_at(&self.game, i).map(|side| self.room.seat_of(side));
            if mover == Some(seat) && referee::same_move_at(&self.game, i, text, &self.moves[i].text) {
                return Ok(Applied::Unchanged);
            }
            return Err(ApiError::conflict("ply_taken", format!("ply {ply} has already been played"))
                .with_room(self.view(None, now, 0)));
        }
        self.must_be_playing()?;
        if self.turn() != Some(seat) {
            return Err(ApiError::conflict("not_your_turn", "it is the other player's turn"));
        }
        let full = referee::check_move(&self.game, text).map_err(|r| {
            ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "illegal_move", r.message.clone())
                .with_reason(r.code)
        })?;
        self.game.play_text(&full).map_err(|e| {
            ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "illegal_move", e.to_string())
                .with_reason("not_legal")
        })?;
        let stored = StoredMove { text: full, played_at: now };
        self.moves.push(stored.clone());
        self.room.ply = self.moves.len() as i64;
        self.room.turn_since = now;
        if self.room.draw_offer == Some(other(seat)) {
            // Playing on declines the other player's offer.
            self.room.draw_offer = None;
            self.room.draw_declined = Some(other(seat));
        } else if self.room.draw_declined == Some(seat) {
            // The one who offered has seen the answer: they play on.
            self.room.draw_declined = None;
        }
        if let Some((winner, reason)) = referee::rules_outcome(&self.game) {
            let winner = winner.map(|side| self.room.seat_of(side));
            self.end(winner, reason);
        }
        Ok(Applied::Changed(Some(stored)))
    }

    /// The room as clients see it (no secret). `you` is the asker's seat.
    pub fn view(&self, you: Option<u8>, now: i64, watchers: u64) -> RoomView {
        let r = &self.room;
        let open = r.status != RoomStatus::Ended;
        let seat = |s: u8| SeatView { taken: r.seats[s as usize].is_some(), side: r.side_of(s) };
        RoomView {
            id: r.id.clone(),
            variant: r.variant,
            status: r.status,
            game: r.game_no,
            seats: [seat(0), seat(1)],
            moves: self.moves.iter().map(|m| m.text.clone()).collect(),
            ply: self.moves.len(),
            fen: referee::fen(&self.game),
            turn: self.turn(),
            turn_since: r.turn_since,
            absence_at: (r.status == RoomStatus::Playing).then_some(r.turn_since + ABSENCE_MS),
            expires_at: open.then_some(r.turn_since + EXPIRY_MS),
            winner: r.winner,
            winner_side: r.winner.map(|s| r.side_of(s)),
            reason: r.reason,
            draw_offer: r.draw_offer,
            draw_declined: r.draw_declined,
            rematch: [r.rematch & 1 != 0, r.rematch & 2 != 0],
            watchers,
            version: r.version,
            created_at: r.created_at,
            now,
            you,
        }
    }

    /// The current game in PDN.
    pub fn pdn(&self) -> String {
        let r = &self.room;
        let tags = vec![
            ("Event".to_string(), "Damas: play by link".to_string()),
            ("Site".to_string(), format!("room {}", r.id)),
            ("Round".to_string(), r.game_no.to_string()),
            ("White".to_string(), format!("seat {}", r.seat_of(Side::White))),
            ("Black".to_string(), format!("seat {}", r.seat_of(Side::Black))),
        ];
        let result = match (r.status, r.reason) {
            (RoomStatus::Ended, Some(EndReason::Expired))
            | (RoomStatus::Waiting | RoomStatus::Playing, _) => None,
            (RoomStatus::Ended, _) => Some(r.winner.map(|s| r.side_of(s))),
        };
        referee::pdn(&self.game, tags, result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loaded() -> Loaded {
        let mut l = Loaded {
            room: Room::new("AAAAAAAAAAAAAAAA".into(), RuleSet::Brazilian, "d0".into(), 0),
            moves: vec![],
            game: Game::new(RuleSet::Brazilian),
        };
        l.apply(Action::Join { digest: "d1".into() }, 10).unwrap();
        l
    }

    fn mv(seat: u8, ply: i64, text: &str) -> Action {
        Action::Move { seat, ply, text: text.into() }
    }

    #[test]
    fn creator_moves_first_and_repeats_are_idempotent() {
        let mut l = loaded();
        assert_eq!(l.turn(), Some(0));
        assert_eq!(l.apply(mv(1, 0, "22-18"), 20).unwrap_err().code, "not_your_turn");
        assert!(matches!(l.apply(mv(0, 0, "22-18"), 20).unwrap(), Applied::Changed(Some(_))));
        assert_eq!(l.apply(mv(0, 0, "22-18"), 30).unwrap(), Applied::Unchanged);
        assert_eq!(l.apply(mv(0, 0, "21-17"), 30).unwrap_err().code, "ply_taken");
        assert_eq!(l.apply(mv(1, 5, "11-15"), 30).unwrap_err().code, "ply_mismatch");
        let e = l.apply(mv(1, 1, "11-07"), 30).unwrap_err();
        assert_eq!(e.status, StatusCode::UNPROCESSABLE_ENTITY);
    }

    #[test]
    fn absence_needs_more_than_two_days() {
        let mut l = loaded();
        let e = l.apply(Action::ClaimAbsence { seat: 1 }, 10 + ABSENCE_MS).unwrap_err();
        assert_eq!(e.code, "absence_too_early");
        assert_eq!(
            l.apply(Action::ClaimAbsence { seat: 0 }, 10 + ABSENCE_MS + 1).unwrap_err().code,
            "your_turn"
        );
        l.apply(Action::ClaimAbsence { seat: 1 }, 10 + ABSENCE_MS + 1).unwrap();
        assert_eq!(l.room.winner, Some(1));
    }

    #[test]
    fn a_declined_offer_is_news_for_the_one_who_offered_until_they_move_or_offer_again() {
        let mut l = loaded();
        l.apply(Action::OfferDraw { seat: 0 }, 20).unwrap();
        l.apply(Action::DeclineDraw { seat: 1 }, 30).unwrap();
        assert_eq!((l.room.draw_offer, l.room.draw_declined), (None, Some(0)));
        l.apply(Action::OfferDraw { seat: 0 }, 40).unwrap();
        assert_eq!((l.room.draw_offer, l.room.draw_declined), (Some(0), None));
        l.apply(mv(0, 0, "22-18"), 50).unwrap();
        assert_eq!(l.room.draw_declined, None, "the offerer's own move keeps the offer open");
        l.apply(mv(1, 1, "11-15"), 60).unwrap();
        assert_eq!((l.room.draw_offer, l.room.draw_declined), (None, Some(0)), "playing on declines");
        l.apply(mv(0, 2, "18x11"), 70).unwrap();
        assert_eq!(l.room.draw_declined, None, "the offerer played on: the news is read");
        l.apply(Action::OfferDraw { seat: 1 }, 80).unwrap();
        l.apply(Action::DeclineDraw { seat: 0 }, 90).unwrap();
        l.apply(Action::Resign { seat: 1 }, 100).unwrap();
        assert_eq!(l.room.draw_declined, None, "the game's end closes it");
    }

    #[test]
    fn rematch_swaps_sides() {
        let mut l = loaded();
        l.apply(Action::Resign { seat: 0 }, 20).unwrap();
        assert_eq!(l.room.side_of(0), Side::White);
        l.apply(Action::Rematch { seat: 0 }, 30).unwrap();
        assert_eq!(l.room.status, RoomStatus::Ended);
        l.apply(Action::Rematch { seat: 1 }, 40).unwrap();
        assert_eq!(l.room.status, RoomStatus::Playing);
        assert_eq!(l.room.side_of(0), Side::Black);
        assert_eq!(l.turn(), Some(1));
    }
}
