//! One module per page (route) of the app.

pub mod home;
pub mod not_found;
