import Testing
@testable import XCUITerminal

/// XCUITest's metrics a terminal test can and cannot measure.
@Suite("XCTMetric: what is measured, and what is said not to be")
struct MetricTests {
    @Test("XCTOSSignpostMetric.applicationLaunch is measured as XCTApplicationLaunchMetric is, under the same name")
    func signpostLaunch() {
        let launches: [Duration] = [.milliseconds(120), .milliseconds(80)]

        let signpost = XCTOSSignpostMetric.applicationLaunch

        #expect(signpost.notMeasurable == nil)
        #expect(signpost.reportName == XCTApplicationLaunchMetric().reportName)
        #expect(signpost.value(duration: .seconds(1), launches: launches) == XCTApplicationLaunchMetric().value(duration: .seconds(1), launches: launches))
        #expect(abs(signpost.value(duration: .seconds(1), launches: launches) - 0.2) < 1e-9)
    }

    @Test(
        "memory, scrolling, transitions and custom signposts are not measured here, each saying why",
        arguments: [
            XCTMemoryMetric() as any XCTMetric, XCTOSSignpostMetric.scrollDecelerationMetric, XCTOSSignpostMetric.scrollDraggingMetric,
            XCTOSSignpostMetric.navigationTransitionMetric, XCTOSSignpostMetric.customNavigationTransitionMetric,
            XCTOSSignpostMetric(subsystem: "com.shop", category: "checkout", name: "pay"),
        ])
    func notMeasurable(metric: any XCTMetric) {
        let measurements = XCTMetrics.measure([metric, XCTClockMetric()], iterations: 2) {}

        #expect(measurements.count == 2)
        #expect(measurements[0].values.isEmpty)
        #expect(!(measurements[0].notMeasurable ?? "").isEmpty)
        #expect(measurements[1].values.count == 2)
        #expect(measurements[1].notMeasurable == nil)
    }
}
