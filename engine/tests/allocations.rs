//! The search allocates nothing per node: counted by a global allocator
//! that tallies every allocation of this test program (its only test, so
//! that no other test's allocations are counted).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use damas_engine::search::{Features, LearnedEval, Limits, NoClock, Searcher};
use damas_engine::{Game, Variant};

struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

// SAFETY: every call is passed on to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

#[test]
fn a_search_allocates_per_depth_not_per_node() {
    let ten = Arc::new(LearnedEval::from_bytes(include_bytes!("../data/eval/ten.dmle")).unwrap());
    // Full-width, then with the features the levels search with (ProbCut's
    // shallow search of a node runs at the node's own ply: without a spare
    // list it allocated one each time, 70 to 260 more here).
    for learned in [None, Some(ten.clone())] {
        for variant in [Variant::International, Variant::Brazilian, Variant::Turkish] {
            let mut full_width = 0;
            for features in [Features::NONE, Features::SHIPPED] {
                let mut searcher = Searcher::new(16);
                searcher.set_evaluator(learned.clone());
                let game = Game::new(variant);
                let before = ALLOCATIONS.load(Ordering::Relaxed);
                let limits = Limits { features, ..Limits::depth(8) };
                let r = searcher.search(&game, &limits, &NoClock, None, &mut |_| {});
                let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
                // 84 to 163 (the root's lists, each depth's line; move
                // lists longer than their first capacity, once), for 77,000
                // to 265,000 nodes.
                // (With the shipped reductions, 15,000 to 60,000.)
                let least = if features == Features::NONE { 50_000 } else { 10_000 };
                assert!(r.nodes > least, "{variant}, {features}: {} nodes", r.nodes);
                let learned = learned.is_some();
                let case = format!("{variant}, {features}, learned {learned}: {allocations} allocations");
                assert!(allocations < 200, "{case}");
                if features == Features::NONE {
                    full_width = allocations;
                } else {
                    assert!(allocations <= full_width + 30, "{case}, {full_width} full-width");
                }
            }
        }
    }
}
