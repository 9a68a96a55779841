//! What the server is started with: options on the command line, or the
//! environment variables named beside them (`damas-server --help` lists
//! both). A value the server does not take is refused, never ignored.

use std::path::PathBuf;
use std::time::Duration;

use crate::connections::ConnectionLimits;
use crate::Config;

/// damas-server: serves the Damas app and the play-by-link API
#[derive(clap::Parser, Debug)]
#[command(name = "damas-server", version)]
pub struct Settings {
    /// Where to listen
    #[arg(long, value_name = "ADDR", env = "DAMAS_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// The database: sqlite://path?mode=rwc (the directory is created) or
    /// postgres://… (several instances can share it)
    #[arg(long, value_name = "URL", env = "DATABASE_URL", default_value = "sqlite://data/damas.db?mode=rwc")]
    pub database_url: String,
    /// The built app to serve (index.html for unknown paths)
    #[arg(long, value_name = "DIR", env = "DAMAS_DIST", default_value = "dist")]
    pub dist: PathBuf,
    /// Rooms created per minute per address, on average
    #[arg(long, value_name = "N", env = "DAMAS_CREATE_PER_MINUTE", default_value_t = 30.0, value_parser = rate)]
    pub create_per_minute: f64,
    /// Rooms created at once per address
    #[arg(long, value_name = "N", env = "DAMAS_CREATE_BURST", default_value_t = 10.0, value_parser = burst)]
    pub create_burst: f64,
    /// Moves and other actions per second per address, on average
    #[arg(long, value_name = "N", env = "DAMAS_ACTIONS_PER_SECOND", default_value_t = 10.0, value_parser = rate)]
    pub actions_per_second: f64,
    /// Actions at once per address
    #[arg(long, value_name = "N", env = "DAMAS_ACTIONS_BURST", default_value_t = 40.0, value_parser = burst)]
    pub actions_burst: f64,
    /// Reads of a room (state, PDN, event stream) per second per address,
    /// on average
    #[arg(long, value_name = "N", env = "DAMAS_READS_PER_SECOND", default_value_t = 20.0, value_parser = rate)]
    pub reads_per_second: f64,
    /// Reads at once per address
    #[arg(long, value_name = "N", env = "DAMAS_READS_BURST", default_value_t = 60.0, value_parser = burst)]
    pub reads_burst: f64,
    /// Connections held at once, from all addresses (keep it well below
    /// `ulimit -n`)
    #[arg(long, value_name = "N", env = "DAMAS_MAX_CONNECTIONS", default_value_t = 768, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub max_connections: u32,
    /// Connections held at once from one address
    #[arg(long, value_name = "N", env = "DAMAS_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = 96, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub max_connections_per_address: u32,
    /// Seconds a silent connection is kept open
    #[arg(long, value_name = "SECONDS", env = "DAMAS_IDLE_SECONDS", default_value_t = 60.0, value_parser = idle_seconds)]
    pub idle_seconds: f64,
    /// Seconds a request's head (request line and headers) may take to
    /// arrive, from when the server waits for it
    #[arg(long, value_name = "SECONDS", env = "DAMAS_HEAD_SECONDS", default_value_t = 10.0, value_parser = up_to_an_hour)]
    pub head_seconds: f64,
    /// Seconds between an instance's watcher counts to the others
    /// (PostgreSQL); a count not heard for three times this is forgotten
    #[arg(long, value_name = "SECONDS", env = "DAMAS_PRESENCE_SECONDS", default_value_t = 10.0, value_parser = up_to_an_hour)]
    pub presence_seconds: f64,
    /// Trusted proxies in front of the server, 0 to 9: the client's address
    /// is the X-Forwarded-For entry this far from the right
    #[arg(long, value_name = "N", env = "DAMAS_TRUST_FORWARDED", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=9))]
    pub trust_forwarded: u8,
    /// Seconds between the sweeps of rooms silent for 7 days
    #[arg(long, value_name = "SECONDS", env = "DAMAS_SWEEP_SECONDS", default_value_t = 600.0, value_parser = sweep_seconds)]
    pub sweep_seconds: f64,
    /// SQLite `synchronous`: normal (a commit survives the process being
    /// killed) or full (it survives power loss too)
    #[arg(long, value_name = "MODE", env = "DAMAS_SQLITE_SYNC", default_value = "normal", value_parser = ["normal", "full"])]
    pub sqlite_sync: String,
}

impl Settings {
    /// The server's configuration.
    pub fn config(&self) -> Config {
        let mut c = Config::new(self.database_url.clone());
        c.dist = Some(self.dist.clone());
        c.create_per_minute = self.create_per_minute;
        c.create_burst = self.create_burst;
        c.actions_per_second = self.actions_per_second;
        c.actions_burst = self.actions_burst;
        c.reads_per_second = self.reads_per_second;
        c.reads_burst = self.reads_burst;
        c.connections = ConnectionLimits {
            total: self.max_connections as usize,
            per_address: self.max_connections_per_address as usize,
            idle: Duration::from_secs_f64(self.idle_seconds),
            head: Duration::from_secs_f64(self.head_seconds),
            ..ConnectionLimits::default()
        };
        c.presence = Duration::from_secs_f64(self.presence_seconds);
        c.forwarded_hops = self.trust_forwarded;
        c.sweep_every = Duration::from_secs_f64(self.sweep_seconds);
        c.sqlite_sync = self.sqlite_sync.clone();
        c
    }
}

/// A number from `min` to `max`.
fn within(text: &str, min: f64, max: f64) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("not a number from {min} to {max}"))
}

/// An average rate: 0 (none allowed) to 10^9.
fn rate(text: &str) -> Result<f64, String> {
    within(text, 0.0, 1e9)
}

/// How many at once: 1 to 10^9.
fn burst(text: &str) -> Result<f64, String> {
    within(text, 1.0, 1e9)
}

fn idle_seconds(text: &str) -> Result<f64, String> {
    within(text, 1.0, 86_400.0)
}

/// A deadline or a period: a tenth of a second to an hour.
fn up_to_an_hour(text: &str) -> Result<f64, String> {
    within(text, 0.1, 3_600.0)
}

fn sweep_seconds(text: &str) -> Result<f64, String> {
    within(text, 1.0, 1e7)
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::*;

    fn settings(args: &[&str]) -> Result<Settings, clap::Error> {
        Settings::try_parse_from(std::iter::once("damas-server").chain(args.iter().copied()))
    }

    #[test]
    fn the_options_are_declared_consistently() {
        Settings::command().debug_assert();
    }

    #[test]
    fn options_set_the_configuration() {
        let s = settings(&[
            "--trust-forwarded",
            "2",
            "--create-burst=3",
            "--presence-seconds",
            "0.5",
            "--head-seconds=4",
        ])
        .unwrap();
        let c = s.config();
        assert_eq!((c.forwarded_hops, c.create_burst, c.presence), (2, 3.0, Duration::from_millis(500)));
        assert_eq!(c.connections.head, Duration::from_secs(4));
    }

    #[test]
    fn a_value_the_server_does_not_take_is_refused() {
        for args in [
            &["--create-burst", "ten"][..],
            &["--create-burst", "0"],
            &["--trust-forwarded", "1.5"],
            &["--trust-forwarded", "10"],
            &["--max-connections=0"],
            &["--sqlite-sync", "fast"],
            &["--presence-seconds", "NaN"],
            &["--head-seconds", "0"],
        ] {
            let refused = settings(args).unwrap_err();
            assert_eq!(refused.exit_code(), 2, "{args:?}");
            let option = args[0].split('=').next().unwrap_or_default();
            assert!(refused.to_string().contains(option), "{args:?}: {refused}");
        }
    }
}
