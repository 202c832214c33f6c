import Driver
import Foundation
import Testing

/// The journey `journey record` recorded, over the drafted page objects; a journey
/// that hangs fails at its time limit.
@Suite("CheckoutRecording", .timeLimit(.minutes(1)))
struct CheckoutRecordingJourney {
    /// The secure fields' text, which the recording does not hold: from the environment.
    static let environment = ProcessInfo.processInfo.environment

    @Test("the recorded journey replays", .enabled(if: environment["PASSWORD_FIELD"] != nil, "set PASSWORD_FIELD to run it"))
    func recordedJourney() async throws {
        try await Self.run(passwordField: try #require(Self.environment["PASSWORD_FIELD"]))
    }

    /// The recorded steps, page by page; the app is ended however they end.
    static func run(passwordField: String) async throws {
        let app = App(executable: App.executable(named: "DemoApp"))
        app.launchArguments = ["--uitesting", "--reset-state", "--latency-ms", "200", "--terminal-size", "100x31"]
        try await app.launch()
        do {
            let login = try await CheckoutRecording.LoginPage(app)
            let dashboard = try await login.pressEnter(emailField: "user@example.com", passwordField: passwordField)
            let productName = try await dashboard.tapProductCell0(searchField: "Running\n")
            let cart = try await productName.tapCart()
            let checkout = try await cart.tapCheckoutButton(promoCodeField: "SAVE20\n")
            let orderConfirmation = try await checkout.tapCheckoutPay(addressNameField: "Ada Lovelace", addressStreetField: "12 St James's Square", addressCityField: "London", addressPostcodeField: "SW1Y 4JH")
            #expect(try await orderConfirmation.continueShoppingButton.exists)
            #expect(try await orderConfirmation.continueShoppingButton.label == "Continue Shopping")
        } catch {
            await app.terminate()
            throw error
        }
        await app.terminate()
    }
}
