import Driver
import DriverTesting
import Testing

/// Guide, lesson 8: tests that run at once share nothing: each app has its own process
/// and state directory.
@Suite("Guide: isolation", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct IsolationLesson {
    @Test("two apps on one state directory: the second refuses to start, naming the first")
    func sharedDirectoryIsRefused() async throws {
        let temporary = try TemporaryFolder()
        let directory = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        let other = App(executable: demoApp, stateDirectory: directory)  // another test's app, still running
        other.launchArguments = ["--uitesting"]
        try await other.launch()

        let error = await #expect(throws: DriverError.self) {
            try await StateLesson.profileShowsTheEmail(stateDirectory: directory)
        }

        #expect(PrintedText(error) == PrintedText(#"launchFailed: cannot launch …/.build/debug/DemoApp: it exited with exit code 4 before sending its first screen"#))
        #expect(
            error?.diagnostics?.logTail.split(separator: "\n").last.map { PrintedText(String($0)) }
                == PrintedText(#"DemoApp: state directory /tmp/journey-files-I0oflM is in use by pid 27118 (DemoApp); give each running app its own --state-dir"#))
    }

    @Test("apps that run at once each get their own state directory, removed when the app goes", arguments: 0..<4)
    func eachAppHasItsOwnDirectory(run: Int) async throws {
        // Do: let each App make its own directory.
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-cart-with-item"]
        try await app.launch()

        let cart = try await ShopPage(app).openCart().increaseQuantity(ofItem: 0)

        #expect(try await cart.quantity(0).label == "2")
        #expect(app.stateDirectory?.hasPrefix(App.stateRoot + "/tui-app") == true)
    }
}
