//! `damas-server`: serves the app and the play-by-link API.
//!
//! Environment: `DAMAS_ADDR` (default `127.0.0.1:8080`), `DATABASE_URL`
//! (default `sqlite://data/damas.db?mode=rwc`, the directory is created), and
//! the variables of [`damas_server::Config::from_env`]. `RUST_LOG` sets the
//! log level (default `info`).

use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .init();
    let config = match damas_server::Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("damas-server: {e}");
            std::process::exit(2);
        }
    };
    if let Some(path) =
        config.database_url.strip_prefix("sqlite://").map(|p| p.split('?').next().unwrap_or(p))
    {
        if let Some(dir) = std::path::Path::new(path).parent().filter(|d| !d.as_os_str().is_empty()) {
            if let Err(e) = std::fs::create_dir_all(dir) {
                eprintln!("damas-server: cannot create {}: {e}", dir.display());
                std::process::exit(2);
            }
        }
    }
    let addr = std::env::var("DAMAS_ADDR").unwrap_or_else(|_| "127.0.0.1:8080".into());
    let listener = match tokio::net::TcpListener::bind(&addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("damas-server: cannot listen on {addr}: {e}");
            std::process::exit(2);
        }
    };
    let running = match damas_server::start(listener, config).await {
        Ok(r) => r,
        Err(e) => {
            eprintln!("damas-server: cannot open the database: {e}");
            std::process::exit(2);
        }
    };
    // Scripts and tests read this line for the port.
    println!("damas-server listening on http://{}/", running.addr);
    // Ctrl-C, or SIGTERM as a service manager stops it.
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("a SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
    running.stop();
    running.store.close().await;
}
