//! The pages that are not part of the first download. Each route below is a
//! [`LazyRoute`] whose view is a split point (`#[wasm_split(group)]`, the
//! mechanism behind Leptos' `#[lazy]`): the release build
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

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use leptos_router::LazyRoute;

use super::bench_page::BenchPage;
use crate::analysis::AnalysisPage;
use crate::learn::{LearnLevelPage, LearnPage, LearnStagePage, NotationTrainerPage};
use crate::online::{OnlinePage, RoomPage};
use crate::play::PlayPage;
use crate::puzzles::{MotifPage, PuzzlePage, PuzzlesPage, StormPage, StreakPage};
use crate::review::ReviewPage;
use crate::rules::{RuleSetPage, RulesPage};
use crate::settings::SettingsPage;

/// Declares `$route`, the lazy route whose view is the split function
/// `$view` (loaded by its `$preload` without being called).
macro_rules! lazy_route {
    ($(#[$doc:meta])* $route:ident => $view:ident, $preload:ident) => {
        $(#[$doc])*
        pub struct $route;

        impl LazyRoute for $route {
            fn data() -> Self {
                $route
            }

            async fn view(_this: Self) -> AnyView {
                // The other pages' words come with the first of them.
                crate::kernel::storage::load_page_texts().await;
                $view().await
            }

            async fn preload() {
                $preload().await;
            }
        }
    };
}

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

lazy_route!(/// `/learn`: the course's stages.
    Learn => learn_view, learn_preload);
lazy_route!(/// `/learn/:stage`: a stage's levels.
    LearnStage => learn_stage_view, learn_stage_preload);
lazy_route!(/// `/learn/:stage/:level`: one lesson.
    LearnLevel => learn_level_view, learn_level_preload);
lazy_route!(/// `/learn/notation/trainer`: the notation trainer.
    NotationTrainer => trainer_view, trainer_preload);
lazy_route!(/// `/puzzles`: today's puzzle and the list.
    Puzzles => puzzles_view, puzzles_preload);
lazy_route!(/// `/puzzles/streak`: Puzzle Streak, one miss ends the run.
    PuzzleStreak => streak_view, streak_preload);
lazy_route!(/// `/puzzles/storm`: Puzzle Storm, against the clock.
    PuzzleStorm => storm_view, storm_preload);
lazy_route!(/// `/puzzles/:id`: one puzzle.
    Puzzle => puzzle_view, puzzle_preload);
lazy_route!(/// `/puzzles/motif/:theme`: one motif explained, and trained.
    Motif => motif_view, motif_preload);
lazy_route!(/// `/play`: a game against the computer.
    Play => play_view, play_preload);
lazy_route!(/// `/analysis`: the analysis board (the position and line in the query).
    Analysis => analysis_view, analysis_preload);
lazy_route!(/// `/online`: play with someone by link.
    Online => online_view, online_preload);
lazy_route!(/// `/online/:id`: a room.
    Room => room_view, room_preload);
lazy_route!(/// `/review`: the last game's review.
    Review => review_view, review_preload);
lazy_route!(/// `/rules`: the rule sets.
    Rules => rules_view, rules_preload);
lazy_route!(/// `/rules/:variant`: one rule set.
    RuleSet => rule_set_view, rule_set_preload);
lazy_route!(/// `/settings`.
    Settings => settings_view, settings_preload);
lazy_route!(/// `/bench`: the engine benchmark.
    Bench => bench_view, bench_preload);
