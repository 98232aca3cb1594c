extension LayoutEngine {
    /// Identifies a wanted row across passes.
    enum RowID: Hashable {
        case constraint(ObjectIdentifier)
        /// A view's intrinsic-size row: 0 width hugging, 1 width compression, 2 height hugging, 3 height compression.
        case intrinsic(ObjectIdentifier, Int)
        /// A frame-based view's autoresizing row, by attribute.
        case autoresizing(ObjectIdentifier, Int)
        /// An arranged view's wish to keep its intrinsic length along its stack's axis, at the stack's index-order
        /// priority (`UIStackView.indexOrderWish(for:)`).
        case indexOrder(ObjectIdentifier)

        /// Whether this is a UIKit constraint's row (not one the engine makes for a view itself).
        var isConstraint: Bool {
            if case .constraint = self { return true }
            return false
        }

        /// One word for the hasher: the object's address plus the case and the index (objects are 16-byte aligned,
        /// so small ones do not collide, and equality tells any collision apart). The synthesized hash fed it three
        /// words, and the engine hashes row IDs for every row it builds, diffs or forgets.
        func hash(into hasher: inout Hasher) {
            hasher.combine(word)
        }

        /// The word `hash(into:)` feeds the hasher.
        private var word: UInt {
            switch self {
            case .constraint(let object): UInt(bitPattern: object)
            case .intrinsic(let object, let index): UInt(bitPattern: object) &+ UInt(bitPattern: 1 &+ 4 &* index)
            case .autoresizing(let object, let index): UInt(bitPattern: object) &+ UInt(bitPattern: 2 &+ 4 &* index)
            case .indexOrder(let object): UInt(bitPattern: object) &+ 3
            }
        }

        /// What `Dictionary` and `Set` use to place a row id: the word mixed with the table's seed by a multiply and
        /// two shifts, instead of a SipHash of it. The engine looks row ids up several hundred times per table row
        /// (every spec, diff and removal), and SipHash's rounds were most of each lookup. The ids are addresses made
        /// by the process itself, so there is no hash flooding to resist; the mix spreads the address bits over the
        /// low bits the tables index by.
        func _rawHashValue(seed: Int) -> Int { LayoutEngine.mix(word, seed: seed) }
    }
}
