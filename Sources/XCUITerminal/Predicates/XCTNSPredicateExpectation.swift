public import Foundation
public import XCTest
import Driver
import ScreenModel
import Synchronization

/// An expectation fulfilled once a predicate holds for an element or query, as
/// XCUITest's: `XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: cell)`.
///
/// It is checked on each screen the app pushes (the current one first), never by
/// polling, and waited for with `XCTWaiter`, `wait(for:timeout:)` or
/// `waitForExpectations(timeout:)`, as any expectation.
open class XCTNSPredicateExpectation: XCTestExpectation, @unchecked Sendable {
    /// Called when the predicate holds; return false to keep waiting.
    public typealias Handler = @Sendable () -> Bool

    /// The predicate waited for.
    public let predicate: Foundation.NSPredicate
    /// What it is evaluated with.
    public let object: Any?
    /// Called when the predicate holds.
    open var handler: Handler?

    /// An expectation that `predicate` comes to hold for `object`.
    public init(predicate: Foundation.NSPredicate, object: Any?) {
        self.predicate = predicate
        self.object = object
        super.init(description: "Expect predicate `\(predicate.messageText)` for object \(object.map { "\($0)" } ?? "nil")")
        PredicateWatcher.watch(predicate, object: object, handler: { [weak self] in self?.handler?() ?? true }) { [weak self] in
            self?.fulfill()
        }
    }
}

extension XCTest::XCTestCase {
    /// An expectation, waited for with `waitForExpectations(timeout:)`, that
    /// `predicate` comes to hold for `object` (an `XCUIElement` or `XCUIElementQuery`).
    @discardableResult
    public func expectation(
        for predicate: Foundation.NSPredicate, evaluatedWith object: Any? = nil, file: StaticString = #file, line: Int = #line,
        handler: XCTNSPredicateExpectation.Handler? = nil
    ) -> XCTestExpectation {
        let expectation = expectation(
            description: "Expect predicate `\(predicate.messageText)` for object \(object.map { "\($0)" } ?? "nil")",
            file: file, line: line
        )
        PredicateWatcher.watch(predicate, object: object, handler: { handler?() ?? true }) { [weak expectation] in
            expectation?.fulfill()
        }
        return expectation
    }
}

/// Checks a predicate on every screen the app pushes until it holds, then fulfils.
enum PredicateWatcher {
    static func watch(
        _ predicate: Foundation.NSPredicate, object: Any?, handler: @escaping @Sendable () -> Bool, fulfil: @escaping @Sendable () -> Void
    ) {
        let app: App? =
            switch object {
            case let element as XCUIElement: element.driverApp
            case let query as XCUIElementQuery: query.query.app
            default: ApplicationRegistry.current()
            }
        let check = UncheckedSendable { (tree: ElementTree) in predicate.holdsOnScreen(for: object, in: tree) }
        guard let app, let wait = try? app.detachedScreenWait() else {
            if predicate.evaluate(with: object), handler() { fulfil() }
            return
        }
        // On the bridge's thread: a test that blocks Swift concurrency's shared threads
        // (a synchronous XCUITest call from a Swift Testing test does) cannot stall it.
        Task.detached(executorPreference: BlockingBridge.executor) {
            // Each screen is checked as it arrives; the test's own wait decides when to
            // give up, so this stops only once the predicate holds or the app ends. It
            // holds the app's run, never the app, which may go away meanwhile.
            let seen = Mutex<UInt64?>(nil)
            while true {
                do throws(DriverError) {
                    try await wait(.seconds(3_600)) { tree in
                        guard seen.withLock({ $0.map { tree.generation > $0 } ?? true }), check.value(tree) else { return false }
                        seen.withLock { $0 = tree.generation }
                        return true
                    }
                } catch  where error.code == .timeout {
                    continue
                } catch {
                    return
                }
                if handler() { return fulfil() }
            }
        }
    }
}
