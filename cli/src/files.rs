//! Reading the files (and the standard input) the commands are given, with
//! one wording for every failure: `cannot read FILE: reason`.

use std::fmt;
use std::io;
use std::path::Path;

use crate::Stop;

/// A file, or the standard input, that could not be read.
#[derive(Debug)]
pub struct CannotRead {
    /// What was read, as the person wrote it (on one line).
    source: String,
    reason: io::Error,
}

impl CannotRead {
    /// The file at `path` could not be read, for `reason`.
    pub fn file(path: impl AsRef<Path>, reason: io::Error) -> CannotRead {
        CannotRead { source: crate::args::one_line(&path.as_ref().display().to_string()), reason }
    }

    /// The standard input could not be read, for `reason`.
    pub fn standard_input(reason: io::Error) -> CannotRead {
        CannotRead { source: "standard input".to_string(), reason }
    }
}

impl fmt::Display for CannotRead {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read {}: {}", self.source, self.reason)
    }
}

impl From<CannotRead> for Stop {
    fn from(failure: CannotRead) -> Stop {
        Stop::Usage(failure.to_string())
    }
}

impl From<CannotRead> for String {
    fn from(failure: CannotRead) -> String {
        failure.to_string()
    }
}

/// The bytes of the file at `path`.
pub fn read(path: impl AsRef<Path>) -> Result<Vec<u8>, CannotRead> {
    std::fs::read(&path).map_err(|reason| CannotRead::file(path, reason))
}

/// The text of the file at `path` (UTF-8).
pub fn read_text(path: impl AsRef<Path>) -> Result<String, CannotRead> {
    std::fs::read_to_string(&path).map_err(|reason| CannotRead::file(path, reason))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_file_is_named_as_given_then_the_reason() {
        let failure = read_text("no/such/games.pdn").unwrap_err();
        assert_eq!(
            failure.to_string(),
            "cannot read no/such/games.pdn: No such file or directory (os error 2)"
        );
    }

    #[test]
    fn a_file_name_with_a_line_break_stays_on_one_line() {
        let failure = read("no/such\nfile").unwrap_err();
        assert!(failure.to_string().starts_with("cannot read no/such\\nfile: "), "{failure}");
    }

    #[test]
    fn the_standard_input_is_named_in_words() {
        let failure = CannotRead::standard_input(io::Error::from(io::ErrorKind::InvalidData));
        assert_eq!(failure.to_string(), "cannot read standard input: invalid data");
    }
}
