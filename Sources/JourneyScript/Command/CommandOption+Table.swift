import JourneyTrace
import Sharding

extension CommandOption {
    /// Every option of the `journey` command, in the order `--help` lists them.
    package static let all: [CommandOption] = [
        CommandOption(
            ["--app"], value: "PATH", expects: "the path of an executable", help: ["drive this executable instead of the DemoApp built beside journey"],
            for: Set(Invocation.Command.allCases)
        ) { invocation, value, _ in
            invocation.app = value
        },
        CommandOption(["--parallel"], value: "N", expects: "a number of workers, 1 or more", help: ["run N journeys at once (default: the number of cores)"]) {
            invocation, value, option throws(UsageError) in
            invocation.parallelism = try count(value, option: option, expected: "a number of workers, 1 or more")
        },
        CommandOption(
            ["--shard"], value: "i/n", expects: "i/n, e.g. 1/3",
            help: [
                "run slice i of n: files sorted by path, the k-th (from 0) in shard k % n + 1;", "with --durations, balanced by time",
            ]
        ) { invocation, value, option throws(UsageError) in
            guard let shard = Shard(parsing: value) else {
                throw .invalidValue(option: option, value: value, expected: "i/n with 1 <= i <= n, e.g. 1/3")
            }
            invocation.shard = shard
        },
        CommandOption(
            ["--durations"], value: "FILE", expects: "a durations file, e.g. .journey-results/durations.json",
            help: [
                "balance --shard by the durations of earlier runs (longest first; unseen files in path order)",
                "every run writes .journey-results/durations.json; journey merge writes one for all shards",
            ]
        ) { invocation, value, _ in
            invocation.durationsPath = value
        },
        CommandOption(
            ["--config"], value: "NAME[,NAME]", expects: "a configuration name, e.g. es, or several: es,ja",
            help: [
                "add a configuration's launch arguments; several run the suite under each",
                "(built in: \(LaunchConfiguration.builtIn.filter { !$0.isStandard }.map(\.name).joined(separator: ", ")); "
                    + "more in a folder's \(ConfigurationFile.fileName))",
            ]
        ) { invocation, value, option throws(UsageError) in
            let names = value.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw .invalidValue(option: option, value: value, expected: "a configuration name, e.g. es") }
            invocation.configurations += names
        },
        CommandOption(["--repeat"], value: "N", expects: "a number of runs, 1 or more", help: ["run each journey N times; one that passes only sometimes is flaky"]) {
            invocation, value, option throws(UsageError) in
            invocation.repetitions = try count(value, option: option, expected: "a number of runs, 1 or more")
        },
        CommandOption(["--until-failure"], help: ["stop repeating a journey at its first failure (at most --repeat N, default 100)"]) { invocation, _, _ in
            invocation.untilFailure = true
        },
        CommandOption(
            ["--junit"], value: "FILE", expects: "the path of the XML file to write",
            help: [
                "write JUnit XML to FILE, and failure files beside it in \(ResultsFolder.failuresBesideJUnit)/"
            ]
        ) { invocation, value, _ in
            invocation.junitPath = value
        },
        CommandOption(
            ["--trace"], value: "on|on-failure|off", expects: "on, on-failure or off",
            help: [
                "write each journey's steps, timings and trees to .journey-results/traces", "(default: on-failure)",
            ]
        ) { invocation, value, option throws(UsageError) in
            guard let policy = TracePolicy(rawValue: value) else {
                throw .invalidValue(option: option, value: value, expected: "on, on-failure or off")
            }
            invocation.trace = policy
        },
        CommandOption(
            ["--report"], value: "FILE", expects: "the path of the HTML file to write",
            help: [
                "write the HTML report to FILE (default: beside --junit, else .journey-results/report.html)"
            ]
        ) { invocation, value, _ in
            invocation.reportPath = value
        },
        CommandOption(["--timestamp"], help: ["write when the report was made into it (left out by default, so reports compare)"]) { invocation, _, _ in
            invocation.timestamp = true
        },
        CommandOption(
            ["--output", "-o"], value: "PATH", expects: "a path: merge's folder, or the .journey file record writes",
            help: [
                "merge: the folder for the merged junit.xml, journey-failures/, report.html and durations.json", "(default: merged)",
                "record: the .journey file to write (default: recorded.journey; an existing file is replaced)",
            ], for: Set(Invocation.Command.allCases)
        ) { invocation, value, _ in
            invocation.outputPath = value
        },
        CommandOption(
            ["--page-objects"], value: "DIR", expects: "the folder to draft Swift page objects in",
            help: [
                "record: also draft a page object per screen and a Swift Testing journey that uses them, in DIR"
            ], for: [.record]
        ) { invocation, value, _ in
            invocation.pageObjectsPath = value
        },
        CommandOption(
            ["--run"], value: "\"COMMAND\"", expects: "a command line, e.g. \"less README.md\"",
            help: [
                "record: record this program on a terminal (keys, typed text, waits for what it shows) instead of the app"
            ], for: [.record]
        ) { invocation, value, option throws(UsageError) in
            guard !value.trimmingSpaces.isEmpty else { throw .invalidValue(option: option, value: value, expected: "a command line, e.g. \"less README.md\"") }
            invocation.programCommandLine = value
        },
        CommandOption(["--json"], help: ["list: print the plan as JSON (files, configurations, expected seconds), for CI splitters"], for: [.list]) { invocation, _, _ in
            invocation.json = true
        },
        CommandOption(["--last-failed"], help: ["run only the journeys that failed in the last run, each under the configuration it failed in"]) { invocation, _, _ in
            invocation.lastFailed = true
        },
        CommandOption(["--accept-all"], help: ["snapshots review: accept every pending snapshot (it replaces its reference)"], for: [.snapshots]) { invocation, _, _ in
            invocation.reviewDecision = true
        },
        CommandOption(["--reject-all"], help: ["snapshots review: reject every pending snapshot (it is deleted)"], for: [.snapshots]) { invocation, _, _ in
            invocation.reviewDecision = false
        },
        CommandOption(["--help", "-h"], help: ["show this help"], for: Set(Invocation.Command.allCases)) { invocation, _, _ in
            invocation.command = .help
        },
    ]

    /// The option spelled `name`, if there is one.
    static func named(_ name: String) -> CommandOption? {
        all.first { $0.names.contains(name) }
    }

    /// Whether `argument` (`--name` or `--name=value`) spells an option `command` takes.
    static func isOption(_ argument: String, of command: Invocation.Command) -> Bool {
        let name = argument.firstIndex(of: "=").map { String(argument[..<$0]) } ?? argument
        return named(name)?.commands.contains(command) ?? false
    }

    /// Every spelling of every option, for suggestions.
    package static var allNames: [String] {
        all.flatMap(\.names)
    }

    private static func count(_ text: String, option: String, expected: String) throws(UsageError) -> Int {
        guard let number = Int(text), number >= 1 else { throw .invalidValue(option: option, value: text, expected: expected) }
        return number
    }
}
