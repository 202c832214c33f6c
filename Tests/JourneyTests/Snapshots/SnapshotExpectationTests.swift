import Driver
import DriverTesting
import Testing

/// The Swift expectations themselves, on the sign-in screen, against references in a
/// folder of the test's own: what passes, what fails and what a failure says and writes.
@Suite("Snapshot expectations", .tags(.snapshot), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct SnapshotExpectationTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func signIn() async throws -> App {
        let app = try await JourneyConfiguration.standard.launch([])
        _ = try await LoginPage(app)
        return app
    }

    @Test("an element's subtree matches a reference holding it, pattern included")
    func elementSubtreeMatches() async throws {
        let app = try await signIn()
        try folder.write("login.tree.txt", "button label: /Log \\w+/ #loginButton [disabled]\n")

        try await expectTreeSnapshot(of: app.buttons["loginButton"], named: "login", snapshotDirectory: folder.path)

        #expect(!folder.contains("login.tree.txt.pending"))
    }

    @Test("an element's subtree that differs is an issue with the diff, and the new version is pending")
    func elementSubtreeDiffers() async throws {
        let app = try await signIn()
        try folder.write("login.tree.txt", "button \"Log In\" #loginButton\n")

        try await withKnownIssue {
            try await expectTreeSnapshot(of: app.buttons["loginButton"], named: "login", snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("+   1 | button \"Log In\" #loginButton [disabled]") }
        }

        #expect(try folder.read("login.tree.txt.pending") == "button \"Log In\" #loginButton [disabled]\n")
        #expect(try folder.read("login.tree.txt") == "button \"Log In\" #loginButton\n")
    }

    @Test("a masked text snapshot writes ▒ where the mask was, and its failure names the mask")
    func maskedTextSnapshot() async throws {
        let app = try await signIn()

        try await withKnownIssue {
            try await expectSnapshot(of: app, named: "sign-in", masking: [.pattern("Sign In")], snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("(▒ marks cells masked by /Sign In/)") }
        }

        let pending = try folder.read("sign-in.80x24.txt.pending")
        #expect(pending.contains("▒▒▒▒▒▒▒"))
        #expect(!pending.contains("Sign In"))
    }

    @Test("a mask that cannot be used is an error naming it, and nothing is written")
    func invalidMask() async throws {
        let app = try await signIn()

        await #expect(throws: SnapshotFormatError.self) {
            try await expectTreeSnapshot(of: app, named: "bad", masking: [.pattern("(")], snapshotDirectory: folder.path)
        }
        #expect(!folder.contains("bad.tree.txt.pending"))
    }
}
