@testable import bench
import ScreenModel
import Testing

/// The Python client's figures `bench --only python` publishes, on samples whose answer is known.
@Suite("Python client figures")
struct PythonClientFiguresTests {
    /// Samples of the script's shape, in nanoseconds.
    private static func samples(tap: [Double], asyncTap: [Double] = [1], journey: [Double]) throws -> PythonClientFigures.Samples {
        let line = #"{"tap": \#(tap), "async_tap": \#(asyncTap), "journey": \#(journey)}"#
        return try PeerBaseline.lastLineJSON(running: "printf '%s\\n' 'Textual says hello' \(line.shellQuoted)")
    }

    @Test("the script's last line is read, after anything printed before it, each key into its figure with the median of its samples")
    func readsTheLastLine() throws {
        let read = try Self.samples(tap: [300e3, 100e3, 200e3], asyncTap: [90e3, 80e3, 70e3], journey: [4e6, 3e6, 5e6])
        let figures = PythonClientFigures.figures(read, tap: Statistics([50e3]), journey: Statistics([2e6]))

        #expect(figures.map(\.statistics?.median) == [200e3, 80e3, 4e6])
        #expect(figures.map(\.ratioToFloor) == [4, 1.6, 2])
        #expect(figures.map(\.ratioBasis) == ["driver tap", "driver tap", "Swift journey"])
    }

    @Test(
        "a Python tap meets its target up to the driver's tap plus 150 µs, and misses it beyond",
        arguments: [(200e3, true), (199e3, true), (200.5e3, false), (400e3, false)])
    func tapTarget(pythonTap: Double, meets: Bool) throws {
        let figures = PythonClientFigures.figures(
            try Self.samples(tap: [pythonTap], journey: [1e6]), tap: Statistics([50e3]), journey: Statistics([1e6]))

        #expect(figures[0].meetsTarget == meets)
        #expect(figures[0].target == "median ≤ driver tap + 150 µs")
    }

    @Test(
        "the Python journey meets its target up to 1.5 times the Swift journey, and misses it beyond",
        arguments: [(3e6, true), (2.9e6, true), (3.01e6, false), (6e6, false)])
    func journeyTarget(pythonJourney: Double, meets: Bool) throws {
        let figures = PythonClientFigures.figures(
            try Self.samples(tap: [1], journey: [pythonJourney]), tap: Statistics([1]), journey: Statistics([2e6]))

        #expect(figures[2].meetsTarget == meets)
        #expect(figures[2].target == "≤ 1.50× Swift journey")
    }

    @Test("the async tap is shown against the driver's tap with no target of its own")
    func asyncTapHasNoTarget() throws {
        let figures = PythonClientFigures.figures(try Self.samples(tap: [1], journey: [1]), tap: Statistics([1]), journey: Statistics([1]))

        #expect(figures[1].meetsTarget == nil)
        #expect(figures[1].target.isEmpty)
    }

    @Test("a script that prints no figures is an error quoting what it printed")
    func noFigures() {
        #expect {
            _ = try PeerBaseline.lastLineJSON(running: "echo 'Traceback: no module named terminal_journeys'") as PythonClientFigures.Samples
        } throws: { error in
            "\(error)".contains("printed no figures") && "\(error)".contains("no module named terminal_journeys")
        }
    }
}
