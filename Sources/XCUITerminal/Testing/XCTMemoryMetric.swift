/// The memory the app uses while the block runs, as XCUITest's `XCTMemoryMetric`: it
/// compiles, and `measure(metrics:)` reports that it is not measured here.
public struct XCTMemoryMetric: XCTMetric {
    /// A memory metric of the target app.
    public init() {}
    /// A memory metric of `application`.
    public init(application: XCUIApplication) {}
    /// "Memory Physical, kB".
    public var reportName: String { "Memory Physical, kB" }
    /// Zero: it is not measured.
    public func value(duration: Duration, launches: [Duration]) -> Double { 0 }
    /// XCUITerminal reads no app's memory; Instruments' counters have no terminal equivalent.
    public var notMeasurable: String? {
        "XCUITerminal does not read an app's memory; measure it outside the test (for example /usr/bin/time -v on the app)"
    }
}
