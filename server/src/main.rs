//! `damas-server`: serves the app and the play-by-link API.
//!
//! Options or environment variables: [`damas_server::Settings`]
//! (`damas-server --help`). `RUST_LOG` sets the log level (default `info`).

use clap::Parser;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() {
    // A malformed value: clap's message naming the option, status 2.
    let settings = damas_server::Settings::parse();
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .init();
    let config = settings.config();
    if let Some(path) =
        config.database_url.strip_prefix("sqlite://").map(|p| p.split('?').next().unwrap_or(p))
        && let Some(dir) = std::path::Path::new(path).parent().filter(|d| !d.as_os_str().is_empty())
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        eprintln!("damas-server: cannot create {}: {e}", dir.display());
        std::process::exit(2);
    }
    let addr = settings.addr;
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
