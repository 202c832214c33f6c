import Driver
import Foundation
import ScreenModel
import Testing

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("without a tree and a log, the diagnostics say so under each heading")
    func nothingReceived() {
        let diagnostics = Diagnostics(tree: nil, logTail: "")

        #expect(diagnostics.description == "Element tree: none received\n\nApp log (last lines):\n(empty)")
        #expect(diagnostics.screenshot == nil)
    }

    @Test("with a tree, the dump and the framed screen come before the log")
    func withTree() {
        let tree = ElementTree(generation: 1, root: Screens.window([Screens.button("go")]), activity: .idle)
        let diagnostics = Diagnostics(tree: tree, logTail: "a line")

        let sections = diagnostics.description.components(separatedBy: "\n\n")

        #expect(sections.count == 3)
        #expect(sections[0] == "Element tree:\n" + tree.debugDescription)
        #expect(sections[1].hasPrefix("Screen:\n+"))
        #expect(sections[2] == "App log (last lines):\na line")
    }
}
