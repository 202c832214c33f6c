import Driver
import Glibc
import Testing

@Suite("The app never outlives its driver")
struct ParentDeathTests {
    @Test("killing the test process mid-journey takes the app down with it", arguments: [SIGKILL, SIGINT, SIGTERM])
    func appDiesWithItsDriver(signal: Int32) throws {
        let probe = try TestChild("driver-probe", arguments: ["--", "--uitesting", "--reset-state"])
        let report = try #require(probe.readLine()).split(separator: " ").map(String.init)
        let appPID = try #require(report.first.flatMap { pid_t($0) })
        // A killed driver cannot delete its state directory; the test does.
        defer { if report.count > 1 { removeDirectory(report[1]) } }
        #expect(kill(appPID, 0) == 0)

        probe.kill(with: signal)

        #expect(processExits(appPID, within: 2_000))
    }
}
