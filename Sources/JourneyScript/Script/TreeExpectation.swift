package import ScreenModel

/// What `expect tree` checks: the app's element tree (or one element's subtree)
/// against a stored snapshot or the lines written below the step.
///
/// ```
/// expect tree matches "checkout" masking /\d{2}:\d{2}/
/// expect tree of tables["orders"] partial
///   | cell /Order #\d+/ #orderCell_0
/// ```
package struct TreeExpectation: Sendable, CustomStringConvertible {
    /// Where the expected tree is written.
    package enum Reference: Sendable {
        /// A stored, strict snapshot: `<directory>/<name>.tree.txt`.
        case stored(name: String, directory: String)
        /// Lines written in the script; strict unless `partial` was said.
        case inline(lines: [String], partial: Bool)
    }

    /// The element whose subtree is compared; nil for the whole app.
    package var locator: ElementLocator?
    /// The expected tree.
    package var reference: Reference
    /// Texts masked on both sides before comparing.
    package var masks: [SnapshotMask]

    /// Creates an expectation.
    package init(locator: ElementLocator?, reference: Reference, masks: [SnapshotMask] = []) {
        self.locator = locator
        self.reference = reference
        self.masks = masks
    }

    /// The step's words: `tree of buttons["pay"] matches "pay" masking /\d+/`.
    package var description: String {
        var words = ["tree"]
        if let locator { words.append("of \(locator)") }
        switch reference {
        case let .stored(name, _): words.append("matches \(name.quotedLiteral)")
        case let .inline(_, partial) where partial: words.append("partial")
        case .inline: break
        }
        words += masks.map { "masking \($0)" }
        return words.joined(separator: " ")
    }

    /// The folder a script's stored tree snapshots live in: `__Snapshots__` beside it.
    package static func snapshotFolder(forScript file: String) -> String {
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (folder.isEmpty ? "." : folder) + "/__Snapshots__"
    }
}
