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

/// The peak resident memory of process `pid` (`self` for this one), in KiB: `VmHWM`
/// from `/proc`. Unlike `getrusage`'s figure it belongs to the process's current
/// image, so it does not include whatever ran before `exec` (such as `swift run`).
func peakResidentKilobytes(of pid: String = "self") -> Int {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let length = line.firstIndex(of: 0) ?? line.count
        let text = String(decoding: line[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("VmHWM:") else { continue }
        return Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}
