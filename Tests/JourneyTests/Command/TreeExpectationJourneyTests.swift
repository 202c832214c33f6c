import Driver
import Foundation
import JourneyScript
import SnapshotFiles
import Testing

/// `expect tree` and `expect screen matches` in scripts run against the shop: inline
/// lines, strict and partial, patterns, masks, and stored snapshots with their pending files.
@Suite("Journey scripts: expect tree and expect screen matches", .timeLimit(.minutes(1)))
struct TreeExpectationJourneyTests {
    let runner = JourneyRunner()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func run(_ source: String) async throws -> JourneyResult {
        await runner.run(try JourneyParser.parse(source, file: folder.path + "/sign-in.journey"))
    }

    static let signIn = """
        launch --uitesting --reset-state
        wait buttons["loginButton"] exists
        """

    @Test("an inline tree of the whole sign-in screen matches strictly, with a pattern for a label")
    func strictInline() async throws {
        let result = try await run(
            Self.signIn + """

                expect tree
                  | application "Shop"
                  |   window
                  |     navigationBar #loginNavigationBar
                  |       staticText /Sign \\w+/ #loginTitle
                  |     textField "Email" #emailField value: "" placeholder: "you@example.com" [focused]
                  |     secureTextField "Password" #passwordField value: "" placeholder: "required"
                  |     button "Log In" #loginButton [disabled]
                  |     button "Continue as Guest" #guestButton
                  |     staticText /Tab next .*/ #keyLegend
                """)

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    @Test("a strict inline tree missing one element fails, showing the element the tree has that it lacks")
    func strictInlineMissingElement() async throws {
        let result = try await run(
            Self.signIn + """

                expect tree of navigationBars["loginNavigationBar"]
                  | navigationBar #loginNavigationBar
                """)

        let message = try #require(result.failedStep?.failure?.message)
        #expect(message.contains(#"+   2 |   staticText "Sign In" #loginTitle"#), "\(message)")
    }

    @Test("a partial inline tree passes on lines in order, and fails when a state differs")
    func partialInline() async throws {
        let passing = try await run(
            Self.signIn + """

                expect tree partial
                  | button "Log In" #loginButton [disabled]
                  | button "Continue as Guest" #guestButton
                """)
        let failing = try await run(
            Self.signIn + """

                expect tree partial
                  | button "Log In" #loginButton
                """)

        #expect(passing.passed, "\(passing.failedStep?.failure?.message ?? "")")
        let message = try #require(failing.failedStep?.failure?.message)
        #expect(message.contains(#"-   1 | button "Log In" #loginButton"#), "\(message)")
    }

    @Test("a stored snapshot that is missing fails and writes a pending file; accepted, the same script passes")
    func storedSnapshotReviewed() async throws {
        let script = Self.signIn + "\nexpect tree of buttons[\"loginButton\"] matches \"login-button\" masking /Log/"

        let first = try await run(script)
        let pending = PendingSnapshot.all(under: [folder.path], pendingFolder: nil)
        #expect(!first.passed)
        #expect(pending.map(\.reference) == [folder.path + "/__Snapshots__/login-button.tree.txt"])
        #expect(try String(contentsOfFile: pending[0].path, encoding: .utf8) == "button \"▒▒▒ In\" #loginButton [disabled]\n")

        try pending.first?.accept()
        let second = try await run(script)

        #expect(second.passed, "\(second.failedStep?.failure?.message ?? "")")
        #expect(PendingSnapshot.all(under: [folder.path], pendingFolder: nil).isEmpty)
    }

    @Test("a stored snapshot that differs fails with the diff, naming the pending file, and keeps the reference")
    func storedSnapshotDiffers() async throws {
        try folder.write("__Snapshots__/login-button.tree.txt", "button \"Log In\" #loginButton\n")

        let result = try await run(Self.signIn + "\nexpect tree of buttons[\"loginButton\"] matches \"login-button\"")

        let message = try #require(result.failedStep?.failure?.message)
        #expect(message.contains("+   1 | button \"Log In\" #loginButton [disabled]"), "\(message)")
        #expect(message.contains("login-button.tree.txt.pending"), "\(message)")
        #expect(try folder.read("__Snapshots__/login-button.tree.txt") == "button \"Log In\" #loginButton\n")
    }

    @Test("a stored screen snapshot masks what it is told, fails while missing, and passes once accepted")
    func screenSnapshotMasked() async throws {
        let script = Self.signIn + "\nexpect screen matches \"sign-in\" masking /Sign In/ masking x 0 y 23 width 80 height 1"

        let first = try await run(script)
        let pending = PendingSnapshot.all(under: [folder.path], pendingFolder: nil)
        #expect(!first.passed)
        #expect(
            first.failedStep?.failure?.message.contains("(▒ marks cells masked by /Sign In/, x 0 y 23 width 80 height 1)") == true,
            "\(first.failedStep?.failure?.message ?? "")")
        #expect(pending.map(\.reference) == [folder.path + "/__Snapshots__/sign-in.80x24.txt"])
        let text = try String(contentsOfFile: pending[0].path, encoding: .utf8)
        #expect(!text.contains("Sign In"))
        #expect(text.contains("|" + String(repeating: "▒", count: 80) + "|"), "the last row masked whole: \(text)")

        try pending.first?.accept()
        let second = try await run(script)

        #expect(second.passed, "\(second.failedStep?.failure?.message ?? "")")
    }
}
