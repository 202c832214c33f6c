import Foundation
import Testing

/// Runs only the tests whose tags `JOURNEY_TAGS` selects, and cancels the others (they
/// are reported as skipped): the smoke subset CI runs on every change, since
/// `swift test --filter` matches test names, not tags, on this toolchain.
///
/// `JOURNEY_TAGS=smoke` runs the tests tagged `.smoke`; `JOURNEY_TAGS=-slow` runs all
/// but the `.slow` ones; names combine with commas (`journey,-slow`). Unset, every
/// test runs.
struct TagSelectionTrait: SuiteTrait, TestTrait, TestScoping {
    /// The selection this run uses.
    let selection: TagSelection

    var isRecursive: Bool { true }

    /// Decides once for each test function, before any of its cases run, so a
    /// parameterized test is skipped as a whole.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> TagSelectionTrait? {
        test.isSuite || testCase != nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard selection.includes(test.tags) else {
            try Test.cancel("not selected by JOURNEY_TAGS=\(selection)")
        }
        try await function()
    }
}

/// Which tags a run includes and excludes, parsed from a value such as `journey,-slow`.
struct TagSelection: Sendable, CustomStringConvertible {
    /// Tag names a test needs one of (empty: any test).
    let included: Set<String>
    /// Tag names that rule a test out.
    let excluded: Set<String>

    /// Parses a comma-separated list; `-name` excludes.
    init(_ value: String) {
        let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        included = Set(names.filter { !$0.hasPrefix("-") })
        excluded = Set(names.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) })
    }

    /// Whether a test with `tags` runs.
    func includes(_ tags: Set<Tag>) -> Bool {
        let names = Set(tags.map(Self.name))
        return (included.isEmpty || !included.isDisjoint(with: names)) && excluded.isDisjoint(with: names)
    }

    var description: String {
        (included.sorted() + excluded.sorted().map { "-" + $0 }).joined(separator: ",")
    }

    /// `smoke` for `.smoke`: the member name, without the type's prefix.
    private static func name(of tag: Tag) -> String {
        String(describing: tag).split(separator: ".").last.map(String.init) ?? String(describing: tag)
    }
}

extension Trait where Self == TagSelectionTrait {
    /// Honours `JOURNEY_TAGS`: runs only the tests it selects.
    static var tagSelection: TagSelectionTrait {
        TagSelectionTrait(selection: TagSelection(ProcessInfo.processInfo.environment["JOURNEY_TAGS"] ?? ""))
    }
}
