/// What os_signpost intervals mark, as XCUITest's `XCTOSSignpostMetric`: the app's
/// launch is measured, as `XCTApplicationLaunchMetric` measures it; Linux has no
/// os_signpost, and a terminal neither decelerates a scroll nor animates a transition, so
/// the others compile and `measure(metrics:)` reports that they are not measured here.
public struct XCTOSSignpostMetric: XCTMetric {
    /// What the metric marks.
    private enum Interval: Sendable {
        case applicationLaunch
        case notMeasurable(name: String, reason: String)
    }

    private let interval: Interval

    /// The app's launch: from `launch()` until its first screen arrived.
    public static var applicationLaunch: XCTOSSignpostMetric { XCTOSSignpostMetric(interval: .applicationLaunch) }
    /// A scroll's deceleration: a terminal scrolls by whole steps, with none.
    public static var scrollDecelerationMetric: XCTOSSignpostMetric { noTerminalEquivalent("Scroll Deceleration", "a terminal scrolls by whole steps and never decelerates") }
    /// A scroll's dragging: a terminal scrolls by whole steps, with none.
    public static var scrollDraggingMetric: XCTOSSignpostMetric { noTerminalEquivalent("Scroll Dragging", "a terminal scrolls by whole steps and is never dragged") }
    /// A navigation transition: a terminal redraws at once, with no animation.
    public static var navigationTransitionMetric: XCTOSSignpostMetric { noTerminalEquivalent("Navigation Transition", "a terminal redraws at once, with no animation") }
    /// A custom navigation transition: a terminal redraws at once, with no animation.
    public static var customNavigationTransitionMetric: XCTOSSignpostMetric {
        noTerminalEquivalent("Custom Navigation Transition", "a terminal redraws at once, with no animation")
    }

    /// The intervals an app marks with os_signpost under `subsystem`, `category` and `name`:
    /// Linux has no os_signpost, so it is not measured.
    public init(subsystem: String, category: String, name: String) {
        interval = .notMeasurable(name: "\(subsystem) \(category) \(name)", reason: "Linux has no os_signpost to mark it; time the block with XCTClockMetric")
    }

    private init(interval: Interval) {
        self.interval = interval
    }

    private static func noTerminalEquivalent(_ name: String, _ reason: String) -> XCTOSSignpostMetric {
        XCTOSSignpostMetric(interval: .notMeasurable(name: name, reason: reason))
    }

    /// "Duration (AppLaunch), s" for the launch; the interval's name for the others.
    public var reportName: String {
        switch interval {
        case .applicationLaunch: XCTApplicationLaunchMetric().reportName
        case let .notMeasurable(name, _): "Duration (\(name)), s"
        }
    }

    /// The launches' total duration in seconds for the launch; zero for the others.
    public func value(duration: Duration, launches: [Duration]) -> Double {
        switch interval {
        case .applicationLaunch: XCTApplicationLaunchMetric().value(duration: duration, launches: launches)
        case .notMeasurable: 0
        }
    }

    /// Nil for the launch; why the others are not measured.
    public var notMeasurable: String? {
        switch interval {
        case .applicationLaunch: nil
        case let .notMeasurable(_, reason): reason
        }
    }
}
