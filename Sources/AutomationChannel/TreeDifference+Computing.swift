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
        let fields = old.hasSameFields(as: new) ? nil : new.withoutChildren
        let children = old.children == new.children ? nil : ChildRun.runs(from: old.children, to: new.children)
        guard fields != nil || children != nil else { return nil }
        return ElementChange(fields: fields, children: children)
    }
}

extension ChildRun {
    /// Runs that make `new` from `old`, keeping runs of unchanged children whole.
    static func runs(from old: [ElementSnapshot], to new: [ElementSnapshot]) -> [ChildRun] {
        let matches = SiblingMatching.match(old, new)
        var runs: [ChildRun] = []
        for (index, element) in new.enumerated() {
            guard let oldIndex = matches[index] else {
                if case var .insert(elements)? = runs.last {
                    elements.append(element)
                    runs[runs.count - 1] = .insert(elements)
                } else {
                    runs.append(.insert([element]))
                }
                continue
            }
            guard let change = ElementChange.between(old[oldIndex], element) else {
                if case let .keep(first, count)? = runs.last, first + count == oldIndex {
                    runs[runs.count - 1] = .keep(first: first, count: count + 1)
                } else {
                    runs.append(.keep(first: oldIndex, count: 1))
                }
                continue
            }
            runs.append(.change(index: oldIndex, change))
        }
        return runs
    }
}

/// Which old sibling each new one continues.
enum SiblingMatching {
    private struct Key: Hashable {
        var type: ElementType
        var identifier: String
    }

    /// For each of `new`'s indices, the index in `old` of the element it continues, or nil.
    static func match(_ old: [ElementSnapshot], _ new: [ElementSnapshot]) -> [Int?] {
        // The usual case, a screen whose elements stay where they were: pair them in place.
        if old.count == new.count, zip(old, new).allSatisfy({ $0.elementType == $1.elementType && $0.identifier == $1.identifier }) {
            return Array(old.indices)
        }
        let oldKeys = keys(of: old)
        let newKeys = keys(of: new)
        var oldUnkeyed: [Int] = []
        var oldByKey: [Key: Int] = [:]
        for (index, key) in oldKeys.keys.enumerated() {
            if let key, newKeys.counts[key] == 1, oldKeys.counts[key] == 1 { oldByKey[key] = index } else { oldUnkeyed.append(index) }
        }
        var result: [Int?] = []
        result.reserveCapacity(new.count)
        var nextUnkeyed = 0
        for key in newKeys.keys {
            if let key, let index = oldByKey[key], newKeys.counts[key] == 1 {
                result.append(index)
            } else if nextUnkeyed < oldUnkeyed.count {
                result.append(oldUnkeyed[nextUnkeyed])
                nextUnkeyed += 1
            } else {
                result.append(nil)
            }
        }
        return result
    }

    /// Each element's key (nil without an identifier), and how often each key occurs.
    private static func keys(of elements: [ElementSnapshot]) -> (keys: [Key?], counts: [Key: Int]) {
        var keys: [Key?] = []
        keys.reserveCapacity(elements.count)
        var counts: [Key: Int] = [:]
        for element in elements {
            guard !element.identifier.isEmpty else {
                keys.append(nil)
                continue
            }
            let key = Key(type: element.elementType, identifier: element.identifier)
            keys.append(key)
            counts[key, default: 0] += 1
        }
        return (keys, counts)
    }
}

extension ElementSnapshot {
    /// Whether every field but the children is the same.
    func hasSameFields(as other: ElementSnapshot) -> Bool {
        elementType == other.elementType && identifier == other.identifier && label == other.label && value == other.value
            && placeholderValue == other.placeholderValue && isEnabled == other.isEnabled && isSelected == other.isSelected
            && hasFocus == other.hasFocus && frame == other.frame
    }

    /// This element with no children: its fields alone.
    var withoutChildren: ElementSnapshot {
        var copy = self
        copy.children = []
        return copy
    }
}
