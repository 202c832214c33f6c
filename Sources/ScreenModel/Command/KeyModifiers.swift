/// The modifier keys held while a key is pressed; the names follow XCUITest's
/// `XCUIElement.KeyModifierFlags`.
public struct KeyModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The raw bits, as the protocol sends them (bit 0 shift, bit 1 control, bit 2 option).
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 2)
    /// Option (Alt, Meta).
    public static let option = KeyModifiers(rawValue: 4)
    /// Every modifier the protocol knows.
    public static let all: KeyModifiers = [.shift, .control, .option]

    /// `ctrl-alt-shift-`: the modifiers as a prefix of a key's name in scripts and messages.
    public var description: String {
        (contains(.control) ? "ctrl-" : "") + (contains(.option) ? "alt-" : "") + (contains(.shift) ? "shift-" : "")
    }
}
