import ScreenModel

/// What the figures of inferred elements are counted for: four element types, and the
/// one state a screen shows (selected or focused, both drawn as a highlight).
public enum InferenceKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Buttons.
    case button
    /// Text fields.
    case textField
    /// Check boxes and radio buttons (switches).
    case checkBox
    /// Cells of tables and lists.
    case cell
    /// Elements selected or focused.
    case selectedOrFocused

    /// The name the figures print.
    public var description: String {
        switch self {
        case .button: "button"
        case .textField: "text field"
        case .checkBox: "check box"
        case .cell: "cell"
        case .selectedOrFocused: "selected/focused"
        }
    }

    /// Whether `element` counts for this kind.
    func includes(_ element: ElementSnapshot) -> Bool {
        switch self {
        case .button: element.elementType == .button
        case .textField: element.elementType.acceptsText
        case .checkBox: element.elementType == .switch
        case .cell: element.elementType == .cell
        case .selectedOrFocused: [.button, .cell, .switch].contains(element.elementType) || element.elementType.acceptsText ? element.isSelected || element.hasFocus : false
        }
    }

    /// Whether the kind asks labels to agree for a match (a state is matched by place alone).
    var matchesLabels: Bool { self != .selectedOrFocused }
}
