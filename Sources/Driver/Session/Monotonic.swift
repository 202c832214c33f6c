import Glibc

/// A reading of the monotonic clock, for deadlines.
struct Monotonic: Sendable, Comparable {
    let nanoseconds: UInt64

    static var now: Monotonic {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Monotonic(nanoseconds: UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))
    }

    static func < (lhs: Monotonic, rhs: Monotonic) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    static func + (lhs: Monotonic, rhs: Duration) -> Monotonic {
        let (seconds, attoseconds) = rhs.components
        let nanos = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
        return Monotonic(nanoseconds: lhs.nanoseconds &+ UInt64(nanos))
    }

    /// The time from `earlier` to this instant (zero if `earlier` is later).
    func since(_ earlier: Monotonic) -> Duration {
        .nanoseconds(Int64(nanoseconds >= earlier.nanoseconds ? nanoseconds - earlier.nanoseconds : 0))
    }

    /// Milliseconds from now until this instant, rounded up, for `poll`.
    var millisecondsFromNow: Int32 {
        let now = Monotonic.now
        guard nanoseconds > now.nanoseconds else { return 0 }
        return Int32(clamping: (nanoseconds - now.nanoseconds + 999_999) / 1_000_000)
    }
}
