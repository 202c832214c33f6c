import Driver
import DriverTesting
import Foundation
import JourneyTrace
import ScreenModel
import Testing

/// How the journey trace trait records a test that fails by something other than a
/// driver call, and how a trait is spelled at the call site.
@Suite("The journey trace trait: other failures and its spellings")
struct JourneyTraceFailureTests {
    /// An error a test throws that is not the driver's.
    struct Unexpected: Error, CustomStringConvertible {
        var description: String { "the fixture was not what the test expected" }
    }

    private static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("traces-\(UUID().uuidString)").path
    }

    @Test("an error of the test's own after a driver call fails the last call's step, and is thrown on")
    func errorAfterACall() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = try #require(Test.current)

        await #expect(throws: Unexpected.self) {
            try await JourneyTraceTrait(policy: .onFailure, folder: folder).provideScope(for: test, testCase: nil) {
                let app = try await App.launched(with: FakeApp(Screens.window([Screens.button("go")])))
                try await app.buttons["go"].tap()
                throw Unexpected()
            }
        }

        let trace = try #require(try TraceFile.paths(in: folder).map { try TraceFile.read($0) }.first)
        #expect(trace.result == .failed)
        #expect(trace.steps.map(\.result) == [.passed, .failed])
        #expect(trace.steps.last?.failure?.message == "Caught error: the fixture was not what the test expected")
        #expect(trace.steps.last?.failure?.kind == "error")
        #expect(trace.failures == nil)
    }

    @Test("an error before any driver call is the journey's own failure, at the test's line")
    func errorBeforeAnyCall() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = try #require(Test.current)

        await #expect(throws: Unexpected.self) {
            try await JourneyTraceTrait(policy: .onFailure, folder: folder).provideScope(for: test, testCase: nil) {
                throw Unexpected()
            }
        }

        let trace = try #require(try TraceFile.paths(in: folder).map { try TraceFile.read($0) }.first)
        #expect(trace.steps.isEmpty)
        #expect(trace.failures?.map(\.message) == ["Caught error: the fixture was not what the test expected"])
        #expect(trace.failures?.first?.location?.line == test.sourceLocation.line)
    }

    @Test("each case of a parameterised test writes a trace of its own", arguments: [1, 2])
    func casesWriteTheirOwn(case number: Int) async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = try #require(Test.current)

        try await JourneyTraceTrait(policy: .on, folder: folder).provideScope(for: test, testCase: Test.Case.current) {
            _ = try await App.launched(with: FakeApp(Screens.window([Screens.text("n", "\(number)")])))
        }

        let names = TraceFile.paths(in: folder).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names.count == 1)
        #expect(names.first?.contains("casesWriteTheirOwn") == true, "\(names)")
    }

    @Test("the cases of a parameterised test are traced under the test's name, the further ones under it with -2, -3", arguments: [3])
    func casesNumberedFromTwo(cases count: Int) async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let test = try #require(Test.current)
        let testCase = try #require(Test.Case.current)
        let trait = JourneyTraceTrait(policy: .on, folder: folder)

        // The trait numbers cases as they end: here, the same case ends `count` times.
        for _ in 0..<count {
            try await trait.provideScope(for: test, testCase: testCase) {}
        }

        let stems = TraceFile.paths(in: folder).map { String(URL(fileURLWithPath: $0).lastPathComponent.dropLast(TraceFile.suffix.count)) }
        let first = try #require(stems.min { $0.count < $1.count })
        #expect(first.contains("casesNumberedFromTwo"), "\(stems)")
        #expect(Set(stems) == [first, first + "-2", first + "-3"], "\(stems)")
    }

    @Test("the trait reads as written: .journeyTrace follows JOURNEY_TRACE, .journeyTrace(.on, to:) is fixed")
    func spellings() {
        let fromTheEnvironment: JourneyTraceTrait = .journeyTrace
        let fixed: JourneyTraceTrait = .journeyTrace(.on, to: "/tmp/traces")

        #expect(fromTheEnvironment.policy == nil && fromTheEnvironment.folder == nil)
        #expect(fixed.policy == .on && fixed.folder == "/tmp/traces")
        #expect(fixed.isRecursive)
    }
}
