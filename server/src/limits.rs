//! Per-address rate limits: `governor`'s keyed limiter (GCRA, the token
//! bucket's equivalent), kept in memory.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

/// The longest wait ever announced (and the period of a limit of 0 a
/// second: its burst, then nothing for as good as ever).
const LONGEST_WAIT: Duration = Duration::from_secs(86_400);

/// Addresses kept before those whose buckets are full again are forgotten.
const ADDRESSES_KEPT: usize = 100_000;

/// A bucket per client address: `burst` requests at once, refilled at
/// `per_second`.
pub struct RateLimit(DefaultKeyedRateLimiter<IpAddr>);

impl RateLimit {
    /// A limit of `per_second` on average, `burst` at once (at least one).
    pub fn new(per_second: f64, burst: f64) -> RateLimit {
        let period = if per_second > 0.0 {
            Duration::from_secs_f64((1.0 / per_second).min(LONGEST_WAIT.as_secs_f64()))
        } else {
            LONGEST_WAIT * 365
        };
        let burst = NonZeroU32::new(burst.clamp(1.0, f64::from(u32::MAX)) as u32).unwrap_or(NonZeroU32::MIN);
        let quota = Quota::with_period(period.max(Duration::from_nanos(1)))
            .expect("a period of at least a nanosecond")
            .allow_burst(burst);
        RateLimit(RateLimiter::keyed(quota))
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
        let limiter = &self.0;
        if limiter.len() > ADDRESSES_KEPT {
            limiter.retain_recent();
        }
        limiter
            .check_key(&ip)
            .map_err(|not_until| not_until.wait_time_from(limiter.clock().now()).min(LONGEST_WAIT))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limit_of_none_a_second_allows_its_burst_then_waits_a_day() {
        let limit = RateLimit::new(0.0, 3.0);
        let ip = "192.0.2.1".parse().unwrap();
        assert!((0..3).all(|_| limit.allow(ip)));
        assert_eq!(limit.take(ip), Err(LONGEST_WAIT));
    }

    #[test]
    fn each_address_has_its_own_bucket() {
        let limit = RateLimit::new(0.001, 1.0);
        assert!(limit.allow("192.0.2.1".parse().unwrap()));
        assert!(!limit.allow("192.0.2.1".parse().unwrap()));
        assert!(limit.allow("192.0.2.2".parse().unwrap()));
    }
}
