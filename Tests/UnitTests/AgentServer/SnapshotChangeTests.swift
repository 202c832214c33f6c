@testable import AgentServer
import ScreenModel
import Testing

/// What `snapshot` with `since` (and every action's answer) reports: each kind of line
/// (`~` changed, `+` added, `-` gone) for each field a line shows, whether the tree kept
/// the shape of the snapshot before or took another.
@Suite("Snapshot changes: every field a line shows, changed alone, is reported on trees of the same shape and of others")
struct SnapshotChangeTests {
    /// The one field of the sign-in screen whose line each test varies.
    struct Field {
        var type = ElementType.textField
        var label = "Email"
        var identifier = "emailField"
        var value: String? = ""
        var placeholder: String? = "you@example.com"
        var focused = false
        var selected = false
        var enabled = true

        var element: ElementSnapshot {
            ElementSnapshot(
                type, identifier: identifier, label: label, value: value, placeholderValue: placeholder, isEnabled: enabled, isSelected: selected,
                hasFocus: focused)
        }
    }

    /// Each field a line shows, changed from `Field()`'s, with the line the field then has.
    enum ShownField: String, CaseIterable, CustomTestStringConvertible {
        case type, label, identifier, value, placeholder, focus, selection, enabled

        var changed: Field {
            var field = Field()
            switch self {
            case .type: field.type = .searchField
            case .label: field.label = "E-mail"
            case .identifier: field.identifier = "usernameField"
            case .value: field.value = "a@b.c"
            case .placeholder: field.placeholder = "name@example.com"
            case .focus: field.focused = true
            case .selection: field.selected = true
            case .enabled: field.enabled = false
            }
            return field
        }

        /// The changed field's line, as a snapshot shows it.
        var line: String {
            switch self {
            case .type: #"searchField "Email" #emailField value: "" placeholder: "you@example.com""#
            case .label: #"textField "E-mail" #emailField value: "" placeholder: "you@example.com""#
            case .identifier: #"textField "Email" #usernameField value: "" placeholder: "you@example.com""#
            case .value: #"textField "Email" #emailField value: "a@b.c" placeholder: "you@example.com""#
            case .placeholder: #"textField "Email" #emailField value: "" placeholder: "name@example.com""#
            case .focus: #"textField "Email" #emailField value: "" placeholder: "you@example.com" [focused]"#
            case .selection: #"textField "Email" #emailField value: "" placeholder: "you@example.com" [selected]"#
            case .enabled: #"textField "Email" #emailField value: "" placeholder: "you@example.com" [disabled]"#
            }
        }

        /// Whether the element keeps its ref: its type and identifier name it.
        var keepsRef: Bool { self != .type && self != .identifier }

        var testDescription: String { rawValue }
    }

    /// How the rest of the screen differs from the first snapshot's, which has one row.
    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        /// The same elements.
        case same
        /// A second row below the first.
        case rowAdded
        /// No row.
        case rowGone

        var rows: Int {
            switch self {
            case .same: 1
            case .rowAdded: 2
            case .rowGone: 0
            }
        }

        var testDescription: String { rawValue }
    }

    static let unchangedLine = #"textField "Email" #emailField value: "" placeholder: "you@example.com""#

    /// A sign-in screen: a heading, the field, a button, and `rows` rows in a container.
    /// Refs in a first snapshot: window e1, heading e2, field e3, button e4, first row e5.
    static func screen(_ field: Field = Field(), rows: Int = 1) -> ElementTree {
        let list = ElementSnapshot(.other, children: (0..<rows).map { ElementSnapshot(.cell, identifier: "row_\($0)", label: "Row \($0)") })
        let window = ElementSnapshot(
            .window,
            children: [
                ElementSnapshot(.staticText, label: "Welcome"), field.element, ElementSnapshot(.button, identifier: "loginButton", label: "Log In"), list,
            ])
        return ElementTree(generation: 1, root: ElementSnapshot(.application, label: "Shop", children: [window]))
    }

    static func rowLine(_ index: Int) -> String { "cell \"Row \(index)\" #row_\(index)" }

    /// The changes reported since the first of `trees`, after a snapshot of each.
    static func changes(since first: Int = 0, _ trees: [ElementTree]) -> [String] {
        var book = RefBook()
        let taken = trees.map { book.snapshot(of: $0) }
        return SnapshotText.changes(since: taken[first].number, earlier: taken[first].snapshot, to: taken[taken.count - 1])
    }

    @Test(
        "a field changed alone is one ~ line when its element keeps its ref, else a + and a -; rows added and gone are + and - lines",
        arguments: ShownField.allCases, Shape.allCases)
    func fieldChangeIsReported(field: ShownField, shape: Shape) {
        var expected: [String] = []
        var nextRef = 6
        if field.keepsRef {
            expected.append("~ e3 \(field.line)")
        } else {
            expected.append("+ e\(nextRef) \(field.line)")
            nextRef += 1
        }
        if shape == .rowAdded { expected.append("+ e\(nextRef) \(Self.rowLine(1))") }
        if !field.keepsRef { expected.append("- e3 \(Self.unchangedLine)") }
        if shape == .rowGone { expected.append("- e5 \(Self.rowLine(0))") }

        #expect(Self.changes([Self.screen(), Self.screen(field.changed, rows: shape.rows)]) == expected)
    }

    @Test("a tree of the same shape with nothing changed reports no line, and one whose only change is a row reports that row alone")
    func onlyWhatChangedIsReported() {
        #expect(Self.changes([Self.screen(), Self.screen()]).isEmpty)
        #expect(Self.changes([Self.screen(), Self.screen(rows: 2)]) == ["+ e6 \(Self.rowLine(1))"])
        #expect(Self.changes([Self.screen(rows: 2), Self.screen()]) == ["- e6 \(Self.rowLine(1))"])
    }

    @Test("changes since a snapshot before the last are every change between the two, whether the shapes between matched or not")
    func sinceAnOlderSnapshot() {
        var typed = Field()
        typed.value = "a@b.c"
        var focusedToo = typed
        focusedToo.focused = true
        let trees = [Self.screen(), Self.screen(typed, rows: 2), Self.screen(focusedToo, rows: 2)]

        #expect(
            Self.changes(since: 0, trees) == [
                #"~ e3 textField "Email" #emailField value: "a@b.c" placeholder: "you@example.com" [focused]"#, "+ e6 \(Self.rowLine(1))",
            ])
        #expect(Self.changes(since: 1, trees) == [#"~ e3 textField "Email" #emailField value: "a@b.c" placeholder: "you@example.com" [focused]"#])
    }
}
