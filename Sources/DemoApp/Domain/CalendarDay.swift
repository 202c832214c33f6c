/// A date without a time of day: when an order was placed.
struct CalendarDay: Hashable, Comparable, Sendable {
    let year: Int
    /// 1...12.
    let month: Int
    /// 1...31.
    let day: Int

    /// Nil unless the parts make a plausible date.
    init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `2025-03-14`.
    init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `2025-03-14`.
    var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// Tells the app what day it is; injected so tests and stub runs never read the wall clock.
struct DaySource: Sendable {
    let today: @Sendable () -> CalendarDay

    /// Always `day`.
    static func fixed(_ day: CalendarDay) -> DaySource {
        DaySource { day }
    }
}
