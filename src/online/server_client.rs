//! The browser's side of the game server's API (same origin, `/api/`):
//! requests with `fetch`, live events with `EventSource`. Errors come back
//! as [`NetError`]: no answer at all, or the server's stable code.

use damas_engine::Variant;
use damas_protocol::{CreateRoom, ErrorReply, Health, PlayMove, RoomReply, SeatGranted, WatchersEvent};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{EventSource, MessageEvent, Request, RequestInit, Response};

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

async fn fetch(
    method: &str,
    path: &str,
    secret: Option<&str>,
    body: Option<String>,
) -> Result<(u16, String), NetError> {
    let init = RequestInit::new();
    init.set_method(method);
    if let Some(b) = &body {
        init.set_body(&JsValue::from_str(b));
    }
    let req = Request::new_with_str_and_init(path, &init).map_err(|_| NetError::Offline)?;
    let headers = req.headers();
    if body.is_some() {
        let _ = headers.set("content-type", "application/json");
    }
    if let Some(s) = secret {
        let _ = headers.set("authorization", &format!("Bearer {s}"));
    }
    let window = web_sys::window().ok_or(NetError::Offline)?;
    let res: Response = JsFuture::from(window.fetch_with_request(&req))
        .await
        .map_err(|_| NetError::Offline)?
        .unchecked_into();
    let text =
        JsFuture::from(res.text().map_err(|_| NetError::Offline)?).await.map_err(|_| NetError::Offline)?;
    Ok((res.status(), text.as_string().unwrap_or_default()))
}

/// A JSON request and its typed answer; an answer that is not the API's
/// JSON (a static host's page) is `Offline`.
async fn call<T: DeserializeOwned>(
    method: &str,
    path: &str,
    secret: Option<&str>,
    body: Option<&impl Serialize>,
) -> Result<T, NetError> {
    let body = body.and_then(|b| serde_json::to_string(b).ok());
    let (status, text) = fetch(method, path, secret, body).await?;
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
    matches!(call::<Health>("GET", "/api/health", None, NONE).await, Ok(h) if h.ok)
}

/// A new room: its view, and the creator's seat secret.
pub async fn create(variant: Variant) -> Result<(RoomView, String), NetError> {
    let granted: SeatGranted = call("POST", "/api/rooms", None, Some(&CreateRoom { variant })).await?;
    Ok((granted.room, granted.secret))
}

/// Takes the free seat: the room and the seat's secret.
pub async fn join(id: &str) -> Result<(RoomView, String), NetError> {
    let granted: SeatGranted = call("POST", &format!("/api/rooms/{id}/join"), None, EMPTY).await?;
    Ok((granted.room, granted.secret))
}

/// The room (with `you` when a secret is given).
pub async fn room(id: &str, secret: Option<&str>) -> Result<RoomView, NetError> {
    let reply: RoomReply = call("GET", &format!("/api/rooms/{id}"), secret, NONE).await?;
    Ok(reply.room)
}

/// Plays a move (its full text) at a ply.
pub async fn play(id: &str, secret: &str, ply: usize, text: String) -> Result<RoomView, NetError> {
    let body = PlayMove { ply: ply as i64, text };
    let reply: RoomReply = call("POST", &format!("/api/rooms/{id}/moves"), Some(secret), Some(&body)).await?;
    Ok(reply.room)
}

/// A seat's action: an offer of a draw and its answer, a resignation, a
/// claim of absence, a rematch.
pub async fn act(id: &str, secret: &str, action: SeatAction) -> Result<RoomView, NetError> {
    let path = format!("/api/rooms/{id}/{}", action.path());
    let reply: RoomReply = call("POST", &path, Some(secret), EMPTY).await?;
    Ok(reply.room)
}

/// The game in PDN.
pub async fn pdn(id: &str) -> Result<String, NetError> {
    let (status, text) = fetch("GET", &format!("/api/rooms/{id}/pdn"), None, None).await?;
    if status == 200 && text.starts_with('[') {
        Ok(text)
    } else {
        Err(NetError::Offline)
    }
}

/// A live connection to a room's events; closed when dropped.
pub struct Events {
    source: EventSource,
    _room: Closure<dyn FnMut(MessageEvent)>,
    _watchers: Closure<dyn FnMut(MessageEvent)>,
    _open: Closure<dyn FnMut(web_sys::Event)>,
    _error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Events {
    fn drop(&mut self) {
        self.source.close();
    }
}

/// Watches a room: `on_room` with each new state, `on_watchers` with the
/// count, `on_live(true/false)` when the connection opens or drops (the
/// browser reconnects by itself). A player gives their seat's
/// [`super::player_key`], so that they are not counted as a watcher.
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
    let source = EventSource::new(&url).ok()?;
    fn data<T: DeserializeOwned>(e: &MessageEvent) -> Option<T> {
        serde_json::from_str(&e.data().as_string()?).ok()
    }
    let room = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(v) = data::<RoomView>(&e) {
            on_room(v);
        }
    });
    let watchers = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(WatchersEvent { watchers }) = data(&e) {
            on_watchers(watchers);
        }
    });
    let on_live = std::rc::Rc::new(on_live);
    let live = on_live.clone();
    let open = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| live(true));
    let error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| on_live(false));
    source.add_event_listener_with_callback("room", room.as_ref().unchecked_ref()).ok()?;
    source.add_event_listener_with_callback("watchers", watchers.as_ref().unchecked_ref()).ok()?;
    source.set_onopen(Some(open.as_ref().unchecked_ref()));
    source.set_onerror(Some(error.as_ref().unchecked_ref()));
    Some(Events { source, _room: room, _watchers: watchers, _open: open, _error: error })
}
