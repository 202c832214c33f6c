import Glibc

/// An instant on the monotonic clock after which a wait gives up.
struct Deadline {
    private let nanoseconds: Int64

    /// The instant `duration` from now.
    init(after duration: Duration) {
        let (seconds, attoseconds) = duration.components
        nanoseconds = Deadline.now + seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// Whether the instant has come.
    var hasPassed: Bool { Deadline.now >= nanoseconds }

    /// Milliseconds until the instant (rounded up, so a poll never wakes early), 0 once past.
    var remainingMilliseconds: Int32 {
        let left = nanoseconds - Deadline.now
        return left <= 0 ? 0 : Int32(clamping: (left + 999_999) / 1_000_000)
    }

    private static var now: Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }
}
