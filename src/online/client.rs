//! The browser's side of the game server's API (same origin, `/api/`):
//! requests with `fetch`, live events with `EventSource`. Errors come back
//! as [`NetError`]: no answer at all, or the server's stable code.

use serde_json::Value;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{EventSource, MessageEvent, Request, RequestInit, Response};

use super::RoomView;

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

/// A JSON request; a non-JSON answer (a static host's page) is `Offline`.
pub async fn call(
    method: &str,
    path: &str,
    secret: Option<&str>,
    body: Option<Value>,
) -> Result<Value, NetError> {
    let (status, text) = fetch(method, path, secret, body.map(|b| b.to_string())).await?;
    let json: Value = serde_json::from_str(&text).map_err(|_| NetError::Offline)?;
    if (200..300).contains(&status) {
        return Ok(json);
    }
    let err = json.get("error").ok_or(NetError::Offline)?;
    Err(NetError::Refused {
        status,
        code: err["code"].as_str().unwrap_or("").to_string(),
        reason: err["reason"].as_str().map(str::to_string),
        room: serde_json::from_value(err["room"].clone()).ok().map(Box::new),
    })
}

fn room_of(v: &Value) -> Result<RoomView, NetError> {
    serde_json::from_value(v["room"].clone()).map_err(|_| NetError::Offline)
}

/// Whether a Damas game server answers here.
pub async fn server_answers() -> bool {
    matches!(call("GET", "/api/health", None, None).await, Ok(v) if v["ok"] == true)
}

/// A new room: its view, and the creator's seat secret.
pub async fn create(variant: &str) -> Result<(RoomView, String), NetError> {
    let v = call("POST", "/api/rooms", None, Some(serde_json::json!({ "variant": variant }))).await?;
    Ok((room_of(&v)?, v["secret"].as_str().unwrap_or_default().to_string()))
}

/// Takes the free seat: the room and the seat's secret.
pub async fn join(id: &str) -> Result<(RoomView, String), NetError> {
    let v = call("POST", &format!("/api/rooms/{id}/join"), None, Some(serde_json::json!({}))).await?;
    Ok((room_of(&v)?, v["secret"].as_str().unwrap_or_default().to_string()))
}

/// The room (with `you` when a secret is given).
pub async fn room(id: &str, secret: Option<&str>) -> Result<RoomView, NetError> {
    room_of(&call("GET", &format!("/api/rooms/{id}"), secret, None).await?)
}

/// Plays a move at a ply.
pub async fn play(id: &str, secret: &str, ply: usize, text: &str) -> Result<RoomView, NetError> {
    let body = serde_json::json!({ "ply": ply, "move": text });
    room_of(&call("POST", &format!("/api/rooms/{id}/moves"), Some(secret), Some(body)).await?)
}

/// A seat action: `draw/offer`, `draw/accept`, `draw/decline`, `resign`,
/// `absence`, `rematch`.
pub async fn act(id: &str, secret: &str, what: &str) -> Result<RoomView, NetError> {
    room_of(
        &call("POST", &format!("/api/rooms/{id}/{what}"), Some(secret), Some(serde_json::json!({}))).await?,
    )
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
    let data = |e: &MessageEvent| e.data().as_string().and_then(|s| serde_json::from_str::<Value>(&s).ok());
    let room = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(v) = data(&e).and_then(|v| serde_json::from_value::<RoomView>(v).ok()) {
            on_room(v);
        }
    });
    let watchers = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(n) = data(&e).and_then(|v| v["watchers"].as_u64()) {
            on_watchers(n);
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
