import Glibc
import SystemShims

/// What processes cost and what the machine has: CPU time, peak memory, cores. For the
/// benchmark's figures and the soak run's census; never for deadlines (see `Monotonic`).
package enum ProcessAccounting {
    /// The CPU time, user and system, this process has used (`own`) and its children
    /// that have been reaped (`reapedChildren`, `getrusage`).
    package static var cpuTime: (own: Duration, reapedChildren: Duration) {
        func total(_ who: __rusage_who) -> Duration {
            var usage = rusage()
            getrusage(__rusage_who_t(who.rawValue), &usage)
            return duration(usage.ru_utime) + duration(usage.ru_stime)
        }
        return (total(RUSAGE_SELF), total(RUSAGE_CHILDREN))
    }

    /// The CPU time the calling thread has used.
    package static var threadCPUTime: Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }

    /// The CPU time used so far by the children of `parent` that still run (which
    /// `cpuTime` counts only once they are reaped), from `/proc/PID/stat`.
    package static func cpuTimeOfRunningChildren(of parent: Int32) -> Duration {
        duration(ticks: ProcessStatus.all().filter { $0.status.parent == parent }.reduce(0) { $0 + $1.status.cpuTicks })
    }

    /// The CPU time, user and system, process `pid` has used so far: from its CPU-time
    /// clock (`clock_getcpuclockid`), to the nanosecond, or else from `/proc/PID/stat` in
    /// clock ticks (a hundredth of a second); nil when neither can say.
    package static func cpuTime(of pid: Int32) -> Duration? {
        var clock = clockid_t()
        var spec = timespec()
        // A clock's number holds the pid shifted left: past the kernel's largest pid (2²²)
        // it would name another clock.
        if pid > 0, pid <= 1 << 22, clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &spec) == 0 {
            return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
        }
        return ProcessStatus(of: pid).map { duration(ticks: $0.cpuTicks) }
    }

    /// Sets the peak resident memory of this process back to what it holds now
    /// (`/proc/self/clear_refs`), so a later `peakResidentKilobytes()` measures from here.
    /// False when the kernel does not allow it.
    package static func resetPeakResidentMemory() -> Bool {
        guard let descriptor = try? Posix.open("/proc/self/clear_refs", .writeOnly) else { return false }
        defer { Posix.close(descriptor) }
        return (try? Posix.writeAll(descriptor, Array("5".utf8))) != nil
    }

    /// The peak resident memory of process `pid` (this one when nil), in KiB: `VmHWM`
    /// from `/proc`. Unlike `getrusage`'s figure it belongs to the process's current
    /// image, not to whatever ran before `exec`. 0 when /proc cannot say.
    package static func peakResidentKilobytes(of pid: Int32? = nil) -> Int {
        guard let bytes = Posix.readWholeFile("/proc/\(pid.map(String.init) ?? "self")/status") else { return 0 }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    }

    /// The cores online.
    package static var coreCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The kernel, its release and the architecture: `Linux 6.1.0 x86_64`.
    package static var machine: String {
        var name = utsname()
        uname(&name)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        }
        return "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))"
    }

    /// `ticks` of the kernel's clock (`_SC_CLK_TCK` a second) as a duration.
    private static func duration(ticks: Int) -> Duration {
        let ticksPerSecond = Int64(max(1, sysconf(Int32(_SC_CLK_TCK))))
        return .nanoseconds(Int64(ticks) * 1_000_000_000 / ticksPerSecond)
    }

    private static func duration(_ value: timeval) -> Duration {
        .seconds(value.tv_sec) + .microseconds(value.tv_usec)
    }
}
