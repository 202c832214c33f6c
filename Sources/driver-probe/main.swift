import Driver
import SystemLayer

// A stand-in for a test process, for the tests that kill one mid-journey: it launches
// the app with the given arguments, optionally starts a tap (or terminates the app,
// keeping its state directory as a test between launches does), optionally waits until
// the app's log holds some text (a fault taking effect), prints the app's process id
// and its state directory on one line, and then waits for its standard input to close
// (or to be killed).
//
// With --descriptors, a launch that fails also prints the descriptors the probe had open
// before it and after it (`descriptors 0,1,2 | 0,1,2`), so a test can check that a failed
// launch leaks none; the launch measured is the second, after one that warms up.
//
//   driver-probe [--tap IDENTIFIER | --terminate] [--await-log TEXT] [--app PATH] [--descriptors] [--relaunch] -- APP ARGUMENTS...
//   (--relaunch: each line on standard input launches a new app, printing its line the same way;
//    a line NAME=VALUE launches it with that variable set)
//   driver-probe --program -- COMMAND ARGUMENTS...   (a program on a terminal; prints its process id)
//   driver-probe --program --ended-first -- COMMAND ARGUMENTS...   (the program on two terminals; the
//    first is terminated and reaped, the second kept; prints "ENDED-PID RUNNING-PID")
//   driver-probe --program --announce -- COMMAND ARGUMENTS...   (prints "launching" just before the
//    program starts, then its process id)
//   (--let-go: when standard input closes, the App simply goes away and the probe exits at
//    once, as a test process does after its last test)
//   (--one-gone-first: before all else, the probe launches an app, lets its App go away,
//    waits until it has ended and its directory is removed, and prints that app's line)
//   (--without-keeper: once the app runs, the probe kills its keeper process and reaps it, as
//    where the keeper could not run or was killed itself; what the keeper would have done on
//    the probe's death is then left to the parent-death signal and the next driver's sweep)

let arguments = Array(CommandLine.arguments.dropFirst())
let separator = arguments.firstIndex(of: "--") ?? arguments.endIndex
let options = Array(arguments[..<separator])
let appArguments = separator < arguments.endIndex ? Array(arguments[(separator + 1)...]) : []
func value(of option: String) -> String? {
    options.firstIndex(of: option).flatMap { $0 + 1 < options.count ? options[$0 + 1] : nil }
}
/// The app the probe drives: `--app PATH`, else the demo shop built beside the probe.
let appExecutable = value(of: "--app") ?? App.executable(named: "DemoApp")

/// Writes `text` and a line break to standard output.
func say(_ text: String) {
    Posix.writeToStandardOutput(text + "\n")
}

/// The descriptors this process has open, comma-separated, in order.
func openDescriptors() -> String {
    Posix.openDescriptors().map(String.init).joined(separator: ",")
}

/// Runs the probe; returns its exit status. The `App` lives only as long as this call,
/// so an orderly end removes its state directory as a test's would.
func run() async -> Int32 {
    if options.contains("--descriptors") {
        // A first launch opens what the process keeps for good (the runtime's own
        // descriptors, made on first use); the descriptors are compared around a second.
        let warmUp = App(executable: appExecutable)
        warmUp.launchArguments = appArguments
        try? await warmUp.launch()
        await warmUp.terminate()
    }
    if options.contains("--one-gone-first") {
        guard let line = await launchAndLetGo() else { return 1 }
        await App.waitForAppsThatWentAway()
        say(line)
    }
    let app = App(executable: appExecutable)
    app.launchArguments = appArguments
    let descriptorsBefore = openDescriptors()
    do {
        try await app.launch()
    } catch {
        say("launch failed: \(error.message)")
        if options.contains("--descriptors") { say("descriptors \(descriptorsBefore) | \(openDescriptors())") }
        return 1
    }
    if options.contains("--without-keeper") {
        endKeeper()
    }
    if options.contains("--terminate") {
        await app.terminate()
    }
    if let identifier = value(of: "--tap") {
        // Fire and forget: the point is to be mid-command when killed. Detached, so it
        // runs while the main thread blocks reading standard input below.
        app.replyTimeout = .seconds(600)
        Task.detached { try? await app.buttons[identifier].tap() }
    }
    if let text = value(of: "--await-log"), !(await app.waitForLog(containing: text, timeout: .seconds(10))) {
        say("the app's log never said '\(text)':\n\(app.log)")
        return 1
    }
    say("\(app.processIdentifier ?? -1) \(app.stateDirectory ?? "")")
    var line: [UInt8] = []
    while let byte = Posix.readByteFromStandardInput() {
        // With --relaunch, each line read ends the app and launches a new one; a line
        // NAME=VALUE sets that variable in the new launch's environment.
        guard options.contains("--relaunch"), byte == UInt8(ascii: "\n") else {
            line.append(byte)
            continue
        }
        defer { line.removeAll() }
        await app.terminate()
        let next = App(executable: appExecutable)
        next.launchArguments = appArguments
        let variable = String(decoding: line, as: UTF8.self).split(separator: "=", maxSplits: 1).map(String.init)
        if variable.count == 2 { next.launchEnvironment[variable[0]] = variable[1] }
        do {
            try await next.launch()
        } catch {
            say("launch failed: \(error.message)")
            return 1
        }
        say("\(next.processIdentifier ?? -1) \(next.stateDirectory ?? "")")
        await next.terminate()
    }
    if options.contains("--let-go") { return 0 }
    await app.terminate()
    return 0
}

/// Launches an app whose `App` goes away on return; returns its line, or nil (having said
/// why) when the launch failed.
func launchAndLetGo() async -> String? {
    let app = App(executable: appExecutable)
    app.launchArguments = appArguments
    do {
        try await app.launch()
    } catch {
        say("launch failed: \(error.message)")
        return nil
    }
    return "\(app.processIdentifier ?? -1) \(app.stateDirectory ?? "")"
}

/// Kills the probe's keeper process and reaps it.
func endKeeper() {
    guard let keeper = ProcessGroupKeeper.process(startedBy: Posix.processID) else { return }
    _ = Posix.kill(keeper, Signal.kill)
    _ = Posix.waitForExit(keeper)
}

if options.contains("--program") {
    await probeProgram(appArguments, endingOneFirst: options.contains("--ended-first"), announcing: options.contains("--announce"))
}
Posix.exit(await run())
