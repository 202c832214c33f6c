import ScreenModel

/// Everything the launch arguments and environment asked for, parsed once, in one
/// place, before anything else runs.
struct LaunchOptions: Equatable {
    /// A scenario that seeds data at launch (test-only).
    enum Scenario: String, CaseIterable {
        case mockCatalog = "--mock-catalog"
        case mockOrders = "--mock-orders"
        case mockLoggedInUser = "--mock-logged-in-user"
        case mockCartWithItem = "--mock-cart-with-item"
    }

    /// How the simulated network behaves (test-only).
    enum NetworkProfile: String, CaseIterable {
        case online, offline, slow, flaky
    }

    var uiTesting = false
    var resetState = false
    var stateDirectory: String?
    var scenarios: Set<Scenario> = []
    var network: NetworkProfile?
    var latencyMilliseconds: Int?
    var paymentDeclined = false
    var locale: AppLocale = .en
    var terminalSize: Size?
    var clock: ClockMode = .real

    /// The smallest screen `--terminal-size` takes: below it nothing useful fits.
    static let smallestTerminal = Size(width: 20, height: 10)
    /// The largest screen `--terminal-size` takes.
    static let largestTerminal = Size(width: 1000, height: 1000)
    #if DEBUG
    /// The misbehaviour the debug fault flags ask for.
    var faults = FaultPlan()
    #endif
}

/// Why the launch arguments were refused.
enum LaunchOptionsError: Error, Equatable, CustomStringConvertible {
    case unknownFlag(String)
    case missingValue(flag: String, expected: String)
    case invalidValue(flag: String, value: String, expected: String)
    case testFlagInReleaseBuild(String)

    var description: String {
        switch self {
        case let .unknownFlag(flag):
            "unknown launch argument '\(flag)'.\n" + LaunchOptionsParser.usage
        case let .missingValue(flag, expected):
            "launch argument '\(flag)' needs a value: \(expected).\n" + LaunchOptionsParser.usage
        case let .invalidValue(flag, value, expected):
            "launch argument '\(flag)' has the invalid value '\(value)': expected \(expected).\n" + LaunchOptionsParser.usage
        case let .testFlagInReleaseBuild(flag):
            (flag.hasPrefix("DEMOAPP_") ? "the environment variable '\(flag)' sets a test-only launch argument" : "'\(flag)' is a test-only launch argument")
                + ", and test flags are refused in release builds. Build for debugging (swift build) to use stub scenarios."
        }
    }
}

/// Reads launch arguments and `DEMOAPP_*` environment variables into `LaunchOptions`.
/// Arguments win over the environment.
struct LaunchOptionsParser {
    /// One flag the app understands.
    struct Flag: Sendable {
        let name: String
        /// What the value looks like, or nil for a flag without a value.
        let value: String?
        let environmentKey: String
        let isTestOnly: Bool
        let summary: String
        let apply: @Sendable (inout LaunchOptions, String) throws(LaunchOptionsError) -> Void
    }

    /// Whether test-only flags are accepted: true in debug builds only.
    let allowsTestFlags: Bool

    static let flags: [Flag] = [
        Flag(name: "--uitesting", value: nil, environmentKey: "DEMOAPP_UITESTING", isTestOnly: true,
             summary: "build the app from stubs for UI tests") { options, _ in options.uiTesting = true },
        Flag(name: "--reset-state", value: nil, environmentKey: "DEMOAPP_RESET_STATE", isTestOnly: true,
             summary: "wipe persisted state before anything reads it") { options, _ in options.resetState = true },
    ] + LaunchOptions.Scenario.allCases.map { scenario in
        Flag(name: scenario.rawValue, value: nil, environmentKey: environmentKey(for: scenario.rawValue), isTestOnly: true,
             summary: "seed the \(scenario.rawValue.dropFirst(7)) scenario") { options, _ in options.scenarios.insert(scenario) }
    } + [
        Flag(name: "--network", value: "online|offline|slow|flaky", environmentKey: "DEMOAPP_NETWORK", isTestOnly: true,
             summary: "how the simulated network behaves") { options, value throws(LaunchOptionsError) in
            guard let profile = LaunchOptions.NetworkProfile(rawValue: value) else {
                throw .invalidValue(flag: "--network", value: value, expected: "online, offline, slow or flaky")
            }
            options.network = profile
        },
        Flag(name: "--latency-ms", value: "N", environmentKey: "DEMOAPP_LATENCY_MS", isTestOnly: true,
             summary: "milliseconds every simulated request takes") { options, value throws(LaunchOptionsError) in
            guard let milliseconds = Int(value), (0...600_000).contains(milliseconds) else {
                throw .invalidValue(flag: "--latency-ms", value: value, expected: "a whole number of milliseconds from 0 to 600000")
            }
            options.latencyMilliseconds = milliseconds
        },
        Flag(name: "--payment", value: "declined", environmentKey: "DEMOAPP_PAYMENT", isTestOnly: true,
             summary: "make every payment fail") { options, value throws(LaunchOptionsError) in
            guard value == "declined" else { throw .invalidValue(flag: "--payment", value: value, expected: "declined") }
            options.paymentDeclined = true
        },
        Flag(name: "--clock", value: "virtual|real", environmentKey: "DEMOAPP_CLOCK", isTestOnly: true,
             summary: "run timers on a clock the driver advances") { options, value throws(LaunchOptionsError) in
            guard let mode = ClockMode(rawValue: value) else { throw .invalidValue(flag: "--clock", value: value, expected: "virtual or real") }
            options.clock = mode
        },
        Flag(name: "--locale", value: "en|es|ja", environmentKey: "DEMOAPP_LOCALE", isTestOnly: false,
             summary: "the language labels are shown in") { options, value throws(LaunchOptionsError) in
            guard let locale = AppLocale(rawValue: value) else { throw .invalidValue(flag: "--locale", value: value, expected: "en, es or ja") }
            options.locale = locale
        },
        Flag(name: "-AppleLanguages", value: "(en)|(es)|(ja)", environmentKey: "DEMOAPP_APPLE_LANGUAGES", isTestOnly: false,
             summary: "the same, in the form iOS tests pass it") { options, value throws(LaunchOptionsError) in
            guard let locale = AppleLanguages.preferredLocale(value) else {
                throw .invalidValue(flag: "-AppleLanguages", value: value, expected: "a list of languages naming en, es or ja, e.g. (es) or (\"ja-JP\", en)")
            }
            options.locale = locale
        },
        Flag(name: "--terminal-size", value: "WxH", environmentKey: "DEMOAPP_TERMINAL_SIZE", isTestOnly: false,
             summary: "the screen size in cells, from \(LaunchOptions.smallestTerminal) to \(LaunchOptions.largestTerminal)") { options, value throws(LaunchOptionsError) in
            let smallest = LaunchOptions.smallestTerminal, largest = LaunchOptions.largestTerminal
            guard let size = Size(parsing: value), (smallest.width...largest.width).contains(size.width),
                  (smallest.height...largest.height).contains(size.height) else {
                throw .invalidValue(flag: "--terminal-size", value: value,
                                    expected: "WIDTHxHEIGHT from \(smallest) to \(largest) cells, e.g. 80x24")
            }
            options.terminalSize = size
        },
        Flag(name: "--state-dir", value: "PATH", environmentKey: "DEMOAPP_STATE_DIR", isTestOnly: false,
             summary: "where persisted state lives") { options, value throws(LaunchOptionsError) in
            guard !value.isEmpty else { throw .invalidValue(flag: "--state-dir", value: value, expected: "a directory path") }
            options.stateDirectory = value
        },
    ] + faultFlags

    /// The fault-injection flags. Release builds know their names only to refuse them:
    /// what they do is compiled into debug builds alone.
    private static let faultFlags: [Flag] = [
        Flag(name: "--debug-crash-at", value: "N:abort|trap|segv", environmentKey: "DEMOAPP_DEBUG_CRASH_AT", isTestOnly: true,
             summary: "crash that way on the Nth driver command") { options, value throws(LaunchOptionsError) in
            #if DEBUG
            options.faults.crash = try FaultPlan.Crash(parsing: value)
            #endif
        },
        Flag(name: "--debug-hang-at", value: "N", environmentKey: "DEMOAPP_DEBUG_HANG_AT", isTestOnly: true,
             summary: "stop answering for ever at the Nth driver command") { options, value throws(LaunchOptionsError) in
            #if DEBUG
            options.faults.hangAtCommand = try FaultPlan.commandNumber(value, flag: "--debug-hang-at")
            #endif
        },
        Flag(name: "--debug-no-first-tree", value: nil, environmentKey: "DEMOAPP_DEBUG_NO_FIRST_TREE", isTestOnly: true,
             summary: "send the hello but never a tree") { options, _ in
            #if DEBUG
            options.faults.withholdsFirstTree = true
            #endif
        },
        Flag(name: "--debug-exit-before-first-tree", value: nil, environmentKey: "DEMOAPP_DEBUG_EXIT_BEFORE_FIRST_TREE", isTestOnly: true,
             summary: "exit with status 7 after the hello") { options, _ in
            #if DEBUG
            options.faults.exitsBeforeFirstTree = true
            #endif
        },
        Flag(name: "--debug-ignore-sigterm", value: nil, environmentKey: "DEMOAPP_DEBUG_IGNORE_SIGTERM", isTestOnly: true,
             summary: "ignore SIGTERM, so only SIGKILL ends the app") { options, _ in
            #if DEBUG
            options.faults.ignoresTermination = true
            #endif
        },
        Flag(name: "--debug-no-parent-death-signal", value: nil, environmentKey: "DEMOAPP_DEBUG_NO_PARENT_DEATH_SIGNAL", isTestOnly: true,
             summary: "do not die with the driver (a hung app then outlives it)") { options, _ in
            #if DEBUG
            options.faults.outlivesDriver = true
            #endif
        },
        Flag(name: "--debug-save-loop", value: nil, environmentKey: "DEMOAPP_DEBUG_SAVE_LOOP", isTestOnly: true,
             summary: "rewrite the state files without pause") { options, _ in
            #if DEBUG
            options.faults.saveLoop = true
            #endif
        },
    ]

    /// The list of valid flags, for error messages and `--help`.
    static var usage: String {
        "Valid launch arguments:\n" + flags.map { flag in
            let spelled = flag.name + (flag.value.map { " \($0)" } ?? "")
            return "  " + spelled.padded(toTerminalWidth: 38) + flag.summary + (flag.isTestOnly ? " (debug builds only)" : "")
        }.joined(separator: "\n")
    }

    /// Parses `arguments` (without the program name) over `environment`.
    ///
    /// - Throws: `LaunchOptionsError` naming the first flag that is unknown, lacks its
    ///   value, has a bad value, or is test-only in a release build.
    func parse(arguments: [String], environment: [String: String]) throws(LaunchOptionsError) -> LaunchOptions {
        var options = LaunchOptions()
        // Environment first, so arguments applied afterwards win.
        for flag in Self.flags {
            guard let value = environment[flag.environmentKey] else { continue }
            if flag.value == nil, ["", "0", "false", "no"].contains(value.lowercased()) { continue }
            if flag.isTestOnly && !allowsTestFlags { throw .testFlagInReleaseBuild(flag.environmentKey) }
            try flag.apply(&options, value)
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (name, inlineValue) = Self.split(argument)
            guard let flag = Self.flags.first(where: { $0.name == name }) else { throw .unknownFlag(argument) }
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

    /// `--flag=value` into its parts; anything else unchanged.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func environmentKey(for flag: String) -> String {
        "DEMOAPP_" + flag.dropFirst(2).uppercased().replacingDashes
    }
}

extension String {
    fileprivate var replacingDashes: String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
