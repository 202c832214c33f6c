import Driver
import DriverTesting
import Foundation
import ScreenModel
import SnapshotFiles
import Testing

/// What a tree snapshot catches that a text snapshot cannot: the checkout screen's
/// tree, changed in memory as a bug would change it, checked against the committed
/// references of both kinds.
@Suite("Tree snapshots catch what text snapshots miss", .tags(.snapshot), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct TreeSnapshotCatchesTests {
    /// A change to one element of the checkout screen, as a bug would make it.
    enum Mutation: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case noChange = "no change"
        case identifierDropped = "the pay button's identifier dropped"
        case fieldDisabled = "the name field disabled"
        case buttonDisabled = "the pay button disabled"

        var testDescription: String { rawValue }

        /// Whether the screen's text shows the change: the renderer draws a disabled
        /// button in parentheses, while a disabled field is only dimmer, and an
        /// identifier is never drawn.
        var showsInText: Bool { self == .buttonDisabled }

        /// Applies the change to the element it is about; false when there is none.
        func apply(to element: inout ElementSnapshot) -> Bool {
            var applied = false
            switch (self, element.identifier) {
            case (.noChange, "checkout.pay"): applied = true
            case (.identifierDropped, "checkout.pay"): element.identifier = ""; applied = true
            case (.buttonDisabled, "checkout.pay"), (.fieldDisabled, "addressNameField"): element.isEnabled = false; applied = true
            default: break
            }
            for index in element.children.indices where apply(to: &element.children[index]) { applied = true }
            return applied
        }
    }

    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__").path

    @Test(
        "dropping an identifier or disabling an element fails the tree snapshot, while the text snapshot fails only when the screen shows it",
        arguments: Mutation.allCases)
    func mutationFailsTree(_ mutation: Mutation) async throws {
        let app = try await JourneyConfiguration.standard.launch(KeyScreen.checkout.launchOptions)
        try await KeyScreen.checkout.open(in: app)
        let pending = try TemporaryFolder()
        let store = SnapshotStore(directory: Self.references, pendingFolder: pending.path)
        var tree = try #require(app.tree)

        #expect(mutation.apply(to: &tree.root), "the checkout screen has no element the change is about")

        let text = ScreenRenderer.render(tree).framed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(try store.check(fileName: "checkout.80x24.txt", lines: text).passed == !mutation.showsInText)
        let treeOutcome = try store.checkTree(fileName: "checkout.80x24.tree.txt", lines: tree.root.treeSnapshotLines())
        #expect(treeOutcome.passed == (mutation == .noChange), "tree snapshot outcome: \(treeOutcome)")
    }
}
