public import ScreenModel

/// Anything queries can start from: the app, an element, or another query. Gives
/// XCUITest's query providers (`buttons`, `cells`, …) on top of two requirements.
public protocol ElementTypeQueryProvider {
    /// Every element of `type` inside this one, at any depth.
    func descendants(matching type: ElementType) -> ElementQuery
    /// The direct children of `type`.
    func children(matching type: ElementType) -> ElementQuery
}

extension ElementTypeQueryProvider {
    /// Buttons, including tab-bar buttons and alert buttons.
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Static texts: labels and titles.
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Plain text fields.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// Password fields.
    public var secureTextFields: ElementQuery { descendants(matching: .secureTextField) }
    /// Search fields.
    public var searchFields: ElementQuery { descendants(matching: .searchField) }
    /// Table cells.
    public var cells: ElementQuery { descendants(matching: .cell) }
    /// Tables.
    public var tables: ElementQuery { descendants(matching: .table) }
    /// Tab bars.
    public var tabBars: ElementQuery { descendants(matching: .tabBar) }
    /// Navigation bars.
    public var navigationBars: ElementQuery { descendants(matching: .navigationBar) }
    /// Alerts.
    public var alerts: ElementQuery { descendants(matching: .alert) }
    /// Switches.
    public var switches: ElementQuery { descendants(matching: .switch) }
    /// Elements of type `other`: groups and containers.
    public var otherElements: ElementQuery { descendants(matching: .other) }
    /// Activity indicators (spinners).
    public var activityIndicators: ElementQuery { descendants(matching: .activityIndicator) }
    /// Images.
    public var images: ElementQuery { descendants(matching: .image) }
    /// Windows.
    public var windows: ElementQuery { descendants(matching: .window) }
}
