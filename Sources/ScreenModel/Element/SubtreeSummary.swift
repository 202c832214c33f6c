/// What an element and everything inside it hold, summed up in one word, so a search
/// can pass over a subtree that cannot hold what it looks for: a Bloom filter of the
/// subtree's identifiers (two of the low 63 bits for each), and whether a modal element
/// with a size is in it (the top bit).
///
/// Each element keeps its own summary, made from its fields and its children's
/// summaries whenever it is made or changed: a change costs a look at the children of
/// each element on its way up, never a walk of the tree. The filter may answer yes for
/// an identifier the subtree lacks (the search then looks and finds nothing there);
/// it never answers no for one the subtree holds.
@usableFromInline struct SubtreeSummary: Sendable, Hashable {
    private let bits: UInt64

    private static let modalBit: UInt64 = 1 << 63

    /// The summary of an element with these fields and `children`.
    init(elementType: ElementType, identifier: String, frame: Rect, children: [ElementSnapshot]) {
        var bits = Self.identifierBits(identifier)
        if elementType.isModal, !frame.isEmpty { bits |= Self.modalBit }
        for child in children { bits |= child.subtreeSummary.bits }
        self.bits = bits
    }

    /// Whether a modal element with a size is in the subtree (this part is exact: no
    /// filter).
    var holdsModal: Bool { bits & Self.modalBit != 0 }

    /// Whether an element whose identifier sets `wanted` (`identifierBits`) may be in
    /// the subtree: false only when none is.
    func mayHold(identifierBits wanted: UInt64) -> Bool {
        bits & wanted == wanted
    }

    /// The two bits `identifier` sets in a filter, from its FNV-1a hash; none for the
    /// empty identifier (which then never narrows a search).
    static func identifierBits(_ identifier: String) -> UInt64 {
        guard !identifier.isEmpty else { return 0 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identifier.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return 1 << (hash % 63) | 1 << ((hash >> 32) % 63)
    }
}
