import AppAutomation
import SystemLayer
import TerminalUI

// The benchmark's rows app: a table of `--rows N` rows, one relabelled per tap on
// `next`, served to the driver that launched it. It runs only under a driver.
let launch = AppLaunch.start(name: "BenchRows", parser: RowsOptions.parser)
guard launch.isAutomated else {
    AppLog.write("BenchRows is driven by the benchmark (swift run -c release bench); it has no terminal front end.")
    Posix.exit(2)
}
launch.serve {
    ViewHost(app: RowsApp(rowCount: launch.options.rowCount), scheduler: Scheduler(clock: MonotonicClock()), screenSize: launch.screenSize)
}
