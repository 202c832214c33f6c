import ScreenModel

/// The bytes of a tree difference (docs/protocol.md §6.4).
enum DifferenceCodes {
    /// A change's `what` byte: its fields follow.
    static let fieldsFollow: UInt8 = 1
    /// A change's `what` byte: its children's runs follow.
    static let childrenFollow: UInt8 = 2

    enum RunKind: UInt8 { case keep = 0, change = 1, insert = 2 }
}

extension ByteWriter {
    /// Appends a tree difference (after the message kind).
    package mutating func write(_ difference: TreeDifference) {
        writeVarint(difference.baseGeneration)
        writeVarint(difference.generation)
        write(difference.activity)
        write(difference.root)
    }

    /// Appends one element's change.
    package mutating func write(_ change: ElementChange) {
        var what: UInt8 = 0
        if change.fields != nil { what |= DifferenceCodes.fieldsFollow }
        if change.children != nil { what |= DifferenceCodes.childrenFollow }
        write(what)
        if let fields = change.fields { writeFields(of: fields) }
        guard let runs = change.children else { return }
        writeCount(runs.count)
        for run in runs {
            switch run {
            case let .keep(first, count):
                write(DifferenceCodes.RunKind.keep.rawValue)
                writeCount(first)
                writeCount(count)
            case let .change(index, change):
                write(DifferenceCodes.RunKind.change.rawValue)
                writeCount(index)
                write(change)
            case let .insert(elements):
                write(DifferenceCodes.RunKind.insert.rawValue)
                writeCount(elements.count)
                for element in elements { write(element) }
            }
        }
    }
}

extension ByteReader {
    /// Reads a tree difference (after the message kind). Checks its form only: whether
    /// it applies is `TreeDifference.applied(to:)`'s business.
    package mutating func readTreeDifference() throws(WireError) -> TreeDifference {
        let base = try readVarint("base generation")
        let generation = try readVarint("generation")
        let activity = try readActivity()
        let root = try readChange(depth: 0)
        return TreeDifference(baseGeneration: base, generation: generation, activity: activity, root: root)
    }

    /// Reads the change of an element at `depth` (0 for the root).
    mutating func readChange(depth: Int) throws(WireError) -> ElementChange {
        guard depth < AutomationProtocol.maximumDepth else { throw .nestedTooDeeply(limit: AutomationProtocol.maximumDepth) }
        let what = try readByte("change flags")
        guard what & ~(DifferenceCodes.fieldsFollow | DifferenceCodes.childrenFollow) == 0 else {
            throw .invalidValue(field: "change flags", value: UInt64(what))
        }
        var change = ElementChange()
        if what & DifferenceCodes.fieldsFollow != 0 { change.fields = try readElementFields() }
        guard what & DifferenceCodes.childrenFollow != 0 else { return change }
        // Every run takes at least one byte.
        let count = try readCount("run count", limit: remaining)
        var runs: [ChildRun] = []
        runs.reserveCapacity(count)
        for _ in 0..<count {
            let kindByte = try readByte("run kind")
            guard let kind = DifferenceCodes.RunKind(rawValue: kindByte) else {
                throw .invalidValue(field: "run kind", value: UInt64(kindByte))
            }
            switch kind {
            case .keep:
                let first = try readCount("keep first index")
                let length = try readCount("keep length")
                guard length > 0 else { throw .invalidValue(field: "keep length", value: 0) }
                runs.append(.keep(first: first, count: length))
            case .change:
                let index = try readCount("change index")
                runs.append(.change(index: index, try readChange(depth: depth + 1)))
            case .insert:
                let length = try readCount("insert count", limit: remaining)
                guard length > 0 else { throw .invalidValue(field: "insert count", value: 0) }
                var elements: [ElementSnapshot] = []
                elements.reserveCapacity(length)
                for _ in 0..<length { elements.append(try readElement(depth: depth + 1)) }
                runs.append(.insert(elements))
            }
        }
        change.children = runs
        return change
    }
}
