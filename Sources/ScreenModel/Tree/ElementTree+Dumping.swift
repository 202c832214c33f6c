extension ElementSnapshot {
    /// One line describing this element alone:
    /// `button "Log In" #loginButton {{2, 7}, {10, 1}} [disabled]`.
    ///
    /// The order is fixed: type, label, identifier, value, placeholder, frame, flags,
    /// so dumps diff cleanly.
    public func dumpLine(includingFrame: Bool = true) -> String {
        var parts = [elementType.rawValue]
        if !label.isEmpty { parts.append(quoted(label)) }
        if !identifier.isEmpty { parts.append("#" + identifier) }
        if let value { parts.append("value: " + quoted(value)) }
        if let placeholderValue { parts.append("placeholder: " + quoted(placeholderValue)) }
        if includingFrame { parts.append(frame.description) }
        var flags: [String] = []
        if !isEnabled { flags.append("disabled") }
        if isSelected { flags.append("selected") }
        if hasFocus { flags.append("focused") }
        if !flags.isEmpty { parts.append("[" + flags.joined(separator: ", ") + "]") }
        return parts.joined(separator: " ")
    }

    /// A short name for messages: `button #loginButton "Log In"`.
    public var summary: String {
        var parts = [elementType.rawValue]
        if !identifier.isEmpty { parts.append("#" + identifier) }
        if !label.isEmpty { parts.append(quoted(label)) }
        return parts.joined(separator: " ")
    }

    /// This element and everything inside it, one element a line, indented two
    /// spaces a level.
    public func dump(includingFrames: Bool = true, indent: Int = 0) -> String {
        var lines: [String] = []
        appendDump(to: &lines, includingFrames: includingFrames, depth: indent)
        return lines.joined(separator: "\n")
    }

    private func appendDump(to lines: inout [String], includingFrames: Bool, depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + dumpLine(includingFrame: includingFrames))
        for child in children {
            child.appendDump(to: &lines, includingFrames: includingFrames, depth: depth + 1)
        }
    }
}

extension ElementTree: CustomDebugStringConvertible {
    /// The whole tree, one element a line, under a header with the generation and
    /// activity, as XCUITest's `debugDescription` dumps what a test can see.
    public var debugDescription: String {
        "Tree \(generation), \(activity):\n" + root.dump()
    }
}
