/// One launch argument an app accepts: how it is spelled, the value it takes, the
/// environment variable that sets it too, whether only debug builds accept it, and
/// what it does to the app's options.
///
/// One table of these drives parsing, `--help` and suggestions for a misspelling.
public struct LaunchFlag<Options>: Sendable {
    /// The argument as typed, e.g. `--network`.
    public let name: String
    /// What the value looks like in `--help` (e.g. `online|offline`); nil for a flag that
    /// takes none.
    public let value: String?
    /// The environment variable that sets it (its value being the flag's value); nil to
    /// derive one from the parser's prefix and the name (`--latency-ms` → `PREFIX_LATENCY_MS`).
    public let environmentKey: String?
    /// Whether only debug builds accept it; release builds refuse it by name.
    public let isTestOnly: Bool
    /// One line for `--help`.
    public let summary: String
    /// Applies the flag (with its value, or "" when it takes none) to the options.
    public let apply: @Sendable (inout Options, String) throws(LaunchFlagError) -> Void

    /// A flag; see the properties for what each part means.
    public init(
        _ name: String, value: String? = nil, environmentKey: String? = nil, testOnly: Bool, summary: String,
        apply: @escaping @Sendable (inout Options, String) throws(LaunchFlagError) -> Void
    ) {
        self.name = name
        self.value = value
        self.environmentKey = environmentKey
        isTestOnly = testOnly
        self.summary = summary
        self.apply = apply
    }

}

extension LaunchFlag where Options == AutomationOptions {
    /// The same shared flag applied to an app's options, through their `automation`.
    func lifted<Whole: AppLaunchOptions>() -> LaunchFlag<Whole> {
        let apply = apply
        return LaunchFlag<Whole>(name, value: value, environmentKey: environmentKey, testOnly: isTestOnly, summary: summary) {
            whole, text throws(LaunchFlagError) in try apply(&whole.automation, text)
        }
    }
}

/// Why launch arguments were refused; `description` is one sentence naming the argument.
public enum LaunchFlagError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No flag is spelled this way.
    case unknownFlag(String)
    /// The flag needs a value and none followed it.
    case missingValue(flag: String, expected: String)
    /// The value is not one the flag accepts.
    case invalidValue(flag: String, value: String, expected: String)
    /// A test-only flag (or its environment variable) in a release build.
    case testFlagInReleaseBuild(String)

    /// One sentence naming the argument and what is wrong with it.
    public var description: String {
        switch self {
        case let .unknownFlag(flag):
            "unknown launch argument '\(flag)'."
        case let .missingValue(flag, expected):
            "launch argument '\(flag)' needs a value: \(expected)."
        case let .invalidValue(flag, value, expected):
            "launch argument '\(flag)' has the invalid value '\(value)': expected \(expected)."
        case let .testFlagInReleaseBuild(flag):
            (flag.hasPrefix("--") || flag.hasPrefix("-") ? "'\(flag)' is a test-only launch argument" : "the environment variable '\(flag)' sets a test-only launch argument")
                + ", and test flags are refused in release builds. Build for debugging (swift build) to use them."
        }
    }
}
