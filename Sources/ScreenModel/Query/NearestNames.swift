/// Finds the names closest to a misspelt one, for "did you mean …?" messages.
public enum NearestNames {
    /// Up to `limit` of `candidates` that are close to `name`, closest first.
    ///
    /// Case and the separators `.`, `_`, `-` and spaces are ignored when comparing, so
    /// `cartBadge` finds `cart.badge`. A candidate is close when its edit distance is at
    /// most a third of the name's length (at least 2), or when one contains the other.
    public static func nearest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let wanted = normalized(name)
        guard !wanted.isEmpty else { return [] }
        let length = wanted.count
        let threshold = max(2, length / 3)
        let scored: [(String, Int)] = candidates.compactMap { candidate in
            guard candidate != name else { return nil }
            let other = normalized(candidate)
            guard !other.isEmpty else { return nil }
            // The distance is at least the difference in length: a runaway name (a path of a
            // megabyte) is never compared cell by cell with every candidate.
            let distance = abs(length - other.count) > threshold ? threshold + 1 : editDistance(wanted, other)
            if distance <= threshold { return (candidate, distance) }
            if other.contains(wanted) || wanted.contains(other) { return (candidate, threshold + 1) }
            return nil
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// The Levenshtein distance between two strings, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { !".-_ ".contains($0) })
    }
}
