import Foundation
import Testing

/// Keeps `Scripts/porting-corpus`, which publishes the porting figures of docs/porting.md,
/// honest: run on a small corpus with known answers (Porting/Corpus: three apps, a file
/// broken in its third line, a wrong argument label on an XCUITest call, an ambiguous
/// `NSPredicate`, a conformance error, an override XCTest lacks, a case `ElementType`
/// lacks, XCTest names Linux's XCTest lacks, errors that are the app's, a mismatch that
/// follows from one, a call to the app's own overload, an extension declared in a helper
/// module the suite imports, a test class whose superclass is not seen, and suites whose
/// files an Xcode project, an Xcode 16 synchronised folder and a `Package.swift` gather
/// from several folders), against a stand-in XCUITerminal module whose API does not change.
@Suite("Scripts/porting-corpus on a corpus with known answers", .timeLimit(.minutes(3)), .requires(.python3))
struct PortingCorpusTests {
    @Test("each app's files, lines, files free of XCUITest errors and of any error, calls, and calls on error-free lines")
    func perApp() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.apps.map(\.figures) == [
                .init(name: "alpha", files: 5, lines: 58, passing: 4, clean: 1, calls: 30, callsOnCleanLines: 20, passingUnchecked: 1),
                .init(name: "beta", files: 9, lines: 81, passing: 3, clean: 1, calls: 29, callsOnCleanLines: 17, passingUnchecked: 0),
                .init(name: "gamma", files: 7, lines: 72, passing: 7, clean: 7, calls: 28, callsOnCleanLines: 28, passingUnchecked: 0),
            ])
    }

    @Test("the totals add the apps up, and the mean weighs each app equally")
    func totals() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.totals
                == .init(
                    files: 21, lines: 211, passing: 14, clean: 9, calls: 87, callsOnCleanLines: 65, passingUnchecked: 1,
                    perAppMeanPassing: 71.1))
    }

    @Test("a file fails for an error naming XCUITest's API, whatever its kind, at that error's line, and never for the app's own or what follows from it on its line")
    func failures() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.failures.map { "\($0.app) \($0.file) \($0.lines)" } == [
                "alpha AlphaUITests/WrongLabelUITests.swift [7]",
                "beta BetaUITests/AmbiguousPredicateUITests.swift [8]",
                "beta BetaUITests/ConformanceUITests.swift [6]",
                "beta BetaUITests/ElementTypeUITests.swift [7]",
                "beta BetaUITests/MissingMemberUITests.swift [7]",
                "beta BetaUITests/MissingXCTestUITests.swift [6, 8]",
                "beta BetaUITests/OverrideUITests.swift [4]",
            ])
    }

    @Test("a member missing from an XCUITest type counts against the port whatever its name, unless test code compiled elsewhere (a helper module the suite imports) declares it")
    func missingMembersJudgedByType() async throws {
        let figures = try await PortingCorpusRun.figures()
        let errors = Dictionary(figures.failures.map { ($0.file, $0.errors) }, uniquingKeysWith: +)

        #expect(errors["BetaUITests/ElementTypeUITests.swift"] == ["7: type 'XCUIElement.ElementType' has no member 'toggle'"])
        #expect(errors["BetaUITests/MissingMemberUITests.swift"] == ["7: value of type 'XCUIElement' has no member 'twoFingerTap'"])
    }

    @Test("an XCTest name Linux's XCTest lacks counts against the port, as the line must change to port")
    func missingXCTestNames() async throws {
        let figures = try await PortingCorpusRun.figures()

        let errors = figures.failures.first { $0.file == "BetaUITests/MissingXCTestUITests.swift" }?.errors
        #expect(errors == ["6: cannot find 'XCTExpectFailure' in scope", "8: cannot find 'XCTMemoryMetric' in scope"])
    }

    @Test("files are compiled with the rest of their Xcode or package target, wherever its folders are, and by folder only where no project file names them")
    func suitesByTarget() async throws {
        let figures = try await PortingCorpusRun.figures()

        let gamma = try #require(figures.apps.first { $0.name == "gamma" })
        #expect(
            gamma.suites == [
                .init(name: "Gamma.xcodeproj: GammaSettingsUITests", groupedBy: "Xcode project", files: 2),
                .init(name: "Gamma.xcodeproj: GammaUITests", groupedBy: "Xcode project", files: 2),
                .init(name: "Packages/Kit/Package.swift: KitUITests", groupedBy: "Package.swift", files: 2),
                .init(name: "SettingsUITests", groupedBy: "folder", files: 1),
            ])
        #expect(gamma.clean == gamma.files)
        #expect(gamma.callsOnCleanLines == gamma.calls)
    }

    @Test("a file that passes with fewer than half of its calls on error-free lines is listed, with its calls")
    func uncheckedFiles() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.unchecked == [.init(app: "alpha", file: "AlphaUITests/CascadeUITests.swift", calls: 5, callsOnCleanLines: 2)])
    }

    @Test("calls are counted by name: supported, unsupported and not applicable to a terminal; comments and other files left out")
    func uses() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.uses == .init(supported: 86, unsupported: 0, notApplicable: 1))
    }

    @Test("a repository that does not exist is named, and nothing is measured")
    func missingRepository() async throws {
        let missing = PortingCorpusRun.corpus + "/delta"

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
            let files, lines, passing, clean, calls, callsOnCleanLines, passingUnchecked: Int
            var suites: [Suite] = []

            /// The app's figures alone, its suites left out (a test of their own).
            var figures: App {
                var copy = self
                copy.suites = []
                return copy
            }
        }

        /// The files of one UI-test target, or of one folder where no project file names them.
        struct Suite: Decodable, Equatable {
            let name, groupedBy: String
            let files: Int
        }

        struct Totals: Decodable, Equatable {
            let files, lines, passing, clean, calls, callsOnCleanLines, passingUnchecked: Int
            let perAppMeanPassing: Double
        }

        /// A file that passes with fewer than half of its calls on error-free lines.
        struct Unchecked: Decodable, Equatable {
            let app, file: String
            let calls, callsOnCleanLines: Int
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
        let unchecked: [Unchecked]
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
                "python3", script, "--modules", folder.path, "--json", corpus + "/alpha", corpus + "/beta", corpus + "/gamma",
            ], in: corpus)
        try #require(result.code == 0, "the script failed: \(result.errors)")
        return try JSONDecoder().decode(Figures.self, from: Data(result.outputBytes))
    }
}
