/// The elements inside an element, in drawing order: a random-access collection indexed
/// from 0, built, compared and changed as an array is.
///
/// Up to ``chunkSize`` children are held as one array. More are held in shared chunks of
/// ``chunkSize`` (the last may be shorter), each with a summary of what its subtrees hold:
/// changing one child of ten thousand copies its chunk and the list of chunks, not every
/// child; two lists that share a chunk are known equal there without a look inside; and a
/// search passes over a chunk that cannot hold what it looks for. Which form a list takes
/// depends on its length alone.
public struct ElementChildren: Sendable {
    /// How many children a chunk holds (all but the last chunk exactly this many), and the
    /// most held as one array.
    public static let chunkSize = 64

    /// A stretch of `chunkSize` children (fewer for the last), never changed once made, a
    /// summary of what their subtrees hold, and a wider filter of their identifiers.
    @usableFromInline final class Chunk: Sendable {
        @usableFromInline let elements: [ElementSnapshot]
        let summary: SubtreeSummary
        let identifiers: IdentifierFilter

        init(_ elements: [ElementSnapshot]) {
            self.elements = elements
            summary = SubtreeSummary(merging: elements)
            identifiers = IdentifierFilter(of: elements)
        }
    }

    @usableFromInline enum Form: Sendable {
        /// At most `chunkSize` children.
        case array([ElementSnapshot])
        /// More than `chunkSize` children, in chunks, and how many.
        case chunks([Chunk], count: Int)
    }

    @usableFromInline var form: Form

    /// No children.
    public init() {
        form = .array([])
    }

    /// The children `elements` holds, in its order.
    public init(_ elements: [ElementSnapshot]) {
        guard elements.count > Self.chunkSize else {
            form = .array(elements)
            return
        }
        var builder = Builder(reservingCapacity: elements.count)
        for element in elements { builder.append(element) }
        self = builder.finish()
    }

    /// The children as one array.
    public var array: [ElementSnapshot] {
        switch form {
        case let .array(elements): return elements
        case let .chunks(chunks, count):
            var result: [ElementSnapshot] = []
            result.reserveCapacity(count)
            for chunk in chunks { result.append(contentsOf: chunk.elements) }
            return result
        }
    }

    /// Whether the two lists are copies of one, unchanged since (then they are equal);
    /// false says nothing.
    public func sharesStorage(with other: ElementChildren) -> Bool {
        switch (form, other.form) {
        case let (.array(mine), .array(theirs)):
            mine.withUnsafeBufferPointer { mine in
                theirs.withUnsafeBufferPointer { theirs in mine.count == theirs.count && mine.baseAddress == theirs.baseAddress }
            }
        case let (.chunks(mine, count), .chunks(theirs, theirCount)):
            count == theirCount
                && mine.withUnsafeBufferPointer { mine in theirs.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress } }
        default: false
        }
    }

    /// Calls `body` with each stretch of the children stored together, in order, and the
    /// index of its first child: one stretch for a short list, one per chunk for a long one.
    /// Read in place: no child is copied.
    @inlinable public func forEachStretch(_ body: (UnsafeBufferPointer<ElementSnapshot>, _ start: Int) throws -> Void) rethrows {
        switch form {
        case let .array(elements): try elements.withUnsafeBufferPointer { try body($0, 0) }
        case let .chunks(chunks, _):
            for (number, chunk) in chunks.enumerated() {
                try chunk.elements.withUnsafeBufferPointer { try body($0, number * Self.chunkSize) }
            }
        }
    }

    /// Calls `body` with each stretch of this list beside the same stretch of `other`, which
    /// holds as many children, in order, with the index of their first child and whether the
    /// two share their storage (then they are equal, and need not be read).
    public func forEachStretch(
        pairedWith other: ElementChildren,
        _ body: (UnsafeBufferPointer<ElementSnapshot>, UnsafeBufferPointer<ElementSnapshot>, _ start: Int, _ shared: Bool) throws -> Void
    ) rethrows {
        precondition(count == other.count, "Stretches are paired only between lists of one length")
        switch (form, other.form) {
        case let (.array(mine), .array(theirs)):
            try mine.withUnsafeBufferPointer { mine in
                try theirs.withUnsafeBufferPointer { theirs in try body(mine, theirs, 0, mine.baseAddress == theirs.baseAddress) }
            }
        case let (.chunks(mine, _), .chunks(theirs, _)):
            for number in mine.indices {
                try mine[number].elements.withUnsafeBufferPointer { left in
                    try theirs[number].elements.withUnsafeBufferPointer { right in
                        try body(left, right, number * Self.chunkSize, mine[number] === theirs[number])
                    }
                }
            }
        default: preconditionFailure("Lists of one length take one form")
        }
    }

    /// Calls `body` with each stretch that `mayHold` says may hold what is looked for, as
    /// `forEachStretch` does; a chunk whose summary says no, or whose identifiers lack
    /// `identifier`'s bits, is passed over unread.
    func forEachStretch(
        whose mayHold: (SubtreeSummary) -> Bool, holding identifier: IdentifierFilter.Probe? = nil,
        _ body: (UnsafeBufferPointer<ElementSnapshot>, _ start: Int) throws -> Void
    ) rethrows {
        switch form {
        case let .array(elements): try elements.withUnsafeBufferPointer { try body($0, 0) }
        case let .chunks(chunks, _):
            for (number, chunk) in chunks.enumerated() where mayHold(chunk.summary) {
                if let identifier, !chunk.identifiers.mayHold(identifier) { continue }
                try chunk.elements.withUnsafeBufferPointer { try body($0, number * Self.chunkSize) }
            }
        }
    }

    /// The summary of everything the children's subtrees hold.
    var summary: SubtreeSummary {
        switch form {
        case let .array(elements): return SubtreeSummary(merging: elements)
        case let .chunks(chunks, _):
            var summary = SubtreeSummary.empty
            for chunk in chunks { summary.merge(chunk.summary) }
            return summary
        }
    }
}

extension ElementChildren: RandomAccessCollection, MutableCollection {
    /// The index of the first child: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of children.
    @inlinable public var endIndex: Int {
        switch form {
        case let .array(elements): elements.count
        case let .chunks(_, count): count
        }
    }

    /// The child at `position`, read in place.
    public subscript(position: Int) -> ElementSnapshot {
        @inlinable _read {
            switch form {
            case let .array(elements): yield elements[position]
            case let .chunks(chunks, count):
                precondition(position >= 0 && position < count, "Index out of range")
                yield chunks[position / Self.chunkSize].elements[position % Self.chunkSize]
            }
        }
        set {
            switch form {
            case var .array(elements):
                form = .array([])
                elements[position] = newValue
                form = .array(elements)
            case .chunks(var chunks, let count):
                precondition(position >= 0 && position < count, "Index out of range")
                form = .array([])
                let number = position / Self.chunkSize
                var elements = chunks[number].elements
                elements[position % Self.chunkSize] = newValue
                chunks[number] = Chunk(elements)
                form = .chunks(chunks, count: count)
            }
        }
    }
}

extension ElementChildren: RangeReplaceableCollection {
    /// Replaces the children in `subrange` with `newElements`; the chunks wholly before the
    /// range are kept as they are.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == ElementSnapshot {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "Range out of bounds")
        var builder = Builder(reservingCapacity: count - subrange.count + newElements.count)
        builder.append(contentsOf: self, subrange: 0..<subrange.lowerBound)
        for element in newElements { builder.append(element) }
        builder.append(contentsOf: self, subrange: subrange.upperBound..<count)
        self = builder.finish()
    }

    /// Adds `element` after the last child.
    public mutating func append(_ element: ElementSnapshot) {
        replaceSubrange(count..<count, with: CollectionOfOne(element))
    }
}

extension ElementChildren: ExpressibleByArrayLiteral {
    /// The children listed.
    public init(arrayLiteral elements: ElementSnapshot...) {
        self.init(elements)
    }
}

extension ElementChildren: Hashable {
    /// Whether the two lists hold equal children in the same order; a chunk they share is
    /// not read.
    public static func == (lhs: ElementChildren, rhs: ElementChildren) -> Bool {
        switch (lhs.form, rhs.form) {
        case let (.array(left), .array(right)): return left == right
        case let (.chunks(left, leftCount), .chunks(right, rightCount)):
            guard leftCount == rightCount else { return false }
            // The same count: the same chunks' lengths.
            for (mine, theirs) in zip(left, right) where mine !== theirs {
                guard mine.elements == theirs.elements else { return false }
            }
            return true
        default:
            // The form follows from the count.
            return false
        }
    }

    /// Hashes the count and each child, as an array of them hashes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        forEachStretch { stretch, _ in
            for element in stretch { hasher.combine(element) }
        }
    }
}

extension ElementChildren: CustomStringConvertible, CustomReflectable {
    /// The children as an array of them prints.
    public var description: String { array.description }

    /// The children as an array of them shows.
    public var customMirror: Mirror { Mirror(reflecting: array) }
}

extension ElementChildren {
    /// Makes a list of children one element or one stretch at a time, taking over whole
    /// chunks of another list where they fall on a chunk's boundary in both.
    public struct Builder {
        private var chunks: [Chunk] = []
        private var pending: [ElementSnapshot] = []

        /// An empty builder, with room for `capacity` children.
        public init(reservingCapacity capacity: Int = 0) {
            if capacity > ElementChildren.chunkSize {
                chunks.reserveCapacity((capacity + ElementChildren.chunkSize - 1) / ElementChildren.chunkSize)
                pending.reserveCapacity(ElementChildren.chunkSize)
            } else {
                pending.reserveCapacity(capacity)
            }
        }

        /// How many children have been added.
        public var count: Int { chunks.count * ElementChildren.chunkSize + pending.count }

        /// Adds `element` after those added.
        public mutating func append(_ element: ElementSnapshot) {
            if pending.count == ElementChildren.chunkSize { closeChunk() }
            pending.append(element)
        }

        /// Adds the children of `source` in `subrange`, after those added: each of its
        /// chunks that lies wholly in the range and lands on a chunk's boundary here is
        /// taken as it is.
        public mutating func append(contentsOf source: ElementChildren, subrange: Range<Int>) {
            guard !subrange.isEmpty else { return }
            switch source.form {
            case let .array(elements): for index in subrange { append(elements[index]) }
            case let .chunks(sourceChunks, sourceCount):
                let size = ElementChildren.chunkSize
                var index = subrange.lowerBound
                while index < subrange.upperBound {
                    let number = index / size
                    let chunk = sourceChunks[number]
                    let chunkEnd = Swift.min(number * size + size, sourceCount)
                    if index % size == 0, chunkEnd <= subrange.upperBound, pending.count % size == 0 {
                        if pending.count == size { closeChunk() }
                        if chunk.elements.count == size {
                            chunks.append(chunk)
                        } else {
                            pending = chunk.elements
                        }
                        index = chunkEnd
                        continue
                    }
                    let end = Swift.min(chunkEnd, subrange.upperBound)
                    for position in index..<end { append(chunk.elements[position - number * size]) }
                    index = end
                }
            }
        }

        /// The list made.
        public consuming func finish() -> ElementChildren {
            let count = self.count
            // A short list is one array, whichever way it was made.
            if count <= ElementChildren.chunkSize { return ElementChildren(form: .array(chunks.first?.elements ?? pending)) }
            if !pending.isEmpty { closeChunk() }
            return ElementChildren(form: .chunks(chunks, count: count))
        }

        private mutating func closeChunk() {
            chunks.append(Chunk(pending))
            pending = []
            pending.reserveCapacity(ElementChildren.chunkSize)
        }
    }

    private init(form: Form) {
        self.form = form
    }
}
