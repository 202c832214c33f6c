import Glibc
import ScreenModel

// A closed channel or terminal must surface as a failed write, not kill the app.
signal(SIGPIPE, SIG_IGN)

#if DEBUG
let allowsTestFlags = true
#else
let allowsTestFlags = false
#endif

let environment = POSIX.environmentVariables()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
    print("usage: DemoApp [launch arguments]\n" + LaunchOptionsParser.usage)
    exit(0)
}

let options: LaunchOptions
do {
    options = try LaunchOptionsParser(allowsTestFlags: allowsTestFlags).parse(arguments: arguments, environment: environment)
} catch {
    POSIX.log("DemoApp: \(error)")
    exit(2)
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

if let channel = environment[AutomationProtocol.channelEnvironmentKey].flatMap(Int32.init) {
    // Headless under the driver: the channel is the only door in.
    let parent = environment[AutomationProtocol.parentEnvironmentKey].flatMap(Int32.init)
    guard AutomationServer.bindLifetimeToDriver(expectedParent: parent) else {
        POSIX.log("DemoApp: the driver that launched this app has already gone; exiting")
        exit(1)
    }
    let host = assembleOrExit(screenSize: options.terminalSize ?? .standardTerminal)
    exit(AutomationServer(descriptor: channel, host: host, hooks: CompositionRoot.automationHooks(options)).run())
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    POSIX.log("DemoApp shows its screens in a terminal: run it in one, or let the driver launch it (swift test, swift run journey).")
    exit(2)
}
let host = assembleOrExit(screenSize: options.terminalSize ?? .standardTerminal)
exit(TerminalFrontEnd(host: host, fixedSize: options.terminalSize).run())
