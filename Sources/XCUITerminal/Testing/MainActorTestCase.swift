import Dispatch
import Foundation
public import XCTest

/// The test methods of a `@MainActor` test class, for XCTest's list of tests: the entry
/// `swift test` builds for each class on Linux, run on the main actor.
///
/// SwiftPM lists a class's tests in generated code, compiled in the Swift 5 language mode,
/// that hands `[("testX", testX), …]` to XCTest's `testCase(_:)`, which takes methods of
/// type `(T) -> () throws -> Void`. A `@MainActor` class's methods are
/// `(T) -> @MainActor () -> ()`, and the array is converted at run time, element by element,
/// by a dynamic cast that cannot drop a global actor: the process stops with "Could not
/// cast value of type … @MainActor () -> ()" before any test runs. This overload takes the
/// methods as they are, so that code picks it, and runs each on the main actor. The
/// generated code sees only XCTest and the test module, so the test module must re-export
/// XCUITerminal for it to be seen: one file of the target says `@_exported import XCUITerminal`.
///
/// - Returns: The class and its tests, as XCTest's `testCase(_:)` returns them.
public func testCase<T: XCTest::XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
    let tests = allTests.map { name, method in (name, MainActorTest<T, Method>(method: method).run) }
    return (T.self, tests)
}

/// One test method of a `@MainActor` class, run on the main actor.
private struct MainActorTest<T: XCTest::XCTestCase, Method> {
    let method: (T) -> Method

    /// The shapes a test method's type takes, as the runtime names them.
    private static var shape: String { String(describing: Method.self) }

    /// Runs the method on `testCase`, on the main actor: at once on the main thread (where
    /// XCTest runs tests), else on the main queue, waiting for it.
    func run(_ testCase: XCTest::XCTestCase) throws {
        nonisolated(unsafe) let body = method(testCase as! T)
        guard MemoryLayout<Method>.size == MemoryLayout<() -> Void>.size, Self.shape.hasPrefix("@MainActor"), !Self.shape.contains("async") else {
            return XCTFail("XCUITerminal runs synchronous @MainActor test methods; this one is \(Self.shape). Make it async, or drop @MainActor.")
        }
        // A synchronous function's value is laid out the same with or without its global
        // actor and @Sendable (both only constrain where it is called): the shape checked
        // above says which of the two it is.
        if Self.shape.contains("throws") {
            let test = unsafeBitCast(body, to: (@MainActor () throws -> Void).self)
            try Self.onMainActor { try test() }
        } else {
            let test = unsafeBitCast(body, to: (@MainActor () -> Void).self)
            Self.onMainActor { test() }
        }
    }

    private static func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
        if Thread.isMainThread {
            try MainActor.assumeIsolated(body)
        } else {
            try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
        }
    }
}
