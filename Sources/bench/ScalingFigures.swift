import Driver
import SystemLayer

/// How the cost of driving an app grows with its screen: the rows app (`BenchRows`, a
/// table of N rows, one relabelled per tap) at N = 100, 1,000, 10,000 and 100,000.
enum ScalingFigures {
    /// The row counts measured, smallest first: every ratio is to the first.
    static let rowCounts = [100, 1_000, 10_000, 100_000]

    /// What one row count measured.
    struct Measurement {
        let rows: Int
        /// Elements in the tree (rows × 2 and the screen's own few).
        let elements: Int
        /// `next.tap()` until the driver holds the tree it changed.
        let tap: Statistics
        /// `app.cells["row_K"]` resolved against the latest tree, K in the middle.
        let query: Statistics
        /// A pushed tree read off the channel until a wait for the relabelled row's label returns.
        let wait: Statistics
        /// What the driver read from the app's channel per tap, in bytes.
        let bytesPerChange: Double
        /// The app's CPU time per tap, in nanoseconds (`/proc/PID/stat`, clock ticks).
        let appCPUPerChange: Double
        /// Peak resident memory, in KiB: the driver's since this count began, and the app's.
        let driverPeakKilobytes: Int
        let appPeakKilobytes: Int
    }

    /// Taps to time at `rows` rows: fewer as the screen grows, so each count takes
    /// seconds, not minutes.
    static func taps(atRows rows: Int, runs: (Int) -> Int) -> Int {
        runs(min(2_000, max(40, 400_000 / rows)))
    }

    /// Launches the rows app with `rows` rows and measures each figure on it.
    static func measure(_ executable: String, rows: Int, taps: Int) async throws -> Measurement {
        _ = ProcessAccounting.resetPeakResidentMemory()
        let app = App(executable: executable)
        app.launchArguments = ["--rows", String(rows)]
        app.launchTimeout = .seconds(120)
        app.replyTimeout = .seconds(60)
        try await app.launch()
        guard let pid = app.processIdentifier else { throw ScalingError.noProcess(rows: rows) }
        let next = app.buttons["next"]
        try await next.tap()

        let bytesBefore = app.bytesReceived, cpuBefore = ProcessAccounting.cpuTime(of: pid)
        var tapSamples: [Double] = []
        for _ in 0..<taps { tapSamples.append(try await time { try await next.tap() }) }
        let bytesAfter = app.bytesReceived, cpuAfter = ProcessAccounting.cpuTime(of: pid)
        guard let cpuBefore, let cpuAfter else { throw ScalingError.noProcessFigures(pid: pid) }

        let tree = app.tree!
        let middle = ElementLocator(query: Query(steps: [.descendants(.cell), .key("row_\(rows / 2)")]), pick: .only)
        let querySamples = try (0..<taps).map { _ in try time { _ = try tree.resolve(middle) } }

        // Each tap relabels the next row round; wait for that row's new label while the tap goes.
        var waitSamples: [Double] = []
        var row = (taps + 1) % rows
        while waitSamples.count < taps {
            let label = ElementLocator(query: Query(steps: [.descendants(.staticText), .key("rowLabel_\(row)")]), pick: .only)
            let before = try app.tree!.resolve(label).element.label
            let sample = try await AppFigures.timeFromArrival(in: app, timeout: .seconds(60), until: { (try? $0.resolve(label).element.label) != before }) {
                try await next.tap()
            }
            row = (row + 1) % rows
            if let sample { waitSamples.append(sample) }
        }

        let appPeak = ProcessAccounting.peakResidentKilobytes(of: pid)
        await app.terminate()
        return Measurement(
            rows: rows, elements: tree.elementCount, tap: Statistics(tapSamples), query: Statistics(querySamples),
            wait: Statistics(waitSamples), bytesPerChange: Double(bytesAfter - bytesBefore) / Double(taps),
            appCPUPerChange: (cpuAfter - cpuBefore).nanosecondsValue / Double(taps),
            driverPeakKilobytes: ProcessAccounting.peakResidentKilobytes(), appPeakKilobytes: appPeak
        )
    }

    /// The table's rows for `measurements` (smallest row count first), each ratio to the
    /// smallest count's figure, with the targets: a tap at 10,000 rows at most 3× one at
    /// 100, bytes per change within 2× of those at 100 (independent of N), and memory
    /// growing no faster than linearly.
    static func figures(_ measurements: [Measurement]) -> [Figure] {
        guard let base = measurements.first else { return [] }
        var figures: [Figure] = []
        for measured in measurements {
            let name = "\(measured.rows) rows (\(measured.elements) elements)"
            let isBase = measured.rows == base.rows
            let tapTarget = measured.rows == 10_000 ? "≤ 3× at \(base.rows) rows" : ""
            figures.append(
                Figure(
                    "scaling", "tap, \(name)", statistics: measured.tap,
                    ratioToFloor: isBase ? nil : measured.tap.median / base.tap.median, ratioBasis: "\(base.rows) rows",
                    target: tapTarget, meetsTarget: tapTarget.isEmpty ? nil : measured.tap.median <= 3 * base.tap.median))
            figures.append(
                Figure(
                    "scaling", "identifier query, \(name)", statistics: measured.query,
                    ratioToFloor: isBase ? nil : measured.query.median / base.query.median, ratioBasis: "\(base.rows) rows"))
            figures.append(
                Figure(
                    "scaling", "wait for a label, \(name)", statistics: measured.wait,
                    ratioToFloor: isBase ? nil : measured.wait.median / base.wait.median, ratioBasis: "\(base.rows) rows"))
            figures.append(
                Figure(
                    "scaling", "bytes per change, \(name)", value: (measured.bytesPerChange, "bytes"),
                    ratioToFloor: isBase ? nil : measured.bytesPerChange / base.bytesPerChange, ratioBasis: "\(base.rows) rows",
                    target: isBase ? "" : "≤ 2× at \(base.rows) rows",
                    meetsTarget: isBase ? nil : measured.bytesPerChange <= 2 * base.bytesPerChange))
            figures.append(
                Figure(
                    "scaling", "app CPU per change, \(name)", value: (measured.appCPUPerChange, "ns"),
                    ratioToFloor: isBase ? nil : measured.appCPUPerChange / max(1, base.appCPUPerChange), ratioBasis: "\(base.rows) rows"))
            figures.append(Figure("scaling", "peak RSS, driver, \(name)", value: (Double(measured.driverPeakKilobytes) / 1024, "MiB")))
            figures.append(Figure("scaling", "peak RSS, app, \(name)", value: (Double(measured.appPeakKilobytes) / 1024, "MiB")))
        }
        if let growth = memoryGrowth(measurements) {
            figures.append(
                Figure(
                    "scaling", "app memory growth, largest count over the one before, per row", value: (growth, "×"),
                    target: "≤ 1.25 (linear in N)", meetsTarget: growth <= 1.25))
        }
        return figures
    }

    /// How much faster than linearly the app's memory grows between the two largest
    /// counts: (peak₂ − peak₀) / (peak₁ − peak₀) over (N₂ − N₀) / (N₁ − N₀), with ₀ the
    /// smallest count. 1.0 is linear; nil with fewer than three counts or no growth.
    static func memoryGrowth(_ measurements: [Measurement]) -> Double? {
        guard measurements.count >= 3, let base = measurements.first else { return nil }
        let (middle, last) = (measurements[measurements.count - 2], measurements[measurements.count - 1])
        let grownToMiddle = Double(middle.appPeakKilobytes - base.appPeakKilobytes)
        guard grownToMiddle > 0 else { return nil }
        let grownToLast = Double(last.appPeakKilobytes - base.appPeakKilobytes)
        return (grownToLast / grownToMiddle) / (Double(last.rows - base.rows) / Double(middle.rows - base.rows))
    }
}

/// Why a scaling figure could not be measured.
enum ScalingError: Error, CustomStringConvertible {
    case noProcess(rows: Int)
    case noProcessFigures(pid: Int32)

    var description: String {
        switch self {
        case let .noProcess(rows): "the rows app (\(rows) rows) launched but the driver names no process for it"
        case let .noProcessFigures(pid): "/proc/\(pid)/stat could not be read: the scaling figures need Linux's /proc"
        }
    }
}
