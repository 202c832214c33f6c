import Driver
import DriverTesting
import Testing

@Suite("less", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.less))
struct LessJourneyTests {
    /// A file of 200 numbered lines with `needle` on line 120.
    static let text = (1...200).map { $0 == 120 ? "line \($0) holds the needle here" : "line \($0)" }.joined(separator: "\n") + "\n"

    @Test("a search finds the word and highlights it, scrolling moves on a line, and q exits 0")
    func searchScrollQuit() async throws {
        let folder = try TemporaryFolder()
        try folder.write("lines.txt", Self.text)
        let less = try await Terminal.launch(
            "less", arguments: ["lines.txt"], environment: ["LESS": "", "LESSHISTFILE": "-", "HOME": folder.path],
            workingDirectory: folder.path
        )
        try await less.wait(forText: "line 1")
        #expect(!less.screen.contains("needle"))

        try await less.type("/needle\n")
        let screen = try await less.wait(for: { $0.lines[0] == "line 120 holds the needle here" }, description: "the match at the top")

        let match = try #require(screen.find("needle").first)
        #expect(screen.cell(x: match.x, y: match.y)?.style.contains(.inverse) == true, "the match is in standout: \(screen.styleSummary)")
        #expect(screen.cell(x: match.x + 5, y: match.y)?.style.contains(.inverse) == true)
        #expect(screen.cell(x: 0, y: match.y)?.style.contains(.inverse) == false)
        #expect(screen.cell(x: match.x + 7, y: match.y)?.style.contains(.inverse) == false)

        try await less.press(.down)
        try await less.wait(for: { $0.lines[0] == "line 121" }, description: "line 121 at the top")
        try await less.press(.character(" "))
        try await less.wait(for: { $0.lines[0] == "line 144" }, description: "a page further down")

        try await less.press(.character("q"))
        #expect(try await less.waitForExit() == .exited(0))
    }

    @Test("the README's first test: less finds a word in /etc/passwd, highlights it, and q exits 0")
    func readmeExample() async throws {
        let less = try await Terminal.launch("less", arguments: ["/etc/passwd"])
        try await less.wait(forText: "root")

        try await less.type("/root\n")
        try await less.wait(
            for: { screen in
                screen.find("root").contains { screen.cell(x: $0.x, y: $0.y)?.style.contains(.inverse) == true }
            }, description: "a highlighted match")

        try await less.press(.character("q"))
        #expect(try await less.waitForExit() == .exited(0))
    }
}
