//! A rule set's course in outline: the ids of its core levels and of its
//! "Play better" levels, in course order, and nothing else of them. The home
//! page counts the learner's stars with it (the badges of the learn card,
//! "core course done"): [`course`] builds every level (boards, goals,
//! solutions, versions for each rule set), and the home page is in the main
//! wasm, which would then hold the whole course (34 KB of its gzip).
//!
//! The outlines are a table (`outline/table.rs`) written from the courses:
//! the test below fails when a course changes and prints the table to
//! write in its place.

use damas_engine::Variant;

#[rustfmt::skip]
mod table;

/// The level ids of one rule set's core course and "Play better" stages.
#[derive(Debug, PartialEq, Eq)]
pub struct CourseOutline {
    /// The core stages' levels, in course order.
    pub core: &'static [&'static str],
    /// The "Play better" stages' levels, in course order.
    pub better: &'static [&'static str],
}

/// The outline of `variant`'s course.
pub fn outline(variant: Variant) -> &'static CourseOutline {
    table::OUTLINES.iter().find(|(v, _)| *v == variant).map_or(&table::OUTLINES[0].1, |(_, o)| o)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write;

    use super::*;
    use crate::learn::{course, Stage};

    fn ids(stages: &[&'static Stage]) -> Vec<&'static str> {
        stages.iter().flat_map(|s| s.levels.iter().map(|l| l.id)).collect()
    }

    /// The text of `outline/table.rs` for the courses as they are: one
    /// const per different list of ids.
    fn table_source() -> String {
        let mut lists: Vec<(String, Vec<&str>)> = Vec::new();
        let mut rows = String::new();
        for v in Variant::ALL {
            let c = course(v);
            let mut names = Vec::new();
            for (part, list) in [("CORE", ids(c.core_stages())), ("BETTER", ids(c.better_stages()))] {
                let name = match lists.iter().find(|(_, l)| *l == list) {
                    Some((name, _)) => name.clone(),
                    None => {
                        let name = format!("{}_{part}", v.id().to_uppercase());
                        lists.push((name.clone(), list));
                        name
                    }
                };
                names.push(name);
            }
            writeln!(
                rows,
                "    (Variant::{v:?}, CourseOutline {{ core: {}, better: {} }}),",
                names[0], names[1]
            )
            .unwrap();
        }
        let mut out = String::from(
            "//! Written from the courses by `outline.rs`'s test (which prints this\n\
             //! file when a course changed): do not edit by hand.\n\n\
             use damas_engine::Variant;\n\n\
             use super::CourseOutline;\n\n",
        );
        for (name, list) in &lists {
            writeln!(out, "const {name}: &[&str] = &[").unwrap();
            for id in list {
                writeln!(out, "    {id:?},").unwrap();
            }
            out.push_str("];\n\n");
        }
        writeln!(out, "/// Every rule set's outline, in `Variant::ALL` order.").unwrap();
        writeln!(out, "pub(super) const OUTLINES: [(Variant, CourseOutline); {}] = [", Variant::ALL.len())
            .unwrap();
        out.push_str(&rows);
        out.push_str("];\n");
        out
    }

    #[test]
    fn every_outline_lists_its_course_s_core_and_better_levels_in_order() {
        let expected = table_source();
        let written = include_str!("outline/table.rs");
        assert!(
            written == expected,
            "src/learn/outline/table.rs is not the courses' outline any more; write this in its place:\n{expected}"
        );
        for v in Variant::ALL {
            let c = course(v);
            assert_eq!(outline(v).core, ids(c.core_stages()), "{v}");
            assert_eq!(outline(v).better, ids(c.better_stages()), "{v}");
        }
    }
}
