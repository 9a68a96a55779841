//! The pages that are not part of the first download. Each route's view is
//! a [`LazyPage`], which shows a split function (`#[wasm_split(group)]`,
//! the mechanism behind Leptos' `#[lazy]`): the release build
//! (`scripts/split-wasm`, Trunk's `post_build` hook) moves the code only that
//! group's pages use out of the main wasm into a module of its own
//! (`split_<group>.wasm`), fetched the first time one of those pages opens;
//! code that several groups share goes to shared chunks (`chunk_<n>.wasm`),
//! and what the home page uses (the router, header, state, i18n) stays in
//! the main wasm (`online::your_games_panel`'s `look` is one more split
//! function of group `other`, outside the routes: see ARCHITECTURE.md).
//!
//! Four groups, not one per page: every group makes the splitter cut the
//! code that groups share into one chunk per combination of groups, and on a
//! slow connection each file costs a round trip (one group per page made 249 files,
//! 7 groups 81; `/play` needed 40 of them and took 8.5 s on Fast 3G).
//! `play` stays alone (the page most first visits want); the pages seldom
//! opened first share `other`. index.html's loader preloads a group's files
//! when the app is opened on one of its pages: keep its table in step with
//! the groups here. See ARCHITECTURE.md, "The app shell and storage".
//!
//! Every route's view is the one type [`LazyPage`] (the page is a value),
//! where Leptos' [`leptos_router::Lazy`] would make each route a type of its
//! own: the router's code for choosing and loading a view is then made
//! once, not once per page, and the first page's module is lighter.

//! Four groups, not one per page: every group makes the splitter cut the
//! code that groups share into one chunk per combination of groups, and on a
//! slow connection each file costs a round trip (one group per page made 249 files,
//! 7 groups 81; `/play` needed 40 of them and took 8.5 s on Fast 3G).
//! `play` stays alone (the page most first visits want); the pages seldom
//! opened first share `other`. index.html's loader preloads a group's files
//! when the app is opened on one of its pages: keep its table in step with
//! the groups here. See ARCHITECTURE.md, "The app shell and storage".

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use leptos_router::ChooseView;

use super::bench_page::BenchPage;
use crate::analysis::AnalysisPage;
use crate::learn::{LearnLevelPage, LearnPage, LearnStagePage, NotationTrainerPage};
use crate::online::{OnlinePage, RoomPage};
use crate::play::PlayPage;
use crate::puzzles::{MotifPage, PuzzlePage, PuzzlesPage, StormPage, StreakPage};
use crate::review::ReviewPage;
use crate::rules::{RuleSetPage, RulesPage};
use crate::settings::SettingsPage;

/// Declares the split function `$view` in split group `$group`: it shows
/// the page component `$page`.
macro_rules! split_view {
    ($group:ident: $view:ident, $preload:ident => $page:ident) => {
        #[wasm_split($group, wasm_split_path = ::leptos::wasm_split, preload(#[doc(hidden)] $preload))]
        fn $view() -> AnyView {
            view! { <$page/> }.into_any()
        }
    };
}

/// Declares [`LazyPage`], a page each, with its split function and the
/// function that loads it without showing it.
macro_rules! lazy_pages {
    ($($(#[$doc:meta])* $page:ident => $view:ident, $preload:ident;)+) => {
        /// A page that is not part of the first download: a route's view
        /// (`<Route view=LazyPage::Play/>`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum LazyPage {
            $($(#[$doc])* $page,)+
        }

        impl LazyPage {
            /// Loads the page's module (once) and shows the page.
            async fn view(self) -> AnyView {
                match self {
                    $(LazyPage::$page => $view().await,)+
                }
            }

            /// Loads the page's module (once) without showing it.
            async fn load(self) {
                match self {
                    $(LazyPage::$page => $preload().await,)+
                }
            }
        }
    };
}

impl ChooseView for LazyPage {
    async fn choose(self) -> AnyView {
        // The other pages' words come with the first of them.
        crate::kernel::storage::load_page_texts().await;
        self.view().await
    }

    async fn preload(&self) {
        self.load().await;
    }
}

split_view!(learn: learn_view, learn_preload => LearnPage);
split_view!(learn: learn_stage_view, learn_stage_preload => LearnStagePage);
split_view!(learn: learn_level_view, learn_level_preload => LearnLevelPage);
split_view!(learn: trainer_view, trainer_preload => NotationTrainerPage);
split_view!(puzzles: puzzles_view, puzzles_preload => PuzzlesPage);
split_view!(puzzles: puzzle_view, puzzle_preload => PuzzlePage);
split_view!(puzzles: motif_view, motif_preload => MotifPage);
split_view!(puzzles: streak_view, streak_preload => StreakPage);
split_view!(puzzles: storm_view, storm_preload => StormPage);
split_view!(play: play_view, play_preload => PlayPage);
split_view!(play: analysis_view, analysis_preload => AnalysisPage);
split_view!(other: online_view, online_preload => OnlinePage);
split_view!(other: room_view, room_preload => RoomPage);
split_view!(other: review_view, review_preload => ReviewPage);
split_view!(other: rules_view, rules_preload => RulesPage);
split_view!(other: rule_set_view, rule_set_preload => RuleSetPage);
split_view!(other: settings_view, settings_preload => SettingsPage);
split_view!(other: bench_view, bench_preload => BenchPage);

lazy_pages! {
    /// `/learn`: the course's stages.
    Learn => learn_view, learn_preload;
    /// `/learn/:stage`: a stage's levels.
    LearnStage => learn_stage_view, learn_stage_preload;
    /// `/learn/:stage/:level`: one lesson.
    LearnLevel => learn_level_view, learn_level_preload;
    /// `/learn/notation/trainer`: the notation trainer.
    NotationTrainer => trainer_view, trainer_preload;
    /// `/puzzles`: today's puzzle and the list.
    Puzzles => puzzles_view, puzzles_preload;
    /// `/puzzles/streak`: Puzzle Streak, one miss ends the run.
    PuzzleStreak => streak_view, streak_preload;
    /// `/puzzles/storm`: Puzzle Storm, against the clock.
    PuzzleStorm => storm_view, storm_preload;
    /// `/puzzles/:id`: one puzzle.
    Puzzle => puzzle_view, puzzle_preload;
    /// `/puzzles/motif/:theme`: one motif explained, and trained.
    Motif => motif_view, motif_preload;
    /// `/play`: a game against the computer.
    Play => play_view, play_preload;
    /// `/analysis`: the analysis board (the position and line in the query).
    Analysis => analysis_view, analysis_preload;
    /// `/online`: play with someone by link.
    Online => online_view, online_preload;
    /// `/online/:id`: a room.
    Room => room_view, room_preload;
    /// `/review`: the last game's review.
    Review => review_view, review_preload;
    /// `/rules`: the rule sets.
    Rules => rules_view, rules_preload;
    /// `/rules/:variant`: one rule set.
    RuleSet => rule_set_view, rule_set_preload;
    /// `/settings`.
    Settings => settings_view, settings_preload;
    /// `/bench`: the engine benchmark.
    Bench => bench_view, bench_preload;
}
