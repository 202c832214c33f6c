import Driver
import DriverTesting
import Glibc
import Testing

@Suite("App lifetime", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct LifetimeTests {
    @Test("an App that goes away kills its process at once, then reaps it and deletes its state directory")
    func appGoingAwayCleansUp() async throws {
        var app: App? = App()
        app?.launchArguments = ["--uitesting"]
        try await app?.launch()
        let pid = try #require(app?.processIdentifier)
        let directory = try #require(app?.stateDirectory)

        app = nil
        await App.waitForAppsThatWentAway()

        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(access(directory, F_OK) == -1)
    }

    @Test("a test process that lets its App go and exits at once still reaps the app and deletes its directory first")
    func exitWaitsForAppsThatWentAway() throws {
        let probe = try TestChild("driver-probe", arguments: ["--let-go", "--", "--uitesting", "--reset-state"])
        let report = try #require(probe.readLine()).split(separator: " ").map(String.init)
        let appPID = try #require(report.first.flatMap { pid_t($0) })
        let directory = try #require(report.count > 1 ? report[1] : nil)
        #expect(access(directory, F_OK) == 0)

        #expect(probe.finish() == .exited(0))

        #expect(access(directory, F_OK) == -1, "the directory was deleted before the test process exited")
        #expect(processExits(appPID, within: 2_000))
    }

    @Test("terminate reaps the process and the state directory stays for the next launch")
    func terminateKeepsState() async throws {
        let app = App()
        app.launchArguments = ["--uitesting"]
        try await app.launch()
        let pid = try #require(app.processIdentifier)

        await app.terminate()

        #expect(app.state == .notRunning)
        #expect(app.exitStatus == .signaled(SIGTERM))
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(access(try #require(app.stateDirectory), F_OK) == 0)
    }

    @Test("a save still in flight when the app is terminated is on disk at the next launch")
    func terminateWritesPendingState() async throws {
        let app = App()
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-catalog"]
        try await app.launch()
        try await app.cells["productCell_0"].tap()
        try await app.buttons["addToCartButton"].tap()

        await app.terminate()
        let status = app.exitStatus
        app.launchArguments = ["--uitesting", "--mock-catalog"]
        try await app.launch()

        #expect(status == .signaled(SIGTERM))
        #expect(try await app.tabBars.staticTexts["cart.badge"].label == "1")
    }

    @Test("launching a missing executable fails with its path and how to build it, leaving no directory")
    func missingExecutable() async throws {
        let app = App(executable: "/nonexistent/DemoApp")

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.launchProblem == .noExecutable(path: "/nonexistent/DemoApp"))
        #expect(error?.message == "launchFailed: cannot launch /nonexistent/DemoApp: no executable at /nonexistent/DemoApp; build it first with `swift build --product DemoApp` (swift test and swift run build it for you)")
        #expect(app.stateDirectory == nil)
    }
}
