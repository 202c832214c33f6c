import ScreenModel
import Testing

/// Copies of an element share one storage until one of them changes, so a tree is
/// copied at the cost of a reference and a difference passes over a kept element
/// without reading it. Sharing must never show: an element is a value, and a change to
/// a copy reaches no other copy.
@Suite("Elements shared between copies")
struct ElementSnapshotSharingTests {
    /// Each field of an element, and a change to it.
    enum Field: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case elementType, identifier, label, value, placeholderValue, isEnabled, isSelected, hasFocus, frame, children

        var testDescription: String { rawValue }

        /// Changes this field of `element` to a value it does not hold.
        func change(_ element: inout ElementSnapshot) {
            switch self {
            case .elementType: element.elementType = .secureTextField
            case .identifier: element.identifier = "otherField"
            case .label: element.label = "Other"
            case .value: element.value = "typed"
            case .placeholderValue: element.placeholderValue = "Other hint"
            case .isEnabled: element.isEnabled.toggle()
            case .isSelected: element.isSelected.toggle()
            case .hasFocus: element.hasFocus.toggle()
            case .frame: element.frame.origin.x += 1
            case .children: element.children.append(ElementSnapshot(.staticText, identifier: "extra"))
            }
        }
    }

    /// An element with every field set, made afresh at each call (no storage shared).
    private static func field() -> ElementSnapshot {
        ElementSnapshot(
            .textField, identifier: "emailField", label: "Email", value: "a@b.c", placeholderValue: "you@example.com",
            isEnabled: true, isSelected: false, hasFocus: false, frame: Rect(x: 2, y: 4, width: 30, height: 1),
            children: [ElementSnapshot(.staticText, identifier: "emailHint", label: "Required")])
    }

    @Test("a change to any field of a copy leaves the element it was copied from as it was", arguments: Field.allCases)
    func changeReachesNoOtherCopy(_ field: Field) {
        let original = Self.field()
        var copy = original
        field.change(&copy)

        #expect(original == Self.field())
        #expect(copy != original)
        #expect(!copy.sharesStorage(with: original))
    }

    @Test("a copy shares its storage and is equal until it changes")
    func copiesShareUntilChanged() {
        let original = Self.field()
        var copy = original
        #expect(copy.sharesStorage(with: original))
        #expect(copy == original)

        copy.label = "Email address"
        #expect(!copy.sharesStorage(with: original))
        #expect(original.label == "Email")
    }

    @Test("elements made apart with the same fields are equal and hash alike, though they share nothing")
    func equalWithoutSharing() {
        let (first, second) = (Self.field(), Self.field())

        #expect(!first.sharesStorage(with: second))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test("elements made apart that differ in one field are unequal and hash apart", arguments: Field.allCases)
    func unequalInAnyField(_ field: Field) {
        var changed = Self.field()
        field.change(&changed)

        #expect(changed != Self.field())
        #expect(Self.field() != changed)
        #expect(changed.hashValue != Self.field().hashValue)
    }

    @Test("an element prints its fields and its children's, as a structure would, and not the storage its copies share")
    func printsItsFields() {
        let printed = String(describing: Self.field())

        #expect(printed.hasPrefix(#"ElementSnapshot(elementType: textField, identifier: "emailField", label: "Email", value: Optional("a@b.c")"#))
        #expect(printed.contains(#"identifier: "emailHint", label: "Required""#))
        #expect(!printed.contains("Storage"))
    }

    @Test("a change deep in a copied tree leaves the original tree as it was, and the copy shares every element off its path")
    func deepChangeCopiesOnlyItsPath() {
        let original = Fixtures.shopTree()
        var copy = original
        // window → table → cell 3 → its first child
        copy.root.children[0].children[1].children[3].children[0].label = "Changed"

        #expect(original == Fixtures.shopTree())
        #expect(copy.root.children[0].children[1].children[3].children[0].label == "Changed")
        // The changed element and its ancestors are the copy's own; their siblings are shared.
        #expect(!copy.root.children[0].children[1].children[3].sharesStorage(with: original.root.children[0].children[1].children[3]))
        #expect(copy.root.children[0].children[1].children[2].sharesStorage(with: original.root.children[0].children[1].children[2]))
        #expect(copy.root.children[0].children[0].sharesStorage(with: original.root.children[0].children[0]))
    }
}
