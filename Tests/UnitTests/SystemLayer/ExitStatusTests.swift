import DriverTesting
import SystemLayer
import Testing

@Suite("How a process ended", .dedicatedThread)
struct ExitStatusTests {
    @Test(
        "each ending is said one way: an exit code, or a signal with its name where it has one",
        arguments: [
            (SystemLayer.ExitStatus.exited(7), "exit code 7"),
            (.exited(0), "exit code 0"),
            (.unreaped, "exit code -1"),
            (.signaled(Signal.kill), "signal \(Signal.kill) (SIGKILL)"),
            (.signaled(Signal.segmentationFault), "signal \(Signal.segmentationFault) (SIGSEGV)"),
            (.signaled(Signal.windowChanged), "signal \(Signal.windowChanged)"),
        ])
    func description(status: SystemLayer.ExitStatus, wording: String) {
        #expect(status.description == wording)
    }

    @Test(
        "a reaped child's status is decoded into its exit code or the signal that killed it, and its shell status",
        arguments: [
            ("exit 7", SystemLayer.ExitStatus.exited(7), Int32(7)),
            ("kill -KILL $$", .signaled(Signal.kill), 128 + Signal.kill),
        ])
    func decodesTheWaitStatus(script: String, ending: SystemLayer.ExitStatus, shellStatus: Int32) throws {
        let pid = try ProcessSpawn("/bin/sh", arguments: ["-c", script]).start()

        let status = Posix.waitForExit(pid)

        #expect(status == ending)
        #expect(status?.shellStatus == shellStatus)
    }

    @Test("what is no child of this process is not reaped")
    func noChild() {
        #expect(Posix.waitForExit(Posix.processID) == nil)
    }
}
