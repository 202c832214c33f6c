import Foundation
import Synchronization

/// The interruption monitors tests registered: handlers for an alert that appears
/// unasked and stands in the way of an action. Each test has its own (Swift Testing's by
/// task, XCTest's until its test finishes).
enum InterruptionMonitors {
    private struct Monitor {
        let token: UncheckedSendable<NSObject>
        let scope: String
        let description: String
        let handler: UncheckedSendable<(XCUIElement) -> Bool>
    }

    private static let monitors = Mutex<[Monitor]>([])

    /// Registers `handler` for the running test; returns the token that removes it.
    static func add(description: String, handler: @escaping (XCUIElement) -> Bool) -> NSObject {
        let token = NSObject()
        let scope = ApplicationRegistry.currentScope()
        if scope == "XCTest" { ApplicationRegistry.observeXCTest() }
        monitors.withLock { $0.append(Monitor(token: UncheckedSendable(token), scope: scope, description: description, handler: UncheckedSendable(handler))) }
        return token
    }

    /// Removes the monitor `token` stands for.
    static func remove(_ token: AnyObject) {
        let identity = ObjectIdentifier(token)
        monitors.withLock { $0.removeAll { ObjectIdentifier($0.token.value) == identity } }
    }

    /// Forgets XCTest's monitors once its test has finished.
    static func testFinished() {
        monitors.withLock { $0.removeAll { $0.scope == "XCTest" } }
    }

    /// Before an action on `element`: when an alert is on screen and the element cannot be
    /// hit, offers the alert to the running test's monitors, newest first, until one says
    /// it handled it.
    static func handleInterruption(before element: XCUIElement) {
        let scope = ApplicationRegistry.currentScope()
        let handlers = monitors.withLock { $0.filter { $0.scope == scope }.map(\.handler) }
        guard !handlers.isEmpty, !element.isApplication else { return }
        let alert = XCUIElement(element.driverApp.descendants(matching: .alert).firstMatch)
        guard alert.exists, !element.isHittable else { return }
        for handler in handlers.reversed() where handler.value(alert) { return }
    }
}
