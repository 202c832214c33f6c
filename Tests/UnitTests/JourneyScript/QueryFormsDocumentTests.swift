import Foundation
import JourneyScript
import ScreenModel
import Testing

/// docs/journey-command.md's "Queries" lists every form the parser takes: each example
/// there parses, and every element type's word is listed.
@Suite("The query forms docs/journey-command.md lists")
struct QueryFormsDocumentTests {
    /// The section's text, from its heading to the next.
    private func section() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/journey-command.md"), encoding: .utf8)
        let start = try #require(page.range(of: "\n## Queries\n"))
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test("every example in the table parses as a tap's target and prints as a query the parser reads back")
    func everyExampleParses() throws {
        let rows = try section().split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| form") }
        let examples = rows.flatMap { row -> [String] in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 3 else { return [] }
            return cells[2].split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        #expect(examples.count >= 15, "\(examples)")

        for example in examples {
            let journey = try JourneyParser.parse("launch\ntap \(example)", file: "j.journey")
            let printed = try #require(journey.steps.last?.action.description)
            let again = try JourneyParser.parse("launch\n" + printed, file: "j.journey")
            #expect(again.steps.last?.action.description == printed, "\(example)")
        }
    }

    @Test("every element type's query word is listed")
    func everyProviderListed() throws {
        let text = try section()

        for provider in ElementType.allCases.compactMap(\.queryProviderName) {
            #expect(text.contains("`\(provider)`"), "\(provider) is not listed")
        }
    }

    @Test("docs/driver.md's list of queries holds every element type's word and every form a script takes")
    func driverDocumentListsEveryQuery() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/driver.md"), encoding: .utf8)
        let start = try #require(page.range(of: "- **Queries**"))
        let rest = page[start.upperBound...]
        let paragraph = String(rest[..<(rest.range(of: "\n- **")?.lowerBound ?? rest.endIndex)])

        let forms =
            ElementType.allCases.compactMap(\.queryProviderName).map { "`\($0)`" } + [
                "`descendants(matching:)`", "`children(matching:)`", "`element(boundBy:)`", "`element(matching:identifier:)`",
                "`firstMatch`", "`matching(identifier:)`", "`matching(_ predicate:)`", "`containing(...)`",
            ]
        for form in forms {
            #expect(paragraph.contains(form), "docs/driver.md does not list \(form)")
        }
    }
}
