extension ElementSnapshot {
    /// One line describing this element alone:
    /// `button "Log In" #loginButton {{2, 7}, {10, 1}} [disabled]`.
    ///
    /// The order is fixed: type, label, identifier, value, placeholder, frame, flags,
    /// so dumps diff cleanly.
    public func dumpLine(includingFrame: Bool = true) -> String {
        // Built in one string: a snapshot writes a line for every element after every action.
        // Appended piece by piece, into room for all of it: no piece is a string of its own.
        var line = elementType.rawValue
        line.reserveCapacity(line.utf8.count + label.utf8.count + identifier.utf8.count + (value?.utf8.count ?? 0) + (placeholderValue?.utf8.count ?? 0) + 64)
        if !label.isEmpty {
            line.append(" ")
            label.appendQuotedLiteral(to: &line)
        }
        if !identifier.isEmpty {
            line.append(" #")
            line.append(identifier)
        }
        if let value {
            line.append(" value: ")
            value.appendQuotedLiteral(to: &line)
        }
        if let placeholderValue {
            line.append(" placeholder: ")
            placeholderValue.appendQuotedLiteral(to: &line)
        }
        if includingFrame {
            line.append(" ")
            line.append(frame.description)
        }
        var separator = " ["
        func flag(_ name: String) {
            line.append(separator)
            line.append(name)
            separator = ", "
        }
        if !isEnabled { flag("disabled") }
        if isSelected { flag("selected") }
        if hasFocus { flag("focused") }
        if separator == ", " { line.append("]") }
        return line
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
