import AutomationChannel
import Foundation
import Testing

/// docs/protocol.md §12's table of exit statuses and the Textual adapter's `wire.py` are
/// `AutomationExitCode`, the one home of the numbers: every status the table gives is a
/// case, and every case is in it; each of the adapter's `EXIT_…` constants is the case of
/// its name, and every case has one.
@Suite("The exit statuses docs/protocol.md lists")
struct ExitCodeDocumentTests {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The statuses in the table's first column that are numbers.
    private func documentedStatuses() throws -> [Int32] {
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
        #expect(Set(documented) == Set(AutomationExitCode.allCases.map(\.rawValue)))
    }

    /// The adapter's `EXIT_NAME = number` lines, by name.
    private func adapterStatuses() throws -> [String: Int32] {
        let wire = try String(contentsOf: root.appendingPathComponent("Adapters/Textual/src/journey_textual/wire.py"), encoding: .utf8)
        var statuses: [String: Int32] = [:]
        for line in wire.split(separator: "\n") where line.hasPrefix("EXIT_") {
            let parts = line.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
            statuses[parts[0]] = parts.count == 2 ? Int32(parts[1]) : nil
        }
        return statuses
    }

    /// A case's name as the adapter spells its constant: `driverGone` is `EXIT_DRIVER_GONE`.
    private func constantName(of code: AutomationExitCode) -> String {
        "EXIT_" + String(describing: code).map { $0.isUppercase ? "_\($0)" : $0.uppercased() }.joined()
    }

    @Test("the Textual adapter exits with the same statuses: each EXIT_ constant of wire.py is the case of its name, and every case has one")
    func adapterIsTheEnum() throws {
        let adapter = try adapterStatuses()
        let expected = Dictionary(uniqueKeysWithValues: AutomationExitCode.allCases.map { (constantName(of: $0), $0.rawValue) })

        #expect(constantName(of: .launchArgumentsRefused) == "EXIT_LAUNCH_ARGUMENTS_REFUSED")
        #expect(adapter == expected)
    }
}
