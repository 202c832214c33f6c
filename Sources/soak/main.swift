import Driver
import SystemLayer

// The soak run: many launch → journey → terminate cycles, then a census of what was
// left behind. Every count must be zero or unchanged; the exit status says whether it was.
//
//   swift run soak [CYCLES] [--parallel N]        default: 1000 cycles, 2 at a time

let arguments = Array(CommandLine.arguments.dropFirst())
let cycles = arguments.first.flatMap(Int.init) ?? 1_000
let parallel = arguments.firstIndex(of: "--parallel").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 2
// The demo shop, built beside this executable: the soak signs in to it.
let executable = App.executable(named: "DemoApp")
let appName = String(executable.split(separator: "/").last ?? "DemoApp")

/// One cycle: launch, sign in, check the home screen, terminate.
func cycle() async throws {
    let app = App(executable: executable)
    app.launchArguments = ["--uitesting", "--reset-state"]
    try await app.launch()
    try await app.textFields["emailField"].typeText("user@example.com")
    try await app.secureTextFields["passwordField"].typeText("securePass1")
    try await app.buttons["loginButton"].tap()
    try await app.staticTexts["dashboardTitle"].waitUntilExists()
    await app.terminate()
}

func report(_ text: String) {
    Posix.writeToStandardOutput(text + "\n")
}

var failures: [String] = []
// One cycle first: the runtime opens its own descriptors (Dispatch's epoll, eventfd and
// timerfd) on first use, and those are not a leak.
do { try await cycle() } catch { failures.append("the warm-up cycle failed: \(error)") }
let before = ProcessCensus.take(appName: appName)
let start = monotonicSeconds()
do {
    try await withThrowingTaskGroup(of: Void.self) { group in
        var started = 0
        var finished = 0
        while started < min(parallel, cycles) { group.addTask { try await cycle() }; started += 1 }
        while try await group.next() != nil {
            finished += 1
            if finished % 100 == 0 { report("  \(finished) cycles…") }
            if started < cycles { group.addTask { try await cycle() }; started += 1 }
        }
    }
} catch {
    failures.append("a cycle failed: \(error)")
}
let elapsed = monotonicSeconds() - start
await App.waitForAppsThatWentAway()
let after = ProcessCensus.take(appName: appName)

report(
    """
    Soak: \(cycles) launch → sign-in journey → terminate cycles (after one warm-up), \(parallel) at a time, in \(String(Int(elapsed * 1000))) ms
      stray app processes (running or orphaned): \(after.strayApps.count)\(after.strayApps.isEmpty ? "" : " \(after.strayApps)")
      prepared processes (kept for later launches, end with this process): \(after.preparedProcesses.count)
      zombie children: \(after.zombies.count)
      open file descriptors: \(before.openDescriptors) before, \(after.openDescriptors) after
      state directories left: \(after.stateDirectories.count - before.stateDirectories.count) (\(before.stateDirectories.count) before, \(after.stateDirectories.count) after)
    """)
if !after.strayApps.isEmpty { failures.append("app processes outlived their cycle") }
// One app, one start-up environment: one prepared process at most, however many launches.
if after.preparedProcesses.count > 1 { failures.append("one app has \(after.preparedProcesses.count) prepared processes") }
if !after.zombies.isEmpty { failures.append("app processes were never reaped") }
if after.openDescriptors != before.openDescriptors {
    failures.append("file descriptors leaked")
    report("  descriptors before: \(before.descriptorTargets)\n  descriptors after: \(after.descriptorTargets)")
}
if after.stateDirectories.count != before.stateDirectories.count { failures.append("state directories were left behind") }
report(failures.isEmpty ? "PASS: nothing left behind" : "FAIL: " + failures.joined(separator: "; "))
Posix.exit(failures.isEmpty ? 0 : 1)

func monotonicSeconds() -> Double {
    Double(Monotonic.now.nanoseconds) / 1e9
}
