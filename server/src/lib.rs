//! `damas-server`: rooms to play draughts by link. An axum JSON API under
//! `/api/`, live updates by Server-Sent Events, the games in SQLite (default)
//! or PostgreSQL (`DATABASE_URL=postgres://…`, several instances share live
//! events through LISTEN/NOTIFY), `damas-engine` as the referee, and the
//! built app (`dist/`) served for every other path.
//!
//! API (JSON; errors are `{"error": {"code", "message"}}` with stable codes;
//! a seat acts with `Authorization: Bearer <secret>`):
//!
//! | request | what it does |
//! |---|---|
//! | `POST /api/rooms {"variant"}` | new room: `{room, seat: 0, secret}` (201) |
//! | `GET /api/rooms/{id}` | `{room}` (`room.you` is the asker's seat) |
//! | `POST /api/rooms/{id}/join` | takes the free seat: `{room, seat: 1, secret}` |
//! | `POST /api/rooms/{id}/moves {"ply", "move"}` | plays a move (422 illegal, 409 ply taken) |
//! | `POST /api/rooms/{id}/draw/{offer,accept,decline}` | draw offers (`room.draw_declined`: the seat whose offer was declined, until it moves or offers again) |
//! | `POST /api/rooms/{id}/{resign,absence,rematch}` | resign, claim absence, ask for a rematch |
//! | `GET /api/rooms/{id}/events[?player=<SHA-256 hex of the seat's secret>]` | SSE: `room` (whole state) and `watchers` events (spectators: a player's own stream is not counted) |
//! | `GET /api/rooms/{id}/pdn` | the current game in PDN |
//! | `GET /api/health` | `{ok, database}` |

pub mod api;
pub mod app_files;
mod clock;
pub mod connections;
pub mod error;
pub mod events;
pub mod ids;
mod limits;
pub mod referee;
pub mod relay;
pub mod room;
mod serving;
pub mod settings;
pub mod store;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use tokio::net::TcpListener;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

pub use clock::{Clock, ManualClock, SystemClock};
pub use connections::{ConnectionLimits, LimitedListener};
pub use error::ApiError;
pub use limits::RateLimit;
pub use settings::Settings;
pub use store::{Backend, Store};

use api::App;
use damas_protocol::SeatAction;

/// How to run the server.
#[derive(Clone)]
pub struct Config {
    /// `sqlite://path?mode=rwc` or `postgres://…`.
    pub database_url: String,
    /// The built app to serve (index.html for unknown paths); none: API only.
    pub dist: Option<PathBuf>,
    /// The clock (tests move it).
    pub clock: Arc<dyn Clock>,
    /// Rooms created per minute per address, on average…
    pub create_per_minute: f64,
    /// …and at once.
    pub create_burst: f64,
    /// Moves and other actions per second per address, on average…
    pub actions_per_second: f64,
    /// …and at once.
    pub actions_burst: f64,
    /// Reads of a room (state, PDN, event stream) per second per address,
    /// on average…
    pub reads_per_second: f64,
    /// …and at once.
    pub reads_burst: f64,
    /// Connections at once, in all and per address, and the idle time.
    pub connections: ConnectionLimits,
    /// How often an instance repeats its watcher counts to the others
    /// (PostgreSQL); a count not heard for three times this is forgotten.
    pub presence: Duration,
    /// Trusted proxies in front of the server, each appending the address
    /// it was reached from to `X-Forwarded-For`; the client's address is the
    /// entry this far from the right (0: the peer's address).
    pub forwarded_hops: u8,
    /// How often rooms silent for 7 days are expired.
    pub sweep_every: Duration,
    /// SQLite `synchronous`: `normal` (default: a commit survives the
    /// process being killed) or `full` (it survives power loss too).
    pub sqlite_sync: String,
    /// Largest request body, bytes.
    pub body_limit: usize,
    /// Time limit of an API request (not of event streams).
    pub request_timeout: Duration,
}

impl Config {
    /// Defaults for a database URL.
    pub fn new(database_url: impl Into<String>) -> Config {
        Config {
            database_url: database_url.into(),
            dist: None,
            clock: Arc::new(SystemClock),
            create_per_minute: 30.0,
            create_burst: 10.0,
            actions_per_second: 10.0,
            actions_burst: 40.0,
            reads_per_second: 20.0,
            reads_burst: 60.0,
            connections: ConnectionLimits::default(),
            presence: Duration::from_secs(10),
            forwarded_hops: 0,
            sweep_every: Duration::from_secs(600),
            sqlite_sync: "normal".into(),
            body_limit: 4 * 1024,
            request_timeout: Duration::from_secs(15),
        }
    }
}

/// Unknown paths under `/api/`.
async fn api_not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "not_found", "no such API path")
}

/// Errors made by layers and by the routes' own fallbacks (body limit,
/// timeout, method, a path of neither the API nor the app) become JSON
/// errors with stable codes too; their other headers (`Allow`, …) stay.
async fn json_errors(req: Request, next: Next) -> Response {
    let res = next.run(req).await;
    let status = res.status();
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if (status.is_client_error() || status.is_server_error()) && !is_json {
        let code = match status {
            StatusCode::PAYLOAD_TOO_LARGE => "body_too_large",
            StatusCode::REQUEST_TIMEOUT => "timeout",
            StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
            StatusCode::NOT_FOUND => "not_found",
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "bad_body",
            s if s.is_server_error() => "internal",
            _ => "bad_request",
        };
        let (mut parts, _) = res.into_parts();
        let (json, body) = ApiError::new(status, code, status.canonical_reason().unwrap_or("error"))
            .into_response()
            .into_parts();
        parts.headers.remove(header::CONTENT_LENGTH);
        parts.headers.extend(json.headers);
        return Response::from_parts(parts, body);
    }
    res
}

macro_rules! seat_route {
    ($what:expr) => {
        post(
            move |State(app): State<Arc<App>>,
                  api::RoomRequest { id, .. }: api::RoomRequest<api::Act>,
                  headers: HeaderMap| async move { api::seat_action(app, id, headers, $what).await },
        )
    };
}

/// The whole application: API, events and the built app.
pub fn router(app: Arc<App>, config: &Config) -> Router {
    let requests = Router::new()
        .route("/health", get(api::health))
        .route("/rooms", post(api::create))
        .route("/rooms/{id}", get(api::get))
        .route("/rooms/{id}/join", post(api::join))
        .route("/rooms/{id}/moves", post(api::play))
        .route("/rooms/{id}/pdn", get(api::pdn));
    let requests = SeatAction::ALL
        .into_iter()
        .fold(requests, |r, action| r.route(&format!("/rooms/{{id}}/{}", action.path()), seat_route!(action)))
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, config.request_timeout));
    let api = Router::new()
        .merge(requests)
        .route("/rooms/{id}/events", get(api::events))
        .fallback(api_not_found)
        .layer(RequestBodyLimitLayer::new(config.body_limit))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        .with_state(app);
    let mut router = Router::new().nest("/api", api);
    if let Some(dist) = &config.dist {
        let dist = dist.clone();
        // The app for every path but the API's: `/api/` and `/api/rooms/`,
        // which the nested router does not match, answer JSON too.
        router = router.fallback(move |req: Request| async move {
            let path = req.uri().path();
            if path == "/api" || path.starts_with("/api/") {
                return api_not_found().await.into_response();
            }
            app_files::serve(&dist, req).await
        });
    }
    router
        .layer(middleware::from_fn(json_errors))
        .layer(CompressionLayer::new())
        .layer(TraceLayer::new_for_http())
}

/// A running server.
pub struct Running {
    /// Where it listens.
    pub addr: SocketAddr,
    /// Its store (tests look inside).
    pub store: Arc<Store>,
    task: tokio::task::JoinHandle<()>,
}

impl Running {
    /// Stops serving (connections are dropped).
    pub fn stop(&self) {
        self.task.abort();
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Opens the store, starts the sweep (and on PostgreSQL the event relay) and
/// serves on `listener` in a task.
pub async fn start(listener: TcpListener, config: Config) -> Result<Running, sqlx::Error> {
    let store = Arc::new(Store::open(&config.database_url, config.clock.clone(), &config.sqlite_sync).await?);
    if store.backend() == Backend::Postgres {
        relay::spawn_relay(store.clone(), config.database_url.clone(), config.presence);
    }
    let sweeper = Arc::downgrade(&store);
    let every = config.sweep_every;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            let Some(store) = sweeper.upgrade() else { break };
            match store.sweep().await {
                Ok(0) => {}
                Ok(n) => tracing::info!(rooms = n, "expired silent rooms"),
                Err(e) => tracing::warn!(code = e.code, "sweep failed"),
            }
        }
    });
    let app = Arc::new(App {
        store: store.clone(),
        create_limit: RateLimit::new(config.create_per_minute / 60.0, config.create_burst),
        action_limit: RateLimit::new(config.actions_per_second, config.actions_burst),
        read_limit: RateLimit::new(config.reads_per_second, config.reads_burst),
        keep_alive: (config.connections.idle / 2).min(Duration::from_secs(15)),
        forwarded_hops: config.forwarded_hops,
    });
    let router = router(app, &config);
    let addr = listener.local_addr().map_err(sqlx::Error::Io)?;
    // Behind proxies every connection comes from a proxy: only the total
    // is capped (the proxy caps its clients).
    let mut limits = config.connections;
    if config.forwarded_hops > 0 {
        limits.per_address = limits.total;
        limits.unheard_per_address = limits.total;
    }
    let listener = LimitedListener::new(listener, limits);
    let task = tokio::spawn(serving::serve(listener, router, limits.head));
    Ok(Running { addr, store, task })
}
