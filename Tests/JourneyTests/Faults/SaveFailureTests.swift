import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// Saves that fail for real: the app is given a state directory with something in the
/// way of the file it writes. (The tests run as any user, so an unwritable directory,
/// which root may write anyway, would prove nothing.)
@Suite("A save that fails", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct SaveFailureTests {
    /// Something put in the app's state directory that makes saving the cart fail.
    enum Obstacle: String, CaseIterable, CustomTestStringConvertible {
        /// A directory where the cart file goes: renaming the new file into place fails.
        case directoryInPlaceOfTheFile = "a directory where cart.json goes"
        /// The temporary file leads to `/dev/full`, a device that is always full.
        case fullDevice = "a full device under cart.json.tmp"

        var testDescription: String { rawValue }

        /// Puts the obstacle in `directory`.
        func place(in directory: String) throws(SystemError) {
            switch self {
            case .directoryInPlaceOfTheFile: try Posix.makeDirectory(directory + "/cart.json", permissions: 0o700)
            case .fullDevice: try Posix.makeSymbolicLink(at: directory + "/cart.json.tmp", to: "/dev/full")
            }
        }

        /// Takes it away again.
        func remove(from directory: String) {
            Posix.removeDirectory(directory + "/cart.json")
            Posix.unlink(directory + "/cart.json.tmp")
        }

        /// What the app's log says about the failure.
        func logLine(in directory: String) -> String {
            switch self {
            case .directoryInPlaceOfTheFile: "state: cannot rename into place \(directory)/cart.json: Is a directory"
            case .fullDevice: "state: cannot write \(directory)/cart.json.tmp: No space left on device"
            }
        }
    }

    @Test("a failed save is logged and the app shows an alert saying the changes were not saved", arguments: Obstacle.allCases)
    func failedSaveIsLoggedAndShown(obstacle: Obstacle) async throws {
        let app = try await launchWithObstacle(obstacle)

        try await app.buttons["addToCartButton"].tap()

        let directory = try #require(app.stateDirectory)
        #expect(await app.waitForLog(containing: obstacle.logLine(in: directory), timeout: .seconds(5)), "the app did not log the failure: \(app.log)")
        // Shown unasked, once the writer's thread has reported it: a wait that does not
        // settle for the idle screen (the failure may come just after the tap's answer).
        _ = try await app.waitForTree(timeout: .seconds(5)) { $0.root.containsDescendant { $0.identifier == "saveFailedAlert" } }
        #expect(try await app.alerts["saveFailedAlert"].label == "Changes Not Saved")
        #expect(try await app.alerts["saveFailedAlert"].buttons["alertOKButton"].exists)
    }

    @Test("after a relaunch, the failure that lost the state is in the diagnostics of the failure it causes", arguments: Obstacle.allCases)
    func failedSaveIsInTheLaterFailure(obstacle: Obstacle) async throws {
        let app = try await launchWithObstacle(obstacle)
        let directory = try #require(app.stateDirectory)
        try await app.buttons["addToCartButton"].tap()
        #expect(await app.waitForLog(containing: obstacle.logLine(in: directory), timeout: .seconds(5)))

        await app.terminate()
        obstacle.remove(from: directory)
        app.launchArguments = ["--uitesting", "--mock-catalog"]
        try await app.launch()
        let error = await #expect(throws: DriverError.self) { try await app.tabBars.staticTexts["cart.badge"].label }

        #expect(error?.code == .noSuchElement)
        let log = try #require(error?.diagnostics?.logTail)
        #expect(log.contains("[the previous launch, pid "), "\(log)")
        #expect(log.contains(obstacle.logLine(in: directory)), "\(log)")
        #expect(log.contains("[this launch, pid \(app.processIdentifier ?? 0)]"), "\(log)")
    }

    @Test("one alert stands for every save that fails while it shows")
    func oneAlertForManyFailures() async throws {
        let temporary = try TemporaryFolder()
        let directory = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        // In the way from the start (a launch removes leftover temporary files, not folders).
        try Posix.makeDirectory(directory + "/cart.json.tmp", permissions: 0o700)
        let app = App(executable: demoApp, stateDirectory: directory)
        // Rewrites the cart without pause, so saves keep failing behind the alert.
        app.launchArguments = ["--uitesting", "--mock-cart-with-item", "--debug-save-loop"]
        try await app.launch()
        let failure = "state: cannot create \(directory)/cart.json.tmp: Is a directory"

        _ = try await app.waitForTree(timeout: .seconds(5)) { $0.root.containsDescendant { $0.identifier == "saveFailedAlert" } }
        #expect(await app.waitForLog(containing: failure + "\n" + failure, timeout: .seconds(5)), "\(app.log)")

        #expect(try await app.alerts.count == 1)
    }

    @Test("a state root that is a file fails the launch, naming it")
    func stateRootIsAFile() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        let file = folder + "/not-a-folder"
        try #require(FileManager.default.createFile(atPath: file, contents: Data()))
        let environment = ProcessInfo.processInfo.environment.merging([App.stateRootEnvironmentKey: file]) { $1 }

        let probe = try TestChild("driver-probe", arguments: ["--", "--uitesting"], environment: environment)
        let output = probe.readAll()

        #expect(probe.waitForExit() == .exited(1))
        #expect(output.contains("launch failed: launchFailed: cannot launch the app: cannot create a state directory in \(file): Not a directory"), "\(output)")
    }

    /// An app on a product page, with `obstacle` in its state directory.
    private func launchWithObstacle(_ obstacle: Obstacle) async throws -> App {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-catalog"]
        try await app.launch()
        try await app.cells["productCell_0"].tap()
        let directory = try #require(app.stateDirectory)
        do {
            try obstacle.place(in: directory)
        } catch {
            Issue.record("cannot place \(obstacle.rawValue): \(error)")
            throw error
        }
        return app
    }
}
