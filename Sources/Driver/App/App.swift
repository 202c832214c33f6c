import AutomationChannel
import Synchronization
public import SystemLayer

/// An app under test, launched as a separate process, like XCUITest's `XCUIApplication`.
///
/// Configure `launchArguments` and `launchEnvironment`, then `launch()`. Queries such
/// as `app.buttons["loginButton"]` resolve against the latest screen the app pushed.
/// Each `App` owns a private state directory that survives its relaunches (so a test
/// can prove persistence with `terminate()` and `launch()`).
///
/// When the `App` goes away its app is killed at once (SIGKILL); the process is reaped
/// and the state directory deleted in the background, off the test's path, and always
/// before the test process exits (`waitForAppsThatWentAway()` waits for it sooner).
public final class App: Sendable, CustomDebugStringConvertible {
    /// Whether the app's process is running, with XCUITest's names.
    public enum State: Sendable, Hashable, CustomStringConvertible {
        /// No process: never launched, terminated, or ended.
        case notRunning
        /// The process is running and answering.
        case runningForeground

        /// `notRunning` or `runningForeground`.
        public var description: String {
            switch self {
            case .notRunning: "notRunning"
            case .runningForeground: "runningForeground"
            }
        }
    }

    struct Configuration: Sendable {
        var launchArguments: [String] = []
        var launchEnvironment: [String: String] = [:]
        var actionTimeout: Duration = .seconds(5)
        var launchTimeout: Duration = .seconds(10)
        var replyTimeout: Duration = .seconds(10)
        var terminationGrace: Duration = .seconds(2)
        var advancesVirtualClock = true
        var ignoredWork = App.defaultIgnoredWork
        var replyReadingWindow = AppSession.defaultReadingWindow
        var logCapacity = LogBuffer.defaultCapacity
        var warningHandler: @Sendable (String) -> Void = App.printWarning
        var stepRecorder: StepRecorder?
    }

    struct Runtime: Sendable {
        var session: AppSession?
        var stateDirectory: TemporaryDirectory?
        var reportedWarnings: Set<String> = []
    }

    /// The executable this app runs.
    public var executable: String { launcher.name }
    private let launcher: any AppLauncher
    private let namedStateDirectory: String?
    let configuration = Mutex(Configuration())
    let runtime = Mutex(Runtime())

    /// Creates an app that runs `executable` with state in `stateDirectory` (by default a
    /// fresh private directory removed when the `App` goes away).
    ///
    /// There is no default app: name the executable, as XCUITest's
    /// `XCUIApplication(bundleIdentifier:)` names the app. For a product of the package
    /// under test, `App(executable: App.executable(named: "MyApp"))` finds the one
    /// `swift build` put beside the tests.
    public convenience init(executable: String, stateDirectory: String? = nil) {
        self.init(launcher: ExecutableLauncher(executable: executable), stateDirectory: stateDirectory)
    }

    /// Creates an app that runs `executable`, always spawning it afresh when
    /// `preparedLaunches` is false (for the benchmark's comparison, and tests of both paths).
    package convenience init(executable: String, preparedLaunches: Bool) {
        self.init(launcher: ExecutableLauncher(executable: executable, preparedLaunches: preparedLaunches))
    }

    /// Creates an app whose processes `launcher` starts: for the driver's own tests,
    /// which stand an in-process fake in for the app.
    package init(launcher: any AppLauncher, stateDirectory: String? = nil) {
        self.launcher = launcher
        namedStateDirectory = stateDirectory
    }

    deinit {
        endInBackground()
    }

    /// Kills the app at once (SIGKILL) and returns: its reaping and the deletion of its
    /// state directory finish in the background, as when an `App` goes away, and
    /// `waitForAppsThatWentAway()` (and the process's exit) waits for them. For a caller
    /// done with the app whose state is not worth a graceful end, such as a server's
    /// session that closes.
    package func endInBackground() {
        let (session, directory) = runtime.withLock { runtime in
            defer { runtime.session = nil; runtime.stateDirectory = nil }
            return (runtime.session, runtime.stateDirectory)
        }
        // The directory is removed by its own deinit, which must come after the app that
        // writes to it has been reaped: the session keeps it until then.
        session?.killInBackground(keeping: directory)
    }

    /// Returns once the app of every `App` that has gone away has been reaped and its
    /// state directory deleted: for a test that checks the clean-up, or a tool that counts
    /// processes and directories between runs. (The test process waits for it as it
    /// exits, so nothing it started outlives it.)
    public static func waitForAppsThatWentAway() async {
        await EndingApps.waitForAll()
    }

    /// The environment variable that names where private state directories are made.
    public static let stateRootEnvironmentKey = "TUI_STATE_ROOT"

    /// Where each `App` makes its private state directory: `$TUI_STATE_ROOT` if set, else
    /// Bazel's scratch folder for the test, `$TEST_TMPDIR`, if set, else memory
    /// (`/dev/shm`) when it is there to write to, else `$TMPDIR` or `/tmp`.
    ///
    /// The directory lives only as long as its `App`, so it needs no protection from
    /// power loss, and in memory the app's flushes to disk cost nothing.
    public static var stateRoot: String {
        stateRoot(environment: ProcessEnvironment.value, memoryIsWritable: Posix.isWritableDirectory("/dev/shm"))
    }

    /// `stateRoot` for the variables `environment` gives and whether `/dev/shm` takes files.
    package static func stateRoot(environment: (String) -> String?, memoryIsWritable: Bool) -> String {
        if let root = environment(stateRootEnvironmentKey), !root.isEmpty { return root }
        if let scratch = environment("TEST_TMPDIR"), !scratch.isEmpty { return scratch }
        if memoryIsWritable { return "/dev/shm" }
        return environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// The path of the executable `name` in the folder of the running one: for `swift test`,
    /// where `swift build` put the package's products beside the test bundle. Whether
    /// the file is there is found at `launch()`, which names the missing path.
    public static func executable(named name: String) -> String {
        ProcessEnvironment.executableDirectory + "/" + name
    }

    // MARK: - Configuration

    /// The arguments the next `launch()` passes, e.g. `["--uitesting", "--reset-state"]`.
    public var launchArguments: [String] {
        get { configuration.withLock { $0.launchArguments } }
        set { configuration.withLock { $0.launchArguments = newValue } }
    }

    /// Environment variables the next `launch()` adds to the test process's own.
    public var launchEnvironment: [String: String] {
        get { configuration.withLock { $0.launchEnvironment } }
        set { configuration.withLock { $0.launchEnvironment = newValue } }
    }

    /// How long an action waits for its element to become actionable (default 5 s).
    public var actionTimeout: Duration {
        get { configuration.withLock { $0.actionTimeout } }
        set { configuration.withLock { $0.actionTimeout = newValue } }
    }

    /// How long `terminate()` lets the app finish after SIGTERM before it sends SIGKILL
    /// (default 2 s): raise it for an app that saves a lot on its way out.
    public var terminationGrace: Duration {
        get { configuration.withLock { $0.terminationGrace } }
        set { configuration.withLock { $0.terminationGrace = newValue } }
    }

    /// How long `launch()` waits for the app's first screen (default 10 s).
    public var launchTimeout: Duration {
        get { configuration.withLock { $0.launchTimeout } }
        set { configuration.withLock { $0.launchTimeout = newValue } }
    }

    /// How many bytes of the app's latest output `log` keeps from the next launch on
    /// (default 256 KiB); older output is dropped. For a test that replays everything a
    /// busy app drew.
    package var logCapacity: Int {
        get { configuration.withLock { $0.logCapacity } }
        set { configuration.withLock { $0.logCapacity = max(1, newValue) } }
    }

    /// How long the app may take to answer one command before it is deemed hung and
    /// terminated (default 10 s).
    public var replyTimeout: Duration {
        get { configuration.withLock { $0.replyTimeout } }
        set { configuration.withLock { $0.replyTimeout = newValue } }
    }

    /// Whether waits fast-forward an app running with `--clock virtual` (default true):
    /// when the app is busy only with timers, the driver advances its clock to the next
    /// one instead of waiting, so a journey on a slow simulated network takes
    /// milliseconds and runs the same way every time.
    public var advancesVirtualClock: Bool {
        get { configuration.withLock { $0.advancesVirtualClock } }
        set { configuration.withLock { $0.advancesVirtualClock = newValue } }
    }

    /// How long the thread that sends a command reads the channel for its reply before it
    /// leaves that to the driver's I/O thread and suspends (default 10 ms; see
    /// `AppSession+ReadingReplies.swift`). Applies from the next launch. At zero, the
    /// sender looks once, just after sending, and any reply not there yet comes the I/O
    /// thread's way (as tests of that way set it).
    package var replyReadingWindow: Duration {
        get { configuration.withLock { $0.replyReadingWindow } }
        set { configuration.withLock { $0.replyReadingWindow = newValue } }
    }

    /// Receives warnings about fragile queries (a match by label, not identifier).
    /// By default they are printed to standard error, each once per app.
    public var warningHandler: @Sendable (String) -> Void {
        get { configuration.withLock { $0.warningHandler } }
        set { configuration.withLock { $0.warningHandler = newValue } }
    }

    /// The state directory launches use: the one named at creation, or this app's
    /// private one once the first launch has made it.
    public var stateDirectory: String? {
        namedStateDirectory ?? runtime.withLock { $0.stateDirectory?.path }
    }

    // MARK: - Lifecycle

    /// Starts the app and returns once its first screen has arrived. A running app is
    /// terminated first, as XCUITest does.
    ///
    /// - Throws: `DriverError` with `launchFailed` (missing executable, early exit) or
    ///   `launchTimeout` (no screen in time).
    public func launch() async throws(DriverError) {
        try await recordingStep(DriverError.Attempt(.launch)) { () async throws(DriverError) in try await launchNow() }
    }

    /// The launch arguments with `--state-dir directory` added, unless they name a state
    /// directory themselves (`--state-dir PATH` or `--state-dir=PATH`), which then wins.
    static func arguments(_ arguments: [String], withStateDirectory directory: String) -> [String] {
        let named = arguments.contains { $0 == "--state-dir" || $0.hasPrefix("--state-dir=") }
        return named ? arguments : arguments + ["--state-dir", directory]
    }

    private func launchNow() async throws(DriverError) {
        if let running = runtime.withLock({ $0.session }), !running.hasEnded {
            await running.terminate(grace: configuration.withLock { $0.terminationGrace })
        }
        let configuration = configuration.withLock { $0 }
        let hadDirectory = stateDirectory != nil
        let directory = try prepareStateDirectory()
        let arguments = Self.arguments(configuration.launchArguments, withStateDirectory: directory)
        var environment = ProcessEnvironment.variables().merging(configuration.launchEnvironment) { $1 }
        environment[AutomationProtocol.channelEnvironmentKey] = String(AutomationProtocol.channelDescriptor)
        // A Swift app that crashes prints a backtrace; keep it to what a failure message needs.
        if environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = "interactive=no,color=no,threads=crashed,registers=none,images=none"
        }
        environment[AutomationProtocol.parentEnvironmentKey] = String(getProcessID())

        // One deadline for the whole launch: asking a prepared process what the app is
        // counts against it too, so an app that never answers fails when it runs out.
        let deadline = Monotonic.now + configuration.launchTimeout
        let started = await AppSession.start(
            launcher: launcher, arguments: arguments, environment: environment, deadline: deadline,
            advancesVirtualClock: configuration.advancesVirtualClock, readingWindow: configuration.replyReadingWindow,
            priorRun: runtime.withLock { $0.session }?.summaryForNextRun(), logCapacity: configuration.logCapacity
        )
        guard case let .success(session) = started else {
            // Nothing ran, so a directory made for this launch holds nothing worth keeping.
            if !hadDirectory { runtime.withLock { $0.stateDirectory = nil } }
            _ = try started.locatingCaller()
            return
        }
        runtime.withLock { $0.session = session }
        _ = try await session.waitForFirstTree(until: deadline, timeout: configuration.launchTimeout).locatingCaller()
    }

    /// Stops the app (SIGTERM, then SIGKILL if it lingers past `terminationGrace`) and
    /// returns once it has exited. Does nothing if it is not running.
    public func terminate() async {
        guard let session = runtime.withLock({ $0.session }) else { return }
        await session.terminate(grace: configuration.withLock { $0.terminationGrace })
    }

    /// Whether the app is running.
    public var state: State {
        guard let session = runtime.withLock({ $0.session }), !session.hasEnded else { return .notRunning }
        return .runningForeground
    }

    /// Everything the current (or last) run of the app wrote to its output, bounded.
    public var log: String {
        runtime.withLock { $0.session }?.logText ?? ""
    }

    /// The process id of the running (or last) app process.
    public var processIdentifier: Int32? {
        runtime.withLock { $0.session }?.process.pid
    }

    /// How the last run of the app ended, once it has.
    public var exitStatus: ExitStatus? {
        runtime.withLock { $0.session }?.exitStatus
    }

    /// Writes raw bytes into the automation channel, bypassing the encoder: for tests
    /// that prove how the app and driver treat a malformed message.
    package func sendRawBytes(_ bytes: [UInt8]) throws(DriverError) {
        _ = try runningSession(for: DriverError.Attempt(.sendRawBytes)).write(bytes)
    }

    /// The latest screen the app pushed, as it is, if the app has been launched: the
    /// raw material of `instant` reads.
    public var tree: ElementTree? {
        runtime.withLock { $0.session }?.latestTree
    }

    // MARK: - Internals shared by queries and actions

    /// The session of the running app.
    func runningSession(for attempt: DriverError.Attempt) throws(DriverError) -> AppSession {
        guard let session = runtime.withLock({ $0.session }) else {
            throw DriverError.atCaller(.appNotRunning(attempt))
        }
        if session.hasEnded { throw session.endingError(during: attempt).locatingCaller() }
        return session
    }

    /// Passes each warning to the handler once.
    func report(_ warnings: [ResolutionWarning]) {
        for warning in warnings {
            let text = warning.description
            guard runtime.withLock({ $0.reportedWarnings.insert(text).inserted }) else { continue }
            configuration.withLock { $0.warningHandler }(text)
        }
    }

    private func prepareStateDirectory() throws(DriverError) -> String {
        if let namedStateDirectory { return namedStateDirectory }
        if let existing = runtime.withLock({ $0.stateDirectory }) { return existing.path }
        let created = try TemporaryDirectory(prefix: "tui-app", in: App.stateRoot)
        runtime.withLock { $0.stateDirectory = created }
        return created.path
    }

    /// Prints a warning about a fragile query to standard error: the default `warningHandler`.
    @Sendable public static func printWarning(_ text: String) {
        printToStandardError("warning: " + text)
    }
}
