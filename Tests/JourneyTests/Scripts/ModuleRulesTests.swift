import Driver
import Foundation
import Testing

/// Keeps `Scripts/check-modules` honest: on a small tree with known imports it reports
/// exactly the imports its rules forbid, and the repository itself follows its rules.
@Suite("Scripts/check-modules: the rules between modules")
struct ModuleRulesTests {
    static let script = GuideDocument.packageRoot.appendingPathComponent("Scripts/check-modules").path

    /// A tree with a rules file and the given Swift files (path under Sources → text).
    func tree(rules: String, files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Scripts/module-rules.txt", rules)
        for (path, text) in files { try folder.write("Sources/" + path, text) }
        return folder
    }

    @Test("an import the rules allow passes, and one they do not is named with its file, line and the allowed list")
    func forbiddenImportIsNamed() async throws {
        let folder = try tree(
            rules: "Vocabulary:\nDriver: Vocabulary Foundation\n",
            files: [
                "Vocabulary/Tree.swift": "struct Tree {}\n",
                "Driver/App.swift": "import Foundation\nimport Vocabulary\n@testable import ShopApp\n",
            ]
        )

        let run = try await runToEnd(Self.script, ["--root", folder.path])

        #expect(run.status == .exited(1))
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "Sources/Driver/App.swift:3: Driver may not import ShopApp (allowed: Foundation Vocabulary)",
                "1 problem(s) with the rules in Scripts/module-rules.txt",
            ])
    }

    @Test(
        "every form of import is read: access levels, attributes and kinds",
        arguments: [
            "import Glibc", "package import Glibc", "public import Glibc", "internal import Glibc",
            "@_exported import Glibc", "@preconcurrency import Glibc", "import struct Glibc.stat", "  import Glibc",
        ])
    func everyImportFormIsChecked(_ line: String) async throws {
        let folder = try tree(rules: "Vocabulary:\n", files: ["Vocabulary/Tree.swift": line + "\n"])

        let run = try await runToEnd(Self.script, ["--root", folder.path])

        #expect(run.status == .exited(1))
        #expect(run.output.contains("Vocabulary may not import Glibc (allowed: nothing)"))
    }

    @Test("a target with no rule is an error, and a comment that mentions an import is not an import")
    func targetWithoutRuleFails() async throws {
        let folder = try tree(
            rules: "Vocabulary: Foundation\n",
            files: ["Vocabulary/Tree.swift": "// import Glibc would break the rule\nimport Foundation\n", "NewTarget/A.swift": "\n"]
        )

        let run = try await runToEnd(Self.script, ["--root", folder.path])

        #expect(run.status == .exited(1))
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "Sources/NewTarget: no rule for this target in Scripts/module-rules.txt",
                "1 problem(s) with the rules in Scripts/module-rules.txt",
            ])
    }

    @Test("the picture in docs/architecture.md must name every target, and draw only imports the rules allow")
    func pictureOfTheModules() async throws {
        let rules = "Vocabulary:\nDriver: Vocabulary\nApp: Vocabulary\n"
        let files = ["Vocabulary/A.swift": "\n", "Driver/A.swift": "import Vocabulary\n", "App/A.swift": "\n"]
        func picture(_ lines: String) -> String { "# Architecture\n\n## The modules\n\nWords.\n\n```\n\(lines)```\n\n## Next\n\nApp ◀ Driver\n" }
        let right = try tree(rules: rules, files: files)
        try right.write("docs/architecture.md", picture(" Vocabulary\n Driver ◀ Vocabulary      App ◀ Vocabulary\n"))
        let wrong = try tree(rules: rules, files: files)
        try wrong.write("docs/architecture.md", picture(" Vocabulary\n Driver ◀ Vocabulary, Shop      App ◀ Driver\n"))
        let leftOut = try tree(rules: rules, files: files)
        try leftOut.write("docs/architecture.md", picture(" Vocabulary ◀ nothing\n Driver ◀ Vocabulary\n"))

        let passes = try await runToEnd(Self.script, ["--root", right.path])
        let arrows = try await runToEnd(Self.script, ["--root", wrong.path])
        let missing = try await runToEnd(Self.script, ["--root", leftOut.path])

        #expect(passes.status == .exited(0), "\(passes.output)")
        #expect(arrows.status == .exited(1))
        #expect(
            arrows.output.split(separator: "\n").map(String.init) == [
                "docs/architecture.md: the picture names Shop, which is no target",
                "docs/architecture.md: the picture draws App ◀ Driver, an import the rules do not allow",
                "2 problem(s) with the rules in Scripts/module-rules.txt",
            ])
        #expect(missing.status == .exited(1))
        #expect(
            missing.output.split(separator: "\n").map(String.init) == [
                "docs/architecture.md: the picture of the modules leaves out App",
                "docs/architecture.md: the picture names nothing, which is no target",
                "2 problem(s) with the rules in Scripts/module-rules.txt",
            ])
    }

    @Test("this repository's Sources follow its rules")
    func repositoryFollowsItsRules() async throws {
        let run = try await runToEnd(Self.script, [])

        #expect(run.status == .exited(0), "\(run.output)")
    }
}
