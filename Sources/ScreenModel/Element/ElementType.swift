/// The kind of an element, with XCUITest's names and meanings.
///
/// `any` exists only for queries (`descendants(matching: .any)`); no element in a
/// tree has it.
public enum ElementType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Any type: for queries only.
    case any
    /// The application: the root of every tree.
    case application
    /// A window: the screen's content.
    case window
    /// A grouping or container.
    case other
    /// Something to tap.
    case button
    /// Text to read: labels and titles.
    case staticText
    /// A field for text.
    case textField
    /// A field whose value is masked.
    case secureTextField
    /// A field for a search.
    case searchField
    /// A row of a table.
    case cell
    /// A scrolling list of cells.
    case table
    /// The bar of tabs.
    case tabBar
    /// The bar at the top of a screen.
    case navigationBar
    /// A modal message with buttons.
    case alert
    /// An on/off control.
    case `switch`
    /// A spinner: work in progress.
    case activityIndicator
    /// A picture.
    case image
    /// A scrolling area that is not a list.
    case scrollView
    /// A field for several lines of text.
    case textView
    /// A scrolling grid or list of cells.
    case collectionView
    /// An entry of a menu.
    case menuItem
    /// A row of mutually exclusive choices.
    case segmentedControl
    /// A panel over the screen, modal like an alert.
    case sheet
    /// Text that opens something when tapped.
    case link
    /// A bar of buttons.
    case toolbar
    /// A bar that shows how far work has come.
    case progressIndicator
    /// A line of status the app keeps on screen (a terminal's bottom line, iOS's status bar).
    case statusBar

    /// The name as written in Swift, e.g. `staticText`.
    public var description: String { rawValue }

    /// Whether this element accepts typed text.
    public var acceptsText: Bool {
        switch self {
        case .textField, .secureTextField, .searchField, .textView: true
        default: false
        }
    }

    /// Whether this element clips what its descendants draw to its own frame.
    ///
    /// Scrolling containers clip, so a cell scrolled out of its table is not visible,
    /// and nothing draws outside the application's screen.
    public var clipsDescendants: Bool {
        switch self {
        case .application, .window, .table, .alert, .scrollView, .collectionView, .sheet: true
        default: false
        }
    }

    /// Whether this element is modal: while it is on screen, nothing drawn before it
    /// can be hit.
    public var isModal: Bool { self == .alert || self == .sheet }

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
        case .scrollView: "scrollViews"
        case .textView: "textViews"
        case .collectionView: "collectionViews"
        case .menuItem: "menuItems"
        case .segmentedControl: "segmentedControls"
        case .sheet: "sheets"
        case .link: "links"
        case .toolbar: "toolbars"
        case .progressIndicator: "progressIndicators"
        case .statusBar: "statusBars"
        }
    }

    /// Looks a type up by its query-provider name (`"buttons"` gives `.button`).
    public init?(queryProviderName name: String) {
        guard let match = ElementType.allCases.first(where: { $0.queryProviderName == name }) else { return nil }
        self = match
    }
}
