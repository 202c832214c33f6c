import Foundation
package import ScreenModel

/// Why a snapshot did not pass, worded with the next step to take.
package struct SnapshotProblem: Sendable, CustomStringConvertible {
    /// What the snapshot is called in messages: `snapshot "cart" at 80x24`, `tree snapshot "cart"`.
    package let title: String
    /// The text the snapshot has now.
    package let actual: String
    /// What checking it found.
    package let outcome: SnapshotOutcome
    /// The masks applied to both sides, shown so a reader knows what `▒` stands for.
    package let masks: [SnapshotMask]

    /// The problem, or nil when the snapshot matches its reference.
    package init?(title: String, actual: String, outcome: SnapshotOutcome, masks: [SnapshotMask] = []) {
        guard outcome != .matches else { return nil }
        self.title = title
        self.actual = actual
        self.outcome = outcome
        self.masks = masks
    }

    package var description: String {
        let masked = masks.isEmpty ? "" : "\n(\(SnapshotMask.cell) marks cells masked by \(masks.map(\.description).joined(separator: ", ")))"
        switch outcome {
        case .matches:
            return "\(title) matches its reference"
        case let .missing(reference, pending):
            return """
                \(title) has no reference at \(Self.shortened(reference)); it was written to \(Self.shortened(pending)).
                Accept it with `journey snapshots review` (or record with RECORD_SNAPSHOTS=1), then commit it. The snapshot now:\(masked)
                \(actual)
                """
        case let .differs(reference, pending, diff):
            return """
                \(title) differs from its reference \(Self.shortened(reference)) (- reference, + now):\(masked)
                \(diff)
                The new version is in \(Self.shortened(pending)): accept or reject it with `journey snapshots review`.
                """
        case let .recorded(reference, diff):
            let before = diff.map { "; it replaced a reference that differed (- old, + new):\n\($0)" } ?? ""
            return "\(title) was recorded to \(Self.shortened(reference))\(before)\n"
                + "Review it, commit it, and run again without RECORD_SNAPSHOTS: a recording run always fails."
        }
    }

    /// The reference's text, the snapshot's and their diff, as files to attach.
    package var attachments: [(name: String, text: String)] {
        switch outcome {
        case .matches: []
        case let .missing(reference, _): [(Self.fileName(reference) + ".actual.txt", actual)]
        case let .differs(reference, _, diff):
            ((try? String(contentsOfFile: reference, encoding: .utf8)).map { [(Self.fileName(reference) + ".reference.txt", $0)] } ?? [])
                + [(Self.fileName(reference) + ".actual.txt", actual), (Self.fileName(reference) + ".diff.txt", diff.description + "\n")]
        case let .recorded(reference, diff?):
            [(Self.fileName(reference) + ".actual.txt", actual), (Self.fileName(reference) + ".diff.txt", diff.description + "\n")]
        case let .recorded(reference, nil): [(Self.fileName(reference) + ".actual.txt", actual)]
        }
    }

    private static func fileName(_ path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        if name.hasSuffix(".txt") { name.removeLast(4) }
        return name
    }

    /// The path from the package's `Tests/` folder on, as a developer finds it.
    private static func shortened(_ path: String) -> String {
        path.firstRange(of: "/Tests/").map { String(path[path.index(after: $0.lowerBound)...]) } ?? path
    }
}
