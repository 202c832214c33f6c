import Driver
import DriverTesting
import SystemLayer
import Testing

@Suite("App lifetime", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct LifetimeTests {
    @Test("an App that goes away kills its process at once, then reaps it and deletes its state directory")
    func appGoingAwayCleansUp() async throws {
        var app: App? = App(executable: demoApp)
        app?.launchArguments = ["--uitesting"]
        try await app?.launch()
        let pid = try #require(app?.processIdentifier)
        let directory = try #require(app?.stateDirectory)

        app = nil
        await App.waitForAppsThatWentAway()

        #expect(noSuchProcess(pid))
        #expect(!Posix.fileExists(directory))
    }

    @Test("an App ended in the background, still held, is not running at once, and its process and state directory are gone once the ending apps are")
    func endInBackgroundCleansUp() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting"]
        try await app.launch()
        let pid = try #require(app.processIdentifier)
        let directory = try #require(app.stateDirectory)

        app.endInBackground()

        #expect(app.state == .notRunning)
        await App.waitForAppsThatWentAway()
        #expect(noSuchProcess(pid))
        #expect(!Posix.fileExists(directory))
    }

    @Test("a test process that lets its App go and exits at once still reaps the app and deletes its directory first")
    func exitWaitsForAppsThatWentAway() throws {
        let probe = try TestChild("driver-probe", arguments: ["--let-go", "--", "--uitesting", "--reset-state"])
        let report = try #require(probe.readLine()).split(separator: " ").map(String.init)
        let appPID = try #require(report.first.flatMap { Int32($0) })
        let directory = try #require(report.count > 1 ? report[1] : nil)
        #expect(Posix.fileExists(directory))

        #expect(probe.finish() == .exited(0))

        #expect(!Posix.fileExists(directory), "the directory was deleted before the test process exited")
        #expect(processExits(appPID, within: 2_000))
    }

    @Test("terminate reaps the process and the state directory stays for the next launch")
    func terminateKeepsState() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting"]
        try await app.launch()
        let pid = try #require(app.processIdentifier)

        await app.terminate()

        #expect(app.state == .notRunning)
        #expect(app.exitStatus == .signaled(Signal.terminate))
        #expect(noSuchProcess(pid))
        #expect(Posix.fileExists(try #require(app.stateDirectory)))
    }

    @Test("a save still in flight when the app is terminated is on disk at the next launch")
    func terminateWritesPendingState() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-catalog"]
        try await app.launch()
        try await app.cells["productCell_0"].tap()
        try await app.buttons["addToCartButton"].tap()

        await app.terminate()
        let status = app.exitStatus
        app.launchArguments = ["--uitesting", "--mock-catalog"]
        try await app.launch()

        #expect(status == .signaled(Signal.terminate))
        #expect(try await app.tabBars.staticTexts["cart.badge"].label == "1")
    }

    @Test("launching a missing executable fails with its path and how to build it, leaving no directory")
    func missingExecutable() async throws {
        let app = App(executable: "/nonexistent/DemoApp")

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.launchProblem == .noExecutable(path: "/nonexistent/DemoApp"))
        #expect(
            error?.message
                == "launchFailed: cannot launch /nonexistent/DemoApp: no executable at /nonexistent/DemoApp; build it first with `swift build --product DemoApp` (swift test and swift run build it for you)"
        )
        #expect(app.stateDirectory == nil)
    }
}
