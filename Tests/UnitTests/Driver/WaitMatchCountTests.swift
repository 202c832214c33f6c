import Driver
import ScreenModel
import Testing

/// Every kind of wait with no element, one and several matching, on an idle app, where
/// the answer comes at once: a wait about existence counts matches, a wait about one
/// element's attributes needs exactly one and calls several an error.
@Suite("Waits with zero, one and several matches")
struct WaitMatchCountTests {
    /// How many `save` buttons the screen has.
    enum Matches: Int, Sendable, CaseIterable, CustomTestStringConvertible {
        case zero = 0, one = 1, several = 2
        var testDescription: String { "\(self) matching" }

        var screen: ElementSnapshot {
            Screens.window([Screens.button("cancel", row: 1)] + (0..<rawValue).map { Screens.button("save", label: "Save", row: 2 + $0) })
        }
    }

    static func app(_ matches: Matches) async throws -> App {
        try await App.launched(with: FakeApp(matches.screen))
    }

    @Test("waitForExistence is false for none and true for one or several", arguments: Matches.allCases)
    func waitForExistence(_ matches: Matches) async throws {
        let app = try await Self.app(matches)

        let exists = try await app.buttons["save"].waitForExistence(timeout: .seconds(30))

        #expect(exists == (matches != .zero))
    }

    @Test("waitUntilExists fails for none and returns for one or several", arguments: Matches.allCases)
    func waitUntilExists(_ matches: Matches) async throws {
        let app = try await Self.app(matches)

        let outcome = await Result { () async throws(DriverError) in try await app.buttons["save"].waitUntilExists(timeout: .seconds(30)) }

        #expect(outcome.failureCode == (matches == .zero ? .noSuchElement : nil))
    }

    @Test("waitForNonExistence is true for none and false for one and for several", arguments: Matches.allCases)
    func waitForNonExistence(_ matches: Matches) async throws {
        let app = try await Self.app(matches)

        let gone = try await app.buttons["save"].waitForNonExistence(timeout: .seconds(30))

        #expect(gone == (matches == .zero))
    }

    @Test("a wait for a label fails for none, holds for one, and calls several ambiguous", arguments: Matches.allCases)
    func waitForLabel(_ matches: Matches) async throws {
        let app = try await Self.app(matches)

        let outcome = await Result { () async throws(DriverError) in
            try await app.buttons["save"].wait(until: .label("Save"), timeout: .seconds(30))
        }

        let expected: DriverError.Code? =
            switch matches {
            case .zero: .noSuchElement
            case .one: nil
            case .several: .multipleMatches
            }
        #expect(outcome.failureCode == expected)
    }

    @Test("a wait until enabled fails for none, holds for one, and calls several ambiguous", arguments: Matches.allCases)
    func waitForEnabled(_ matches: Matches) async throws {
        let app = try await Self.app(matches)

        let outcome = await Result { () async throws(DriverError) in
            try await app.buttons["save"].wait(until: .isEnabled, timeout: .seconds(30))
        }

        let expected: DriverError.Code? =
            switch matches {
            case .zero: .noSuchElement
            case .one: nil
            case .several: .multipleMatches
            }
        #expect(outcome.failureCode == expected)
    }

    @Test("a wait until enabled on one disabled element says what it found, at once on an idle app")
    func waitForEnabledUnmet() async throws {
        let app = try await App.launched(with: FakeApp(Screens.window([Screens.button("save", enabled: false)])))

        let outcome = await Result { () async throws(DriverError) in
            try await app.buttons["save"].wait(until: .isEnabled, timeout: .seconds(30))
        }

        guard case let .failure(error) = outcome, case let .unmetCondition(_, found, _, _) = error.reason else {
            Issue.record("expected an unmet condition, got \(outcome)")
            return
        }
        #expect(found.identifier == "save" && !found.isEnabled)
    }

    @Test(
        "hittable is true for one, false for none, and false for several since a tap could not choose",
        arguments: Matches.allCases)
    func hittable(_ matches: Matches) async throws {
        let app = try await Self.app(matches)

        let hittable = try await app.buttons["save"].isHittable

        #expect(hittable == (matches == .one))
    }

    @Test("firstMatch and an index pick one of several, so waits on them hold", arguments: [Matches.one, .several])
    func pickedOneOfSeveral(_ matches: Matches) async throws {
        let app = try await Self.app(matches)

        try await app.buttons["save"].firstMatch.wait(until: .label("Save"), timeout: .seconds(30))
        try await app.buttons.matching(identifier: "save").element(boundBy: matches.rawValue - 1).wait(until: .isEnabled, timeout: .seconds(30))
        #expect(try await app.buttons["save"].firstMatch.isHittable)
    }
}

extension Result where Failure == DriverError {
    /// The code of the error, or nil on success.
    var failureCode: DriverError.Code? {
        if case let .failure(error) = self { return error.code }
        return nil
    }
}

extension Result where Success == Void, Failure == DriverError {
    /// The outcome of `body`.
    init(_ body: () async throws(DriverError) -> Void) async {
        do {
            try await body()
            self = .success(())
        } catch {
            self = .failure(error)
        }
    }
}
