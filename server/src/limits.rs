//! Per-address rate limits (token buckets kept in memory).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A token bucket per client address: `burst` requests at once, refilled
/// at `per_second`.
pub struct RateLimit {
    per_second: f64,
    burst: f64,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl RateLimit {
    /// A limit of `per_second` on average, `burst` at once.
    pub fn new(per_second: f64, burst: f64) -> RateLimit {
        RateLimit { per_second, burst: burst.max(1.0), buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one token for `ip`; false when its bucket is empty.
    ///
    /// ```
    /// let limit = damas_server::RateLimit::new(0.001, 2.0);
    /// let ip = "127.0.0.1".parse().unwrap();
    /// assert!(limit.allow(ip) && limit.allow(ip));
    /// assert!(!limit.allow(ip));
    /// ```
    pub fn allow(&self, ip: IpAddr) -> bool {
        self.take(ip).is_ok()
    }

    /// Takes one token for `ip`, or says how long until its bucket holds
    /// one again (for `Retry-After`).
    ///
    /// ```
    /// let limit = damas_server::RateLimit::new(0.5, 1.0);
    /// let ip = "127.0.0.1".parse().unwrap();
    /// assert!(limit.take(ip).is_ok());
    /// let wait = limit.take(ip).unwrap_err();
    /// assert!(wait.as_secs_f64() > 1.9 && wait.as_secs_f64() <= 2.0);
    /// ```
    pub fn take(&self, ip: IpAddr) -> Result<(), Duration> {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > 100_000 {
            // Forget addresses whose buckets are full again.
            let (rate, burst) = (self.per_second, self.burst);
            buckets.retain(|_, (tokens, at)| *tokens + now.duration_since(*at).as_secs_f64() * rate < burst);
        }
        let (tokens, at) = buckets.entry(ip).or_insert((self.burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else if self.per_second > 0.0 {
            Err(Duration::from_secs_f64(((1.0 - *tokens) / self.per_second).min(86_400.0)))
        } else {
            Err(Duration::from_secs(86_400))
        }
    }
}
