import Driver
import DriverTesting
import Foundation
import ScreenModel
import Synchronization
import Testing
import XCUITerminal

/// What an XCTest test of its own ran into: how many failures, and its name.
struct ProbeRun: Sendable {
    let failures: Int
    let name: String
}

/// Runs `body` as an XCTest test of its own, on a thread of its own (outside Swift
/// Testing's tasks, as XCTest runs tests), so its failures are its own and not this test's.
/// XCTest keeps the running test in a global: its callers run one at a time (`.serialized`).
func runAsXCTest(continueAfterFailure: Bool = true, _ body: @escaping @Sendable (XCTestCase) -> Void) async -> ProbeRun {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            let testCase = XCTestCase(name: "probe") { body(try #require($0 as? XCTestCase)) }
            testCase.continueAfterFailure = continueAfterFailure
            testCase.run()
            continuation.resume(returning: ProbeRun(failures: testCase.testRun?.totalFailureCount ?? -1, name: testCase.name))
        }
    }
}

@Suite("XCTest's side of XCUITest: continueAfterFailure, attachments, issues", .serialized, .dedicatedThread)
struct XCTestCompatibilityTests {
    @Test("with continueAfterFailure false, XCUITest calls after the first failure do nothing and record nothing")
    func stopsAfterTheFirstFailure() async {
        let run = await runAsXCTest(continueAfterFailure: false) { _ in
            let app = XCUIApplication(executablePath: "/nonexistent/app")
            XCTFail("the first failure")
            app.buttons["next"].tap()
            _ = app.staticTexts["title"].label
            _ = app.buttons["next"].waitForExistence(timeout: 1)
        }

        #expect(run.failures == 1)
    }

    @Test("with continueAfterFailure true, each later failing call records its own failure")
    func goesOnAfterAFailure() async {
        let run = await runAsXCTest(continueAfterFailure: true) { _ in
            let app = XCUIApplication(executablePath: "/nonexistent/app")
            XCTFail("the first failure")
            app.buttons["next"].tap()
            _ = app.staticTexts["title"].label
        }

        #expect(run.failures == 3)
    }

    @Test("a stopped test's successor runs its calls again")
    func nextTestRunsAgain() async {
        _ = await runAsXCTest(continueAfterFailure: false) { _ in
            _ = XCUIApplication(executablePath: "/nonexistent/app")
            XCTFail("the first failure")
        }

        let run = await runAsXCTest(continueAfterFailure: false) { _ in
            XCUIApplication(executablePath: "/nonexistent/app").buttons["next"].tap()
        }

        #expect(run.failures == 1)
    }

    @Test("under XCTest, attachments are files; a passing test deletes those not kept always, a failing one keeps them")
    func attachmentFiles() async throws {
        let stem = "attachment-" + UUID().uuidString
        let attach: @Sendable (XCTestCase) -> Void = { testCase in
            let kept = XCTAttachment(string: "kept")
            kept.name = stem + "-kept"
            kept.lifetime = .keepAlways
            testCase.add(kept)
            let dropped = XCTAttachment(data: Data([1, 2, 3]))
            dropped.name = stem + "-dropped.bin"
            testCase.add(dropped)
        }
        defer { try? FileManager.default.removeItem(atPath: XCTAttachment.folder + "/XCTestCase.probe") }

        let passed = await runAsXCTest(attach)
        let afterPass = Self.files(named: stem)
        let failed = await runAsXCTest {
            attach($0); XCTFail("fails")
        }
        let afterFail = Self.files(named: stem)

        #expect(passed.failures == 0 && failed.failures == 1)
        #expect(afterPass.map(\.name) == [stem + "-kept.txt"])
        #expect(afterPass.first?.contents == Data("kept".utf8))
        #expect(afterFail.map(\.name) == [stem + "-dropped.bin", stem + "-kept-2.txt", stem + "-kept.txt"])
    }

    private static func files(named stem: String) -> [(name: String, contents: Data?)] {
        let folder = XCTAttachment.folder
        let paths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.contains(stem) } ?? []
        return paths.sorted().map { ((($0 as NSString).lastPathComponent), FileManager.default.contents(atPath: folder + "/" + $0)) }
    }

    @Test("record(XCTIssue) records a failure with its descriptions at its location, or at the caller's line")
    func recordIssue() {
        let testCase = XCTestCase(name: "probe") { _ in }
        let captured = CapturedFailures()
        let location = XCTSourceCodeLocation(filePath: "/tmp/CartTests.swift", lineNumber: 42)

        var line = 0
        FailureRecorder.$capture.withValue(captured) {
            testCase.record(
                XCTIssue(
                    type: .assertionFailure, compactDescription: "the cart is empty", detailedDescription: "expected 2 items",
                    sourceCodeContext: XCTSourceCodeContext(location: location)))
            testCase.record(XCTIssue(type: .system, compactDescription: "no location")); line = #line
        }

        #expect(captured.all.map(\.message) == ["the cart is empty: expected 2 items", "no location"])
        #expect(captured.all.map(\.line) == [42, line])
        #expect(captured.all.first?.fileID == "CartTests.swift")
    }
}

@Suite("Interruption monitors", .dedicatedThread)
struct InterruptionMonitorTests {
    private static let buy = Screens.button("buy", row: 2)
    private static let alert = ElementSnapshot(
        .alert, identifier: "notifications", label: "Allow notifications?", frame: Rect(x: 0, y: 0, width: 40, height: 6),
        children: [
            ElementSnapshot(.button, identifier: "allow", label: "Allow", frame: Rect(x: 2, y: 4, width: 8, height: 1))
        ])
    private static let allowTarget = CommandTarget(path: ElementPath([0, 1, 0]), elementType: .alert, identifier: "allow")
    private static let buyTarget = CommandTarget(path: ElementPath([0, 0]), elementType: .button, identifier: "buy")

    /// An app showing an alert over its buy button; tapping Allow dismisses it.
    private func application() async throws -> (XCUIApplication, FakeApp) {
        let fake = FakeApp(Screens.window([Self.buy, Self.alert])) { command, fake in
            if case let .tap(target) = command, target.identifier == "allow" { fake.push(Screens.window([Self.buy])) }
            return .done
        }
        return (XCUIApplication(app: try await App.launched(with: fake)), fake)
    }

    @Test("an alert covering an action's element is offered to the monitors, newest first, until one handles it; then the action goes on")
    func handled() async throws {
        let (app, fake) = try await application()
        let testCase = XCTestCase(name: "probe") { _ in }
        let offered = Mutex<[String]>([])
        let older = testCase.addUIInterruptionMonitor(withDescription: "older") { alert in
            offered.withLock { $0.append("older: " + alert.label) }
            alert.buttons["allow"].tap()
            return true
        }
        let newer = testCase.addUIInterruptionMonitor(withDescription: "newer") { alert in
            offered.withLock { $0.append("newer: " + alert.label) }
            return false
        }
        defer { testCase.removeUIInterruptionMonitor(older); testCase.removeUIInterruptionMonitor(newer) }

        app.buttons["buy"].tap()

        #expect(offered.withLock { $0 } == ["newer: Allow notifications?", "older: Allow notifications?"])
        #expect(fake.commands.map(\.name) == ["tap", "tap"])
        #expect(fake.commands.compactMap { if case let .tap(target) = $0 { target.identifier } else { nil } } == ["allow", "buy"])
    }

    @Test("with no monitor, or one removed, the covered action fails as before")
    func unhandled() async throws {
        let (app, fake) = try await application()
        let testCase = XCTestCase(name: "probe") { _ in }
        let removed = testCase.addUIInterruptionMonitor(withDescription: "removed") { alert in
            alert.buttons["allow"].tap(); return true
        }
        testCase.removeUIInterruptionMonitor(removed)
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) { app.buttons["buy"].tap() }

        #expect(fake.commands.isEmpty)
        #expect(captured.all.count == 1)
    }
}
