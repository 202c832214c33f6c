import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

@Suite("A program on a terminal never outlives its driver", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct TerminalParentDeathTests {
    /// The program ignores the hang-up of its terminal and does not read it, so only the
    /// parent-death signal can end it.
    @Test("killing the test process takes the program down, even one that ignores hangups", arguments: [Signal.kill, Signal.interrupt, Signal.terminate])
    func programDiesWithItsDriver(signal: Int32) throws {
        let probe = try TestChild("driver-probe", arguments: ["--program", "--", "sh", "-c", "trap '' HUP INT TERM; echo running; exec sleep 1000"])
        let line = try #require(probe.readLine())
        let programPID = try #require(Int32(line), "the probe said: \(line)")
        #expect(Posix.kill(programPID, 0))

        probe.kill(with: signal)

        #expect(processExits(programPID, within: 2_000))
    }

    /// What the program started in its group ignores the hang-up too, so only the
    /// driver's keeper can end it.
    @Test(
        "killing the test process takes down what the program started in its group, even what ignores hangups",
        arguments: [Signal.kill, Signal.interrupt, Signal.terminate])
    func programsChildrenDieWithTheDriver(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let pidFile = folder.path + "/child.pid"
        let script = "trap '' HUP INT TERM; sleep 1000 & echo $! > \"$0\"; echo running; wait"
        let probe = try TestChild("driver-probe", arguments: ["--program", "--", "sh", "-c", script, pidFile])
        let line = try #require(probe.readLine())
        #expect(Int32(line) != nil, "the probe said: \(line)")
        let written = try folder.read("child.pid").trimmingCharacters(in: .whitespacesAndNewlines)
        let child = try #require(Int32(written), "the program wrote: \(written)")
        #expect(Posix.kill(child, 0))

        probe.kill(with: signal)

        #expect(processExits(child, within: 2_000))
    }
}
