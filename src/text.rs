//! User-facing texts, in Brazilian Portuguese and English.

/// Name of the app.
pub const APP_NAME: &str = "Damas";

/// A short line shown on the home page while the app is being built.
pub const COMING_SOON_PT: &str = "Em breve: aprenda e jogue damas no navegador.";
pub const COMING_SOON_EN: &str = "Coming soon: learn and play draughts in your browser.";

/// Shown for an unknown address.
pub const NOT_FOUND_PT: &str = "Página não encontrada.";
pub const NOT_FOUND_EN: &str = "Page not found.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_not_empty() {
        for t in [APP_NAME, COMING_SOON_PT, COMING_SOON_EN, NOT_FOUND_PT, NOT_FOUND_EN] {
            assert!(!t.trim().is_empty());
        }
    }
}
