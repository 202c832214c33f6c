import ScreenModel

/// Reads an app's launch arguments and environment into its options, from one table of
/// flags: the shared automation flags first, then the app's own.
///
/// Environment variables apply first, so arguments win. In a release build every
/// test-only flag is refused by name, as an argument or as a variable.
public struct LaunchParser<Options: AppLaunchOptions>: Sendable {
    /// Every flag, shared ones first, in the order `--help` lists them.
    public let flags: [LaunchFlag<Options>]
    /// The prefix of the environment variables derived from flag names, e.g. `DEMOAPP_`.
    public let environmentPrefix: String

    /// Each flag's environment variable, in the order of `flags`.
    private let environmentKeys: [String]

    /// A parser for the shared flags and `appFlags`.
    ///
    /// - Parameter environmentPrefix: the prefix of derived environment variable names.
    public init(environmentPrefix: String, appFlags: [LaunchFlag<Options>]) {
        self.environmentPrefix = environmentPrefix
        flags = AutomationOptions.flags.map { $0.lifted() } + appFlags
        environmentKeys = flags.map { Self.environmentKey(of: $0, prefix: environmentPrefix) }
    }

    /// Whether this build accepts test-only flags: debug builds do, release builds do not.
    public static var buildAllowsTestFlags: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// The `--help` text: one line per flag.
    public var usage: String {
        "Valid launch arguments:\n"
            + flags.map { flag in
                let spelled = flag.name + (flag.value.map { " \($0)" } ?? "")
                return "  " + spelled.padded(toTerminalWidth: 38) + flag.summary + (flag.isTestOnly ? " (debug builds only)" : "")
            }.joined(separator: "\n")
    }

    /// The environment variable that sets `flag`.
    public func environmentKey(of flag: LaunchFlag<Options>) -> String {
        Self.environmentKey(of: flag, prefix: environmentPrefix)
    }

    private static func environmentKey(of flag: LaunchFlag<Options>, prefix: String) -> String {
        flag.environmentKey ?? prefix + String(flag.name.drop { $0 == "-" }.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The options `arguments` and `environment` ask for.
    ///
    /// - Throws: `LaunchFlagError` naming the first argument or variable refused.
    public func parse(arguments: [String], environment: [String: String], allowsTestFlags: Bool = buildAllowsTestFlags) throws(LaunchFlagError) -> Options {
        var options = Options()
        for (flag, key) in zip(flags, environmentKeys) {
            guard let value = environment[key] else { continue }
            if flag.value == nil, ["", "0", "false", "no"].contains(value.lowercased()) { continue }
            if flag.isTestOnly && !allowsTestFlags { throw .testFlagInReleaseBuild(key) }
            try flag.apply(&options, value)
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (name, inlineValue) = Self.split(argument)
            guard let flag = flags.first(where: { $0.name == name }) else { throw .unknownFlag(argument) }
            if flag.isTestOnly && !allowsTestFlags { throw .testFlagInReleaseBuild(flag.name) }
            if let expected = flag.value {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw .missingValue(flag: flag.name, expected: expected)
                    }
                    value = arguments[index]
                    index += 1
                }
                try flag.apply(&options, value)
            } else {
                guard inlineValue == nil else {
                    throw .invalidValue(flag: flag.name, value: inlineValue ?? "", expected: "no value")
                }
                try flag.apply(&options, "")
            }
        }
        return options
    }

    /// `error` as a person reads it: the sentence, then the valid arguments.
    public func explanation(of error: LaunchFlagError) -> String {
        reason(error) + "\n" + usage
    }

    /// The one-line reason for `error`; an unknown flag names the nearest valid ones.
    public func reason(_ error: LaunchFlagError) -> String {
        guard case let .unknownFlag(flag) = error else { return error.description }
        let name = String(flag.prefix { $0 != "=" })
        let nearest = NearestNames.nearest(to: name, among: flags.map(\.name), limit: 2)
        guard !nearest.isEmpty else { return error.description }
        return "unknown launch argument '\(flag)'; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
