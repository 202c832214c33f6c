import AutomationChannel
import Glibc
import ScreenModel

// A closed channel or terminal must surface as a failed write, not kill the app.
signal(SIGPIPE, SIG_IGN)
// SIGTERM, SIGINT and SIGHUP end the run loop in order, so pending state is written first.
Termination.install()

#if DEBUG
let allowsTestFlags = true
#else
let allowsTestFlags = false
#endif

let environment = POSIX.environmentVariables(withPrefixes: ["DEMOAPP_", "TUI_"])
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
    print("usage: DemoApp [launch arguments]\n" + LaunchOptionsParser.usage)
    exit(0)
}

if environment[AutomationProtocol.checkArgumentsEnvironmentKey] != nil {
    print(LaunchArgumentCheck.verdict(arguments: arguments, environment: environment, allowsTestFlags: allowsTestFlags), terminator: "")
    exit(0)
}

let options: LaunchOptions
do {
    options = try LaunchOptionsParser(allowsTestFlags: allowsTestFlags).parse(arguments: arguments, environment: environment)
} catch {
    POSIX.log("DemoApp: \(error)")
    exit(2)
}

/// Stores what is pending, then ends the process: by the signal that asked it to stop,
/// if one did, else with `status`.
func finish(_ host: AppHost, status: Int32) -> Never {
    host.willExit()
    if let signal = Termination.requested { Termination.exit(by: signal) }
    exit(status)
}

/// Builds the app or explains, on the log, why it cannot start.
func assembleOrExit(screenSize: Size) -> AppHost {
    do {
        return try CompositionRoot.assemble(options: options, screenSize: screenSize, report: POSIX.log)
    } catch {
        POSIX.log("DemoApp: \(error)")
        exit(4)
    }
}

let automation: AutomationEnvironment?
do {
    automation = try AutomationEnvironment.parse(environment)
} catch {
    POSIX.log("DemoApp: \(error)")
    exit(AutomationEnvironment.unusableStatus)
}

if let automation {
    // Headless under the driver: the channel is the only door in.
    guard AutomationServer.bindLifetimeToDriver(expectedParent: automation.parent, parentDeathSignal: CompositionRoot.diesWithDriver(options)) else {
        POSIX.log("DemoApp: the driver that launched this app has already gone; exiting")
        exit(1)
    }
    do {
        try automation.checkChannel()
    } catch {
        POSIX.log("DemoApp: \(error)")
        exit(AutomationEnvironment.unusableStatus)
    }
    let host = assembleOrExit(screenSize: options.terminalSize ?? .standardTerminal)
    finish(host, status: AutomationServer(descriptor: automation.channel, host: host, hooks: CompositionRoot.automationHooks(options)).run())
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    POSIX.log("DemoApp shows its screens in a terminal: run it in one, or let the driver launch it (swift test, swift run journey).")
    exit(2)
}
let host = assembleOrExit(screenSize: options.terminalSize ?? .standardTerminal)
finish(host, status: TerminalFrontEnd(host: host, fixedSize: options.terminalSize).run())
