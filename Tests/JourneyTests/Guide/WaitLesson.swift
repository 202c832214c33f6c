import Driver
import DriverTesting
import JourneyScript
import Testing

/// Guide, lesson 5: wait on a condition the app reports, never for a fixed time.
@Suite("Guide: waits on conditions", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct WaitLesson {
    /// The sign-in screen on a network that takes 1.5 s a request, with the form filled in.
    /// The sign-in form filled in, on a network whose requests take `latency` (by default
    /// the slow network's 1.5 s).
    static func signInFormOnASlowNetwork(latency: Duration? = nil) async throws -> LoginPage {
        let app = App(executable: demoApp)
        app.launchArguments =
            ["--uitesting", "--reset-state", "--network", "slow"]
            + (latency.map { ["--latency-ms", "\($0.components.seconds * 1000)"] } ?? [])
        try await app.launch()
        return try await LoginPage(app).fill(email: "user@example.com", password: "securePass1")
    }

    @Test("waiting for the shop returns when it shows, however long the sign-in takes")
    func waitReturnsWhenTheShopShows() async throws {
        let login = try await Self.signInFormOnASlowNetwork()

        try await login.loginButton.tap()
        let shop = try await ShopPage(login.app)  // Do: waits until the shop shows

        #expect(try await shop.title.label == "Shop")
    }

    @Test("a read waits for the app to finish what the tap started")
    func readsWait() async throws {
        let login = try await Self.signInFormOnASlowNetwork()

        try await login.loginButton.tap()

        #expect(try await login.app.staticTexts["dashboardTitle"].label == "Shop")
    }

    @Test("a fixed pause, then a look at the screen as it is, races the request and loses")
    func fixedPauseRaces() async throws {
        // A request that takes ten minutes: the race is lost however slow the machine.
        let login = try await Self.signInFormOnASlowNetwork(latency: .seconds(600))
        let app = login.app

        let error = await #expect(throws: DriverError.self) {
            try await login.loginButton.tap()
            await pause(for: .milliseconds(100))  // Don't: "long enough on my machine"
            _ = try app.staticTexts["dashboardTitle"].instant.label
        }

        #expect(
            PrintedText(error)
                == PrintedText(
                    #"noSuchElement: no element matches app.staticTexts["dashboardTitle"] (after 0 µs; the app was still busy with network: POST /session (1500 ms left))"#))
    }

    @Test("a journey's wait on a virtual clock fast-forwards the app's timers: 1.5 s of sign-in in milliseconds")
    func waitInAJourney() async throws {
        let result = await JourneyRunner().run(try JourneyParser.parse(Self.slowSignInJourney, file: "slow-sign-in.journey"))

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    static let slowSignInJourney = """
        launch --uitesting --reset-state --network slow --clock virtual
        type "user@example.com" into textFields["emailField"]
        type "securePass1" into secureTextFields["passwordField"]
        tap buttons["loginButton"]
        wait staticTexts["dashboardTitle"] exists within 5s
        """
}
