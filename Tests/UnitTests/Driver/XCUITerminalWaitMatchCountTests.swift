import Driver
import DriverTesting
import ScreenModel
import Testing
@testable import XCUITerminal

/// XCUITest's waits with no element, one and several matching, on an idle fake app: the
/// existence waits count matches; a wait on an attribute of one element records the
/// ambiguity as a failure when several match, as XCUITest does, instead of timing out.
@Suite("XCUITest waits with zero, one and several matches", .dedicatedThread)
struct XCUITerminalWaitMatchCountTests {
    typealias Matches = WaitMatchCountTests.Matches

    static func application(_ matches: Matches) async throws -> XCUIApplication {
        XCUIApplication(app: try await App.launched(with: FakeApp(matches.screen)))
    }

    /// Runs `body`, returning its result and the failures it recorded.
    static func capturing<Value>(_ body: () -> Value) -> (Value, [String]) {
        let captured = CapturedFailures()
        let value = FailureRecorder.$capture.withValue(captured) { body() }
        return (value, captured.all.filter { !$0.isWarning }.map(\.message))
    }

    @Test("waitForExistence is false for none and true for one or several, recording nothing", arguments: Matches.allCases)
    func waitForExistence(_ matches: Matches) async throws {
        let app = try await Self.application(matches)

        let (exists, failures) = Self.capturing { app.buttons["save"].waitForExistence(timeout: 30) }

        #expect(exists == (matches != .zero))
        #expect(failures.isEmpty)
    }

    @Test("waitForNonExistence is true for none and false for one and for several, recording nothing", arguments: Matches.allCases)
    func waitForNonExistence(_ matches: Matches) async throws {
        let app = try await Self.application(matches)

        let (gone, failures) = Self.capturing { app.buttons["save"].waitForNonExistence(timeout: 30) }

        #expect(gone == (matches == .zero))
        #expect(failures.isEmpty)
    }

    /// A key path wait and what it should answer for one matching element.
    struct KeyPathWait: Sendable, CustomTestStringConvertible {
        let name: String
        let wait: @Sendable (XCUIElement) -> Bool
        var testDescription: String { name }
    }

    static let attributeWaits: [KeyPathWait] = [
        KeyPathWait(name: "wait(for: \\.label, toEqual: \"Save\")") { $0.wait(for: \.label, toEqual: "Save", timeout: 30) },
        KeyPathWait(name: "wait(for: \\.isEnabled, toEqual: true)") { $0.wait(for: \.isEnabled, toEqual: true, timeout: 30) },
        KeyPathWait(name: "wait(for: \\.isHittable, toEqual: true)") { $0.wait(for: \.isHittable, toEqual: true, timeout: 30) },
    ]

    @Test("a key path wait on an attribute holds for one match and records nothing", arguments: attributeWaits)
    func attributeWaitOne(_ wait: KeyPathWait) async throws {
        let app = try await Self.application(.one)

        let (holds, failures) = Self.capturing { wait.wait(app.buttons["save"]) }

        #expect(holds)
        #expect(failures.isEmpty)
    }

    @Test("a key path wait on an attribute is false for none, without a failure, as the attribute's default", arguments: attributeWaits)
    func attributeWaitNone(_ wait: KeyPathWait) async throws {
        let app = try await Self.application(.zero)

        let (holds, _) = Self.capturing { wait.wait(app.buttons["save"]) }

        #expect(!holds)
    }

    @Test(
        "a key path wait on an attribute records the ambiguity when several match, naming each candidate",
        arguments: attributeWaits)
    func attributeWaitSeveral(_ wait: KeyPathWait) async throws {
        let app = try await Self.application(.several)

        let (holds, failures) = Self.capturing { wait.wait(app.buttons["save"]) }

        #expect(!holds)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("save") == true)
        #expect(failures.first?.lowercased().contains("2") == true, "\(failures)")
    }

    @Test("a key path wait on exists counts several as existing and records nothing")
    func existsKeyPathSeveral() async throws {
        let app = try await Self.application(.several)

        let (holds, failures) = Self.capturing { app.buttons["save"].wait(for: \.exists, toEqual: true, timeout: 30) }

        #expect(holds)
        #expect(failures.isEmpty)
    }

    @Test("a predicate on count, or on exists, answers for zero, one and several", arguments: Matches.allCases)
    func countPredicate(_ matches: Matches) async throws {
        let app = try await Self.application(matches)

        let one = NSPredicate(format: "count == 1").evaluate(with: app.buttons.matching(identifier: "save"))
        let some = NSPredicate(format: "count > 0").evaluate(with: app.buttons.matching(identifier: "save"))
        let exists = NSPredicate(format: "exists == true").evaluate(with: app.buttons.matching(identifier: "save"))

        #expect(one == (matches == .one))
        #expect(some == (matches != .zero))
        #expect(exists == (matches != .zero))
    }
}
