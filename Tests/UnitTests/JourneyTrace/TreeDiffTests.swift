import JourneyTrace
import Testing

@Suite("Tree diff")
struct TreeDiffTests {
    private static func screen(_ children: [TraceNode]) -> TraceNode {
        TraceNode(type: "application", identifier: "app", children: [TraceNode(type: "window", children: children)])
    }

    private static let title = TraceNode(type: "staticText", identifier: "title", label: "Shop")
    private static let pay = TraceNode(type: "button", identifier: "payButton", label: "Pay")

    @Test("the same tree has no changes")
    func unchanged() {
        #expect(TreeDiff.changes(from: Self.screen([Self.title, Self.pay]), to: Self.screen([Self.title, Self.pay])).isEmpty)
    }

    @Test("an element's label, value, placeholder and state changes are one change naming each attribute")
    func changedAttributes() {
        var after = Self.pay
        after.label = "Paying…"
        after.isEnabled = false
        after.hasFocus = true
        after.value = "1"

        let changes = TreeDiff.changes(from: Self.screen([Self.title, Self.pay]), to: Self.screen([Self.title, after]))

        #expect(
            changes == [
                TreeDiff.Change(
                    kind: .changed, before: [0, 1], after: [0, 1], fields: ["label", "value", "enabled", "focused"],
                    was: #"button "Pay" #payButton"#, now: #"button "Paying…" #payButton value: "1" [disabled, focused]"#)
            ])
    }

    @Test("elements that appear or go are added and removed, at their paths in each tree; the rest pair up across the gap")
    func addedAndRemoved() {
        let banner = TraceNode(type: "staticText", identifier: "banner", label: "Sale!")
        let alert = TraceNode(type: "alert", identifier: "offlineAlert", label: "Offline", children: [TraceNode(type: "button", identifier: "retry")])

        let changes = TreeDiff.changes(from: Self.screen([banner, Self.title, Self.pay]), to: Self.screen([Self.title, Self.pay, alert]))

        #expect(changes.map(\.description) == [#"- staticText "Sale!" #banner"#, #"+ alert "Offline" #offlineAlert"#])
        #expect(changes.map(\.before) == [[0, 0], nil])
        #expect(changes.map(\.after) == [nil, [0, 2]])
    }

    @Test("elements added before one that stays are additions: the one that stays pairs with itself across them")
    func additionsBeforeAnElementThatStays() {
        let first = TraceNode(type: "cell", identifier: "row_1", label: "Tea")
        let second = TraceNode(type: "cell", identifier: "row_2", label: "Cake")

        let changes = TreeDiff.changes(from: Self.screen([Self.pay]), to: Self.screen([first, second, Self.pay]))

        #expect(changes.map(\.description) == [#"+ cell "Tea" #row_1"#, #"+ cell "Cake" #row_2"#])
    }

    @Test("a text without an identifier whose words change is a change, not a removal and an addition")
    func unidentifiedTextChanges() {
        let before = Self.screen([TraceNode(type: "staticText", label: "3 items"), Self.pay])
        let after = Self.screen([TraceNode(type: "staticText", label: "4 items"), Self.pay])

        #expect(TreeDiff.changes(from: before, to: after).map(\.kind) == [.changed])
    }

    @Test("texts without an identifier pair one to one in order: one more before than after is removed, the others changed")
    func unidentifiedTextsBeyondTheOnesAfterAreRemoved() {
        let before = Self.screen([
            TraceNode(type: "staticText", label: "3 items"), TraceNode(type: "staticText", label: "Free delivery"), Self.pay,
        ])
        let after = Self.screen([TraceNode(type: "staticText", label: "4 items"), Self.pay])

        let changes = TreeDiff.changes(from: before, to: after)

        #expect(changes.map(\.description) == [#"~ staticText "3 items"  →  staticText "4 items""#, #"- staticText "Free delivery""#])
        #expect(changes.map(\.before) == [[0, 0], [0, 1]])
        #expect(changes.map(\.after) == [[0, 0], nil])
    }

    @Test("no tree before means the whole tree was added; none after, removed")
    func missingTrees() {
        #expect(TreeDiff.changes(from: nil, to: Self.pay).map(\.kind) == [.added])
        #expect(TreeDiff.changes(from: Self.pay, to: nil).map(\.kind) == [.removed])
        #expect(TreeDiff.changes(from: nil, to: nil).isEmpty)
    }
}
