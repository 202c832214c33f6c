/// A named set of launch arguments added to every launch of a run, such as a locale
/// or a terminal size, so one suite can run under several conditions.
///
/// A configuration never undoes what a journey says about itself: a flag the journey
/// sets is not added again (see `arguments(over:)`), and the run says so.
package struct LaunchConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The name used with `--config`, e.g. `es`.
    package var name: String
    /// The launch arguments it adds.
    package var arguments: [String]
    /// Where a configurations file defines it; nil for the built-in ones.
    package var location: ArgumentsLocation?

    /// Creates a configuration.
    package init(name: String, arguments: [String], location: ArgumentsLocation? = nil) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }

    /// Configurations are the same when their names and arguments are, wherever defined.
    package static func == (lhs: LaunchConfiguration, rhs: LaunchConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.arguments == rhs.arguments
    }

    /// Hashes the name and arguments.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(arguments)
    }

    /// No extra arguments: what runs when no `--config` is given.
    package static let standard = LaunchConfiguration(name: "default", arguments: [])

    /// The configurations every run knows, whatever the journey folder defines.
    package static let builtIn: [LaunchConfiguration] = [
        standard,
        LaunchConfiguration(name: "en", arguments: ["--locale", "en"]),
        LaunchConfiguration(name: "es", arguments: ["--locale", "es"]),
        LaunchConfiguration(name: "ja", arguments: ["--locale", "ja"]),
        LaunchConfiguration(name: "small", arguments: ["--terminal-size", "40x20"]),
        LaunchConfiguration(name: "large", arguments: ["--terminal-size", "120x40"]),
        LaunchConfiguration(name: "slow-network", arguments: ["--network", "slow"]),
        LaunchConfiguration(name: "flaky-network", arguments: ["--network", "flaky"]),
    ]

    /// Whether this is the default configuration, which reports do not name.
    package var isStandard: Bool { name == LaunchConfiguration.standard.name && arguments.isEmpty }

    /// `es: --locale es`.
    package var description: String {
        arguments.isEmpty ? "\(name): (no extra arguments)" : "\(name): " + arguments.map(scriptQuoted(argument:)).joined(separator: " ")
    }
}
