import Driver
import DriverTesting
import JourneyScript
import Testing

/// Guide, lesson 2: find elements by identifier, and assert on the label.
@Suite("Guide: identifiers over labels", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct IdentifierLesson {
    @Test(
        "the identifier finds the button in every language; the label is what the test checks",
        arguments: [JourneyConfiguration.standard, .spanish, .japanese])
    func identifierWorksInEveryLanguage(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)
        try await app.cells["productCell_0"].tap()

        // Do: the identifier, which no copy change or translation touches.
        try await app.buttons["addToCartButton"].tap()

        #expect(try await app.staticTexts["cartConfirmationLabel"].label == Self.addedToCart[configuration.locale])
    }

    @Test("a query by the button's words taps it in English, with a warning that names the identifier")
    func labelQueryWarnsInEnglish() async throws {
        let app = try await JourneyConfiguration.standard.launch(.mockCatalog)
        let warnings = WarningLog(app)
        try await app.cells["productCell_0"].tap()

        // Don't: the words on the button.
        try await app.buttons["Add to Cart"].tap()

        #expect(
            warnings.printed == [
                PrintedText(
                    #"app.buttons["Add to Cart"] matched button #addToCartButton "Add to Cart" by its label, not an identifier; labels change with copy and locale, so query its identifier instead: app.buttons["addToCartButton"]"#
                )
            ])
    }

    @Test("the same query fails in Spanish, where the button says something else")
    func labelQueryFailsInSpanish() async throws {
        let app = try await JourneyConfiguration.spanish.launch(.mockCatalog)
        try await app.cells["productCell_0"].tap()

        let error = await #expect(throws: DriverError.self) {
            // Don't: the words on the button.
            try await app.buttons["Add to Cart"].tap()
        }

        #expect(
            PrintedText(error)
                == PrintedText(
                    #"noSuchElement: no element matches app.buttons["Add to Cart"]; did you mean "Cart" (app.buttons["Cart"]) or "addToCartButton" (app.buttons["addToCartButton"])? (the app is idle, showing the "Canvas Tote Bag" screen (#productNavigationBar), so nothing will change until the test acts; checked after 453 µs)"#
                ))
    }

    @Test("a journey that queries a label passes with the same warning, and its identifier query without one")
    func journeysWarnToo() async throws {
        let byLabel = await JourneyRunner().run(try JourneyParser.parse(Self.byLabelJourney, file: "by-label.journey"))
        let byIdentifier = await JourneyRunner().run(try JourneyParser.parse(Self.byIdentifierJourney, file: "by-identifier.journey"))

        #expect(byLabel.passed)
        #expect(
            byLabel.warnings.map(PrintedText.init) == [
                PrintedText(
                    #"app.buttons["Add to Cart"] matched button #addToCartButton "Add to Cart" by its label, not an identifier; labels change with copy and locale, so query its identifier instead: app.buttons["addToCartButton"]"#
                )
            ])
        #expect(byIdentifier.passed)
        #expect(byIdentifier.warnings.isEmpty)
    }

    static let byIdentifierJourney = """
        launch --uitesting --reset-state --mock-catalog --locale es
        tap cells["productCell_0"]
        tap buttons["addToCartButton"]
        expect staticTexts["cartConfirmationLabel"] label == "Añadido al carrito"
        """

    static let byLabelJourney = """
        launch --uitesting --reset-state --mock-catalog
        tap cells["productCell_0"]
        tap buttons["Add to Cart"]
        """

    private static let addedToCart: [JourneyLocale: String] = [.en: "Added to cart", .es: "Añadido al carrito", .ja: "カートに追加しました"]
}
