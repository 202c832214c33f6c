import Foundation
import Testing

/// Keeps `Scripts/porting-corpus`, which publishes the porting figures of docs/porting.md,
/// honest: run on a small corpus with known answers (Porting/Corpus: two apps, a file
/// broken in its third line, a wrong argument label on an XCUITest call, an ambiguous
/// `NSPredicate`, a conformance error, an override XCTest lacks, errors that are the
/// app's, a mismatch that follows from one, a call to the app's own overload, and a test
/// class whose superclass is not seen), against a stand-in XCUITerminal module whose API does not change.
@Suite("Scripts/porting-corpus on a corpus with known answers", .timeLimit(.minutes(3)), .requires(.python3))
struct PortingCorpusTests {
    @Test("each app's files, lines, files free of XCUITest errors and of any error, calls, and calls on error-free lines")
    func perApp() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.apps == [
                .init(name: "alpha", files: 5, lines: 58, passing: 4, clean: 1, calls: 30, callsOnCleanLines: 20),
                .init(name: "beta", files: 6, lines: 54, passing: 2, clean: 0, calls: 19, callsOnCleanLines: 11),
            ])
    }

    @Test("the totals add the apps up, and the mean weighs each app equally")
    func totals() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.totals == .init(files: 11, lines: 112, passing: 6, clean: 1, calls: 49, callsOnCleanLines: 31, perAppMeanPassing: 56.7))
    }

    @Test("a file fails for an error naming XCUITest's API, whatever its kind, at that error's line, and never for the app's own or what follows from it on its line")
    func failures() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.failures.map { "\($0.app) \($0.file) \($0.lines)" } == [
                "alpha AlphaUITests/WrongLabelUITests.swift [7]",
                "beta BetaUITests/AmbiguousPredicateUITests.swift [8]",
                "beta BetaUITests/ConformanceUITests.swift [6]",
                "beta BetaUITests/MissingMemberUITests.swift [6]",
                "beta BetaUITests/OverrideUITests.swift [4]",
            ])
    }

    @Test("calls are counted by name: supported, unsupported and not applicable to a terminal; comments and other files left out")
    func uses() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.uses == .init(supported: 48, unsupported: 0, notApplicable: 1))
    }

    @Test("a repository that does not exist is named, and nothing is measured")
    func missingRepository() async throws {
        let missing = PortingCorpusRun.corpus + "/gamma"

        let result = try await runToEnd("/usr/bin/env", ["python3", PortingCorpusRun.script, "--modules", "/nonexistent", missing])

        #expect(result.code == 1)
        #expect(result.errors.contains("no such repository: \(missing)"))
        #expect(result.output.isEmpty)
    }
}

/// One run of the script on the corpus, shared by the tests.
enum PortingCorpusRun {
    static let script = GuideDocument.packageRoot.appendingPathComponent("Scripts/porting-corpus").path
    static let corpus = GuideDocument.packageRoot.appendingPathComponent("Tests/JourneyTests/Porting/Corpus").path

    /// What the script prints with `--json`.
    struct Figures: Decodable {
        struct App: Decodable, Equatable {
            let name: String
            let files, lines, passing, clean, calls, callsOnCleanLines: Int
        }

        struct Totals: Decodable, Equatable {
            let files, lines, passing, clean, calls, callsOnCleanLines: Int
            let perAppMeanPassing: Double
        }

        struct Uses: Decodable, Equatable {
            let supported, unsupported, notApplicable: Int
        }

        struct Failure: Decodable {
            let app, file: String
            let errors: [String]
            /// The lines of its errors against the port.
            var lines: [Int] { errors.compactMap { Int($0.prefix { $0 != ":" }) } }
        }

        let apps: [App]
        let totals: Totals
        let uses: Uses
        let failures: [Failure]
    }

    private static let run = Task { try await measure() }

    static func figures() async throws -> Figures {
        try await run.value
    }

    /// Builds the stand-in module (the package's own build is locked while its tests run)
    /// and runs the script against it.
    private static func measure() async throws -> Figures {
        let folder = try TemporaryFolder()
        let stub = try await runToEnd(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "XCUITerminal",
                "-emit-module-path", folder.path + "/XCUITerminal.swiftmodule", corpus + "/XCUITerminalStub.swift",
            ], in: folder.path)
        try #require(stub.code == 0, "the stand-in XCUITerminal did not build: \(stub.errors)")
        let result = try await runToEnd(
            "/usr/bin/env",
            [
                "python3", script, "--modules", folder.path, "--json", corpus + "/alpha", corpus + "/beta",
            ], in: corpus)
        try #require(result.code == 0, "the script failed: \(result.errors)")
        return try JSONDecoder().decode(Figures.self, from: Data(result.outputBytes))
    }
}
