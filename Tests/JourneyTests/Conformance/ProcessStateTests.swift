import DriverTesting
@testable import ProtocolConformance
import SystemLayer
import Testing

/// How the parent-death check reads a process it watches.
@Suite("Process state", .dedicatedThread)
struct ProcessStateTests {
    @Test("a live process reads as running or sleeping, with its parent")
    func liveProcess() throws {
        // The state is its main thread's, which may be waiting while tests run.
        let state = try #require(ProcessState(of: Posix.processID))

        #expect(["R", "S"].contains(state.state))
        #expect(state.parent == Posix.parentProcessID)
        #expect(!state.hasEnded)
        #expect(state.description == "state \(state.state), parent pid \(Posix.parentProcessID)")
    }

    @Test("a child that has exited but is not yet reaped has ended; once reaped it is gone")
    func endedChild() throws {
        let pid = try ProcessSpawn("/bin/true").start()
        // Wait for the exit without reaping: the zombie stays in place.
        try Posix.waitUntilEnded(pid)

        let zombie = try #require(ProcessState(of: pid))
        #expect(zombie.state == "Z" && zombie.hasEnded)

        #expect(Posix.waitForExit(pid) != nil)
        #expect(ProcessState(of: pid) == nil)
    }
}
