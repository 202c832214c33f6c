import Foundation
import ScreenModel

/// The Python client's figures (`Clients/Python`): a tap and the 10-step checkout driven
/// from Python through `journey serve`, by `Benchmarks/python_client.py`, against the same
/// through the Swift driver in the same run.
enum PythonClientFigures {
    /// What a tap through the Python client may add to the Swift driver's tap, median:
    /// the server, the two pipes and the client's own work.
    static let tapOverheadLimit = 150e3
    /// How many times the Swift journey's median the Python journey may take.
    static let journeyRatioLimit = 1.5

    /// Where the client and the script are, when `Scripts/python-env` has made the Python.
    struct Setup {
        let python: String
        let clientSource: String
        let script: String

        /// The setup of the package at `root`; nil without the project's Python.
        init?(root: String) {
            python = ProjectPython.executable(inPackage: root)
            clientSource = root + "/Clients/Python/src"
            script = root + "/Benchmarks/python_client.py"
            guard FileManager.default.isExecutableFile(atPath: python) else { return nil }
        }
    }

    /// What the script prints: every sample, in nanoseconds.
    struct Samples: Decodable {
        let tap: [Double]
        let asyncTap: [Double]
        let journey: [Double]

        enum CodingKeys: String, CodingKey {
            case tap, journey
            case asyncTap = "async_tap"
        }
    }

    /// Runs the script: `taps` taps through each API and `journeys` checkouts, driven by
    /// `server` (`journey`) on `app`. The client is the package's own source, not a copy
    /// installed earlier.
    static func measure(_ setup: Setup, server: String, app: String, taps: Int, journeys: Int) throws -> Samples {
        let command =
            "PYTHONPATH=\(setup.clientSource.shellQuoted) "
            + [setup.python, setup.script, "--journey", server, "--app", app].map(\.shellQuoted).joined(separator: " ")
            + " --taps \(taps) --journeys \(journeys)"
        return try PeerBaseline.lastLineJSON(running: command)
    }

    /// The figures, each against the Swift driver's of the same run: `tap`, its tap round
    /// trip on the idle app, and `journey`, its 10-step checkout.
    static func figures(_ samples: Samples, tap: Statistics, journey: Statistics) -> [Figure] {
        let pythonTap = Statistics(samples.tap), asyncTap = Statistics(samples.asyncTap)
        let pythonJourney = Statistics(samples.journey)
        return [
            Figure(
                "python", "tap through the Python client (sync API)", statistics: pythonTap,
                ratioToFloor: pythonTap.median / tap.median, ratioBasis: "driver tap",
                target: "median ≤ driver tap + \(Int(tapOverheadLimit / 1e3)) µs",
                meetsTarget: pythonTap.median <= tap.median + tapOverheadLimit),
            Figure(
                "python", "the same through the async API", statistics: asyncTap,
                ratioToFloor: asyncTap.median / tap.median, ratioBasis: "driver tap"),
            Figure(
                "python", "10-step checkout through the Python client, launch included", statistics: pythonJourney,
                ratioToFloor: pythonJourney.median / journey.median, ratioBasis: "Swift journey",
                target: "≤ \(String(format2: journeyRatioLimit))× Swift journey",
                meetsTarget: pythonJourney.median <= journey.median * journeyRatioLimit),
        ]
    }
}
