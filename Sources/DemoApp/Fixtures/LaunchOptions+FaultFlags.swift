import AppAutomation

extension LaunchOptions {
    /// The debug builds' fault flags: misbehaviour on purpose, for the driver's fault tests.
    /// A release build knows them too, so it refuses each by name; what they do is compiled
    /// into debug builds only.
    static let faultFlags: [LaunchFlag<LaunchOptions>] = [
        LaunchFlag(
            "--debug-crash-at", value: "N:abort|trap|segv", testOnly: true,
            summary: "crash that way on the Nth driver command"
        ) { options, value throws(LaunchFlagError) in
            #if DEBUG
            options.faults.crash = try FaultPlan.Crash(parsing: value)
            #endif
        },
        LaunchFlag(
            "--debug-hang-at", value: "N", testOnly: true,
            summary: "stop answering for ever at the Nth driver command"
        ) { options, value throws(LaunchFlagError) in
            #if DEBUG
            options.faults.hangAtCommand = try FaultPlan.commandNumber(value, flag: "--debug-hang-at")
            #endif
        },
        LaunchFlag(
            "--debug-no-first-tree", testOnly: true,
            summary: "send the hello but never a tree"
        ) { options, _ in
            #if DEBUG
            options.faults.withholdsFirstTree = true
            #endif
        },
        LaunchFlag(
            "--debug-exit-before-first-tree", testOnly: true,
            summary: "exit with status 7 after the hello"
        ) { options, _ in
            #if DEBUG
            options.faults.exitsBeforeFirstTree = true
            #endif
        },
        LaunchFlag(
            "--debug-ignore-sigterm", testOnly: true,
            summary: "ignore SIGTERM, so only SIGKILL ends the app"
        ) { options, _ in
            #if DEBUG
            options.faults.ignoresTermination = true
            #endif
        },
        LaunchFlag(
            "--debug-no-parent-death-signal", testOnly: true,
            summary: "no parent-death signal (a hung app then dies with the driver only by its process group)"
        ) { options, _ in
            #if DEBUG
            options.faults.outlivesDriver = true
            #endif
        },
        LaunchFlag(
            "--debug-save-loop", testOnly: true,
            summary: "rewrite the state files without pause"
        ) { options, _ in
            #if DEBUG
            options.faults.saveLoop = true
            #endif
        },
    ]
}
