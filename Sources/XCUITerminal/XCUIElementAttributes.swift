public import Foundation
public import ScreenModel

/// The attributes an element exposes, as XCUITest's protocol of that name: helpers
/// written against it take an `XCUIElement` here as on iOS.
public protocol XCUIElementAttributes {
    /// The developer-assigned identifier.
    var identifier: String { get }
    /// Where the element is drawn.
    var frame: CGRect { get }
    /// The current value, if any.
    var value: Any? { get }
    /// The title.
    var title: String { get }
    /// The visible text.
    var label: String { get }
    /// The element's type.
    var elementType: XCUIElement.ElementType { get }
    /// Whether it accepts interaction.
    var isEnabled: Bool { get }
    /// Whether it is selected.
    var isSelected: Bool { get }
    /// Whether it has keyboard focus.
    var hasFocus: Bool { get }
    /// The hint an empty field shows.
    var placeholderValue: String? { get }
}

extension XCUIElement: XCUIElementAttributes {}
