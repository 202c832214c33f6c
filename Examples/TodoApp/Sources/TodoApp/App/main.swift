import AppAutomation
import Glibc
import TerminalUI

// The kit reads the launch arguments (its shared flags and ours), answers `--help`,
// and refuses test flags in a release build.
let launch = AppLaunch.start(name: "TodoApp", parser: TodoOptions.parser)

/// Builds the app, or says on standard error why it cannot start.
func makeHost() -> ViewHost {
    do {
        return try CompositionRoot.host(options: launch.options, screenSize: launch.screenSize)
    } catch {
        log("TodoApp: \(error)")
        exit(4)
    }
}

if launch.isAutomated {
    // Launched by a driver (swift test, swift run journey): serve it until it hangs up.
    launch.serve { makeHost() }
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    log("TodoApp shows its screens in a terminal: run it in one, or let the driver launch it.")
    exit(2)
}
let host = makeHost()
launch.finish(host, status: TerminalFrontEnd(host: host, fixedSize: launch.options.automation.terminalSize).run())
