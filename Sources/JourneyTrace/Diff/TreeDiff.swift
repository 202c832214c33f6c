/// What changed between two element trees, element by element: what was added, what
/// was removed, and which label, value, placeholder or state changed.
///
/// Children are paired by type and identifier (by type and label where there is no
/// identifier), in order (`TreeDiff+Pairing`); an element that moved within its parent
/// keeps its pairing only if its order did not change. The work grows with the trees'
/// size, never with its square. Frames are not compared: scrolling moves everything,
/// and that is not what a reader looks for.
package enum TreeDiff {
    /// One difference.
    package struct Change: Codable, Sendable, Equatable, CustomStringConvertible {
        /// What happened to the element.
        package enum Kind: String, Codable, Sendable {
            /// Only in the tree after.
            case added
            /// Only in the tree before.
            case removed
            /// In both, with different attributes.
            case changed
        }

        /// What happened.
        package var kind: Kind
        /// The element's path in the tree before (child indices from the root), unless added.
        package var before: [Int]?
        /// Its path in the tree after, unless removed.
        package var after: [Int]?
        /// For `changed`: the attributes that differ, e.g. `label`, `enabled`.
        package var fields: [String]?
        /// The element as it was (removed, changed), in one line.
        package var was: String?
        /// The element as it is (added, changed), in one line.
        package var now: String?

        /// Creates a change.
        package init(kind: Kind, before: [Int]? = nil, after: [Int]? = nil, fields: [String]? = nil, was: String? = nil, now: String? = nil) {
            self.kind = kind
            self.before = before
            self.after = after
            self.fields = fields
            self.was = was
            self.now = now
        }

        /// `+ button "Pay" #payButton`, `- …`, `~ staticText #total: label "€9" → "€12"`.
        package var description: String {
            switch kind {
            case .added: "+ " + (now ?? "")
            case .removed: "- " + (was ?? "")
            case .changed: "~ " + (was ?? "") + "  →  " + (now ?? "")
            }
        }
    }

    /// The changes from `before` to `after`, in the order of the trees.
    package static func changes(from before: TraceNode?, to after: TraceNode?) -> [Change] {
        var work = 0
        return changes(from: before, to: after, work: &work)
    }

    /// The changes from `before` to `after`, adding to `work` the comparisons of
    /// children made to pair them: what grows with the trees' size, so a test can hold
    /// it to linear growth without timing anything.
    package static func changes(from before: TraceNode?, to after: TraceNode?, work: inout Int) -> [Change] {
        var changes: [Change] = []
        switch (before, after) {
        case (nil, nil): break
        case let (nil, after?): changes.append(Change(kind: .added, after: [], now: after.line))
        case let (before?, nil): changes.append(Change(kind: .removed, before: [], was: before.line))
        case let (before?, after?): compare(before, after, pathBefore: [], pathAfter: [], into: &changes, work: &work)
        }
        return changes
    }

    private static func compare(_ before: TraceNode, _ after: TraceNode, pathBefore: [Int], pathAfter: [Int], into changes: inout [Change], work: inout Int) {
        let fields = differingFields(before, after)
        if !fields.isEmpty {
            changes.append(Change(kind: .changed, before: pathBefore, after: pathAfter, fields: fields, was: before.line, now: after.line))
        }
        let pairs = pairChildren(before.children, after.children, work: &work)
        var beforeIndex = 0
        var afterIndex = 0
        for (matchedBefore, matchedAfter) in pairs + [(before.children.count, after.children.count)] {
            while beforeIndex < matchedBefore {
                changes.append(Change(kind: .removed, before: pathBefore + [beforeIndex], was: before.children[beforeIndex].line))
                beforeIndex += 1
            }
            while afterIndex < matchedAfter {
                changes.append(Change(kind: .added, after: pathAfter + [afterIndex], now: after.children[afterIndex].line))
                afterIndex += 1
            }
            guard matchedBefore < before.children.count else { break }
            compare(
                before.children[matchedBefore], after.children[matchedAfter],
                pathBefore: pathBefore + [matchedBefore], pathAfter: pathAfter + [matchedAfter], into: &changes, work: &work)
            beforeIndex = matchedBefore + 1
            afterIndex = matchedAfter + 1
        }
    }

    private static func differingFields(_ before: TraceNode, _ after: TraceNode) -> [String] {
        var fields: [String] = []
        if before.label != after.label { fields.append("label") }
        if before.value != after.value { fields.append("value") }
        if before.placeholder != after.placeholder { fields.append("placeholder") }
        if before.isEnabled != after.isEnabled { fields.append("enabled") }
        if before.isSelected != after.isSelected { fields.append("selected") }
        if before.hasFocus != after.hasFocus { fields.append("focused") }
        return fields
    }
}
