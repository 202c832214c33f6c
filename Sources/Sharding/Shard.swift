/// One of `count` slices of a suite, so that `count` CI machines, each running one
/// shard, run every journey exactly once between them.
///
/// Journey files are sorted by path; shard `i/n` takes the files whose position in
/// that order, counting from 0, leaves remainder `i - 1` when divided by `n`.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which shard, from 1.
    package var index: Int
    /// How many shards.
    package var count: Int

    /// Creates a shard; nil unless `1 <= index <= count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, e.g. `2/3`.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `2/3`.
    package var description: String { "\(index)/\(count)" }

    /// The files of this shard, in sorted order.
    package func select(_ files: [String]) -> [String] {
        files.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
