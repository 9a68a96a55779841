//! The JSON API under `/api/` and the live events (SSE).

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, FailedToBufferBody};
use axum::extract::{ConnectInfo, FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::Json;
use damas_protocol::{Health, PlayMove, RoomReply, RoomView, SeatAction, SeatGranted, WatchersEvent};
use futures_util::stream::{self, Stream};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use tokio::sync::broadcast::error::RecvError;

use crate::error::ApiError;
use crate::events::{json_text, Event, Hub, WatchGuard};
use crate::ids;
use crate::limits::RateLimit;
use crate::referee;
use crate::room::{Action, Loaded, Room};
use crate::store::Store;

/// What every handler shares.
pub struct App {
    /// The game store.
    pub store: Arc<Store>,
    /// Room creation, per client address.
    pub create_limit: RateLimit,
    /// Moves and other actions, per client address.
    pub action_limit: RateLimit,
    /// Reads of a room (its state, its PDN, its event stream), per client
    /// address.
    pub read_limit: RateLimit,
    /// How often an event stream with no event sends a comment, so that it
    /// is never closed as idle.
    pub keep_alive: std::time::Duration,
    /// Trusted proxies in front of the server, each appending to
    /// `X-Forwarded-For` (0: the peer's address is the client's).
    pub forwarded_hops: u8,
}

type AppState = State<Arc<App>>;
type Body = Result<Bytes, BytesRejection>;

/// Which of the app's per-address limits a request counts against.
pub trait Counted: Send + Sync + 'static {
    /// The limit.
    fn limit(app: &App) -> &RateLimit;
}

/// Room creations ([`App::create_limit`]).
pub struct Creation;
/// Moves and other actions ([`App::action_limit`]).
pub struct Act;
/// Reads of a room ([`App::read_limit`]).
pub struct Read;

impl Counted for Creation {
    fn limit(app: &App) -> &RateLimit {
        &app.create_limit
    }
}
impl Counted for Act {
    fn limit(app: &App) -> &RateLimit {
        &app.action_limit
    }
}
impl Counted for Read {
    fn limit(app: &App) -> &RateLimit {
        &app.read_limit
    }
}

/// A request taken from its client's bucket of the limit `L` (the client's
/// address: the peer's, or the trusted proxies' entry of
/// `X-Forwarded-For`); refused with 429 when the bucket is empty.
pub struct Within<L>(std::marker::PhantomData<L>);

impl<L: Counted> FromRequestParts<Arc<App>> for Within<L> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, ApiError> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        let client = forwarded_client(&parts.headers, app.forwarded_hops).or(peer);
        // Served without an address (never by `serve`): one shared bucket.
        let client = client.unwrap_or(IpAddr::V6(std::net::Ipv6Addr::UNSPECIFIED));
        L::limit(app).take(client).map_err(ApiError::rate_limited)?;
        Ok(Within(std::marker::PhantomData))
    }
}

/// A request to one room within its client's limit `L`: the room's id
/// from the path, well-formed (else 404 `room_not_found`).
pub struct RoomRequest<L> {
    /// The room's id.
    pub id: String,
    _within: Within<L>,
}

impl<L: Counted> FromRequestParts<Arc<App>> for RoomRequest<L> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, ApiError> {
        let within = Within::<L>::from_request_parts(parts, app).await?;
        let Path(id) =
            Path::<String>::from_request_parts(parts, app).await.map_err(|_| ApiError::room_not_found())?;
        if !ids::is_room_id(&id) {
            return Err(ApiError::room_not_found());
        }
        Ok(RoomRequest { id, _within: within })
    }
}

/// The client's address as the trusted proxies saw it: behind `hops`
/// proxies that each append the address they were reached from to
/// `X-Forwarded-For`, the `hops`-th entry from the right. Entries further
/// left were written by the client and prove nothing: the header is read
/// from the right and never past that entry, so whatever the client wrote
/// there (even bytes that are not text) changes nothing. `None` when `hops`
/// is 0, or the header holds fewer entries or a malformed one where it
/// counts.
///
/// ```
/// use axum::http::{HeaderMap, HeaderValue};
/// use damas_server::api::forwarded_client;
/// let mut headers = HeaderMap::new();
/// headers.insert("x-forwarded-for", "198.51.100.7, 192.0.2.7".parse().unwrap());
/// assert_eq!(forwarded_client(&headers, 1), Some("192.0.2.7".parse().unwrap()));
/// assert_eq!(forwarded_client(&headers, 2), Some("198.51.100.7".parse().unwrap()));
/// assert_eq!(forwarded_client(&headers, 3), None);
/// assert_eq!(forwarded_client(&headers, 0), None);
/// headers.insert("x-forwarded-for", HeaderValue::from_bytes(b"\xff\xfe, 192.0.2.7").unwrap());
/// assert_eq!(forwarded_client(&headers, 1), Some("192.0.2.7".parse().unwrap()));
/// assert_eq!(forwarded_client(&headers, 2), None);
/// ```
pub fn forwarded_client(headers: &HeaderMap, hops: u8) -> Option<IpAddr> {
    let hops = usize::from(hops).checked_sub(1)?;
    // Several headers read as one list, in order: the last line's last
    // entry is the nearest proxy's.
    let entry = headers
        .get_all("x-forwarded-for")
        .iter()
        .rev()
        .flat_map(|v| v.as_bytes().rsplit(|b| *b == b','))
        .nth(hops)?;
    std::str::from_utf8(entry).ok()?.trim().parse().ok()
}

/// Why a body could not be read: too large (413), cut short before the
/// length it announced (`body_incomplete`), or not well-formed, such as a
/// bad chunk size (`bad_body`).
fn body_refusal(rejection: BytesRejection) -> ApiError {
    match rejection {
        BytesRejection::FailedToBufferBody(FailedToBufferBody::LengthLimitError(_)) => {
            ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "body_too_large", "the request body is too large")
        }
        BytesRejection::FailedToBufferBody(e) if ended_early(&e) => {
            ApiError::bad("body_incomplete", "the request body ended before the length it announced")
        }
        BytesRejection::FailedToBufferBody(_) => {
            ApiError::bad("bad_body", "the request body is not well-formed (its chunks or its length)")
        }
        other => ApiError::bad("bad_body", other.body_text()),
    }
}

/// Whether the connection ended in the middle of the body (an
/// `UnexpectedEof` somewhere among the error's causes).
fn ended_early(error: &(dyn std::error::Error + 'static)) -> bool {
    std::iter::successors(Some(error), |e| e.source())
        .filter_map(|e| e.downcast_ref::<std::io::Error>())
        .any(|e| e.kind() == std::io::ErrorKind::UnexpectedEof)
}

fn parse<T: DeserializeOwned>(body: Body) -> Result<T, ApiError> {
    let bytes = body.map_err(body_refusal)?;
    serde_json::from_slice(&bytes)
        .map_err(|e| ApiError::bad("bad_json", format!("the body is not the JSON expected: {e}")))
}

/// The digest of the `Authorization: Bearer <secret>` header's secret.
fn digest(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let secret = value.strip_prefix("Bearer ")?.trim();
    (secret.len() <= 64 && !secret.is_empty()).then(|| ids::hash_secret(secret))
}

fn seat(loaded: &Loaded, digest: &Option<String>) -> Result<u8, ApiError> {
    digest.as_deref().and_then(|d| loaded.room.seat_with(d)).ok_or_else(ApiError::not_a_player)
}

fn view(app: &App, loaded: &Loaded, you: Option<u8>) -> RoomView {
    loaded.view(you, app.store.now(), app.store.hub.watchers(&loaded.room.id))
}

#[derive(Deserialize)]
struct CreateBody {
    variant: String,
}

/// `POST /api/rooms {"variant"}`: a new room; the creator takes seat 0.
pub async fn create(State(app): AppState, _: Within<Creation>, body: Body) -> Result<Response, ApiError> {
    let body: CreateBody = parse(body)?;
    let variant = referee::rule_set(&body.variant)
        .ok_or_else(|| ApiError::bad("unknown_variant", format!("no rule set named '{}'", body.variant)))?;
    let secret = ids::new_secret();
    let room = Room::new(ids::new_room_id(), variant, ids::hash_secret(&secret), app.store.now());
    app.store.create(&room).await?;
    let loaded = app.store.get(&room.id).await?;
    let out = SeatGranted { room: view(&app, &loaded, Some(0)), seat: 0, secret };
    Ok((StatusCode::CREATED, Json(out)).into_response())
}

/// `GET /api/rooms/{id}`: the room (with `you` when a seat's secret is sent).
pub async fn get(
    State(app): AppState,
    RoomRequest { id, .. }: RoomRequest<Read>,
    headers: HeaderMap,
) -> Result<Json<RoomReply>, ApiError> {
    let loaded = app.store.get(&id).await?;
    let you = digest(&headers).and_then(|d| loaded.room.seat_with(&d));
    Ok(Json(RoomReply { room: view(&app, &loaded, you) }))
}

/// `POST /api/rooms/{id}/join`: takes the free seat.
pub async fn join(
    State(app): AppState,
    RoomRequest { id, .. }: RoomRequest<Act>,
) -> Result<Response, ApiError> {
    let secret = ids::new_secret();
    let d = ids::hash_secret(&secret);
    let (loaded, _) = app.store.act(&id, Action::Join { digest: d }).await?;
    let out = SeatGranted { room: view(&app, &loaded, Some(1)), seat: 1, secret };
    Ok((StatusCode::CREATED, Json(out)).into_response())
}

/// `POST /api/rooms/{id}/moves {"ply", "move"}`: plays a move.
pub async fn play(
    State(app): AppState,
    RoomRequest { id, .. }: RoomRequest<Act>,
    headers: HeaderMap,
    body: Body,
) -> Result<Json<RoomReply>, ApiError> {
    let body: PlayMove = parse(body)?;
    let d = digest(&headers);
    let (loaded, _) = app
        .store
        .act_with(&id, |l| Ok(Action::Move { seat: seat(l, &d)?, ply: body.ply, text: body.text.clone() }))
        .await?;
    let you = d.and_then(|d| loaded.room.seat_with(&d));
    Ok(Json(RoomReply { room: view(&app, &loaded, you) }))
}

/// `POST /api/rooms/{id}/{draw/offer,draw/accept,draw/decline,resign,absence,rematch}`.
pub async fn seat_action(
    app: Arc<App>,
    id: String,
    headers: HeaderMap,
    what: SeatAction,
) -> Result<Json<RoomReply>, ApiError> {
    let d = digest(&headers);
    let (loaded, _) = app
        .store
        .act_with(&id, |l| {
            let seat = seat(l, &d)?;
            Ok(match what {
                SeatAction::OfferDraw => Action::OfferDraw { seat },
                SeatAction::AcceptDraw => Action::AcceptDraw { seat },
                SeatAction::DeclineDraw => Action::DeclineDraw { seat },
                SeatAction::Resign => Action::Resign { seat },
                SeatAction::ClaimAbsence => Action::ClaimAbsence { seat },
                SeatAction::Rematch => Action::Rematch { seat },
            })
        })
        .await?;
    let you = d.and_then(|d| loaded.room.seat_with(&d));
    Ok(Json(RoomReply { room: view(&app, &loaded, you) }))
}

/// `GET /api/rooms/{id}/pdn`: the current game in PDN.
pub async fn pdn(
    State(app): AppState,
    RoomRequest { id, .. }: RoomRequest<Read>,
) -> Result<Response, ApiError> {
    let loaded = app.store.get(&id).await?;
    let name = format!("attachment; filename=\"damas-{}-{}.pdn\"", loaded.room.id, loaded.room.game_no);
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, name),
        ],
        loaded.pdn(),
    )
        .into_response())
}

/// `GET /api/health`: the server answers (the app asks before offering the mode).
pub async fn health(State(app): AppState) -> Json<Health> {
    let db = match app.store.backend() {
        crate::store::Backend::Sqlite => "sqlite",
        crate::store::Backend::Postgres => "postgres",
    };
    Json(Health { ok: true, database: db.to_string(), now: app.store.now() })
}

struct Watch {
    first: Option<SseEvent>,
    /// The newest version of the room this stream has sent.
    sent: i64,
    rx: tokio::sync::broadcast::Receiver<Event>,
    _guard: WatchGuard,
    store: Arc<Store>,
    id: String,
}

fn room_event(json: &str) -> SseEvent {
    SseEvent::default().event("room").data(json)
}

#[derive(Deserialize)]
pub struct EventsQuery {
    /// A player's own stream: the SHA-256 digest (hex) of the seat's secret.
    /// It proves nothing but that the stream is no watcher (the secret
    /// itself stays out of URLs and logs; the digest cannot act).
    player: Option<String>,
}

/// `GET /api/rooms/{id}/events[?player=<digest>]`: Server-Sent Events:
/// `room` (the whole state, first at once then after every change) and
/// `watchers` (streams that present no seat's digest).
pub async fn events(
    State(app): AppState,
    RoomRequest { id, .. }: RoomRequest<Read>,
    Query(query): Query<EventsQuery>,
) -> Result<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>, ApiError> {
    // Subscribe first, so that no change between the read and the
    // subscription is lost; then count a watcher unless a seat's own.
    let (rx, mut guard) = Hub::join(&app.store.hub, &id);
    let loaded = app.store.get(&id).await?;
    let player = query.player.as_deref().filter(|d| d.len() == 64).and_then(|d| loaded.room.seat_with(d));
    if player.is_none() {
        guard.count();
    }
    let first = room_event(&json_text(&view(&app, &loaded, None)));
    let sent = loaded.room.version;
    let watch = Watch { first: Some(first), sent, rx, _guard: guard, store: app.store.clone(), id };
    let stream = stream::unfold(watch, |mut w| async move {
        if let Some(first) = w.first.take() {
            return Some((Ok(first), w));
        }
        loop {
            match w.rx.recv().await {
                // A state read before this stream was told of a newer
                // one: never sent after it.
                Ok(Event::Room(version, _)) if version <= w.sent => {}
                Ok(Event::Room(version, json)) => {
                    w.sent = version;
                    return Some((Ok(room_event(&json)), w));
                }
                Ok(Event::Watchers(n)) => {
                    let e =
                        SseEvent::default().event("watchers").data(json_text(&WatchersEvent { watchers: n }));
                    return Some((Ok(e), w));
                }
                Err(RecvError::Lagged(_)) => {
                    // Too slow: skip to the latest state.
                    if let Ok(l) = w.store.get(&w.id).await
                        && l.room.version > w.sent
                    {
                        w.sent = l.room.version;
                        let json = json_text(&l.view(None, w.store.now(), w.store.hub.watchers(&w.id)));
                        return Some((Ok(room_event(&json)), w));
                    }
                }
                Err(RecvError::Closed) => return None,
            }
        }
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::new().interval(app.keep_alive)))
}
