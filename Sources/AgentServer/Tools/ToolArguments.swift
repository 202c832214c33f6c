/// A tool call's arguments, read with the checks every tool needs: present when
/// required, of the right JSON type, within bounds.
struct ToolArguments: Sendable {
    /// The tool called, for messages.
    let tool: String
    private let members: [String: JSONValue]

    /// The arguments object of a call of `tool`.
    init(_ members: [String: JSONValue], tool: String) {
        self.members = members
        self.tool = tool
    }

    /// A string argument; nil when absent and not required.
    func string(_ name: String, required: Bool = false) throws(ToolFailure) -> String? {
        guard let value = members[name], value != .null else {
            if required { throw .missingArgument(name, tool: tool) }
            return nil
        }
        guard let text = value.stringValue else { throw .wrongType(argument: name, expected: "a string", found: value.typeName) }
        return text
    }

    /// A required string argument.
    func requiredString(_ name: String) throws(ToolFailure) -> String {
        try string(name, required: true) ?? ""
    }

    /// A whole-number argument within `range`; nil when absent.
    func int(_ name: String, in range: ClosedRange<Int>) throws(ToolFailure) -> Int? {
        guard let value = members[name], value != .null else { return nil }
        guard let number = value.intValue else { throw .wrongType(argument: name, expected: "a whole number", found: value.typeName) }
        guard range.contains(number) else {
            throw .invalidValue(argument: name, value: "\(number)", expected: "\(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    /// A boolean argument; false when absent.
    func bool(_ name: String) throws(ToolFailure) -> Bool {
        guard let value = members[name], value != .null else { return false }
        guard let flag = value.boolValue else { throw .wrongType(argument: name, expected: "true or false", found: value.typeName) }
        return flag
    }

    /// The longest timeout a tool takes, in seconds; the tools' schemas say the same.
    static let longestTimeoutSeconds = 600

    /// A timeout in seconds (default 5, at most `longestTimeoutSeconds`) as a duration.
    func timeout() throws(ToolFailure) -> Duration {
        guard let value = members["timeout"], value != .null else { return .seconds(5) }
        guard let seconds = value.doubleValue else { throw .wrongType(argument: "timeout", expected: "a number of seconds", found: value.typeName) }
        let longest = Self.longestTimeoutSeconds
        guard seconds >= 0, seconds <= Double(longest) else { throw .invalidValue(argument: "timeout", value: "\(seconds)", expected: "0…\(longest) seconds") }
        return .milliseconds(Int((seconds * 1_000).rounded()))
    }

    /// An array of strings; empty when absent.
    func strings(_ name: String) throws(ToolFailure) -> [String]? {
        guard let value = members[name], value != .null else { return nil }
        guard case let .array(items) = value else { throw .wrongType(argument: name, expected: "an array of strings", found: value.typeName) }
        var strings: [String] = []
        for item in items {
            guard let text = item.stringValue else { throw .wrongType(argument: name, expected: "an array of strings", found: "an array holding \(item.typeName)") }
            strings.append(text)
        }
        return strings
    }

    /// An object of string values (an environment).
    func environment(_ name: String) throws(ToolFailure) -> [String: String] {
        guard let value = members[name], value != .null else { return [:] }
        guard case let .object(pairs) = value else { throw .wrongType(argument: name, expected: "an object of strings", found: value.typeName) }
        var environment: [String: String] = [:]
        for (key, item) in pairs {
            guard let text = item.stringValue else { throw .wrongType(argument: "\(name).\(key)", expected: "a string", found: item.typeName) }
            guard !key.isEmpty, !key.contains("="), !key.contains("\0"), !text.contains("\0") else {
                throw .invalidValue(argument: name, value: key, expected: "variable names without '=' or NUL")
            }
            environment[key] = text
        }
        return environment
    }
}
