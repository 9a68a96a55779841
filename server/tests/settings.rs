//! The server's options and environment variables, as its binary reads
//! them at start.

use std::process::Command;

fn start_with(env: &[(&str, &str)], args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_damas-server"))
        .env("DAMAS_ADDR", "127.0.0.1:0")
        .env("DATABASE_URL", "sqlite::memory:")
        .env("DAMAS_DIST", "/nonexistent")
        .envs(env.iter().copied())
        .args(args)
        .output()
        .expect("damas-server runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn a_malformed_environment_variable_stops_the_server_naming_its_option() {
    for (variable, value, option) in [
        ("DAMAS_TRUST_FORWARDED", "1.5", "--trust-forwarded"),
        ("DAMAS_CREATE_BURST", "ten", "--create-burst"),
        ("DAMAS_SQLITE_SYNC", "fast", "--sqlite-sync"),
        ("DAMAS_IDLE_SECONDS", "0", "--idle-seconds"),
    ] {
        let (status, out, err) = start_with(&[(variable, value)], &[]);
        assert_eq!(status, Some(2), "{variable}={value}: {err}");
        assert_eq!(out, "", "{variable}={value}: nothing served");
        assert!(err.contains(option) && err.contains(&format!("'{value}'")), "{variable}={value}: {err}");
    }
}

#[test]
fn help_lists_every_option_with_its_environment_variable() {
    let (status, out, _) = start_with(&[], &["--help"]);
    assert_eq!(status, Some(0));
    for variable in
        ["DAMAS_ADDR", "DATABASE_URL", "DAMAS_TRUST_FORWARDED", "DAMAS_PRESENCE_SECONDS", "DAMAS_SQLITE_SYNC"]
    {
        assert!(out.contains(&format!("[env: {variable}")), "{variable}: {out}");
    }
}
