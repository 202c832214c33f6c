import Driver
import Glibc
import DriverTesting
import Testing

@Suite("A program on a terminal never outlives its driver", .timeLimit(.minutes(1)), .hangReport)
struct TerminalParentDeathTests {
    /// The program ignores the hang-up of its terminal and does not read it, so only the
    /// parent-death signal can end it.
    @Test("killing the test process takes the program down, even one that ignores hangups", arguments: [SIGKILL, SIGINT, SIGTERM])
    func programDiesWithItsDriver(signal: Int32) throws {
        let probe = try TestChild("driver-probe", arguments: ["--program", "--", "sh", "-c", "trap '' HUP INT TERM; echo running; exec sleep 1000"])
        let line = try #require(probe.readLine())
        let programPID = try #require(pid_t(line), "the probe said: \(line)")
        #expect(kill(programPID, 0) == 0)

        probe.kill(with: signal)

        #expect(processExits(programPID, within: 2_000))
    }
}
