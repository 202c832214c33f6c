import AppAutomation
import Foundation
import Testing

/// docs/protocol.md §12's table of exit statuses is `AutomationServer.ExitCode`, the one
/// home of the numbers: every status the table gives is a case, and every case is in it.
@Suite("The exit statuses docs/protocol.md lists")
struct ExitCodeDocumentTests {
    /// The statuses in the table's first column that are numbers.
    private func documentedStatuses() throws -> [Int32] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/protocol.md"), encoding: .utf8)
        let start = try #require(page.range(of: "**Exit statuses** of an app under automation:"))
        let rest = page[start.upperBound...]
        let table = rest.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.compactMap { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            return cells.count > 1 ? Int32(cells[1].trimmingCharacters(in: .whitespaces)) : nil
        }
    }

    @Test("every status the table lists is an ExitCode, and every ExitCode is in the table, once")
    func tableIsTheEnum() throws {
        let documented = try documentedStatuses()

        #expect(documented.count >= 7, "\(documented)")
        #expect(Set(documented).count == documented.count, "a status listed twice: \(documented)")
        #expect(Set(documented) == Set(AutomationServer.ExitCode.allCases.map(\.rawValue)))
    }
}
