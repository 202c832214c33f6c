/// What an element and everything inside it hold, summed up in two words, so a search
/// can pass over a subtree that cannot hold what it looks for: a Bloom filter of the
/// subtree's identifiers (two of the low 63 bits for each), whether a modal element
/// with a size is in it (the top bit), and which types of element are in it (one bit
/// for each type).
///
/// Each element keeps its own summary, made from its fields and its children's
/// summaries whenever it is made or changed: a change costs a look at the children of
/// each element on its way up, never a walk of the tree. The filter may answer yes for
/// an identifier the subtree lacks (the search then looks and finds nothing there);
/// it never answers no for one the subtree holds. The types are exact: a table of a
/// thousand cells holding texts answers no for a button, whatever its identifiers.
@usableFromInline struct SubtreeSummary: Sendable, Hashable {
    private var bits: UInt64
    private var types: UInt32

    private static let modalBit: UInt64 = 1 << 63

    /// The summary of an element with these fields and `children`.
    init(elementType: ElementType, identifier: String, frame: Rect, children: ElementChildren) {
        self = children.summary
        bits |= Self.identifierBits(identifier)
        if elementType.isModal, !frame.isEmpty { bits |= Self.modalBit }
        types |= Self.typeBits(elementType)
    }

    /// The summary of nothing: no identifier, no modal, no type.
    static let empty = SubtreeSummary(bits: 0, types: 0)

    private init(bits: UInt64, types: UInt32) {
        self.bits = bits
        self.types = types
    }

    /// The summary of everything the subtrees of `elements` hold.
    init(merging elements: [ElementSnapshot]) {
        self = .empty
        for element in elements { merge(element.subtreeSummary) }
    }

    /// Adds what `other` sums up to this summary.
    mutating func merge(_ other: SubtreeSummary) {
        bits |= other.bits
        types |= other.types
    }

    /// Whether a modal element with a size is in the subtree (this part is exact: no
    /// filter).
    var holdsModal: Bool { bits & Self.modalBit != 0 }

    /// Whether an element of a type that sets `wantedTypes` (`typeBits`), with an
    /// identifier that sets `wanted` (`identifierBits`), may be in the subtree: false
    /// when no element of the type is in it (this part is exact), or when none with the
    /// identifier's bits is (the filter).
    func mayHold(typeBits wantedTypes: UInt32, identifierBits wanted: UInt64) -> Bool {
        bits & wanted == wanted && types & wantedTypes != 0
    }

    /// The two bits `identifier` sets in a filter, from its FNV-1a hash; none for the
    /// empty identifier (which then never narrows a search).
    static func identifierBits(_ identifier: String) -> UInt64 {
        guard !identifier.isEmpty else { return 0 }
        let hash = identifierHash(identifier)
        return 1 << (hash % 63) | 1 << ((hash >> 32) % 63)
    }

    /// The FNV-1a hash of `identifier`'s UTF-8 bytes, which the filters take their bits from.
    static func identifierHash(_ identifier: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identifier.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The bit `type` sets in a summary's types: one of the low 26 for each type an
    /// element can have; every bit for `.any`, which matches them all.
    static func typeBits(_ type: ElementType) -> UInt32 {
        let shift: UInt32
        switch type {
        case .any: return .max
        case .application: shift = 0
        case .window: shift = 1
        case .other: shift = 2
        case .button: shift = 3
        case .staticText: shift = 4
        case .textField: shift = 5
        case .secureTextField: shift = 6
        case .searchField: shift = 7
        case .cell: shift = 8
        case .table: shift = 9
        case .tabBar: shift = 10
        case .navigationBar: shift = 11
        case .alert: shift = 12
        case .switch: shift = 13
        case .activityIndicator: shift = 14
        case .image: shift = 15
        case .scrollView: shift = 16
        case .textView: shift = 17
        case .collectionView: shift = 18
        case .menuItem: shift = 19
        case .segmentedControl: shift = 20
        case .sheet: shift = 21
        case .link: shift = 22
        case .toolbar: shift = 23
        case .progressIndicator: shift = 24
        case .statusBar: shift = 25
        }
        return 1 << shift
    }
}
