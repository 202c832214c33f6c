/// How the `journey` command was called: what to do, on which paths, with which options.
package struct Invocation: Sendable, Equatable {
    /// What the command does.
    package enum Command: String, Sendable, Equatable {
        /// Runs journeys and reports.
        case run
        /// Prints the journey files a run would take, after `--shard` and `--last-failed`.
        case list
        /// Prints the usage.
        case help
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

    /// Creates a default invocation: run the bundled journeys.
    package init() {}

    /// Every option, for suggestions.
    static let optionNames = [
        "--app", "--parallel", "--shard", "--junit", "--repeat", "--until-failure", "--config", "--trace", "--last-failed", "--help",
    ]

    /// Parses the command's arguments (without the program name). `--name=value` and
    /// `--name value` are both accepted; options may come before or after paths.
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
            func value(_ expected: String) throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(option: name, expected: expected) }
                return next
            }
            func count(_ expected: String) throws(UsageError) -> Int {
                let text = try value(expected)
                guard let number = Int(text), number >= 1 else { throw .invalidValue(option: name, value: text, expected: expected) }
                return number
            }
            switch name {
            case "--app":
                invocation.app = try value("the path of an executable")
            case "--parallel":
                invocation.parallelism = try count("a number of workers, 1 or more")
            case "--shard":
                let text = try value("i/n, e.g. 1/3")
                guard let shard = Shard(parsing: text) else {
                    throw .invalidValue(option: name, value: text, expected: "i/n with 1 <= i <= n, e.g. 1/3")
                }
                invocation.shard = shard
            case "--junit":
                invocation.junitPath = try value("the path of the XML file to write")
            case "--repeat":
                invocation.repetitions = try count("a number of runs, 1 or more")
            case "--until-failure":
                invocation.untilFailure = true
            case "--config":
                let text = try value("a configuration name, e.g. es, or several: es,ja")
                let names = text.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
                guard !names.isEmpty else { throw .invalidValue(option: name, value: text, expected: "a configuration name, e.g. es") }
                invocation.configurations += names
            case "--trace":
                let text = try value("on, on-failure or off")
                guard let policy = TracePolicy(rawValue: text) else {
                    throw .invalidValue(option: name, value: text, expected: "on, on-failure or off")
                }
                invocation.trace = policy
            case "--last-failed":
                invocation.lastFailed = true
            case "--help", "-h":
                invocation.command = .help
            default:
                throw .unknownOption(argument)
            }
            if inlineValue != nil, ["--until-failure", "--last-failed", "--help"].contains(name) {
                throw .invalidValue(option: name, value: inlineValue ?? "", expected: "no value")
            }
        }
        return invocation
    }
}
