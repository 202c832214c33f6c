import ScreenModel

/// What a `run` step starts: a program on a pseudo-terminal, with its arguments, the
/// terminal's size and the variables added to its environment.
///
/// ```
/// run "less -N README.md" size 100x30 env LESSHISTFILE=- env "GREETING=hello world"
/// ```
package struct ProgramLaunch: Sendable, Hashable, CustomStringConvertible {
    /// The command line as written between the quotes: `less -N README.md`.
    package var commandLine: String
    /// The program: a path, or a name looked up on `PATH`.
    package var command: String
    /// Its arguments, split from the command line as a shell splits words.
    package var arguments: [String]
    /// The terminal's width in columns (80 unless `size` says).
    package var columns: Int
    /// The terminal's height in rows (24 unless `size` says).
    package var rows: Int
    /// The variables added to the environment the `journey` command runs in, in the
    /// order written (a later one with the same name wins).
    package var environment: [EnvironmentVariable]

    /// The terminal size a `run` step gets when it names none.
    package static let defaultSize = (columns: 80, rows: 24)

    /// Creates a launch.
    package init(
        commandLine: String, command: String, arguments: [String], columns: Int = defaultSize.columns, rows: Int = defaultSize.rows,
        environment: [EnvironmentVariable] = []
    ) {
        self.commandLine = commandLine
        self.command = command
        self.arguments = arguments
        self.columns = columns
        self.rows = rows
        self.environment = environment
    }

    /// The environment as a dictionary, later variables winning.
    package var environmentVariables: [String: String] {
        Dictionary(environment.map { ($0.name, $0.value) }, uniquingKeysWith: { _, later in later })
    }

    /// The step as a script writes it: `run "less README.md" size 100x30 env LESS=-R`.
    package var description: String {
        var parts = ["run", commandLine.quotedLiteral]
        if columns != Self.defaultSize.columns || rows != Self.defaultSize.rows { parts += ["size", "\(columns)x\(rows)"] }
        parts += environment.flatMap { ["env", scriptQuoted(argument: "\($0.name)=\($0.value)")] }
        return parts.joined(separator: " ")
    }
}

/// One variable a `run` step adds to the program's environment: `env NAME=value`.
package struct EnvironmentVariable: Sendable, Hashable {
    /// The name: letters, digits and underscores, not starting with a digit.
    package var name: String
    /// The value, possibly empty.
    package var value: String

    /// Creates a variable.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
