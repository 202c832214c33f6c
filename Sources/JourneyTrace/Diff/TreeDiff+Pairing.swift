extension TreeDiff {
    /// The most cells a longest-common-subsequence table may have: a gap between
    /// children paired otherwise is compared exactly only when it is this small, so the
    /// table costs at most 64 cells a child (one side of it is at most 64 long).
    static let exactPairingCells = 4_096

    /// What pairs two children: their type and identifier, or their type and label.
    private static func key(_ node: TraceNode) -> String {
        node.type + "\u{1F}" + (node.identifier.isEmpty ? "\u{1E}" + node.label : node.identifier)
    }

    /// The index pairs of children that are the same element before and after, in order
    /// on both sides, adding the comparisons made to `work`.
    ///
    /// The children both ends share pair first; in the middle, children whose key occurs
    /// once on each side pair where their order agrees (the longest increasing run of
    /// them), and each gap between those is compared exactly when it is small, else in
    /// order, key by key. Every step is linear in the children but the increasing run,
    /// which is n log n: a list of 10,000 rows costs about ten times one of 1,000.
    static func pairChildren(_ before: [TraceNode], _ after: [TraceNode], work: inout Int) -> [(Int, Int)] {
        var pairing = Pairing(left: before.map(key), right: after.map(key))
        pairing.pair(0..<before.count, 0..<after.count, anchoring: true)
        work += pairing.work
        return pairLeftovers(before, after, pairing.pairs, work: &work)
    }

    /// Between two paired children, pairs the unpaired ones of the same type without an
    /// identifier one to one, in order: a text whose label changed is a change, not a
    /// removal and an addition.
    private static func pairLeftovers(_ before: [TraceNode], _ after: [TraceNode], _ pairs: [(Int, Int)], work: inout Int) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var lastBefore = -1
        var lastAfter = -1
        for (b, a) in pairs + [(before.count, after.count)] {
            // The gap's unpaired children after, by type, each queue in order with a head:
            // a child at or before the last one paired can never pair, so heads only move on.
            var waiting: [String: (queue: [Int], head: Int)] = [:]
            for index in (lastAfter + 1)..<a where after[index].identifier.isEmpty {
                work += 1
                waiting[after[index].type, default: ([], 0)].queue.append(index)
            }
            var lastPaired = -1
            for candidate in (lastBefore + 1)..<b where before[candidate].identifier.isEmpty {
                work += 1
                guard var entry = waiting[before[candidate].type] else { continue }
                while entry.head < entry.queue.count, entry.queue[entry.head] <= lastPaired {
                    work += 1
                    entry.head += 1
                }
                if entry.head < entry.queue.count {
                    let match = entry.queue[entry.head]
                    result.append((candidate, match))
                    lastPaired = match
                    entry.head += 1
                }
                waiting[before[candidate].type] = entry
            }
            if b < before.count { result.append((b, a)) }
            lastBefore = b
            lastAfter = a
        }
        return result
    }

    /// The pairing of two lists of keys, built range by range.
    private struct Pairing {
        let left: [String]
        let right: [String]
        /// The pairs found, in order on both sides.
        var pairs: [(Int, Int)] = []
        /// The comparisons made so far.
        var work = 0

        init(left: [String], right: [String]) {
            self.left = left
            self.right = right
        }

        /// Pairs `lefts` with `rights`: their shared ends, then the middle; with
        /// `anchoring`, the middle's unique keys first (only once: inside the gaps
        /// between them, a second round could repeat on every level).
        mutating func pair(_ lefts: Range<Int>, _ rights: Range<Int>, anchoring: Bool) {
            var (start, otherStart) = (lefts.lowerBound, rights.lowerBound)
            var (end, otherEnd) = (lefts.upperBound, rights.upperBound)
            while start < end, otherStart < otherEnd, left[start] == right[otherStart] {
                work += 1
                pairs.append((start, otherStart))
                start += 1
                otherStart += 1
            }
            var suffix: [(Int, Int)] = []
            while start < end, otherStart < otherEnd, left[end - 1] == right[otherEnd - 1] {
                work += 1
                end -= 1
                otherEnd -= 1
                suffix.append((end, otherEnd))
            }
            let (middle, otherMiddle) = (start..<end, otherStart..<otherEnd)
            if !middle.isEmpty, !otherMiddle.isEmpty {
                if middle.count * otherMiddle.count <= TreeDiff.exactPairingCells {
                    pairExactly(middle, otherMiddle)
                } else if anchoring, case let anchors = uniqueAnchors(middle, otherMiddle), !anchors.isEmpty {
                    var (gap, otherGap) = (middle.lowerBound, otherMiddle.lowerBound)
                    for (anchor, otherAnchor) in anchors {
                        pair(gap..<anchor, otherGap..<otherAnchor, anchoring: false)
                        pairs.append((anchor, otherAnchor))
                        (gap, otherGap) = (anchor + 1, otherAnchor + 1)
                    }
                    pair(gap..<middle.upperBound, otherGap..<otherMiddle.upperBound, anchoring: false)
                } else {
                    pairInOrder(middle, otherMiddle)
                }
            }
            pairs += suffix.reversed()
        }

        /// The longest common subsequence of two short ranges, by its table.
        private mutating func pairExactly(_ lefts: Range<Int>, _ rights: Range<Int>) {
            let (n, m) = (lefts.count, rights.count)
            work += n * m
            var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] =
                        left[lefts.lowerBound + i] == right[rights.lowerBound + j]
                        ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var (i, j) = (0, 0)
            while i < n && j < m {
                if left[lefts.lowerBound + i] == right[rights.lowerBound + j] {
                    pairs.append((lefts.lowerBound + i, rights.lowerBound + j))
                    i += 1
                    j += 1
                } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                    i += 1
                } else {
                    j += 1
                }
            }
        }

        /// The children whose key occurs once in each range, paired, keeping the longest
        /// run of them whose order agrees on both sides.
        private mutating func uniqueAnchors(_ lefts: Range<Int>, _ rights: Range<Int>) -> [(Int, Int)] {
            var counts: [String: (left: Int, right: Int, index: Int)] = [:]
            for index in lefts {
                work += 1
                counts[left[index], default: (0, 0, 0)].left += 1
            }
            for index in rights {
                work += 1
                if var entry = counts[right[index]] {
                    entry.right += 1
                    entry.index = index
                    counts[right[index]] = entry
                }
            }
            var candidates: [(Int, Int)] = []
            for index in lefts {
                work += 1
                if let entry = counts[left[index]], entry.left == 1, entry.right == 1 { candidates.append((index, entry.index)) }
            }
            return longestIncreasingRun(candidates)
        }

        /// The longest subsequence of `candidates` (in order on the left) whose right
        /// indices increase, by patience sorting: n log n.
        private mutating func longestIncreasingRun(_ candidates: [(Int, Int)]) -> [(Int, Int)] {
            var tails: [Int] = []  // for each length, the candidate ending the best run of it
            var previous = [Int](repeating: -1, count: candidates.count)
            for (position, candidate) in candidates.enumerated() {
                var (low, high) = (0, tails.count)
                while low < high {
                    work += 1
                    let middle = (low + high) / 2
                    if candidates[tails[middle]].1 < candidate.1 { low = middle + 1 } else { high = middle }
                }
                work += 1
                if low > 0 { previous[position] = tails[low - 1] }
                if low == tails.count { tails.append(position) } else { tails[low] = position }
            }
            var run: [(Int, Int)] = []
            var position = tails.last ?? -1
            while position >= 0 {
                run.append(candidates[position])
                position = previous[position]
            }
            return run.reversed()
        }

        /// Pairs each child on the left with the next child of its key on the right, after
        /// the last one paired: one pass, each right child looked at once.
        private mutating func pairInOrder(_ lefts: Range<Int>, _ rights: Range<Int>) {
            var waiting: [String: (queue: [Int], head: Int)] = [:]
            for index in rights {
                work += 1
                waiting[right[index], default: ([], 0)].queue.append(index)
            }
            var lastPaired = -1
            for index in lefts {
                work += 1
                guard var entry = waiting[left[index]] else { continue }
                while entry.head < entry.queue.count, entry.queue[entry.head] <= lastPaired {
                    work += 1
                    entry.head += 1
                }
                if entry.head < entry.queue.count {
                    pairs.append((index, entry.queue[entry.head]))
                    lastPaired = entry.queue[entry.head]
                    entry.head += 1
                }
                waiting[left[index]] = entry
            }
        }
    }
}
