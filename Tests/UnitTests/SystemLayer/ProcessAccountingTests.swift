import DriverTesting
import Glibc
import SystemLayer
import Testing

/// What the benchmark reads of processes and the machine: each figure against what
/// the system says another way, or against work done in the test.
@Suite("Process accounting", .serialized, .dedicatedThread)
struct ProcessAccountingTests {
    /// Spins until the calling thread has used `duration` of CPU.
    private func burn(_ duration: Duration) {
        let start = ProcessAccounting.threadCPUTime
        var sink = 0
        while ProcessAccounting.threadCPUTime - start < duration { sink &+= 1 }
        #expect(sink > 0)
    }

    @Test("the thread's CPU time grows by the work it does, and the process's by at least as much")
    func cpuTimeGrows() {
        let (ownBefore, _) = ProcessAccounting.cpuTime
        let threadBefore = ProcessAccounting.threadCPUTime

        burn(.milliseconds(30))

        #expect(ProcessAccounting.threadCPUTime - threadBefore >= .milliseconds(30))
        #expect(ProcessAccounting.cpuTime.own - ownBefore >= .milliseconds(20))
    }

    /// A shell loop that computes for a while.
    private static let busy = "i=0; while [ $i -lt 50000 ]; do i=$((i+1)); done"

    @Test("a reaped child's CPU time is counted with the reaped children's, a running one's with the running children's")
    func childrenCPUTime() throws {
        let busy = Self.busy
        let reapedBefore = ProcessAccounting.cpuTime.reapedChildren
        let first = try ProcessSpawn("/bin/sh", arguments: ["-c", busy]).start()
        _ = Posix.waitForExit(first)
        #expect(ProcessAccounting.cpuTime.reapedChildren > reapedBefore)

        // Read while the child waits, unreaped, once it has said it is done computing.
        let second = try ComputingChild(script: busy)
        defer { second.end() }

        #expect(ProcessAccounting.cpuTimeOfRunningChildren(of: Posix.processID) > .zero)
        #expect(ProcessAccounting.cpuTimeOfRunningChildren(of: second.pid) == .zero)
    }

    @Test("the running children's CPU time, counted in clock ticks, is the child's own to within two ticks")
    func runningChildrenTicksMatchTheClock() throws {
        // A shell whose only child computes, then waits: both read while it waits, its CPU
        // time no longer growing.
        let shell = try ComputingChild(script: "/bin/sh -c '\(Self.busy); echo done; read line'; :", sayingDone: false)
        defer { shell.end() }
        let parent = shell.pid
        let child = try #require(ProcessFamily.members(from: parent).dropFirst().first, "the shell has no child")

        let clock = try #require(ProcessAccounting.cpuTime(of: child))
        let ticks = ProcessAccounting.cpuTimeOfRunningChildren(of: parent)

        #expect(clock > .milliseconds(20), "the child computed for \(clock)")
        #expect(abs((ticks - clock) / .milliseconds(1)) <= 20, "ticks say \(ticks), the clock \(clock)")
    }

    /// A shell running `script` with its input and output on pipes: it computes, says so
    /// on its output, then waits on its input. Made once it has said so.
    struct ComputingChild {
        let pid: Int32
        private let input: Int32
        private let output: Int32

        /// Starts the shell and waits until it says it is done computing; `sayingDone`
        /// false when `script` says so itself.
        init(script: String, sayingDone: Bool = true) throws {
            let input = try Posix.pipe(), output = try Posix.pipe()
            pid = try ProcessSpawn(
                "/bin/sh", arguments: ["-c", sayingDone ? script + "; echo done; read line" : script],
                descriptors: [.duplicate(input.read, as: 0), .duplicate(output.write, as: 1)]
            ).start()
            Posix.close(input.read)
            Posix.close(output.write)
            self.input = input.write
            self.output = output.read
            var said = [UInt8](repeating: 0, count: 16)
            #expect(((try? Posix.read(output.read, into: &said)) ?? 0) > 0, "the child said it had computed")
        }

        /// Kills the shell and its children, reaps it and closes the pipes.
        func end() {
            for member in ProcessFamily.members(from: pid).reversed() { _ = Posix.kill(member, Signal.kill) }
            _ = Posix.waitForExit(pid)
            Posix.close(input)
            Posix.close(output)
        }
    }

    @Test("peak memory is this process's VmHWM, at least its current size; a process that is not there has none")
    func peakMemory() {
        let own = ProcessAccounting.peakResidentKilobytes()

        #expect(own > 1_000)
        #expect(ProcessAccounting.peakResidentKilobytes(of: Posix.processID) >= own)
        #expect(ProcessAccounting.peakResidentKilobytes(of: Int32.max) == 0)
    }

    @Test("a process's CPU time read by its pid grows by the work this one does; a process that is not there has none")
    func cpuTimeOfProcess() throws {
        let before = try #require(ProcessAccounting.cpuTime(of: Posix.processID))

        burn(.milliseconds(50))

        let after = try #require(ProcessAccounting.cpuTime(of: Posix.processID))
        #expect(after - before >= .milliseconds(50))
        // Read from the process's CPU clock, not in /proc's clock ticks (a hundredth of a
        // second): a reading is a whole number of ticks about once in ten million.
        #expect(after.components.attoseconds % 10_000_000_000_000_000 != 0, "\(after) is a whole number of clock ticks")
        #expect(ProcessAccounting.cpuTime(of: Int32.max) == nil)
    }

    @Test("setting the peak memory back makes it what the process holds now, below a peak it no longer holds")
    func peakMemoryReset() throws {
        do {
            let block = [UInt8](repeating: 1, count: 96 << 20)
            #expect(block.last == 1)
        }
        let peakWithBlock = ProcessAccounting.peakResidentKilobytes()
        try #require(peakWithBlock >= 96 << 10, "the 96 MiB block counted in the peak")

        #expect(ProcessAccounting.resetPeakResidentMemory())

        #expect(ProcessAccounting.peakResidentKilobytes() < peakWithBlock - (48 << 10))
    }

    @Test("the core count and the machine are what sysconf and uname say")
    func machine() {
        var name = utsname()
        uname(&name)
        let system = withUnsafeBytes(of: name.sysname) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }

        #expect(ProcessAccounting.coreCount == max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #expect(ProcessAccounting.machine.hasPrefix(system + " "))
        #expect(ProcessAccounting.machine.split(separator: " ").count == 3)
    }
}
