public import ScreenModel

/// The launch options every automated app shares, which the kit parses for it:
/// `--uitesting`, `--reset-state`, `--clock`, `--terminal-size` and `--state-dir`.
public struct AutomationOptions: Equatable, Sendable {
    /// `--uitesting`: build the app from stubs for UI tests.
    public var uiTesting = false
    /// `--reset-state`: wipe persisted state before anything reads it.
    public var resetState = false
    /// `--state-dir PATH`: where persisted state lives.
    public var stateDirectory: String?
    /// `--terminal-size WxH`: the screen size in cells, instead of the terminal's.
    public var terminalSize: Size?
    /// `--clock virtual|real`: whether timers run on a clock the driver advances.
    public var clock: ClockMode = .real

    /// The smallest screen `--terminal-size` accepts.
    public static let smallestTerminal = Size(width: 20, height: 10)
    /// The largest screen `--terminal-size` accepts.
    public static let largestTerminal = Size(width: 1000, height: 1000)

    /// The defaults: a real clock, kept state, the terminal's own size.
    public init() {}

    /// The shared flags, as a table of their own.
    public static let flags: [LaunchFlag<AutomationOptions>] = [
        LaunchFlag("--uitesting", testOnly: true, summary: "build the app from stubs for UI tests") { options, _ in
            options.uiTesting = true
        },
        LaunchFlag("--reset-state", testOnly: true, summary: "wipe persisted state before anything reads it") { options, _ in
            options.resetState = true
        },
        LaunchFlag("--clock", value: "virtual|real", testOnly: true, summary: "run timers on a clock the driver advances") {
            options, value throws(LaunchFlagError) in
            guard let mode = ClockMode(rawValue: value) else { throw .invalidValue(flag: "--clock", value: value, expected: "virtual or real") }
            options.clock = mode
        },
        LaunchFlag(
            "--terminal-size", value: "WxH", testOnly: false,
            summary: "the screen size in cells, from \(smallestTerminal) to \(largestTerminal)"
        ) { options, value throws(LaunchFlagError) in
            guard let size = Size(parsing: value), (smallestTerminal.width...largestTerminal.width).contains(size.width),
                (smallestTerminal.height...largestTerminal.height).contains(size.height)
            else {
                throw .invalidValue(
                    flag: "--terminal-size", value: value,
                    expected: "WIDTHxHEIGHT from \(smallestTerminal) to \(largestTerminal) cells, e.g. 80x24")
            }
            options.terminalSize = size
        },
        LaunchFlag("--state-dir", value: "PATH", testOnly: false, summary: "where persisted state lives") { options, value throws(LaunchFlagError) in
            guard !value.isEmpty else { throw .invalidValue(flag: "--state-dir", value: value, expected: "a directory path") }
            options.stateDirectory = value
        },
    ]
}

/// An app's launch options: its own, plus the shared `AutomationOptions` the kit fills in.
public protocol AppLaunchOptions: Sendable {
    /// The defaults, before any flag applies.
    init()
    /// The shared options.
    var automation: AutomationOptions { get set }
}
