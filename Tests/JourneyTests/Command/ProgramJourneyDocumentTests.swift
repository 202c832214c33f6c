import Foundation
import DriverTesting
import Testing

/// Keeps the `.journey` examples for programs in `docs/terminal-programs.md` and the
/// README true: each runs, with the built `journey`, and passes.
@Suite("journey command: the documented program journeys", .timeLimit(.minutes(3)), .hangReport, .tags(.program))
struct ProgramJourneyDocumentTests {
    /// A documented program journey: where it is written and its text.
    struct Example: CustomTestStringConvertible {
        let file: String
        let line: Int
        let text: String

        var testDescription: String { "journey block at \(file):\(line)" }

        /// The known program the first `run` step starts, or nil.
        var program: RequiredProgram? {
            guard let run = text.split(separator: "\n").first(where: { $0.hasPrefix("run \"") }) else { return nil }
            return RequiredProgram.named(String(run.dropFirst(5).prefix { $0 != " " && $0 != "\"" }))
        }
    }

    /// Every ```journey block of `file` whose first step is `run`.
    static func examples(in file: String) -> [Example] {
        let path = GuideDocument.packageRoot.appendingPathComponent(file).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return GuideDocument.fencedBlocks(in: text).filter { block in
            block.language == "journey" && block.lines.first { !$0.hasPrefix("#") && !$0.isEmpty }?.hasPrefix("run ") == true
        }.map { Example(file: file, line: $0.line, text: $0.text) }
    }

    static let all = examples(in: "docs/terminal-programs.md") + examples(in: "README.md")

    @Test("the docs hold a less and a bash journey, and the README one, each starting a known program")
    func examplesExist() {
        #expect(Self.all.filter { $0.program == nil }.map(\.testDescription) == [])
        #expect(Self.all.contains { $0.file == "README.md" })
        #expect(Self.all.contains { $0.text.contains("run \"less ") && $0.file.hasPrefix("docs/") })
        #expect(Self.all.contains { $0.text.contains("run \"bash ") })
    }

    @Test("each documented program journey passes", arguments: all)
    func examplePasses(_ example: Example) async throws {
        try example.program?.cancelTestIfMissing()
        let folder = try TemporaryFolder()
        try folder.write("README.md", String(contentsOfFile: GuideDocument.packageRoot.appendingPathComponent("README.md").path, encoding: .utf8))
        try folder.write("example.journey", example.text + "\n")

        let output = try await JourneyExecutable.run(["example.journey"], in: folder)

        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.lastLine.hasPrefix("1 passed, 0 failed in "))
    }
}
