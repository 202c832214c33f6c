/// The kind of an element, with XCUITest's names and meanings.
///
/// `any` exists only for queries (`descendants(matching: .any)`); no element in a
/// tree has it.
public enum ElementType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case any
    case application
    case window
    case other
    case button
    case staticText
    case textField
    case secureTextField
    case searchField
    case cell
    case table
    case tabBar
    case navigationBar
    case alert
    case `switch`
    case activityIndicator
    case image

    /// The name as written in Swift, e.g. `staticText`.
    public var description: String { rawValue }

    /// Whether this element accepts typed text.
    public var acceptsText: Bool {
        switch self {
        case .textField, .secureTextField, .searchField: true
        default: false
        }
    }

    /// Whether this element clips what its descendants draw to its own frame.
    ///
    /// Scrolling containers clip, so a cell scrolled out of its table is not visible,
    /// and nothing draws outside the application's screen.
    public var clipsDescendants: Bool {
        switch self {
        case .application, .window, .table, .alert: true
        default: false
        }
    }

    /// Whether this element is modal: while it is on screen, nothing drawn before it
    /// can be hit.
    public var isModal: Bool { self == .alert }

    /// The query-provider name XCUITest gives this type (`buttons`, `staticTexts`), if any.
    public var queryProviderName: String? {
        switch self {
        case .any: nil
        case .application: nil
        case .window: "windows"
        case .other: "otherElements"
        case .button: "buttons"
        case .staticText: "staticTexts"
        case .textField: "textFields"
        case .secureTextField: "secureTextFields"
        case .searchField: "searchFields"
        case .cell: "cells"
        case .table: "tables"
        case .tabBar: "tabBars"
        case .navigationBar: "navigationBars"
        case .alert: "alerts"
        case .switch: "switches"
        case .activityIndicator: "activityIndicators"
        case .image: "images"
        }
    }

    /// Looks a type up by its query-provider name (`"buttons"` gives `.button`).
    public init?(queryProviderName name: String) {
        guard let match = ElementType.allCases.first(where: { $0.queryProviderName == name }) else { return nil }
        self = match
    }
}
