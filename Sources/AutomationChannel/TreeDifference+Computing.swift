package import ScreenModel

extension TreeDifference {
    /// The difference that turns `old` into `new`: applied to `old` it gives `new`
    /// (with `new`'s activity and the generation after `old`'s).
    ///
    /// Children are matched as docs/protocol.md §6.4 describes: by type and identifier
    /// where that pair is unique among the siblings on both sides, the rest in order.
    package static func between(_ old: ElementTree, _ new: ElementTree) -> TreeDifference {
        TreeDifference(
            baseGeneration: old.generation, generation: old.generation + 1, activity: new.activity,
            root: ElementChange.between(old.root, new.root) ?? ElementChange()
        )
    }
}

extension ElementChange {
    /// What turns `old` into `new`, or nil when they are equal.
    package static func between(_ old: ElementSnapshot, _ new: ElementSnapshot) -> ElementChange? {
        withUnsafePointer(to: old) { old in
            withUnsafePointer(to: new) { new in
                between(UnsafeBufferPointer(start: old, count: 1), 0, UnsafeBufferPointer(start: new, count: 1), 0)
            }
        }
    }

    /// What turns `old[oldIndex]` into `new[newIndex]`, or nil when they are equal, read in
    /// place: neither element is copied to be compared (a copy is a retain and a release).
    fileprivate static func between(
        _ old: UnsafeBufferPointer<ElementSnapshot>, _ oldIndex: Int, _ new: UnsafeBufferPointer<ElementSnapshot>, _ newIndex: Int
    ) -> ElementChange? {
        // Copies of one element, unchanged since (a cell the app kept): equal, unread.
        if old[oldIndex].sharesStorage(with: new[newIndex]) { return nil }
        let fields = ElementSnapshot.haveSameFields(old, oldIndex, new, newIndex) ? nil : new[newIndex].withoutChildren
        let children = ChildRun.runs(from: old[oldIndex].children, to: new[newIndex].children)
        guard fields != nil || children != nil else { return nil }
        return ElementChange(fields: fields, children: children)
    }
}

extension ChildRun {
    /// Runs that make `new` from `old`, keeping runs of unchanged children whole; nil when
    /// the children are the same.
    ///
    /// Each pair of matched children is compared once, field by field, by the recursion:
    /// no subtree is compared whole first, so no element is compared once per ancestor,
    /// and children that are all the same cost no allocation.
    static func runs(from old: ElementChildren, to new: ElementChildren) -> [ChildRun]? {
        // The same children, shared: nothing to compare.
        if old.sharesStorage(with: new) { return nil }
        var builder = RunBuilder()
        if SiblingMatching.pairInPlace(old, new) {
            // Stretch by stretch: a chunk both lists share is kept unread.
            old.forEachStretch(pairedWith: new) { old, new, start, shared in
                guard !shared else { return builder.keep(first: start, count: old.count) }
                for index in new.indices { builder.add(index, of: new, continuing: index, in: old, from: start) }
            }
        } else {
            let (old, new) = (old.array, new.array)
            old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    let matches = SiblingMatching.match(old, new)
                    for index in new.indices { builder.add(index, of: new, continuing: matches[index], in: old, from: 0) }
                }
            }
        }
        return builder.finish(oldCount: old.count)
    }
}

/// Runs made child by child: each kept child joins the keep before it when it follows
/// it, each inserted element the insertion before it, with no run copied to grow it.
private struct RunBuilder {
    private var runs: [ChildRun] = []
    private var inserted: [ElementSnapshot] = []
    private var keptFirst = 0
    private var keptCount = 0

    /// Adds the child at `index` of `new`, which continues the old child at `oldIndex` of
    /// `old` (nil: it is new), a stretch of the old children that begins at `oldStart`;
    /// taken by index, so that a kept child is never copied.
    mutating func add(
        _ index: Int, of new: UnsafeBufferPointer<ElementSnapshot>, continuing oldIndex: Int?, in old: UnsafeBufferPointer<ElementSnapshot>,
        from oldStart: Int
    ) {
        guard let oldIndex else {
            endKeep()
            inserted.append(new[index])
            return
        }
        endInsertion()
        if let change = ElementChange.between(old, oldIndex, new, index) {
            endKeep()
            runs.append(.change(index: oldStart + oldIndex, change))
        } else {
            keep(first: oldStart + oldIndex, count: 1)
        }
    }

    /// Adds `count` old children from `first` on, unchanged.
    mutating func keep(first: Int, count: Int) {
        endInsertion()
        if keptCount > 0, keptFirst + keptCount == first {
            keptCount += count
        } else {
            endKeep()
            (keptFirst, keptCount) = (first, count)
        }
    }

    /// The runs; nil when they keep every one of the `oldCount` old children, in place.
    mutating func finish(oldCount: Int) -> [ChildRun]? {
        if runs.isEmpty, inserted.isEmpty, keptFirst == 0, keptCount == oldCount { return nil }
        endInsertion()
        endKeep()
        return runs
    }

    private mutating func endKeep() {
        guard keptCount > 0 else { return }
        runs.append(.keep(first: keptFirst, count: keptCount))
        keptCount = 0
    }

    private mutating func endInsertion() {
        guard !inserted.isEmpty else { return }
        runs.append(.insert(inserted))
        inserted = []
    }
}

/// Which old sibling each new one continues.
enum SiblingMatching {
    private struct Key: Hashable {
        var type: ElementType
        var identifier: String

        /// The key of `siblings[index]`, which has an identifier.
        init(_ siblings: UnsafeBufferPointer<ElementSnapshot>, _ index: Int) {
            type = siblings[index].elementType
            identifier = siblings[index].identifier
        }
    }

    /// Whether each new sibling continues the old one in its place: the usual case, a
    /// screen whose elements stay where they were (as many, each of the same type and
    /// identifier), where `match` pairs them so too.
    static func pairInPlace(_ old: ElementChildren, _ new: ElementChildren) -> Bool {
        guard old.count == new.count else { return false }
        var paired = true
        old.forEachStretch(pairedWith: new) { old, new, _, shared in
            // By index, not by pairs: a pair would copy both elements (a retain and a release each).
            paired =
                paired
                && (shared
                    || old.indices.allSatisfy {
                        old[$0].sharesStorage(with: new[$0])
                            || (old[$0].elementType == new[$0].elementType && old[$0].identifier == new[$0].identifier)
                    })
        }
        return paired
    }

    /// For each of `new`'s indices, the index in `old` of the element it continues, or nil.
    static func match(_ old: UnsafeBufferPointer<ElementSnapshot>, _ new: UnsafeBufferPointer<ElementSnapshot>) -> [Int?] {
        // One table of the keys on both sides: how often each occurs on each, and where
        // in `old` (the last time). A key once on each side pairs its two elements.
        var table: [Key: KeyCount] = [:]
        table.reserveCapacity(old.count + new.count)
        for index in old.indices where !old[index].identifier.isEmpty {
            table[Key(old, index), default: KeyCount()].noteOld(at: index)
        }
        var newKeys: [Key?] = []
        newKeys.reserveCapacity(new.count)
        for index in new.indices {
            guard !new[index].identifier.isEmpty else {
                newKeys.append(nil)
                continue
            }
            let key = Key(new, index)
            table[key, default: KeyCount()].newCount += 1
            newKeys.append(key)
        }
        var oldPaired = [Bool](repeating: false, count: old.count)
        for count in table.values where count.pairs { oldPaired[count.oldIndex] = true }
        let oldUnkeyed = old.indices.filter { !oldPaired[$0] }
        var result: [Int?] = []
        result.reserveCapacity(new.count)
        var nextUnkeyed = 0
        for key in newKeys {
            if let key, let count = table[key], count.pairs {
                result.append(count.oldIndex)
            } else if nextUnkeyed < oldUnkeyed.count {
                result.append(oldUnkeyed[nextUnkeyed])
                nextUnkeyed += 1
            } else {
                result.append(nil)
            }
        }
        return result
    }

    /// How often a key occurs among the old and the new siblings, and where it was last in `old`.
    private struct KeyCount {
        var oldCount = 0
        var newCount = 0
        var oldIndex = 0

        /// Once on each side: the two elements continue each other.
        var pairs: Bool { oldCount == 1 && newCount == 1 }

        /// Counts one more old sibling with the key, at `index`.
        mutating func noteOld(at index: Int) {
            oldCount += 1
            oldIndex = index
        }
    }
}

extension ElementSnapshot {
    /// Whether `old[oldIndex]` and `new[newIndex]` have the same fields but the children,
    /// read in place.
    fileprivate static func haveSameFields(
        _ old: UnsafeBufferPointer<ElementSnapshot>, _ oldIndex: Int, _ new: UnsafeBufferPointer<ElementSnapshot>, _ newIndex: Int
    ) -> Bool {
        old[oldIndex].elementType == new[newIndex].elementType && old[oldIndex].identifier == new[newIndex].identifier
            && old[oldIndex].label == new[newIndex].label && old[oldIndex].value == new[newIndex].value
            && old[oldIndex].placeholderValue == new[newIndex].placeholderValue && old[oldIndex].isEnabled == new[newIndex].isEnabled
            && old[oldIndex].isSelected == new[newIndex].isSelected && old[oldIndex].hasFocus == new[newIndex].hasFocus
            && old[oldIndex].frame == new[newIndex].frame
    }

    /// This element with no children: its fields alone.
    var withoutChildren: ElementSnapshot {
        var copy = self
        copy.children = []
        return copy
    }
}
