import DriverTesting
import Glibc
@testable import ProtocolConformance
import Testing

/// How the parent-death check reads a process it watches.
@Suite("Process state", .dedicatedThread)
struct ProcessStateTests {
    @Test("a live process reads as running or sleeping, with its parent")
    func liveProcess() throws {
        // The state is its main thread's, which may be waiting while tests run.
        let state = try #require(ProcessState(of: getpid()))

        #expect(["R", "S"].contains(state.state))
        #expect(state.parent == getppid())
        #expect(!state.hasEnded)
        #expect(state.description == "state \(state.state), parent pid \(getppid())")
    }

    @Test("a child that has exited but is not yet reaped has ended; once reaped it is gone")
    func endedChild() throws {
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { argv.forEach { free($0) } }
        try #require(posix_spawn(&pid, "/bin/true", nil, nil, &argv, environ) == 0)
        // Wait for the exit without reaping: WNOWAIT leaves the zombie in place.
        var info = siginfo_t()
        try #require(waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == 0)

        let zombie = try #require(ProcessState(of: pid))
        #expect(zombie.state == "Z" && zombie.hasEnded)

        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid)
        #expect(ProcessState(of: pid) == nil)
    }
}
