public import Driver
public import ScreenModel

extension ElementType {
    /// XCUITest's toggle: on iOS the on/off control a switch holds; a terminal's on/off
    /// control is one element, its switch, so `.toggle` is `.switch` (the kit's switch,
    /// Textual's `Switch`).
    public static var toggle: ElementType { .switch }
}

extension ElementTypeQueryProvider where ElementQueryType == XCUIElementQuery {
    /// XCUITest's toggles: a terminal's on/off controls, its switches (`switches`).
    public var toggles: XCUIElementQuery { descendants(matching: .toggle) }
}
