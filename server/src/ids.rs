//! Room ids and seat secrets: random, unguessable, URL-safe; secrets are
//! kept only as SHA-256 digests.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use sha2::{Digest, Sha256};

/// Bytes of randomness in a room id (96 bits: 16 characters).
pub const ROOM_ID_BYTES: usize = 12;
/// Bytes of randomness in a seat secret (128 bits: 22 characters).
pub const SECRET_BYTES: usize = 16;

fn random_text(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the operating system's random source failed");
    URL_SAFE_NO_PAD.encode(buf)
}

/// A new room id: 96 random bits, base64url (16 characters).
pub fn new_room_id() -> String {
    random_text(ROOM_ID_BYTES)
}

/// A new seat secret: 128 random bits, base64url (22 characters).
pub fn new_secret() -> String {
    random_text(SECRET_BYTES)
}

/// Whether a text has the shape of a room id (so a bad one is refused
/// before any database query).
///
/// ```
/// assert!(damas_server::ids::is_room_id("AAAAAAAAAAAAAAAA"));
/// assert!(!damas_server::ids::is_room_id("../etc/passwd"));
/// ```
pub fn is_room_id(text: &str) -> bool {
    text.len() == 16 && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The stored form of a secret: its SHA-256 digest in hex. A secret has 128
/// random bits, so a fast hash is enough (no dictionary to try).
pub fn hash_secret(secret: &str) -> String {
    let digest = Sha256::digest(secret.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Compares two digests in time independent of where they differ.
pub fn same_digest(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_long_random_and_distinct() {
        let a = new_room_id();
        let b = new_room_id();
        assert!(is_room_id(&a) && is_room_id(&b));
        assert_ne!(a, b);
        assert_eq!(new_secret().len(), 22);
    }

    #[test]
    fn digests_compare() {
        let h = hash_secret("s");
        assert_eq!(h.len(), 64);
        assert!(same_digest(&h, &hash_secret("s")));
        assert!(!same_digest(&h, &hash_secret("t")));
    }

    #[test]
    fn a_secret_is_stored_as_the_lower_case_hex_of_its_sha_256() {
        // The app's player_key presents the same digest (src/online.rs).
        assert_eq!(hash_secret("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
