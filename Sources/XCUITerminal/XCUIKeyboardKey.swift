/// Keys as XCUITest types them: each is a character `typeText` presses as that key,
/// e.g. `field.typeText(XCUIKeyboardKey.delete.rawValue)` deletes one character.
public struct XCUIKeyboardKey: RawRepresentable, Sendable, Hashable {
    /// The character the key types.
    public let rawValue: String

    /// The key that types `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Deletes the character before the cursor.
    public static let delete = XCUIKeyboardKey(rawValue: "\u{7F}")
    /// Return: submits a field, or presses the focused element.
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    /// Enter: the same as Return here.
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    /// Moves focus to the next element.
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    /// Types a space.
    public static let space = XCUIKeyboardKey(rawValue: " ")
    /// Goes back, or dismisses an alert.
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1B}")
    /// The up arrow: moves focus back.
    public static let upArrow = XCUIKeyboardKey(rawValue: "\u{F700}")
    /// The down arrow: moves focus on.
    public static let downArrow = XCUIKeyboardKey(rawValue: "\u{F701}")
    /// The left arrow.
    public static let leftArrow = XCUIKeyboardKey(rawValue: "\u{F702}")
    /// The right arrow.
    public static let rightArrow = XCUIKeyboardKey(rawValue: "\u{F703}")
    /// Deletes the character after the cursor.
    public static let forwardDelete = XCUIKeyboardKey(rawValue: "\u{F728}")
    /// Home.
    public static let home = XCUIKeyboardKey(rawValue: "\u{F729}")
    /// End.
    public static let end = XCUIKeyboardKey(rawValue: "\u{F72B}")
    /// Page Up: scrolls a page up.
    public static let pageUp = XCUIKeyboardKey(rawValue: "\u{F72C}")
    /// Page Down: scrolls a page down.
    public static let pageDown = XCUIKeyboardKey(rawValue: "\u{F72D}")
}
