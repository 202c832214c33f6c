import Glibc

/// Nanoseconds of the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
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
    func total(_ who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        let user = Double(usage.ru_utime.tv_sec) * 1e9 + Double(usage.ru_utime.tv_usec) * 1e3
        let system = Double(usage.ru_stime.tv_sec) * 1e9 + Double(usage.ru_stime.tv_usec) * 1e3
        return user + system
    }
    return (total(RUSAGE_SELF), total(RUSAGE_CHILDREN))
}

/// Peak resident memory of this process, in KiB.
func peakResidentKilobytes() -> Int {
    var own = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
    return own.ru_maxrss
}
