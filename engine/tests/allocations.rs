//! The search allocates nothing per node: counted by a global allocator
//! that tallies every allocation of this test program (its only test, so
//! that no other test's allocations are counted).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use damas_engine::search::{LearnedEval, Limits, NoClock, Searcher};
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
    let ten = LearnedEval::from_bytes(include_bytes!("../data/eval/ten.dmle")).unwrap();
    for learned in [None, Some(Arc::new(ten))] {
        for variant in [Variant::International, Variant::Brazilian, Variant::Turkish] {
            let mut searcher = Searcher::new(16);
            searcher.set_evaluator(learned.clone());
            let game = Game::new(variant);
            let before = ALLOCATIONS.load(Ordering::Relaxed);
            let r = searcher.search(&game, &Limits::depth(8), &NoClock, None, &mut |_| {});
            let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
            // About 90 (the root's lists, each depth's line; move lists
            // longer than their first capacity, once), for 78,000 to
            // 252,000 nodes.
            assert!(r.nodes > 50_000, "{variant}: {} nodes", r.nodes);
            assert!(allocations < 400, "{variant}, learned {}: {allocations} allocations", learned.is_some());
        }
    }
}
