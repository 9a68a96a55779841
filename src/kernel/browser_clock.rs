//! The browser's clock, read by the pages; the logic they drive takes the
//! time as a number, so native tests move their own.

/// Milliseconds since the Unix epoch (`Date.now`).
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}
