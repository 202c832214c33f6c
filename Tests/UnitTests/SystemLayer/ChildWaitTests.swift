import Glibc
import SystemLayer
import Testing
import DriverTesting

@Suite("Waiting for a child without reaping it", .dedicatedThread)
struct ChildWaitTests {
    @Test("after waiting for its end a child is a zombie still to be reaped, with its exit code")
    func leavesTheChildReapable() throws {
        let pid = try ProcessSpawn("/bin/sh", arguments: ["-c", "exit 7"]).start()

        try Posix.waitUntilEnded(pid)
        let state = ProcessStatus(of: pid)?.state
        let ended = Posix.hasEnded(pid)
        let status = Posix.waitForExit(pid)

        #expect(state == "Z")
        #expect(ended)
        #expect(status == .exited(7))
    }

    @Test("waiting for what is no child throws SystemError naming waitid and ECHILD")
    func noChild() {
        #expect(throws: SystemError(call: "waitid", code: ECHILD)) { try Posix.waitUntilEnded(Posix.processID) }
    }
}
