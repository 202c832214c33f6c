import ScreenModel
import Testing

@Suite("Element predicates")
struct ElementPredicateTests {
    static let field = ElementSnapshot(
        .textField, identifier: "emailField", label: "Email", value: "user@example.com", placeholderValue: "you@example.com",
        isEnabled: true, isSelected: false, hasFocus: true
    )
    static let tab = ElementSnapshot(.button, identifier: "Cart", label: "Cart", isEnabled: false, isSelected: true)

    @Test(
        "each predicate holds for the element it describes and not for the other, and reads as written",
        arguments: [
            (ElementPredicate.identifier("emailField"), ".identifier(\"emailField\")"),
            (.identifier(beginsWith: "email"), ".identifier(beginsWith: \"email\")"),
            (.label("Email"), ".label(\"Email\")"),
            (.label(contains: "mai"), ".label(contains: \"mai\")"),
            (.label(beginsWith: "Em"), ".label(beginsWith: \"Em\")"),
            (.value("user@example.com"), ".value(\"user@example.com\")"),
            (.value(contains: "@example"), ".value(contains: \"@example\")"),
            (.placeholderValue("you@example.com"), ".placeholderValue(\"you@example.com\")"),
            (.type(.textField), ".type(.textField)"),
            (.isEnabled, ".isEnabled"),
            (.hasFocus, ".hasFocus"),
            (!.isSelected, "!.isSelected"),
            (.isEnabled && .hasFocus, "(.isEnabled && .hasFocus)"),
            (.hasFocus || .label("Email"), "(.hasFocus || .label(\"Email\"))"),
            (.isSelected || .hasFocus, "(.isSelected || .hasFocus)"),
        ])
    func holdsForTheFieldOnly(predicate: ElementPredicate, description: String) {
        #expect(predicate.evaluate(Self.field))
        // `||` with the tab's own selection holds for both: the point of that case.
        #expect(!predicate.evaluate(Self.tab) || description == "(.isSelected || .hasFocus)")
        #expect(predicate.description == description)
    }

    @Test("the converse cases: the tab is selected and disabled, matches .type(.any), and a missing value contains nothing")
    func converse() {
        #expect(ElementPredicate.isSelected.evaluate(Self.tab))
        #expect(!ElementPredicate.isEnabled.evaluate(Self.tab))
        #expect(ElementPredicate.type(.any).evaluate(Self.tab))
        #expect(!ElementPredicate.value(contains: "").evaluate(Self.tab))
        #expect(!(ElementPredicate.isSelected && .hasFocus).evaluate(Self.tab))
        #expect(!(ElementPredicate.hasFocus || .isEnabled).evaluate(Self.tab))
    }
}
