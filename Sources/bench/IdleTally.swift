/// The count the idle figures publish: of the waits that reported a program idle, how
/// many were false (the screen changed afterwards though the test sent nothing), how many
/// ran out with the program busy, and how many could not be judged from the kernel.
struct IdleTally: Equatable {
    /// One wait's outcome.
    enum Outcome: Equatable {
        /// Reported idle by the kernel (`betweenTicks` when its only work was timers that
        /// fired and drew nothing); `changedAfter` when the screen then changed within the
        /// watch with no input sent.
        case idle(changedAfter: Bool, betweenTicks: Bool)
        /// Reported idle by a quiet period: the kernel could not be read.
        case guessed
        /// Ran out while the program stayed busy.
        case busy
    }

    /// Waits reported idle by the kernel.
    private(set) var idle = 0
    /// Of those, the ones judged between ticks.
    private(set) var betweenTicks = 0
    /// Of those, the false ones, each named (`less: press pageDown #12`).
    private(set) var falseIdles: [String] = []
    /// Waits that ran out, the program busy.
    private(set) var busy = 0
    /// Waits decided by a quiet period, the kernel unread.
    private(set) var guessed = 0

    /// Every wait counted.
    var waits: Int { idle + busy + guessed }

    /// Counts `outcome` of the wait `name`.
    mutating func count(_ outcome: Outcome, name: String) {
        switch outcome {
        case let .idle(changedAfter, ticking):
            idle += 1
            if ticking { betweenTicks += 1 }
            if changedAfter { falseIdles.append(name) }
        case .guessed: guessed += 1
        case .busy: busy += 1
        }
    }

    /// Whether a screen read after the watch differs from the one the wait returned: its
    /// text or its cursor.
    static func changed(from returned: (text: String, cursor: (Int, Int)), to later: (text: String, cursor: (Int, Int))) -> Bool {
        returned.text != later.text || returned.cursor != later.cursor
    }

    /// `0 false idles in 1,000 waits (1,000 idle, 140 of them between ticks, 0 busy, 0
    /// judged by a quiet period)`.
    var summary: String {
        "\(falseIdles.count) false idle\(falseIdles.count == 1 ? "" : "s") in \(waits) waits "
            + "(\(idle) idle, \(betweenTicks) of them between ticks, \(busy) busy, \(guessed) judged by a quiet period)"
            + (falseIdles.isEmpty ? "" : ": " + falseIdles.prefix(5).joined(separator: "; "))
    }
}
