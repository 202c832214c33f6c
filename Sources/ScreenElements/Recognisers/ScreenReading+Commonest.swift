import ScreenModel
import TerminalEmulator

extension ScreenReading {
    /// The value `key` gives most of the cells of row `y` over `columns` that `include`
    /// lets in, with how many cells give it; nil when it lets none in.
    func commonest<Key: Hashable>(row y: Int, columns: Range<Int>, where include: (Int) -> Bool = { _ in true }, _ key: (Int) -> Key) -> (
        value: Key, count: Int
    )? {
        var counts: [Key: Int] = [:]
        var order: [Key] = []
        for x in columns where include(x) {
            let value = key(x)
            if counts[value] == nil { order.append(value) }
            counts[value, default: 0] += 1
        }
        // Ties go to the value met first, so that a reading never depends on hashing.
        guard let best = order.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) else { return nil }
        return (best, counts[best, default: 0])
    }
}
