/// One option of the `journey` command: its spellings, the value it takes, its help,
/// and what it does to the invocation. The table of them (`CommandOption.all`) is the
/// only place an option is declared: parsing, `--help` and suggestions all read it.
package struct CommandOption: Sendable {
    /// The spellings, the long one first: `--help`, `-h`.
    package let names: [String]
    /// What the value looks like (`N`, `PATH`), or nil for an option without one.
    package let value: String?
    /// What the value must be, for the error when it is missing: `a number of runs, 1 or more`.
    package let expects: String
    /// The lines of help after the option's spelling.
    package let help: [String]
    /// The commands that take the option.
    package let commands: Set<Invocation.Command>
    /// Sets what the option asks for; `value` is empty for an option without one.
    let apply: @Sendable (inout Invocation, _ value: String, _ option: String) throws(UsageError) -> Void

    /// Creates an option; `apply` receives the value and the spelling used.
    init(
        _ names: [String], value: String? = nil, expects: String = "no value", help: [String],
        for commands: Set<Invocation.Command> = Set(Invocation.Command.allCases).subtracting([.record]),
        apply: @escaping @Sendable (inout Invocation, _ value: String, _ option: String) throws(UsageError) -> Void
    ) {
        self.names = names
        self.value = value
        self.expects = expects
        self.help = help
        self.commands = commands
        self.apply = apply
    }

    /// The option as `--help` shows it: `--parallel N`, `-h, --help`.
    package var spelled: String {
        names.reversed().joined(separator: ", ") + (value.map { " " + $0 } ?? "")
    }

    /// The option's lines of `--help`: the spelling, then its help in a column.
    var usageLines: [String] {
        let column = 26
        let spelled = "  " + spelled
        guard let first = help.first else { return [spelled] }
        let rest = help.dropFirst().map { String(repeating: " ", count: column) + $0 }
        if spelled.count < column - 1 {
            return [spelled + String(repeating: " ", count: column - spelled.count) + first] + rest
        }
        return [spelled, String(repeating: " ", count: column) + first] + rest
    }
}
