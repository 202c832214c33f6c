import AutomationChannel
import ScreenModel

/// The app's answer when asked only to check its launch arguments
/// (`AutomationProtocol.checkArgumentsEnvironmentKey`): the same parse a launch does,
/// reported as a line a tool reads, so `journey` can refuse a mistyped flag before
/// any journey runs.
enum LaunchArgumentCheck {
    /// The verdict's lines: `launch-arguments ok`, or `launch-arguments refused N` and
    /// the reason, N being the index of the argument at fault (-1 for an environment
    /// variable or none).
    static func verdict(arguments: [String], environment: [String: String], allowsTestFlags: Bool) -> String {
        do {
            _ = try LaunchOptionsParser(allowsTestFlags: allowsTestFlags).parse(arguments: arguments, environment: environment)
            return "launch-arguments ok\n"
        } catch {
            let index = index(of: error, in: arguments) ?? -1
            return "launch-arguments refused \(index)\n" + reason(error) + "\n"
        }
    }

    /// The error's first line, with the flags nearest to an unknown one.
    static func reason(_ error: LaunchOptionsError) -> String {
        let firstLine = String(error.description.prefix { $0 != "\n" })
        guard case let .unknownFlag(flag) = error else { return firstLine }
        let name = String(flag.prefix { $0 != "=" })
        let nearest = NearestNames.nearest(to: name, among: LaunchOptionsParser.flags.map(\.name), limit: 2)
        guard !nearest.isEmpty else { return firstLine }
        return "unknown launch argument '\(flag)'; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// Where in `arguments` the argument at fault is: the unknown or refused flag, the
    /// bad value, or the flag missing its value.
    private static func index(of error: LaunchOptionsError, in arguments: [String]) -> Int? {
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
