/// A condition on one element's attributes, with a description written the way a
/// person would write the condition in Swift.
///
/// Build them from the static members and combine with `&&`, `||` and `!`:
/// `.label(contains: "Shoes") && .isEnabled`. For anything else, give a description
/// and a closure: `ElementPredicate("wide") { $0.frame.width > 40 }`.
public struct ElementPredicate: Sendable, CustomStringConvertible {
    /// The condition as a person reads it, e.g. `.label(contains: "Shoes")`.
    public let description: String
    private let test: @Sendable (ElementSnapshot) -> Bool

    /// Creates a predicate from a description and a test.
    public init(_ description: String, _ test: @escaping @Sendable (ElementSnapshot) -> Bool) {
        self.description = description
        self.test = test
    }

    /// Whether `element` satisfies the condition.
    public func evaluate(_ element: ElementSnapshot) -> Bool { test(element) }

    /// The identifier equals `identifier`.
    public static func identifier(_ identifier: String) -> ElementPredicate {
        ElementPredicate(".identifier(\(quoted(identifier)))") { $0.identifier == identifier }
    }

    /// The identifier starts with `prefix` (e.g. every `productCell_`).
    public static func identifier(beginsWith prefix: String) -> ElementPredicate {
        ElementPredicate(".identifier(beginsWith: \(quoted(prefix)))") { $0.identifier.hasPrefix(prefix) }
    }

    /// The label equals `label`.
    public static func label(_ label: String) -> ElementPredicate {
        ElementPredicate(".label(\(quoted(label)))") { $0.label == label }
    }

    /// The label contains `text`.
    public static func label(contains text: String) -> ElementPredicate {
        ElementPredicate(".label(contains: \(quoted(text)))") { $0.label.contains(text) }
    }

    /// The label starts with `prefix`.
    public static func label(beginsWith prefix: String) -> ElementPredicate {
        ElementPredicate(".label(beginsWith: \(quoted(prefix)))") { $0.label.hasPrefix(prefix) }
    }

    /// The value equals `value`.
    public static func value(_ value: String) -> ElementPredicate {
        ElementPredicate(".value(\(quoted(value)))") { $0.value == value }
    }

    /// The value contains `text`.
    public static func value(contains text: String) -> ElementPredicate {
        ElementPredicate(".value(contains: \(quoted(text)))") { $0.value?.contains(text) ?? false }
    }

    /// The placeholder equals `placeholder`.
    public static func placeholderValue(_ placeholder: String) -> ElementPredicate {
        ElementPredicate(".placeholderValue(\(quoted(placeholder)))") { $0.placeholderValue == placeholder }
    }

    /// The element is of type `type`.
    public static func type(_ type: ElementType) -> ElementPredicate {
        ElementPredicate(".type(.\(type))") { type == .any || $0.elementType == type }
    }

    /// The element accepts interaction.
    public static let isEnabled = ElementPredicate(".isEnabled") { $0.isEnabled }

    /// The element is selected.
    public static let isSelected = ElementPredicate(".isSelected") { $0.isSelected }

    /// The element has keyboard focus.
    public static let hasFocus = ElementPredicate(".hasFocus") { $0.hasFocus }

    /// Both conditions hold.
    public static func && (lhs: ElementPredicate, rhs: ElementPredicate) -> ElementPredicate {
        ElementPredicate("(\(lhs) && \(rhs))") { lhs.evaluate($0) && rhs.evaluate($0) }
    }

    /// Either condition holds.
    public static func || (lhs: ElementPredicate, rhs: ElementPredicate) -> ElementPredicate {
        ElementPredicate("(\(lhs) || \(rhs))") { lhs.evaluate($0) || rhs.evaluate($0) }
    }

    /// The condition does not hold.
    public static prefix func ! (predicate: ElementPredicate) -> ElementPredicate {
        ElementPredicate("!\(predicate)") { !predicate.evaluate($0) }
    }
}
