//! The catalogue's words for the engine's verdicts.
//!
//! The engine says *why* a move is illegal as a typed value
//! ([`damas_engine::teaching::Illegal`]); it has no words. The words are
//! the `reason-*` messages of the catalogue (`locales/<lang>/reasons.ftl`),
//! written once per language:
//!
//! * [`reason::illegal`] picks the message for a reason and its data
//!   ([`Message`]), the one mapping from reasons to words;
//! * [`Message::words`] fills it in with any catalogue's formatter: the app
//!   gives its own in the learner's language;
//! * [`English`] is the catalogue's English for the command line and the
//!   game server, so both print the very sentences the app shows.

pub mod english;
pub mod message;
pub mod reason;

pub use english::English;
pub use message::{Arg, Message};
