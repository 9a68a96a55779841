//! Every value of an enum as a `const` array, built at compile time from
//! strum's [`VariantArray`](strum::VariantArray) (the declaration's order),
//! so that no list is kept by hand next to the enum:
//!
//! ```
//! use damas_engine::Variant;
//! use strum::VariantArray;
//! assert_eq!(Variant::ALL.len(), Variant::VARIANTS.len());
//! ```

/// `variants` as an array of `N` (the length of `variants`: a mismatch
/// fails the build).
pub const fn array_of<T: Copy, const N: usize>(variants: &[T]) -> [T; N] {
    assert!(variants.len() == N, "the array's length is not the number of variants");
    let mut all = [variants[0]; N];
    let mut i = 1;
    while i < N {
        all[i] = variants[i];
        i += 1;
    }
    all
}
