import Driver
import DriverTesting
import Foundation
import Testing

/// The release build of DemoApp, built by `swift build -c release --product DemoApp`
/// (`.ci/run` builds it before the tests), or `$DEMOAPP_RELEASE_PATH`.
let releaseDemoApp: String? = {
    if let path = ProcessInfo.processInfo.environment["DEMOAPP_RELEASE_PATH"], !path.isEmpty { return path }
    let debugDirectory = TestChild.buildDirectory
    guard debugDirectory.hasSuffix("/debug") else { return nil }
    let path = String(debugDirectory.dropLast("debug".count)) + "release/DemoApp"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

@Suite(
    "Release builds refuse test flags", .enabled(if: releaseDemoApp != nil, "needs a release DemoApp: swift build -c release --product DemoApp"), .timeLimit(.minutes(1)),
    .hangReport, .dedicatedThread)
struct ReleaseGateTests {
    static let testOnlyArguments: [[String]] = [
        ["--uitesting"], ["--reset-state"], ["--mock-catalog"], ["--mock-orders"], ["--mock-logged-in-user"],
        ["--mock-cart-with-item"], ["--network", "offline"], ["--latency-ms", "5"], ["--payment", "declined"],
        ["--clock", "virtual"], ["--debug-crash-at", "1:abort"], ["--debug-hang-at", "1"], ["--debug-no-first-tree"],
        ["--debug-exit-before-first-tree"], ["--debug-save-loop"], ["--debug-ignore-sigterm"],
        ["--debug-no-parent-death-signal"],
    ]

    @Test(
        "every test-only flag makes a release build exit non-zero, saying why, with its state untouched",
        arguments: testOnlyArguments)
    func refusesTestFlag(arguments: [String]) throws {
        let temporary = try TemporaryFolder()
        let directory = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        let session = #"{"revision": 4, "user": {"email": "test@example.com"}}"#
        try session.write(toFile: directory + "/session.json", atomically: true, encoding: .utf8)

        let releasePath = try #require(releaseDemoApp)
        let app = try TestChild(releasePath, arguments: arguments + ["--state-dir", directory])
        let output = app.readAll()
        let status = app.waitForExit()

        #expect(status == .exited(2))
        #expect(output.contains("'\(arguments[0])' is a test-only launch argument"))
        #expect(output.contains("test flags are refused in release builds"))
        #expect(try String(contentsOfFile: directory + "/session.json", encoding: .utf8) == session)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["session.json"])
    }

    @Test("a test-only setting given by environment variable is refused too")
    func refusesTestEnvironment() throws {
        let releasePath = try #require(releaseDemoApp)
        let app = try TestChild(releasePath, arguments: [], environment: ["DEMOAPP_MOCK_LOGGED_IN_USER": "1"])
        let output = app.readAll()

        #expect(app.waitForExit() == .exited(2))
        #expect(output.contains("DEMOAPP_MOCK_LOGGED_IN_USER"))
    }

    @Test(
        "the release binary holds no stub scenario or fault code, which the debug binary does",
        arguments: [
            "TestScenarios", "FaultInjection", "FaultPlan",
        ])
    func noStubCode(typeName: String) throws {
        let releasePath = try #require(releaseDemoApp)
        let release = try #require(FileManager.default.contents(atPath: releasePath))
        let debug = try #require(FileManager.default.contents(atPath: demoApp))
        // Swift symbols name a type by its length and name (`13TestScenarios`); the
        // release build's debug info still names the source files, which hold no code there.
        let needle = Data("\(typeName.count)\(typeName)".utf8)

        #expect(release.range(of: needle) == nil)
        #expect(debug.range(of: needle) != nil)
    }
}
