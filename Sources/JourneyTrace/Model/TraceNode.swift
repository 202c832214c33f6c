import ScreenModel

/// One element of a stored tree, with its children: the element tree as a trace keeps
/// it. The JSON keys are short, and attributes at their defaults are left out, since
/// trees are most of a trace's size.
package struct TraceNode: Codable, Sendable, Hashable {
    /// The element's type: `button`, `staticText`, …
    package var type: String
    /// The identifier; empty when it has none.
    package var identifier: String
    /// The visible text.
    package var label: String
    /// The value, if any.
    package var value: String?
    /// The placeholder, if any.
    package var placeholder: String?
    /// Whether it accepts interaction.
    package var isEnabled: Bool
    /// Whether it is selected.
    package var isSelected: Bool
    /// Whether it has keyboard focus.
    package var hasFocus: Bool
    /// Where it is drawn, in cells: x, y, width, height.
    package var frame: [Int]
    /// The elements inside it, in drawing order.
    package var children: [TraceNode]

    /// Creates a node.
    package init(
        type: String, identifier: String = "", label: String = "", value: String? = nil, placeholder: String? = nil,
        isEnabled: Bool = true, isSelected: Bool = false, hasFocus: Bool = false, frame: [Int] = [0, 0, 0, 0], children: [TraceNode] = []
    ) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
        self.frame = frame
        self.children = children
    }

    private enum CodingKeys: String, CodingKey {
        case type = "t", identifier = "i", label = "l", value = "v", placeholder = "p", disabled = "d", selected = "s", focused = "f"
        case frame = "r", children = "c"
    }

    /// Reads a node, taking left-out attributes as their defaults.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        identifier = try container.decodeIfPresent(String.self, forKey: .identifier) ?? ""
        label = try container.decodeIfPresent(String.self, forKey: .label) ?? ""
        value = try container.decodeIfPresent(String.self, forKey: .value)
        placeholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
        isEnabled = !(try container.decodeIfPresent(Bool.self, forKey: .disabled) ?? false)
        isSelected = try container.decodeIfPresent(Bool.self, forKey: .selected) ?? false
        hasFocus = try container.decodeIfPresent(Bool.self, forKey: .focused) ?? false
        frame = try container.decodeIfPresent([Int].self, forKey: .frame) ?? [0, 0, 0, 0]
        children = try container.decodeIfPresent([TraceNode].self, forKey: .children) ?? []
    }

    /// Writes a node, leaving out attributes at their defaults.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        if !identifier.isEmpty { try container.encode(identifier, forKey: .identifier) }
        if !label.isEmpty { try container.encode(label, forKey: .label) }
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        if !isEnabled { try container.encode(true, forKey: .disabled) }
        if isSelected { try container.encode(true, forKey: .selected) }
        if hasFocus { try container.encode(true, forKey: .focused) }
        try container.encode(frame, forKey: .frame)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }

    /// The node as a tree dump shows it: `button "Log in" #loginButton [disabled]`.
    package var line: String {
        var parts = [type]
        if !label.isEmpty { parts.append(label.quotedLiteral) }
        if !identifier.isEmpty { parts.append("#" + identifier) }
        if let value { parts.append("value: " + value.quotedLiteral) }
        if let placeholder { parts.append("placeholder: " + placeholder.quotedLiteral) }
        var flags: [String] = []
        if !isEnabled { flags.append("disabled") }
        if isSelected { flags.append("selected") }
        if hasFocus { flags.append("focused") }
        if !flags.isEmpty { parts.append("[" + flags.joined(separator: ", ") + "]") }
        return parts.joined(separator: " ")
    }
}
