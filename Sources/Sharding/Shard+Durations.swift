extension Shard {
    /// The files of this shard when `durations` says how long each took in earlier runs:
    /// the files it knows go, longest first, each to the shard with the least time so far
    /// (ties to the lower shard); then the files it does not know go the same way, in
    /// path order. Every machine of a CI matrix works
    /// out the same split, so each file runs exactly once. A file it does not know
    /// counts as the average of those it knows.
    ///
    /// With no durations at all, this is `select(_:)`'s round robin.
    package func select(_ files: [String], durations: DurationsFile) -> [String] {
        let sorted = Array(Set(files)).sorted()
        let known = sorted.compactMap { file in durations.seconds(for: file).map { (file, $0) } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        let unknown = sorted.filter { durations.seconds(for: $0) == nil }
        // A file no earlier run timed counts as the average of those that were timed.
        let estimate = known.isEmpty ? 1 : known.reduce(0) { $0 + $1.1 } / Double(known.count)
        var time = Array(repeating: 0.0, count: count)
        var chosen: [String] = []
        for (file, seconds) in known + unknown.map({ ($0, estimate) }) {
            let shard = time.indices.min { time[$0] != time[$1] ? time[$0] < time[$1] : $0 < $1 } ?? 0
            time[shard] += seconds
            if shard == index - 1 { chosen.append(file) }
        }
        return chosen.sorted()
    }
}
