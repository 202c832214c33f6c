import Foundation
import Testing

/// Keeps `Scripts/porting-corpus`, which publishes the porting figures of docs/porting.md,
/// honest: run on a small corpus with known answers (Porting/Corpus: four apps, a file
/// broken in its third line, a wrong argument label on an XCUITest call, an ambiguous
/// `NSPredicate`, a conformance error, an override XCTest lacks, a case `ElementType`
/// lacks, XCTest names Linux's XCTest lacks, errors that are the app's, a mismatch that
/// follows from one, a call to the app's own overload, an extension declared in a helper
/// module the suite imports, a test class whose superclass is not seen, suites whose
/// files an Xcode project, an Xcode 16 synchronised folder and a `Package.swift` gather
/// from several folders (import lines of every form among them: a scoped import in a
/// helper package, a submodule with a comment, which the compiler stops on unless they are
/// emptied; a suite it stops on anyway, in `stopping`, ends the run), an XcodeGen project
/// whose `project.yml` includes the file declaring its UI-test target (sources with an
/// `excludes:` glob, a base class in another folder) beside a malformed one, a helper package given with `--package` (one of its modules inside
/// `#if canImport(UIKit)`, which holds as on iOS) and a module not given,
/// and errors a terminal cannot avoid: the device, a picker, the system, tvOS, a web view
/// and UIKit's accessibility), against a stand-in XCUITerminal module whose API does not
/// change.
@Suite("Scripts/porting-corpus on a corpus with known answers", .timeLimit(.minutes(3)), .requires(.python3))
struct PortingCorpusTests {
    @Test("each app's files, lines, files free of XCUITest errors and of any error, calls, and calls on error-free lines")
    func perApp() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.apps.map(\.figures) == [
                .init(
                    name: "alpha", files: 6, lines: 71, passing: 5, passingAvoidable: 5, clean: 2, calls: 34, callsOnCleanLines: 24,
                    passingUnchecked: 1),
                .init(
                    name: "beta", files: 13, lines: 121, passing: 3, passingAvoidable: 6, clean: 1, calls: 49, callsOnCleanLines: 27,
                    passingUnchecked: 0),
                .init(
                    name: "gamma", files: 7, lines: 73, passing: 7, passingAvoidable: 7, clean: 7, calls: 28, callsOnCleanLines: 28,
                    passingUnchecked: 0),
                .init(
                    name: "delta", files: 3, lines: 33, passing: 3, passingAvoidable: 3, clean: 3, calls: 12, callsOnCleanLines: 12,
                    passingUnchecked: 0),
            ])
    }

    @Test("the totals add the apps up, and both means weigh each app equally")
    func totals() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.totals
                == .init(
                    files: 29, lines: 298, passing: 18, passingAvoidable: 21, clean: 13, calls: 123, callsOnCleanLines: 91,
                    passingUnchecked: 1, perAppMeanPassing: 76.6, perAppMeanPassingAvoidable: 82.4))
    }

    @Test("a file fails for an error naming XCUITest's API, whatever its kind, at that error's line, and never for the app's own or what follows from it on its line")
    func failures() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.failures.map { "\($0.app) \($0.file) \($0.lines)" } == [
                "alpha AlphaUITests/WrongLabelUITests.swift [7]",
                "beta BetaUITests/AccessibilityUITests.swift [7]",
                "beta BetaUITests/AmbiguousPredicateUITests.swift [8]",
                "beta BetaUITests/ConformanceUITests.swift [6]",
                "beta BetaUITests/DeviceUITests.swift [5]",
                "beta BetaUITests/ElementTypeUITests.swift [7]",
                "beta BetaUITests/MissingMemberUITests.swift [7]",
                "beta BetaUITests/MissingXCTestUITests.swift [6, 8]",
                "beta BetaUITests/OtherPlatformsUITests.swift [7, 8, 9, 10]",
                "beta BetaUITests/OverrideUITests.swift [4]",
                "beta BetaUITests/PickerUITests.swift [7]",
            ])
    }

    @Test("a helper package given with --package is compiled with the suites importing its modules, found where its Package.swift puts them, with the modules they import")
    func helperPackages() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(!figures.failures.contains { $0.file == "AlphaUITests/HelperPackageUITests.swift" })
        #expect(figures.apps.map(\.packageModules) == [["HelperCore", "HelperKit"], [], [], []])
    }

    @Test("without --package, the members a helper package declares count against the port, and its module is listed as not seen")
    func helperPackagesNotGiven() async throws {
        let figures = try await PortingCorpusRun.figuresWithoutPackages()

        #expect(
            figures.failures.first { $0.file == "AlphaUITests/HelperPackageUITests.swift" }?.errors == [
                "10: value of type 'XCUIElement' has no member 'enter'",
                "11: value of type 'XCUIElement' has no member 'clear'",
            ])
        #expect(figures.apps.map(\.packageModules) == [[]])
        #expect(figures.apps.map(\.modulesNotSeen) == [["HelperKit", "SnapshotKit"]])
    }

    @Test("an imported module neither given, nor the platform's (UIKit), nor the app's own (a folder or target of its repository) is listed as not seen")
    func modulesNotSeen() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.apps.map(\.modulesNotSeen) == [["SnapshotKit"], [], [], []])
    }

    @Test("an error against the port that names what a terminal cannot do is listed apart by category: device, pickers and sliders, system, tvOS, web views, UIKit accessibility")
    func apartByCategory() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(
            figures.apart.map { "\($0.file) \($0.category): \($0.errors.joined(separator: "; "))" } == [
                "BetaUITests/AccessibilityUITests.swift UIKit accessibility: 7: value of type 'XCUIElement' has no member 'isAccessibilityElement'",
                "BetaUITests/DeviceUITests.swift device: 5: cannot find 'XCUIDevice' in scope",
                "BetaUITests/OtherPlatformsUITests.swift system: 7: value of type 'XCUIApplication' has no member 'performAccessibilityAudit'",
                "BetaUITests/OtherPlatformsUITests.swift tvOS: 8: cannot find 'XCUIRemote' in scope",
                "BetaUITests/OtherPlatformsUITests.swift web views: 9: value of type 'XCUIApplication' has no member 'webViews'",
                "BetaUITests/PickerUITests.swift pickers and sliders: 7: value of type 'XCUIElement' has no member 'adjust'",
            ])
    }

    @Test("a file passes counting only errors a terminal could avoid when every error against the port is listed apart, and fails it with one avoidable error beside them")
    func passingAvoidable() async throws {
        let figures = try await PortingCorpusRun.figures()
        let apart = Dictionary(figures.apart.map { ($0.file, $0.errors) }, uniquingKeysWith: +)

        let failingAvoidable = figures.failures.filter { !Set($0.errors).isSubset(of: apart[$0.file] ?? []) }.map(\.file)
        #expect(
            failingAvoidable == [
                "AlphaUITests/WrongLabelUITests.swift",
                "BetaUITests/AmbiguousPredicateUITests.swift",
                "BetaUITests/ConformanceUITests.swift",
                "BetaUITests/ElementTypeUITests.swift",
                "BetaUITests/MissingMemberUITests.swift",
                "BetaUITests/MissingXCTestUITests.swift",
                "BetaUITests/OtherPlatformsUITests.swift",
                "BetaUITests/OverrideUITests.swift",
            ])
        #expect(figures.totals.passingAvoidable == figures.totals.files - failingAvoidable.count)
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

    @Test("an XcodeGen project's UI-test target, declared in a YAML file its project.yml includes, is a suite of its sources, their paths read from the declaring file")
    func suitesByXcodeGenTarget() async throws {
        let figures = try await PortingCorpusRun.figures()

        let delta = try #require(figures.apps.first { $0.name == "delta" })
        #expect(
            delta.suites == [
                .init(name: "Sub/UITests", groupedBy: "folder", files: 1),
                .init(name: "project.yml: DeltaUITests", groupedBy: "XcodeGen project", files: 2),
            ])
    }

    @Test("a UI-test file of an XcodeGen target is compiled with the base class another of its source paths names, in another folder")
    func xcodeGenBaseClass() async throws {
        let figures = try await PortingCorpusRun.figures()

        let delta = try #require(figures.apps.first { $0.name == "delta" })
        #expect(delta.clean == delta.files)
        #expect(delta.callsOnCleanLines == delta.calls)
    }

    @Test("a file an XcodeGen source's excludes glob matches is not compiled with the target: it is grouped by its folder, and its class of the same name does not clash")
    func xcodeGenExcludes() async throws {
        let figures = try await PortingCorpusRun.figures()

        let delta = try #require(figures.apps.first { $0.name == "delta" })
        #expect(delta.suites.first { $0.groupedBy == "folder" } == .init(name: "Sub/UITests", groupedBy: "folder", files: 1))
        #expect(delta.clean == delta.files)
    }

    @Test("a project.yml the script cannot read is named with the line where reading stopped, and the rest of the run goes on")
    func malformedProjectFile() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.apps.map(\.projectFilesNotRead) == [[], [], [], ["Broken/project.yml: line 4: unexpected indentation"]])
        #expect(figures.apps.map(\.name) == ["alpha", "beta", "gamma", "delta"])
    }

    @Test("a file that passes with fewer than half of its calls on error-free lines is listed, with its calls")
    func uncheckedFiles() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.unchecked == [.init(app: "alpha", file: "AlphaUITests/CascadeUITests.swift", calls: 5, callsOnCleanLines: 2)])
    }

    @Test("calls are counted by name: supported, unsupported and not applicable to a terminal; comments and other files left out")
    func uses() async throws {
        let figures = try await PortingCorpusRun.figures()

        #expect(figures.uses == .init(supported: 116, unsupported: 0, notApplicable: 7))
    }

    @Test("a suite the compiler stops on before type-checking it (a module it cannot find) ends the run naming the file and the module, and nothing is measured")
    func compilerStopped() async throws {
        let result = try await PortingCorpusRun.runScript([PortingCorpusRun.corpus + "/stopping"])

        #expect(result.code == 1)
        #expect(result.errors.contains("the compiler stopped before type-checking a suite"))
        #expect(result.errors.contains("StoppingUITests/StoppingUITests.swift:2: no such module 'Foundation.NSNowhere'"))
        #expect(result.output.isEmpty)
    }

    @Test("a repository that does not exist is named, and nothing is measured")
    func missingRepository() async throws {
        let missing = PortingCorpusRun.corpus + "/nowhere"

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
            let files, lines, passing, passingAvoidable, clean, calls, callsOnCleanLines, passingUnchecked: Int
            var suites: [Suite] = []
            /// The modules compiled from the given helper packages.
            var packageModules: [String] = []
            /// The modules imported that are neither the app's, nor given, nor the platform's.
            var modulesNotSeen: [String] = []
            /// The project files not read, each with why.
            var projectFilesNotRead: [String] = []

            /// The app's figures alone, its suites and modules left out (tests of their own).
            var figures: App {
                var copy = self
                copy.suites = []
                copy.packageModules = []
                copy.modulesNotSeen = []
                copy.projectFilesNotRead = []
                return copy
            }
        }

        /// The files of one UI-test target, or of one folder where no project file names them.
        struct Suite: Decodable, Equatable {
            let name, groupedBy: String
            let files: Int
        }

        struct Totals: Decodable, Equatable {
            let files, lines, passing, passingAvoidable, clean, calls, callsOnCleanLines, passingUnchecked: Int
            let perAppMeanPassing, perAppMeanPassingAvoidable: Double
        }

        /// A file's errors against the port that a terminal cannot avoid, of one category.
        struct Apart: Decodable {
            let app, file, category: String
            let errors: [String]
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
        let apart: [Apart]
        let unchecked: [Unchecked]
    }

    static let helperPackage = corpus + "/packages/HelperKit"

    private static let run = Task {
        try await measure([
            "--package", helperPackage, corpus + "/alpha", corpus + "/beta", corpus + "/gamma", corpus + "/delta",
        ])
    }
    private static let runWithoutPackages = Task { try await measure([corpus + "/alpha"]) }

    /// The corpus's figures, its helper package given.
    static func figures() async throws -> Figures {
        try await run.value
    }

    /// alpha's figures with no helper package given.
    static func figuresWithoutPackages() async throws -> Figures {
        try await runWithoutPackages.value
    }

    /// Builds the stand-in module (the package's own build is locked while its tests run)
    /// and runs the script against it with `--json` and `arguments`, to its end.
    static func runScript(_ arguments: [String]) async throws -> FinishedProgram {
        let folder = try TemporaryFolder()
        let stub = try await runToEnd(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "XCUITerminal",
                "-emit-module-path", folder.path + "/XCUITerminal.swiftmodule", corpus + "/XCUITerminalStub.swift",
            ], in: folder.path)
        try #require(stub.code == 0, "the stand-in XCUITerminal did not build: \(stub.errors)")
        return try await runToEnd("/usr/bin/env", ["python3", script, "--modules", folder.path, "--json"] + arguments, in: corpus)
    }

    /// The script's figures with `arguments`.
    private static func measure(_ arguments: [String]) async throws -> Figures {
        let result = try await runScript(arguments)
        try #require(result.code == 0, "the script failed: \(result.errors)")
        return try JSONDecoder().decode(Figures.self, from: Data(result.outputBytes))
    }
}
