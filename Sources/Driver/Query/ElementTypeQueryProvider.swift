public import ScreenModel

/// Anything queries can start from: the app, an element, or another query. Gives
/// XCUITest's query providers (`buttons`, `cells`, …) on top of two requirements.
///
/// Both the async API (`ElementQuery`) and the XCUITest-compatible one
/// (`XCUIElementQuery`) conform, so the providers are written once.
public protocol ElementTypeQueryProvider {
    /// The kind of query the providers return.
    associatedtype ElementQueryType

    /// Every element of `type` inside this one, at any depth.
    func descendants(matching type: ElementType) -> ElementQueryType
    /// The direct children of `type`.
    func children(matching type: ElementType) -> ElementQueryType
}

extension ElementTypeQueryProvider {
    /// Buttons, including tab-bar buttons and alert buttons.
    public var buttons: ElementQueryType { descendants(matching: .button) }
    /// Static texts: labels and titles.
    public var staticTexts: ElementQueryType { descendants(matching: .staticText) }
    /// Plain text fields.
    public var textFields: ElementQueryType { descendants(matching: .textField) }
    /// Password fields.
    public var secureTextFields: ElementQueryType { descendants(matching: .secureTextField) }
    /// Search fields.
    public var searchFields: ElementQueryType { descendants(matching: .searchField) }
    /// Table cells.
    public var cells: ElementQueryType { descendants(matching: .cell) }
    /// Tables.
    public var tables: ElementQueryType { descendants(matching: .table) }
    /// Tab bars.
    public var tabBars: ElementQueryType { descendants(matching: .tabBar) }
    /// Navigation bars.
    public var navigationBars: ElementQueryType { descendants(matching: .navigationBar) }
    /// Alerts.
    public var alerts: ElementQueryType { descendants(matching: .alert) }
    /// Switches.
    public var switches: ElementQueryType { descendants(matching: .switch) }
    /// Elements of type `other`: groups and containers.
    public var otherElements: ElementQueryType { descendants(matching: .other) }
    /// Activity indicators (spinners).
    public var activityIndicators: ElementQueryType { descendants(matching: .activityIndicator) }
    /// Images.
    public var images: ElementQueryType { descendants(matching: .image) }
    /// Windows.
    public var windows: ElementQueryType { descendants(matching: .window) }
    /// Scrolling areas that are not lists.
    public var scrollViews: ElementQueryType { descendants(matching: .scrollView) }
    /// Multi-line text fields.
    public var textViews: ElementQueryType { descendants(matching: .textView) }
    /// Scrolling grids and lists.
    public var collectionViews: ElementQueryType { descendants(matching: .collectionView) }
    /// Menu entries.
    public var menuItems: ElementQueryType { descendants(matching: .menuItem) }
    /// Rows of exclusive choices.
    public var segmentedControls: ElementQueryType { descendants(matching: .segmentedControl) }
    /// Panels over the screen.
    public var sheets: ElementQueryType { descendants(matching: .sheet) }
    /// Links.
    public var links: ElementQueryType { descendants(matching: .link) }
    /// Bars of buttons.
    public var toolbars: ElementQueryType { descendants(matching: .toolbar) }
    /// Progress bars.
    public var progressIndicators: ElementQueryType { descendants(matching: .progressIndicator) }
    /// Status bars: the lines of status an app keeps on screen.
    public var statusBars: ElementQueryType { descendants(matching: .statusBar) }
}
