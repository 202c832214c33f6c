import ScreenModel

extension ViewHost {
    /// Carries out the protocol's `pressKey` as the keyboard would: the keys of version 1's
    /// `press` (and Shift-Tab) as `press`, a character or the space bar typed into the
    /// field that takes typing; every other key or modifier is refused as unsupported,
    /// naming it.
    func pressKey(_ key: KeyboardKey, modifiers: KeyModifiers, in root: Node) -> CommandOutcome {
        if let named = KeyPress(key, modifiers: modifiers).versionOneKey {
            press(named, in: root)
            return .done
        }
        let typed: String? = key == .space ? " " : key.character.flatMap { $0.properties.generalCategory == .control ? nil : String($0) }
        guard modifiers.isEmpty, let typed else {
            return .refused(CommandRefusal(.unsupported, "this app takes no key \(modifiers)\(key): a TerminalUI app takes characters, space and the keys of press"))
        }
        guard let field = textEntryTarget(in: root) else {
            return .refused(CommandRefusal(.unsupported, "no field on this screen takes the key \(key)"))
        }
        if field.element.identifier != focus { setFocus(field) }
        field.onEdit?(.insert(typed))
        return .done
    }
}
