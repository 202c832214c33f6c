import Glibc

/// A reading of the monotonic clock: the one type for instants and deadlines, which
/// no change of the wall clock moves.
package struct Monotonic: Sendable, Comparable, Hashable {
    /// Nanoseconds since an unspecified start (the system's boot).
    package let nanoseconds: UInt64

    /// The instant `nanoseconds` after the clock's start.
    package init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// The clock now.
    package static var now: Monotonic {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Monotonic(nanoseconds: UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))
    }

    /// The instant `duration` from now: a deadline.
    package static func after(_ duration: Duration) -> Monotonic { now + duration }

    /// Whether `lhs` comes before `rhs`.
    package static func < (lhs: Monotonic, rhs: Monotonic) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// The instant `rhs` after `lhs` (a negative duration counts as zero).
    package static func + (lhs: Monotonic, rhs: Duration) -> Monotonic {
        let (seconds, attoseconds) = rhs.components
        let nanos = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
        return Monotonic(nanoseconds: lhs.nanoseconds &+ UInt64(nanos))
    }

    /// The time from `earlier` to this instant (zero if `earlier` is later).
    package func since(_ earlier: Monotonic) -> Duration {
        .nanoseconds(Int64(nanoseconds >= earlier.nanoseconds ? nanoseconds - earlier.nanoseconds : 0))
    }

    /// Whether this instant has come.
    package var hasPassed: Bool { Monotonic.now >= self }

    /// Milliseconds from now until this instant, rounded up so a poll never wakes
    /// early; 0 once it has passed.
    package var millisecondsFromNow: Int32 {
        let now = Monotonic.now
        guard nanoseconds > now.nanoseconds else { return 0 }
        return Int32(clamping: (nanoseconds - now.nanoseconds + 999_999) / 1_000_000)
    }
}
