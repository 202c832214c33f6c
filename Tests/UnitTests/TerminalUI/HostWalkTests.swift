@testable import DemoApp
import ScreenModel
import TerminalUI
import Testing

@Suite("Host walk: driving a host in memory")
struct HostWalkTests {
    typealias Harness = ScreenLayoutTests.Harness

    @Test("a step whose element is not on screen is skipped and named; the steps that find theirs act")
    func missingElementsAreSkipped() throws {
        let harness = try Harness(size: Size(width: 80, height: 24), locale: .en, user: nil)
        var walk = HostWalk(host: harness.host)

        walk.type("user@example.com", into: "emailField")
        walk.tap("noSuchButton")
        walk.type("text", into: "noSuchField")
        walk.see("loginButton")
        walk.see("dashboardTitle")

        #expect(walk.skipped == ["noSuchButton", "noSuchField", "dashboardTitle"])
        let tree = harness.host.currentTree(generation: 100)
        let field = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.textField), .key("emailField")]), pick: .first))
        #expect(field.element.value == "user@example.com")
    }
}
