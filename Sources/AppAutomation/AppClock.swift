public import ScreenModel
import SystemLayer

/// The time source every timer in the app runs on, in milliseconds.
public protocol AppClock: AnyObject {
    /// Milliseconds since an arbitrary fixed start.
    var now: Int { get }
    /// Whether time passes by itself or only when advanced.
    var mode: ClockMode { get }
}

/// Wall-clock time from the system's monotonic clock.
public final class MonotonicClock: AppClock {
    /// The system's monotonic clock.
    public init() {}

    /// Milliseconds since the system started.
    public var now: Int {
        Int(Monotonic.now.nanoseconds / 1_000_000)
    }

    /// Real: time passes by itself.
    public var mode: ClockMode { .real }
}

/// Time that stands still until someone advances it, so latency costs nothing and
/// every run orders its timers the same way.
public final class VirtualClock: AppClock {
    /// A clock at 0 that moves only when set.
    public init() {}

    /// Milliseconds since the app started, as far as it has been advanced.
    public private(set) var now: Int = 0

    /// Virtual: time moves only when advanced.
    public var mode: ClockMode { .virtual }

    /// Moves time forward to `instant`; time never goes back.
    public func set(to instant: Int) {
        now = max(now, instant)
    }
}
