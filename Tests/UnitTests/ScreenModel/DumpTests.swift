import ScreenModel
import Testing

@Suite("Tree dumps")
struct DumpTests {
    @Test("a dump shows one element a line, indented by depth, with fixed attribute order")
    func dumpLayout() {
        let dump = Fixtures.loginTree.debugDescription

        #expect(
            dump == """
                Tree 3, idle:
                application "Shop" {{0, 0}, {80, 24}}
                  window {{0, 0}, {80, 24}}
                    textField "Email" #emailField value: "" placeholder: "you@example.com" {{2, 3}, {40, 1}}
                    secureTextField "Password" #passwordField value: "" {{2, 5}, {40, 1}}
                    button "Log In" #loginButton {{2, 7}, {10, 1}} [disabled]
                    staticText "Incorrect email or password." #loginErrorLabel {{2, 9}, {40, 1}}
                """)
    }

    @Test("labels with quotes and line breaks are escaped so each element stays on one line")
    func escapesLabels() {
        let element = ElementSnapshot(.staticText, identifier: "note", label: "Say \"hi\"\nthen go", isSelected: true, hasFocus: true)

        #expect(element.dumpLine(includingFrame: false) == #"staticText "Say \"hi\"\nthen go" #note [selected, focused]"#)
    }

    @Test("the header names what the app is busy with")
    func headerShowsActivity() {
        var tree = Fixtures.loginTree
        tree.activity = Activity(pendingWork: [PendingWork(name: "network: POST /session", remainingMilliseconds: 240)])

        #expect(tree.debugDescription.hasPrefix("Tree 3, busy with network: POST /session (240 ms left):\n"))
    }
}
