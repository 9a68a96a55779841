//! `damas-protocol`: the JSON the game server (`damas-server`) and the app
//! exchange over `/api/`, as types both of them use: the server writes
//! them, the app reads them, and neither spells a field or a code by hand.
//!
//! - [`RoomView`]: a room as clients see it (the replies' `room`, and the
//!   `room` event of a live stream), with its [`RoomStatus`] and, once a
//!   game has ended, its [`EndReason`];
//! - [`SeatAction`]: what a seat may do besides moving, and its path;
//! - requests ([`CreateRoom`], [`PlayMove`]) and replies ([`RoomReply`],
//!   [`SeatGranted`], [`ErrorReply`], [`WatchersEvent`], [`Health`]).
//!
//! Rule sets and colours travel as their names (`"brazilian"`, `"white"`,
//! the engine's `serde` feature); moves as their full text (`"11x18x25"`),
//! which only a position can read.

mod end_reason;
mod messages;
mod room_status;
mod room_view;
mod seat_action;

pub use end_reason::EndReason;
pub use messages::{
    CreateRoom, ErrorBody, ErrorReply, Health, PlayMove, RoomReply, SeatGranted, WatchersEvent,
};
pub use room_status::RoomStatus;
pub use room_view::{RoomView, SeatView};
pub use seat_action::SeatAction;
