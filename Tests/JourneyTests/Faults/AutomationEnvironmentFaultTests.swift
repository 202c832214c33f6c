import Driver
import DriverTesting
import Foundation
import Testing

@Suite("A bad automation environment", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct AutomationEnvironmentFaultTests {
    @Test(
        "the app refuses an automation descriptor it cannot use, saying why, with status 6, instead of hanging or failing silently",
        arguments: [
            ("1", "TUI_AUTOMATION_FD=1 names standard output, not an automation channel"),
            ("0", "TUI_AUTOMATION_FD=0 names standard input, not an automation channel"),
            ("999", "TUI_AUTOMATION_FD=999 names a descriptor that is not open (Bad file descriptor)"),
            ("three", "TUI_AUTOMATION_FD='three' is not a file descriptor number"),
        ])
    func badDescriptor(value: String, message: String) throws {
        let environment = ProcessInfo.processInfo.environment.merging(["TUI_AUTOMATION_FD": value]) { $1 }
        let app = try TestChild(demoApp, arguments: ["--uitesting"], environment: environment)

        let output = app.readAll()

        #expect(app.waitForExit() == .exited(6))
        #expect(output.contains("DemoApp: " + message))
    }

    @Test(
        "the conformance fake refuses a descriptor of the standard three, or none, with status 6, saying it must run under a driver",
        arguments: ["0", "1", "2", "three", ""])
    func conformanceFakeRefusesStandardDescriptors(value: String) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TUI_AUTOMATION_FD"] = value.isEmpty ? nil : value
        let fake = try TestChild("conformance-fake", arguments: [], environment: environment)

        let output = fake.readAll()

        #expect(fake.waitForExit() == .exited(6), "\(output)")
        #expect(output.contains("conformance-fake: run me under a driver (TUI_AUTOMATION_FD)"))
    }
}
