import Foundation

/// What `mutate` was asked to do.
struct Options {
    var list = false
    var listOperators = false
    var report = false
    var survivorsOnly = false
    var untriedOnly = false
    var killedBy: String?
    var filesPattern: String?
    var operatorNames: [String]?
    var sample: Int?
    var seed: UInt64 = 1
    var batch: (index: Int, count: Int)?
    var includeTools = false
    var timeout: Double?

    static let usage = """
        usage: swift run mutate [options]

        Puts small bugs into Sources/**/*.swift one at a time, in a scratch copy of the
        package (.build/mutate/tree, never the working tree), builds it incrementally,
        runs the tests (stopping at the first failure), and reports the score and each
        mutant no test caught, with its diff. Results accumulate in .build/mutate/results.jsonl;
        Scripts/mutation-equivalents.txt lists the mutants that change nothing, with why.

          --files REGEX        only files whose path (Sources/...) matches
          --operators A,B      only these operators (see --list-operators)
          --sample N           a random N of the selected mutants (with --seed S, default 1), drawn
                               across every target in proportion to its lines (one each first);
                               --survivors and --batch then narrow this same sample
          --batch I/N          the I-th (from 1) of N interleaved batches of the selection
          --survivors          only mutants whose latest result is a survivor: check new tests
          --untried            only mutants with no result yet: resume a run that was stopped
          --killed-by REGEX    only mutants whose latest result is a kill by a failure matching
                               REGEX: judge them again once that test is found to be flaky
                               (--survivors, --untried and --killed-by together: any of them)
          --report             print the score of the selection's latest results; run nothing
          --list               print the selected mutants; run nothing
          --list-operators     print the catalogue of operators
          --include-tools      mutate \(toolFolders.map { $0.replacingOccurrences(of: "Sources/", with: "") }.joined(separator: ", ")) as well
          --timeout SECONDS    the limit of one test run (default: 3 x the unmutated run, at least 60)
        """

    /// The folders left out unless `--include-tools`: tools, not the product (the
    /// benchmark and the apps it measures, the soak, the test probe, this tool).
    static let toolFolders = ["Sources/bench", "Sources/BenchEcho", "Sources/BenchRows", "Sources/soak", "Sources/driver-probe", "Sources/mutate"]

    init(arguments: [String]) throws {
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw MutateError("\(flag) needs a value\n\n\(Self.usage)") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--list": list = true
            case "--list-operators": listOperators = true
            case "--report": report = true
            case "--survivors": survivorsOnly = true
            case "--untried": untriedOnly = true
            case "--killed-by": killedBy = try value(argument)
            case "--include-tools": includeTools = true
            case "--files": filesPattern = try value(argument)
            case "--operators": operatorNames = try value(argument).split(separator: ",").map(String.init)
            case "--sample":
                guard let number = Int(try value(argument)), number > 0 else { throw MutateError("--sample needs a positive number") }
                sample = number
            case "--seed":
                guard let number = UInt64(try value(argument)) else { throw MutateError("--seed needs a whole number") }
                seed = number
            case "--batch":
                let parts = try value(argument).split(separator: "/").compactMap { Int($0) }
                guard parts.count == 2, parts[1] > 0, (1...parts[1]).contains(parts[0]) else { throw MutateError("--batch needs I/N with 1 <= I <= N") }
                batch = (parts[0], parts[1])
            case "--timeout":
                guard let seconds = Double(try value(argument)), seconds > 0 else { throw MutateError("--timeout needs a number of seconds") }
                timeout = seconds
            case "--help", "-h":
                throw MutateError(Self.usage)
            default:
                throw MutateError("unknown option '\(argument)'\n\n\(Self.usage)")
            }
            index += 1
        }
    }
}

/// A small seeded generator (SplitMix64), so a sample is the same on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
