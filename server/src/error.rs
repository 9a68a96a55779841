//! API errors: an HTTP status, a stable machine-readable code and a short
//! English message, sent as `{"error": {"code", "message", ...}}`
//! ([`damas_protocol::ErrorReply`]).

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use damas_protocol::{ErrorBody, ErrorReply, RoomView};

/// An error answered to a client. The `code` is stable: clients match on it
/// (and translate it); the message is for people reading logs.
#[derive(Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// Stable code, snake_case.
    pub code: &'static str,
    /// Short English explanation.
    pub message: String,
    /// The engine's reason for refusing a move (on 422).
    pub reason: Option<String>,
    /// The room as it is now (on 409 when the request no longer fits it).
    pub room: Option<Box<RoomView>>,
    /// From when an absence may be claimed (a claim made too early).
    pub absence_at: Option<i64>,
    /// Seconds to wait before asking again (`Retry-After`, on 429).
    pub retry_after: Option<u64>,
}

impl ApiError {
    /// An error with no extra fields.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            reason: None,
            room: None,
            absence_at: None,
            retry_after: None,
        }
    }

    /// With the engine's reason for refusing a move.
    pub fn with_reason(mut self, reason: impl Into<String>) -> ApiError {
        self.reason = Some(reason.into());
        self
    }

    /// With the room as it is now.
    pub fn with_room(mut self, room: RoomView) -> ApiError {
        self.room = Some(Box::new(room));
        self
    }

    /// With the time from when an absence may be claimed.
    pub fn with_absence_at(mut self, at: i64) -> ApiError {
        self.absence_at = Some(at);
        self
    }

    /// 400 `bad_request`-style errors.
    pub fn bad(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }

    /// 409: the request does not fit the room's state.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }

    /// 429 `rate_limited`, with the whole seconds to wait (at least one).
    pub fn rate_limited(wait: std::time::Duration) -> ApiError {
        let mut e =
            ApiError::new(StatusCode::TOO_MANY_REQUESTS, "rate_limited", "too many requests; wait a little");
        e.retry_after = Some(wait.as_secs_f64().ceil().max(1.0) as u64);
        e
    }

    /// 404 `room_not_found`.
    pub fn room_not_found() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "room_not_found", "no room has this id")
    }

    /// 403 `not_a_player`: no seat secret, or a wrong one.
    pub fn not_a_player() -> ApiError {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "not_a_player",
            "only a player of this room may do this (seat secret missing or wrong)",
        )
    }

    /// 500 `storage`: the database failed (logged; never caused by input).
    pub fn storage(err: sqlx::Error) -> ApiError {
        tracing::error!(error = %err, "database error");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "storage", "the game store failed; try again")
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(err: sqlx::Error) -> ApiError {
        ApiError::storage(err)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let error = ErrorBody {
            code: self.code.to_string(),
            message: self.message,
            reason: self.reason,
            room: self.room,
            absence_at: self.absence_at,
        };
        let mut res = (self.status, Json(ErrorReply { error })).into_response();
        if let Some(secs) = self.retry_after {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        res
    }
}
