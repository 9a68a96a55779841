//! Play with someone: the room as the game server sends it ([`RoomView`])
//! and the room page's logic ([`RoomController`]: who the user is in the
//! room, whose turn it is, what they may do, the time since the last move).
//! Plain Rust, tested natively; `client` (browser only) talks to the server.

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod online_page;
pub mod online_texts;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod room_page;
pub mod seat_store;
#[cfg(target_arch = "wasm32")]
pub mod server_client;
pub mod your_games;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod your_games_panel;

use damas_engine::{Color, Game, Variant};
pub use damas_protocol::{EndReason, RoomStatus, RoomView, SeatAction, SeatView};
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use online_page::OnlinePage;
pub use online_texts::OnlineText;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use room_page::RoomPage;
pub use seat_store::Seats;
use sha2::{Digest, Sha256};
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub use your_games_panel::{use_your_games, YourGamesList, YourGamesWatcher};

/// Who the user is in a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Holds this seat.
    Player(u8),
    /// May take the free seat (sees the rule set and side first).
    Invited,
    /// Watches.
    Spectator,
}

/// What the room page says about the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Headline {
    /// The creator waits for someone to open the link.
    WaitingForOpponent,
    /// The user may take the free seat and play `side`.
    Invitation { side: Color },
    /// The user's turn.
    YourTurn,
    /// The other player's turn.
    TheirTurn,
    /// A spectator: `side` is to move.
    ToMove { side: Color },
    /// The game is over.
    Ended(Ending),
}

/// How a game ended, from the user's point of view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The user won.
    YouWon(EndReason),
    /// The user lost.
    YouLost(EndReason),
    /// A spectator: this side won.
    SideWon(Color, EndReason),
    /// Drawn.
    Draw(EndReason),
    /// Nobody moved for 7 days.
    Expired,
}

/// The room page's state: the latest view and the user's seat.
#[derive(Clone, Debug, Default)]
pub struct RoomController {
    /// The latest room state received (newest version wins).
    pub view: Option<RoomView>,
    /// The user's seat (from the stored seats).
    pub seat: Option<u8>,
    /// Server time minus local time when the view arrived (ms).
    offset: i64,
    /// The watcher count last sent by the live stream. The stream's events
    /// come in the order the server counted them; a request's reply is a
    /// snapshot that may have been made before the stream counted this
    /// page, so once the stream has spoken, replies never change the count.
    live_watchers: Option<u64>,
    /// The user asked to resign and the page asks them to confirm.
    resign_asked: bool,
}

impl RoomController {
    /// A controller for a user holding `seat` (or none).
    pub fn new(seat: Option<u8>) -> RoomController {
        RoomController { view: None, seat, offset: 0, live_watchers: None, resign_asked: false }
    }

    /// Takes a view if it is newer than the one shown (events and replies
    /// may arrive out of order); returns whether it was taken.
    pub fn receive(&mut self, view: RoomView, local_now: i64) -> bool {
        if let Some(v) = &self.view
            && v.id == view.id
            && view.version < v.version
        {
            return false;
        }
        self.offset = view.now - local_now;
        let same_game = self.view.as_ref().is_some_and(|v| v.id == view.id && v.game == view.game);
        if !same_game || view.status != RoomStatus::Playing {
            // The question was about a game that is over.
            self.resign_asked = false;
        }
        self.view = Some(view);
        true
    }

    /// The live stream's watcher count (its `watchers` event).
    pub fn set_watchers(&mut self, n: u64) {
        self.live_watchers = Some(n);
    }

    /// The number of people watching live: the stream's latest count, or
    /// the room state's until the stream has sent one.
    pub fn watchers(&self) -> u64 {
        self.live_watchers.or(self.view.as_ref().map(|v| v.watchers)).unwrap_or(0)
    }

    /// Who the user is.
    pub fn role(&self) -> Role {
        match (self.seat, &self.view) {
            (Some(s), _) => Role::Player(s),
            (None, Some(v)) if v.status == RoomStatus::Waiting && !v.seats[1].taken => Role::Invited,
            _ => Role::Spectator,
        }
    }

    /// The rule set.
    pub fn variant(&self) -> Option<Variant> {
        self.view.as_ref().map(|v| v.variant)
    }

    /// The side a seat plays in the current game.
    pub fn side_of(&self, seat: u8) -> Option<Color> {
        self.view.as_ref()?.side_of(seat)
    }

    /// The current game replayed (the board's position, the last move).
    pub fn game(&self) -> Option<Game> {
        let v = self.view.as_ref()?;
        let mut game = Game::new(self.variant()?);
        for m in &v.moves {
            game.play_text(m).ok()?;
        }
        Some(game)
    }

    /// The ply the user's next move is played at.
    pub fn next_ply(&self) -> usize {
        self.view.as_ref().map_or(0, |v| v.moves.len())
    }

    /// Whether the user is to move now.
    pub fn my_turn(&self) -> bool {
        matches!((self.seat, &self.view), (Some(s), Some(v)) if v.status == RoomStatus::Playing && v.turn == Some(s))
    }

    /// What to say at the top of the page.
    pub fn headline(&self) -> Option<Headline> {
        let v = self.view.as_ref()?;
        Some(match (v.status, self.role()) {
            (RoomStatus::Ended, role) => {
                let reason = v.reason?;
                if reason == EndReason::Expired {
                    return Some(Headline::Ended(Ending::Expired));
                }
                Headline::Ended(match (v.winner, role) {
                    (None, _) => Ending::Draw(reason),
                    (Some(w), Role::Player(s)) if w == s => Ending::YouWon(reason),
                    (Some(_), Role::Player(_)) => Ending::YouLost(reason),
                    (Some(w), _) => Ending::SideWon(self.side_of(w)?, reason),
                })
            }
            (RoomStatus::Waiting, Role::Invited) => Headline::Invitation { side: self.side_of(1)? },
            (RoomStatus::Waiting, _) => Headline::WaitingForOpponent,
            (_, Role::Player(_)) if self.my_turn() => Headline::YourTurn,
            (_, Role::Player(_)) => Headline::TheirTurn,
            _ => Headline::ToMove { side: self.side_of(v.turn?)? },
        })
    }

    /// Milliseconds since the player to move got the turn (by the server's
    /// clock, corrected for this device's).
    pub fn since_turn_ms(&self, local_now: i64) -> i64 {
        self.view.as_ref().map_or(0, |v| (local_now + self.offset - v.turn_since).max(0))
    }

    /// Milliseconds since the last move of the game being played; none
    /// before its first move (or when no game is being played).
    pub fn since_last_move_ms(&self, local_now: i64) -> Option<i64> {
        let v = self.view.as_ref()?;
        (v.status == RoomStatus::Playing && !v.moves.is_empty()).then(|| self.since_turn_ms(local_now))
    }

    fn playing_seat(&self) -> Option<(u8, &RoomView)> {
        match (self.seat, &self.view) {
            (Some(s), Some(v)) if v.status == RoomStatus::Playing => Some((s, v)),
            _ => None,
        }
    }

    /// The user may claim the win: the other player, to move, has been
    /// silent for more than 2 days.
    pub fn can_claim_absence(&self, local_now: i64) -> bool {
        self.playing_seat().is_some_and(|(s, v)| {
            v.turn != Some(s) && v.absence_at.is_some_and(|at| local_now + self.offset > at)
        })
    }

    /// The user may offer a draw (none of theirs is pending).
    pub fn can_offer_draw(&self) -> bool {
        self.playing_seat().is_some_and(|(s, v)| v.draw_offer != Some(s))
    }

    /// The other player offers a draw to the user.
    pub fn draw_offered_to_me(&self) -> bool {
        self.playing_seat().is_some_and(|(s, v)| v.draw_offer == Some(1 - s))
    }

    /// The user's offer waits for an answer.
    pub fn my_offer_pending(&self) -> bool {
        self.playing_seat().is_some_and(|(s, v)| v.draw_offer == Some(s))
    }

    /// The other player declined the user's draw offer (said no, or played
    /// on); said until the user moves or offers again.
    pub fn my_offer_declined(&self) -> bool {
        self.playing_seat().is_some_and(|(s, v)| v.draw_declined == Some(s))
    }

    /// The user may resign.
    pub fn can_resign(&self) -> bool {
        self.playing_seat().is_some()
    }

    /// The user pressed "resign": the page asks them to confirm.
    pub fn ask_resign(&mut self) {
        self.resign_asked = self.can_resign();
    }

    /// The confirmation is open (it closes by itself when the game ends).
    pub fn resign_question(&self) -> bool {
        self.resign_asked && self.can_resign()
    }

    /// The user keeps playing.
    pub fn cancel_resign(&mut self) {
        self.resign_asked = false;
    }

    /// The user confirms: whether to send the resignation now (only while
    /// the question is open); the question closes.
    pub fn confirm_resign(&mut self) -> bool {
        let send = self.resign_question();
        self.resign_asked = false;
        send
    }

    /// The user may ask for a rematch (the game ended, not by expiry, and
    /// they have not asked yet).
    pub fn can_ask_rematch(&self) -> bool {
        match (self.seat, &self.view) {
            (Some(s), Some(v)) => {
                v.status == RoomStatus::Ended
                    && v.reason != Some(EndReason::Expired)
                    && !v.rematch[s as usize]
            }
            _ => false,
        }
    }

    /// The user asked for a rematch; the other has not yet.
    pub fn rematch_pending(&self) -> bool {
        matches!((self.seat, &self.view), (Some(s), Some(v)) if v.status == RoomStatus::Ended && v.rematch[s as usize])
    }

    /// The other player asks for a rematch.
    pub fn rematch_offered_to_me(&self) -> bool {
        matches!((self.seat, &self.view), (Some(s), Some(v)) if v.status == RoomStatus::Ended && v.rematch[1 - s as usize])
    }

    /// The creator waits for an opponent: the page shows the link to send.
    pub fn shows_invitation_link(&self) -> bool {
        self.seat == Some(0) && self.view.as_ref().is_some_and(|v| v.status == RoomStatus::Waiting)
    }

    /// The side the user would play on accepting the invitation.
    pub fn invited_side(&self) -> Option<Color> {
        match self.headline()? {
            Headline::Invitation { side } => Some(side),
            _ => None,
        }
    }

    /// The user watches a game between two others.
    pub fn watching(&self) -> bool {
        self.seat.is_none() && self.view.as_ref().is_some_and(|v| v.status != RoomStatus::Waiting)
    }

    /// The side the user plays (none for a spectator).
    pub fn my_side(&self) -> Option<Color> {
        self.side_of(self.seat?)
    }

    /// The game is over and may be reviewed: the game, and the side whose
    /// mistakes the review looks at (none: a spectator's review, both).
    pub fn game_to_review(&self) -> Option<(Game, Option<Color>)> {
        let ended = self.view.as_ref().is_some_and(|v| v.status == RoomStatus::Ended);
        ended.then(|| self.game().map(|g| (g, self.my_side()))).flatten()
    }

    /// The moves by pairs ("11-15 22-18"), one pair a line of the list.
    pub fn move_pairs(&self) -> Vec<String> {
        self.view.as_ref().map_or_else(Vec::new, |v| v.moves.chunks(2).map(|pair| pair.join(" ")).collect())
    }

    /// The tab title: marked when it is the user's turn.
    pub fn title(&self, base: &str, your_turn: &str) -> String {
        if self.my_turn() {
            format!("({your_turn}) {base}")
        } else {
            base.to_string()
        }
    }
}

/// A duration for people: (count, unit) with unit `s`, `min`, `h` or `d`.
///
/// ```
/// assert_eq!(damas_app::online::elapsed(90_000), (1, "min"));
/// assert_eq!(damas_app::online::elapsed(3 * 86_400_000 + 5), (3, "d"));
/// ```
pub fn elapsed(ms: i64) -> (i64, &'static str) {
    let s = ms.max(0) / 1000;
    match s {
        0..=59 => (s, "s"),
        60..=3599 => (s / 60, "min"),
        3600..=86_399 => (s / 3600, "h"),
        _ => (s / 86_400, "d"),
    }
}

/// The time until something happens, for people: as [`elapsed`], rounded
/// up in its unit (a room that expires in 6 days and 23 hours expires "in
/// 7 days").
///
/// ```
/// use damas_app::online::time_until;
/// assert_eq!(time_until(7 * 86_400_000 - 60_000), (7, "d"));
/// assert_eq!(time_until(2 * 86_400_000), (2, "d"));
/// assert_eq!(time_until(90_000), (2, "min"));
/// ```
pub fn time_until(ms: i64) -> (i64, &'static str) {
    let (n, unit) = elapsed(ms);
    let size = match unit {
        "s" => 1_000,
        "min" => 60_000,
        "h" => 3_600_000,
        _ => 86_400_000,
    };
    if ms > n * size {
        (n + 1, unit)
    } else {
        (n, unit)
    }
}

/// What a player's event stream presents, so that the server does not
/// count them among the watchers: the SHA-256 digest (hex) of their seat's
/// secret, as the server stores it (it cannot act; the secret stays out of
/// URLs).
pub fn player_key(secret: &str) -> String {
    Sha256::digest(secret.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

/// The link of a room on the site at `origin`.
pub fn room_link(origin: &str, room: &str) -> String {
    format!("{}/online/{room}", origin.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(json: &str) -> RoomView {
        let mut base = view_json().as_object().unwrap().clone();
        let extra: serde_json::Value = serde_json::from_str(json).unwrap();
        base.extend(extra.as_object().unwrap().clone());
        serde_json::from_value(serde_json::Value::Object(base)).unwrap()
    }

    #[test]
    fn turns_and_roles() {
        let mut c = RoomController::new(Some(0));
        assert!(c.receive(view("{}"), 2000));
        assert!(c.my_turn());
        assert_eq!(c.headline(), Some(Headline::YourTurn));
        assert_eq!(c.title("Damas", "your turn"), "(your turn) Damas");
        let mut other = RoomController::new(Some(1));
        other.receive(view("{}"), 2000);
        assert_eq!(other.headline(), Some(Headline::TheirTurn));
        assert_eq!(other.title("Damas", "x"), "Damas");
        let mut watcher = RoomController::new(None);
        watcher.receive(view("{}"), 2000);
        assert_eq!(watcher.role(), Role::Spectator);
        assert_eq!(watcher.headline(), Some(Headline::ToMove { side: Color::White }));
        assert!(!watcher.can_resign() && !watcher.can_offer_draw() && !watcher.can_ask_rematch());
    }

    #[test]
    fn an_invited_user_sees_the_side_before_accepting() {
        let mut c = RoomController::new(None);
        c.receive(
            view(r#"{"status": "waiting", "turn": null, "seats": [{"taken": true, "side": "black"}, {"taken": false, "side": "white"}]}"#),
            0,
        );
        assert_eq!(c.role(), Role::Invited);
        assert_eq!(c.headline(), Some(Headline::Invitation { side: Color::White }));
    }

    #[test]
    fn older_versions_are_ignored_and_the_game_replays() {
        let mut c = RoomController::new(Some(1));
        c.receive(view(r#"{"version": 5, "moves": ["22-18"], "turn": 1}"#), 0);
        assert!(!c.receive(view(r#"{"version": 4}"#), 0));
        assert_eq!(c.next_ply(), 1);
        assert!(c.my_turn());
        assert_eq!(c.game().unwrap().moves().len(), 1);
    }

    #[test]
    fn absence_draw_and_rematch_rules() {
        let mut c = RoomController::new(Some(1));
        // Seat 0 to move since t=1000; the server's clock is 1000 ms ahead of ours.
        c.receive(view("{}"), 1000);
        assert!(!c.can_claim_absence(1000 + 172_800_000 - 1000));
        assert!(c.can_claim_absence(1000 + 172_800_000 - 999));
        assert_eq!(c.since_turn_ms(1000), 1000);
        c.receive(view(r#"{"version": 4, "draw_offer": 0}"#), 0);
        assert!(c.draw_offered_to_me() && !c.my_offer_pending());
        c.receive(view(r#"{"version": 5, "status": "ended", "winner": 1, "reason": "resignation", "turn": null, "rematch": [true, false]}"#), 0);
        assert_eq!(c.headline(), Some(Headline::Ended(Ending::YouWon(EndReason::Resignation))));
        assert!(c.can_ask_rematch() && c.rematch_offered_to_me() && !c.rematch_pending());
        c.receive(view(r#"{"version": 6, "status": "ended", "reason": "expired", "turn": null}"#), 0);
        assert_eq!(c.headline(), Some(Headline::Ended(Ending::Expired)));
        assert!(!c.can_ask_rematch());
    }

    #[test]
    fn the_live_count_of_watchers_is_not_undone_by_a_reply_that_raced_the_stream() {
        // The page asks for the room and opens its stream at once. The
        // reply was made before the stream counted this watcher (2), but
        // arrives after the stream's events (3): the count stays 3.
        let mut c = RoomController::new(None);
        assert_eq!(c.watchers(), 0);
        c.receive(view(r#"{"watchers": 3}"#), 0);
        c.set_watchers(3);
        assert!(c.receive(view(r#"{"watchers": 2}"#), 0), "the reply's state is still taken");
        assert_eq!(c.watchers(), 3);
        // Later states (a move) keep the live count; a new count replaces it.
        c.receive(view(r#"{"version": 4, "watchers": 1}"#), 0);
        assert_eq!(c.watchers(), 3);
        c.set_watchers(2);
        assert_eq!(c.watchers(), 2);
        // Before the stream says anything, the state's count is shown.
        let mut fresh = RoomController::new(None);
        fresh.receive(view(r#"{"watchers": 4}"#), 0);
        assert_eq!(fresh.watchers(), 4);
    }

    #[test]
    fn the_one_who_offered_a_draw_is_told_when_it_is_declined() {
        let mut offerer = RoomController::new(Some(0));
        offerer.receive(view(r#"{"draw_offer": 0}"#), 0);
        assert!(offerer.my_offer_pending() && !offerer.my_offer_declined());
        offerer.receive(view(r#"{"version": 4, "draw_declined": 0}"#), 0);
        assert!(offerer.my_offer_declined() && !offerer.my_offer_pending());
        let mut other = RoomController::new(Some(1));
        other.receive(view(r#"{"version": 4, "draw_declined": 0}"#), 0);
        assert!(!other.my_offer_declined(), "the one who declined is not told");
        let mut watcher = RoomController::new(None);
        watcher.receive(view(r#"{"version": 4, "draw_declined": 0}"#), 0);
        assert!(!watcher.my_offer_declined());
        // A server (or a cached app) without the field: nothing declined.
        let old: RoomView = serde_json::from_value({
            let mut v = serde_json::to_value(view_json()).unwrap();
            v.as_object_mut().unwrap().remove("draw_declined");
            v
        })
        .unwrap();
        assert_eq!(old.draw_declined, None);
    }

    fn view_json() -> serde_json::Value {
        serde_json::json!({
            "id": "AAAAAAAAAAAAAAAA", "variant": "brazilian", "status": "playing", "game": 1,
            "seats": [{"taken": true, "side": "white"}, {"taken": true, "side": "black"}],
            "moves": [], "ply": 0, "fen": "", "turn": 0, "turn_since": 1000, "absence_at": 1000 + 172_800_000,
            "expires_at": 1000 + 604_800_000, "winner": null, "winner_side": null, "reason": null,
            "draw_offer": null, "draw_declined": null, "rematch": [false, false], "watchers": 0, "version": 3,
            "created_at": 0, "now": 2000, "you": null
        })
    }

    #[test]
    fn no_time_since_the_last_move_is_given_before_the_first_move() {
        let mut c = RoomController::new(Some(1));
        c.receive(view("{}"), 2000);
        assert_eq!(c.since_last_move_ms(4000), None, "joined, nobody has moved yet");
        c.receive(view(r#"{"version": 4, "moves": ["22-18"], "turn": 1, "turn_since": 3000}"#), 4000);
        assert_eq!(c.since_last_move_ms(6000), Some(1000));
        c.receive(view(r#"{"version": 5, "status": "ended", "moves": ["22-18"], "turn": null}"#), 0);
        assert_eq!(c.since_last_move_ms(6000), None, "the game is over");
        c.receive(view(r#"{"version": 6, "game": 2, "moves": []}"#), 0);
        assert_eq!(c.since_last_move_ms(6000), None, "a rematch before its first move");
    }

    #[test]
    fn a_resignation_is_asked_in_the_page_and_sent_only_once_confirmed() {
        let mut c = RoomController::new(Some(0));
        c.receive(view("{}"), 0);
        assert!(!c.resign_question());
        c.ask_resign();
        assert!(c.resign_question());
        c.cancel_resign();
        assert!(!c.resign_question() && !c.confirm_resign(), "kept playing: nothing to send");
        c.ask_resign();
        assert!(c.confirm_resign(), "confirmed: the resignation is sent");
        assert!(!c.resign_question());
        // The question closes when the game ends under it, and does not
        // come back with the rematch.
        c.ask_resign();
        c.receive(
            view(r#"{"version": 4, "status": "ended", "winner": 0, "reason": "resignation", "turn": null}"#),
            0,
        );
        assert!(!c.resign_question() && !c.confirm_resign());
        c.receive(view(r#"{"version": 5, "game": 2}"#), 0);
        assert!(!c.resign_question());
        // A spectator is never asked.
        let mut watcher = RoomController::new(None);
        watcher.receive(view("{}"), 0);
        watcher.ask_resign();
        assert!(!watcher.resign_question());
    }

    #[test]
    fn the_page_shows_the_link_to_its_creator_and_the_side_to_the_invited() {
        let waiting = r#"{"status": "waiting", "turn": null, "seats": [{"taken": true, "side": "white"}, {"taken": false, "side": "black"}]}"#;
        let mut creator = RoomController::new(Some(0));
        creator.receive(view(waiting), 0);
        assert!(creator.shows_invitation_link() && !creator.watching());
        assert_eq!((creator.invited_side(), creator.my_side()), (None, Some(Color::White)));
        let mut invited = RoomController::new(None);
        invited.receive(view(waiting), 0);
        assert!(!invited.shows_invitation_link() && !invited.watching());
        assert_eq!((invited.invited_side(), invited.my_side()), (Some(Color::Black), None));
        let mut watcher = RoomController::new(None);
        watcher.receive(view("{}"), 0);
        assert!(watcher.watching() && watcher.invited_side().is_none());
    }

    #[test]
    fn an_ended_game_is_reviewed_from_the_players_side_and_by_pairs_of_moves() {
        let mut c = RoomController::new(Some(1));
        c.receive(view(r#"{"moves": ["22-18", "11-15", "18x11"], "turn": 1}"#), 0);
        assert_eq!(c.move_pairs(), ["22-18 11-15", "18x11"]);
        assert!(c.game_to_review().is_none(), "not while it is played");
        c.receive(
            view(r#"{"version": 4, "status": "ended", "winner": 0, "reason": "resignation", "moves": ["22-18"], "turn": null}"#),
            0,
        );
        let (game, learner) = c.game_to_review().unwrap();
        assert_eq!((game.moves().len(), learner), (1, Some(Color::Black)));
        let mut watcher = RoomController::new(None);
        watcher.receive(c.view.clone().unwrap(), 0);
        assert_eq!(watcher.game_to_review().map(|(_, side)| side), Some(None));
    }

    #[test]
    fn a_players_stream_presents_the_digest_of_the_seat_secret() {
        assert_eq!(player_key("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    #[test]
    fn elapsed_units() {
        assert_eq!(elapsed(-5), (0, "s"));
        assert_eq!(elapsed(59_999), (59, "s"));
        assert_eq!(elapsed(7_200_000), (2, "h"));
        assert_eq!(room_link("http://x/", "R"), "http://x/online/R");
    }
}
