//! What the search knows beyond its own look-ahead, per rule set, loaded
//! from data files: the opening book, the endgame tables and the learned
//! evaluation's weights (one file per family, shared by its rule sets).
//!
//! The files live in `engine/data/<kind>/` and are copied into the app's
//! build as `data/ai/<kind>/<file>`, with a list of them,
//! `data/ai/files.txt` (one `<kind>/<file> <digest>` a line). The browser's
//! search worker, at the first request for a rule set, reads the list once,
//! then fetches only that rule set's files ([`Knowledge::files`]), and of
//! them only the kinds the request needs, through [`Knowledge::load_kinds`]
//! (at their [`Knowledge::address`]), keeps the result for its life, and applies it
//! to its [`Searcher`] ([`Knowledge::apply`]). A file that is missing,
//! cannot be fetched or is refused leaves its part empty: the plain engine
//! plays, and the problem is listed ([`LoadProblem`]), never raised.
//!
//! To add a kind of data:
//! 1. a variant of [`DataKind`] with its folder ([`DataKind::dir`]) and the
//!    file name a rule set uses ([`DataKind::file_name`]; several rule sets
//!    may share one file);
//! 2. a field of [`Knowledge`] (`Option<Arc<…>>`, `None` when absent), read
//!    in [`Knowledge::load`] and applied in [`Knowledge::apply`];
//! 3. a variant of [`KnowledgeError`] for its parse error.
//!
//! ```
//! use damas_engine::search::{DataKind, Knowledge};
//! use damas_engine::Variant;
//! let files = Knowledge::files(Variant::English);
//! assert_eq!(
//!     files,
//!     vec![
//!         (DataKind::Book, "book/english.txt".to_string()),
//!         (DataKind::Endgame, "endgame/english.egdb".to_string()),
//!         (DataKind::Eval, "eval/short-eight.dmle".to_string()),
//!     ]
//! );
//! let list = "book/english.txt\nbook/russian.txt\n";
//! let mut asked = Vec::new();
//! let (knowledge, problems) = Knowledge::load_with(Variant::English, Some(list), &mut |path: &str| {
//!     asked.push(path.to_string());
//!     Some(b"damas-book 1 english margin 8\n- : 11-15 0\n".to_vec())
//! });
//! assert_eq!(asked, vec!["book/english.txt"]);
//! assert!(knowledge.book.is_some() && problems.is_empty());
//! ```

use std::fmt;
use std::sync::Arc;

use super::{BookError, Family, LearnedEval, OpeningBook, Searcher, WeightsError};
use crate::endgame::{EndgameTables, TableError};
use crate::Variant;

/// A kind of per-rule-set data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
// The list and the folders, from the declaration:
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum DataKind {
    /// An opening book ([`OpeningBook`]), one file per rule set.
    Book,
    /// Endgame tables ([`EndgameTables`]), one file per rule set.
    Endgame,
    /// Learned evaluation weights ([`LearnedEval`]), one file per
    /// [`Family`], shared by its rule sets.
    Eval,
}

impl DataKind {
    /// Every kind, in loading order (the declaration's).
    pub const ALL: [DataKind; <DataKind as strum::VariantArray>::VARIANTS.len()] =
        crate::listed::array_of(<DataKind as strum::VariantArray>::VARIANTS);

    /// The folder of this kind's files, under `engine/data/` and the
    /// build's `data/ai/`: the name in lower case (strum).
    pub fn dir(self) -> &'static str {
        self.into()
    }

    /// The file of this kind that `variant` uses.
    pub fn file_name(self, variant: Variant) -> String {
        match self {
            DataKind::Book => format!("{}.txt", variant.id()),
            DataKind::Endgame => format!("{}.egdb", variant.id()),
            DataKind::Eval => format!("{}.dmle", Family::of(variant).id()),
        }
    }

    /// The file's path under `data/ai/`: `<dir>/<file name>`.
    pub fn path(self, variant: Variant) -> String {
        format!("{}/{}", self.dir(), self.file_name(variant))
    }
}

/// The data a rule set's search uses; every part is optional.
#[derive(Clone, Debug, Default)]
pub struct Knowledge {
    /// The opening book, played at the root by the levels that use it.
    pub book: Option<Arc<OpeningBook>>,
    /// The endgame tables, probed by the levels that use the data.
    pub endgame: Option<Arc<EndgameTables>>,
    /// The learned evaluation of the rule set's family, used by every level
    /// (the levels differ in how far they look, not in how they judge).
    pub learned: Option<Arc<LearnedEval>>,
}

/// Why a data file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnowledgeError {
    /// The book file is malformed or holds an illegal move.
    Book(BookError),
    /// The endgame table file is damaged or of another format.
    Endgame(TableError),
    /// The learned evaluation file is damaged or of another format.
    Eval(WeightsError),
    /// The learned evaluation is another family's.
    WrongFamily { expected: Family, found: Family },
    /// The file is for another rule set.
    WrongVariant { expected: Variant, found: Variant },
}

impl fmt::Display for KnowledgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnowledgeError::Book(e) => write!(f, "opening book: {e}"),
            KnowledgeError::Endgame(e) => write!(f, "endgame tables: {e}"),
            KnowledgeError::Eval(e) => write!(f, "learned evaluation: {e}"),
            KnowledgeError::WrongFamily { expected, found } => {
                write!(f, "learned weights for {} where {} was expected", found.id(), expected.id())
            }
            KnowledgeError::WrongVariant { expected, found } => {
                write!(f, "a file for {} where {} was expected", found.id(), expected.id())
            }
        }
    }
}

impl std::error::Error for KnowledgeError {}

/// A data file that could not be used: its path under `data/ai/` and why
/// (`None`: listed but could not be fetched).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadProblem {
    pub path: String,
    pub error: Option<KnowledgeError>,
}

impl Knowledge {
    /// The files `variant` may use: each kind with its path under `data/ai/`.
    pub fn files(variant: Variant) -> Vec<(DataKind, String)> {
        DataKind::ALL.iter().map(|k| (*k, k.path(variant))).collect()
    }

    /// The files of `variant`'s `kinds` that `list` names (every one when
    /// there is no list), each with its path and the address to fetch it
    /// at ([`Knowledge::address`]): what [`Knowledge::load_kinds`] asks
    /// for, in that order.
    ///
    /// ```
    /// use damas_engine::search::{DataKind, Knowledge};
    /// use damas_engine::Variant;
    /// let list = "book/english.txt 0a1b\neval/short-eight.dmle 2c3d\n";
    /// let eval = Knowledge::addresses(Variant::English, &[DataKind::Eval], Some(list));
    /// assert_eq!(eval[0].2, "eval/short-eight.dmle?v=2c3d");
    /// assert_eq!(Knowledge::addresses(Variant::English, &DataKind::ALL, Some(list)).len(), 2);
    /// ```
    pub fn addresses(
        variant: Variant,
        kinds: &[DataKind],
        list: Option<&str>,
    ) -> Vec<(DataKind, String, String)> {
        let files = Knowledge::files(variant).into_iter().filter(|(kind, _)| kinds.contains(kind));
        files
            .filter_map(|(kind, path)| {
                let address = match list {
                    None => path.clone(),
                    Some(list) => Knowledge::address(list, &path)?,
                };
                Some((kind, path, address))
            })
            .collect()
    }

    /// Reads one file of `kind` for `variant` into its part.
    pub fn load(&mut self, kind: DataKind, variant: Variant, bytes: &[u8]) -> Result<(), KnowledgeError> {
        match kind {
            DataKind::Book => {
                let book = OpeningBook::from_bytes(bytes).map_err(KnowledgeError::Book)?;
                if book.variant() != variant {
                    return Err(KnowledgeError::WrongVariant { expected: variant, found: book.variant() });
                }
                self.book = Some(Arc::new(book));
            }
            DataKind::Endgame => {
                let tables = EndgameTables::from_bytes(bytes).map_err(KnowledgeError::Endgame)?;
                if tables.variant() != variant {
                    return Err(KnowledgeError::WrongVariant { expected: variant, found: tables.variant() });
                }
                self.endgame = Some(Arc::new(tables));
            }
            DataKind::Eval => {
                let learned = LearnedEval::from_bytes(bytes).map_err(KnowledgeError::Eval)?;
                let expected = Family::of(variant);
                if learned.family() != expected {
                    return Err(KnowledgeError::WrongFamily { expected, found: learned.family() });
                }
                self.learned = Some(Arc::new(learned));
            }
        }
        Ok(())
    }

    /// Loads `variant`'s files: those of [`Knowledge::files`] that `list`
    /// (the build's `files.txt`) names; without a list, every one of them
    /// is tried. `fetch` gets a file's address under `data/ai/`
    /// ([`Knowledge::address`]) and answers the file's bytes, or `None`
    /// when it could not get them. Files of other rule sets are never
    /// fetched.
    pub fn load_with(
        variant: Variant,
        list: Option<&str>,
        fetch: &mut dyn FnMut(&str) -> Option<Vec<u8>>,
    ) -> (Knowledge, Vec<LoadProblem>) {
        let mut knowledge = Knowledge::default();
        let problems = knowledge.load_kinds(variant, &DataKind::ALL, list, fetch);
        (knowledge, problems)
    }

    /// Loads `variant`'s files of `kinds` alone into their parts, as
    /// [`Knowledge::load_with`] does (a search that does not play from the
    /// book needs only the learned weights: its first move waits for no
    /// other file). Returns the files that could not be used.
    pub fn load_kinds(
        &mut self,
        variant: Variant,
        kinds: &[DataKind],
        list: Option<&str>,
        fetch: &mut dyn FnMut(&str) -> Option<Vec<u8>>,
    ) -> Vec<LoadProblem> {
        let mut problems = Vec::new();
        for (kind, path, address) in Knowledge::addresses(variant, kinds, list) {
            match fetch(&address) {
                None => problems.push(LoadProblem { path, error: None }),
                Some(bytes) => {
                    if let Err(e) = self.load(kind, variant, &bytes) {
                        problems.push(LoadProblem { path, error: Some(e) });
                    }
                }
            }
        }
        problems
    }

    /// Where to fetch `path` (under `data/ai/`) if the build's list names
    /// it: a line `<path>` or `<path> <digest>`, the digest being a short
    /// hash of the file's bytes (`scripts/ai-data`). With a digest the
    /// address is `<path>?v=<digest>`, a name for this content alone, which
    /// a cache may keep until the list names another; a digest that is not
    /// plain hexadecimal is ignored. `None`: the list does not name it.
    ///
    /// ```
    /// use damas_engine::search::Knowledge;
    /// let list = "book/english.txt 0a1b2c3d\nendgame/english.egdb\n";
    /// assert_eq!(Knowledge::address(list, "book/english.txt").as_deref(), Some("book/english.txt?v=0a1b2c3d"));
    /// assert_eq!(Knowledge::address(list, "endgame/english.egdb").as_deref(), Some("endgame/english.egdb"));
    /// assert_eq!(Knowledge::address(list, "book/russian.txt"), None);
    /// ```
    pub fn address(list: &str, path: &str) -> Option<String> {
        list.lines().find_map(|line| {
            let mut words = line.split_whitespace();
            (words.next() == Some(path)).then(|| match words.next() {
                Some(digest) if !digest.is_empty() && digest.bytes().all(|b| b.is_ascii_hexdigit()) => {
                    format!("{path}?v={digest}")
                }
                _ => path.to_string(),
            })
        })
    }

    /// Gives `searcher` this knowledge. `use_book`: whether this search
    /// plays from the book and probes the endgame tables (the levels that
    /// do: [`super::Level::uses_book`]; the weaker levels only see less far
    /// ahead, they get no knowledge of the ending either).
    /// The learned evaluation goes to every level.
    pub fn apply(&self, searcher: &mut Searcher, use_book: bool) {
        searcher.set_book(if use_book { self.book.clone() } else { None });
        searcher.set_endgame(if use_book { self.endgame.clone() } else { None });
        searcher.set_evaluator(self.learned.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENGLISH: &[u8] = b"damas-book 1 english margin 8\n- : 11-15 0 9-14 -3\n";

    #[test]
    fn the_kinds_folders_are_the_shipped_ones_in_loading_order() {
        // The folders of engine/data/ and of the build's data/ai/files.txt.
        assert_eq!(DataKind::ALL.map(DataKind::dir), ["book", "endgame", "eval"]);
    }

    #[test]
    fn fetches_only_the_listed_files_of_the_rule_set() {
        let list = "book/brazilian.txt\nbook/english.txt\nendgame/english.bin\n";
        let mut asked = Vec::new();
        let (k, problems) = Knowledge::load_with(Variant::Brazilian, Some(list), &mut |p: &str| {
            asked.push(p.to_string());
            None
        });
        assert_eq!(asked, vec!["book/brazilian.txt"]);
        assert!(k.book.is_none());
        assert_eq!(problems, vec![LoadProblem { path: "book/brazilian.txt".into(), error: None }]);
        // Not listed: not fetched at all (no 404 in the browser's console).
        let mut asked = 0;
        let (k, problems) = Knowledge::load_with(Variant::Thai, Some(list), &mut |_: &str| {
            asked += 1;
            None
        });
        assert!(k.book.is_none() && problems.is_empty() && asked == 0);
    }

    #[test]
    fn a_corrupt_or_foreign_file_leaves_the_plain_engine() {
        let (k, problems) =
            Knowledge::load_with(Variant::English, None, &mut |_: &str| Some(b"junk".to_vec()));
        assert!(k.book.is_none() && k.endgame.is_none() && k.learned.is_none());
        assert!(matches!(
            problems[..],
            [
                LoadProblem { error: Some(KnowledgeError::Book(_)), .. },
                LoadProblem { error: Some(KnowledgeError::Endgame(TableError::Truncated)), .. },
                LoadProblem { error: Some(KnowledgeError::Eval(_)), .. }
            ]
        ));
        let (k, problems) =
            Knowledge::load_with(Variant::Russian, Some("book/russian.txt"), &mut |_: &str| {
                Some(ENGLISH.to_vec())
            });
        assert!(k.book.is_none());
        let expected = KnowledgeError::WrongVariant { expected: Variant::Russian, found: Variant::English };
        assert_eq!(problems[0].error, Some(expected));
        // An illegal move refuses the book.
        let bad = b"damas-book 1 english margin 8\n- : 11-15 0 22-18 0\n".to_vec();
        let (k, problems) =
            Knowledge::load_with(Variant::English, Some("book/english.txt"), &mut |_: &str| {
                Some(bad.clone())
            });
        assert!(k.book.is_none() && problems.len() == 1);
    }

    #[test]
    fn loads_the_family_weights_and_gives_them_to_every_level() {
        let weights = |family| LearnedEval::new(family, 100, 300).to_bytes();
        let list = "eval/flying-eight.dmle\neval/short-eight.dmle\neval/ten.dmle\n";
        // Each rule set fetches its own family's file only, and every level
        // gets the weights.
        // The orthogonal family (Turkish) has no learned weights yet: the
        // list does not name its file, and it is not fetched.
        let (k, problems) =
            Knowledge::load_with(Variant::Turkish, Some(list), &mut |p: &str| panic!("fetched {p}"));
        assert!(k.learned.is_none() && problems.is_empty(), "{problems:?}");
        for v in Variant::ALL.into_iter().filter(|&v| Family::of(v) != Family::Orthogonal) {
            let family = Family::of(v);
            let mut asked = Vec::new();
            let (k, problems) = Knowledge::load_with(v, Some(list), &mut |p: &str| {
                asked.push(p.to_string());
                Some(weights(family))
            });
            assert_eq!(asked, vec![format!("eval/{}.dmle", family.id())], "{v}");
            assert!(problems.is_empty(), "{v}: {problems:?}");
            let mut searcher = Searcher::new(8);
            k.apply(&mut searcher, false);
            assert_eq!(searcher.evaluator().map(|l| l.family()), Some(family), "{v}");
            Knowledge::default().apply(&mut searcher, false);
            assert!(searcher.evaluator().is_none());
        }
        // Another family's weights, or a damaged file, are refused.
        let (k, problems) = Knowledge::load_with(Variant::International, Some(list), &mut |_: &str| {
            Some(weights(Family::FlyingEight))
        });
        assert!(k.learned.is_none());
        let expected = KnowledgeError::WrongFamily { expected: Family::Ten, found: Family::FlyingEight };
        assert_eq!(problems[0].error, Some(expected));
        let (k, problems) =
            Knowledge::load_with(Variant::Brazilian, Some(list), &mut |_: &str| Some(b"junk".to_vec()));
        assert!(k.learned.is_none());
        assert!(matches!(problems[0].error, Some(KnowledgeError::Eval(_))));
    }

    /// Endgame tables of 2 pieces, as the file holds them.
    fn tables(variant: Variant) -> Vec<u8> {
        EndgameTables::build(variant, 2, &mut |_, _| {}).to_bytes()
    }

    #[test]
    fn loads_the_endgame_tables_of_the_rule_set_and_refuses_others() {
        let list = "endgame/english.egdb\nendgame/russian.egdb\n";
        let mut asked = Vec::new();
        let (k, problems) = Knowledge::load_with(Variant::English, Some(list), &mut |p: &str| {
            asked.push(p.to_string());
            Some(tables(Variant::English))
        });
        assert_eq!(asked, vec!["endgame/english.egdb"]);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(k.endgame.as_ref().map(|t| t.variant()), Some(Variant::English));
        let mut searcher = Searcher::new(8);
        k.apply(&mut searcher, true);
        assert_eq!(searcher.endgame().map(|t| t.variant()), Some(Variant::English));
        k.apply(&mut searcher, false);
        assert!(searcher.endgame().is_none());

        let (k, problems) =
            Knowledge::load_with(Variant::Russian, Some(list), &mut |_: &str| Some(tables(Variant::English)));
        assert!(k.endgame.is_none());
        let expected = KnowledgeError::WrongVariant { expected: Variant::Russian, found: Variant::English };
        assert_eq!(problems[0].error, Some(expected));

        let mut damaged = tables(Variant::English);
        let middle = damaged.len() / 2;
        damaged[middle] ^= 4;
        let (k, problems) =
            Knowledge::load_with(Variant::English, Some(list), &mut |_: &str| Some(damaged.clone()));
        assert!(k.endgame.is_none());
        assert_eq!(problems[0].error, Some(KnowledgeError::Endgame(TableError::Checksum)));
    }

    #[test]
    fn a_listed_digest_names_the_files_content_in_its_address() {
        let list = "book/english.txt 9f86d081884c7d65\nendgame/english.egdb bad-digest!\n";
        let mut asked = Vec::new();
        let (_, problems) = Knowledge::load_with(Variant::English, Some(list), &mut |p: &str| {
            asked.push(p.to_string());
            None
        });
        assert_eq!(asked, vec!["book/english.txt?v=9f86d081884c7d65", "endgame/english.egdb"]);
        // The problem names the file, not its address.
        assert_eq!(problems[0].path, "book/english.txt");
    }

    #[test]
    fn loads_only_the_kinds_asked_for_and_adds_the_rest_later() {
        let list = "book/english.txt\nendgame/english.egdb\neval/short-eight.dmle\n";
        let mut asked = Vec::new();
        let mut fetch = |p: &str| {
            asked.push(p.to_string());
            Some(match p.split('/').next() {
                Some("book") => ENGLISH.to_vec(),
                Some("endgame") => tables(Variant::English),
                _ => LearnedEval::new(Family::ShortEight, 100, 300).to_bytes(),
            })
        };
        let mut k = Knowledge::default();
        assert!(k.load_kinds(Variant::English, &[DataKind::Eval], Some(list), &mut fetch).is_empty());
        assert!(k.learned.is_some() && k.book.is_none() && k.endgame.is_none());
        let more = [DataKind::Book, DataKind::Endgame];
        assert!(k.load_kinds(Variant::English, &more, Some(list), &mut fetch).is_empty());
        assert!(k.learned.is_some() && k.book.is_some() && k.endgame.is_some());
        assert_eq!(asked, vec!["eval/short-eight.dmle", "book/english.txt", "endgame/english.egdb"]);
    }

    #[test]
    fn applies_the_book_only_when_asked() {
        let (k, problems) = Knowledge::load_with(Variant::English, None, &mut |p: &str| {
            Some(match p.split('/').next() {
                Some("book") => ENGLISH.to_vec(),
                Some("endgame") => tables(Variant::English),
                _ => LearnedEval::new(Family::ShortEight, 100, 300).to_bytes(),
            })
        });
        assert!(problems.is_empty(), "{problems:?}");
        let mut searcher = Searcher::new(8);
        k.apply(&mut searcher, true);
        assert_eq!(searcher.book().unwrap().len(), 1);
        k.apply(&mut searcher, false);
        assert!(searcher.book().is_none());
    }
}
