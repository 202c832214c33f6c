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

/// CPU time used so far by this process's children that still run (a prepared
/// process, which `RUSAGE_CHILDREN` counts only once reaped), in nanoseconds.
func runningChildrenCPUNanoseconds() -> Double {
    let me = String(getpid())
    guard let directory = opendir("/proc") else { return 0 }
    defer { closedir(directory) }
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    var total = 0.0
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        guard name.first?.isNumber == true, let file = fopen("/proc/\(name)/stat", "r") else { continue }
        var line = [CChar](repeating: 0, count: 1024)
        let read = fgets(&line, Int32(line.count), file) != nil
        fclose(file)
        guard read else { continue }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // After the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
        guard let close = text.lastIndex(of: ")") else { continue }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, fields[1] == me else { continue }
        total += ((Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)) / ticks * 1e9
    }
    return total
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
