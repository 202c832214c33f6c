public import Driver
public import ScreenModel

extension ElementType {
    /// XCUITest's popover: a panel shown over part of the screen until dismissed. A
    /// terminal draws such a panel as a sheet (the kit's sheet, a Textual modal screen),
    /// so `.popover` is `.sheet`.
    public static var popover: ElementType { .sheet }
}

extension ElementTypeQueryProvider where ElementQueryType == XCUIElementQuery {
    /// XCUITest's popovers: a terminal's panels over the screen, its sheets (`sheets`).
    public var popovers: XCUIElementQuery { descendants(matching: .popover) }
}
