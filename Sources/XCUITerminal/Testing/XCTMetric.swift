import Foundation
public import XCTest
import Synchronization

/// Something `measure(metrics:block:)` measures, as XCUITest's `XCTMetric`.
public protocol XCTMetric: Sendable {
    /// The metric's name in the report, with its unit.
    var reportName: String { get }
    /// Its value for one run of the block that took `duration`, in which the apps it
    /// launched took `launches` to show their first screens.
    func value(duration: Duration, launches: [Duration]) -> Double
    /// Why a terminal test cannot measure it, or nil when it can.
    var notMeasurable: String? { get }
}

extension XCTMetric {
    /// Nil: a metric can be measured unless it says why not.
    public var notMeasurable: String? { nil }
}

/// The wall-clock time the block takes, as XCUITest's `XCTClockMetric`.
public struct XCTClockMetric: XCTMetric {
    /// A clock metric.
    public init() {}
    /// "Clock Monotonic Time, s".
    public var reportName: String { "Clock Monotonic Time, s" }
    /// The block's duration in seconds.
    public func value(duration: Duration, launches: [Duration]) -> Double { duration.seconds }
}

/// How long the apps the block launches take to show their first screen, as XCUITest's
/// `XCTApplicationLaunchMetric`: from `launch()` until the app's first screen arrived
/// (a launched app here is responsive once it has shown a screen).
public struct XCTApplicationLaunchMetric: XCTMetric {
    /// A launch metric.
    public init() {}
    /// A launch metric; here an app is responsive when its first screen has arrived.
    public init(waitUntilResponsive: Bool) {}
    /// "Duration (AppLaunch), s".
    public var reportName: String { "Duration (AppLaunch), s" }
    /// The launches' total duration in seconds.
    public func value(duration: Duration, launches: [Duration]) -> Double { launches.reduce(.zero, +).seconds }
}

/// How `measure(metrics:options:block:)` runs its block, as XCUITest's `XCTMeasureOptions`.
public struct XCTMeasureOptions: Sendable {
    /// How many times the block runs.
    public var iterationCount = 5
    /// Five runs.
    public static var `default`: XCTMeasureOptions { XCTMeasureOptions() }
    /// Five runs.
    public init() {}
}

/// One metric's values, a value a run.
public struct XCTMeasurement: Sendable {
    /// The metric's name, with its unit.
    public let name: String
    /// Its value in each run, in order; none when it cannot be measured here.
    public let values: [Double]
    /// Why a terminal test cannot measure it, or nil when it was measured.
    public var notMeasurable: String? = nil
    /// The values' mean.
    public var average: Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
}

extension XCTest::XCTestCase {
    /// Runs `block` `options.iterationCount` times and reports each metric's values on
    /// standard output, as XCUITest's `measure(metrics:options:block:)` (which
    /// corelibs XCTest lacks), and says which it cannot measure and why. Nothing is
    /// compared with a baseline.
    public func measure(metrics: [any XCTMetric], options: XCTMeasureOptions = .default, block: () -> Void) {
        for measurement in XCTMetrics.measure(metrics, iterations: options.iterationCount, block) {
            if let reason = measurement.notMeasurable {
                print("Test Case '\(name)' did not measure [\(measurement.name)]: \(reason)")
                continue
            }
            let values = measurement.values.map { String(format: "%.3f", $0) }.joined(separator: ", ")
            print("Test Case '\(name)' measured [\(measurement.name)] average: \(String(format: "%.3f", measurement.average)), values: [\(values)]")
        }
    }
}

/// The measuring behind `measure(metrics:)`: the launches each run makes are timed by
/// `XCUIApplication.launch()`, for the test that measures (tests running beside it launch
/// apps of their own).
package enum XCTMetrics {
    private static let launches = Mutex<[String: [Duration]]>([:])

    /// Runs `block` `iterations` times and returns each metric's value in each run.
    package static func measure(_ metrics: [any XCTMetric], iterations: Int, _ block: () -> Void) -> [XCTMeasurement] {
        let scope = ApplicationRegistry.currentScope()
        var runs: [(duration: Duration, launches: [Duration])] = []
        for _ in 0..<max(1, iterations) {
            launches.withLock { $0[scope] = [] }
            let start = ContinuousClock.now
            block()
            let duration = ContinuousClock.now - start
            runs.append((duration, launches.withLock { $0.removeValue(forKey: scope) ?? [] }))
        }
        return metrics.map { metric in
            if let reason = metric.notMeasurable { return XCTMeasurement(name: metric.reportName, values: [], notMeasurable: reason) }
            return XCTMeasurement(name: metric.reportName, values: runs.map { metric.value(duration: $0.duration, launches: $0.launches) })
        }
    }

    /// Notes a launch that took `duration`, when the running test is measuring.
    static func launched(taking duration: Duration) {
        let scope = ApplicationRegistry.currentScope()
        launches.withLock { $0[scope]?.append(duration) }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
