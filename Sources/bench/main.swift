import Driver
import Glibc
import Synchronization

// The benchmark: every figure of the speed promise, measured in one run against the
// machine's own floor, printed as a table and written as JSON.
//
//   swift run -c release bench [--quick] [--json PATH] [--app PATH]

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let quick = arguments.contains("--quick")
let jsonPath = option("--json", in: arguments) ?? "bench-results.json"
let appPath = option("--app", in: arguments) ?? App.defaultExecutable
let floorPath = String(appPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")) + "/BenchEcho"
let scale = quick ? 0.1 : 1.0
func runs(_ full: Int) -> Int { max(5, Int(Double(full) * scale)) }

#if DEBUG
print("warning: this is a debug build; figures are only meaningful from `swift run -c release bench`\n")
#endif

var figures: [Figure] = []
do {
    print("Measuring on \(Report.machine)…")

    let spawn = try Floor.spawnAndReap(floorPath, runs: runs(500))
    let echo = try Floor.echoRoundTrip(floorPath, runs: runs(2_000))
    figures.append(Figure("floor", "spawn + reap, trivial Swift executable", statistics: spawn))
    figures.append(Figure("floor", "one-line echo round trip over pipes", statistics: echo))

    let (launch, launchToReaped) = try await AppFigures.launch(appPath, runs: runs(300))
    figures.append(Figure("launch", "launch() → first tree", statistics: launch, ratioToFloor: launch.median / spawn.median,
                          target: "≤ 3 ms median", meetsTarget: launch.median <= 3e6))
    figures.append(Figure("launch", "launch → terminate, reaped", statistics: launchToReaped, ratioToFloor: launchToReaped.median / spawn.median))

    let tap = try await AppFigures.tapRoundTrip(appPath, runs: runs(2_000))
    figures.append(Figure("action", "tap round trip on an idle app", statistics: tap, ratioToFloor: tap.median / echo.median,
                          target: "≤ 100 µs median, ≤ 0.5 ms p99", meetsTarget: tap.median <= 100e3 && tap.p99 <= 500e3))

    let (query, elementCount) = try QueryFigure.resolve(runs: runs(5_000))
    figures.append(Figure("query", "resolve against a \(elementCount)-element tree", statistics: query))

    let wait = try await AppFigures.waitLatency(appPath, runs: runs(1_000))
    figures.append(Figure("wait", "pushed tree read → wait returns", statistics: wait,
                          target: "≤ 100 µs median, ≤ 1 ms p99", meetsTarget: wait.median <= 100e3 && wait.p99 <= 1e6))

    let journey = try await JourneyFigures.journey(appPath, runs: runs(200))
    figures.append(Figure("journey", "10-step checkout, launch included", statistics: journey,
                          target: "≤ 4 ms median", meetsTarget: journey.median <= 4e6))

    let workers = JourneyFigures.coreCount
    let suite = try await JourneyFigures.suite(appPath, count: 100, workers: workers)
    figures.append(Figure("suite", "100 journeys, \(workers) workers, wall", value: (suite.wall, "ns"),
                          target: "≤ 0.25 s", meetsTarget: suite.wall <= 0.25e9))
    figures.append(Figure("suite", "100 journeys, CPU (driver + apps)", value: (suite.cpu, "ns")))

    figures += try await TerminalFigures.measure(spawnFloor: spawn, echoFloor: echo, appPath: appPath, runs: runs)

    figures.append(Figure("memory", "peak RSS, driver", value: (Double(peakResidentKilobytes()) / 1024, "MiB")))
    figures.append(Figure("memory", "peak RSS, largest app", value: (Double(JourneyFigures.largestAppPeak.withLock { $0 }) / 1024, "MiB")))

    print("\n" + Report.table(figures))
    let command = "swift run -c release bench" + (arguments.isEmpty ? "" : " " + arguments.joined(separator: " "))
    try Report.write(Report.json(figures, machine: Report.machine, command: command), to: jsonPath)
    print("\nWrote \(jsonPath).")
} catch {
    if !figures.isEmpty { print("\nMeasured before the failure:\n" + Report.table(figures)) }
    printToStandardError("\nbench: \(error)")
    exit(1)
}

func printToStandardError(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
