import ScreenModel
import TerminalEmulator

/// Counts of values, for the one most cells give: ties go to the value met first, so
/// that a reading never depends on hashing.
struct Tally<Key: Hashable> {
    private var counts: [Key: Int] = [:]
    private var order: [Key] = []

    /// Counts `value` once more.
    mutating func add(_ value: Key) {
        if counts[value] == nil { order.append(value) }
        counts[value, default: 0] += 1
    }

    /// The value counted most, with its count; nil when nothing was counted.
    var commonest: (value: Key, count: Int)? {
        guard let best = order.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) else { return nil }
        return (best, counts[best, default: 0])
    }
}

extension ScreenReading {
    /// The value `key` gives most of the cells of row `y` over `columns` that `include`
    /// lets in, with how many cells give it; nil when it lets none in.
    func commonest<Key: Hashable>(row y: Int, columns: Range<Int>, where include: (Int) -> Bool = { _ in true }, _ key: (Int) -> Key) -> (
        value: Key, count: Int
    )? {
        var tally = Tally<Key>()
        for x in columns where include(x) { tally.add(key(x)) }
        return tally.commonest
    }
}
