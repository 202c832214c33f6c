import Driver
import DriverTesting
import Testing

/// Guide, lesson 4: one page object per screen, the only place that knows its identifiers.
@Suite("Guide: page objects", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct PageObjectLesson {
    /// Don't: every test spells out the sign-in screen's identifiers.
    static func openOrdersSigningInByHand(_ app: App, password: String) async throws {
        try await app.textFields["emailField"].typeText("user@example.com")
        try await app.secureTextFields["passwordField"].typeText(password)
        try await app.buttons["loginButton"].tap()
        try await app.tabBars.buttons["Orders"].tap()
    }

    /// Do: the pages know the identifiers, and each step checks where it landed.
    static func openOrdersSigningIn(_ app: App, as account: Account) async throws -> OrdersPage {
        try await LoginPage(app).signIn(as: account).openOrders()
    }

    @Test("through page objects, a journey reads as the steps a person takes")
    func pagesReadAsSteps() async throws {
        let app = try await JourneyConfiguration.standard.launch(.mockOrders)

        let orders = try await Self.openOrdersSigningIn(app, as: .standard)

        #expect(try await orders.orderCell(0).label == "Order #1003")
    }

    @Test("by hand, a refused sign-in fails later, at the first query the sign-in screen cannot answer")
    func byHandFailsLater() async throws {
        let app = try await JourneyConfiguration.standard.launch(.mockOrders)

        let error = await #expect(throws: DriverError.self) {
            try await Self.openOrdersSigningInByHand(app, password: "not-the-password")
        }

        #expect(
            PrintedText(error)
                == PrintedText(
                    #"noSuchElement: no element matches app.tabBars.buttons["Orders"] (app.tabBars already matches nothing) (the app is idle, showing the "Sign In" screen (#loginNavigationBar) with "Incorrect email or password." (#loginErrorLabel), so nothing will change until the test acts; checked after 354 µs)"#
                ))
    }

    @Test("through pages, the same refusal fails at the sign-in, naming the screen it expected")
    func pagesFailAtTheStep() async throws {
        let app = try await JourneyConfiguration.standard.launch(.mockOrders)

        let error = await #expect(throws: ScreenMismatch.self) {
            _ = try await Self.openOrdersSigningIn(app, as: .wrongPassword)
        }

        #expect(
            PrintedText(error)
                == PrintedText(
                    #"expected the Shop screen (app.staticTexts["dashboardTitle"]) but the app shows #loginNavigationBar; noSuchElement: no element matches app.staticTexts["dashboardTitle"] (the app is idle, showing the "Sign In" screen (#loginNavigationBar) with "Incorrect email or password." (#loginErrorLabel), so nothing will change until the test acts; checked after 430 µs)"#
                ))
    }
}
