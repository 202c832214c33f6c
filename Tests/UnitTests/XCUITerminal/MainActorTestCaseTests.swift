import Foundation
import Testing
import XCUITerminal

/// A `@MainActor` class's test methods, named without `test` so that the unit tests'
/// own generated list leaves them out: `MainActorTestCaseTests` runs them by hand.
@MainActor
final class MainActorProbe: XCTestCase {
    struct Failure: Error {}

    func passesOnTheMainActor() {
        MainActor.assertIsolated("a @MainActor test method runs on the main actor")
        XCTAssertEqual(2, 2)
    }
    func failsAnAssertion() { XCTAssertEqual(1, 2, "the probe's failure") }
    func failsTwice() {
        XCTFail("one")
        XCTFail("two")
    }
    func throwsAnError() throws { throw Failure() }
}

extension XCTestCompatibilityTests {
    /// XCUITerminal's `testCase(_:)`, the one SwiftPM's generated list of tests picks for a
    /// `@MainActor` class: each method runs on the main actor and its assertions count.
    @Suite("@MainActor test classes")
    struct MainActorTestCaseTests {
        /// Runs each of the entry's tests as XCTest does, on a thread of its own, and
        /// returns each one's failures by name.
        nonisolated func failures(of tests: UncheckedSendableBox<XCTestCaseEntry>) async -> [String: Int] {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    var counts: [String: Int] = [:]
                    for (name, closure) in tests.value.allTests {
                        let test = tests.value.testCaseClass.init(name: name, testClosure: closure)
                        test.run()
                        counts[name] = test.testRun?.totalFailureCount ?? -1
                    }
                    continuation.resume(returning: counts)
                }
            }
        }

        @Test("a @MainActor class's methods run on the main actor; a failing assertion or a thrown error fails its test, and only it")
        @MainActor func runsAndCounts() async {
            // The methods as SwiftPM's generated list holds them: main-actor methods.
            let methods: [(String, (MainActorProbe) -> @MainActor () -> Void)] = [
                ("passesOnTheMainActor", { probe in { probe.passesOnTheMainActor() } }),
                ("failsAnAssertion", { probe in { probe.failsAnAssertion() } }),
                ("failsTwice", { probe in { probe.failsTwice() } }),
            ]
            let throwingMethods: [(String, (MainActorProbe) -> @MainActor () throws -> Void)] = [("throwsAnError", { probe in { try probe.throwsAnError() } })]
            let entry = UncheckedSendableBox(testCase(methods))
            let throwing = UncheckedSendableBox(testCase(throwingMethods))

            let counts = await failures(of: entry)
            let thrown = await failures(of: throwing)

            #expect(entry.value.testCaseClass == MainActorProbe.self)
            #expect(counts == ["passesOnTheMainActor": 0, "failsAnAssertion": 1, "failsTwice": 2])
            #expect(thrown == ["throwsAnError": 1])
        }
    }
}

/// A value handed to another thread that only it then uses.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
