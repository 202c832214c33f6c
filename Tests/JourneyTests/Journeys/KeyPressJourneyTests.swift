import Driver
import DriverTesting
import Testing

@Suite("Keys on the shop: one key value for apps and terminals", .tags(.journey), .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct KeyPressJourneyTests {
    @Test("a character types into the focused field, Tab and Shift-Tab move focus, and a key the shop has no use for is refused by name")
    func pressesTheTerminalsKeys() async throws {
        let app = try await JourneyConfiguration.standard.launch()
        let login = try await LoginPage(app)

        try await app.press(.character("a"))
        #expect(try await login.emailField.value == "a")
        try await app.press(.tab)
        #expect(try await login.passwordField.hasFocus)
        try await app.press(.backtab)
        #expect(try await login.emailField.hasFocus)

        let error = await #expect(throws: DriverError.self) { try await app.press(.ctrl("s")) }
        #expect(error?.message.contains("cannot press ctrl-s") == true, "\(error?.message ?? "")")
        #expect(try await login.emailField.value == "a", "the refused key typed nothing")
    }
}
