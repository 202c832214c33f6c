import Foundation
import Testing

/// `docs/guide.md` as its fenced blocks, and the test sources its Swift blocks are
/// copied from.
struct GuideDocument {
    /// A fenced block: its info string (`swift`, `journey`, `text`, `sh`), its lines,
    /// and the line of the guide it starts on.
    struct Block: CustomTestStringConvertible {
        let language: String
        let lines: [String]
        let line: Int

        var text: String { lines.joined(separator: "\n") }
        var testDescription: String { "\(language) block at docs/guide.md:\(line)" }
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every fenced block of the guide, in order.
    static let blocks: [Block] = {
        let path = packageRoot.appendingPathComponent("docs/guide.md").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return fencedBlocks(in: text)
    }()

    /// The guide's blocks in `language`.
    static func blocks(_ language: String) -> [Block] { blocks.filter { $0.language == language } }

    /// The Swift files of the journey tests (lessons, pages, journeys), one array of
    /// lines each: where the guide's snippets compile and run.
    static let testSources: [(path: String, lines: [String])] = {
        let root = packageRoot.appendingPathComponent("Tests/JourneyTests")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { relative in
            guard let text = try? String(contentsOfFile: root.appendingPathComponent(relative).path, encoding: .utf8) else { return nil }
            return ("Tests/JourneyTests/" + relative, text.components(separatedBy: "\n"))
        }
    }()

    /// The files whose lines hold `block` verbatim, at one indentation.
    static func files(holding block: Block) -> [String] {
        testSources.filter { contains($0.lines, block.lines) }.map(\.path)
    }

    /// Whether `lines` holds `wanted` as consecutive lines, each after the same leading
    /// whitespace (blank lines of `wanted` match lines that hold only whitespace).
    static func contains(_ lines: [String], _ wanted: [String]) -> Bool {
        guard let first = wanted.first, !first.isEmpty, lines.count >= wanted.count else { return false }
        for start in 0...(lines.count - wanted.count) where lines[start].hasSuffix(first) {
            let indent = lines[start].dropLast(first.count)
            guard indent.allSatisfy(\.isWhitespace) else { continue }
            let matches = zip(lines[start...], wanted).allSatisfy { line, want in
                want.isEmpty ? line.allSatisfy(\.isWhitespace) : line == indent + want
            }
            if matches { return true }
        }
        return false
    }

    /// The fenced blocks of Markdown `text`: lines between a line of three backticks with
    /// an info string and the next line of three backticks.
    static func fencedBlocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var open: (language: String, line: Int, lines: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var current = open {
                if line == "```" {
                    blocks.append(Block(language: current.language, lines: current.lines, line: current.line))
                    open = nil
                } else {
                    current.lines.append(line)
                    open = current
                }
            } else if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 1, [])
            }
        }
        return blocks
    }
}
