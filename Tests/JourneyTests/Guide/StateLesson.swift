import Driver
import DriverTesting
import Testing

/// Guide, lesson 7: each test starts from a known state and makes its own preconditions.
@Suite("Guide: state reset", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct StateLesson {
    // Don't: two tests that share one state directory, the second relying on the first.

    /// Signs in, which saves the session in `directory`.
    static func signInSavesTheSession(stateDirectory directory: String) async throws {
        let app = App(executable: demoApp, stateDirectory: directory)
        app.launchArguments = ["--uitesting"]
        try await app.launch()

        _ = try await LoginPage(app).signIn(as: .standard)
        await app.terminate()
    }

    /// Expects the session the test above saved.
    static func profileShowsTheEmail(stateDirectory directory: String) async throws {
        let app = App(executable: demoApp, stateDirectory: directory)
        app.launchArguments = ["--uitesting"]
        try await app.launch()

        try await app.tabBars.buttons["Profile"].tap()
        #expect(try await app.staticTexts["profileEmailLabel"].label == "user@example.com")
    }

    @Test("the second test passes after the first")
    func passesInOrder() async throws {
        let temporary = try TemporaryFolder()
        let directory = temporary.path
        defer { withExtendedLifetime(temporary) {} }

        try await Self.signInSavesTheSession(stateDirectory: directory)
        try await Self.profileShowsTheEmail(stateDirectory: directory)
    }

    @Test("the second test fails when it runs alone, on a fresh directory")
    func failsAlone() async throws {
        let temporary = try TemporaryFolder()
        let directory = temporary.path
        defer { withExtendedLifetime(temporary) {} }

        let error = await #expect(throws: DriverError.self) {
            try await Self.profileShowsTheEmail(stateDirectory: directory)
        }

        #expect(
            PrintedText(error)
                == PrintedText(
                    #"noSuchElement: no element matches app.tabBars.buttons["Profile"] (app.tabBars already matches nothing) (the app is idle, showing the "Sign In" screen (#loginNavigationBar), so nothing will change until the test acts; checked after 385 µs)"#
                ))
    }

    @Test("a test that resets the state and seeds its own session passes alone, in any order")
    func resetAndSeed() async throws {
        // Do: reset, then seed what this test needs.
        let app = try await JourneyConfiguration.standard.launch(.mockLoggedInUser)  // --uitesting --reset-state --mock-logged-in-user

        let profile = try await ShopPage(app).openProfile()

        #expect(try await profile.emailLabel.label == "user@example.com")
    }
}
