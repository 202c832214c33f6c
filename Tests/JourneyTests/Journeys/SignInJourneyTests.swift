import Driver
import Testing

@Suite("Sign-in journey")
struct SignInJourneyTests {
    let app = App()

    init() {
        app.launchArguments = ["--uitesting", "--reset-state"]
    }

    @Test("signing in with a stub account shows the dashboard")
    func signInShowsDashboard() async throws {
        try await app.launch()

        let home = try await LoginPage(app).signIn(as: .standard)

        #expect(try home.title.label == "Shop")
    }

    @Test("a wrong password shows the error and stays on the sign-in screen")
    func wrongPasswordShowsError() async throws {
        try await app.launch()

        let login = try await LoginPage(app).signInExpectingFailure(as: .wrongPassword)

        #expect(try login.errorLabel.label == "Incorrect email or password.")
        #expect(!app.staticTexts["dashboardTitle"].exists)
    }

    @Test("a session survives terminate and relaunch")
    func sessionSurvivesRelaunch() async throws {
        try await app.launch()
        _ = try await LoginPage(app).signIn(as: .standard)

        await app.terminate()
        app.launchArguments = ["--uitesting"]
        try await app.launch()

        _ = try await HomePage(app)
    }

    @Test("--reset-state clears a persisted session")
    func resetStateClearsSession() async throws {
        try await app.launch()
        _ = try await LoginPage(app).signIn(as: .standard)

        await app.terminate()
        try await app.launch()

        _ = try await LoginPage(app)
    }
}
