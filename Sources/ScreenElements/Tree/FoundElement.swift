import ScreenModel
import TerminalEmulator

/// An element a recogniser found, before it is placed in the tree: its kind, what it
/// reads, where it is, its state, and the rule that found it.
struct FoundElement {
    var type: ElementType
    var label: String
    var value: String?
    var placeholderValue: String?
    var frame: Rect
    var isEnabled = true
    var isSelected = false
    var hasFocus = false
    /// The name of the table row that found it.
    var rule: String
    /// Elements the rule found inside it (a bar's keys, a table's cells).
    var children: [FoundElement] = []

    /// The element as a tree holds it, with `identifier` and the children made already.
    func snapshot(identifier: String, children: [ElementSnapshot]) -> ElementSnapshot {
        ElementSnapshot(
            type, identifier: identifier, label: label, value: value, placeholderValue: placeholderValue, isEnabled: isEnabled,
            isSelected: isSelected, hasFocus: hasFocus, frame: frame, children: children)
    }
}
