import Driver
import ScreenModel

extension XCUIElement {
    /// The modifier keys held while a key is typed, as XCUITest's. A terminal has
    /// Shift, Control and Option (Alt); `command` cannot be sent and fails the call.
    public struct KeyModifierFlags: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates flags from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shift.
        public static let shift = KeyModifierFlags(rawValue: 1 << 1)
        /// Control.
        public static let control = KeyModifierFlags(rawValue: 1 << 2)
        /// Option (Alt).
        public static let option = KeyModifierFlags(rawValue: 1 << 3)
        /// Command: a terminal has none.
        public static let command = KeyModifierFlags(rawValue: 1 << 4)

        /// The protocol's modifiers for these flags, or nil when one has no terminal equivalent.
        var keyModifiers: KeyModifiers? {
            guard !contains(.command) else { return nil }
            var modifiers: KeyModifiers = []
            if contains(.shift) { modifiers.insert(.shift) }
            if contains(.control) { modifiers.insert(.control) }
            if contains(.option) { modifiers.insert(.option) }
            return modifiers
        }
    }

    /// Types one key with `flags` held, delivered to whatever has keyboard focus, as
    /// XCUITest's `typeKey(_:modifierFlags:)`: `app.typeKey("a", modifierFlags: [])`,
    /// `app.typeKey("s", modifierFlags: .control)`, `app.typeKey(XCUIKeyboardKey.upArrow.rawValue, modifierFlags: .shift)`.
    /// A key that is not one character, or the Command modifier, fails the call.
    public func typeKey(_ key: String, modifierFlags flags: KeyModifierFlags, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column)
    {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        guard let pressed = KeyboardKey(typed: key) else {
            FailureRecorder.record("typeKey(\(key.quotedLiteral)): a key is one character or an XCUIKeyboardKey; type text with typeText", at: site)
            return
        }
        guard let modifiers = flags.keyModifiers else {
            FailureRecorder.record("typeKey(\(key.quotedLiteral), modifierFlags: .command): a terminal has no Command key; use .control or .option", at: site)
            return
        }
        appAct(site) { try await $0.typeKey(pressed, modifierFlags: modifiers) }
    }

    /// Types the key `key` with `flags` held, as XCUITest's `typeKey(_:modifierFlags:)`.
    public func typeKey(
        _ key: XCUIKeyboardKey, modifierFlags flags: KeyModifierFlags, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        typeKey(key.rawValue, modifierFlags: flags, file: file, fileID: fileID, line: line, column: column)
    }
}
