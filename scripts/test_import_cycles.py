"""Tests of scripts/import-cycles on tiny app trees written here: it must
fail on a circle between folders, on a kernel importing a feature and on a
path into another feature's inner module, and pass a tree whose folders
import one way, each through the other's root. Code after a test module and
the binaries (`main.rs`, `bin/`) are read too."""
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "import-cycles")


def check(files):
    """Runs the script on a tree of `files` (path: text); its exit code and output."""
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(text)
        run = subprocess.run([sys.executable, SCRIPT, root], capture_output=True, text=True)
        return run.returncode, run.stdout


CLEAN = {
    "lib.rs": "pub mod kernel; pub mod play; pub mod review;",
    "kernel.rs": "pub mod i18n; pub mod storage;",
    "kernel/i18n.rs": "pub struct Text;",
    "kernel/storage.rs": "use crate::kernel::i18n::Text;",
    "play.rs": "pub mod play_page; pub struct Session;",
    "play/play_page.rs": "use crate::review::ReviewGame; use crate::kernel::storage;",
    "review.rs": "pub struct ReviewGame; use crate::kernel::i18n::Text;",
}


class FolderCircles(unittest.TestCase):
    def test_a_tree_whose_folders_import_one_way_passes(self):
        self.assertEqual(check(CLEAN), (0, ""))

    def test_two_features_importing_each_other_through_different_files_fail(self):
        tree = dict(CLEAN, **{"review/review_store.rs": "use crate::play::Session;"})
        code, out = check(tree)
        self.assertEqual(code, 1)
        self.assertIn("folders importing each other: play, review", out)
        self.assertNotIn("modules importing each other", out)

    def test_two_parts_of_the_kernel_importing_each_other_fail(self):
        tree = dict(CLEAN, **{"kernel/i18n/catalogue.rs": "use crate::kernel::storage::Store;"})
        code, out = check(tree)
        self.assertEqual(code, 1)
        self.assertIn("folders importing each other: kernel/i18n, kernel/storage", out)

    def test_the_kernel_importing_a_feature_fails(self):
        tree = dict(CLEAN, **{"kernel/i18n/lesson_words.rs": "use crate::play::Session;"})
        code, out = check(tree)
        self.assertEqual(code, 1)
        self.assertIn("the kernel imports a feature: kernel/i18n -> play", out)

    def test_a_test_module_is_not_counted(self):
        tree = dict(CLEAN, **{"review/review_store.rs": "#[cfg(test)]\nuse crate::play::Session;"})
        self.assertEqual(check(tree), (0, ""))

    def test_a_test_module_ends_at_its_closing_brace_whatever_braces_its_strings_hold(self):
        tests = 'mod tests {\n    const OPEN: char = \'{\';\n    const S: &str = "}}";\n    use crate::play::Session;\n}\n'
        tree = dict(CLEAN, **{"review/review_store.rs": "#[cfg(test)]\n" + tests})
        self.assertEqual(check(tree), (0, ""))

    def test_code_after_a_test_item_is_counted(self):
        for tests in ["use crate::kernel::i18n::Text;", 'mod tests {\n    const S: &str = "}";\n}']:
            with self.subTest(tests=tests):
                after = "\npub fn store(_: crate::play::Session) {}\n"
                code, out = check(dict(CLEAN, **{"review/review_store.rs": "#[cfg(test)]\n" + tests + after}))
                self.assertEqual(code, 1)
                self.assertIn("folders importing each other: play, review", out)


# A review feature with an inner module its root re-exports.
WITH_INNER = dict(CLEAN, **{
    "review.rs": "pub mod review_store; pub use review_store::ReviewGame; pub fn review_store() {}",
    "review/review_store.rs": "pub struct ReviewGame;",
})


class FeatureInsides(unittest.TestCase):
    def test_features_reaching_each_other_through_their_roots_pass(self):
        tree = dict(WITH_INNER, **{
            "review/review_page.rs": "use crate::review::review_store::ReviewGame;",
            "play/play_store.rs": "use crate::review::{self, ReviewGame}; fn f() { crate::review::review_store(); }",
        })
        self.assertEqual(check(tree), (0, ""))

    def test_a_path_into_another_features_inner_module_fails(self):
        for use in [
            "use crate::review::review_store::ReviewGame;",
            "use crate::review::{review_store::ReviewGame};",
            "use crate::{review::review_store::ReviewGame, kernel::i18n::Text};",
            "use crate::review::review_store; fn f(_: review_store::ReviewGame) {}",
        ]:
            with self.subTest(use=use):
                code, out = check(dict(WITH_INNER, **{"play/play_store.rs": use}))
                self.assertEqual(code, 1)
                self.assertIn("reaches into a feature past its root: play/play_store -> review/review_store", out)

    def test_a_path_into_an_inner_module_after_a_test_module_fails(self):
        use = "#[cfg(test)]\nmod tests {\n    use super::*;\n}\nuse crate::review::review_store::ReviewGame;"
        code, out = check(dict(WITH_INNER, **{"play/play_store.rs": use}))
        self.assertEqual(code, 1)
        self.assertIn("reaches into a feature past its root: play/play_store -> review/review_store", out)


class Binaries(unittest.TestCase):
    """`main.rs` beside `lib.rs` and `bin/…` call the library by its name."""

    def test_a_binary_reaching_a_feature_through_its_root_passes(self):
        tree = dict(WITH_INNER, **{
            "main.rs": "fn main() { damas_app::review::ReviewGame; }",
            "bin/worker.rs": "fn main() { damas_app::kernel::i18n::Text; }",
        })
        self.assertEqual(check(tree), (0, ""))

    def test_a_binary_reaching_into_a_features_inner_module_fails(self):
        for path in ["main.rs", "bin/worker.rs"]:
            with self.subTest(path=path):
                main = "fn main() { damas_app::review::review_store::ReviewGame; }"
                code, out = check(dict(WITH_INNER, **{path: main}))
                self.assertEqual(code, 1)
                binary = "bin/" + os.path.basename(path)[:-3]
                self.assertIn(f"reaches into a feature past its root: {binary} -> review/review_store", out)


if __name__ == "__main__":
    unittest.main()
