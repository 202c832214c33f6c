import JourneyScript
import JourneyTrace
import Testing
import Sharding

@Suite("journey command line")
struct InvocationTests {
    @Test("no arguments runs the bundled journeys with the defaults")
    func defaults() throws {
        let invocation = try Invocation.parse([])

        #expect(invocation == Invocation())
        #expect(invocation.command == .run && invocation.paths.isEmpty && invocation.trace == .onFailure)
    }

    @Test("every option, in either spelling, before or after paths")
    func everyOption() throws {
        let invocation = try Invocation.parse([
            "run", "journeys/a.journey", "--app", "/bin/app", "--parallel=3", "--shard", "2/3", "--junit", "out/junit.xml",
            "--repeat", "5", "--until-failure", "--config", "es,ja", "--config=small", "--trace", "on", "--last-failed", "more",
            "--report", "out/report.html", "--durations", "d.json", "--output", "merged", "--timestamp",
        ])

        var expected = Invocation()
        expected.paths = ["journeys/a.journey", "more"]
        expected.app = "/bin/app"
        expected.parallelism = 3
        expected.shard = Shard(index: 2, count: 3)
        expected.junitPath = "out/junit.xml"
        expected.repetitions = 5
        expected.untilFailure = true
        expected.configurations = ["es", "ja", "small"]
        expected.trace = .on
        expected.lastFailed = true
        expected.reportPath = "out/report.html"
        expected.durationsPath = "d.json"
        expected.outputPath = "merged"
        expected.timestamp = true
        #expect(invocation == expected)
    }

    @Test(
        "list and help are commands; a first word that is not one is a path",
        arguments: [
            (["list", "x"], Invocation.Command.list, ["x"]),
            (["help"], .help, []),
            (["report", "traces"], .report, ["traces"]),
            (["merge", "a", "b"], .merge, ["a", "b"]),
            (["show-report"], .showReport, []),
            (["show-trace", "t.trace.json"], .showTrace, ["t.trace.json"]),
            (["--help"], .help, []),
            (["-h"], .help, []),
            (["journeys"], .run, ["journeys"]),
            (["run", "--", "--odd-name.journey"], .run, ["--odd-name.journey"]),
        ])
    func commands(arguments: [String], command: Invocation.Command, paths: [String]) throws {
        let invocation = try Invocation.parse(arguments)

        #expect(invocation.command == command)
        #expect(invocation.paths == paths)
    }

    @Test(
        "mistakes are usage errors that say what was expected",
        arguments: [
            (["--paralel", "2"], UsageError.unknownOption("--paralel")),
            (["--parallel"], .missingValue(option: "--parallel", expected: "a number of workers, 1 or more")),
            (["--parallel", "0"], .invalidValue(option: "--parallel", value: "0", expected: "a number of workers, 1 or more")),
            (["--shard", "4/3"], .invalidValue(option: "--shard", value: "4/3", expected: "i/n with 1 <= i <= n, e.g. 1/3")),
            (["--trace", "always"], .invalidValue(option: "--trace", value: "always", expected: "on, on-failure or off")),
            (["--repeat", "x"], .invalidValue(option: "--repeat", value: "x", expected: "a number of runs, 1 or more")),
            (["--config", ","], .invalidValue(option: "--config", value: ",", expected: "a configuration name, e.g. es")),
            (["--last-failed=yes"], .invalidValue(option: "--last-failed", value: "yes", expected: "no value")),
        ])
    func usageErrors(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try Invocation.parse(arguments) }
    }

    @Test("an unknown option suggests the nearest one")
    func suggestion() {
        #expect(UsageError.unknownOption("--paralel").description.hasPrefix("error: unknown option '--paralel'; did you mean '--parallel'?"))
    }

    @Test("each option is declared once: the table that parses it also writes its help and its suggestion", arguments: CommandOption.all)
    func optionsAreDeclaredOnce(option: CommandOption) throws {
        let name = try #require(option.names.first)
        // An option of other commands only (snapshots' --accept-all) is tried after its command's word.
        let command = option.commands.contains(.run) ? [] : [option.commands.map(\.rawValue).sorted()[0]]
        let arguments = command + (option.value == nil ? [name] : [name, "1"])

        let misspelled = UsageError.unknownOption(name + "x").description

        #expect(option.value != nil || (try? Invocation.parse(arguments)) != nil, "a flag without a value parses alone")
        #expect(Usage.text.contains("\n  " + option.spelled), "the help lists \(option.spelled)")
        #expect(misspelled.contains("did you mean '\(name)'?"))
        #expect(option.value == nil || (try? Invocation.parse([name])) == nil, "a missing value is an error")
    }

    @Test("the help shows every option with its help, and nothing the parser does not take")
    func helpListsTheTable() {
        let optionLines = Usage.text.split(separator: "\n").filter { $0.hasPrefix("  -") }

        #expect(optionLines.count == CommandOption.all.count)
        #expect(optionLines.first == "  --app PATH              drive this executable instead of the DemoApp built beside journey")
        #expect(optionLines.contains("  -h, --help              show this help"))
    }

    @Test("an option's help of several lines shows its first line beside the option and the others below it, in order, in the same column")
    func helpOfSeveralLines() {
        let lines = [
            "  --shard i/n             run slice i of n: files sorted by path, the k-th (from 0) in shard k % n + 1;",
            "                          with --durations, balanced by time",
            "  --durations FILE",
        ]

        #expect(Usage.text.contains(lines.joined(separator: "\n")), "\(Usage.text)")
    }
}

extension InvocationTests {
    @Test(
        "each command is declared once: the table that parses its word also writes its usage line and its suggestion",
        arguments: Invocation.Command.allCases)
    func commandsAreDeclaredOnce(command: Invocation.Command) throws {
        let usageLines = Usage.text.split(separator: "\n").prefix { !$0.isEmpty }
        let spelled = "journey \(command == .run ? "[run]" : command.rawValue) \(command.synopsis.arguments)"

        let parsed = try Invocation.parse([command.rawValue])
        let misspelled = UsageError.noSuchPath(command.rawValue + "x").description

        #expect(parsed.command == command)
        #expect(
            command == .help || usageLines.contains { $0.contains(spelled) && $0.hasSuffix(command.synopsis.summary) },
            "the usage shows \(spelled)")
        #expect(misspelled.contains("did you mean 'journey \(command.rawValue)'?"))
    }
}

extension CommandOption: CustomTestStringConvertible {
    public var testDescription: String { spelled }
}

extension UsageError: CustomTestStringConvertible {
    /// The first line of the message: the rest is where to find the usage.
    var testDescription: String { String(description.prefix { $0 != "\n" }) }
}
