//! API errors: an HTTP status, a stable machine-readable code and a short
//! English message, sent as `{"error": {"code", "message", ...}}`.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

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
    /// More fields for the error object (the current room on 409, the
    /// engine's reason on 422).
    pub extra: Option<Value>,
    /// Seconds to wait before asking again (`Retry-After`, on 429).
    pub retry_after: Option<u64>,
}

impl ApiError {
    /// An error with no extra fields.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError { status, code, message: message.into(), extra: None, retry_after: None }
    }

    /// Adds fields to the error object.
    pub fn with(mut self, extra: Value) -> ApiError {
        self.extra = Some(extra);
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
        let mut error = json!({ "code": self.code, "message": self.message });
        if let (Some(Value::Object(extra)), Some(obj)) = (self.extra, error.as_object_mut()) {
            obj.extend(extra);
        }
        let mut res = (self.status, Json(json!({ "error": error }))).into_response();
        if let Some(secs) = self.retry_after {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        res
    }
}
