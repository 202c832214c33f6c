public import Driver
public import Foundation
public import ScreenModel

/// The app under test with XCUITest's API. `XCUIApplication()` runs the target app, the
/// `DemoApp` built beside the tests; `XCUIApplication(bundleIdentifier:)` and
/// `XCUIApplication(executablePath:)` run another app that speaks the automation protocol.
///
/// As on iOS, every `XCUIApplication()` in one test stands for the same app: a second
/// one made while the first is running reaches that running app.
///
/// Suites may subclass it, as on iOS, with helpers of their own and an overridden
/// `launch()` or `terminate()` that calls `super`'s.
open class XCUIApplication: XCUIElement {
    /// Whether the app is running, with XCUITest's cases.
    public enum State: UInt, Sendable {
        /// Not known (never reported here).
        case unknown = 0
        /// No process.
        case notRunning = 1
        /// Suspended in the background (never reported here).
        case runningBackgroundSuspended = 2
        /// Running in the background (never reported here).
        case runningBackground = 3
        /// Running and answering.
        case runningForeground = 4
    }

    /// The target app: the `DemoApp` built beside the tests, or the one this test already runs.
    ///
    /// In XCUITest the parameterless initialiser means the test target's app. A package
    /// has no such setting, so here it is the demo shop, which the ported suites drive;
    /// another app's tests name theirs with `XCUIApplication(bundleIdentifier: "MyApp")`.
    /// (The async driver's `App` has no default at all.)
    public convenience init() {
        self.init(app: ApplicationRegistry.app(for: Self.targetExecutable))
    }

    /// The executable `XCUIApplication()` runs: the demo shop built beside the tests.
    static var targetExecutable: String { App.executable(named: "DemoApp") }

    /// The executable at `executablePath`, or the one this test already runs.
    public convenience init(executablePath: String) {
        self.init(app: ApplicationRegistry.app(for: executablePath))
    }

    /// The app named `bundleIdentifier`, as XCUITest's `XCUIApplication(bundleIdentifier:)`
    /// names a second app: here an executable that speaks the automation protocol, found
    /// beside the tests (where `DemoApp` is), else on `PATH`, else taken as a path; or
    /// the one this test already runs. A name no executable has fails at `launch()`,
    /// saying which file is missing.
    public convenience init(bundleIdentifier: String) {
        self.init(executablePath: Self.executable(named: bundleIdentifier))
    }

    /// Where the executable `name` is: beside the tests, on `PATH`, or `name` itself as a path.
    static func executable(named name: String) -> String {
        if name.contains("/") { return name }
        let beside = App.executable(named: name)
        if ProgramLookup.isExecutableFile(beside) { return beside }
        return ProgramLookup.resolve(name, path: ProcessInfo.processInfo.environment["PATH"]) ?? beside
    }

    /// The app `app` drives, for mixing XCUITest's API with the async one.
    public init(app: App) {
        app.warningHandler = FailureRecorder.warn
        super.init(app.element(ElementLocator(query: Query(), pick: .only)))
    }

    /// The native app this one drives, for mixing in the async API.
    public var app: App { driverApp }

    /// Arguments for the next `launch()`.
    public var launchArguments: [String] {
        get { driverApp.launchArguments }
        set { driverApp.launchArguments = newValue }
    }

    /// Environment variables for the next `launch()`.
    public var launchEnvironment: [String: String] {
        get { driverApp.launchEnvironment }
        set { driverApp.launchEnvironment = newValue }
    }

    /// Launches the app (terminating a running one first) and returns once its first
    /// screen has arrived; a failure is recorded at the line that called it (found from
    /// the backtrace). A subclass may override it, calling `super.launch()`.
    open func launch() {
        let start = ContinuousClock.now
        let app = driverApp
        BlockingBridge.runRecordingFailure(at: nil, fallback: ()) { try await app.launch() }
        XCTMetrics.launched(taking: ContinuousClock.now - start)
    }

    /// Brings the app to the foreground: launches it if it is not running, and
    /// otherwise leaves it as it is (a terminal app is always in front).
    /// It launches with `launch()`, so a subclass's override runs.
    public func activate() {
        guard driverApp.state == .notRunning else { return }
        launch()
    }

    /// Stops the app and returns once it has exited; a subclass may override it, calling
    /// `super.terminate()`.
    open func terminate() {
        let app = driverApp
        BlockingBridge.run { await app.terminate() }
    }

    /// Whether the app is running.
    public var state: State {
        driverApp.state == .runningForeground ? .runningForeground : .notRunning
    }

    /// Waits up to `timeout` seconds for the app to reach `state`.
    public func wait(for state: State, timeout: TimeInterval) -> Bool {
        let app = driverApp
        let target: App.State = state == .runningForeground ? .runningForeground : .notRunning
        return BlockingBridge.run { await app.wait(for: target, timeout: .seconds(timeout)) }
    }

    /// The screen as text, as a person sees it once the app is idle.
    public override func screenshot() -> XCUIScreenshot {
        let app = driverApp
        let screen = BlockingBridge.runRecordingFailure(at: nil, fallback: TextScreen(size: Size(width: 0, height: 0), lines: [])) {
            try await app.screenshot()
        }
        return XCUIScreenshot(screen: screen)
    }
}

/// A picture of the screen: here, its text.
public struct XCUIScreenshot: Sendable, CustomStringConvertible {
    /// The screen as lines of text.
    public let screen: TextScreen

    /// The screen's text, one line a row.
    public var text: String { screen.description }

    /// The screen's text.
    public var description: String { text }
}
