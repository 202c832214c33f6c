import Driver
import DriverTesting
import Testing

@Suite("Failures point at the call that failed")
struct CallSiteTests {
    @Test("a failed action's error names the line of the call")
    func actionCallSite() async throws {
        let app = try await App.launched(with: FakeApp(Screens.window([Screens.button("go", enabled: false)])))

        var error: DriverError?
        let line = #line + 2
        do {
            try await app.buttons["go"].tap()
        } catch let thrown {
            error = thrown
        }

        #expect(error?.callSite?.line == UInt(line))
        #expect(error?.callSite?.fileID.hasSuffix("/CallSiteTests.swift") == true)
    }

    @Test("a failed read's error names the line of the read, though properties take no #line")
    func readCallSite() async throws {
        let app = try await App.launched(with: FakeApp(Screens.window([])))

        var error: DriverError?
        let line = #line + 2
        do {
            _ = try await app.staticTexts["missing"].label
        } catch let thrown {
            error = thrown
        }

        #expect(error?.code == .noSuchElement)
        #expect(error?.callSite?.line == UInt(line))
    }

    @Test("a failed wait inside a helper names the helper's line, where the call was made")
    func helperCallSite() async throws {
        let app = try await App.launched(with: FakeApp(Screens.window([])))

        let error = await #expect(throws: DriverError.self) { try await Self.waitForTitle(in: app) }

        #expect(error?.callSite?.line == UInt(Self.helperLine))
    }

    @Test(".appDiagnostics records a thrown DriverError at the failing call, not at the @Test line")
    func traitRecordsAtCallSite() async throws {
        let app = try await App.launched(with: FakeApp(Screens.window([])))
        let test = try #require(Test.current)
        let captured = CapturedAppFailures()
        let line = #line + 5

        try await AppDiagnosticsTrait.$capture.withValue(captured) {
            try await AppDiagnosticsTrait.appDiagnostics.provideScope(for: test, testCase: nil) {
                // The failing call:
                try await app.buttons["missing"].tap()
            }
        }

        let failure = try #require(captured.all.first)
        #expect(captured.all.count == 1)
        #expect(failure.sourceLocation.line == line)
        #expect(failure.sourceLocation.fileName == "CallSiteTests.swift")
        #expect(failure.error.code == .noSuchElement)
        #expect(failure.error.message.hasPrefix(#"noSuchElement: no element matches app.buttons["missing"]"#))
        #expect(failure.error.diagnostics?.tree != nil, "the evidence the trait would attach")
    }

    @Test(".appDiagnostics lets a test that throws nothing pass, and rethrows errors that are not the driver's")
    func traitPassesOtherOutcomesThrough() async throws {
        let test = try #require(Test.current)
        let captured = CapturedAppFailures()
        struct Unrelated: Error {}

        try await AppDiagnosticsTrait.$capture.withValue(captured) {
            try await AppDiagnosticsTrait.appDiagnostics.provideScope(for: test, testCase: nil) {}
            await #expect(throws: Unrelated.self) {
                try await AppDiagnosticsTrait.appDiagnostics.provideScope(for: test, testCase: nil) { throw Unrelated() }
            }
        }

        #expect(captured.all.isEmpty)
    }

    private static let helperLine = #line + 2
    private static func waitForTitle(in app: App) async throws {
        try await app.staticTexts["title"].waitUntilExists(timeout: .seconds(1))
    }
}
