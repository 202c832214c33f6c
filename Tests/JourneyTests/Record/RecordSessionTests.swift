import Driver
import Foundation
import JourneyScript
import Testing

@Suite("journey record in a real terminal", .tags(.program), .requires(.tmux), .timeLimit(.minutes(2)))
struct RecordSessionTests {
    /// What the scripted person below records, line for line.
    static let recordedCheckout = """
        # Recorded with journey record: each step names the identifier of the element it acted on.
        # secureTextFields["passwordField"] is a secure field: its text is not written here; the step reads it from $PASSWORD_FIELD (set it before running).

        launch --uitesting --reset-state --latency-ms 200 --terminal-size 100x31
        type "user@example.com" into textFields["emailField"]
        type $PASSWORD_FIELD into secureTextFields["passwordField"]
        press enter
        wait staticTexts["dashboardTitle"] exists
        type "Running\\n" into searchFields["searchField"]
        tap cells["productCell_0"]
        tap buttons["addToCartButton"]
        tap buttons["Cart"]
        type "SAVE20\\n" into textFields["promoCodeField"]
        tap buttons["checkoutButton"]
        type "Ada Lovelace" into textFields["addressNameField"]
        type "12 St James's Square" into textFields["addressStreetField"]
        type "London" into textFields["addressCityField"]
        type "SW1Y 4JH" into textFields["addressPostcodeField"]
        tap buttons["checkout.pay"]
        wait staticTexts["orderConfirmationTitle"] exists
        expect buttons["continueShoppingButton"] exists
        expect buttons["continueShoppingButton"] label == "Continue Shopping"

        """

    @Test(
        "a person signs in, searches, adds to the cart, applies SAVE20, checks out and pays: the file names identifiers, waits after busy work, holds no password, and replays green; each draft replaces its file whole"
    )
    func recordsTheCheckout() async throws {
        let folder = try TemporaryFolder()
        // A draft replaces a file of its name whole: one that was a link to another file
        // becomes the draft, and the file it pointed at is left as it was.
        let linkedName = try #require(try FileManager.default.contentsOfDirectory(atPath: Self.draftsFolder).sorted().first)
        try FileManager.default.createDirectory(atPath: folder.path + "/drafts", withIntermediateDirectories: true)
        try "not a draft\n".write(toFile: folder.path + "/elsewhere.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/drafts/" + linkedName, withDestinationPath: folder.path + "/elsewhere.txt")
        let session = try await RecordingInTmux.start(
            ["--uitesting", "--reset-state", "--latency-ms", "200", "-o", "checkout.journey", "--page-objects", "drafts"], in: folder)
        do {
            try await Self.checkOut(in: session)
            try await session.press("C-d")
            let screen = try await session.waitFor("journey exited with")
            #expect(screen.contains("Replayed it once: passed"), "\(screen)")
            #expect(screen.contains("journey exited with 0"))
            #expect(screen.contains("PASSWORD_FIELD=… journey run checkout.journey"))
            #expect(screen.contains("Drafted 8 Swift files in drafts: "), "\(screen)")
            #expect(!screen.contains(Account.standard.password))
        } catch {
            await session.end()
            throw error
        }
        await session.end()

        let recorded = try folder.read("checkout.journey")
        #expect(recorded == Self.recordedCheckout)
        #expect(!recorded.contains(Account.standard.password), "the secure field's text is not in the file")

        let journey = try JourneyParser.parse(recorded, file: "checkout.journey")
        let replay = await JourneyRunner(environment: ["PASSWORD_FIELD": Account.standard.password]).run(journey)
        #expect(replay.passed, "\(replay.failedStep?.failure?.description ?? "")")

        #expect(try folder.read("elsewhere.txt") == "not a draft\n", "the draft was written through the link into the file it pointed at")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/drafts/" + linkedName)) == nil,
            "drafts/\(linkedName) is still a link")
        let drafts = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/drafts").sorted()
        #expect(drafts == (try FileManager.default.contentsOfDirectory(atPath: Self.draftsFolder)).sorted())
        for draft in drafts {
            let fresh = try folder.read("drafts/" + draft)
            #expect(!fresh.contains(Account.standard.password), "\(draft) holds no password")
            let checkedIn = try? String(contentsOfFile: Self.draftsFolder + "/" + draft, encoding: .utf8)
            #expect(fresh == checkedIn, "\(draft) differs from the compiled copy in Tests/JourneyTests/RecordedJourney (copy it there if the change is meant)")
        }
    }

    @Test("the drafted page objects and journey, checked in as a fresh recording writes them, compile and pass")
    func draftedJourneyPasses() async throws {
        try await CheckoutRecordingJourney.run(passwordField: Account.standard.password)
    }

    @Test("a screen the app pushes by itself, with no key pressed, is drawn: the catalog that arrives after the launch's first screen")
    func drawsScreensPushedWithoutAKey() async throws {
        let folder = try TemporaryFolder()
        let session = try await RecordingInTmux.start(
            ["--uitesting", "--reset-state", "--mock-logged-in-user", "--latency-ms", "1000", "-o", "shop.journey"], in: folder)
        do {
            try await session.waitFor("Loading products")
            try await session.waitFor("35 products")
            try await session.press("C-d")
            try await session.waitFor("journey exited with")
        } catch {
            await session.end()
            throw error
        }
        await session.end()
    }

    /// The person's keys, each waited on until the screen shows what it did.
    static func checkOut(in session: RecordingInTmux) async throws {
        try await session.waitFor("Sign In")
        try await session.type("user@example.com")
        try await session.press("Tab")
        try await session.type(Account.standard.password)
        try await session.press("Enter")
        try await session.waitFor("35 products")

        try await session.type("Running")
        try await session.press("Enter")
        try await session.waitFor("2 products")
        try await session.press("Tab", "Tab", "Enter")
        try await session.waitFor("Add to Cart")
        try await session.press("Tab", "Tab", "Enter")
        try await session.waitFor("1 in your cart")

        try await session.press("C-t", "Right", "Enter")
        try await session.waitFor("Promo code")
        try await session.type("SAVE2O")
        try await session.press("BSpace")
        try await session.type("0")
        try await session.press("Enter")
        try await session.waitFor("SAVE20 applied")
        try await session.press("Tab", "Tab", "Enter")
        try await session.waitFor("Delivery Address")

        for (index, text) in ["Ada Lovelace", "12 St James's Square", "London", "SW1Y 4JH"].enumerated() {
            if index > 0 { try await session.press("Tab") }
            try await session.type(text)
        }
        try await session.press("Tab", "Enter")
        try await session.waitFor("Order Confirmed")
        try await session.press("Tab", "C-e")
        try await session.waitFor("expected buttons[\"continueShoppingButton\"]")
    }

    /// The drafts as checked in, compiled and run by this suite (`CheckoutRecordingJourney`).
    static var draftsFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("RecordedJourney").path
    }
}
