import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

@Suite("The app never outlives its driver", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct ParentDeathTests {
    @Test("killing the test process mid-journey takes the app down with it", arguments: [Signal.kill, Signal.interrupt, Signal.terminate])
    func appDiesWithItsDriver(signal: Int32) throws {
        let probe = try TestChild("driver-probe", arguments: ["--", "--uitesting", "--reset-state"])
        let report = try #require(probe.readLine()).split(separator: " ").map(String.init)
        let appPID = try #require(report.first.flatMap { Int32($0) })
        // A killed driver cannot delete its state directory; the test does.
        defer { if report.count > 1 { removeDirectory(report[1]) } }
        #expect(Posix.kill(appPID, 0))

        probe.kill(with: signal)

        #expect(processExits(appPID, within: 2_000))
    }
}

@Suite("An app whose driver is already gone", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct OrphanLaunchTests {
    @Test("an app started for a driver that is no longer its parent exits at once with status 1, saying why")
    func exitsWhenDriverIsGone() throws {
        let environment = ProcessInfo.processInfo.environment.merging([
            "TUI_AUTOMATION_FD": "3", "TUI_AUTOMATION_PARENT_PID": "1",
        ]) { $1 }
        let app = try TestChild(demoApp, arguments: ["--uitesting"], environment: environment)

        let output = app.readAll()

        #expect(app.waitForExit() == .exited(1))
        #expect(output.contains("the driver that launched this app has already gone"))
    }
}
