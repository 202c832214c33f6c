import SystemLayer

/// Nanoseconds of the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    Monotonic.now.nanoseconds
}

/// Runs `body` and returns how long it took, in nanoseconds.
func time(_ body: () throws -> Void) rethrows -> Double {
    let start = monotonicNanoseconds()
    try body()
    return Double(monotonicNanoseconds() - start)
}

/// Runs `body` and returns how long it took, in nanoseconds.
func time(_ body: () async throws -> Void) async rethrows -> Double {
    let start = monotonicNanoseconds()
    try await body()
    return Double(monotonicNanoseconds() - start)
}

/// CPU time this process and its reaped children have used, in nanoseconds.
func cpuNanoseconds() -> (own: Double, children: Double) {
    let (own, children) = ProcessAccounting.cpuTime
    return (own.nanosecondsValue, children.nanosecondsValue)
}

/// CPU time used so far by this process's children that still run (a prepared
/// process, which `RUSAGE_CHILDREN` counts only once reaped), in nanoseconds.
func runningChildrenCPUNanoseconds() -> Double {
    ProcessAccounting.cpuTimeOfRunningChildren(of: Posix.processID).nanosecondsValue
}

/// The peak resident memory of process `pid` (this one when nil), in KiB.
func peakResidentKilobytes(of pid: Int32? = nil) -> Int {
    ProcessAccounting.peakResidentKilobytes(of: pid)
}

extension Duration {
    /// The duration in nanoseconds, as a `Double`.
    var nanosecondsValue: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
