public import Foundation
public import XCTest

extension XCTest::XCTestCase {
    /// Registers `handler` for alerts that appear unasked, as XCUITest's: before an
    /// action whose element an alert covers, the alert is given to the handlers (the
    /// newest first) until one returns true, then the action goes on. Returns the token
    /// `removeUIInterruptionMonitor(_:)` takes.
    @discardableResult
    public func addUIInterruptionMonitor(withDescription handlerDescription: String, handler: @escaping (XCUIElement) -> Bool) -> any NSObjectProtocol {
        InterruptionMonitors.add(description: handlerDescription, handler: handler)
    }

    /// Removes a monitor `addUIInterruptionMonitor(withDescription:handler:)` registered.
    public func removeUIInterruptionMonitor(_ monitor: any NSObjectProtocol) {
        InterruptionMonitors.remove(monitor)
    }
}
