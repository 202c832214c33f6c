import AppAutomation
import ScreenModel
import SystemLayer
import TerminalUI

// Launch arguments, `--help`, the launch-argument check and a bad automation
// environment are the kit's: see `AppLaunch`.
let launch = AppLaunch.start(name: "DemoApp", parser: LaunchOptions.parser) {
    // A prepared process walks the main screens once, in memory, so the launches
    // forked from it start warm.
    PreparedWarmUp.walkMainScreens()
}
let options = launch.options

/// Builds the app or explains, on the log, why it cannot start.
func assembleOrExit(screenSize: Size) -> ViewHost {
    do {
        return try CompositionRoot.assemble(options: options, screenSize: screenSize, report: AppLog.write)
    } catch {
        AppLog.write("DemoApp: \(error)")
        launch.exitNotAssembled()
    }
}

if launch.isAutomated {
    // Headless under the driver: the channel is the only door in.
    launch.serve(diesWithDriver: CompositionRoot.diesWithDriver(options), hooks: CompositionRoot.automationHooks(options)) {
        assembleOrExit(screenSize: launch.screenSize)
    }
}

guard Posix.isTerminal(Posix.standardInput), Posix.isTerminal(Posix.standardOutput) else {
    AppLog.write("DemoApp shows its screens in a terminal: run it in one, or let the driver launch it (swift test, swift run journey).")
    Posix.exit(2)
}
let host = assembleOrExit(screenSize: launch.screenSize)
launch.finish(host, status: TerminalFrontEnd(host: host, fixedSize: options.terminalSize).run())
