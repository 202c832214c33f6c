/// What changed between two element trees, element by element: what was added, what
/// was removed, and which label, value, placeholder or state changed.
///
/// Children are paired by type and identifier (by type and label where there is no
/// identifier), in order, by their longest common subsequence; an element that moved
/// within its parent keeps its pairing only if its order did not change. Frames are
/// not compared: scrolling moves everything, and that is not what a reader looks for.
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
        var changes: [Change] = []
        switch (before, after) {
        case (nil, nil): break
        case let (nil, after?): changes.append(Change(kind: .added, after: [], now: after.line))
        case let (before?, nil): changes.append(Change(kind: .removed, before: [], was: before.line))
        case let (before?, after?): compare(before, after, pathBefore: [], pathAfter: [], into: &changes)
        }
        return changes
    }

    private static func compare(_ before: TraceNode, _ after: TraceNode, pathBefore: [Int], pathAfter: [Int], into changes: inout [Change]) {
        let fields = differingFields(before, after)
        if !fields.isEmpty {
            changes.append(Change(kind: .changed, before: pathBefore, after: pathAfter, fields: fields, was: before.line, now: after.line))
        }
        let pairs = pairChildren(before.children, after.children)
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
                pathBefore: pathBefore + [matchedBefore], pathAfter: pathAfter + [matchedAfter], into: &changes)
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

    /// What pairs two children: their type and identifier, or their type and label.
    private static func key(_ node: TraceNode) -> String {
        node.type + "\u{1F}" + (node.identifier.isEmpty ? "\u{1E}" + node.label : node.identifier)
    }

    /// The index pairs of the longest common subsequence of the children's keys, in order.
    private static func pairChildren(_ before: [TraceNode], _ after: [TraceNode]) -> [(Int, Int)] {
        let left = before.map(key)
        let right = after.map(key)
        // Elements without an identifier whose label changed still pair by type when
        // nothing else would: a second pass pairs leftovers of the same type in order.
        let n = left.count
        let m = right.count
        if n == 0 || m == 0 { return [] }
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = left[i] == right[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < n && j < m {
            if left[i] == right[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairLeftovers(before, after, pairs)
    }

    /// Between two paired children, pairs the unpaired ones of the same type without an
    /// identifier one to one, in order: a text whose label changed is a change, not a
    /// removal and an addition.
    private static func pairLeftovers(_ before: [TraceNode], _ after: [TraceNode], _ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var lastBefore = -1
        var lastAfter = -1
        for (b, a) in pairs + [(before.count, after.count)] {
            let gapBefore = Array((lastBefore + 1)..<b)
            let gapAfter = Array((lastAfter + 1)..<a)
            var usedAfter = Set<Int>()
            var lastPaired = -1
            for candidate in gapBefore where before[candidate].identifier.isEmpty {
                if let match = gapAfter.first(where: {
                    $0 > lastPaired && !usedAfter.contains($0) && after[$0].identifier.isEmpty
                        && after[$0].type == before[candidate].type
                }) {
                    result.append((candidate, match))
                    usedAfter.insert(match)
                    lastPaired = match
                }
            }
            if b < before.count { result.append((b, a)) }
            lastBefore = b
            lastAfter = a
        }
        return result
    }
}
