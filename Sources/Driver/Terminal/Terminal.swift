import AutomationChannel
public import TerminalEmulator
public import SystemLayer
import ScreenModel
import Synchronization

/// Any terminal program, run on a pseudo-terminal with a built-in terminal emulator:
/// the test types and presses keys, and reads the screen the program draws.
///
/// ```swift
/// let less = try await Terminal.launch("less", arguments: ["README.md"])
/// try await less.wait(forText: "Terminal Journeys")
/// try await less.press(.character("q"))
/// #expect(try await less.waitForExit() == .exited(0))
/// ```
///
/// The program runs in its own session and process group with the terminal as its
/// controlling terminal, `TERM=xterm-256color`, and the size asked for. It never
/// outlives the `Terminal` or the test process: it is killed with its process group
/// when the `Terminal` goes away, and the kernel kills it if the test process dies.
/// If it exits while the test waits for something else, the wait fails at once with
/// `appCrashed`, its exit status and the last screen.
public final class Terminal: Sendable {
    struct Configuration: Sendable {
        var command: String
        var arguments: [String]
        var environment: [String: String]
        var inheritsEnvironment: Bool
        var columns: Int
        var rows: Int
        var workingDirectory: String?
        var timeout: Duration = .seconds(5)
        var scrollbackLimit = 1_000
        var idleHorizon = IdleWatch.defaultHorizon
    }

    let configuration: Mutex<Configuration>
    let current = Mutex<TerminalSession?>(nil)
    /// Starts the elements of each run (`Terminal+Elements.swift`).
    let elementSource = ProgramElementsLauncher()
    /// The program's elements as an app.
    let elementApp: App

    /// Creates a terminal that runs `command` (a path, or a name looked up on `PATH`)
    /// with `arguments`, on a screen of `columns` by `rows`, once `launch()` is called.
    ///
    /// - Parameters:
    ///   - environment: Variables added to the test process's own (or, with
    ///     `inheritsEnvironment` false, the only ones besides `TERM`). `TERM` is
    ///     `xterm-256color` unless set here; the variables that describe the terminal
    ///     the tests run in (`COLUMNS`, `LINES`, `COLORTERM`, `NO_COLOR`, …; see
    ///     `OuterTerminalVariables`) are not inherited, so the program asks this
    ///     terminal its size and draws alike whatever shell ran the tests; `LANG` is
    ///     `C.UTF-8` when no locale is set.
    ///   - workingDirectory: Where the program starts; by default the test's own.
    public init(
        _ command: String, arguments: [String] = [], environment: [String: String] = [:], inheritsEnvironment: Bool = true,
        columns: Int = 80, rows: Int = 24, workingDirectory: String? = nil
    ) {
        configuration = Mutex(
            Configuration(
                command: command, arguments: arguments, environment: environment, inheritsEnvironment: inheritsEnvironment,
                columns: min(max(columns, 1), Emulator.maximumDimension), rows: min(max(rows, 1), Emulator.maximumDimension),
                workingDirectory: workingDirectory
            ))
        elementApp = App(launcher: elementSource, stateDirectory: "/dev/null")
        elementApp.warningHandler = { _ in }
    }

    deinit {
        current.withLock { $0 }?.killAndWait()
    }

    /// Creates a terminal running `command` and launches it.
    ///
    /// - Throws: `DriverError.launchFailed` when the program cannot be found or started.
    public static func launch(
        _ command: String, arguments: [String] = [], environment: [String: String] = [:], inheritsEnvironment: Bool = true,
        columns: Int = 80, rows: Int = 24, workingDirectory: String? = nil
    ) async throws(DriverError) -> Terminal {
        let terminal = Terminal(
            command, arguments: arguments, environment: environment, inheritsEnvironment: inheritsEnvironment,
            columns: columns, rows: rows, workingDirectory: workingDirectory
        )
        try await terminal.launch()
        return terminal
    }

    // MARK: - Configuration

    /// How long waits and actions wait by default (5 s).
    public var timeout: Duration {
        get { configuration.withLock { $0.timeout } }
        set { configuration.withLock { $0.timeout = newValue } }
    }

    /// How far ahead a program's timer must be due for the program to count as idle
    /// (1 s): a program that redraws every second or less often (a clock, `htop`'s
    /// refresh, `vim`'s swap-file timer) is idle between redraws; one with a timer due
    /// sooner (a spinner, an animation) is busy until it stops.
    public var idleHorizon: Duration {
        get { configuration.withLock { $0.idleHorizon } }
        set { configuration.withLock { $0.idleHorizon = max(.zero, newValue) } }
    }

    /// How many lines scrolled off the top are kept (1,000); read at the next launch.
    public var scrollbackLimit: Int {
        get { configuration.withLock { $0.scrollbackLimit } }
        set { configuration.withLock { $0.scrollbackLimit = max(0, newValue) } }
    }

    /// The command line, as a shell would show it: `less README.md`.
    public var commandLine: String {
        configuration.withLock { ([$0.command] + $0.arguments).map(\.shellQuoted).joined(separator: " ") }
    }

    // MARK: - Lifecycle

    /// Starts the program on a fresh terminal, ending a previous run first. Returns as
    /// soon as it runs; wait for what it draws with `wait(forText:)` and the like.
    ///
    /// - Throws: `DriverError.launchFailed` naming the program and the problem (not on
    ///   `PATH`, not executable, or the system refused).
    public func launch() async throws(DriverError) {
        if let running = current.withLock({ $0 }), !running.hasEnded {
            await running.terminate()
        }
        let configuration = configuration.withLock { $0 }
        let environment = ProgramEnvironment.make(
            inherited: ProcessEnvironment.variables(), inherits: configuration.inheritsEnvironment, configured: configuration.environment)
        guard let executable = ProgramLookup.resolve(configuration.command, path: environment["PATH"]) else {
            throw TerminalFailure.programNotFound(command: configuration.command, searchPath: environment["PATH"]).error(commandLine: commandLine)
        }
        let launch = TerminalLaunch(
            executable: executable, arguments: configuration.arguments, environment: environment,
            columns: configuration.columns, rows: configuration.rows, workingDirectory: configuration.workingDirectory,
            scrollbackLimit: configuration.scrollbackLimit, commandLine: commandLine
        )
        let session = try await TerminalSession.start(launch).get()
        session.state.withLock { $0.idleHorizon = configuration.idleHorizon }
        current.withLock { $0 = session }
        try await startElements(of: session)
    }

    /// Hangs up on the program (SIGHUP to its process group, as closing a terminal
    /// window does; SIGKILL after a second if it lingers) and returns once it has
    /// exited. Does nothing if it is not running.
    public func terminate() async {
        await current.withLock({ $0 })?.terminate()
    }

    /// Whether the program is running.
    public var isRunning: Bool {
        current.withLock { $0 }.map { !$0.hasEnded } ?? false
    }

    /// How the program ended, once it has.
    public var exitStatus: ExitStatus? {
        current.withLock { $0 }?.exitStatus
    }

    /// The program's process id (of the running or last run).
    public var processIdentifier: Int32? {
        current.withLock { $0 }?.process.pid
    }

    // MARK: - Reading

    /// What the terminal shows now: text, cells with colours and style, the cursor,
    /// the title. Before the first launch, a blank screen of the configured size.
    public var screen: TerminalScreen {
        if let session = current.withLock({ $0 }) { return session.screen }
        let size = configuration.withLock { ($0.columns, $0.rows) }
        return Emulator(columns: size.0, rows: size.1).screen
    }

    /// The modes the program set: how keys, pastes and the mouse reach it now.
    public var modes: TerminalModes {
        current.withLock { $0 }?.modes ?? TerminalModes()
    }

    /// The recording of the current (or last) run, in asciicast v2: `asciinema play` replays it.
    public var recording: Asciicast {
        if let session = current.withLock({ $0 }) { return session.recording }
        let size = configuration.withLock { ($0.columns, $0.rows) }
        return Asciicast(columns: size.0, rows: size.1, command: commandLine)
    }

    /// The last bytes (up to 4 KiB) the program wrote, escape sequences and all.
    public var lastOutput: [UInt8] {
        current.withLock { $0 }?.lastOutput ?? []
    }

    /// What a failure now would carry: the screen, the last output, the program.
    public var diagnostics: Diagnostics? {
        current.withLock { $0 }?.diagnostics()
    }

    // MARK: - Internals

    /// The session of the running program.
    func runningSession(for action: DriverError.TerminalAction) throws(DriverError) -> TerminalSession {
        guard let session = current.withLock({ $0 }) else {
            throw TerminalFailure.notLaunched(action).error(commandLine: commandLine)
        }
        if session.hasEnded { throw session.endingError(during: action) }
        return session
    }

    /// The session of the program, running or not (a wait for its exit needs the last one).
    func lastSession(for action: DriverError.TerminalAction) throws(DriverError) -> TerminalSession {
        guard let session = current.withLock({ $0 }) else { throw TerminalFailure.notLaunched(action).error(commandLine: commandLine) }
        return session
    }

}
