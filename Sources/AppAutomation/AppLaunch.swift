import AutomationChannel
public import ScreenModel
import SystemLayer

/// How an automated app starts: reads its launch arguments and environment, answers
/// `--help` and the launch-argument check, and refuses bad input with a message and
/// a documented exit status; then either serves a driver or leaves the app to its
/// terminal front end.
///
/// ```swift
/// let launch = AppLaunch.start(name: "TodoApp", parser: TodoOptions.parser)
/// if launch.isAutomated { launch.serve { makeHost() } }
/// let host = makeHost()   // a ViewHost, from TerminalUI
/// launch.finish(host, status: TerminalFrontEnd(host: host, fixedSize: launch.options.automation.terminalSize).run())
/// ```
///
/// Exit statuses: 0 after `--help` or the check; 2 for refused arguments; 6 for an
/// unusable automation environment (see docs/protocol.md); 1 when the driver that
/// launched the app has already gone.
public struct AppLaunch<Options: AppLaunchOptions>: Sendable {
    /// The options the arguments and environment asked for.
    public let options: Options
    /// The parser that read them.
    public let parser: LaunchParser<Options>
    private let automation: AutomationEnvironment?

    /// Whether a driver launched the app (the automation channel is set).
    public var isAutomated: Bool { automation != nil }

    /// The screen size to draw in: `--terminal-size`, else 80×24 (a terminal front end
    /// then follows the real terminal's size).
    public var screenSize: Size { options.automation.terminalSize ?? Size(width: 80, height: 24) }

    /// Reads the process's arguments and environment (only variables starting with the
    /// parser's prefix or `TUI_`), and returns the launch, or ends the process: after
    /// printing `--help`, after answering the launch-argument check, or with a message
    /// on standard error when the arguments or the automation environment are bad.
    ///
    /// It also makes termination signals end the app in order (see `Termination`) and
    /// a closed channel or terminal a failed write rather than a SIGPIPE.
    ///
    /// A driver may start the app as a prepared process, to fork its launches from (see
    /// docs/protocol.md §16); each launch then returns from here as a process of its
    /// own. Nothing before this call should start a thread or read `CommandLine`.
    ///
    /// - Parameter prepare: work a prepared process does once, before it forks any
    ///   launch, so that every launch finds the runtime's type caches warm: typically,
    ///   build the app with nothing stored and walk its main screens in memory (an app
    ///   on the toolkit can use `HostWalk`). It must not start a thread (the process
    ///   could not be forked) nor write a file. It runs only in a prepared process.
    public static func start(name: String, parser: LaunchParser<Options>, prepare: (() -> Void)? = nil) -> AppLaunch {
        PreparedProcess.forkLaunchesIfAsked {
            // What every launch does first: read its environment and arguments.
            _ = Posix.environmentVariables(withPrefixes: [parser.environmentPrefix, "TUI_"])
            _ = try? parser.parse(arguments: [], environment: [:])
            // Then check its channel: the control channel is a stream socket as that one is.
            try? AutomationEnvironment(channel: AutomationProtocol.channelDescriptor, parent: nil).checkChannel()
            prepare?()
            // And what every launch does next: serve a driver.
            AutomationServer.rehearse(RehearsalApp(), commands: RehearsalApp.script)
            // The launch's own type, which the app's code names once it returns from here.
            warmTypeCaches(AppLaunch<Options>.self, conformingTo: Options.self)
        }
        Signal.ignore(Signal.brokenPipe)
        Termination.install()
        let environment = Posix.environmentVariables(withPrefixes: [parser.environmentPrefix, "TUI_"])
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--help"] || arguments == ["-h"] {
            print("usage: \(name) [launch arguments]\n" + parser.usage)
            Posix.exit(0)
        }
        if environment[AutomationProtocol.checkArgumentsEnvironmentKey] != nil {
            print(parser.verdict(arguments: arguments, environment: environment), terminator: "")
            Posix.exit(0)
        }
        let options: Options
        do {
            options = try parser.parse(arguments: arguments, environment: environment)
        } catch {
            AppLog.write("\(name): \(parser.explanation(of: error))")
            Posix.exit(AutomationServer.ExitCode.launchArgumentsRefused.rawValue)
        }
        do {
            let automation = try AutomationEnvironment.parse(environment)
            return AppLaunch(options: options, parser: parser, automation: automation)
        } catch {
            AppLog.write("\(name): \(error)")
            Posix.exit(AutomationServer.ExitCode.environmentUnusable.rawValue)
        }
    }

    /// Builds the runtime's metadata for `launchType` and caches the conformance of
    /// `optionsType` to `AppLaunchOptions`, which a launch would otherwise each find by
    /// a search of the whole program's conformances when its code first names its
    /// `AppLaunch` type.
    @inline(never)
    private static func warmTypeCaches(_ launchType: Any.Type, conformingTo optionsType: Any.Type) {
        // Used, so that the cast is made: it is what fills the cache.
        if !(optionsType is any AppLaunchOptions.Type) { AppLog.write("\(optionsType) is not AppLaunchOptions") }
        _ = ObjectIdentifier(launchType)
    }

    /// Serves the driver that launched the app until it closes the channel, then exits
    /// through `finish`. The app is made only once the channel is known to be good.
    ///
    /// - Parameters:
    ///   - diesWithDriver: whether the kernel kills the app when its driver dies (keep
    ///     true; false only for a fault test that needs an orphan). Either way, a serving
    ///     app whose driver's process ends exits on its own; only a hung one needs the kernel.
    ///   - hooks: where a debug build may make the server misbehave on purpose.
    ///   - makeApp: builds the app; it may end the process itself if it cannot start.
    public func serve(diesWithDriver: Bool = true, hooks: AutomationServer.Hooks = AutomationServer.Hooks(), _ makeApp: () -> any AutomatableApp) -> Never {
        guard let automation else {
            AppLog.write("\(AppLog.programName): serve() needs a driver's channel (\(AutomationProtocol.channelEnvironmentKey)); none is set")
            Posix.exit(AutomationServer.ExitCode.environmentUnusable.rawValue)
        }
        guard AutomationServer.bindLifetimeToDriver(expectedParent: automation.parent, parentDeathSignal: diesWithDriver) else {
            AppLog.write("\(AppLog.programName): the driver that launched this app has already gone; exiting")
            Posix.exit(AutomationServer.ExitCode.driverGone.rawValue)
        }
        do {
            try automation.checkChannel()
        } catch {
            AppLog.write("\(AppLog.programName): \(error)")
            Posix.exit(AutomationServer.ExitCode.environmentUnusable.rawValue)
        }
        let app = makeApp()
        let server = AutomationServer(
            descriptor: automation.channel, app: app, hooks: hooks, driverProcessID: automation.parent
        )
        finish(app, status: server.run())
    }

    /// Stores what is pending (`willExit()`), then ends the process: by the termination
    /// signal that asked it to stop, if one did, else with `status`.
    public func finish(_ app: any AutomatableApp, status: Int32) -> Never {
        app.willExit()
        if let signal = Termination.requested { Termination.exit(by: signal) }
        Posix.exit(status)
    }

    /// Ends the process with the status of an app that could not be assembled
    /// (`AutomationExitCode.appNotAssembled`), once the app has said why.
    public func exitNotAssembled() -> Never {
        Posix.exit(AutomationExitCode.appNotAssembled.rawValue)
    }
}
