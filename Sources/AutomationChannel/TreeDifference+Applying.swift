package import ScreenModel

extension TreeDifference {
    /// The tree this difference makes from `base`.
    ///
    /// - Throws: `WireError` when the difference is not against `base` (another
    ///   generation), its generation does not follow the base's, an old child index is out
    ///   of range or used twice, or the tree it makes nests deeper than the limit. `base`
    ///   is never left half changed: the result is a new value.
    package func applied(to base: ElementTree?) throws(WireError) -> ElementTree {
        guard let base, base.generation == baseGeneration else {
            throw .differenceAgainstOtherTree(base: baseGeneration, latest: base?.generation)
        }
        guard baseGeneration < UInt64.max, generation == baseGeneration + 1 else {
            throw .differenceSkipsGenerations(generation: generation, base: baseGeneration)
        }
        var path: [Int] = []
        let root = try root.applied(to: base.root, path: &path, depth: 0)
        return ElementTree(generation: generation, root: root, activity: activity)
    }
}

extension ElementChange {
    /// `old` changed as this says; `path` is `old`'s path in the base, `depth` its level
    /// from 0 (the root).
    ///
    /// The new children are built by stretches: a kept run takes the old children's chunks
    /// whole where it can (see `ElementChildren.Builder`), so applying a change to one row
    /// of a long table copies about one chunk, not every row.
    func applied(to old: ElementSnapshot, path: inout [Int], depth: Int) throws(WireError) -> ElementSnapshot {
        var element = old
        if let fields {
            element = fields
            element.children = old.children
        }
        guard let children else { return element }
        let oldChildren = old.children
        // Runs that take old children in order, each once, need no index checked one by
        // one; any others are checked so, so the error names the first index at fault.
        var used = ChildRun.takeInOrder(children, oldCount: oldChildren.count) ? nil : [Bool](repeating: false, count: oldChildren.count)
        func take(_ index: Int) throws(WireError) {
            guard used != nil else { return }
            guard index >= 0, index < oldChildren.count else {
                throw .oldChildOutOfRange(path: ElementPath(path), index: index, count: oldChildren.count)
            }
            guard used?[index] == false else { throw .oldChildUsedTwice(path: ElementPath(path), index: index) }
            used?[index] = true
        }
        var result = ElementChildren.Builder(reservingCapacity: oldChildren.count)
        for run in children {
            switch run {
            case let .keep(first, count):
                guard count > 0 else { throw .invalidValue(field: "keep length", value: 0) }
                if used != nil {
                    // At most one index past the end is tried, and it throws.
                    for index in first..<(first + min(count, oldChildren.count + 1)) { try take(index) }
                }
                result.append(contentsOf: oldChildren, subrange: first..<(first + count))
            case let .change(index, change):
                try take(index)
                guard depth + 1 < AutomationProtocol.maximumDepth else { throw .nestedTooDeeply(limit: AutomationProtocol.maximumDepth) }
                path.append(index)
                result.append(try change.applied(to: oldChildren[index], path: &path, depth: depth + 1))
                path.removeLast()
            case let .insert(elements):
                guard !elements.isEmpty else { throw .invalidValue(field: "insert count", value: 0) }
                for inserted in elements { result.append(inserted) }
            }
        }
        element.children = result.finish()
        return element
    }
}

extension ChildRun {
    /// Whether `runs` take old children (of `oldCount`) in increasing order, each at most
    /// once and every one in range: then no index needs a check of its own.
    static func takeInOrder(_ runs: [ChildRun], oldCount: Int) -> Bool {
        var next = 0
        for run in runs {
            switch run {
            case let .keep(first, count):
                guard count >= 0, first >= next, first <= oldCount, count <= oldCount - first else { return false }
                next = first + count
            case let .change(index, _):
                guard index >= next, index < oldCount else { return false }
                next = index + 1
            case .insert: continue
            }
        }
        return true
    }
}
