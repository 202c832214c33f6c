import Runtime

extension DriverError {
    /// Where the test made the call that failed, found from the backtrace taken when
    /// the error left the driver's public API; nil when the binary has no debug
    /// information or the error did not come from a call.
    package var callSite: CallSite? {
        origin.flatMap { CallerLocation.find(in: $0.backtrace) }
    }

    /// The error, with the backtrace of the call it is leaving through (kept if it has
    /// one already, from a call made further in).
    func locatingCaller() -> DriverError {
        guard origin == nil, let backtrace = CallerLocation.backtrace() else { return self }
        var located = self
        located.origin = Origin(backtrace: backtrace)
        return located
    }

    /// A backtrace, kept out of the error's public shape.
    struct Origin: Sendable {
        let backtrace: Backtrace
    }
}

extension DriverError {
    /// An error for a failure the test's call is about to throw, with the backtrace of that call.
    static func atCaller(_ reason: Reason, diagnostics: Diagnostics? = nil) -> DriverError {
        DriverError(reason, diagnostics: diagnostics).locatingCaller()
    }
}

extension Result where Failure == DriverError {
    /// The value, or the error thrown with the backtrace of the call that is failing.
    func locatingCaller() throws(DriverError) -> Success {
        switch self {
        case let .success(value): return value
        case let .failure(error): throw error.locatingCaller()
        }
    }
}
