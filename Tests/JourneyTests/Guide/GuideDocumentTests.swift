import Foundation
import JourneyScript
import Testing

/// Keeps `docs/guide.md` true: its code is the code the lessons run, and the failures it
/// quotes are the ones they check.
@Suite("Guide: the document")
struct GuideDocumentTests {
    @Test("the guide exists and has Swift, journey and output blocks")
    func guideHasBlocks() {
        #expect(!GuideDocument.blocks("swift").isEmpty)
        #expect(!GuideDocument.blocks("journey").isEmpty)
        #expect(!GuideDocument.blocks("text").isEmpty)
    }

    @Test(
        "every Swift block appears verbatim in a journey test file, where it compiles and runs",
        arguments: GuideDocument.blocks("swift"))
    func swiftBlockIsInTheTests(_ block: GuideDocument.Block) {
        #expect(!GuideDocument.files(holding: block).isEmpty, "not found in Tests/JourneyTests:\n\(block.text)")
    }

    @Test("every journey block parses, and a lesson runs it", arguments: GuideDocument.blocks("journey"))
    func journeyBlockParses(_ block: GuideDocument.Block) {
        #expect(throws: Never.self) { try JourneyParser.parse(block.text, file: "docs/guide.md") }
        #expect(!GuideDocument.files(holding: block).filter { $0.contains("/Guide/") }.isEmpty, "no lesson runs:\n\(block.text)")
    }

    @Test("every line of quoted output is a line a lesson checks", arguments: GuideDocument.blocks("text"))
    func outputBlockIsChecked(_ block: GuideDocument.Block) {
        let checked = GuideDocument.testSources.filter { $0.path.contains("/Guide/") }.flatMap(\.lines).map { PrintedText($0).description }
        for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let printed = PrintedText(line).description
            #expect(checked.contains { $0.contains(printed) }, "no lesson checks this line: \(line)")
        }
    }
}
