package import JourneyTrace
package import Sharding

/// How the `journey` command was called: what to do, on which paths, with which options.
package struct Invocation: Sendable, Equatable {
    /// What the command does. Each command is declared here once: its word, its line of
    /// `--help` and the suggestion for a mistyped word all come from this table.
    package enum Command: String, Sendable, Equatable, CaseIterable {
        /// Runs journeys and reports.
        case run
        /// Prints the journey files a run would take, after `--shard` and `--last-failed`.
        case list
        /// Builds the HTML report from trace files (`journey report FOLDER...`).
        case report
        /// Combines the results of several shards (`journey merge FOLDER...`).
        case merge
        /// Says where the report is and opens it when a browser is there.
        case showReport = "show-report"
        /// Prints a trace's steps and screens (`journey show-trace FILE`).
        case showTrace = "show-trace"
        /// Opens the app in the person's terminal and writes what they do as a journey.
        case record
        /// Lists or reviews the snapshots that did not match (`journey snapshots list|review`).
        case snapshots
        /// Serves the Model Context Protocol on standard input and output, for agents.
        case mcp
        /// Serves the driver to test clients in other languages (docs/driver-protocol.md).
        case serve
        /// Prints the usage.
        case help

        /// What follows the command's word in the usage, and what it does (empty when the
        /// first line of the help says it).
        package var synopsis: (arguments: String, summary: String) {
            switch self {
            case .run: ("[PATH ...] [OPTIONS]", "")
            case .list: ("[PATH ...] [--shard i/n] [--last-failed] [--json]", "")
            case .report: ("[FOLDER ...] [--report FILE]", "the HTML report from trace files")
            case .merge: ("FOLDER ... [--output DIR]", "combine the results of shards")
            case .showReport: ("[FILE]", "where the report is; opens it if it can")
            case .showTrace: ("FILE", "a trace's steps and screens, as text")
            case .record: ("[LAUNCH FLAGS] [-o FILE] [--page-objects DIR] [--app PATH] | --run \"COMMAND\" [-o FILE]", "")
            case .snapshots: ("list|review [PATH ...] [--accept-all|--reject-all]", "pending snapshots: list, or accept or reject each")
            case .mcp: ("[--app PATH]", "serve agents the Model Context Protocol (stdio)")
            case .serve: ("[--app PATH]", "serve the driver to other languages' clients (stdio)")
            case .help: ("", "this help")
            }
        }

        /// The command's line of the usage: `journey merge FOLDER ... [--output DIR]   combine …`.
        var usageLine: String {
            let word = self == .run ? "[run]" : rawValue
            let spelled = "journey \(word) \(synopsis.arguments)"
            guard !synopsis.summary.isEmpty else { return spelled }
            return spelled + String(repeating: " ", count: max(1, 49 - spelled.count)) + synopsis.summary
        }
    }

    /// What to do.
    package var command: Command = .run
    /// Files and folders named; empty for the bundled `journeys/` folder.
    package var paths: [String] = []
    /// `--app PATH`: the executable to drive.
    package var app: String?
    /// `--parallel N`.
    package var parallelism: Int?
    /// `--shard i/n`.
    package var shard: Shard?
    /// `--junit FILE`.
    package var junitPath: String?
    /// `--repeat N`.
    package var repetitions: Int?
    /// `--until-failure`.
    package var untilFailure = false
    /// `--config NAME[,NAME]`, in order, repeats allowed.
    package var configurations: [String] = []
    /// `--trace on|on-failure|off`.
    package var trace: TracePolicy = .onFailure
    /// `--last-failed`.
    package var lastFailed = false
    /// `list --json`: the plan as JSON.
    package var json = false
    /// `--report FILE`: where the HTML report goes.
    package var reportPath: String?
    /// `--durations FILE`: earlier runs' durations, to balance `--shard`.
    package var durationsPath: String?
    /// `--output DIR`: where `merge` writes.
    package var outputPath: String?
    /// `--timestamp`: write when the report was made into it.
    package var timestamp = false
    /// `record`: the app's launch flags, every argument that is not an option of `record`.
    package var launchArguments: [String] = []
    /// `--page-objects DIR`: where `record` drafts page objects and a Swift journey.
    package var pageObjectsPath: String?
    /// `--run "COMMAND"`: `record` records this program on a terminal instead of the app.
    package var programCommandLine: String?

    /// `TESTBRIDGE_TEST_ONLY`: run only the journeys one of these names or paths picks.
    package var filter: [String] = []
    /// `TEST_UNDECLARED_OUTPUTS_DIR`: the results folder (traces, failures, report) instead of `.journey-results`.
    package var outputsFolder: String?
    /// `-` among the paths: read more paths from standard input.
    package var readsPathsFromInput: Bool { paths.contains(Self.standardInputPath) }
    /// The path that stands for standard input.
    package static let standardInputPath = "-"
    /// `--accept-all` (true) or `--reject-all` (false): `snapshots review` decides every
    /// pending snapshot without asking.
    package var reviewDecision: Bool?

    /// Creates a default invocation: run the bundled journeys.
    package init() {}

    /// Parses the command's arguments (without the program name). `--name=value` and
    /// `--name value` are both accepted; options may come before or after paths. The
    /// options are those of `CommandOption.all`. For `record`, every argument that is
    /// not one of its options is a launch flag of the app, kept in order.
    ///
    /// - Throws: `UsageError` for an unknown option or a missing or invalid value.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var remaining = arguments[...]
        if let first = remaining.first, let command = Command(rawValue: first) {
            invocation.command = command
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            if invocation.command == .record, !CommandOption.isOption(argument, of: .record) {
                invocation.launchArguments.append(argument)
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                invocation.paths.append(argument)
                continue
            }
            if argument == "--" {
                invocation.paths += remaining
                break
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = CommandOption.named(name) else { throw .unknownOption(argument) }
            guard option.commands.contains(invocation.command) else {
                throw .optionOfOtherCommand(name, commands: option.commands.map(\.rawValue).sorted())
            }
            let value: String
            if option.value != nil {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard let next = remaining.popFirst() else { throw .missingValue(option: name, expected: option.expects) }
                    value = next
                }
            } else {
                if let inlineValue { throw .invalidValue(option: name, value: inlineValue, expected: "no value") }
                value = ""
            }
            try option.apply(&invocation, value, name)
        }
        return invocation
    }
}
