//! "Your games": every room this browser holds a seat in, with whose turn
//! it is, how long ago the last move was and what the clock holds (a claim
//! of absence, an expiry), the rooms where it is the user's move first.
//! Plain Rust, tested natively; the pages show it.

use std::collections::HashMap;

use super::{Ending, Headline, RoomController, RoomView};
use crate::online::seat_store::Seat;

/// Where a game stands for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The user is to move.
    YourMove,
    /// The other player is to move.
    TheirMove,
    /// Nobody has taken the other seat yet.
    WaitingForOpponent,
    /// Over (how, from the user's side).
    Ended(Ending),
    /// Not known: the server did not answer for this room (yet).
    Unknown,
}

/// What the clock of a room holds, from the server's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deadline {
    /// The user must move within this many ms, or the other may claim the
    /// win by absence.
    MoveWithin(i64),
    /// The user may claim the win by absence in this many ms…
    ClaimIn(i64),
    /// …or now.
    ClaimNow,
    /// The room expires in this many ms unless someone joins.
    ExpiresIn(i64),
}

/// One line of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YourGame {
    /// The room's id.
    pub room: String,
    /// The rule set's id, as stored with the seat.
    pub variant: String,
    /// Where the game stands.
    pub standing: Standing,
    /// Milliseconds since the last move (none before the first).
    pub last_move_ago: Option<i64>,
    /// What the clock holds, while the game is open.
    pub deadline: Option<Deadline>,
}

impl YourGame {
    /// A seat's line, from the room's latest view when there is one;
    /// `local_now` is this device's clock (ms).
    pub fn new(seat: &Seat, view: Option<&RoomView>, local_now: i64) -> YourGame {
        let mut game = YourGame {
            room: seat.room.clone(),
            variant: seat.variant.clone(),
            standing: Standing::Unknown,
            last_move_ago: None,
            deadline: None,
        };
        let Some(view) = view else { return game };
        let mut c = RoomController::new(Some(seat.seat));
        c.receive(view.clone(), local_now);
        // By the server's clock when it sent the view.
        let left = |at: Option<i64>| at.map(|at| at - view.now);
        game.last_move_ago = c.since_last_move_ms(local_now);
        game.standing = match c.headline() {
            Some(Headline::YourTurn) => Standing::YourMove,
            Some(Headline::TheirTurn) => Standing::TheirMove,
            Some(Headline::WaitingForOpponent) => Standing::WaitingForOpponent,
            Some(Headline::Ended(e)) => Standing::Ended(e),
            _ => Standing::Unknown,
        };
        game.deadline =
            match game.standing {
                Standing::YourMove => left(view.absence_at).map(|ms| Deadline::MoveWithin(ms.max(0))),
                Standing::TheirMove => left(view.absence_at).map(|ms| {
                    if ms <= 0 {
                        Deadline::ClaimNow
                    } else {
                        Deadline::ClaimIn(ms)
                    }
                }),
                Standing::WaitingForOpponent => {
                    left(view.expires_at).map(|ms| Deadline::ExpiresIn(ms.max(0)))
                }
                _ => None,
            };
        game
    }

    fn rank(&self) -> u8 {
        match self.standing {
            Standing::YourMove => 0,
            Standing::TheirMove => 1,
            Standing::WaitingForOpponent => 2,
            Standing::Unknown => 3,
            Standing::Ended(_) => 4,
        }
    }
}

/// The list: the user's moves first (the most pressing first), then the
/// games waiting on the other player, the open invitations, the rooms not
/// heard from, the games over; otherwise in the order the seats are kept
/// (newest first).
///
/// ```
/// use damas_app::online::your_games::{your_games, Standing};
/// use damas_app::online::seat_store::Seat;
/// let seat = Seat { room: "A".repeat(16), seat: 0, secret: "s".repeat(22), variant: "english".into(), added_at: 1 };
/// let list = your_games(&[seat], &Default::default(), 0);
/// assert_eq!(list[0].standing, Standing::Unknown);
/// ```
pub fn your_games(seats: &[Seat], views: &HashMap<String, RoomView>, local_now: i64) -> Vec<YourGame> {
    let mut list: Vec<YourGame> =
        seats.iter().map(|s| YourGame::new(s, views.get(&s.room), local_now)).collect();
    let pressing = |g: &YourGame| match g.deadline {
        Some(Deadline::MoveWithin(ms)) => ms,
        _ => i64::MAX,
    };
    // A stable sort keeps the seats' order within a group.
    list.sort_by_key(|g| (g.rank(), pressing(g)));
    list
}

/// How many games wait for the user's move (for the tab title).
pub fn your_moves(list: &[YourGame]) -> usize {
    list.iter().filter(|g| g.standing == Standing::YourMove).count()
}

/// The rooms that became the user's move since `before` (for a
/// notification): in `after` the user's move, in `before` not, or not
/// known yet is not counted (the first look after opening the app).
pub fn newly_your_move(before: &[YourGame], after: &[YourGame]) -> Vec<String> {
    after
        .iter()
        .filter(|g| g.standing == Standing::YourMove)
        .filter(|g| {
            before
                .iter()
                .any(|b| b.room == g.room && !matches!(b.standing, Standing::YourMove | Standing::Unknown))
        })
        .map(|g| g.room.clone())
        .collect()
}

/// The link that carries a seat to another device: the room's address
/// with the secret in the fragment, which browsers never send to a server.
///
/// ```
/// use damas_app::online::your_games::{seat_link, seat_from_fragment};
/// let link = seat_link("https://damas.example", "AAAAAAAAAAAAAAAA", "abcdefghijklmnopqrstuv");
/// assert_eq!(link, "https://damas.example/online/AAAAAAAAAAAAAAAA#seat=abcdefghijklmnopqrstuv");
/// assert_eq!(seat_from_fragment("#seat=abcdefghijklmnopqrstuv"), Some("abcdefghijklmnopqrstuv".into()));
/// assert_eq!(seat_from_fragment("#seat=short"), None);
/// ```
pub fn seat_link(origin: &str, room: &str, secret: &str) -> String {
    format!("{}#seat={secret}", super::room_link(origin, room))
}

/// The secret a seat link carries in its fragment (`#seat=…`), when well
/// formed (22 base64url characters).
pub fn seat_from_fragment(fragment: &str) -> Option<String> {
    let secret = fragment.trim_start_matches('#').strip_prefix("seat=")?;
    (secret.len() == 22 && secret.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        .then(|| secret.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::{EndReason, RoomStatus, SeatView};
    use damas_engine::{Color, Variant};

    const DAY: i64 = 86_400_000;

    fn seat(room: char, seat: u8) -> Seat {
        Seat {
            room: room.to_string().repeat(16),
            seat,
            secret: "s".repeat(22),
            variant: "english".into(),
            added_at: 0,
        }
    }

    fn view(room: char, status: &str, turn: Option<u8>, moves: usize, turn_since: i64, now: i64) -> RoomView {
        let status = RoomStatus::parse(status).unwrap();
        let ended = status == RoomStatus::Ended;
        RoomView {
            id: room.to_string().repeat(16),
            variant: Variant::English,
            status,
            game: 1,
            seats: [
                SeatView { taken: true, side: Color::Black },
                SeatView { taken: status != RoomStatus::Waiting, side: Color::White },
            ],
            moves: vec!["11-15".into(); moves],
            ply: moves,
            fen: String::new(),
            turn,
            turn_since,
            absence_at: (status == RoomStatus::Playing).then_some(turn_since + 2 * DAY),
            expires_at: (!ended).then_some(turn_since + 7 * DAY),
            winner: ended.then_some(0),
            winner_side: ended.then_some(Color::Black),
            reason: ended.then_some(EndReason::Resignation),
            draw_offer: None,
            draw_declined: None,
            rematch: [false, false],
            watchers: 0,
            version: 1,
            created_at: 0,
            now,
            you: None,
        }
    }

    fn views(list: Vec<RoomView>) -> HashMap<String, RoomView> {
        list.into_iter().map(|v| (v.id.clone(), v)).collect()
    }

    #[test]
    fn the_games_where_it_is_your_move_come_first_the_most_pressing_first() {
        let now = 10 * DAY;
        let seats = [seat('A', 0), seat('B', 0), seat('C', 1), seat('D', 0), seat('E', 0), seat('F', 1)];
        let list = your_games(
            &seats,
            &views(vec![
                view('A', "ended", None, 30, now - DAY, now),
                view('B', "playing", Some(1), 4, now - DAY, now),
                view('C', "playing", Some(1), 5, now - DAY / 2, now),
                view('D', "waiting", None, 0, now - DAY, now),
                view('F', "playing", Some(1), 7, now - DAY - DAY / 2, now),
            ]),
            now,
        );
        let order: Vec<char> = list.iter().map(|g| g.room.chars().next().unwrap()).collect();
        assert_eq!(order, ['F', 'C', 'B', 'D', 'E', 'A']);
        assert_eq!(list[0].deadline, Some(Deadline::MoveWithin(DAY / 2)));
        assert_eq!(list[1].deadline, Some(Deadline::MoveWithin(DAY + DAY / 2)));
        assert_eq!(list[2].standing, Standing::TheirMove);
        assert_eq!(list[2].deadline, Some(Deadline::ClaimIn(DAY)));
        assert_eq!(list[2].last_move_ago, Some(DAY));
        assert_eq!(list[3].deadline, Some(Deadline::ExpiresIn(6 * DAY)));
        assert_eq!(list[4].standing, Standing::Unknown);
        assert_eq!(list[5].standing, Standing::Ended(Ending::YouWon(EndReason::Resignation)));
        assert_eq!(your_moves(&list), 2);
    }

    #[test]
    fn when_the_other_player_has_been_away_two_days_you_may_claim_now() {
        let now = 10 * DAY;
        let list = your_games(
            &[seat('A', 0)],
            &views(vec![view('A', "playing", Some(1), 3, now - 3 * DAY, now)]),
            now,
        );
        assert_eq!(list[0].deadline, Some(Deadline::ClaimNow));
    }

    #[test]
    fn a_room_that_became_your_move_is_new_but_not_on_the_first_look() {
        let now = 10 * DAY;
        let seats = [seat('A', 0), seat('B', 0)];
        let unknown = your_games(&seats, &HashMap::new(), now);
        let theirs = your_games(
            &seats,
            &views(vec![
                view('A', "playing", Some(1), 1, now, now),
                view('B', "playing", Some(0), 2, now, now),
            ]),
            now,
        );
        assert!(newly_your_move(&unknown, &theirs).is_empty(), "the first look tells nothing new");
        let mine = your_games(
            &seats,
            &views(vec![
                view('A', "playing", Some(0), 2, now, now),
                view('B', "playing", Some(0), 2, now, now),
            ]),
            now,
        );
        assert_eq!(newly_your_move(&theirs, &mine), vec!["A".repeat(16)]);
        assert!(newly_your_move(&mine, &mine).is_empty(), "told once");
    }
}
