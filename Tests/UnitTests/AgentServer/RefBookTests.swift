@testable import AgentServer
import ScreenModel
import Testing

@Suite("Ref book: a tree of the same shape keeps its refs, and only changed lines are written again")
struct RefBookTests {
    /// A sign-in screen: a container, a heading without identifier, a field, a button.
    private func screen(
        email: String? = "", buttonEnabled: Bool = false, heading: String = "Welcome", containerLabel: String = "",
        extraButton: Bool = false, duplicateIdentifier: Bool = false, fieldIdentifier: String = "emailField"
    ) -> ElementTree {
        var fields: [ElementSnapshot] = [
            ElementSnapshot(.staticText, label: heading),
            ElementSnapshot(.textField, identifier: fieldIdentifier, value: email),
            ElementSnapshot(.button, identifier: "loginButton", label: "Log In", isEnabled: buttonEnabled),
        ]
        if extraButton { fields.append(ElementSnapshot(.button, identifier: "helpButton", label: "Help")) }
        if duplicateIdentifier { fields.append(ElementSnapshot(.button, identifier: "loginButton", label: "Log In Again")) }
        let container = ElementSnapshot(.other, label: containerLabel, children: fields)
        return ElementTree(generation: 1, root: ElementSnapshot(.application, label: "Shop", children: [ElementSnapshot(.window, children: [container])]))
    }

    private func texts(_ snapshot: RefBook.Snapshot) -> [String] {
        snapshot.lines.map { "\($0.ref) \($0.text)" }
    }

    /// The lines a new book, which names every element, gives `tree`.
    private func namedAfresh(_ tree: ElementTree) -> [String] {
        var book = RefBook()
        return texts(book.snapshot(of: tree).snapshot)
    }

    @Test("past the most elements a snapshot lists, it counts those it left out, named afresh and with the refs of the last alike")
    func omittedPastTheLimit() {
        func list(extra: Int, value: String) -> ElementTree {
            let buttons = (0..<(RefBook.maximumElements + extra)).map { ElementSnapshot(.button, identifier: "b\($0)", label: "B", value: value) }
            return ElementTree(generation: 1, root: ElementSnapshot(.application, label: "Shop", children: [ElementSnapshot(.window, children: buttons)]))
        }
        var book = RefBook()
        let first = book.snapshot(of: list(extra: 3, value: "1"))
        let second = book.snapshot(of: list(extra: 3, value: "2"))
        #expect(first.snapshot.lines.count == RefBook.maximumElements, "the application, the window and 1,998 buttons")
        #expect(first.omitted == 5)
        #expect(second.hasRefsOfPrevious)
        #expect(second.omitted == 5)
        var exact = RefBook(), over = RefBook()
        #expect(exact.snapshot(of: list(extra: -2, value: "1")).omitted == 0, "the application, the window and 1,998 buttons: the most")
        #expect(over.snapshot(of: list(extra: -1, value: "1")).omitted == 1)
    }

    @Test("a changed value and a changed flag rewrite their lines; the rest keep theirs, with the same refs")
    func sameShapeKeepsRefs() {
        var book = RefBook()
        let first = book.snapshot(of: screen())
        let second = book.snapshot(of: screen(email: "a@b.c", buttonEnabled: true))
        #expect(!first.hasRefsOfPrevious)
        #expect(second.hasRefsOfPrevious)
        #expect(second.number == first.number + 1)
        #expect(
            texts(second.snapshot) == [
                "- application \"Shop\"", "e1 window", "e2 staticText \"Welcome\"", "e3 textField #emailField value: \"a@b.c\"",
                "e4 button \"Log In\" #loginButton",
            ])
        #expect(texts(second.snapshot) == namedAfresh(screen(email: "a@b.c", buttonEnabled: true)))
    }

    @Test(
        "each field a line shows is compared: label, value present or not, enabled",
        arguments: [
            (heading: "Hello", email: "" as String?, enabled: false),
            (heading: "Welcome", email: nil, enabled: false),
            (heading: "Welcome", email: "", enabled: true),
        ])
    func everyShownFieldRewritesTheLine(heading: String, email: String?, enabled: Bool) {
        var book = RefBook()
        _ = book.snapshot(of: screen())
        let changed = book.snapshot(of: screen(email: email, buttonEnabled: enabled, heading: heading))
        #expect(changed.hasRefsOfPrevious)
        #expect(texts(changed.snapshot) == namedAfresh(screen(email: email, buttonEnabled: enabled, heading: heading)))
    }

    @Test("changes found line by line are the changes found by ref")
    func lineByLineChangesMatch() {
        var book = RefBook()
        let first = book.snapshot(of: screen())
        let second = book.snapshot(of: screen(email: "a@b.c", buttonEnabled: true))
        let byRef = SnapshotText.changes(from: first.snapshot, to: second.snapshot)
        #expect(byRef == ["~ e3 textField #emailField value: \"a@b.c\"", "~ e4 button \"Log In\" #loginButton"])
        #expect(SnapshotText.changes(lineByLineFrom: first.snapshot, to: second.snapshot) == byRef)
    }

    @Test("an element added, an identifier changed, a container given a label, or an identifier used twice names the whole tree again")
    func otherShapesNameAgain() {
        var book = RefBook()
        _ = book.snapshot(of: screen())
        let added = book.snapshot(of: screen(extraButton: true))
        #expect(!added.hasRefsOfPrevious)
        #expect(texts(added.snapshot).last == "e5 button \"Help\" #helpButton")

        var renamed = RefBook()
        _ = renamed.snapshot(of: screen())
        let username = renamed.snapshot(of: screen(fieldIdentifier: "usernameField"))
        #expect(!username.hasRefsOfPrevious)
        #expect(texts(username.snapshot).contains("e5 textField #usernameField value: \"\""))

        var labelled = RefBook()
        _ = labelled.snapshot(of: screen())
        let container = labelled.snapshot(of: screen(containerLabel: "Form"))
        #expect(!container.hasRefsOfPrevious)
        #expect(texts(container.snapshot).contains("e5 other \"Form\""))

        // Two buttons share an identifier: their refs come from written locators, which may read more than the shape.
        var twice = RefBook()
        _ = twice.snapshot(of: screen(duplicateIdentifier: true))
        let relabelled = twice.snapshot(of: screen(heading: "Hello", duplicateIdentifier: true))
        #expect(!relabelled.hasRefsOfPrevious)
    }

    @Test("back to the first shape after another, refs are those the first gave")
    func refsSurviveAnotherShape() {
        var book = RefBook()
        let first = book.snapshot(of: screen())
        _ = book.snapshot(of: screen(extraButton: true))
        let again = book.snapshot(of: screen())
        #expect(!again.hasRefsOfPrevious)
        #expect(texts(again.snapshot) == texts(first.snapshot))
    }
}
