//! The browser's side of the game server's API (same origin, `/api/`):
//! requests and live events with gloo-net (`fetch` and `EventSource`
//! underneath). Errors come back as [`NetError`]: no answer at all, or the
//! server's stable code.

use std::cell::Cell;
use std::rc::Rc;

use damas_engine::Variant;
use damas_protocol::{CreateRoom, ErrorReply, Health, PlayMove, RoomReply, SeatGranted, WatchersEvent};
use futures_util::StreamExt;
use gloo_net::eventsource::futures::EventSource;
use gloo_net::http::{Request, RequestBuilder};
use serde::de::DeserializeOwned;
use serde::Serialize;
use web_sys::MessageEvent;

use super::{RoomView, SeatAction};

/// Why a request failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// No server answered (offline, static hosting, server down).
    Offline,
    /// The server refused: its stable code, the rule's reason for an illegal
    /// move, and the current room when it sent one (409).
    Refused { status: u16, code: String, reason: Option<String>, room: Option<Box<RoomView>> },
}

/// Sends a request (with the seat's secret, and a JSON body): the
/// answer's status and text, or `Offline` when no answer came or its text
/// could not be read.
async fn fetch(
    request: RequestBuilder,
    secret: Option<&str>,
    body: Option<String>,
) -> Result<(u16, String), NetError> {
    let request = match secret {
        Some(s) => request.header("authorization", &format!("Bearer {s}")),
        None => request,
    };
    let request = match body {
        Some(b) => request.header("content-type", "application/json").body(b),
        None => request.build(),
    };
    let res = request.map_err(|_| NetError::Offline)?.send().await.map_err(|_| NetError::Offline)?;
    let text = res.text().await.map_err(|_| NetError::Offline)?;
    Ok((res.status(), text))
}

/// A JSON request and its typed answer; an answer that is not the API's
/// JSON (a static host's page) is `Offline`.
async fn call<T: DeserializeOwned>(
    request: RequestBuilder,
    secret: Option<&str>,
    body: Option<&impl Serialize>,
) -> Result<T, NetError> {
    let body = body.and_then(|b| serde_json::to_string(b).ok());
    let (status, text) = fetch(request, secret, body).await?;
    if (200..300).contains(&status) {
        return serde_json::from_str(&text).map_err(|_| NetError::Offline);
    }
    let ErrorReply { error } = serde_json::from_str(&text).map_err(|_| NetError::Offline)?;
    Err(NetError::Refused { status, code: error.code, reason: error.reason, room: error.room })
}

/// No body.
const NONE: Option<&()> = None;
/// An empty JSON object, for the requests that take no fields.
const EMPTY: Option<&Empty> = Some(&Empty {});

#[derive(Serialize)]
struct Empty {}

/// Whether a Damas game server answers here.
pub async fn server_answers() -> bool {
    matches!(call::<Health>(Request::get("/api/health"), None, NONE).await, Ok(h) if h.ok)
}

/// A new room: its view, and the creator's seat secret.
pub async fn create(variant: Variant) -> Result<(RoomView, String), NetError> {
    let granted: SeatGranted = call(Request::post("/api/rooms"), None, Some(&CreateRoom { variant })).await?;
    Ok((granted.room, granted.secret))
}

/// Takes the free seat: the room and the seat's secret.
pub async fn join(id: &str) -> Result<(RoomView, String), NetError> {
    let granted: SeatGranted = call(Request::post(&format!("/api/rooms/{id}/join")), None, EMPTY).await?;
    Ok((granted.room, granted.secret))
}

/// The room (with `you` when a secret is given).
pub async fn room(id: &str, secret: Option<&str>) -> Result<RoomView, NetError> {
    let reply: RoomReply = call(Request::get(&format!("/api/rooms/{id}")), secret, NONE).await?;
    Ok(reply.room)
}

/// Plays a move (its full text) at a ply.
pub async fn play(id: &str, secret: &str, ply: usize, text: String) -> Result<RoomView, NetError> {
    let body = PlayMove { ply: ply as i64, text };
    let reply: RoomReply =
        call(Request::post(&format!("/api/rooms/{id}/moves")), Some(secret), Some(&body)).await?;
    Ok(reply.room)
}

/// A seat's action: an offer of a draw and its answer, a resignation, a
/// claim of absence, a rematch.
pub async fn act(id: &str, secret: &str, action: SeatAction) -> Result<RoomView, NetError> {
    let path = format!("/api/rooms/{id}/{}", action.path());
    let reply: RoomReply = call(Request::post(&path), Some(secret), EMPTY).await?;
    Ok(reply.room)
}

/// The game in PDN.
pub async fn pdn(id: &str) -> Result<String, NetError> {
    let (status, text) = fetch(Request::get(&format!("/api/rooms/{id}/pdn")), None, None).await?;
    if status == 200 && text.starts_with('[') {
        Ok(text)
    } else {
        Err(NetError::Offline)
    }
}

/// A live connection to a room's events; closed when dropped.
pub struct Events {
    _source: EventSource,
    /// Set when dropped, before the connection closes: what its streams
    /// still bring (gloo-net's own notice of the close) is not passed on.
    closed: Rc<Cell<bool>>,
}

impl Drop for Events {
    fn drop(&mut self) {
        self.closed.set(true);
    }
}

/// The stream's events: the server's two, and the connection's own.
const KINDS: [&str; 4] = ["room", "watchers", "open", "error"];

/// Watches a room: `on_room` with each new state, `on_watchers` with the
/// count, `on_live(true/false)` when the connection opens or drops (the
/// browser reconnects by itself). A player gives their seat's
/// [`super::player_key`], so that they are not counted as a watcher.
///
/// gloo-net's streams bring a connection's errors only once it is closed
/// for good, and never its opening: `open` and `error` are subscribed to
/// as events too, so that a drop the browser mends (an error while it
/// reconnects) is said as well.
pub fn watch(
    id: &str,
    player: Option<&str>,
    on_room: impl Fn(RoomView) + 'static,
    on_watchers: impl Fn(u64) + 'static,
    on_live: impl Fn(bool) + 'static,
) -> Option<Events> {
    let url = match player {
        Some(key) => format!("/api/rooms/{id}/events?player={key}"),
        None => format!("/api/rooms/{id}/events"),
    };
    let mut source = EventSource::new(&url).ok()?;
    let streams = KINDS.into_iter().map(|kind| source.subscribe(kind)).collect::<Result<Vec<_>, _>>().ok()?;
    let mut events = futures_util::stream::select_all(streams);
    fn data<T: DeserializeOwned>(e: &MessageEvent) -> Option<T> {
        serde_json::from_str(&e.data().as_string()?).ok()
    }
    let closed = Rc::new(Cell::new(false));
    let dropped = closed.clone();
    wasm_bindgen_futures::spawn_local(async move {
        while let Some(event) = events.next().await {
            if dropped.get() {
                break;
            }
            // An `Err` is gloo-net's word that the connection is closed for
            // good, after the `error` event that said so.
            let Ok((kind, e)) = event else { continue };
            match kind.as_str() {
                "room" => {
                    if let Some(v) = data::<RoomView>(&e) {
                        on_room(v);
                    }
                }
                "watchers" => {
                    if let Some(WatchersEvent { watchers }) = data(&e) {
                        on_watchers(watchers);
                    }
                }
                "open" => on_live(true),
                _ => on_live(false),
            }
        }
    });
    Some(Events { _source: source, closed })
}
