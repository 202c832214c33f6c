/// The app's answer when asked only to check its launch arguments (the
/// `TUI_CHECK_LAUNCH_ARGUMENTS` environment variable): the same parse a launch does,
/// reported as lines a tool reads, so `journey` can refuse a mistyped flag before any
/// journey runs.
extension LaunchParser {
    /// The verdict's lines: `launch-arguments ok`, or `launch-arguments refused N` and
    /// the reason, N being the index of the argument at fault (-1 for an environment
    /// variable or none).
    public func verdict(arguments: [String], environment: [String: String], allowsTestFlags: Bool = buildAllowsTestFlags) -> String {
        do {
            _ = try parse(arguments: arguments, environment: environment, allowsTestFlags: allowsTestFlags)
            return "launch-arguments ok\n"
        } catch {
            let index = Self.index(of: error, in: arguments) ?? -1
            return "launch-arguments refused \(index)\n" + reason(error) + "\n"
        }
    }

    private static func index(of error: LaunchFlagError, in arguments: [String]) -> Int? {
        func flagIndex(_ flag: String) -> Int? {
            arguments.lastIndex { $0 == flag || $0.hasPrefix(flag + "=") }
        }
        switch error {
        case let .unknownFlag(flag):
            return arguments.firstIndex(of: flag)
        case let .missingValue(flag, _), let .testFlagInReleaseBuild(flag):
            return flagIndex(flag)
        case let .invalidValue(flag, value, _):
            guard let index = flagIndex(flag) else { return nil }
            return arguments[index] == flag && index + 1 < arguments.count && arguments[index + 1] == value ? index + 1 : index
        }
    }
}
