import Driver
import JourneyScript
import JourneyTrace

/// How the cost of writing a failing journey's trace and report grows with the app's
/// tree: the rows app at 500 and 5,000 rows (1,004 and 10,004 elements), a tap's trees
/// before and after kept, written as `journey run` writes them on a failure.
enum ReportScalingFigures {
    /// The row counts measured, smaller first: the ratio is the larger's to the smaller's.
    static let rowCounts = [500, 5_000]

    /// What one row count measured.
    struct Measurement {
        let elements: Int
        /// Storing the step's trees and screens, then the trace file, its text and the
        /// report page, all in memory.
        let writing: Statistics
        /// The bytes of the trace file and the report page.
        let bytes: Int
    }

    /// Launches the rows app with `rows` rows, taps `next` once, and writes the failed
    /// step's trace and report `runs` times.
    static func measure(_ executable: String, rows: Int, runs: Int) async throws -> Measurement {
        let app = App(executable: executable)
        app.launchArguments = ["--rows", String(rows)]
        app.launchTimeout = .seconds(120)
        try await app.launch()
        let before = app.tree
        try await app.buttons["next"].tap()
        let after = app.tree
        await app.terminate()

        var bytes = 0
        let samples = try (0..<runs).map { _ in
            try time { bytes = try write(before: before, after: after) }
        }
        return Measurement(elements: after?.elementCount ?? 0, writing: Statistics(samples), bytes: bytes)
    }

    /// Writes a one-step failed journey over `before` and `after` as `journey run` does,
    /// and returns the bytes of its trace file and report page.
    private static func write(before: ElementTree?, after: ElementTree?) throws -> Int {
        var store = TraceStore()
        var step = TraceStep(
            title: #"tap buttons["next"]"#, durationMicroseconds: 1_000, result: .failed,
            failure: TraceFailure(message: "the row did not change", kind: "expectation"))
        step.before = store.moment(before)
        step.after = store.moment(after)
        let trace = Trace(kind: .script, name: "rows", file: "rows.journey", result: .failed, durationMicroseconds: 1_000, steps: [step], store: store)
        let file = try TraceFile.data(for: trace)
        let text = TraceText.text(for: trace)
        let page = try ReportPage.html(ReportData(traces: [trace]))
        return file.count + text.utf8.count + page.utf8.count
    }

    /// The rows for `measurements`, smaller first: the larger count's time as a ratio to
    /// the smaller's, with the target of linear growth (at most 15× for 10× the elements;
    /// the table of every pair of children it replaced took about 100×).
    static func figures(_ measurements: [Measurement]) -> [Figure] {
        guard let base = measurements.first else { return [] }
        return measurements.flatMap { measured -> [Figure] in
            let isBase = measured.elements == base.elements
            let ratio = measured.writing.median / base.writing.median
            return [
                Figure(
                    "scaling", "trace and report of a failed step, \(measured.elements) elements", statistics: measured.writing,
                    ratioToFloor: isBase ? nil : ratio, ratioBasis: "\(base.elements) elements",
                    target: isBase ? "" : "≤ 15× (linear)", meetsTarget: isBase ? nil : ratio <= 15),
                Figure("scaling", "trace and report bytes, \(measured.elements) elements", value: (Double(measured.bytes), "bytes")),
            ]
        }
    }
}
