/// A Bloom filter of 1,024 bits over the identifiers in a chunk of children and everything
/// below them (three bits for each identifier), so that a search for one identifier among
/// thousands of rows reads the few chunks that may hold it: a chunk's identifiers are too
/// many for the 63 bits of an element's summary, which then answers yes for any.
///
/// It may answer yes for an identifier the chunk lacks; never no for one it holds.
struct IdentifierFilter: Sendable {
    /// The three bits an identifier sets: what a search asks the filter about.
    struct Probe {
        fileprivate let words: (Int, Int, Int)
        fileprivate let bits: (UInt64, UInt64, UInt64)

        /// The bits of `identifier`.
        init(_ identifier: String) {
            let hash = SubtreeSummary.identifierHash(identifier)
            let positions = (Int(hash & 1023), Int(hash >> 10 & 1023), Int(hash >> 20 & 1023))
            words = (positions.0 >> 6, positions.1 >> 6, positions.2 >> 6)
            bits = (1 << UInt64(positions.0 & 63), 1 << UInt64(positions.1 & 63), 1 << UInt64(positions.2 & 63))
        }
    }

    private var words = [UInt64](repeating: 0, count: 16)

    /// The filter of the identifiers in `elements` and below them; the empty identifier is
    /// left out (it never narrows a search).
    init(of elements: [ElementSnapshot]) {
        for element in elements { add(element) }
    }

    /// Whether an element with the identifier `probe` was made from may be in the chunk.
    func mayHold(_ probe: Probe) -> Bool {
        words[probe.words.0] & probe.bits.0 != 0 && words[probe.words.1] & probe.bits.1 != 0
            && words[probe.words.2] & probe.bits.2 != 0
    }

    /// Adds the identifiers of `element` and of everything below it: a long list's by its
    /// chunks' filters, without a walk.
    private mutating func add(_ element: ElementSnapshot) {
        if !element.identifier.isEmpty { insert(Probe(element.identifier)) }
        switch element.children.form {
        case let .array(children): for child in children { add(child) }
        case let .chunks(chunks, _):
            for chunk in chunks {
                for index in words.indices { words[index] |= chunk.identifiers.words[index] }
            }
        }
    }

    private mutating func insert(_ probe: Probe) {
        words[probe.words.0] |= probe.bits.0
        words[probe.words.1] |= probe.bits.1
        words[probe.words.2] |= probe.bits.2
    }
}
